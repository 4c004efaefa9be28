//! Rank 0's finalize waits for the synchronous calls that other threads of this process
//! still wait on, so that SHUTDOWN does not cut a method short on another node and its
//! caller gets the reply rather than `Closed`. Bounded by the call timeout; after 2 s
//! it says which nodes it waits on.

use crate::node::{rank_ranges, Node};
use std::time::{Duration, Instant};

/// How long finalize waits quietly before it says what it waits for.
const QUIET: Duration = Duration::from_secs(2);

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
}
