//! Ordered serving of one-way calls (`cormi_call_oneway`, rt-c/include/cormi_rt.h).
//!
//! Every request names its *lane* ([`current_lane`]): the sending thread and the nesting
//! level it sends at (0 outside any server function, k while it serves a k-deep call).
//! A reader never serves a one-way request itself: the next request of that lane, read
//! meanwhile by another thread, could overtake or overlap it. It queues it on its lane,
//! and a lane worker serves the lane's requests one at a time, in the order they were
//! read. A request that arrives while its lane still has requests queued or running
//! (the synchronous call after a burst of one-way calls, a `cormi_release`) joins the
//! queue, so it starts after them and sees their effects. Every other request is served
//! inline by its reader, as before (no hand-off on the common path).
//!
//! Invariants:
//! - A lane exists (in `State::lanes`) exactly while it is ready or a worker serves it;
//!   that one worker serves its requests in queue order.
//! - Lanes never wait for each other: a method that blocks holds up only its own lane.
//!   The calls a thread makes while serving a nested call-back are on another lane than
//!   those of the level it interrupted, so a one-way method that calls back into its
//!   caller cannot wait for itself.
//! - The queue is bounded softly: above the limit a reader waits for room (the link's
//!   own flow control then slows the sender), but only while no caller of this node
//!   waits on that connection and for at most [`THROTTLE_MAX`] per frame, so a worker
//!   whose method needs that connection read cannot deadlock it.

use crate::conn::Conn;
use crate::exclusive::ObjectLocks;
use crate::node::Node;
use crate::wire::{flags, Header};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Queued requests (all lanes of a node) above which readers wait for room.
const MAX_QUEUED: usize = 4096;
/// Queued payload bytes above which readers wait for room.
const MAX_QUEUED_BYTES: usize = 64 << 20;
/// The longest a reader waits for room per frame it queued.
const THROTTLE_MAX: Duration = Duration::from_millis(50);
/// How often a waiting reader looks at its connection's callers again.
const THROTTLE_SLICE: Duration = Duration::from_millis(1);
/// How long an idle lane worker waits for work before it exits.
const WORKER_IDLE: Duration = Duration::from_millis(500);
/// Stack of a lane worker (methods run on it, as on a service thread).
const WORKER_STACK: usize = 8 << 20;
/// Bits of a lane that hold the nesting level.
const DEPTH_BITS: u32 = 10;
/// The nesting level's bits of a lane (0: sent outside any served call).
pub(crate) const DEPTH_MASK: u32 = (1 << DEPTH_BITS) - 1;

/// The calling thread's lane: its thread token (22 bits, so tokens of threads more than
/// 4M apart share lanes, which only orders their calls more) and its nesting level of
/// served calls (10 bits, capped at 1023; `MAX_CALL_DEPTH` is 1000).
pub fn current_lane() -> u32 {
    if let Some(lane) = crate::flush::lane_override() {
        return lane;
    }
    let depth = crate::dispatch::serving_depth().min((1 << DEPTH_BITS) - 1) as u32;
    ((crate::node::thread_token() as u32) << DEPTH_BITS) | depth
}

/// (peer rank, lane): lanes of different connections are independent.
type Key = (usize, u32);

/// A request waiting for its lane.
struct Queued {
    conn: Arc<Conn>,
    header: Header,
    payload: Vec<u8>,
    /// Its place in its object's queue (exclusive methods), taken as it was read.
    reserved: Option<(u64, u64)>,
}

#[derive(Default)]
struct State {
    /// Every existing lane and its waiting requests (the one being served is not here).
    lanes: HashMap<Key, VecDeque<Queued>>,
    /// The object and flags of the request each lane's worker serves now, and whether it
    /// reserved its place.
    serving: HashMap<Key, (u64, u16, bool)>,
    /// Lanes no worker serves yet.
    ready: VecDeque<Key>,
    /// Workers waiting for a ready lane.
    idle: usize,
    /// Requests and payload bytes in all queues.
    queued: usize,
    bytes: usize,
}

impl State {
    /// Whether one-way request `h` for lane `key` takes its place in its object's queue
    /// as it is read (exclusive methods): when every one-way request before it on its
    /// lane is for the same object and took its place too, so it can only wait for that
    /// object's lock, behind places of requests before it. (A synchronous request before
    /// it on its lane has replied already: the lane's sender waited for that reply before
    /// it sent this one.) Behind a one-way request for another object it takes its place
    /// when it is served: a place taken earlier would make the object wait for an
    /// unrelated one. Behind one for the same object without a place it does too: that
    /// one takes its place only when it is served, and would wait behind this one, which
    /// its lane serves after it.
    fn reserves(&self, key: Key, h: &Header) -> bool {
        if h.flags & flags::ONEWAY == 0 || h.object == 0 || !crate::exclusive::enabled() {
            return false;
        }
        let clear = |o: u64, f: u16, placed: bool| f & flags::ONEWAY == 0 || (o == h.object && placed);
        self.lanes.get(&key).is_none_or(|q| q.iter().all(|i| clear(i.header.object, i.header.flags, i.reserved.is_some())))
            && self.serving.get(&key).is_none_or(|&(o, f, placed)| clear(o, f, placed))
    }
}

/// A node's lanes and their workers.
pub(crate) struct Lanes {
    state: Mutex<State>,
    /// A lane became ready.
    work: Condvar,
    /// A queued request left its queue.
    room: Condvar,
    /// Existing lanes per peer: a reader that sees 0 serves a synchronous request inline
    /// without taking the lock (the common path).
    active: Vec<AtomicUsize>,
    /// One-way requests served aside ([`Node::serve_aside`]), not yet done.
    aside: AtomicUsize,
    /// One-way calls of this node into its own busy objects (`local_oneway.rs`).
    pub(crate) local: crate::local_oneway::LocalOneway,
}

impl Lanes {
    /// No lanes, for a node of `nodes` ranks.
    pub(crate) fn new(nodes: usize) -> Lanes {
        Lanes {
            state: Mutex::default(),
            work: Condvar::new(),
            room: Condvar::new(),
            active: (0..nodes).map(|_| AtomicUsize::new(0)).collect(),
            aside: AtomicUsize::new(0),
            local: Default::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap()
    }

    /// Queues `item` if it must keep its place on its lane (one-way, or its lane exists).
    /// `Err(item)`: serve it inline. `Ok(true)`: queued on a new ready lane and no worker
    /// is idle, so the caller must start one.
    /// `handed`: the reader must not serve it (it holds an object's exclusive lock), so it
    /// starts a lane as a one-way request does.
    /// `locks`: where a one-way request for an exclusive object reserves its place.
    fn admit(&self, mut item: Queued, handed: bool, locks: &ObjectLocks) -> Result<bool, Queued> {
        let oneway = item.header.flags & flags::ONEWAY != 0 || handed;
        let peer = item.conn.peer;
        if !oneway && self.active[peer].load(Ordering::Acquire) == 0 {
            return Err(item);
        }
        let key = (peer, item.header.lane);
        let mut st = self.lock();
        if st.reserves(key, &item.header) {
            item.reserved = Some((item.header.object, locks.reserve(item.header.object)));
        }
        let len = item.payload.len();
        let mut spawn = false;
        if let Some(q) = st.lanes.get_mut(&key) {
            q.push_back(item);
        } else if !oneway {
            return Err(item);
        } else {
            st.lanes.insert(key, VecDeque::from([item]));
            self.active[peer].fetch_add(1, Ordering::Release);
            st.ready.push_back(key);
            spawn = st.ready.len() > st.idle;
            if !spawn {
                self.work.notify_one();
            }
        }
        st.queued += 1;
        st.bytes += len;
        Ok(spawn)
    }

    /// True while some lane has requests queued or being served (also aside, and one-way
    /// calls of this node into its own busy objects).
    fn busy(&self) -> bool {
        !self.lock().lanes.is_empty() || self.aside.load(Ordering::Acquire) > 0 || self.local.busy()
    }

    /// A worker's next lane, waiting up to [`WORKER_IDLE`]; None: the worker exits.
    fn next_ready(&self) -> Option<Key> {
        let start = Instant::now();
        let mut st = self.lock();
        loop {
            if let Some(key) = st.ready.pop_front() {
                return Some(key);
            }
            let left = WORKER_IDLE.saturating_sub(start.elapsed());
            if left.is_zero() {
                return None;
            }
            st.idle += 1;
            st = self.work.wait_timeout(st, left).unwrap().0;
            st.idle -= 1;
        }
    }

    /// The next request of the worker's lane `key`; None when the queue is empty, and
    /// the lane is gone (a later request of it is served inline, or starts a new lane).
    fn next_request(&self, key: Key) -> Option<Queued> {
        let mut st = self.lock();
        let q = st.lanes.get_mut(&key).expect("a worker's lane exists");
        match q.pop_front() {
            Some(item) => {
                st.serving.insert(key, (item.header.object, item.header.flags, item.reserved.is_some()));
                st.queued -= 1;
                st.bytes -= item.payload.len();
                self.room.notify_all();
                Some(item)
            }
            None => {
                st.lanes.remove(&key);
                st.serving.remove(&key);
                self.active[key.0].fetch_sub(1, Ordering::Release);
                None
            }
        }
    }

    /// Waits (see the module's invariants) while the queues are over their limits.
    fn throttle(&self, conn: &Conn, closing: impl Fn() -> bool) {
        let deadline = Instant::now() + THROTTLE_MAX;
        let mut st = self.lock();
        while (st.queued > MAX_QUEUED || st.bytes > MAX_QUEUED_BYTES)
            && conn.active_callers.load(Ordering::Relaxed) == 0
            && Instant::now() < deadline
            && !closing()
        {
            st = self.room.wait_timeout(st, THROTTLE_SLICE).unwrap().0;
        }
    }
}

impl Node {
    /// Called by the reader of `conn` for request `h` just read into `payload`: queues it
    /// on its lane when it must keep its place there (taking the payload) and returns
    /// true; false: the reader serves it itself. `caller_reads`: the reader is a caller
    /// waiting for its reply (readers wait for room in the queues only otherwise).
    /// True when a two-way request read from `conn` now may go to a lane rather than be
    /// served inline (a lane of its peer has work). Only this connection's reader adds
    /// work for its peer, so a false answer holds until it reads again.
    /// Also true on a thread that holds an object's exclusive lock: it serves nothing it
    /// reads while it waits for its reply (`exclusive.rs`).
    pub(crate) fn lane_has_work(&self, conn: &Conn) -> bool {
        self.lanes.active[conn.peer].load(Ordering::Acquire) != 0 || crate::exclusive::holds_any()
    }

    pub(crate) fn queue_on_lane(self: &Arc<Self>, conn: &Arc<Conn>, h: Header, payload: &mut Vec<u8>, caller_reads: bool) -> bool {
        let handed = crate::exclusive::holds_any();
        if h.flags & flags::ONEWAY == 0 && !handed && self.lanes.active[conn.peer].load(Ordering::Acquire) == 0 {
            // The common path: a call whose peer has no lane with work; served inline.
            return false;
        }
        let item = Queued { conn: conn.clone(), header: h, payload: std::mem::take(payload), reserved: None };
        match self.lanes.admit(item, handed, &self.exclusive) {
            Err(item) => {
                *payload = item.payload;
                false
            }
            Ok(spawn) => {
                if spawn {
                    self.spawn_lane_worker();
                }
                // A caller reading its reply may not count in `active_callers`
                // (`awaiting.rs`): it never waits for room either.
                if !caller_reads {
                    self.lanes.throttle(conn, || self.is_closing());
                }
                true
            }
        }
    }

    /// Waits until no lane has requests queued or being served.
    pub(crate) fn wait_lanes_idle(&self) {
        while self.lanes.busy() {
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn spawn_lane_worker(self: &Arc<Self>) {
        let node = self.clone();
        std::thread::Builder::new()
            .name(format!("cormi-lane-{}", self.rank))
            .stack_size(WORKER_STACK)
            .spawn(move || node.lane_worker())
            .expect("cormi: cannot start a lane worker thread");
    }

    /// A lane worker: serves ready lanes, each until its queue is empty.
    fn lane_worker(self: Arc<Self>) {
        crate::node::set_current(Some(self.clone()));
        while let Some(key) = self.lanes.next_ready() {
            while let Some(q) = self.lanes.next_request(key) {
                match q.reserved {
                    Some((object, _)) if self.exclusive.holder_calls_out(object) => self.serve_aside(q),
                    _ => self.serve_queued(&q),
                }
            }
        }
        crate::node::set_current(None);
    }

    fn serve_queued(self: &Arc<Self>, q: &Queued) {
        crate::exclusive::serve_with_reservation(&self.exclusive, q.reserved, || self.serve_remote(&q.conn, q.header, &q.payload));
    }

    /// Serves one-way request `q` on a thread of its own: the holder of its object waits
    /// for a call of its own, which may be a later request of this lane (a method called
    /// back one-way into the object whose method waits for it, then called this node
    /// again). `q` keeps its place in the object's queue, so it still runs before every
    /// later call of that object; the lane goes on with the sender's next requests.
    fn serve_aside(self: &Arc<Self>, q: Queued) {
        self.lanes.aside.fetch_add(1, Ordering::AcqRel);
        let node = self.clone();
        std::thread::Builder::new()
            .name(format!("cormi-aside-{}", self.rank))
            .stack_size(WORKER_STACK)
            .spawn(move || {
                crate::node::set_current(Some(node.clone()));
                node.serve_queued(&q);
                crate::node::set_current(None);
                node.lanes.aside.fetch_sub(1, Ordering::AcqRel);
            })
            .expect("cormi: cannot start a thread for a one-way call");
    }
}
