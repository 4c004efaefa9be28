//! Calls in flight, for the report a process prints when its job launcher stops it with
//! SIGTERM while it waits for replies. Under `mpirun` the death of any rank ends the
//! whole job that way, usually before a caller could see the dead peer itself; the
//! report says which calls were waiting, on which nodes:
//!
//! `cormi: node 0: stopped by SIGTERM while waiting for call site Foo_sum at list.c:14 (id 3) on node 1`
//!
//! Recording is off until [`report_at_sigterm`] turns it on (one relaxed load per call
//! otherwise). A thread records its innermost waiting call in one of [`SLOTS`] slots
//! (threads beyond that share slots: the report may then miss a call, or name one that ended).

use crate::registry::Registry;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// Threads whose waiting calls are recorded apart.
pub const SLOTS: usize = 64;

static ENABLED: AtomicBool = AtomicBool::new(false);
/// Per slot: `site << 32 | (node + 1)`, 0 when empty.
static CALLS: [AtomicU64; SLOTS] = [const { AtomicU64::new(0) }; SLOTS];
static NEXT_SLOT: AtomicUsize = AtomicUsize::new(0);
static RANK: AtomicUsize = AtomicUsize::new(0);
static REGISTRY: OnceLock<Arc<Registry>> = OnceLock::new();

thread_local! {
    /// This thread's slot, taken on its first recorded call (`usize::MAX` before): a
    /// constant initialiser keeps each call's read a plain load.
    static SLOT: std::cell::Cell<usize> = const { std::cell::Cell::new(usize::MAX) };
}

/// This thread's slot.
fn slot() -> usize {
    SLOT.with(|s| {
        if s.get() == usize::MAX {
            s.set(NEXT_SLOT.fetch_add(1, Ordering::Relaxed) % SLOTS);
        }
        s.get()
    })
}

/// A recorded call; dropping it puts back what its slot held before (an outer call of
/// the same thread, waiting while this one is served).
pub struct Recorded {
    slot: usize,
    previous: u64,
}

/// Records that this thread waits for call site `site` on `node` (no-op until
/// [`report_at_sigterm`] ran).
pub fn record(site: u32, node: usize) -> Option<Recorded> {
    if !ENABLED.load(Ordering::Relaxed) {
        return None;
    }
    let slot = slot();
    // A load and a store, not a swap (a locked instruction on the call's path): only
    // threads beyond SLOTS share a slot (see above).
    let previous = CALLS[slot].load(Ordering::Relaxed);
    CALLS[slot].store((site as u64) << 32 | (node as u64 + 1), Ordering::Relaxed);
    Some(Recorded { slot, previous })
}

impl Drop for Recorded {
    fn drop(&mut self) {
        CALLS[self.slot].store(self.previous, Ordering::Relaxed);
    }
}

/// Turns recording on and, where SIGTERM has its default action (the program set none),
/// installs the handler that prints the waiting calls of node `rank` (site names from
/// `registry`) and then dies of SIGTERM as before.
pub fn report_at_sigterm(rank: usize, registry: Arc<Registry>) {
    RANK.store(rank, Ordering::Relaxed);
    let _ = REGISTRY.set(registry);
    // SAFETY: sigaction with a null new action only reads the current one into `old`.
    let default = unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(libc::SIGTERM, std::ptr::null(), &mut old) == 0 && old.sa_sigaction == libc::SIG_DFL
    };
    if !default {
        return;
    }
    ENABLED.store(true, Ordering::Relaxed);
    // SAFETY: installs a handler that only reads atomics and immutable data, writes to
    // stderr with write(2), restores the default action and raises the signal again.
    unsafe {
        let mut act: libc::sigaction = std::mem::zeroed();
        act.sa_sigaction = on_sigterm as extern "C" fn(libc::c_int) as usize;
        libc::sigemptyset(&mut act.sa_mask);
        libc::sigaction(libc::SIGTERM, &act, std::ptr::null_mut());
    }
}

/// A fixed buffer that `write!` fills without allocating (excess is cut off).
struct Line {
    buf: [u8; 512],
    len: usize,
}

impl std::fmt::Write for Line {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let n = s.len().min(self.buf.len() - self.len);
        self.buf[self.len..self.len + n].copy_from_slice(&s.as_bytes()[..n]);
        self.len += n;
        Ok(())
    }
}

/// The SIGTERM handler: one line per waiting call, then the default action.
extern "C" fn on_sigterm(_: libc::c_int) {
    let rank = RANK.load(Ordering::Relaxed);
    for call in &CALLS {
        let v = call.load(Ordering::Relaxed);
        if v == 0 {
            continue;
        }
        let (site, node) = ((v >> 32) as u32, (v & 0xffff_ffff) as usize - 1);
        let mut line = Line { buf: [0; 512], len: 0 };
        let _ = write!(line, "cormi: node {rank}: stopped by SIGTERM while waiting for call site ");
        let _ = match REGISTRY.get().and_then(|r| r.name(site)) {
            Some(name) => write!(line, "{name} (id {site})"),
            None => write!(line, "{site}"),
        };
        let _ = writeln!(line, " on node {node}");
        // SAFETY: write(2) from a stack buffer; async-signal-safe.
        unsafe { libc::write(2, line.buf.as_ptr().cast(), line.len) };
    }
    // SAFETY: restores the default action and raises the signal again, so the process
    // ends by SIGTERM as it would have without the handler (both async-signal-safe).
    unsafe {
        libc::signal(libc::SIGTERM, libc::SIG_DFL);
        libc::raise(libc::SIGTERM);
    }
}
