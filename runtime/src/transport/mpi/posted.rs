//! The receive a link keeps posted for the peer's next message (any tag, up to
//! [`SPLIT`] bytes: a whole frame, a large frame's header, or `CLOSE`).
//!
//! A message that finds its receive already posted is matched by MPI's progress and
//! copied straight into this buffer; the reader only tests the request (`MPI_Test`).
//! Probing for it instead (`MPI_Improbe` + `MPI_Get_count` + `MPI_Mrecv`) takes a message
//! through the unexpected queue and allocates a request for every probe: a third more
//! per round trip under Open MPI 4.1 (measured: 1.52 against 1.18 us).
//!
//! The receive is posted by whoever reads the link (its reader, or the router for a
//! reader that blocks: `router.rs` tests the receives of blocked links), never on the way
//! out with a message (that would delay it). None is posted while the bodies of a large
//! frame arrive (any tag would match a body), nor after the peer's `CLOSE`.
//!
//! It is never cancelled while the job runs: Open MPI 4.1 can complete a receive twice
//! (and crash) when one thread cancels it while another thread's progress matches a
//! message to it. Only finishing the transport cancels it, once no other thread of cormi's
//! is inside MPI.
//!
//! Every use happens under the link's receive lock, which also keeps it from running
//! after `MPI_Finalize` in place of the transport's gate (whose two atomic updates every
//! poll would pay): finishing stops every link's receive under that lock first (no use
//! starts after), then closes the gate, then cancels. A message larger than the buffer
//! would be an MPI truncation error (fatal to the job): cormi's senders never send one
//! (frames over [`SPLIT`] bytes go as a header and bodies), and nothing but cormi uses
//! its private communicator.

use super::link::SPLIT;
use super::{Shared, TransportError};
use mpi::datatype::Equivalence;
use mpi::ffi;
use mpi::point_to_point::Status;
use mpi::raw::AsRaw;
use std::mem::MaybeUninit;

/// A message the posted receive got: its tag and byte count (the bytes are in
/// [`Posted::bytes`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Got {
    pub tag: i32,
    pub len: usize,
}

/// A link's posted receive and its buffer.
pub(super) struct Posted {
    request: ffi::MPI_Request,
    active: bool,
    /// What a batched test ([`test_some`]) found: [`Posted::test`] returns it next.
    found: Option<Got>,
    /// No receive is posted any more (the transport is being finished).
    stopped: bool,
    /// [`SPLIT`] bytes of capacity that MPI writes; never reallocated while `active`.
    buf: Vec<u8>,
}

// SAFETY: the request handle is only used under the link's receive lock, by one thread at
// a time, and the transport runs under MPI_THREAD_MULTIPLE, where any thread may
// complete a request another thread started.
unsafe impl Send for Posted {}

impl Default for Posted {
    fn default() -> Self {
        // SAFETY: reading a constant of the MPI library (a plain handle value).
        let request = unsafe { ffi::RSMPI_REQUEST_NULL };
        // Capacity only: pages are touched when messages land in them.
        Posted { request, active: false, found: None, stopped: false, buf: Vec::with_capacity(SPLIT) }
    }
}

impl Posted {
    /// Posts the receive for the next message from rank `peer`, unless it is posted (or
    /// the buffer still holds a message found by a batched test).
    pub fn post(&mut self, shared: &Shared, peer: usize) -> Result<(), TransportError> {
        if self.active || self.stopped || self.found.is_some() {
            return Ok(());
        }
        // SAFETY: the buffer has SPLIT bytes of capacity that stay where they are until
        // the request completes or is cancelled (`buf` is not touched while `active`);
        // the communicator and datatype are valid handles; `request` outlives the call.
        unsafe {
            ffi::MPI_Irecv(
                self.buf.as_mut_ptr().cast(),
                SPLIT as i32,
                u8::equivalent_datatype().as_raw(),
                peer as i32,
                shared.any_tag(),
                shared.comm.0.as_raw(),
                &mut self.request,
            );
        }
        self.active = true;
        Ok(())
    }

    /// The message the posted receive got, if it completed (then no receive is posted).
    pub fn test(&mut self) -> Result<Option<Got>, TransportError> {
        if let Some(got) = self.found.take() {
            return Ok(Some(got));
        }
        if !self.active || self.stopped {
            return Ok(None);
        }
        let mut done = 0;
        let mut status = MaybeUninit::<ffi::MPI_Status>::uninit();
        // SAFETY: `request` is an active receive of this process; MPI writes the flag and,
        // when it is set, the status.
        unsafe { ffi::MPI_Test(&mut self.request, &mut done, status.as_mut_ptr()) };
        if done == 0 {
            return Ok(None);
        }
        self.active = false;
        // SAFETY: MPI_Test set the flag, so it wrote the status.
        Ok(Some(self.got(unsafe { status.assume_init() })))
    }

    /// Tests a pending receive once: true when it completed (its message is kept for the
    /// next [`Posted::test`]) or nothing is pending. The pollers' path: no status decoded
    /// while nothing came.
    pub fn poll(&mut self) -> bool {
        if !self.active || self.stopped {
            return true;
        }
        let mut done = 0;
        let mut status = MaybeUninit::<ffi::MPI_Status>::uninit();
        // SAFETY: `request` is an active receive of this process; MPI writes the flag and,
        // when it is set, the status.
        unsafe { ffi::MPI_Test(&mut self.request, &mut done, status.as_mut_ptr()) };
        if done == 0 {
            return false;
        }
        self.active = false;
        // SAFETY: MPI_Test set the flag, so it wrote the status.
        self.found = Some(self.got(unsafe { status.assume_init() }));
        true
    }

    /// Makes no MPI call any more (the transport is being finished): [`Posted::cancel`]
    /// then releases the receive.
    pub fn stop(&mut self) {
        self.stopped = true;
    }

    /// Cancels a receive still posted.
    ///
    /// # Safety
    /// No other thread may be inside MPI (the transport's gate is closed): a cancel that
    /// races another thread's matching can complete the request twice (see above).
    pub unsafe fn cancel(&mut self) {
        if !self.active {
            return;
        }
        let mut status = MaybeUninit::<ffi::MPI_Status>::uninit();
        // SAFETY: `request` is an active receive of this process: cancelling it and
        // waiting for it completes it either way (whether a message came first does not
        // matter any more); no other thread is inside MPI (the caller's promise).
        unsafe {
            ffi::MPI_Cancel(&mut self.request);
            ffi::MPI_Wait(&mut self.request, status.as_mut_ptr());
        }
        self.active = false;
    }

    /// True once [`Posted::stop`] ran.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The first `len` bytes of the last message (`len` as a [`Got`] said).
    pub fn bytes(&self, len: usize) -> &[u8] {
        assert!(!self.active && len <= self.buf.capacity());
        // SAFETY: the receive completed: MPI wrote `len` bytes at the start of the buffer
        // (within its capacity, checked above) and writes nothing any more.
        unsafe { std::slice::from_raw_parts(self.buf.as_ptr(), len) }
    }

    /// True while a receive is posted and not known to be complete.
    pub fn pending(&self) -> bool {
        self.active
    }

    fn got(&self, status: ffi::MPI_Status) -> Got {
        let status = Status::from_raw(status);
        let len = (status.count(u8::equivalent_datatype()).max(0) as usize).min(self.buf.capacity());
        Got { tag: status.tag(), len }
    }
}

/// Tests the pending receives of several links at once (`MPI_Testsome`: one pass of MPI's
/// progress for all, where a test each would make one pass each); what completed is
/// kept in its [`Posted`] for its next [`Posted::test`]. Each `Posted` comes from a link
/// whose receive lock the caller holds. Returns how many completed.
pub(super) fn test_some(posted: &mut [&mut Posted]) -> usize {
    let mut requests: Vec<ffi::MPI_Request> = posted.iter().filter(|p| p.active && !p.stopped).map(|p| p.request).collect();
    if requests.is_empty() {
        return 0;
    }
    let n = requests.len();
    let mut indices = vec![0i32; n];
    let mut statuses: Vec<MaybeUninit<ffi::MPI_Status>> = (0..n).map(|_| MaybeUninit::uninit()).collect();
    let mut done = 0;
    // SAFETY: `requests` holds `n` active receives of this process (each under its link's
    // receive lock, held by the caller, and not stopped); MPI writes `done` indices and as
    // many statuses, in arrays of `n` entries.
    unsafe { ffi::MPI_Testsome(n as i32, requests.as_mut_ptr(), &mut done, indices.as_mut_ptr(), statuses.as_mut_ptr().cast()) };
    let done = done.max(0) as usize;
    let mut active: Vec<&mut Posted> = posted.iter_mut().filter(|p| p.active && !p.stopped).map(|p| &mut **p).collect();
    for k in 0..done {
        let i = indices[k] as usize;
        // SAFETY: MPI wrote the first `done` statuses, in the order of `indices`.
        let status = unsafe { statuses[k].assume_init() };
        let p = &mut active[i];
        p.active = false;
        p.request = requests[i];
        p.found = Some(p.got(status));
    }
    done
}
