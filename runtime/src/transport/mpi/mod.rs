//! The MPI transport: the processes of an MPI job (`mpirun -n N ./prog`, `srun`) as cormi
//! nodes, rank r of `MPI_COMM_WORLD` being node r. Built with the runtime's `mpi` cargo
//! feature; `cormicc --mpi` links the runtime built with it (and the MPI library).
//!
//! - Start-up: MPI is initialised with `MPI_THREAD_MULTIPLE`, or adopted when the
//!   program initialised it before `cormi_init` (it must have asked for
//!   `MPI_THREAD_MULTIPLE`). cormi works on a duplicate of `MPI_COMM_WORLD`, so none of
//!   the program's own messages can match one of cormi's. A shared-memory split tells
//!   each rank which ranks share its host, and their pids.
//! - Concurrency: `MPI_THREAD_MULTIPLE`. Callers send from their own threads and poll for
//!   their replies (a receive posted for the peer's next message, `posted.rs`; a large
//!   frame's bodies with matched probes, `MPI_Improbe` + `MPI_Mrecv`, which unlike probe +
//!   receive is safe with several threads), so a call has no hand-off to a progress
//!   thread: the runtime's readers are the progress engine, as over the other links. A
//!   progress thread owning MPI would add a hand-off (a wake-up, or a CPU spent spinning)
//!   to each direction of every call. Waiters poll for up to 1 ms, even while other
//!   jobs keep the machine busy, as MPI's own waits do (`Transport::polling`).
//! - Blocked readers: MPI cannot block on several sources with a timeout, so one thread
//!   per rank (`router.rs`) tests the posted receives of links whose readers block and
//!   probes every source while some reader blocks or a large send is in flight, matches
//!   what arrived into its link's inbox and wakes the reader. It parks while nobody
//!   waits.
//! - Links (`link.rs`): small frames are one message; large ones a header message and
//!   body messages received straight into the payload. A `CLOSE` message plays the TCP
//!   end of stream.
//! - Dead peers: a peer on this host is watched through a pidfd (`process.rs`), so its
//!   callers get `CORMI_E_PEER_DEAD` within a receive slice; the MPI launcher ends the job
//!   when any rank dies, and then a rank that still waits for a call says which (the
//!   SIGTERM report of `inflight.rs`).
//! - Finalize: `MPI_Finalize` where this transport initialised MPI, and always on the
//!   serving ranks (their program never returns from `cormi_init`). A program that
//!   initialised MPI finalizes it itself on rank 0; cormi's finalize runs first even if
//!   the program never calls `cormi_finalize` (an `MPI_COMM_SELF` attribute whose delete
//!   callback `MPI_Finalize` calls before anything else).

mod link;
mod posted;
mod router;

pub use link::MpiLink;

use super::process::PeerProcess;
use super::{Endpoint, Transport, TransportError};
use crate::error::Error;
use link::Peer;
use mpi::datatype::Equivalence;
use mpi::environment::Threading;
use mpi::point_to_point::{Destination, Message, Source};
use mpi::raw::AsRaw;
use mpi::topology::{Communicator, SimpleCommunicator};
use mpi::traits::CommunicatorCollectives;
use std::mem::{ManuallyDrop, MaybeUninit};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The message tags of cormi's communicator.
mod tags {
    /// A whole frame.
    pub const FRAME: i32 = 1;
    /// The header of a frame whose payload follows in body messages.
    pub const HEAD: i32 = 2;
    /// A piece of a large frame's payload.
    pub const BODY: i32 = 3;
    /// The sender closed its end of the link.
    pub const CLOSE: i32 = 4;
}

/// The longest poll of a waiter (`Transport::polling`).
const MAX_SPIN: Duration = Duration::from_millis(1);

/// How long finalizing waits for threads still inside an MPI call of this transport.
const FINISH_WAIT: Duration = Duration::from_secs(2);

/// The MPI communicator of cormi's messages: a duplicate of `MPI_COMM_WORLD`.
struct Comm(ManuallyDrop<SimpleCommunicator>);

// SAFETY: the transport runs only with MPI_THREAD_MULTIPLE (checked in `start`), under
// which any thread may use a communicator at any time; the handle itself is a plain
// value that is never freed (ManuallyDrop: freeing it could come after MPI_Finalize).
unsafe impl Send for Comm {}
// SAFETY: as for Send: MPI_THREAD_MULTIPLE makes concurrent calls on one communicator
// legal, and nothing in the handle is written after creation.
unsafe impl Sync for Comm {}

/// A message matched by a probe, with its byte count. Holding it keeps the transport's
/// MPI gate open: a matched message must be received.
struct Matched<'a> {
    msg: Message,
    len: usize,
    _inside: Inside<'a>,
}

/// What the links, the router and the transport share.
pub(crate) struct Shared {
    comm: Comm,
    rank: usize,
    peers: Vec<Arc<Peer>>,
    any_tag: i32,
    /// The largest payload a reader accepts (set by every receive; the router uses it).
    max: AtomicU64,
    /// Readers blocked in `recv` plus large sends in flight: the router works while > 0.
    waiting: AtomicUsize,
    router: OnceLock<std::thread::Thread>,
    stopped: AtomicBool,
    /// Threads inside an MPI call of this transport.
    inside: AtomicUsize,
    /// Set before MPI is finalized: no MPI call starts any more.
    gate_closed: AtomicBool,
}

/// A thread inside the MPI gate.
struct Inside<'a>(&'a AtomicUsize);

impl Drop for Inside<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Keeps the router working while alive (a blocked reader, a large send).
pub(crate) struct Progress<'a>(&'a Shared);

impl Drop for Progress<'_> {
    fn drop(&mut self) {
        self.0.waiting.fetch_sub(1, Ordering::AcqRel);
    }
}

/// One byte of a receive buffer that MPI fills (spare capacity of a `Vec<u8>`).
#[repr(transparent)]
struct UninitByte(MaybeUninit<u8>);

// SAFETY: a `MaybeUninit<u8>` has the size, alignment and MPI datatype of a `u8`; MPI
// only writes it.
unsafe impl Equivalence for UninitByte {
    type Out = <u8 as Equivalence>::Out;
    fn equivalent_datatype() -> Self::Out {
        u8::equivalent_datatype()
    }
}

impl Shared {
    /// Enters the gate, or `Closed` once MPI is being finalized.
    fn enter(&self) -> Result<Inside<'_>, TransportError> {
        self.inside.fetch_add(1, Ordering::SeqCst);
        let inside = Inside(&self.inside);
        if self.gate_closed.load(Ordering::SeqCst) {
            return Err(TransportError::Closed);
        }
        Ok(inside)
    }

    /// Closes the gate and waits (up to `limit`) until no thread is inside; false if
    /// some still were.
    fn close_gate(&self, limit: Duration) -> bool {
        self.gate_closed.store(true, Ordering::SeqCst);
        let deadline = Instant::now() + limit;
        while self.inside.load(Ordering::SeqCst) > 0 {
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        true
    }

    fn max_payload(&self) -> u64 {
        self.max.load(Ordering::Relaxed)
    }

    fn set_max_payload(&self, max: u64) {
        if self.max.load(Ordering::Relaxed) != max {
            self.max.store(max, Ordering::Relaxed);
        }
    }

    fn any_tag(&self) -> i32 {
        self.any_tag
    }

    /// Keeps the router working until the guard drops.
    fn need_progress(&self) -> Progress<'_> {
        if self.waiting.fetch_add(1, Ordering::AcqRel) == 0 {
            if let Some(t) = self.router.get() {
                t.unpark();
            }
        }
        Progress(self)
    }

    /// Sends `bytes` to rank `peer` with `tag` (blocking until MPI may reuse the buffer).
    fn send(&self, peer: usize, bytes: &[u8], tag: i32) -> Result<(), TransportError> {
        let _inside = self.enter()?;
        self.comm.0.process_at_rank(peer as i32).send_with_tag(bytes, tag);
        Ok(())
    }

    /// Starts sending `bytes` to rank `peer` with `tag` (`MPI_Isend`); [`Shared::sent`]
    /// tells when MPI is done with them.
    ///
    /// # Safety
    /// `bytes` must stay valid and unchanged until the request completes (or for ever:
    /// a request that never completes keeps reading them).
    unsafe fn isend(&self, peer: usize, bytes: &[u8], tag: i32) -> Result<mpi::ffi::MPI_Request, TransportError> {
        let _inside = self.enter()?;
        // SAFETY: the caller's promise; inside the gate.
        Ok(unsafe { self.start_isend(peer, bytes, tag) })
    }

    /// `MPI_Isend` of `bytes` to rank `peer` with `tag`: the request.
    ///
    /// # Safety
    /// As for [`Shared::isend`]; the caller is inside the gate.
    unsafe fn start_isend(&self, peer: usize, bytes: &[u8], tag: i32) -> mpi::ffi::MPI_Request {
        // SAFETY: reading a constant of the MPI library (a plain handle value).
        let mut request = unsafe { mpi::ffi::RSMPI_REQUEST_NULL };
        // SAFETY: the bytes are valid for MPI's reads until the request completes (the
        // caller's promise); the communicator and datatype are valid handles.
        unsafe {
            mpi::ffi::MPI_Isend(
                bytes.as_ptr().cast(),
                bytes.len() as i32,
                u8::equivalent_datatype().as_raw(),
                peer as i32,
                tag,
                self.comm.0.as_raw(),
                &mut request,
            );
        }
        request
    }

    /// [`Shared::isend`], then up to `polls` tests of the request ([`Shared::sent`]),
    /// inside the gate once for all (its two atomic updates per MPI call showed in the
    /// ping latency): the request and whether it completed (then it is freed).
    ///
    /// # Safety
    /// As for [`Shared::isend`].
    unsafe fn isend_polled(&self, peer: usize, bytes: &[u8], tag: i32, polls: u32) -> Result<(mpi::ffi::MPI_Request, bool), TransportError> {
        let _inside = self.enter()?;
        // SAFETY: the caller's promise; inside the gate.
        let mut request = unsafe { self.start_isend(peer, bytes, tag) };
        for _ in 0..=polls {
            let mut done = 0;
            // SAFETY: `request` is the active send request just started (or null once
            // complete, which tests complete); the status is ignored.
            unsafe { mpi::ffi::MPI_Test(&mut request, &mut done, mpi::ffi::RSMPI_STATUS_IGNORE) };
            if done != 0 {
                return Ok((request, true));
            }
            std::hint::spin_loop();
        }
        Ok((request, false))
    }

    /// Sends an empty message with `tag` to rank `peer` without waiting for it to go out
    /// (`MPI_Isend`, then `MPI_Request_free`: MPI completes it whenever the peer takes it).
    fn send_detached(&self, peer: usize, tag: i32) -> Result<(), TransportError> {
        // SAFETY: an empty message reads no bytes.
        let mut request = unsafe { self.isend(peer, &[], tag)? };
        let _inside = self.enter()?;
        // SAFETY: `request` is an active send request of this process, freed once.
        unsafe { mpi::ffi::MPI_Request_free(&mut request) };
        Ok(())
    }

    /// True once the send `request` completed (then it is freed); one `MPI_Test`.
    fn sent(&self, request: &mut mpi::ffi::MPI_Request) -> Result<bool, TransportError> {
        let _inside = self.enter()?;
        let mut done = 0;
        // SAFETY: `request` is an active send request of this process (or null, which
        // tests complete); the status is ignored.
        unsafe { mpi::ffi::MPI_Test(request, &mut done, mpi::ffi::RSMPI_STATUS_IGNORE) };
        Ok(done != 0)
    }

    /// Matches the next message from `peer` with `tag`, if one arrived.
    fn improbe(&self, peer: usize, tag: i32) -> Result<Option<Matched<'_>>, TransportError> {
        let inside = self.enter()?;
        let Some((msg, status)) = self.comm.0.process_at_rank(peer as i32).immediate_matched_probe_with_tag(tag) else {
            return Ok(None);
        };
        let len = status.count(u8::equivalent_datatype()).max(0) as usize;
        Ok(Some(Matched { msg, len, _inside: inside }))
    }

    /// The source rank of some message that arrived (not matched), if any.
    fn iprobe_any(&self) -> Result<Option<usize>, TransportError> {
        let _inside = self.enter()?;
        Ok(self.comm.0.any_process().immediate_probe().map(|s| s.source_rank() as usize))
    }

    /// Receives a matched message, appending its bytes to `buf`.
    fn receive_append(&self, m: Matched<'_>, buf: &mut Vec<u8>) {
        let old = buf.len();
        buf.reserve(m.len);
        let spare = &mut buf.spare_capacity_mut()[..m.len];
        // SAFETY: `UninitByte` is a transparent `MaybeUninit<u8>`: the cast keeps length
        // and layout, and MPI only writes into the slice.
        let spare: &mut [UninitByte] = unsafe { &mut *(spare as *mut [MaybeUninit<u8>] as *mut [UninitByte]) };
        let status = m.msg.matched_receive_into(spare);
        let got = (status.count(u8::equivalent_datatype()).max(0) as usize).min(m.len);
        // SAFETY: MPI wrote `got` bytes (the message's size) at the end of `buf`.
        unsafe { buf.set_len(old + got) };
    }

    /// Receives a matched message into `scratch` and drops its bytes.
    fn discard(&self, m: Matched<'_>, scratch: &mut Vec<u8>) {
        scratch.clear();
        self.receive_append(m, scratch);
        scratch.clear();
    }
}

/// One rank's MPI transport.
pub struct MpiTransport {
    shared: Arc<Shared>,
    size: usize,
    host_ranks: usize,
    /// MPI as this transport initialised it (finalized by [`Transport::finish`]).
    universe: Mutex<Option<mpi::environment::Universe>>,
    router: Mutex<Option<std::thread::JoinHandle<()>>>,
    finished: AtomicBool,
}

/// True while `MPI_Finalize` runs (its first step calls cormi's delete callback).
static IN_MPI_FINALIZE: AtomicBool = AtomicBool::new(false);
/// What `MPI_Finalize` runs first (cormi's finalize of this process's node).
static AT_MPI_FINALIZE: OnceLock<fn()> = OnceLock::new();

/// Sets what runs when the program calls `MPI_Finalize` (before MPI goes away), once.
pub fn at_mpi_finalize(hook: fn()) {
    let _ = AT_MPI_FINALIZE.set(hook);
}

impl MpiTransport {
    /// Initialises (or adopts) MPI and builds this rank's transport on a duplicate of
    /// `MPI_COMM_WORLD`. Collective: every rank of the job calls it. Errors say what the
    /// MPI library or the program's own initialisation lacks.
    pub fn start() -> Result<MpiTransport, String> {
        let universe = if mpi::environment::is_initialized() {
            if mpi::environment::is_finalized() {
                return Err("MPI was finalized before cormi_init".into());
            }
            let level = mpi::environment::threading_support();
            if level != Threading::Multiple {
                return Err(format!(
                    "the program initialised MPI with {level:?} thread support; cormi needs MPI_THREAD_MULTIPLE \
                     (initialise MPI with MPI_Init_thread(..., MPI_THREAD_MULTIPLE, ...), or let cormi_init do it)"
                ));
            }
            None
        } else {
            let (universe, level) = mpi::initialize_with_threading(Threading::Multiple).ok_or("MPI could not be initialised")?;
            if level != Threading::Multiple {
                return Err(format!("this MPI library provides {level:?} thread support; cormi needs MPI_THREAD_MULTIPLE"));
            }
            Some(universe)
        };
        register_finalize_callback();
        let comm = SimpleCommunicator::world().duplicate();
        let (rank, size) = (comm.rank() as usize, comm.size() as usize);
        let pids = host_pids(&comm, rank, size);
        let host_ranks = pids.iter().filter(|p| p.is_some()).count();
        let peers = pids.into_iter().enumerate().map(|(r, pid)| Arc::new(Peer::new(r, pid.filter(|_| r != rank).map(PeerProcess::watch)))).collect();
        // SAFETY: reading a constant the MPI library initialised (MPI is initialised here).
        let any_tag = unsafe { mpi::ffi::RSMPI_ANY_TAG };
        let shared = Arc::new(Shared {
            comm: Comm(ManuallyDrop::new(comm)),
            rank,
            peers,
            any_tag,
            max: AtomicU64::new(crate::config::DEFAULT_MAX_MESSAGE),
            waiting: AtomicUsize::new(0),
            router: OnceLock::new(),
            stopped: AtomicBool::new(false),
            inside: AtomicUsize::new(0),
            gate_closed: AtomicBool::new(false),
        });
        let router = router::spawn(&shared);
        Ok(MpiTransport { shared, size, host_ranks, universe: Mutex::new(universe), router: Mutex::new(Some(router)), finished: AtomicBool::new(false) })
    }

    /// This process's rank in `MPI_COMM_WORLD`.
    pub fn rank(&self) -> usize {
        self.shared.rank
    }

    /// The number of processes of the job.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The link to `peer`.
    fn link(&self, peer: usize) -> MpiLink {
        MpiLink::new(self.shared.clone(), self.shared.peers[peer].clone())
    }
}

/// The pid of every rank that shares this host (None for the others), in rank order.
fn host_pids(comm: &SimpleCommunicator, rank: usize, size: usize) -> Vec<Option<u32>> {
    let local = comm.split_shared(rank as i32);
    let mine = [rank as u32, std::process::id()];
    let mut all = vec![0u32; 2 * local.size() as usize];
    local.all_gather_into(&mine[..], &mut all[..]);
    let mut pids = vec![None; size];
    for pair in all.chunks(2) {
        if let Some(slot) = pids.get_mut(pair[0] as usize) {
            *slot = Some(pair[1]);
        }
    }
    pids
}

impl Transport for MpiTransport {
    fn name(&self) -> &'static str {
        "mpi"
    }

    fn bring_up(&self, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let rank = endpoint.rank();
        if self.size != endpoint.nodes() || self.shared.rank != rank {
            return Err(Error::Transport(format!("MPI transport of rank {} of {} used for node {rank} of {}", self.shared.rank, self.size, endpoint.nodes())));
        }
        for peer in rank + 1..self.size {
            let (ep, link) = (endpoint.clone(), self.link(peer));
            std::thread::Builder::new()
                .name(format!("cormi-accept-{rank}-{peer}"))
                .spawn(move || ep.accepted(&format!("MPI rank {peer}"), Box::new(link)))
                .map_err(|e| Error::Transport(format!("cannot start a thread: {e}")))?;
        }
        for peer in 0..rank {
            endpoint.clone().dialed(peer, &format!("MPI rank {peer}"), Box::new(self.link(peer)))?;
        }
        Ok(())
    }

    fn host_ranks(&self) -> usize {
        self.host_ranks.max(1)
    }

    /// MPI's own waits poll without end whatever the load, and the launcher gives each
    /// rank a CPU: a user compares cormi's calls with that. A blocked wait costs more
    /// here than over other links (the router's nap, then a wake-up: 150-200 us with
    /// other jobs on the machine), so the polls are longer too. (More ranks on the host
    /// than CPUs still poll nowhere: `host_ranks`.)
    fn polling(&self) -> super::Polling {
        super::Polling { max: MAX_SPIN, under_load: true, pause: false }
    }

    fn address(&self) -> Option<String> {
        Some(format!("MPI rank {}", self.shared.rank))
    }

    fn shutdown(&self) {
        if !self.shared.stopped.swap(true, Ordering::AcqRel) {
            if let Some(t) = self.shared.router.get() {
                t.unpark();
            }
        }
    }

    /// Stops the router, lets no MPI call of cormi's start any more, and finalizes MPI
    /// where cormi must: this transport initialised it, or this process is a serving
    /// rank, which ends here.
    fn finish(&self) {
        if self.finished.swap(true, Ordering::AcqRel) {
            return;
        }
        self.shutdown();
        if let Some(router) = self.router.lock().unwrap().take() {
            let _ = router.join();
        }
        // No posted receive is used after this (they skip the gate).
        for peer in &self.shared.peers {
            peer.stop_receiving();
        }
        if !self.shared.close_gate(FINISH_WAIT) {
            eprintln!("cormi: node {}: a thread is still inside MPI after {} ms; MPI is not finalized", self.shared.rank, FINISH_WAIT.as_millis());
            return;
        }
        // No receive may be pending when MPI is finalized.
        for peer in &self.shared.peers {
            // SAFETY: the router has ended, the posted receives are stopped and the gate is
            // closed with no thread inside: no other thread of cormi's is inside MPI.
            unsafe { peer.cancel_receive() };
        }
        let universe = self.universe.lock().unwrap().take();
        let finalizing = IN_MPI_FINALIZE.load(Ordering::Acquire) || mpi::environment::is_finalized();
        match universe {
            Some(u) if finalizing => std::mem::forget(u),
            Some(u) => drop(u),
            None if finalizing || self.shared.rank == 0 => {}
            // SAFETY: a serving rank ends its process after this: nothing of the program
            // runs after cormi_init there, so nobody else finalizes MPI, and no thread of
            // cormi's is inside MPI any more (the gate is closed).
            None => unsafe {
                mpi::ffi::MPI_Finalize();
            },
        }
    }
}

/// Registers the delete callback of an `MPI_COMM_SELF` attribute: `MPI_Finalize` calls
/// it first, while MPI still works, so cormi's finalize (stopping the serving ranks)
/// runs before the program's `MPI_Finalize` goes on. Once per process.
fn register_finalize_callback() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let mut key = 0;
        // SAFETY: plain MPI calls with valid pointers (a local keyval, null extra state
        // and attribute value); MPI is initialised.
        unsafe {
            mpi::ffi::MPI_Comm_create_keyval(Some(no_copy), Some(on_mpi_finalize), &mut key, std::ptr::null_mut());
            mpi::ffi::MPI_Comm_set_attr(mpi::ffi::RSMPI_COMM_SELF, key, std::ptr::null_mut());
        }
    });
}

/// The attribute's copy callback: never copied (what `MPI_COMM_NULL_COPY_FN` does; Open
/// MPI refuses a null function).
///
/// # Safety
/// Called by MPI only, with `flag` pointing to an int it reads back.
unsafe extern "C" fn no_copy(
    _: mpi::ffi::MPI_Comm,
    _: i32,
    _: *mut std::ffi::c_void,
    _: *mut std::ffi::c_void,
    _: *mut std::ffi::c_void,
    flag: *mut i32,
) -> i32 {
    // SAFETY: MPI passes a valid pointer to the flag it reads back.
    unsafe { *flag = 0 };
    0
}

/// The attribute's delete callback: runs the finalize hook (MPI_Finalize has begun).
///
/// # Safety
/// Called by MPI only (it reads none of its arguments).
unsafe extern "C" fn on_mpi_finalize(_comm: mpi::ffi::MPI_Comm, _key: i32, _value: *mut std::ffi::c_void, _extra: *mut std::ffi::c_void) -> i32 {
    IN_MPI_FINALIZE.store(true, Ordering::Release);
    if let Some(hook) = AT_MPI_FINALIZE.get() {
        // A panic must not unwind into MPI.
        let _ = std::panic::catch_unwind(hook);
    }
    0
}
