//! A connection to one peer node, shared by every thread of this node: request ids,
//! pending replies matched to their waiters, and the *reader role*.
//!
//! Exactly one thread at a time holds the reader role of a connection and reads frames
//! from its link (leader/follower). A caller that finds the role free takes it and reads
//! its own reply, so the common single-caller path has no thread hand-off. Replies for
//! other callers are delivered to their pending slots. A request is served inline by the
//! thread that read it, after it gave the role up (so the server function may block or
//! call anywhere); it takes the role back afterwards if nobody else did. A service thread
//! per connection reads whenever no caller has for a while, and the node's watchdog starts
//! another one when the role stays free too long (every reader is busy serving).
//! The reading logic itself lives in `reader.rs`.

use crate::error::Error;
use crate::transport::Link;
use crate::wire::Header;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Instant;

/// A reply as received: its header and payload.
#[derive(Debug)]
pub struct Reply {
    /// The reply's header.
    pub header: Header,
    /// The reply's payload bytes.
    pub payload: Vec<u8>,
}

/// What a pending slot holds once filled.
pub type Outcome = Result<Reply, Error>;

/// The pending slot of one request.
#[derive(Default)]
pub struct Slot {
    /// The reply (or error), once it arrived.
    pub outcome: Option<Outcome>,
    /// The caller's thread while it sleeps waiting; woken alone (no thundering herd).
    pub waiter: Option<std::thread::Thread>,
}

/// The connection to node `peer`.
pub struct Conn {
    /// Rank of the peer node.
    pub peer: usize,
    /// The transport link.
    pub link: Box<dyn Link>,
    state: Mutex<ConnState>,
    /// Idle service threads waiting for the reader role.
    service_cv: Condvar,
    next_request: AtomicU64,
    /// Callers between sending a request and getting its outcome.
    pub active_callers: AtomicUsize,
    /// Bumped on every delivery and role release: spinning followers watch it.
    pub events: AtomicU64,
}

/// Mutable state of a connection (behind one mutex).
pub struct ConnState {
    /// Some thread holds the reader role.
    pub reader_busy: bool,
    /// Request id -> outcome once it arrived.
    pub pending: HashMap<u64, Slot>,
    /// Set once the link failed or was closed: every later call gets this error.
    pub failed: Option<Error>,
    /// The peer announced an orderly close.
    pub goodbye: bool,
    /// Callers blocked on the callers' condition variable.
    pub waiters: usize,
    /// Service threads blocked waiting for the role.
    pub idle_service: usize,
    /// Service threads alive.
    pub service_threads: usize,
    /// Someone must read now (a reader left to block elsewhere).
    pub need_reader: bool,
    /// Requests being served by threads that read them (and gave the role up meanwhile).
    pub serving: usize,
    /// When the reader role was last given up.
    pub last_release: Instant,
}

impl Conn {
    /// A connection over an established (handshaken) link.
    pub fn new(peer: usize, link: Box<dyn Link>) -> Arc<Conn> {
        Arc::new(Conn {
            peer,
            link,
            state: Mutex::new(ConnState {
                reader_busy: false,
                pending: HashMap::new(),
                failed: None,
                goodbye: false,
                waiters: 0,
                idle_service: 0,
                service_threads: 0,
                need_reader: false,
                serving: 0,
                last_release: Instant::now(),
            }),
            service_cv: Condvar::new(),
            next_request: AtomicU64::new(1),
            active_callers: AtomicUsize::new(0),
            events: AtomicU64::new(0),
        })
    }

    /// Locks the connection state.
    pub fn lock(&self) -> MutexGuard<'_, ConnState> {
        self.state.lock().unwrap()
    }

    /// A fresh request id.
    pub fn next_request(&self) -> u64 {
        self.next_request.fetch_add(1, Ordering::Relaxed)
    }

    /// Opens a pending slot for request `id`; fails if the connection already failed.
    pub fn open_slot(&self, id: u64) -> Result<(), Error> {
        let mut st = self.lock();
        if let Some(e) = &st.failed {
            return Err(e.clone());
        }
        st.pending.insert(id, Slot::default());
        Ok(())
    }

    /// Removes request `id`'s slot (after a timeout or send failure).
    pub fn drop_slot(&self, id: u64) {
        self.lock().pending.remove(&id);
    }

    /// Hands a reply (or an error) to the waiter of request `id` and wakes it. A reply
    /// nobody waits for any more (its caller timed out) is dropped.
    pub fn deliver(&self, id: u64, outcome: Outcome) {
        let mut st = self.lock();
        let Some(slot) = st.pending.get_mut(&id) else { return };
        slot.outcome = Some(outcome);
        let waiter = slot.waiter.take();
        self.events.fetch_add(1, Ordering::Release);
        drop(st);
        if let Some(t) = waiter {
            t.unpark();
        }
    }

    /// Marks the connection failed: every pending and future call gets `error` (an
    /// orderly close after the peer's goodbye reads as `Closed`). Closes the link.
    pub fn fail(&self, error: Error) {
        let mut st = self.lock();
        let mut wake = Vec::new();
        if st.failed.is_none() {
            let error = match error {
                Error::PeerDead { .. } if st.goodbye => Error::Closed { node: self.peer },
                e => e,
            };
            for slot in st.pending.values_mut() {
                if slot.outcome.is_none() {
                    slot.outcome = Some(Err(error.clone()));
                }
                wake.extend(slot.waiter.take());
            }
            st.failed = Some(error);
        }
        self.events.fetch_add(1, Ordering::Release);
        self.service_cv.notify_all();
        drop(st);
        for t in wake {
            t.unpark();
        }
        self.link.close();
    }

    /// The error this connection failed with, if it did.
    pub fn failure(&self) -> Option<Error> {
        self.lock().failed.clone()
    }

    /// Gives up the reader role; a waiting caller (if any) is woken to take it.
    pub fn release_role(&self) {
        let mut st = self.lock();
        self.release_locked(&mut st);
    }

    /// Gives up the reader role to serve a request that was just read.
    pub fn release_for_serving(&self) {
        let mut st = self.lock();
        st.serving += 1;
        self.release_locked(&mut st);
    }

    /// After serving: takes the reader role back if nobody took it meanwhile.
    pub fn reacquire_after_serving(&self) -> bool {
        let mut st = self.lock();
        st.serving -= 1;
        take_role(&mut st)
    }

    fn release_locked(&self, st: &mut ConnState) {
        st.reader_busy = false;
        st.last_release = Instant::now();
        self.events.fetch_add(1, Ordering::Release);
        if st.waiters > 0 {
            // One sleeping caller becomes the next reader.
            if let Some(t) = st.pending.values_mut().find_map(|s| s.waiter.take()) {
                t.unpark();
            }
        }
    }

    /// Called by the watchdog: if nobody has read this connection for `idle` while it is
    /// alive and no service thread is idle, asks for a new service thread (returns true).
    pub fn needs_new_reader(&self, idle: std::time::Duration) -> bool {
        let mut st = self.lock();
        let starving = !st.reader_busy && st.failed.is_none() && st.idle_service == 0 && st.last_release.elapsed() >= idle;
        if starving {
            st.need_reader = true;
            st.service_threads += 1;
        }
        starving
    }

    /// Sleeps (as the caller of request `id`) until its reply arrives, the role is free
    /// for it, or `max` passed. Returns the state locked again.
    pub fn wait_caller<'a>(&'a self, mut st: MutexGuard<'a, ConnState>, id: u64, max: std::time::Duration) -> MutexGuard<'a, ConnState> {
        let Some(slot) = st.pending.get_mut(&id) else { return st };
        slot.waiter = Some(std::thread::current());
        st.waiters += 1;
        drop(st);
        std::thread::park_timeout(max);
        let mut st = self.lock();
        st.waiters -= 1;
        if let Some(slot) = st.pending.get_mut(&id) {
            slot.waiter = None;
        }
        st
    }

    /// Waits (as an idle service thread) until woken or `max` passed.
    pub fn wait_service<'a>(&self, mut st: MutexGuard<'a, ConnState>, max: std::time::Duration) -> MutexGuard<'a, ConnState> {
        st.idle_service += 1;
        let mut st = self.service_cv.wait_timeout(st, max).unwrap().0;
        st.idle_service -= 1;
        st
    }
}

/// Takes the role in a locked state if free; clears `need_reader`.
fn take_role(st: &mut ConnState) -> bool {
    if st.reader_busy || st.failed.is_some() {
        return false;
    }
    st.reader_busy = true;
    st.need_reader = false;
    true
}
