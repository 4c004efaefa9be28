//! One MPI link: the frames between this rank and one peer rank on the transport's
//! private communicator.
//!
//! A frame of at most [`SPLIT`] bytes travels as one message (tag `FRAME`); a larger one
//! as a `HEAD` message (its 48-byte header) followed by `BODY` messages of at most
//! [`CHUNK`] bytes, sent under the link's send lock so that two large frames never mix.
//! Bodies are received straight into the payload buffer, an oversize frame's bodies
//! into one chunk-sized scratch buffer (nothing larger than the maximum is allocated).
//! A `CLOSE` message is the end of the stream.
//!
//! Sending with a deadline (calls and replies: `Link::send_by`): each message goes out
//! with `MPI_Isend` from a copy (a body at most [`CHUNK`] bytes) in the link's buffer (a
//! large frame's messages, under the send lock) or the sending thread's (a small frame:
//! no lock on a call's path), tested until it completes or the deadline passes (a peer that stopped
//! receiving: a rendezvous send, or eager buffers that filled, never completes). A send
//! that passed its deadline leaves its request, with its buffer, to the link (MPI reads
//! the buffer until the peer takes the message, if ever; freed once a later test finds
//! it complete); the caller gets `TimedOut`. `CLOSE` never waits either. The copy costs
//! a large frame one memcpy of its payload, the price of a send that can be given up:
//! MPI reads a buffer until the message is taken, and the caller's may be freed once
//! its call timed out.
//!
//! Receiving: every match of a message from the peer happens under the link's receive
//! lock, so frames come out in the order the peer sent them, whether the reader or the
//! router (`router.rs`) matched them. The link keeps a receive posted for the next
//! message (`posted.rs`), which the router tests while the reader blocks; bodies are
//! matched by tag (`MPI_Improbe` + `MPI_Mrecv`).
//! Frames the router matched wait in the link's inbox, which readers empty first.

use super::posted::{test_some, Got, Posted};
use super::{tags, Shared};
use crate::transport::process::PeerProcess;
use crate::transport::{Deadline, Link, Received, TransportError, RECV_SLICE};
use crate::wire::{Header, WireError, HEADER_SIZE};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Frames up to this many bytes (header included) are one message.
pub const SPLIT: usize = 64 << 10;
/// The largest body message of a larger frame.
pub const CHUNK: usize = 4 << 20;
/// Frames the router matched that a link keeps before the router leaves the rest to the
/// link's reader (bounds the memory a reader that stopped reading can pin).
const INBOX_FRAMES: usize = 1024;

/// What this rank knows of one peer rank: shared by its link and the router.
pub(super) struct Peer {
    /// The peer's rank.
    pub rank: usize,
    recv: Mutex<RecvState>,
    /// Signalled when the inbox gets a frame or the link closes.
    ready: Condvar,
    /// The sending side: held while a frame's messages go out (the messages of two large
    /// frames never mix).
    out: Mutex<Outgoing>,
    /// `out` holds sends given up at their deadline (a small frame's send reaps them
    /// before it starts only then: it takes no lock otherwise).
    abandoned: AtomicBool,
    /// This side closed the link.
    closed: AtomicBool,
    /// The link's reader blocks: the router tests its posted receive.
    blocked: AtomicBool,
    /// The peer's process where it runs on this host (a dead peer is seen at once).
    process: Option<PeerProcess>,
}

/// The sending side of a link: the buffer sends with a deadline go out from, and the
/// sends that passed their deadline.
#[derive(Default)]
struct Outgoing {
    /// What an `MPI_Isend` in progress reads (kept across sends).
    buf: Vec<u8>,
    /// Sends given up at their deadline, with the buffers MPI may still read.
    abandoned: Vec<(SendRequest, Vec<u8>)>,
}

impl Drop for Outgoing {
    fn drop(&mut self) {
        // MPI may still read the buffers of sends that never completed: never free them.
        for (_, buf) in self.abandoned.drain(..) {
            std::mem::forget(buf);
        }
    }
}

/// An `MPI_Isend` request handle.
struct SendRequest(mpi::ffi::MPI_Request);

// SAFETY: the handle is used under the link's send lock only, and the transport runs
// under MPI_THREAD_MULTIPLE, where any thread may test a request another one started.
unsafe impl Send for SendRequest {}

thread_local! {
    /// The buffer a thread's small frames go out from (`MpiLink::send_small`), kept
    /// across sends; one given up at its deadline stays with its link.
    static SMALL_SEND: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Polls of a send's request before the sender naps between polls.
const SEND_POLLS: u32 = 1000;
/// The longest nap between two polls of a send that waits for its peer.
const SEND_NAP: Duration = Duration::from_millis(1);

/// The receiving side of a link.
#[derive(Default)]
struct RecvState {
    /// Frames the router matched, in order, with their payloads.
    inbox: VecDeque<(Received, Vec<u8>)>,
    /// A large frame whose bodies are still arriving.
    partial: Option<Partial>,
    /// The peer's CLOSE arrived.
    peer_closed: bool,
    /// A bad message was seen: the stream cannot be trusted any more.
    broken: Option<String>,
    /// Where dropped bodies land.
    scratch: Vec<u8>,
    /// The receive posted for the peer's next message (while a reader polls).
    posted: Posted,
}

/// A large frame being received.
struct Partial {
    header: Header,
    /// Payload bytes received so far.
    got: usize,
    /// The header announced more than the maximum: bodies are received and dropped.
    oversize: bool,
    /// The payload so far (empty when oversize).
    payload: Vec<u8>,
}

impl RecvState {
    /// True when nothing but the posted receive can give the next frame: no frame in the
    /// inbox, no large frame in progress, the stream intact, and the receive posted.
    fn only_posted(&self) -> bool {
        self.inbox.is_empty() && self.partial.is_none() && !self.peer_closed && self.broken.is_none() && self.posted.pending()
    }
}

impl Peer {
    /// The peer `rank`, whose process (on this host) is `process`.
    pub fn new(rank: usize, process: Option<PeerProcess>) -> Peer {
        Peer {
            rank,
            recv: Mutex::default(),
            ready: Condvar::new(),
            out: Mutex::default(),
            abandoned: AtomicBool::new(false),
            closed: AtomicBool::new(false),
            blocked: AtomicBool::new(false),
            process,
        }
    }

    /// Matches what arrived from the peer into the inbox, for a reader that blocks (the
    /// router's part). Returns whether the inbox got a frame; false also when a reader
    /// holds the link (it matches the messages itself) or the inbox is full.
    pub fn route(&self, shared: &Shared) -> bool {
        let Ok(st) = self.recv.try_lock() else { return false };
        self.route_locked(shared, st)
    }

    /// [`Peer::route`] with the receive state locked already.
    fn route_locked(&self, shared: &Shared, mut st: MutexGuard<'_, RecvState>) -> bool {
        if st.inbox.len() >= INBOX_FRAMES || st.peer_closed || st.broken.is_some() {
            return false;
        }
        let mut payload = Vec::new();
        let got = match pump(shared, self, &mut st, &mut payload) {
            Ok(Some(r)) => {
                st.inbox.push_back((r, payload));
                true
            }
            Ok(None) => false,
            Err(TransportError::Closed) => true,
            Err(e) => {
                st.broken = Some(e.to_string());
                true
            }
        };
        drop(st);
        if got {
            self.ready.notify_all();
        }
        got
    }
}

impl Peer {
    /// The link's posted receive makes no MPI call any more (the transport is being
    /// finished; see `posted.rs`).
    pub fn stop_receiving(&self) {
        self.recv.lock().unwrap().posted.stop();
    }

    /// Cancels the link's posted receive, once stopped.
    ///
    /// # Safety
    /// As for `Posted::cancel`: no other thread is inside MPI.
    pub unsafe fn cancel_receive(&self) {
        // SAFETY: the caller's promise.
        unsafe { self.recv.lock().unwrap().posted.cancel() };
    }

    /// True while the link's reader blocks (the router reads for it).
    pub fn blocked(&self) -> bool {
        self.blocked.load(Ordering::Acquire)
    }
}

/// Routes for the links whose readers block: one batched test of their posted receives
/// (`posted::test_some`), then each link whose receive completed matches the message
/// into its inbox. Links that a thread holds are left to it. True if an inbox got a frame.
pub(super) fn route_blocked(shared: &Shared) -> bool {
    let mut held: Vec<(&Peer, MutexGuard<'_, RecvState>)> =
        shared.peers.iter().filter(|p| p.blocked()).filter_map(|p| Some((&**p, p.recv.try_lock().ok()?))).collect();
    held.retain(|(_, st)| st.posted.pending());
    let mut posted: Vec<&mut Posted> = held.iter_mut().map(|(_, st)| &mut st.posted).collect();
    if test_some(&mut posted) == 0 {
        return false;
    }
    let mut routed = false;
    for (peer, st) in held {
        if !st.posted.pending() {
            routed |= peer.route_locked(shared, st);
        }
    }
    routed
}

/// Marks a link's reader blocked while alive.
struct Blocked<'a>(&'a Peer);

impl<'a> Blocked<'a> {
    fn mark(peer: &'a Peer) -> Blocked<'a> {
        peer.blocked.store(true, Ordering::Release);
        Blocked(peer)
    }
}

impl Drop for Blocked<'_> {
    fn drop(&mut self) {
        self.0.blocked.store(false, Ordering::Release);
    }
}

/// The next message of the link's posted receive, posting it first if it is not.
fn next_message(shared: &Shared, peer: &Peer, posted: &mut Posted) -> Result<Option<Got>, TransportError> {
    if posted.stopped() {
        return Err(TransportError::Closed);
    }
    posted.post(shared, peer.rank)?;
    posted.test()
}

/// Receives what it can of the next frame from `peer` (its receive state locked):
/// `Ok(Some)` a whole frame, its payload in `payload`; `Ok(None)` nothing whole yet.
fn pump(shared: &Shared, peer: &Peer, st: &mut RecvState, payload: &mut Vec<u8>) -> Result<Option<Received>, TransportError> {
    let max = shared.max_payload();
    loop {
        if let Some(p) = st.partial.as_mut() {
            let Some(m) = shared.improbe(peer.rank, tags::BODY)? else {
                // A peer that gave up sending the frame (its deadline passed) closes the
                // link: its CLOSE ends the stream, the bodies left will never come.
                if let Some(m) = shared.improbe(peer.rank, tags::CLOSE)? {
                    shared.discard(m, &mut st.scratch);
                    st.partial = None;
                    st.peer_closed = true;
                    return Err(TransportError::Closed);
                }
                return Ok(None);
            };
            let (n, left) = (m.len, p.header.len as usize - p.got);
            if n > left || n == 0 {
                shared.discard(m, &mut st.scratch);
                return Err(TransportError::Malformed(format!("a body message of {n} bytes where {left} were left")));
            }
            if p.oversize {
                shared.discard(m, &mut st.scratch);
            } else {
                shared.receive_append(m, &mut p.payload);
            }
            p.got += n;
            if p.got < p.header.len as usize {
                continue;
            }
            let p = st.partial.take().expect("a partial frame");
            if p.oversize {
                return Ok(Some(Received::Oversize(p.header)));
            }
            *payload = p.payload;
            return Ok(Some(Received::Frame(p.header)));
        }
        let Some(Got { tag, len: n }) = next_message(shared, peer, &mut st.posted)? else { return Ok(None) };
        let bytes = st.posted.bytes(n);
        match tag {
            tags::FRAME => return decode_whole(bytes, payload, max).map(Some),
            tags::HEAD => {
                let header = match Header::decode(bytes, max) {
                    Ok(h) => (h, false),
                    Err(WireError::TooBig { .. }) => (Header::decode(bytes, u64::MAX).expect("decoded before"), true),
                    Err(e) => return Err(TransportError::Malformed(e.to_string())),
                };
                if n != HEADER_SIZE || header.0.len == 0 {
                    return Err(TransportError::Malformed(format!("a header message of {n} bytes announcing {} payload bytes", header.0.len)));
                }
                let (header, oversize) = header;
                let mut body = std::mem::take(payload);
                body.clear();
                if !oversize {
                    body.reserve(header.len as usize);
                }
                st.partial = Some(Partial { header, got: 0, oversize, payload: body });
            }
            tags::CLOSE => {
                st.peer_closed = true;
                return Err(TransportError::Closed);
            }
            tag => return Err(TransportError::Malformed(format!("a message with tag {tag} outside a frame"))),
        }
    }
}

/// Splits a whole-frame message into header and payload, with the checks of a socket.
fn decode_whole(frame: &[u8], payload: &mut Vec<u8>, max: u64) -> Result<Received, TransportError> {
    let header = match Header::decode(frame, max) {
        Ok(h) => h,
        Err(WireError::TooBig { .. }) => return Ok(Received::Oversize(Header::decode(frame, u64::MAX).expect("decoded before"))),
        Err(e) => return Err(TransportError::Malformed(e.to_string())),
    };
    let body = &frame[HEADER_SIZE..];
    if body.len() as u64 != header.len {
        return Err(TransportError::Malformed(format!("frame announces {} payload bytes but carries {}", header.len, body.len())));
    }
    payload.clear();
    payload.extend_from_slice(body);
    Ok(Received::Frame(header))
}

/// One end of an MPI link.
pub struct MpiLink {
    shared: Arc<Shared>,
    peer: Arc<Peer>,
}

impl MpiLink {
    pub(super) fn new(shared: Arc<Shared>, peer: Arc<Peer>) -> MpiLink {
        MpiLink { shared, peer }
    }

    /// The receive state, after the checks every receive makes first.
    fn state(&self) -> Result<MutexGuard<'_, RecvState>, TransportError> {
        if self.peer.closed.load(Ordering::Acquire) {
            return Err(TransportError::Closed);
        }
        Ok(self.peer.recv.lock().unwrap())
    }

    /// A frame from the inbox, or what the link can match itself now (as `who`).
    fn take(&self, st: &mut RecvState, payload: &mut Vec<u8>, max: u64) -> Result<Option<Received>, TransportError> {
        self.shared.set_max_payload(max);
        if let Some((r, mut body)) = st.inbox.pop_front() {
            std::mem::swap(payload, &mut body);
            return Ok(Some(r));
        }
        if let Some(why) = &st.broken {
            return Err(TransportError::Malformed(why.clone()));
        }
        if st.peer_closed {
            return Err(TransportError::Closed);
        }
        match pump(&self.shared, &self.peer, st, payload) {
            Err(e @ TransportError::Malformed(_)) => {
                st.broken = Some(e.to_string());
                Err(e)
            }
            r => r,
        }
    }

    /// The error for a peer process that is gone, if it is.
    fn dead_peer(&self) -> Option<TransportError> {
        let p = self.peer.process.as_ref()?;
        (!p.alive()).then(|| TransportError::Reset(format!("node {} (pid {}) died", self.peer.rank, p.pid())))
    }
}

impl MpiLink {
    /// Sends `bytes` as one message with `tag` from the link's own buffer (a large
    /// frame's messages, under the link's send lock): see [`MpiLink::send_from`].
    fn send_owned(&self, out: &mut Outgoing, bytes: &[u8], tag: i32, deadline: &mut Deadline) -> Result<(), TransportError> {
        self.reap(out)?;
        let mut buf = std::mem::take(&mut out.buf);
        let r = self.send_from(&mut buf, bytes, tag, deadline);
        match r {
            Ok(()) => {
                out.buf = buf;
                Ok(())
            }
            Err((e, None)) => {
                out.buf = buf;
                Err(e)
            }
            Err((e, Some(request))) => {
                self.abandon(out, request, buf);
                Err(e)
            }
        }
    }

    /// Sends a frame of at most [`SPLIT`] bytes as one message from this thread's own
    /// buffer: no lock of the link's (the message cannot mix with another frame's, and a
    /// large frame's bodies are matched by their tag), unless sends given up earlier
    /// wait to be reaped or one is given up now.
    fn send_small(&self, frame: &[u8], deadline: &mut Deadline) -> Result<(), TransportError> {
        if self.peer.abandoned.load(Ordering::Acquire) {
            self.reap(&mut self.peer.out.lock().unwrap())?;
        }
        let sent = SMALL_SEND.try_with(|b| {
            let mut buf = std::mem::take(&mut *b.borrow_mut());
            let r = self.send_from(&mut buf, frame, tags::FRAME, deadline);
            match r {
                Err((e, Some(request))) => {
                    self.abandon(&mut self.peer.out.lock().unwrap(), request, buf);
                    Err(e)
                }
                r => {
                    *b.borrow_mut() = buf;
                    r.map_err(|(e, _)| e)
                }
            }
        });
        match sent {
            Ok(r) => r,
            // This thread's locals are gone (it is exiting): the link's buffer.
            Err(_) => self.send_owned(&mut self.peer.out.lock().unwrap(), frame, tags::FRAME, deadline),
        }
    }

    /// Sends `bytes` as one message with `tag` from `buf` (a copy): `MPI_Isend`, then tests
    /// until it completed (`Ok`) or `deadline` passed (`TimedOut`, with the request, which
    /// still reads `buf`: the caller keeps both with the link, [`MpiLink::abandon`]).
    /// Polls first, then naps between tests (a peer that stopped receiving would hold a
    /// CPU until the deadline); a peer on this host that died fails it at once.
    fn send_from(&self, buf: &mut Vec<u8>, bytes: &[u8], tag: i32, deadline: &mut Deadline) -> Result<(), (TransportError, Option<mpi::ffi::MPI_Request>)> {
        buf.clear();
        buf.extend_from_slice(bytes);
        // SAFETY: `buf` is not touched until the request completes: this function
        // returns with it complete, or returns the request for the caller to keep with
        // the buffer (its heap bytes stay where they are) in `abandoned`.
        let (mut request, done) = unsafe { self.shared.isend_polled(self.peer.rank, buf, tag, SEND_POLLS).map_err(|e| (e, None))? };
        if done {
            return Ok(());
        }
        let mut nap = Duration::from_micros(20);
        loop {
            let give_up = deadline.fix().is_some_and(|d| Instant::now() >= d);
            if let Some(e) = self.dead_peer().or(give_up.then_some(TransportError::TimedOut { partial: true })) {
                return Err((e, Some(request)));
            }
            std::thread::sleep(nap);
            nap = (nap * 2).min(SEND_NAP);
            match self.shared.sent(&mut request) {
                Ok(true) => return Ok(()),
                Ok(false) => {}
                // MPI is being finalized: the request is left to it, with its buffer.
                Err(e) => return Err((e, Some(request))),
            }
        }
    }

    /// Keeps a send given up at its deadline, with the buffer MPI may still read, until
    /// a later reap finds it complete.
    fn abandon(&self, out: &mut Outgoing, request: mpi::ffi::MPI_Request, buf: Vec<u8>) {
        out.abandoned.push((SendRequest(request), buf));
        self.peer.abandoned.store(true, Ordering::Release);
    }

    /// Frees the sends given up earlier that have completed since.
    fn reap(&self, out: &mut Outgoing) -> Result<(), TransportError> {
        let mut i = 0;
        while i < out.abandoned.len() {
            if self.shared.sent(&mut out.abandoned[i].0 .0)? {
                out.abandoned.swap_remove(i);
            } else {
                i += 1;
            }
        }
        if out.abandoned.is_empty() {
            self.peer.abandoned.store(false, Ordering::Release);
        }
        Ok(())
    }
}

impl Link for MpiLink {
    fn send(&self, frame: &[u8]) -> Result<(), TransportError> {
        if self.peer.closed.load(Ordering::Acquire) {
            return Err(TransportError::Closed);
        }
        if frame.len() <= SPLIT {
            return self.shared.send(self.peer.rank, frame, tags::FRAME);
        }
        // A large send needs the peer to match its bodies while this thread is inside
        // MPI_Send: the router keeps receiving meanwhile, so two ranks sending large
        // frames to each other cannot wait on each other.
        let _progress = self.shared.need_progress();
        let _one_frame = self.peer.out.lock().unwrap();
        let (head, body) = frame.split_at(HEADER_SIZE);
        self.shared.send(self.peer.rank, head, tags::HEAD)?;
        for chunk in body.chunks(CHUNK) {
            self.shared.send(self.peer.rank, chunk, tags::BODY)?;
        }
        Ok(())
    }

    fn send_by(&self, frame: &[u8], deadline: Deadline) -> Result<(), TransportError> {
        if deadline == Deadline::Never {
            return self.send(frame);
        }
        if self.peer.closed.load(Ordering::Acquire) {
            return Err(TransportError::Closed);
        }
        let mut deadline = deadline;
        if frame.len() <= SPLIT {
            return self.send_small(frame, &mut deadline).map_err(|e| match e {
                // The frame may still go out whole: the link's stream stays intact.
                TransportError::TimedOut { .. } => TransportError::TimedOut { partial: false },
                e => e,
            });
        }
        // As for `send`: the router receives while this thread waits.
        let _progress = self.shared.need_progress();
        let mut out = self.peer.out.lock().unwrap();
        let (head, body) = frame.split_at(HEADER_SIZE);
        self.send_owned(&mut out, head, tags::HEAD, &mut deadline).map_err(|e| match e {
            TransportError::TimedOut { .. } => TransportError::TimedOut { partial: true },
            e => e,
        })?;
        for chunk in body.chunks(CHUNK) {
            self.send_owned(&mut out, chunk, tags::BODY, &mut deadline).map_err(|e| match e {
                TransportError::TimedOut { .. } => TransportError::TimedOut { partial: true },
                e => e,
            })?;
        }
        Ok(())
    }

    fn try_recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        let mut st = self.state()?;
        // A poller's common case: the posted receive is all the link waits on and it has
        // not completed (one MPI_Test, nothing else to look at).
        if st.only_posted() && !st.posted.poll() {
            return Ok(None);
        }
        self.take(&mut st, payload, max_payload)
    }

    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        let deadline = Instant::now() + RECV_SLICE;
        let mut st = self.state()?;
        if let Some(r) = self.take(&mut st, payload, max_payload)? {
            return Ok(Some(r));
        }
        {
            // Blocked: the router reads this link (and wakes it) until it returns.
            let _blocked = Blocked::mark(&self.peer);
            let _progress = self.shared.need_progress();
            while st.inbox.is_empty() && !st.peer_closed && st.broken.is_none() && !self.peer.closed.load(Ordering::Acquire) {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    break;
                }
                st = self.peer.ready.wait_timeout(st, left).unwrap().0;
            }
        }
        drop(st);
        let mut st = self.state()?;
        match self.take(&mut st, payload, max_payload)? {
            Some(r) => Ok(Some(r)),
            None => self.dead_peer().map_or(Ok(None), Err),
        }
    }

    fn close(&self) {
        if self.peer.closed.swap(true, Ordering::AcqRel) {
            return;
        }
        // The peer's reader sees the end of the stream; failing to tell it (MPI already
        // finalized) leaves it to its own close. Never waits: a stopped peer may not take
        // it (MPI completes the detached send whenever it does).
        let _ = self.shared.send_detached(self.peer.rank, tags::CLOSE);
        let _g = self.peer.recv.lock().unwrap();
        self.peer.ready.notify_all();
    }
}
