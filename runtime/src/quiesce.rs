//! Rank 0's finalize waits for the synchronous calls that other threads of this process
//! still wait on, so that SHUTDOWN does not cut a method short on another node and its
//! caller gets the reply rather than `Closed`. Bounded by the call timeout; after 2 s
//! it says which nodes it waits on. Then every other node runs the one-way calls its
//! threads and methods sent (QUIESCE), round after round while a round finds any: a
//! one-way call that a method on node 1 sent to node 2 runs before node 2 stops.

use crate::node::{rank_ranges, Node};
use crate::objects::make_ref;
use crate::wire::sites;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long finalize waits quietly before it says what it waits for.
const QUIET: Duration = Duration::from_secs(2);

/// At most this many QUIESCE rounds (one-way calls that send one-way calls that ...).
const MAX_QUIESCE_ROUNDS: usize = 16;

impl Node {
    /// The peers with requests of this process still waiting for their replies on a live
    /// connection.
    fn peers_with_calls_waiting(&self) -> Vec<usize> {
        (0..self.nodes)
            .filter(|&r| {
                self.peer_now(r).is_some_and(|c| {
                    let st = c.lock();
                    st.failed.is_none() && !st.pending.is_empty()
                })
            })
            .collect()
    }

    /// Waits until no thread of this process waits for a reply, or the call timeout.
    pub(crate) fn wait_calls_of_other_threads(&self) {
        let start = Instant::now();
        let mut told = false;
        loop {
            let busy = self.peers_with_calls_waiting();
            if busy.is_empty() {
                return;
            }
            let waited = start.elapsed();
            if self.config.call_timeout.is_some_and(|t| waited >= t) {
                eprintln!("cormi: node {}: finalize gave up waiting for other threads' calls to node(s) {}", self.rank, rank_ranges(&busy));
                return;
            }
            if !told && waited >= QUIET {
                eprintln!("cormi: node {}: finalize waits for other threads' calls to node(s) {} to return", self.rank, rank_ranges(&busy));
                told = true;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Asks every other live node to run the one-way calls its threads and methods sent
    /// (QUIESCE), and fences this node's again, until a round fences nothing. A node that
    /// does not answer within the call timeout counts as hung (SHUTDOWN goes one-way).
    pub(crate) fn quiesce_others(self: &Arc<Self>) {
        for _ in 0..MAX_QUIESCE_ROUNDS {
            let mut fenced = 0;
            for r in 1..self.nodes {
                if self.peer_now(r).is_none() || self.peer_hung(r) {
                    continue;
                }
                match self.call(make_ref(r, 0), sites::QUIESCE, &[]) {
                    Ok(reply) => fenced += reply.get(..4).map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize),
                    Err(crate::error::Error::Timeout { .. }) => self.note_hung(r),
                    Err(_) => {}
                }
            }
            fenced += self.quiesce();
            if fenced == 0 {
                return;
            }
        }
    }
}
