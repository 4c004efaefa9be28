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
//!   word, and starts its accept thread. Links are made on first use: a rank dials a
//!   peer (once that one arrived) by claiming the pair's claim word (compare-exchange, so
//!   of two ranks that dial each other at once exactly one wins; the other waits for the
//!   winner's link) and ringing the peer's doorbell; the peer's accept thread, woken by
//!   its doorbell, hands the link to its node. The handshake then runs over the rings, as
//!   over TCP. A pair's rings carry one link for the job's life.
//! - Idle links (`ShmPoller`): a node's poller arms a ring's watch flag; the producer's
//!   next publish (or a close) clears it and rings the consumer rank's doorbell, on which
//!   the poller sleeps. So an idle node has no thread per link and no periodic wake-up
//!   but one a second (to look for peers that died without closing).

pub mod cma;
mod futex;
mod link;
mod ring;
mod segment;

pub use link::ShmLink;
pub use segment::{Segment, MAX_RANKS};

use super::poller::{Armed, Poller};
use super::process::PeerProcess;
use super::{Endpoint, Link, Transport, Watchable};
use crate::error::Error;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::{Duration, Instant};

/// Data bytes of each ring: typical calls (a few KiB) fit many times over, and 2(n-1)
/// rings per rank stay small (16 ranks: 16 MiB in all, touched only as used).
pub const RING_BYTES: u32 = 64 << 10;
/// How often a dial's wait for the peer's arrival looks at the transport's state again.
const ARRIVAL_SLICE: Duration = Duration::from_millis(50);
/// How long the accept thread and the poller sleep at most on the doorbell (the poller
/// then looks for dead peers of its watched links).
const BELL_SLICE: Duration = Duration::from_secs(1);

/// One node's shared-memory transport.
pub struct ShmTransport {
    seg: Arc<Segment>,
    rank: usize,
    stopped: Arc<AtomicBool>,
    poller: OnceLock<Arc<ShmPoller>>,
}

impl ShmTransport {
    /// Rank `rank` of the job laid out in `seg`.
    pub fn new(seg: Arc<Segment>, rank: usize) -> ShmTransport {
        ShmTransport { seg, rank, stopped: Arc::new(AtomicBool::new(false)), poller: OnceLock::new() }
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

    /// Waits until rank `peer` announced itself; returns its pid.
    fn wait_arrival(&self, peer: usize, timeout: Duration) -> Result<u32, Error> {
        let deadline = Instant::now() + timeout;
        loop {
            let seen = self.seg.arrivals().load(Ordering::Acquire);
            let pid = self.seg.pid_slot(peer).load(Ordering::Acquire);
            if pid != 0 {
                return Ok(pid);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || self.stopped.load(Ordering::Acquire) {
                return Err(Error::Transport(format!(
                    "node {} cannot connect to node {peer} within {} ms (CORMI_CONNECT_TIMEOUT_MS): it never joined the shared-memory segment",
                    self.rank,
                    timeout.as_millis()
                )));
            }
            futex::wait(self.seg.arrivals(), seen, left.min(ARRIVAL_SLICE));
        }
    }
}

/// Bumps rank `r`'s doorbell and wakes its sleepers (its accept thread and poller).
fn ring_bell(seg: &Segment, r: usize) {
    seg.bell(r).fetch_add(1, Ordering::Release);
    futex::wake(seg.bell(r));
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
        let (rank, nodes) = (endpoint.rank(), endpoint.nodes());
        if self.seg.ranks() != nodes || self.rank != rank {
            return Err(Error::Transport(format!("shared-memory transport of rank {} of {} used for node {rank} of {nodes}", self.rank, self.seg.ranks())));
        }
        self.seg.pid_slot(rank).store(std::process::id(), Ordering::Release);
        ShmTransport::arrived(&self.seg);
        spawn_acceptor(self.seg.clone(), self.stopped.clone(), Arc::downgrade(&endpoint), rank);
        Ok(())
    }

    fn lazy(&self) -> bool {
        true
    }

    fn arbitrates(&self) -> bool {
        true
    }

    fn dial(&self, peer: usize, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let rank = self.rank;
        let pid = self.wait_arrival(peer, endpoint.connect_timeout())?;
        let claim = self.seg.claim(rank, peer);
        match claim.compare_exchange(0, rank as u32 + 1, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => {}
            Err(by) if by as usize == peer + 1 => {
                return Err(Error::Transport(format!("{}: node {peer} dials node {rank} itself", crate::handshake::REFUSED)));
            }
            Err(_) => {
                return Err(Error::Transport(format!(
                    "node {rank} cannot connect to node {peer} again: their shared-memory link was used already (one per pair for the job's life)"
                )));
            }
        }
        ring_bell(&self.seg, peer);
        endpoint.dialed(peer, &address(peer, pid), Box::new(self.link(peer, pid)))
    }

    fn poller(&self) -> Option<Arc<dyn Poller>> {
        let p =
            self.poller.get_or_init(|| Arc::new(ShmPoller { seg: self.seg.clone(), rank: self.rank, armed: Mutex::default(), woken: AtomicBool::new(false) }));
        Some(p.clone())
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
            ring_bell(&self.seg, self.rank);
        }
    }
}

/// Hands the link of each rank that dialed this one to the node, each on a thread of its
/// own (the handshake waits for the peer's hello); woken by the doorbell, it looks at the
/// pairs' claim words. Ends when the transport shuts down or the node is gone.
fn spawn_acceptor(seg: Arc<Segment>, stopped: Arc<AtomicBool>, endpoint: Weak<dyn Endpoint>, rank: usize) {
    std::thread::Builder::new()
        .name(format!("cormi-accept-{rank}"))
        .spawn(move || {
            let transport = ShmTransport::new(seg, rank);
            let mut taken = vec![false; transport.seg.ranks()];
            taken[rank] = true;
            loop {
                let seen = transport.seg.bell(rank).load(Ordering::Acquire);
                let Some(ep) = endpoint.upgrade() else { return };
                if stopped.load(Ordering::Acquire) || ep.closing() {
                    return;
                }
                for (peer, taken) in taken.iter_mut().enumerate() {
                    if *taken || transport.seg.claim(rank, peer).load(Ordering::Acquire) as usize != peer + 1 {
                        continue;
                    }
                    *taken = true;
                    let pid = transport.seg.pid_slot(peer).load(Ordering::Acquire);
                    let link = transport.link(peer, pid);
                    let ep = ep.clone();
                    std::thread::spawn(move || ep.accepted(&address(peer, pid), Box::new(link)));
                }
                drop(ep);
                futex::wait(transport.seg.bell(rank), seen, BELL_SLICE);
            }
        })
        .expect("cormi: cannot start the accept thread");
}

/// The poller of one rank's idle shared-memory links: armed rings ring this rank's
/// doorbell (see the module's notes).
pub struct ShmPoller {
    seg: Arc<Segment>,
    rank: usize,
    /// The watched links: key and incoming ring.
    armed: Mutex<Vec<(usize, ring::Ring)>>,
    woken: AtomicBool,
}

impl ShmPoller {
    /// Moves the keys of rings whose watch was rung into `ready`; returns how many.
    fn collect(&self, ready: &mut Vec<usize>, dead_too: bool) -> usize {
        let before = ready.len();
        self.armed.lock().unwrap().retain(|(key, ring)| {
            let gone = dead_too && *key < self.seg.ranks() && !pid_alive(self.seg.pid_slot(*key));
            if ring.watched() && !gone {
                return true;
            }
            ready.push(*key);
            false
        });
        ready.len() - before
    }
}

/// Whether the process whose pid `slot` holds still exists (`kill(pid, 0)`; a peer's
/// link tells it exactly through its pidfd once a thread reads it).
fn pid_alive(slot: &AtomicU32) -> bool {
    let pid = slot.load(Ordering::Acquire);
    if pid == 0 || pid == std::process::id() {
        return true;
    }
    // SAFETY: signal 0 only checks that the process exists; nothing is delivered.
    unsafe { libc::kill(pid as libc::pid_t, 0) == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH) }
}

impl Poller for ShmPoller {
    fn arm(&self, key: usize, link: &dyn Link) -> Armed {
        let Watchable::Shm(link) = link.watchable() else { return Armed::No };
        let mut armed = self.armed.lock().unwrap();
        if link.watch() {
            return Armed::Ready;
        }
        armed.retain(|(k, _)| *k != key);
        armed.push((key, link.rx_ring().clone()));
        Armed::Watching
    }

    fn wait(&self, ready: &mut Vec<usize>, timeout: Duration) {
        let bell = self.seg.bell(self.rank);
        let seen = bell.load(Ordering::Acquire);
        if self.collect(ready, false) > 0 || self.woken.swap(false, Ordering::AcqRel) {
            return;
        }
        let start = Instant::now();
        futex::wait(bell, seen, timeout);
        self.collect(ready, start.elapsed() >= timeout);
        self.woken.store(false, Ordering::Release);
    }

    fn wake(&self) {
        self.woken.store(true, Ordering::Release);
        ring_bell(&self.seg, self.rank);
    }
}

/// A connected pair of links over a segment of their own with rings of `ring` bytes (a
/// power of two of at least 4096), both ends in this process (tests).
pub fn pair(ring: u32) -> std::io::Result<(ShmLink, ShmLink)> {
    let seg = Segment::create(2, ring)?;
    let a = ShmLink::new(seg.ring(0, 1), seg.ring(1, 0), None, "node 1".into());
    let b = ShmLink::new(seg.ring(1, 0), seg.ring(0, 1), None, "node 0".into());
    Ok((a, b))
}
