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
use crate::transport::progress::Budget;
use crate::transport::Link;
use crate::wire::Header;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

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

/// A slot's spare buffer up to this capacity stays with the slot for its next request.
const KEEP_SPARE: usize = 1 << 20;

/// The pending slot of one request.
#[derive(Default)]
pub struct Slot {
    /// The request id using this slot; 0 while the slot is free.
    id: u64,
    /// How often the slot was used: the high half of its request ids.
    uses: u32,
    /// The reply (or error), once it arrived.
    pub outcome: Option<Outcome>,
    /// The caller's thread while it sleeps waiting; woken alone (no thundering herd).
    pub waiter: Option<std::thread::Thread>,
    /// The sleeping caller's reply buffer: the reader that delivers the reply keeps it in
    /// exchange for the payload it hands over, so a hand-off allocates nothing.
    spare: Vec<u8>,
}

/// The requests of a connection that wait for replies: a slab of slots indexed by the
/// request id itself (low 32 bits: the slot; high 32 bits: its use count, so a late
/// reply to a slot used again since matches nothing). No hashing, and no allocation
/// once the slab has grown to the number of concurrent calls.
#[derive(Default)]
pub struct Pending {
    slots: Vec<Slot>,
    free: Vec<u32>,
}

impl Pending {
    /// Takes a free slot; returns its request id (never 0).
    pub fn open(&mut self) -> u64 {
        let index = self.free.pop().unwrap_or_else(|| {
            self.slots.push(Slot::default());
            (self.slots.len() - 1) as u32
        });
        let slot = &mut self.slots[index as usize];
        slot.uses = slot.uses.wrapping_add(1).max(1);
        slot.id = (slot.uses as u64) << 32 | index as u64;
        slot.id
    }

    /// The slot of request `id`, if it is still open.
    pub fn get_mut(&mut self, id: u64) -> Option<&mut Slot> {
        self.slots.get_mut(id as u32 as usize).filter(|s| s.id == id && id != 0)
    }

    /// Closes request `id`'s slot; returns its outcome if it had one.
    pub fn close(&mut self, id: u64) -> Option<Outcome> {
        let slot = self.get_mut(id)?;
        slot.id = 0;
        slot.waiter = None;
        if slot.spare.capacity() > KEEP_SPARE {
            slot.spare = Vec::new();
        }
        let outcome = slot.outcome.take();
        self.free.push(id as u32);
        outcome
    }

    /// Closes request `id`'s slot if its outcome arrived, and returns the outcome.
    pub fn take_filled(&mut self, id: u64) -> Option<Outcome> {
        if self.get_mut(id)?.outcome.is_some() {
            return self.close(id);
        }
        None
    }

    /// True when no request waits.
    pub fn is_empty(&self) -> bool {
        self.slots.iter().all(|s| s.id == 0)
    }

    /// Every open slot.
    fn open_slots(&mut self) -> impl Iterator<Item = &mut Slot> {
        self.slots.iter_mut().filter(|s| s.id != 0)
    }
}

/// The node's watchdog as its connections see it (`reader.rs`): it sleeps while every
/// live connection has a reader and serves nothing, and a connection that gives its
/// reader role up wakes it. So an idle node has no periodic wake-ups from it.
#[derive(Default)]
pub struct Watch {
    parked: AtomicBool,
    thread: OnceLock<std::thread::Thread>,
}

impl Watch {
    /// Registers the watchdog's thread.
    pub(crate) fn set_thread(&self, t: std::thread::Thread) {
        let _ = self.thread.set(t);
    }

    /// Marks the watchdog parked or not. It must look at the connections again after
    /// marking itself parked: a role given up before the mark is seen there, one given up
    /// after it wakes the watchdog (the connection's lock orders the two).
    pub(crate) fn set_parked(&self, parked: bool) {
        self.parked.store(parked, Ordering::SeqCst);
    }

    fn wake(&self) {
        if self.parked.load(Ordering::SeqCst) {
            if let Some(t) = self.thread.get() {
                t.unpark();
            }
        }
    }
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
    /// Callers between sending a request and getting its outcome.
    pub active_callers: AtomicUsize,
    /// Bumped on every delivery and role release: spinning followers watch it.
    pub events: AtomicU64,
    /// How long a caller reading its own reply polls before it blocks (adaptive).
    pub reply_wait: Budget,
    /// How long a service thread waiting for the next request polls before it blocks.
    pub request_wait: Budget,
    /// How long a follower watches for news before it sleeps.
    pub follower_wait: Budget,
    /// A receive buffer left by a service thread that exited, for the next one: a large
    /// request lands in pages already there even when the watchdog's new thread reads it.
    pub kept_buffer: Mutex<Vec<u8>>,
    watch: Arc<Watch>,
}

/// Mutable state of a connection (behind one mutex).
pub struct ConnState {
    /// Some thread holds the reader role.
    pub reader_busy: bool,
    /// The role's holder is a caller not counted in `active_callers` (it reads its own
    /// reply, `awaiting.rs`): followers count it when they decide whether to poll.
    pub uncounted_reader: bool,
    /// The requests waiting for their outcomes.
    pub pending: Pending,
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
    /// When the reader role was last given up ([`coarse_now`]: set on every served
    /// request, compared with milliseconds).
    pub last_release: Duration,
    /// No service thread: the link is armed in the node's poller, which starts one when
    /// bytes arrive (`reader.rs`). Callers still read their own replies.
    pub parked: bool,
}

impl Conn {
    /// Whether no service thread reads this connection (it waits in the node's poller):
    /// then nobody polls for its requests, whatever the request-wait budget says.
    pub fn is_parked(&self) -> bool {
        self.state.lock().unwrap().parked
    }

    /// A connection over an established (handshaken) link, watched by `watch`.
    pub fn new(peer: usize, link: Box<dyn Link>, watch: Arc<Watch>) -> Arc<Conn> {
        Arc::new(Conn {
            peer,
            link,
            state: Mutex::new(ConnState {
                reader_busy: false,
                uncounted_reader: false,
                pending: Pending::default(),
                failed: None,
                goodbye: false,
                waiters: 0,
                idle_service: 0,
                service_threads: 0,
                need_reader: false,
                serving: 0,
                last_release: coarse_now(),
                parked: false,
            }),
            service_cv: Condvar::new(),
            active_callers: AtomicUsize::new(0),
            events: AtomicU64::new(0),
            reply_wait: Budget::default(),
            request_wait: Budget::default(),
            follower_wait: Budget::default(),
            kept_buffer: Mutex::default(),
            watch,
        })
    }

    /// Locks the connection state.
    pub fn lock(&self) -> MutexGuard<'_, ConnState> {
        self.state.lock().unwrap()
    }

    /// Opens a pending slot for a new request and, if the reader role is free, takes it
    /// for the caller (one lock for both). Returns the request id and whether the caller
    /// now holds the role. Fails if the connection already failed.
    pub fn open_call(&self) -> Result<(u64, bool), Error> {
        let mut st = self.lock();
        if let Some(e) = &st.failed {
            return Err(e.clone());
        }
        let id = st.pending.open();
        let reading = take_role(&mut st);
        st.uncounted_reader = reading;
        Ok((id, reading))
    }

    /// Closes request `id`'s slot (after a timeout or send failure, or once its reply was
    /// taken), and gives the reader role up if `reading` (one lock for both); `counted`:
    /// the caller still counts in `active_callers` (`awaiting.rs`).
    pub fn close_call(&self, id: u64, reading: bool, counted: bool) {
        let mut st = self.lock();
        st.pending.close(id);
        if reading {
            self.release_counted(&mut st, usize::from(counted));
        }
    }

    /// Hands reply `h` with `payload` to the waiter of its request and wakes it. The
    /// payload is swapped for the waiter's spare buffer. A reply nobody waits for any more
    /// (its caller timed out) is dropped.
    pub fn deliver_reply(&self, h: Header, payload: &mut Vec<u8>) {
        let mut st = self.lock();
        let Some(slot) = st.pending.get_mut(h.request) else { return };
        let spare = std::mem::take(&mut slot.spare);
        slot.outcome = Some(Ok(Reply { header: h, payload: std::mem::replace(payload, spare) }));
        self.wake_slot(st, h.request);
    }

    /// Hands an error to the waiter of request `id` and wakes it.
    pub fn deliver_error(&self, id: u64, error: Error) {
        let mut st = self.lock();
        let Some(slot) = st.pending.get_mut(id) else { return };
        slot.outcome = Some(Err(error));
        self.wake_slot(st, id);
    }

    fn wake_slot(&self, mut st: MutexGuard<'_, ConnState>, id: u64) {
        let waiter = st.pending.get_mut(id).and_then(|s| s.waiter.take());
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
            for slot in st.pending.open_slots() {
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

    /// After serving: takes the reader role back if nobody took it meanwhile
    /// (`uncounted`: for a caller not counted in `active_callers`).
    pub fn reacquire_after_serving(&self, uncounted: bool) -> bool {
        let mut st = self.lock();
        st.serving -= 1;
        let taken = take_role(&mut st);
        st.uncounted_reader = taken && uncounted;
        taken
    }

    pub(crate) fn release_locked(&self, st: &mut ConnState) {
        self.release_counted(st, 0);
    }

    /// [`Conn::release_locked`] by a thread that counts `me` (0 or 1) of the connection's
    /// `active_callers` itself.
    fn release_counted(&self, st: &mut ConnState, me: usize) {
        if st.parked && self.link.buffered() {
            // A reader left frames in the link's buffer, where the poller cannot see them:
            // the watchdog (woken below) gives the connection a service thread.
            st.parked = false;
        }
        st.reader_busy = false;
        st.uncounted_reader = false;
        st.last_release = coarse_now();
        // Only callers watch the events (followers, counted in `active_callers` before
        // they take this lock): with no other caller, nobody is told (no atomic update
        // on a lone call's path or a service thread's serving).
        if self.active_callers.load(Ordering::Relaxed) > me {
            self.events.fetch_add(1, Ordering::Release);
        }
        self.watch.wake();
        if st.waiters > 0 {
            // One sleeping caller becomes the next reader.
            if let Some(t) = st.pending.open_slots().find_map(|s| s.waiter.take()) {
                t.unpark();
            }
        }
    }

    /// True while this connection needs no watching: it failed, or a thread holds its
    /// reader role and none serves a request it read.
    pub fn quiet(&self) -> bool {
        let st = self.lock();
        st.failed.is_some() || (st.serving == 0 && (st.reader_busy || st.parked))
    }

    /// Called by the watchdog: if nobody has read this connection for `idle` while it is
    /// alive and no service thread is idle, asks for a new service thread (returns true).
    pub fn needs_new_reader(&self, idle: std::time::Duration) -> bool {
        let mut st = self.lock();
        let parked_idle = st.parked && st.serving == 0;
        let starving = !st.reader_busy && !parked_idle && st.failed.is_none() && st.idle_service == 0 && coarse_now().saturating_sub(st.last_release) >= idle;
        if starving {
            st.need_reader = true;
            st.parked = false;
            st.service_threads += 1;
        }
        starving
    }

    /// Sleeps (as the caller of request `id`) until its reply arrives, the role is free
    /// for it, or `max` passed. The caller's reply buffer waits in the slot meanwhile (see
    /// `Slot::spare`) and comes back in `payload` unless a reply took its place. Returns
    /// the state locked again.
    pub fn wait_caller<'a>(&'a self, mut st: MutexGuard<'a, ConnState>, id: u64, max: std::time::Duration, payload: &mut Vec<u8>) -> MutexGuard<'a, ConnState> {
        let Some(slot) = st.pending.get_mut(id) else { return st };
        slot.waiter = Some(std::thread::current());
        slot.spare = std::mem::take(payload);
        st.waiters += 1;
        drop(st);
        std::thread::park_timeout(max);
        let mut st = self.lock();
        st.waiters -= 1;
        if let Some(slot) = st.pending.get_mut(id) {
            slot.waiter = None;
            if slot.outcome.is_none() {
                *payload = std::mem::take(&mut slot.spare);
            }
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

/// A coarse monotonic clock: `CLOCK_MONOTONIC_COARSE`, the time of the last timer tick
/// (1-4 ms behind), at a quarter of a precise read's cost (12 against 47 ns on a VM): for
/// times on a request's path that are compared with milliseconds only.
pub(crate) fn coarse_now() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid timespec for the call to write.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC_COARSE, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_ids_name_their_slot_and_stale_ids_match_nothing() {
        let mut p = Pending::default();
        let a = p.open();
        let b = p.open();
        assert!(a != 0 && b != 0 && a != b);
        assert!(p.get_mut(a).is_some() && p.get_mut(b).is_some());
        assert!(p.close(a).is_none(), "no outcome yet");
        assert!(p.get_mut(a).is_none(), "a closed slot matches nothing");
        let c = p.open();
        assert_eq!(c as u32, a as u32, "the freed slot is used again");
        assert_ne!(c, a, "with another request id");
        assert!(p.get_mut(a).is_none(), "a late reply to the old request is dropped");
        assert!(p.get_mut(0).is_none() && p.get_mut(u64::MAX).is_none(), "ids from the wire are checked");
        assert_eq!(p.slots.len(), 2, "no growth while slots are free");
    }

    #[test]
    fn an_outcome_is_taken_once() {
        let mut p = Pending::default();
        let id = p.open();
        assert!(p.take_filled(id).is_none());
        p.get_mut(id).unwrap().outcome = Some(Err(Error::Closed { node: 1 }));
        assert!(matches!(p.take_filled(id), Some(Err(Error::Closed { node: 1 }))));
        assert!(p.take_filled(id).is_none());
    }
}
