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
//! - it blocked and ended after `t` <= the maximum, but more than [`HANDOFF_NS`] after the
//!   poll gave up: polling a little longer would have caught it, so the budget grows to at
//!   least twice its value and `2t`;
//! - it blocked and ended within [`HANDOFF_NS`] of the poll giving up: the answer most
//!   likely waited for this CPU (the peer, or the thread that had to run first, was queued
//!   behind the poller; more threads poll than there are CPUs, e.g. several jobs on one
//!   host). Polling only delayed it, so the budget halves;
//! - it blocked for longer than the maximum (or a whole receive slice passed): the peer is
//!   idle or slow, so the budget halves, down to 0 below [`MIN_SPIN_NS`].
//!
//! The maximum is the node's `Config::spin` (`CORMI_SPIN_US`, 0: never poll), else its
//! transport's (`Transport::polling`: 100 us, MPI 1 ms).
//!
//! Polling only pays while the thread that must answer has a CPU of its own: a poller
//! that shares its CPU with the peer it waits for holds up the answer for its whole
//! budget (measured here: 105 us instead of 4.4 us per round trip). So a waiter does not
//! poll
//! - when its link saw the peer last run on this thread's CPU (`Link::peer_on_this_cpu`;
//!   TCP over loopback and shared memory know: both ranks pinned to one CPU, or placed
//!   on one by the scheduler), nor while several callers share the connection (the
//!   callers that readers wake need the CPUs) (`reader.rs`);
//! - beyond `online CPUs / ranks on this host` polling threads per node ([`Spinning`]);
//! - while more threads are runnable on the machine than it has CPUs, plus one
//!   ([`machine_busy`]): the poller would take a CPU from a thread that could run, a
//!   thread of its own job or another job's (8 callers sharing 2 CPUs with a polling
//!   server ran 2x slower).
//!
//! Polling never yields the CPU: a yield hands it to any other runnable task for a whole
//! time slice (4 ms per round trip measured beside two CPU hogs). It pauses the CPU
//! between polls unless the transport's polls are long calls of their own
//! (`Polling::pause`: MPI).

use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicU32, AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The default maximum budget: above a cross-CPU wake-up (30-70 us), so a reply that a
/// wake-up would delay is still caught, and small enough that a miss costs little.
pub const DEFAULT_MAX_SPIN: Duration = Duration::from_micros(100);
/// Budgets below this are 0 (no polling).
pub const MIN_SPIN_NS: u32 = 1_000;
/// A blocked wait that ends this soon after its poll gave up was most likely held up by
/// the poll itself: a hand-off between two threads on one CPU takes a few microseconds,
/// a wake-up across CPUs 30-70 us.
pub const HANDOFF_NS: u32 = 10_000;

/// A node's polling policy: the longest poll, and how many of its threads may poll at
/// once so that pollers never take the CPUs their peers need.
#[derive(Debug)]
pub struct Spinning {
    max_ns: AtomicU32,
    /// Polling slots left (may dip below 0 for a moment while a taker gives one back).
    free: AtomicIsize,
    slots: AtomicIsize,
    /// Whether [`machine_busy`] is asked: not where the transport's own waits poll
    /// whatever the load (MPI), nor in tests (their machine may be busy).
    check_load: AtomicBool,
    /// Whether a poller pauses the CPU between polls (`Transport::polling`).
    pause: AtomicBool,
}

impl Spinning {
    /// Polls of at most `max` (0: never), by at most `online CPUs / host_ranks` threads
    /// at once.
    pub fn new(max: Duration, host_ranks: usize) -> Spinning {
        let s = Spinning {
            max_ns: AtomicU32::new(nanos(max)),
            free: AtomicIsize::new(0),
            slots: AtomicIsize::new(0),
            check_load: AtomicBool::new(true),
            pause: AtomicBool::new(true),
        };
        s.share(host_ranks);
        s
    }

    /// Sets how many ranks share this host's CPUs (the transport knows; see
    /// `Transport::host_ranks`).
    pub fn share(&self, host_ranks: usize) {
        let slots = (online_cpus() / host_ranks.max(1)) as isize;
        let old = self.slots.swap(slots, Ordering::Relaxed);
        self.free.fetch_add(slots - old, Ordering::Relaxed);
    }

    /// Sets whether waiters stop polling while the machine is busy (see
    /// `Transport::polling`).
    pub fn watch_load(&self, watch: bool) {
        self.check_load.store(watch, Ordering::Relaxed);
    }

    /// Sets whether a poller pauses the CPU between polls (see `Transport::polling`).
    pub fn set_pause(&self, pause: bool) {
        self.pause.store(pause, Ordering::Relaxed);
    }

    /// Whether a poller pauses the CPU between polls.
    pub fn pauses(&self) -> bool {
        self.pause.load(Ordering::Relaxed)
    }

    /// Whether waiters stop polling while the machine is busy.
    pub fn watches_load(&self) -> bool {
        self.check_load.load(Ordering::Relaxed)
    }

    /// Sets the longest poll (0: never).
    pub fn set_max(&self, max: Duration) {
        self.max_ns.store(nanos(max), Ordering::Relaxed);
    }

    /// The longest a waiter polls.
    pub fn max(&self) -> Duration {
        Duration::from_nanos(self.max_ns() as u64)
    }

    fn max_ns(&self) -> u32 {
        self.max_ns.load(Ordering::Relaxed)
    }

    /// How many threads of this node may poll at once.
    pub fn slots(&self) -> usize {
        self.slots.load(Ordering::Relaxed).max(0) as usize
    }

    fn take(&self) -> Option<Slot<'_>> {
        if self.max_ns() == 0 || (self.check_load.load(Ordering::Relaxed) && machine_busy()) {
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

/// True while more threads are runnable on this machine than it has CPUs plus one
/// (`procs_running` of /proc/loadavg, pollers included), read at most every
/// [`LOAD_CHECK`]: then a poller takes a CPU from a thread that could run, its peer or
/// another job. The one spare thread tolerates a passing kernel thread.
fn machine_busy() -> bool {
    static BASE: OnceLock<Instant> = OnceLock::new();
    static NEXT_CHECK_NS: AtomicU64 = AtomicU64::new(0);
    static BUSY: AtomicBool = AtomicBool::new(false);
    let now = nanos64(BASE.get_or_init(Instant::now).elapsed());
    let next = NEXT_CHECK_NS.load(Ordering::Relaxed);
    if now >= next && NEXT_CHECK_NS.compare_exchange(next, now + nanos64(LOAD_CHECK), Ordering::Relaxed, Ordering::Relaxed).is_ok() {
        BUSY.store(runnable_threads().is_some_and(|n| n > online_cpus() + 1), Ordering::Relaxed);
    }
    BUSY.load(Ordering::Relaxed)
}

/// How often [`machine_busy`] looks at the machine's load again.
const LOAD_CHECK: Duration = Duration::from_millis(10);

/// Threads runnable on this machine now (the first number of the fourth field of
/// /proc/loadavg, e.g. `3/120`); None where that file is missing. Reads into a stack
/// buffer: it runs on the call path, which allocates nothing.
fn runnable_threads() -> Option<usize> {
    let mut buf = [0u8; 128];
    // SAFETY: the path is a NUL-terminated literal; read writes at most buf.len() bytes
    // into `buf`; the descriptor is closed once.
    let n = unsafe {
        let fd = libc::open(c"/proc/loadavg".as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return None;
        }
        let n = libc::read(fd, buf.as_mut_ptr().cast(), buf.len());
        libc::close(fd);
        n
    };
    let text = std::str::from_utf8(buf.get(..usize::try_from(n).ok()?)?).ok()?;
    text.split_whitespace().nth(3)?.split('/').next()?.parse().ok()
}

/// CPUs online on this machine (the scope of /proc/loadavg).
fn online_cpus() -> usize {
    static CPUS: OnceLock<usize> = OnceLock::new();
    // SAFETY: sysconf reads a system setting and touches no memory of this process.
    *CPUS.get_or_init(|| (unsafe { libc::sysconf(libc::_SC_NPROCESSORS_ONLN) }).max(1) as usize)
}

fn nanos64(d: Duration) -> u64 {
    d.as_nanos().min(u64::MAX as u128) as u64
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

    /// A wait that polled for `polled` blocked; it ended after `t` (from its start), or
    /// `None` when nothing came within the slice.
    fn blocked(&self, polled: Duration, t: Option<Duration>, max: u32) {
        let b = self.0.load(Ordering::Relaxed);
        let next = match t.map(nanos) {
            Some(t) if t <= max && t.saturating_sub(nanos(polled)) > HANDOFF_NS => b.saturating_mul(2).max(t.saturating_mul(2)).max(MIN_SPIN_NS).min(max),
            _ if b / 2 < MIN_SPIN_NS => 0,
            _ => b / 2,
        };
        self.0.store(next, Ordering::Relaxed);
    }
}

fn nanos(d: Duration) -> u32 {
    d.as_nanos().min(u32::MAX as u128) as u32
}

/// How many polls a waiter makes between two looks at the clock.
const CLOCK_EVERY: u32 = 8;

/// Waits for `attempt` to yield a value: calls `attempt(false)` (must not block) in a
/// loop for up to `budget` when `poll` and `spinning` grants a polling slot, then
/// `attempt(true)` once (may block for a slice, then `Ok(None)`). Adapts the budget to
/// what happened.
///
/// The clock is read every [`CLOCK_EVERY`] polls only, from the first of those reads on
/// (a read costs 50 ns on a VM, a poll of shared memory less): a wait that ends within
/// its first polls reads it never, and a hit's time is the poll time seen at the last
/// read (at most [`CLOCK_EVERY`] polls short: the budget only grows from hits).
pub fn wait<T, E>(budget: &Budget, spinning: &Spinning, poll: bool, mut attempt: impl FnMut(bool) -> Result<Option<T>, E>) -> Result<Option<T>, E> {
    if !poll {
        // A waiter that may not poll (its peer runs on this CPU, several callers share
        // the connection) learns nothing about polling: it reads no clock and leaves the
        // budget as it is, except that a slice without traffic still halves it.
        let r = attempt(true);
        if let Ok(None) = &r {
            budget.blocked(Duration::ZERO, None, spinning.max_ns());
        }
        return r;
    }
    let b = budget.get();
    let mut polled = Duration::ZERO;
    // When polling began, as the first clock read saw it (its first polls count 0).
    let mut start: Option<Instant> = None;
    if !b.is_zero() {
        if let Some(_slot) = spinning.take() {
            let pause = spinning.pauses();
            for polls in 1u32.. {
                if let Some(got) = attempt(false)? {
                    budget.hit(polled, spinning.max_ns());
                    return Ok(Some(got));
                }
                if polls % CLOCK_EVERY == 0 {
                    let now = Instant::now();
                    polled = now - *start.get_or_insert(now);
                    if polled >= b {
                        break;
                    }
                }
                if pause {
                    std::hint::spin_loop();
                }
            }
        }
    }
    let start = start.unwrap_or_else(Instant::now);
    let r = attempt(true);
    if let Ok(got) = &r {
        budget.blocked(polled, got.as_ref().map(|_| start.elapsed()), spinning.max_ns());
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
        let us = Duration::from_micros;
        let b = budget(0);
        b.blocked(Duration::ZERO, Some(us(30)), MAX);
        assert_eq!(b.get(), us(60), "regrows from 0 after one short wait");
        b.blocked(us(60), Some(us(75)), MAX);
        assert_eq!(b.get(), us(100));
        b.blocked(us(100), Some(Duration::from_millis(3)), MAX);
        assert_eq!(b.get(), us(50));
        b.blocked(us(50), None, MAX);
        assert_eq!(b.get(), us(25));
        for _ in 0..5 {
            b.blocked(us(25), None, MAX);
        }
        assert_eq!(b.get(), Duration::ZERO, "an idle connection stops polling");
    }

    #[test]
    fn an_answer_right_after_the_poll_gave_up_shrinks_the_budget() {
        let us = Duration::from_micros;
        // The poll held the CPU the answer needed: polling less is better.
        let b = budget(40_000);
        b.blocked(us(40), Some(us(45)), MAX);
        assert_eq!(b.get(), us(20));
        // Without polling, a quick answer (a hand-off on one CPU) does not start it.
        let b = budget(0);
        b.blocked(Duration::ZERO, Some(us(5)), MAX);
        assert_eq!(b.get(), Duration::ZERO);
    }

    /// A policy that ignores the machine's load (the test machine may be busy).
    fn spinning(max_us: u64, host_ranks: usize) -> Spinning {
        let s = Spinning::new(Duration::from_micros(max_us), host_ranks);
        s.watch_load(false);
        s
    }

    #[test]
    fn polling_slots_are_shared_and_given_back() {
        let s = spinning(50, 1);
        let n = s.slots();
        assert!(n >= 1);
        let taken: Vec<_> = (0..n).map(|_| s.take().expect("a free slot")).collect();
        assert!(s.take().is_none(), "no more than cpus / host ranks pollers");
        drop(taken);
        assert!(s.take().is_some());
        assert!(spinning(0, 1).take().is_none(), "a zero maximum never polls");
        assert_eq!(spinning(50, online_cpus() + 1).slots(), 0, "more ranks than CPUs: nobody polls");
    }

    #[test]
    fn wait_polls_then_blocks_and_adapts() {
        let s = spinning(100, 1);
        let b = budget(20_000);
        // Ready at the third poll: no block.
        let mut polls = 0;
        let got: Result<Option<u8>, ()> = wait(&b, &s, true, |block| {
            assert!(!block);
            polls += 1;
            Ok((polls == 3).then_some(7))
        });
        assert_eq!(got, Ok(Some(7)));
        // Never ready while polling: one block, which times out; the budget halves.
        let mut blocks = 0;
        let got: Result<Option<u8>, ()> = wait(&b, &s, true, |block| {
            blocks += block as u32;
            Ok(None)
        });
        assert_eq!((got, blocks), (Ok(None), 1));
        assert_eq!(b.get(), Duration::from_micros(10));
    }

    #[test]
    fn a_wait_that_may_not_poll_blocks_at_once_and_keeps_its_budget() {
        let s = spinning(100, 1);
        let b = budget(20_000);
        let got: Result<Option<u8>, ()> = wait(&b, &s, false, |block| {
            assert!(block, "no poll");
            Ok(Some(1))
        });
        assert_eq!((got, b.get()), (Ok(Some(1)), Duration::from_micros(20)));
        let got: Result<Option<u8>, ()> = wait(&b, &s, false, |_| Ok(None));
        assert_eq!((got, b.get()), (Ok(None), Duration::from_micros(10)), "a slice without traffic halves it");
    }

    #[test]
    fn the_machine_load_is_read() {
        assert!(runnable_threads().is_some_and(|n| n >= 1), "this very thread is running");
        assert!(online_cpus() >= 1);
    }
}
