//! The shared-memory transport, for the ranks of a job on one host (`cormirun`'s default).
//!
//! - Segment (`segment.rs`): one anonymous memory file (memfd) that `cormirun` creates
//!   and every rank inherits (`CORMI_SHM_FD`), maps and closes; it has no name, so no
//!   exit, crash or kill can leave it behind. It holds a slot per rank (its pid) and one
//!   single-producer single-consumer ring per direction per pair of ranks.
//! - Rings (`ring.rs`): cache-line-separated head and tail, frames inline as a byte
//!   stream, waiting by futex on the index word with a sleeping flag, so the writer
//!   calls FUTEX_WAKE only for a sleeper. Polling before sleeping is `progress`'s, as
//!   for every link.
//! - Links (`link.rs`): frames in and out of the two rings of a pair; frames larger than
//!   a ring stream through it.
//! - Dead peers (`../process.rs`): a pidfd per peer process, asked when a wait saw nothing
//!   for a slice: a dead peer's link fails as a reset TCP connection does.
//! - Bring-up: each rank writes its pid into its slot and bumps the segment's arrival
//!   word. A rank dials each lower rank once that one has arrived (marking its ring
//!   dialed); an accept thread hands each higher rank's link to the node once that rank
//!   dialed. The handshake then runs over the rings, as over TCP.

mod futex;
mod link;
mod ring;
mod segment;

pub use link::ShmLink;
pub use segment::{Segment, MAX_RANKS};

use super::process::PeerProcess;
use super::{Endpoint, Transport};
use crate::error::Error;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// Data bytes of each ring: typical calls (a few KiB) fit many times over, and 2(n-1)
/// rings per rank stay small (16 ranks: 16 MiB in all, touched only as used).
pub const RING_BYTES: u32 = 64 << 10;
/// How often an accept or dial wait looks at the transport's state again.
const ARRIVAL_SLICE: Duration = Duration::from_millis(50);

/// One node's shared-memory transport.
pub struct ShmTransport {
    seg: Arc<Segment>,
    rank: usize,
    stopped: Arc<AtomicBool>,
}

impl ShmTransport {
    /// Rank `rank` of the job laid out in `seg`.
    pub fn new(seg: Arc<Segment>, rank: usize) -> ShmTransport {
        ShmTransport { seg, rank, stopped: Arc::new(AtomicBool::new(false)) }
    }

    /// The transport of rank `rank` of `nodes` from the launcher's environment
    /// (docs/contracts.md): maps the memory file `CORMI_SHM_FD` and closes the descriptor,
    /// so that processes this rank starts do not inherit it.
    pub fn from_env(rank: usize, nodes: usize) -> Result<ShmTransport, String> {
        let Some(fd) = crate::config::env_u64("CORMI_SHM_FD")? else {
            return Err(format!("CORMI_NODES={nodes} with CORMI_TRANSPORT=shm but CORMI_SHM_FD is not set (start the program with cormirun)"));
        };
        let fd = RawFd::try_from(fd).map_err(|_| format!("CORMI_SHM_FD={fd} is not a descriptor"))?;
        let seg = Segment::attach(fd, nodes, RING_BYTES).map_err(|e| format!("node {rank}: CORMI_SHM_FD={fd}: {e}"))?;
        // SAFETY: the launcher handed this descriptor to this rank alone; the mapping
        // keeps the memory, so the descriptor is not needed any more.
        unsafe { libc::close(fd) };
        Ok(ShmTransport::new(Arc::new(seg), rank))
    }

    /// `n` transports for `n` nodes in this process, on one new segment (tests).
    pub fn local_mesh(n: usize) -> std::io::Result<Vec<ShmTransport>> {
        let seg = Arc::new(Segment::create(n, RING_BYTES)?);
        Ok((0..n).map(|r| ShmTransport::new(seg.clone(), r)).collect())
    }

    /// The link of this rank to `peer`, whose process is `pid`.
    fn link(&self, peer: usize, pid: u32) -> ShmLink {
        let process = (pid != std::process::id()).then(|| PeerProcess::watch(pid));
        ShmLink::new(self.seg.ring(self.rank, peer), self.seg.ring(peer, self.rank), process, format!("node {peer}"))
    }

    /// Bumps the arrival word and wakes every waiter on it, in every rank.
    fn arrived(seg: &Segment) {
        seg.arrivals().fetch_add(1, Ordering::Release);
        futex::wake(seg.arrivals());
    }
}

/// Where a peer is, for messages.
fn address(peer: usize, pid: u32) -> String {
    format!("shared memory (node {peer}, pid {pid})")
}

impl Transport for ShmTransport {
    fn name(&self) -> &'static str {
        "shm"
    }

    fn bring_up(&self, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let (rank, nodes, timeout) = (endpoint.rank(), endpoint.nodes(), endpoint.connect_timeout());
        if self.seg.ranks() != nodes || self.rank != rank {
            return Err(Error::Transport(format!("shared-memory transport of rank {} of {} used for node {rank} of {nodes}", self.rank, self.seg.ranks())));
        }
        self.seg.pid_slot(rank).store(std::process::id(), Ordering::Release);
        ShmTransport::arrived(&self.seg);
        if rank + 1 < nodes {
            spawn_acceptor(self.seg.clone(), self.stopped.clone(), Arc::downgrade(&endpoint), rank);
        }
        for peer in 0..rank {
            let deadline = Instant::now() + timeout;
            let pid = loop {
                let seen = self.seg.arrivals().load(Ordering::Acquire);
                let pid = self.seg.pid_slot(peer).load(Ordering::Acquire);
                if pid != 0 {
                    break pid;
                }
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() || self.stopped.load(Ordering::Acquire) {
                    return Err(Error::Transport(format!(
                        "node {rank} cannot connect to node {peer} within {} ms (CORMI_CONNECT_TIMEOUT_MS): it never joined the shared-memory segment",
                        timeout.as_millis()
                    )));
                }
                futex::wait(self.seg.arrivals(), seen, left.min(ARRIVAL_SLICE));
            };
            let link = self.link(peer, pid);
            self.seg.ring(rank, peer).set_dialed();
            ShmTransport::arrived(&self.seg);
            endpoint.clone().dialed(peer, &address(peer, pid), Box::new(link))?;
        }
        Ok(())
    }

    fn host_ranks(&self) -> usize {
        self.seg.ranks()
    }

    fn address(&self) -> Option<String> {
        None
    }

    fn shutdown(&self) {
        if !self.stopped.swap(true, Ordering::AcqRel) {
            ShmTransport::arrived(&self.seg);
        }
    }
}

/// Hands the link of each higher rank to the node once that rank dialed, each on a
/// thread of its own (the handshake waits for the peer's hello); ends when every higher
/// rank dialed, the transport shut down, or the node is gone.
fn spawn_acceptor(seg: Arc<Segment>, stopped: Arc<AtomicBool>, endpoint: Weak<dyn Endpoint>, rank: usize) {
    std::thread::Builder::new()
        .name(format!("cormi-accept-{rank}"))
        .spawn(move || {
            let transport = ShmTransport { seg, rank, stopped };
            let mut waiting: Vec<usize> = (rank + 1..transport.seg.ranks()).collect();
            while !waiting.is_empty() {
                let seen = transport.seg.arrivals().load(Ordering::Acquire);
                let Some(ep) = endpoint.upgrade() else { return };
                if transport.stopped.load(Ordering::Acquire) || ep.closing() {
                    return;
                }
                waiting.retain(|&peer| {
                    let pid = transport.seg.pid_slot(peer).load(Ordering::Acquire);
                    if pid == 0 || !transport.seg.ring(peer, rank).dialed() {
                        return true;
                    }
                    let link = transport.link(peer, pid);
                    let ep = ep.clone();
                    std::thread::spawn(move || ep.accepted(&address(peer, pid), Box::new(link)));
                    false
                });
                drop(ep);
                futex::wait(transport.seg.arrivals(), seen, ARRIVAL_SLICE);
            }
        })
        .expect("cormi: cannot start the accept thread");
}

/// A connected pair of links over a segment of their own with rings of `ring` bytes (a
/// power of two of at least 4096), both ends in this process (tests).
pub fn pair(ring: u32) -> std::io::Result<(ShmLink, ShmLink)> {
    let seg = Segment::create(2, ring)?;
    let a = ShmLink::new(seg.ring(0, 1), seg.ring(1, 0), None, "node 1".into());
    let b = ShmLink::new(seg.ring(1, 0), seg.ring(0, 1), None, "node 0".into());
    Ok((a, b))
}
