//! Transports: how nodes find each other, the byte-frame links between them, how a
//! waiting thread makes progress on a link, and shutdown.
//!
//! Only the modules under `transport/` touch sockets, shared memory or MPI.
//! A transport has two parts:
//! - [`Transport`], one per node: its whole life outside established links. Bring-up
//!   (rendezvous: whom to dial and where; listening; dialing; accepting), the facts that
//!   progress needs (how many ranks share this host's CPUs), and shutdown (stop accepting).
//!   It hands every new link to the node through [`Endpoint`], which runs the handshake
//!   and installs the link; a transport knows nothing of hellos, calls or dispatch.
//! - [`Link`], one per connection: whole frames (see `wire`) in both directions, a receive
//!   that never blocks ([`Link::try_recv`]) and one that blocks for a slice
//!   ([`Link::recv`]). [`progress`] turns the two into a wait that polls for an adaptive
//!   budget before it blocks, the same for every link kind.
//!
//! Implementations: [`inproc`] (nodes as threads of one process), [`shm`] (processes on
//! one host), [`tcp`], and `mpi` (the processes of an MPI job; with the `mpi` feature).

pub mod inproc;
#[cfg(feature = "mpi")]
pub mod mpi;
pub mod poller;
pub mod process;
pub mod progress;
pub mod shm;
pub mod tcp;

use crate::error::Error;
use crate::wire::Header;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long one [`Link::recv`] blocks at most before returning `Ok(None)`. Waiters check
/// their deadlines (and service threads their state) between receives.
pub const RECV_SLICE: Duration = Duration::from_millis(50);

/// A failure of a link. `Closed` and `Reset` are final; so is `Malformed` (the byte stream
/// cannot be resynchronised after a bad header).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransportError {
    /// The peer closed the connection (EOF) or this side closed it.
    #[error("connection closed")]
    Closed,
    /// The connection broke (reset, broken pipe): the peer most likely died.
    #[error("connection reset: {0}")]
    Reset(String),
    /// A frame header announced more than the maximum message size.
    #[error("frame of {len} bytes exceeds the maximum of {max}")]
    TooBig {
        /// Announced payload bytes.
        len: u64,
        /// The maximum accepted.
        max: u64,
    },
    /// Bytes that are not a cormi frame (bad magic or version).
    #[error("malformed frame: {0}")]
    Malformed(String),
    /// Any other I/O error.
    #[error("i/o error: {0}")]
    Io(String),
    /// A send's deadline passed while the peer took no bytes (a stopped or hung peer with
    /// a full ring or socket buffer). `partial`: part of the frame went out, so the byte
    /// stream cannot go on (the connection must be failed); otherwise the link is intact.
    #[error("the peer took no bytes until the send's deadline")]
    TimedOut {
        /// Part of the frame was written before the deadline.
        partial: bool,
    },
}

/// When a send that waits for its peer to take bytes gives up ([`Link::send_by`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Deadline {
    /// Never.
    #[default]
    Never,
    /// At this instant (a call's deadline).
    At(Instant),
    /// This long after the send first has to wait (a reply: the serving node's call
    /// timeout). The clock is read only then: a send that never waits reads none (a
    /// clock read costs 50 ns on a VM, a tenth of a shared-memory round trip's budget).
    After(Duration),
}

impl Deadline {
    /// The instant it passes (None: never); an [`Deadline::After`] is fixed from now on
    /// its first use.
    pub fn fix(&mut self) -> Option<Instant> {
        match *self {
            Deadline::Never => None,
            Deadline::At(t) => Some(t),
            Deadline::After(d) => {
                let t = Instant::now() + d;
                *self = Deadline::At(t);
                Some(t)
            }
        }
    }
}

impl From<Option<Instant>> for Deadline {
    fn from(t: Option<Instant>) -> Self {
        t.map_or(Deadline::Never, Deadline::At)
    }
}

/// What [`Link::recv`] got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Received {
    /// A whole frame: this header, and its payload in the caller's buffer.
    Frame(Header),
    /// A frame whose header announced more than the maximum size: its payload was (or will
    /// be) skipped without being stored, and the link stays usable. The receiver answers
    /// requests of this kind with an error reply.
    Oversize(Header),
}

/// One connection between two nodes, carrying whole frames in both directions.
///
/// `send` may be called by many threads at once (frames never interleave). The receives
/// are called by one thread at a time (the connection's reader); implementations may keep
/// partial-frame state between calls.
pub trait Link: Send + Sync {
    /// Sends one frame: an encoded header followed by its payload, as one unit.
    fn send(&self, frame: &[u8]) -> Result<(), TransportError>;

    /// Sends one frame given as consecutive pieces (header first), as one unit: large
    /// argument blocks go from the caller's memory to the transport without a copy
    /// (`gather.rs`). The default copies the pieces into one frame.
    fn send_parts(&self, parts: &[&[u8]]) -> Result<(), TransportError> {
        self.send(&parts.concat())
    }

    /// As [`Link::send`], but a send that waits for the peer to take bytes gives up at
    /// `deadline` with [`TransportError::TimedOut`]. The default ignores the deadline:
    /// for links whose sends do not wait for the peer.
    fn send_by(&self, frame: &[u8], deadline: Deadline) -> Result<(), TransportError> {
        let _ = deadline;
        self.send(frame)
    }

    /// As [`Link::send_parts`], with a deadline as for [`Link::send_by`].
    fn send_parts_by(&self, parts: &[&[u8]], deadline: Deadline) -> Result<(), TransportError> {
        let _ = deadline;
        self.send_parts(parts)
    }

    /// True when [`Link::send_parts`] sends the pieces without copying them first (TCP,
    /// shared memory). Otherwise the node copies them into the message's own buffer,
    /// which is kept across calls (no fresh allocation per call), and sends that.
    fn gathers(&self) -> bool {
        false
    }

    /// Receives the next frame if one has arrived, without blocking: its payload into
    /// `payload` (cleared first). Validates the header (magic, version, `len <=
    /// max_payload`) before allocating anything. `Ok(None)`: no whole frame yet.
    fn try_recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError>;

    /// As [`Link::try_recv`], but blocks until a whole frame arrived or [`RECV_SLICE`]
    /// passed (then `Ok(None)`).
    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError>;

    /// Closes both directions; a blocked `recv` on either side returns `Closed` soon.
    fn close(&self);

    /// True when the peer last ran on the CPU the calling thread runs on, as far as the
    /// link can tell (default: it cannot). Then the receiver does not poll: a poller
    /// would hold the very CPU its peer needs to answer.
    fn peer_on_this_cpu(&self) -> bool {
        false
    }

    /// How a [`poller::Poller`] watches this link while no thread reads it (an idle
    /// connection has no thread of its own). `Watchable::No` (the default): it cannot be
    /// watched, so a thread keeps reading it.
    fn watchable(&self) -> Watchable<'_> {
        Watchable::No
    }

    /// True when bytes wait in the link's own buffer (read from the kernel or the ring
    /// but not yet returned as a frame): a poller would not see them.
    fn buffered(&self) -> bool {
        false
    }

    /// Offers the link a received payload's buffer once its request was served: a link
    /// that reads large frames into buffers of its own takes a large one (leaving an
    /// empty one) and lands its next large frame there, whichever thread reads it.
    /// Default: the buffer stays with the reader.
    fn keep_buffer(&self, buf: &mut Vec<u8>) {
        let _ = buf;
    }

    /// Frees what [`Link::keep_buffer`] kept (the connection went idle).
    fn drop_buffers(&self) {}

    /// Lends the peer read access to this process's memory for the large blocks of one
    /// request (shared memory: cross-memory attach, `shm/cma.rs`), until the [`Lease`]
    /// drops. None (the default): the peer cannot read this process, or another request
    /// holds the link's lease; the blocks then travel in the frame.
    fn lend(&self) -> Option<Lease<'_>> {
        None
    }

    /// Ends lease `tag` (by [`Lease`]'s drop): returns once the peer reads nothing under
    /// it any more (waiting for a read in progress, unless the peer died).
    fn end_lease(&self, tag: u32) {
        let _ = tag;
    }

    /// True when a lent block's bytes follow its frame in the stream (TCP: [`Lease`]'s
    /// `trailing`): [`Link::read_lent`] reads them in order, and the reader of such a
    /// request holds the link until [`Link::end_lent`].
    fn streams_lent(&self) -> bool {
        false
    }

    /// Ends the lent blocks of the request received last (a stream link discards what
    /// the server function did not read; others do nothing).
    fn end_lent(&self) {}

    /// Reads `len` bytes at `src` in the peer's memory into `dst`, under the peer's lease
    /// `tag` (a request's lent blocks, `holes.rs`). Fails when the peer revoked the lease
    /// (its call returned), died, or the link cannot read its peer (the default). A
    /// stream link reads the next `len` bytes of the blocks that follow the frame
    /// (`src` and `tag` are not used: the blocks are read in order).
    ///
    /// # Safety
    /// `dst` must be valid for `len` bytes of writes.
    unsafe fn read_lent(&self, tag: u32, src: u64, dst: *mut u8, len: usize) -> Result<(), TransportError> {
        let _ = (tag, src, dst, len);
        Err(TransportError::Io("this link cannot read its peer's memory".into()))
    }
}

/// Read access to this process's memory lent to a link's peer ([`Link::lend`]); ends when
/// dropped.
pub struct Lease<'a> {
    /// The lease's tag, named in the request's block table (`wire::RemoteBlocks`).
    pub tag: u32,
    /// The blocks' bytes go after the frame, in order (a stream link): the receiver
    /// reads them from the stream, not from this process.
    pub trailing: bool,
    link: &'a dyn Link,
}

impl<'a> Lease<'a> {
    /// Lease `tag` granted by `link` (for implementations of [`Link::lend`]).
    pub fn new(tag: u32, link: &'a dyn Link) -> Lease<'a> {
        Lease { tag, trailing: false, link }
    }

    /// A stream link's lease: the blocks follow the frame.
    pub fn trailing(link: &'a dyn Link) -> Lease<'a> {
        Lease { tag: 0, trailing: true, link }
    }
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        self.link.end_lease(self.tag);
    }
}

/// What a poller watches on an idle link (see [`Link::watchable`]).
pub enum Watchable<'a> {
    /// Nothing: the link keeps a reading thread.
    No,
    /// A descriptor that polls readable when bytes (or the end of the stream) arrive.
    Fd(std::os::fd::RawFd),
    /// A shared-memory link: its poller arms the receive ring's doorbell.
    Shm(&'a shm::ShmLink),
}

/// A node as its transport sees it during bring-up: who it is, and where new links go.
/// The node runs the handshake on every link and installs it (`cluster.rs`).
pub trait Endpoint: Send + Sync {
    /// This node's rank.
    fn rank(&self) -> usize;
    /// The number of nodes of the job.
    fn nodes(&self) -> usize;
    /// How long dialing a peer (retries included) may take.
    fn connect_timeout(&self) -> Duration;
    /// True once the node closes: accepting stops.
    fn closing(&self) -> bool;
    /// A link this node dialed to `peer` (at `addr`, for messages): runs the handshake and
    /// installs the link. An error fails the bring-up.
    fn dialed(self: Arc<Self>, peer: usize, addr: &str, link: Box<dyn Link>) -> Result<(), Error>;
    /// A link that a peer dialed (from `from`, for messages): runs the handshake, refusing
    /// what the node refuses, and installs the link. Called on a thread of its own, so a
    /// silent peer stalls nobody; failures are the endpoint's to report.
    fn accepted(self: Arc<Self>, from: &str, link: Box<dyn Link>);
    /// A connection attempt refused before any handshake (TCP: a dialer without the
    /// job's secret), for the node's log.
    fn refused(&self, from: &str, why: &str) {
        eprintln!("cormi: node {}: refused a connection from {from}: {why}", self.rank());
    }
}

/// One node's transport, for its whole life outside the established links.
///
/// Every pair of ranks has at most one link. An eager transport (in-process, MPI) makes
/// them all at bring-up: ranks dial the ranks below them, each once, and accept the ranks
/// above them. A lazy one ([`Transport::lazy`]: TCP, shared memory) makes a link when a
/// node first needs it ([`Transport::dial`]), from either side; the node's `Endpoint`
/// settles two crossing dials (the higher rank's link wins).
pub trait Transport: Send + Sync {
    /// The name `CORMI_TRANSPORT` uses (`tcp`, `shm`, `inproc`, `mpi`).
    fn name(&self) -> &'static str;

    /// Bring-up: starts accepting (until [`Transport::shutdown`]); an eager transport then
    /// dials the ranks below it, handing every link to `endpoint`, and returns once the
    /// dialed links are installed. Accepted links keep arriving after.
    fn bring_up(&self, endpoint: Arc<dyn Endpoint>) -> Result<(), Error>;

    /// True when links are made on first use ([`Transport::dial`]) rather than at
    /// bring-up.
    fn lazy(&self) -> bool {
        false
    }

    /// True when the transport itself lets only one rank of a pair dial (shared memory's
    /// claim word), so the node need not settle crossing dials.
    fn arbitrates(&self) -> bool {
        false
    }

    /// A lazy transport: dials `peer` now and hands the link to `endpoint.dialed`.
    fn dial(&self, peer: usize, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let _ = endpoint;
        Err(Error::Transport(format!("the {} transport does not dial node {peer} on demand", self.name())))
    }

    /// The poller that watches this transport's idle links, one per node (None: links
    /// keep a reading thread each).
    fn poller(&self) -> Option<Arc<dyn poller::Poller>> {
        None
    }

    /// How many ranks of the job run on this node's host and so share its CPUs (progress
    /// spins only where every such rank can have a CPU of its own).
    fn host_ranks(&self) -> usize;

    /// How this transport's waiters poll (see [`Polling`]).
    fn polling(&self) -> Polling {
        Polling::default()
    }

    /// Where peers reach this node (`host:port` for TCP), for messages and tests.
    fn address(&self) -> Option<String>;

    /// Stops accepting links (idempotent). The established links are closed by their
    /// connections.
    fn shutdown(&self);

    /// Releases what the transport holds for the whole process, once the node is closed
    /// and no link is used any more (MPI: `MPI_Finalize` where cormi must call it).
    /// Idempotent; the default does nothing.
    fn finish(&self) {}
}

/// How a transport's waiters poll before they block (`progress.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Polling {
    /// The longest poll where `CORMI_SPIN_US` does not set one: a little above what a
    /// blocked wait costs when its answer comes.
    pub max: Duration,
    /// Poll even while more threads are runnable than the machine has CPUs (default:
    /// block, and leave the CPUs to threads that could run).
    pub under_load: bool,
    /// Pause the CPU between two polls (x86 `pause`, up to 140 cycles on recent Intel):
    /// where a poll is a few loads of shared memory. Not where each poll is a library
    /// call long enough on its own (`MPI_Test` runs MPI's progress): there the pause
    /// only delays seeing the answer.
    pub pause: bool,
}

impl Default for Polling {
    fn default() -> Self {
        Polling { max: progress::DEFAULT_MAX_SPIN, under_load: false, pause: true }
    }
}

/// Maps an OS error on a socket-like link to a [`TransportError`].
pub(crate) fn io_error(e: &std::io::Error) -> TransportError {
    use std::io::ErrorKind::*;
    match e.kind() {
        ConnectionReset | ConnectionAborted | BrokenPipe | UnexpectedEof => TransportError::Reset(e.to_string()),
        NotConnected => TransportError::Closed,
        _ => TransportError::Io(e.to_string()),
    }
}
