//! The router: one thread per rank that makes MPI progress for readers that block.
//!
//! A reader that polled for its budget and found nothing blocks on its link's condition
//! variable; MPI cannot wake it (no blocking wait on several sources with a timeout, and
//! Open MPI moves messages only while some thread is inside MPI). While any reader
//! blocks or a large send is in flight, the router tests the posted receive of every
//! link whose reader blocks (`posted.rs`), asks MPI which source has a message that
//! waits unmatched (`MPI_Iprobe` on any source, which matches nothing: a large frame's
//! bodies, or a message to a link with no receive posted), matches what it finds under
//! that link's receive lock into the link's inbox and wakes the link's reader. A link
//! whose reader is active at the moment is left to it.
//!
//! Between probes that find nothing the router sleeps [`MIN_NAP`] for [`ACTIVE`] after it
//! last routed a message (the reply, the next request of a conversation), then doubling
//! up to [`MAX_NAP`], and after [`IDLE`] without a message up to [`IDLE_NAP`]: so a
//! request to a node whose readers all block waits at most about `MAX_NAP` while calls
//! come now and then, `IDLE_NAP` after a pause, and an idle node costs about
//! `1 s / IDLE_NAP` probes a second (each nap's wake-up costs 25-30 us of CPU on this
//! machine's VM: at 1 ms naps an idle two-rank job used 2-3 % of a CPU per rank). Readers
//! that poll (back-to-back calls) never wait for the router. While nobody waits the
//! router parks.

use super::Shared;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// The first nap after a probe found nothing.
pub const MIN_NAP: Duration = Duration::from_micros(20);
/// The longest nap: the latency of a request to a node whose readers all block.
pub const MAX_NAP: Duration = Duration::from_millis(1);
/// Without a message for this long, the node is idle: naps grow to [`IDLE_NAP`].
pub const IDLE: Duration = Duration::from_secs(1);
/// The longest nap of an idle node: the latency of its first request after a pause.
pub const IDLE_NAP: Duration = Duration::from_millis(5);
/// How long after routing a message the router keeps its naps at [`MIN_NAP`]: replies
/// and the next requests of a conversation come within it.
pub const ACTIVE: Duration = Duration::from_millis(2);
/// Messages routed in a row before the router looks at its state again.
const BURST: usize = 64;
/// The longest the router parks while nobody waits (only bounds a missed wake-up).
const IDLE_PARK: Duration = Duration::from_secs(1);

/// Starts the router of `shared`; it ends when the transport stops or is dropped.
pub(super) fn spawn(shared: &Arc<Shared>) -> std::thread::JoinHandle<()> {
    let weak = Arc::downgrade(shared);
    let handle =
        std::thread::Builder::new().name(format!("cormi-mpi-{}", shared.rank)).spawn(move || run(weak)).expect("cormi: cannot start the MPI router thread");
    let _ = shared.router.set(handle.thread().clone());
    handle
}

fn run(weak: Weak<Shared>) {
    set_fine_timer_slack();
    let mut nap = MIN_NAP;
    let mut last_routed = Instant::now();
    loop {
        let Some(shared) = weak.upgrade() else { return };
        if shared.stopped.load(Ordering::Acquire) {
            return;
        }
        if shared.waiting.load(Ordering::Acquire) == 0 {
            drop(shared);
            std::thread::park_timeout(IDLE_PARK);
            nap = MIN_NAP;
            continue;
        }
        let routed = route_burst(&shared);
        drop(shared);
        if routed {
            nap = MIN_NAP;
            last_routed = Instant::now();
        } else {
            std::thread::sleep(nap);
            if last_routed.elapsed() >= ACTIVE {
                let longest = if last_routed.elapsed() >= IDLE { IDLE_NAP } else { MAX_NAP };
                nap = (nap * 2).min(longest);
            }
        }
    }
}

/// Routes what the posted receives of blocked links got, then up to [`BURST`] messages
/// that wait unmatched; true if any reached an inbox.
fn route_burst(shared: &Shared) -> bool {
    let mut routed = super::link::route_blocked(shared);
    for _ in 0..BURST {
        let Ok(Some(source)) = shared.iprobe_any() else { break };
        match shared.peers.get(source) {
            Some(peer) if peer.route(shared) => routed = true,
            _ => break,
        }
    }
    routed
}

/// Lets this thread's short sleeps end close to when they were asked to (the default
/// timer slack adds 50 us to each).
fn set_fine_timer_slack() {
    // SAFETY: prctl(PR_SET_TIMERSLACK) changes a setting of the calling thread only.
    unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, 1_000 as libc::c_ulong) };
}
