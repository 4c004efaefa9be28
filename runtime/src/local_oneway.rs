//! One-way calls into a busy object of the caller's own node (exclusive methods,
//! `exclusive.rs`): an object whose method runs on another thread, or that other calls
//! wait for. The sender does not wait for it: the method may be waiting for the sender
//! (it joins the thread that sends, or its call went to another node and came back
//! here). The call takes its place in the object's queue as it is sent, so it runs before
//! every call of the object made after it, and waits in a queue of the object's own; one
//! worker thread per such object runs them in the order sent, each entering the object
//! with its place (up to the call timeout, as a remote one-way request waits; a failure
//! is printed on this node, as a remote one's is). Finalize waits for them (QUIESCE).
//!
//! A one-way call into a free object runs on the sending thread before `invoke!`
//! returns, as before; one into an object the sending thread holds is deferred until it
//! leaves it (`exclusive::defer`).

use crate::dispatch::{give_reply_buf, take_reply_buf, Caller, Dispatched};
use crate::node::Node;
use crate::wire::{flags, Header};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Calls queued for one object above which a sender waits for room.
const MAX_QUEUED: usize = 4096;
/// The longest a sender waits for room; after a wait in which none of the object's calls
/// ran, senders stop waiting until one does (its method may be waiting for them).
const THROTTLE_MAX: Duration = Duration::from_millis(50);
/// Stack of a worker (methods run on it, as on a service thread).
const WORKER_STACK: usize = 8 << 20;

/// A one-way call waiting for its object.
struct Item {
    site: u32,
    args: Vec<u8>,
    /// Its place in the object's lock queue.
    ticket: u64,
}

/// The calls waiting for one object, and whether a sender waited for room in vain.
#[derive(Default)]
struct Queue {
    items: VecDeque<Item>,
    stalled: bool,
}

/// A node's queued one-way calls into its own busy objects.
#[derive(Default)]
pub(crate) struct LocalOneway {
    /// The objects with a worker, and their waiting calls (the one served is not here).
    objects: Mutex<HashMap<u64, Queue>>,
    /// A call left a queue, or a worker exited.
    changed: Condvar,
}

impl LocalOneway {
    /// True while a worker has calls to run.
    pub(crate) fn busy(&self) -> bool {
        !self.objects.lock().unwrap().is_empty()
    }
}

/// What the sender of a one-way call on this node does with it.
pub(crate) enum Route {
    /// Run it now, entering the object with this place of its queue.
    Now(u64),
    /// It was queued for the object's worker.
    Queued,
}

impl Node {
    /// Routes one-way call `site` into object `object` of this node, sent by a thread that
    /// does not hold it: runs now when the object is free and nobody waits for it,
    /// otherwise queued for the object's worker (started when the object had none).
    pub(crate) fn route_local_oneway(self: &Arc<Self>, object: u64, site: u32, args: &[u8]) -> Route {
        let local = &self.lanes.local;
        let mut objects = local.objects.lock().unwrap();
        // The place is taken under the queue's lock: the worker serves its calls in the
        // order of their places, or one would wait for a place behind it.
        let (ticket, free) = self.exclusive.reserve_local(object);
        if free {
            return Route::Now(ticket);
        }
        let item = Item { site, args: args.to_vec(), ticket };
        match objects.get_mut(&object) {
            Some(q) => q.items.push_back(item),
            None => {
                objects.insert(object, Queue { items: VecDeque::from([item]), stalled: false });
                self.spawn_local_worker(object);
            }
        }
        let deadline = Instant::now() + THROTTLE_MAX;
        while let Some(q) = objects.get_mut(&object) {
            if q.items.len() <= MAX_QUEUED || q.stalled {
                break;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                q.stalled = true;
                break;
            }
            objects = local.changed.wait_timeout(objects, left).unwrap().0;
        }
        Route::Queued
    }

    /// Waits until no object of this node has queued one-way calls, at most the call
    /// timeout; returns how many objects had some when it began.
    pub(crate) fn wait_local_oneway(&self) -> usize {
        let local = &self.lanes.local;
        let deadline = self.config.call_timeout.map(|t| Instant::now() + t);
        let mut objects = local.objects.lock().unwrap();
        let had = objects.len();
        while !objects.is_empty() {
            let left = deadline.map_or(Duration::from_millis(100), |d| d.saturating_duration_since(Instant::now()));
            if left.is_zero() {
                eprintln!("cormi: node {}: finalize gave up waiting for one-way calls into {} busy objects of this node", self.rank, objects.len());
                break;
            }
            objects = local.changed.wait_timeout(objects, left.min(Duration::from_millis(100))).unwrap().0;
        }
        had
    }

    fn spawn_local_worker(self: &Arc<Self>, object: u64) {
        let node = self.clone();
        std::thread::Builder::new()
            .name(format!("cormi-oneway-{}", self.rank))
            .stack_size(WORKER_STACK)
            .spawn(move || {
                crate::node::set_current(Some(node.clone()));
                while let Some(item) = node.next_local_oneway(object) {
                    node.run_local_oneway(object, item);
                }
                crate::node::set_current(None);
            })
            .expect("cormi: cannot start a thread for one-way calls");
    }

    /// The next queued call into `object`; None when there is none (the worker exits, and
    /// the object's queue is gone).
    fn next_local_oneway(&self, object: u64) -> Option<Item> {
        let local = &self.lanes.local;
        let mut objects = local.objects.lock().unwrap();
        let q = objects.get_mut(&object).expect("a worker's object has a queue");
        let item = q.items.pop_front();
        q.stalled = false;
        if item.is_none() {
            objects.remove(&object);
        }
        local.changed.notify_all();
        item
    }

    /// Runs one queued call, entering its object with its place; prints a failure.
    fn run_local_oneway(self: &Arc<Self>, object: u64, item: Item) {
        let header =
            Header { flags: flags::ONEWAY, site: item.site, object, build: self.registry.build_id(), len: item.args.len() as u64, ..Header::default() };
        let mut out = take_reply_buf();
        let r = crate::exclusive::serve_with_reservation(&self.exclusive, Some((object, item.ticket)), || {
            self.run_site(&header, &item.args, &mut out, Caller::Local)
        });
        give_reply_buf(out);
        if let Dispatched::Failed(e) = r {
            crate::oneway_failures::report(
                self.rank,
                format_args!("cormi: node {}: one-way call site {} failed: {e}", self.rank, self.registry.describe(item.site)),
            );
        }
    }
}
