//! Progress: how a thread waits for a link (or for another thread's news) without
//! sleeping through a call.
//!
//! Waking a thread that sleeps in the kernel costs 30-70 us when it runs on another CPU
//! (docs: the shared notes on latency), ten times a loopback round trip. So a waiter first
//! polls (a non-blocking receive, or a flag) for a short budget and blocks only after it:
//! back-to-back calls never pay a wake-up, and a node without calls blocks after at most
//! one budget, so it costs ~0 CPU when idle.
//!
//! The budget adapts per kind of wait on each connection (a caller's reply, a server's
//! next request, a follower's news), as in the progress engines of MPI, UCX or Mercury:
//! - the wait ended while polling, after `t`: the budget becomes at least `2t`;
//! - it blocked and ended after `t` <= the maximum: polling a little longer would have
//!   caught it, so the budget grows to at least twice its value and `2t`;
//! - it blocked for longer (or a whole receive slice passed): the peer is idle or slow,
//!   so the budget halves, down to 0 below [`MIN_SPIN_NS`].
//!
//! The maximum is the node's `Config::spin` (`CORMI_SPIN_US`, 0: never poll).
//!
//! Polling only pays while the peer runs on another CPU: a poller that shares its CPU
//! with the peer it waits for holds up the answer for its whole budget (measured here:
//! 105 us instead of 4.4 us per round trip). So a node lets at most `cpus / ranks on this
//! host` of its threads poll at once ([`Spinning`]; cpus: those the process may run on),
//! and a process pinned to one CPU beside its peer never polls. Polling does not yield the
//! CPU either: a yield hands it to any other runnable task, for a whole time slice (4 ms
//! per round trip measured under two CPU hogs), where a plain poller kept 5.4 us.

use std::sync::atomic::{AtomicIsize, AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The default maximum budget: above a cross-CPU wake-up (30-70 us), so a reply that a
/// wake-up would delay is still caught, and small enough that a miss costs little.
pub const DEFAULT_MAX_SPIN: Duration = Duration::from_micros(100);
/// Budgets below this are 0 (no polling).
pub const MIN_SPIN_NS: u32 = 1_000;

/// A node's polling policy: the longest poll, and how many of its threads may poll at
/// once so that pollers never take the CPUs their peers need.
#[derive(Debug)]
pub struct Spinning {
    max_ns: u32,
    /// Polling slots left (may dip below 0 for a moment while a taker gives one back).
    free: AtomicIsize,
    slots: AtomicIsize,
}

impl Spinning {
    /// Polls of at most `max` (0: never), by at most `cpus / host_ranks` threads at once.
    pub fn new(max: Duration, host_ranks: usize) -> Spinning {
        let max_ns = max.as_nanos().min(u32::MAX as u128) as u32;
        let s = Spinning { max_ns, free: AtomicIsize::new(0), slots: AtomicIsize::new(0) };
        s.share(host_ranks);
        s
    }

    /// Sets how many ranks share this host's CPUs (the transport knows; see
    /// `Transport::host_ranks`).
    pub fn share(&self, host_ranks: usize) {
        let slots = (cpus() / host_ranks.max(1)) as isize;
        let old = self.slots.swap(slots, Ordering::Relaxed);
        self.free.fetch_add(slots - old, Ordering::Relaxed);
    }

    /// The longest a waiter polls.
    pub fn max(&self) -> Duration {
        Duration::from_nanos(self.max_ns as u64)
    }

    /// How many threads of this node may poll at once.
    pub fn slots(&self) -> usize {
        self.slots.load(Ordering::Relaxed).max(0) as usize
    }

    fn take(&self) -> Option<Slot<'_>> {
        if self.max_ns == 0 {
            return None;
        }
        if self.free.fetch_sub(1, Ordering::Acquire) > 0 {
            return Some(Slot(&self.free));
        }
        self.free.fetch_add(1, Ordering::Release);
        None
    }
}

/// A polling slot, given back on drop.
struct Slot<'a>(&'a AtomicIsize);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::Release);
    }
}

/// CPUs this process may run on (its affinity mask and CPU quota), counted once.
fn cpus() -> usize {
    static CPUS: OnceLock<usize> = OnceLock::new();
    *CPUS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The adaptive polling budget of one kind of wait (see the module's rules).
#[derive(Debug)]
pub struct Budget(AtomicU32);

impl Default for Budget {
    /// Starts at 50 us: a connection's first waits poll, the rules then adapt it.
    fn default() -> Self {
        Budget(AtomicU32::new(50_000))
    }
}

impl Budget {
    /// The current budget.
    pub fn get(&self) -> Duration {
        Duration::from_nanos(self.0.load(Ordering::Relaxed) as u64)
    }

    /// A wait ended while polling, after `t`.
    fn hit(&self, t: Duration, max: u32) {
        let b = self.0.load(Ordering::Relaxed);
        let want = nanos(t).saturating_mul(2).min(max);
        if want > b {
            self.0.store(want, Ordering::Relaxed);
        }
    }

    /// A wait blocked; it ended after `t`, or `None` when nothing came within the slice.
    fn blocked(&self, t: Option<Duration>, max: u32) {
        let b = self.0.load(Ordering::Relaxed);
        let next = match t.map(nanos) {
            Some(t) if t <= max => b.saturating_mul(2).max(t.saturating_mul(2)).max(MIN_SPIN_NS).min(max),
            _ if b / 2 < MIN_SPIN_NS => 0,
            _ => b / 2,
        };
        self.0.store(next, Ordering::Relaxed);
    }
}

fn nanos(d: Duration) -> u32 {
    d.as_nanos().min(u32::MAX as u128) as u32
}

/// Waits for `attempt` to yield a value: calls `attempt(false)` (must not block) in a
/// loop for up to `budget` when `spinning` grants a polling slot, then `attempt(true)`
/// once (may block for a slice, then `Ok(None)`). Adapts the budget to what happened.
pub fn wait<T, E>(budget: &Budget, spinning: &Spinning, mut attempt: impl FnMut(bool) -> Result<Option<T>, E>) -> Result<Option<T>, E> {
    let start = Instant::now();
    let b = budget.get();
    if !b.is_zero() {
        if let Some(_slot) = spinning.take() {
            loop {
                if let Some(got) = attempt(false)? {
                    budget.hit(start.elapsed(), spinning.max_ns);
                    return Ok(Some(got));
                }
                if start.elapsed() >= b {
                    break;
                }
                std::hint::spin_loop();
            }
        }
    }
    let r = attempt(true);
    if let Ok(got) = &r {
        budget.blocked(got.as_ref().map(|_| start.elapsed()), spinning.max_ns);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAX: u32 = 100_000;

    fn budget(ns: u32) -> Budget {
        Budget(AtomicU32::new(ns))
    }

    #[test]
    fn a_hit_keeps_the_budget_above_twice_its_wait() {
        let b = budget(10_000);
        b.hit(Duration::from_micros(3), MAX);
        assert_eq!(b.get(), Duration::from_micros(10), "a quick hit never shrinks the budget");
        b.hit(Duration::from_micros(8), MAX);
        assert_eq!(b.get(), Duration::from_micros(16));
        b.hit(Duration::from_micros(80), MAX);
        assert_eq!(b.get(), Duration::from_micros(100), "bounded by the maximum");
    }

    #[test]
    fn a_short_blocked_wait_grows_the_budget_a_long_one_halves_it() {
        let b = budget(0);
        b.blocked(Some(Duration::from_micros(30)), MAX);
        assert_eq!(b.get(), Duration::from_micros(60), "regrows from 0 after one short wait");
        b.blocked(Some(Duration::from_micros(70)), MAX);
        assert_eq!(b.get(), Duration::from_micros(100));
        b.blocked(Some(Duration::from_millis(3)), MAX);
        assert_eq!(b.get(), Duration::from_micros(50));
        b.blocked(None, MAX);
        assert_eq!(b.get(), Duration::from_micros(25));
        for _ in 0..5 {
            b.blocked(None, MAX);
        }
        assert_eq!(b.get(), Duration::ZERO, "an idle connection stops polling");
    }

    #[test]
    fn polling_slots_are_shared_and_given_back() {
        let s = Spinning::new(Duration::from_micros(50), 1);
        let n = s.slots();
        assert!(n >= 1);
        let taken: Vec<_> = (0..n).map(|_| s.take().expect("a free slot")).collect();
        assert!(s.take().is_none(), "no more than cpus / host ranks pollers");
        drop(taken);
        assert!(s.take().is_some());
        assert!(Spinning::new(Duration::ZERO, 1).take().is_none(), "a zero maximum never polls");
        assert_eq!(Spinning::new(Duration::from_micros(50), cpus() + 1).slots(), 0, "more ranks than CPUs: nobody polls");
    }

    #[test]
    fn wait_polls_then_blocks_and_adapts() {
        let s = Spinning::new(Duration::from_micros(100), 1);
        let b = budget(20_000);
        // Ready at the third poll: no block.
        let mut polls = 0;
        let got: Result<Option<u8>, ()> = wait(&b, &s, |block| {
            assert!(!block);
            polls += 1;
            Ok((polls == 3).then_some(7))
        });
        assert_eq!(got, Ok(Some(7)));
        // Never ready while polling: one block, which times out; the budget halves.
        let mut blocks = 0;
        let got: Result<Option<u8>, ()> = wait(&b, &s, |block| {
            blocks += block as u32;
            Ok(None)
        });
        assert_eq!((got, blocks), (Ok(None), 1));
        assert_eq!(b.get(), Duration::from_micros(10));
    }
}
