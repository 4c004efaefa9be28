//! Exclusive methods: one method of an object runs at a time (Rust programs, whose
//! methods take `&mut self`; the `cormi` crate turns it on before `main` through
//! [`enable`]). C programs keep methods that may run concurrently.
//!
//! Each object has its own lock (no lock is shared by unrelated objects), taken around
//! the server function at dispatch on the owner node; a call to an object on the caller's
//! own node runs through the same dispatch, so direct calls take it too. Re-entrance:
//! - a method that calls its own object through a `Ref` (the thread that holds the lock
//!   asks for it again) is refused with [`Error::Reentrant`]: the outer method's
//!   `&mut self` is live, and the optimiser may keep its fields in registers across the
//!   call, so the inner call's writes would be lost;
//! - while the holder waits for a synchronous call of its own ("calls out"), a request
//!   made from inside a method (a nested request from another node: its lane's nesting
//!   level is above 0; or a call on this node from a thread that runs a server function)
//!   may be a call-back of that call: it is refused with [`Error::Reentrant`] rather than
//!   left to wait for a holder that waits for it;
//! - a one-way call into an object whose lock the calling thread holds (its method called
//!   something on this node that calls it back one-way) is deferred until the thread
//!   leaves the object, and runs before that method's reply goes out;
//! - a one-way call on this node into an object that another thread holds or waits for
//!   is queued with its place ([`ObjectLocks::reserve_local`], `local_oneway.rs`): its
//!   sender never waits (the holder may wait for it);
//! - a thread that holds a lock never serves a request it reads while it waits for its
//!   reply (it queues it on its lane instead, `lanes.rs`), so it never waits for itself.
//!
//! Any other call waits for the lock, at most the call timeout (then `Error::Timeout`).
//! Waiting requests enter first come first. A one-way request takes its place in the
//! queue as it is read (unless a one-way request before it on its lane is for another
//! object or has no place itself, `lanes.rs`): so one-way calls that a method sends into an object whose method waits
//! for it run before any call made after that method returned (they are read first, on
//! the link that also carries the reply), rather than waiting until the object happens
//! to be free. Such a one-way request waits for the lock aside, off its lane
//! ([`ObjectLocks::holder_calls_out`]): the sender's next calls to this node, which the
//! waiting method may wait for, are served meanwhile.

use crate::error::Error;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

static ON: AtomicBool = AtomicBool::new(false);

/// Makes every object's methods exclusive in this process (call before `cormi_init`).
pub fn enable() {
    ON.store(true, Ordering::Relaxed);
}

/// True when methods are exclusive.
pub fn enabled() -> bool {
    ON.load(Ordering::Relaxed)
}

thread_local! {
    /// Objects whose lock this thread holds (of any node in this process), innermost last.
    static HELD: RefCell<Vec<(usize, u64)>> = const { RefCell::new(Vec::new()) };
    /// The place reserved for the request this lane worker serves now: (object, ticket).
    static RESERVED: std::cell::Cell<Option<(u64, u64)>> = const { std::cell::Cell::new(None) };
    /// One-way calls this thread made into objects whose lock it holds ([`Deferred`]).
    static DEFERRED: RefCell<Vec<Deferred>> = const { RefCell::new(Vec::new()) };
}

/// Runs `serve` (the serving of one queued request) with its reserved place, if any,
/// offered to the request's entry into its object's lock; a place it did not use is
/// withdrawn afterwards.
/// The place of an outer serving on this thread is kept for it (a method that sends a
/// one-way call that runs at once on this node serves it nested).
pub(crate) fn serve_with_reservation<R>(locks: &ObjectLocks, reserved: Option<(u64, u64)>, serve: impl FnOnce() -> R) -> R {
    let outer = RESERVED.replace(reserved);
    let r = serve();
    if let Some((object, ticket)) = RESERVED.replace(outer) {
        locks.withdraw(object, ticket);
    }
    r
}

/// The place reserved for entering `object`'s lock on this thread, taken (used once).
pub(crate) fn take_reserved(object: u64) -> Option<u64> {
    RESERVED.with(|c| match c.get() {
        Some((o, t)) if o == object => {
            c.set(None);
            Some(t)
        }
        _ => None,
    })
}

/// A one-way call this thread made into an object whose lock it holds (a method of the
/// object called something that called it back one-way): it runs when the thread leaves
/// that object, before the outer method's reply goes out.
pub(crate) struct Deferred {
    pub rank: usize,
    pub object: u64,
    pub site: u32,
    pub args: Vec<u8>,
}

/// True when the calling thread holds object `object` of node `rank`.
pub(crate) fn holds(rank: usize, object: u64) -> bool {
    enabled() && HELD.try_with(|h| h.borrow().contains(&(rank, object))).unwrap_or(false)
}

/// Keeps one-way call `d` until this thread leaves its object.
pub(crate) fn defer(d: Deferred) {
    let _ = DEFERRED.try_with(|q| q.borrow_mut().push(d));
}

/// The one-way calls deferred into object `object` of node `rank`, in the order made.
pub(crate) fn take_deferred(rank: usize, object: u64) -> Vec<Deferred> {
    DEFERRED
        .try_with(|q| {
            let mut q = q.borrow_mut();
            if q.is_empty() {
                return Vec::new();
            }
            let (mine, rest): (Vec<Deferred>, Vec<Deferred>) = q.drain(..).partition(|d| d.rank == rank && d.object == object);
            *q = rest;
            mine
        })
        .unwrap_or_default()
}

/// True when the calling thread holds some object's lock (it runs an exclusive method).
pub(crate) fn holds_any() -> bool {
    // After the thread's locals are gone (atexit handlers, thread exit) it holds none.
    enabled() && HELD.try_with(|h| !h.borrow().is_empty()).unwrap_or(false)
}

struct Entry {
    /// Thread token of the holder.
    owner: u64,
    /// A method of the object runs (its thread never enters again: that is refused).
    held: bool,
    /// Synchronous calls the holder is waiting for.
    calling_out: u32,
    /// Tickets of the requests waiting for this object, first come first: the lock goes
    /// to the front one (a request arriving while it is free takes it only when none
    /// waits, so waiting one-way calls are not overtaken by every later call).
    queue: VecDeque<u64>,
    next_ticket: u64,
    /// Wakes this object's waiters (made by the first one).
    freed: Option<Arc<Condvar>>,
}

impl Entry {
    fn new(owner: u64) -> Entry {
        Entry { owner, held: false, calling_out: 0, queue: VecDeque::new(), next_ticket: 1, freed: None }
    }

    fn take_ticket(&mut self) -> u64 {
        let t = self.next_ticket;
        self.next_ticket += 1;
        self.queue.push_back(t);
        t
    }

    /// Withdraws `ticket`; wakes the waiters when the lock is free (the front changed).
    fn withdraw(&mut self, ticket: u64) {
        self.queue.retain(|&t| t != ticket);
        if !self.held {
            if let Some(cv) = &self.freed {
                cv.notify_all();
            }
        }
    }

    fn unused(&self) -> bool {
        !self.held && self.queue.is_empty()
    }
}

/// The exclusive locks of one node's objects, keyed by object id.
#[derive(Default)]
pub(crate) struct ObjectLocks {
    table: Mutex<Table>,
}

/// Hashes an object id with one multiplication (ids are small sequential numbers that
/// only this node hands out; SipHash's cost showed in the ping latency).
#[derive(Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// How a request meets a held object.
#[derive(Clone, Copy)]
pub(crate) struct Asker {
    /// Made from inside a method on another node (nesting level above 0).
    pub nested_remote: bool,
    /// Its place in the object's queue, taken when it was read (see [`ObjectLocks::reserve`]).
    pub ticket: Option<u64>,
}

/// The lock of one object held by the calling thread; dropping it leaves the lock.
pub(crate) struct Held<'a> {
    locks: &'a ObjectLocks,
    object: u64,
}

impl ObjectLocks {
    /// Takes a place in `object`'s queue for a one-way request as it is read, so that
    /// requests read after it (and calls they cause) do not overtake it while it waits
    /// for its lane; the lane worker enters with it ([`Asker::ticket`]) or [`withdraws`]
    /// it.
    ///
    /// [`withdraws`]: ObjectLocks::withdraw
    pub(crate) fn reserve(&self, object: u64) -> u64 {
        let mut t = self.table.lock().unwrap();
        t.entry(object).or_insert_with(|| Entry::new(0)).take_ticket()
    }

    /// Takes a place in `object`'s queue for a one-way call made on this node by a thread
    /// that does not hold it; true when that place can enter at once (the object is free
    /// and nobody waits), so the sender runs it; otherwise it is queued
    /// (`local_oneway.rs`) rather than waited for by its sender, whom the holder may wait
    /// for.
    pub(crate) fn reserve_local(&self, object: u64) -> (u64, bool) {
        let mut t = self.table.lock().unwrap();
        let e = t.entry(object).or_insert_with(|| Entry::new(0));
        let free = !e.held && e.queue.is_empty();
        (e.take_ticket(), free)
    }

    /// Gives up a reserved place that was not used to enter (the request failed before).
    pub(crate) fn withdraw(&self, object: u64, ticket: u64) {
        withdraw_in(&mut self.table.lock().unwrap(), object, Some(ticket));
    }

    /// Enters object `object`'s lock for the calling thread (`thread`: its token), for a
    /// method of node `rank`; waits its turn up to `timeout` (None: for ever).
    pub(crate) fn enter(&self, rank: usize, object: u64, thread: u64, asker: Asker, timeout: Option<Duration>) -> Result<Held<'_>, Error> {
        let deadline = timeout.map(|t| Instant::now() + t);
        let mut t = self.table.lock().unwrap();
        let mut ticket = asker.ticket;
        loop {
            let e = t.entry(object).or_insert_with(|| Entry::new(thread));
            if e.held && e.owner == thread {
                // A method calling its own object through a Ref: the outer method's
                // `&mut self` is live (the optimiser keeps its fields in registers across
                // the call), so the inner call could not be seen by it.
                withdraw_in(&mut t, object, ticket);
                return Err(Error::Reentrant(format!(
                    "object {object} on node {rank}: a method of it called it again through a Ref while it runs (its `&mut self` is in use; \
                     methods of one object run one at a time in Rust programs: call the method directly on `self`)"
                )));
            }
            let turn = match ticket {
                Some(tk) => e.queue.front() == Some(&tk),
                None => e.queue.is_empty(),
            };
            if !e.held && turn {
                if ticket.is_some() {
                    e.queue.pop_front();
                }
                e.owner = thread;
                e.held = true;
                let _ = HELD.try_with(|h| h.borrow_mut().push((rank, object)));
                return Ok(Held { locks: self, object });
            }
            let refuse = (asker.nested_remote && e.held && e.calling_out > 0).then(|| {
                Error::Reentrant(format!(
                    "object {object} on node {rank}: its method waits for a call of its own, and this call, made from inside a method on \
                 another node, may be a call-back of it (methods of one object run one at a time in Rust programs)"
                ))
            });
            let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            let err =
                refuse.or_else(|| left.is_some_and(|l| l.is_zero()).then(|| Error::Timeout { node: rank, ms: timeout.map_or(0, |t| t.as_millis() as u64) }));
            if let Some(err) = err {
                withdraw_in(&mut t, object, ticket);
                return Err(err);
            }
            if ticket.is_none() {
                ticket = Some(e.take_ticket());
            }
            let cv = e.freed.get_or_insert_with(Default::default).clone();
            // A waiter looks again at least every 50 ms: the holder's call-outs begin
            // without waking it.
            let slice = left.unwrap_or(Duration::MAX).min(Duration::from_millis(50));
            t = cv.wait_timeout(t, slice).unwrap().0;
        }
    }

    /// Whether `object`'s holder waits for a synchronous call of its own: a request
    /// waiting for the lock may then be what that call waits for (`lanes.rs` serves a
    /// one-way request for it aside).
    pub(crate) fn holder_calls_out(&self, object: u64) -> bool {
        self.table.lock().unwrap().get(&object).is_some_and(|e| e.held && e.calling_out > 0)
    }

    fn leave(&self, object: u64) {
        let mut t = self.table.lock().unwrap();
        let Some(e) = t.get_mut(&object) else { return };
        e.held = false;
        if e.queue.is_empty() {
            t.remove(&object);
        } else if let Some(cv) = &e.freed {
            // Every waiter looks: only the front one enters.
            cv.notify_all();
        }
    }

    fn mark_calling_out(&self, object: u64, by: i32) {
        if let Some(e) = self.table.lock().unwrap().get_mut(&object) {
            e.calling_out = e.calling_out.saturating_add_signed(by);
        }
    }
}

type Table = HashMap<u64, Entry, BuildHasherDefault<IdHasher>>;

/// Withdraws `ticket` (if any) from `object`'s queue in `table`, and forgets the entry of
/// an object that is neither held nor waited for.
fn withdraw_in(table: &mut Table, object: u64, ticket: Option<u64>) {
    if let Some(e) = table.get_mut(&object) {
        if let Some(tk) = ticket {
            e.withdraw(tk);
        }
        if e.unused() {
            table.remove(&object);
        }
    }
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        let _ = HELD.try_with(|h| h.borrow_mut().pop());
        self.locks.leave(self.object);
    }
}

/// The objects of one node whose holder (the calling thread) waits for a synchronous
/// call; [`CallingOut::end`] when the call returned.
pub(crate) struct CallingOut {
    objects: Vec<u64>,
}

/// Marks the objects of `node` that the calling thread holds as calling out; None when it
/// holds none (the common path: one thread-local read).
pub(crate) fn calling_out(node: &crate::node::Node) -> Option<CallingOut> {
    if !holds_any() {
        return None;
    }
    let objects: Vec<u64> = HELD.try_with(|h| h.borrow().iter().filter(|(r, _)| *r == node.rank).map(|(_, o)| *o).collect()).unwrap_or_default();
    for &object in &objects {
        node.exclusive.mark_calling_out(object, 1);
    }
    Some(CallingOut { objects })
}

impl CallingOut {
    /// Ends the mark (on the same node).
    pub(crate) fn end(self, node: &crate::node::Node) {
        for &object in &self.objects {
            node.exclusive.mark_calling_out(object, -1);
        }
    }
}
