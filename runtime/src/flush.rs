//! Flushing one-way calls: a thread's one-way calls have run on their nodes before the
//! thread has exited (so `join` sees their effects), and rank 0's finalize waits for the
//! one-way calls of every thread, on every node (QUIESCE), before it stops the other nodes.
//!
//! A *fence* of lane L to peer P is a synchronous ping sent with lane L: the peer queues
//! it behind L's one-way calls (`lanes.rs`), so its reply means they ran. Each thread
//! records the (peer, lane) pairs it sent one-way calls on (thread-local, once per pair)
//! and the node keeps them too ([`Flush`]). At the thread's exit its thread-local
//! destructor hands its pairs to a helper thread that fences them with the exiting
//! thread's lanes and waits for it: the exiting thread's own thread-locals may already be
//! gone, and a synchronous call needs them. C threads (pthreads) get this too, since the
//! destructor is a thread-local one. Finalize fences every pair still recorded, and waits
//! for the fences of exiting threads in progress.

use crate::node::Node;
use crate::objects::make_ref;
use crate::wire::sites;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long a fence may wait before a line says what it waits for.
pub(crate) const REPORT_AFTER: Duration = Duration::from_secs(2);

thread_local! {
    /// A lane the calling thread sends with instead of its own (a fence for another
    /// thread); 0: its own.
    static LANE_OVERRIDE: Cell<u32> = const { Cell::new(0) };
    /// The (peer, lane) pairs this thread sent one-way calls on, and its node.
    static SENT: RefCell<Sent> = const { RefCell::new(Sent { node: None, pairs: Vec::new() }) };
}

/// The lane the calling thread sends a fence with, if it fences for another thread.
pub(crate) fn lane_override() -> Option<u32> {
    let l = LANE_OVERRIDE.try_with(|l| l.get()).unwrap_or_default();
    (l != 0).then_some(l)
}

struct Sent {
    node: Option<Arc<Node>>,
    pairs: Vec<(usize, u32)>,
}

impl Drop for Sent {
    fn drop(&mut self) {
        // The main thread's thread-locals go in exit(), before the atexit handlers: its
        // one-way calls are finalize's to wait for.
        // SAFETY: getpid and gettid have no preconditions.
        if unsafe { libc::gettid() == libc::getpid() } {
            return;
        }
        if let (Some(node), false) = (self.node.take(), self.pairs.is_empty()) {
            node.flush.fence_for_exit(&node, std::mem::take(&mut self.pairs));
        }
    }
}

/// A node's record of the lanes with one-way calls that may not have run yet.
#[derive(Default)]
pub(crate) struct Flush {
    state: Mutex<State>,
    done: Condvar,
}

#[derive(Default)]
struct State {
    /// (peer, lane) pairs some thread sent one-way calls on, not fenced yet, and the
    /// call site of the first of them (for messages).
    pairs: HashMap<(usize, u32), u32>,
    /// Fences of exiting threads in progress.
    fencing: usize,
    /// Peers a fence gave up on (still busy in a method).
    hung: std::collections::HashSet<usize>,
}

/// Prints a line when a fence has waited [`REPORT_AFTER`] (what it waits for, and on
/// which node), unless stopped first.
struct SlowReporter {
    stop: Arc<(Mutex<bool>, Condvar)>,
}

impl SlowReporter {
    fn start(rank: usize, peer: usize, what: String) -> SlowReporter {
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let s = stop.clone();
        let _ = std::thread::Builder::new().name("cormi-fence-report".into()).spawn(move || {
            let g = s.0.lock().unwrap();
            let (g, _) = s.1.wait_timeout_while(g, REPORT_AFTER, |stopped| !*stopped).unwrap();
            if !*g {
                eprintln!("cormi: node {rank}: waiting for node {peer} to run {what}");
            }
        });
        SlowReporter { stop }
    }

    fn stop(self) {
        *self.stop.0.lock().unwrap() = true;
        self.stop.1.notify_all();
    }
}

/// Records that the calling thread sent a one-way call to `peer` on `lane` (the hot path:
/// a thread-local look-up; the node's set is written once per pair and thread).
pub(crate) fn note_oneway(node: &Arc<Node>, peer: usize, lane: u32, site: u32) {
    if lane_override().is_some() {
        return;
    }
    let _ = SENT.try_with(|s| {
        let mut s = s.borrow_mut();
        if s.pairs.contains(&(peer, lane)) {
            return;
        }
        if s.node.as_ref().is_some_and(|n| !Arc::ptr_eq(n, node)) {
            return; // A thread acts for one node; another's calls are fenced by finalize.
        }
        s.node.get_or_insert_with(|| node.clone());
        s.pairs.push((peer, lane));
        node.flush.state.lock().unwrap().pairs.entry((peer, lane)).or_insert(site);
    });
}

impl Flush {
    /// The exiting thread's pairs: fenced by a helper thread (this thread's thread-locals
    /// may be gone); returns when they are.
    fn fence_for_exit(&self, node: &Arc<Node>, pairs: Vec<(usize, u32)>) {
        if node.is_closing() {
            return;
        }
        self.state.lock().unwrap().fencing += 1;
        let finished = Arc::new((Mutex::new(false), Condvar::new()));
        let (n, f) = (node.clone(), finished.clone());
        let helper = std::thread::Builder::new().name(format!("cormi-fence-{}", node.rank)).spawn(move || {
            n.fence(&pairs);
            let mut st = n.flush.state.lock().unwrap();
            for p in &pairs {
                st.pairs.remove(p);
            }
            st.fencing -= 1;
            n.flush.done.notify_all();
            drop(st);
            *f.0.lock().unwrap() = true;
            f.1.notify_all();
        });
        if helper.is_err() {
            // No thread to fence with: finalize still fences these pairs.
            let mut st = self.state.lock().unwrap();
            st.fencing -= 1;
            self.done.notify_all();
            return;
        }
        let mut g = finished.0.lock().unwrap();
        while !*g {
            g = finished.1.wait(g).unwrap();
        }
    }
}

impl Node {
    /// Fences each (peer, lane) pair: returns once the one-way calls sent on them have run
    /// (or the peer failed, or the call timeout passed: each is reported).
    pub(crate) fn fence(self: &Arc<Self>, pairs: &[(usize, u32)]) {
        for &(peer, lane) in pairs {
            if self.is_closing() {
                return;
            }
            let previous = LANE_OVERRIDE.with(|l| l.replace(lane));
            let site = self.flush.state.lock().unwrap().pairs.get(&(peer, lane)).copied();
            let what = match site {
                Some(s) => format!("one-way calls (call site {} and those after it)", self.registry.describe(s)),
                None => "one-way calls".to_string(),
            };
            let reporter = SlowReporter::start(self.rank, peer, what.clone());
            let r = self.call(make_ref(peer, 0), sites::PING, &[]);
            reporter.stop();
            LANE_OVERRIDE.with(|l| l.set(previous));
            match r {
                Err(crate::error::Error::Timeout { ms, .. }) => {
                    eprintln!(
                        "cormi: node {}: gave up after {ms} ms (CORMI_TIMEOUT_MS) waiting for node {peer} to run {what}: node {peer} is still busy",
                        self.rank
                    );
                    self.flush.state.lock().unwrap().hung.insert(peer);
                }
                Err(crate::error::Error::Closed { .. } | crate::error::Error::PeerDead { .. }) | Ok(_) => {}
                Err(e) => eprintln!("cormi: node {}: {what} on node {peer} may not all have run: {e}", self.rank),
            }
        }
    }

    /// Records that `peer` did not answer within the call timeout (a method there still
    /// runs): finalize sends it SHUTDOWN without waiting.
    pub(crate) fn note_hung(&self, peer: usize) {
        self.flush.state.lock().unwrap().hung.insert(peer);
    }

    /// True when a fence gave up on `peer` (a method there still runs).
    pub(crate) fn peer_hung(&self, peer: usize) -> bool {
        self.flush.state.lock().unwrap().hung.contains(&peer)
    }

    /// A finalizing rank 0 asks (QUIESCE): the one-way calls this node's threads and
    /// methods sent have run; returns how many (peer, lane) pairs that fenced.
    pub(crate) fn quiesce(self: &Arc<Self>) -> usize {
        // One-way calls into this node's busy objects first: they may send more.
        let local = self.wait_local_oneway();
        let pairs = self.flush.state.lock().unwrap().pairs.len();
        self.flush_all();
        pairs + local
    }

    /// Rank 0's finalize, first step: every thread's one-way calls have run (their lanes
    /// fenced, the fences of exiting threads waited for).
    pub(crate) fn flush_all(self: &Arc<Self>) {
        let pairs: Vec<(usize, u32)> = self.flush.state.lock().unwrap().pairs.keys().copied().collect();
        self.fence(&pairs);
        {
            let mut st = self.flush.state.lock().unwrap();
            for p in &pairs {
                st.pairs.remove(p);
            }
        }
        let deadline = self.config.call_timeout.map(|t| Instant::now() + t);
        let mut st = self.flush.state.lock().unwrap();
        while st.fencing > 0 {
            let left = deadline.map_or(Duration::from_millis(100), |d| d.saturating_duration_since(Instant::now()));
            if left.is_zero() {
                eprintln!("cormi: node {}: finalize gave up waiting for the one-way calls of {} exiting threads", self.rank, st.fencing);
                return;
            }
            st = self.flush.done.wait_timeout(st, left.min(Duration::from_millis(100))).unwrap().0;
        }
    }
}
