//! A shared-memory link: the producer end of the ring to the peer and the consumer end of
//! the ring from it. The rings carry the same byte stream a TCP link does (whole frames,
//! each a header and its payload), so frames need no framing of their own.
//!
//! - Sending: under the link's send lock (frames never interleave) a frame is copied into
//!   the ring and published; one that does not fit in the free space streams through it,
//!   published piece by piece as the receiver drains it. One copy in, one copy out, as
//!   over a socket, and no per-message segment to set up: the receiver's buffer is the
//!   only other place the bytes go.
//! - Receiving: a frame that fits in the ring is read when it is whole, straight into the
//!   caller's buffer; a larger one is gathered as it streams in (its buffer grows with
//!   the bytes that came, so a header that lies costs no memory). Oversize frames are
//!   skipped, bad headers are `Malformed`, as over TCP.
//! - Waiting: `try_recv` looks at the ring's tail and never blocks; `recv` sleeps in a
//!   futex on the tail for up to the receive slice (`progress` polls with `try_recv`
//!   first). A sender that finds the ring full spins briefly, then sleeps on the head,
//!   until the send's deadline (`Link::send_parts_by`: a stopped peer never drains it).
//! - End of stream: a link closed by either side marks both rings closed; the receiver
//!   reads what is left, then gets `Closed`. A peer that died leaves no mark: a wait
//!   that sees nothing for a whole slice asks the peer's pidfd, and a dead peer reads as
//!   `Reset` (after what it sent before dying), which the node reports as `PeerDead`.
//! - Large blocks of a request can stay in the caller's memory: the receiver reads them
//!   with cross-memory attach under the caller's lease (`cma.rs`, [`Link::lend`]). Each
//!   end publishes its probe word's address in the ring it produces and probes its peer's
//!   when the link is made (or on a later receive, if the peer's link came later).
//! - Two nodes that both send a frame larger than the ring while neither reads would
//!   wait for each other forever. So a sender stuck on a full ring moves what waits in
//!   its incoming ring into a private buffer when no reader is busy with it (a socket's
//!   receive buffer does the same for TCP); reads take that buffer first.

use super::cma;
use super::ring::{Consumer, Producer, Ring};
use crate::transport::process::PeerProcess;
use crate::transport::{Deadline, Lease, Link, Received, TransportError, RECV_SLICE};
use crate::wire::{Header, WireError, HEADER_SIZE};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a sender waiting for ring space polls before it sleeps: enough for a
/// receiver that runs on another CPU to copy a chunk out.
const SEND_SPIN: Duration = Duration::from_micros(50);
/// How long a sender sleeps at most before it looks at its incoming ring and the peer's
/// process again.
const SEND_SLICE: Duration = Duration::from_millis(10);
/// How often a caller ending its lease, while a read is in progress, asks whether the
/// peer is stopped (a read takes milliseconds; the look reads `/proc`).
const STOPPED_LOOK: Duration = Duration::from_millis(10);

/// One end of a shared-memory connection.
pub struct ShmLink {
    tx: Mutex<Producer>,
    rx: Mutex<RxState>,
    tx_ring: Ring,
    rx_ring: Ring,
    /// This side closed the link: its receives end at once.
    closed: AtomicBool,
    /// The peer's last frame was published from the CPU this link's reader ran on.
    same_cpu: AtomicBool,
    /// A large payload buffer handed back after its request was served
    /// ([`Link::keep_buffer`]), for the next frame larger than the ring.
    spare: Mutex<Vec<u8>>,
    /// This end probed whether it can read the peer's memory (`cma.rs`).
    probed: AtomicBool,
    /// The peer's process (None: a peer in this very process, e.g. tests).
    peer: Option<PeerProcess>,
    /// Who the peer is, for errors.
    name: String,
}

/// Receive state kept between receives.
struct RxState {
    ring: Consumer,
    /// Bytes taken out of the ring by a sender stuck on a full ring (see the module's
    /// notes), read before the ring; `spill_at` of them are consumed.
    spill: Vec<u8>,
    spill_at: usize,
    /// Payload bytes of an oversize frame still to discard.
    skip: u64,
    /// A frame larger than the ring: its header and its payload so far.
    big: Option<(Header, Vec<u8>)>,
}

impl ShmLink {
    /// The link that writes `tx` and reads `rx` (the two rings of one pair of ranks), to
    /// the peer `name` whose process is `peer`.
    pub fn new(tx: Ring, rx: Ring, peer: Option<PeerProcess>, name: String) -> ShmLink {
        let (producer, _) = tx.clone().split();
        let (_, consumer) = rx.clone().split();
        let rx_state = RxState { ring: consumer, spill: Vec::new(), spill_at: 0, skip: 0, big: None };
        tx.remote().probe.store(cma::probe_address(), Ordering::Release);
        let link = ShmLink {
            tx: Mutex::new(producer),
            rx: Mutex::new(rx_state),
            tx_ring: tx,
            rx_ring: rx,
            closed: AtomicBool::new(false),
            same_cpu: AtomicBool::new(false),
            probed: AtomicBool::new(false),
            spare: Mutex::default(),
            peer,
            name,
        };
        link.probe_peer();
        link
    }

    /// The peer's pid (this process's for a peer in this process).
    fn peer_pid(&self) -> u32 {
        self.peer.as_ref().map_or_else(std::process::id, PeerProcess::pid)
    }

    /// Once the peer published its probe word: marks the incoming ring readable when this
    /// process can read the peer's memory, so the peer lends its blocks.
    fn probe_peer(&self) {
        let remote = self.rx_ring.remote();
        let addr = remote.probe.load(Ordering::Acquire);
        if addr == 0 || self.probed.swap(true, Ordering::Relaxed) {
            return;
        }
        if cma::probe(self.peer_pid(), addr) {
            remote.readable.store(1, Ordering::Release);
        }
    }

    fn receive(&self, payload: &mut Vec<u8>, max_payload: u64, block: bool) -> Result<Option<Received>, TransportError> {
        if !self.probed.load(Ordering::Relaxed) {
            self.probe_peer();
        }
        let mut rx = self.rx.lock().unwrap();
        let deadline = block.then(|| Instant::now() + RECV_SLICE);
        loop {
            let got = rx.take_frame(payload, max_payload, &self.spare);
            rx.ring.release();
            if let Some(got) = got? {
                self.same_cpu.store(rx.ring.producer_cpu() == current_cpu(), Ordering::Relaxed);
                return Ok(Some(got));
            }
            if self.closed.load(Ordering::Acquire) {
                return Err(TransportError::Closed);
            }
            if self.rx_ring.closed() {
                // Bytes published before the close are read first.
                let got = rx.take_frame(payload, max_payload, &self.spare);
                rx.ring.release();
                return got?.map_or(Err(TransportError::Closed), |g| Ok(Some(g)));
            }
            let Some(deadline) = deadline else { return Ok(None) };
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                self.check_peer()?;
                return Ok(None);
            }
            rx.ring.wait_for_data(left);
        }
    }

    /// `Reset` if the peer's process has exited.
    fn check_peer(&self) -> Result<(), TransportError> {
        match &self.peer {
            Some(p) if !p.alive() => {
                Err(TransportError::Reset(format!("{} ended: process {} is gone (cormirun names its exit status or signal)", self.name, p.pid())))
            }
            _ => Ok(()),
        }
    }

    /// A sender found the ring full: polls for space for a while (unless the peer last
    /// ran on this CPU: then it needs the CPU to drain the ring), then sleeps for a slice
    /// (never past `deadline`). Fails once the link closed or the peer died, and with
    /// `TimedOut` (not partial: the caller knows) once `deadline` passed without space.
    fn wait_for_space(&self, tx: &mut Producer, deadline: Option<Instant>) -> Result<(), TransportError> {
        if self.closed.load(Ordering::Acquire) || self.tx_ring.closed() {
            return Err(TransportError::Closed);
        }
        if !self.peer_on_this_cpu() {
            let start = Instant::now();
            while start.elapsed() < SEND_SPIN {
                if tx.free(1) > 0 {
                    return Ok(());
                }
                std::hint::spin_loop();
            }
        }
        self.spill_incoming();
        let slice = deadline.map_or(SEND_SLICE, |d| d.saturating_duration_since(Instant::now()).min(SEND_SLICE));
        tx.wait_for_space(slice);
        if tx.free(1) == 0 {
            self.check_peer()?;
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return Err(TransportError::TimedOut { partial: false });
            }
        }
        Ok(())
    }

    /// Arms the incoming ring's doorbell for the node's poller. True when something can be
    /// read already (buffered bytes, bytes in the ring, a close): no watch is set then.
    pub fn watch(&self) -> bool {
        let mut rx = self.rx.lock().unwrap();
        if rx.spill_at < rx.spill.len() || rx.big.is_some() || self.closed.load(Ordering::Acquire) {
            return true;
        }
        rx.ring.watch()
    }

    /// The incoming ring (its poller looks whether the watch was rung).
    pub(super) fn rx_ring(&self) -> &Ring {
        &self.rx_ring
    }

    /// Moves the bytes waiting in the incoming ring into the private buffer, if no reader
    /// holds the receive side, so the peer's sender can go on.
    fn spill_incoming(&self) {
        if let Ok(mut rx) = self.rx.try_lock() {
            rx.spill_ring();
            rx.ring.release();
        }
    }
}

/// The CPU the calling thread runs on (glibc reads it from the rseq area: no system call).
fn current_cpu() -> u32 {
    // SAFETY: sched_getcpu takes no arguments and touches no memory of the caller.
    unsafe { libc::sched_getcpu() as u32 }
}

impl Link for ShmLink {
    fn send(&self, frame: &[u8]) -> Result<(), TransportError> {
        self.send_parts_by(&[frame], Deadline::Never)
    }

    fn gathers(&self) -> bool {
        true
    }

    fn send_parts(&self, parts: &[&[u8]]) -> Result<(), TransportError> {
        self.send_parts_by(parts, Deadline::Never)
    }

    fn send_by(&self, frame: &[u8], deadline: Deadline) -> Result<(), TransportError> {
        self.send_parts_by(&[frame], deadline)
    }

    fn send_parts_by(&self, parts: &[&[u8]], mut deadline: Deadline) -> Result<(), TransportError> {
        if self.closed.load(Ordering::Acquire) {
            return Err(TransportError::Closed);
        }
        let mut tx = self.tx.lock().unwrap();
        if self.tx_ring.closed() {
            return Err(TransportError::Closed);
        }
        let cpu = current_cpu();
        let mut parts = parts.iter().filter(|p| !p.is_empty());
        let Some(mut part) = parts.next() else { return Ok(()) };
        let mut sent = 0;
        // Bytes of this frame published: after the first, a timeout leaves a partial frame.
        let mut any = false;
        loop {
            // Fill what the ring has room for from as many pieces as fit, then publish.
            let mut wrote = 0;
            loop {
                let n = tx.write(&part[sent..]);
                sent += n;
                wrote += n;
                if sent < part.len() {
                    break;
                }
                match parts.next() {
                    Some(next) => (part, sent) = (next, 0),
                    None => {
                        tx.publish(cpu);
                        return Ok(());
                    }
                }
            }
            if wrote > 0 {
                tx.publish(cpu);
                any = true;
            }
            match self.wait_for_space(&mut tx, deadline.fix()) {
                Err(TransportError::TimedOut { .. }) => return Err(TransportError::TimedOut { partial: any }),
                r => r?,
            }
        }
    }

    fn try_recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        self.receive(payload, max_payload, false)
    }

    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        self.receive(payload, max_payload, true)
    }

    fn close(&self) {
        self.closed.store(true, Ordering::Release);
        self.tx_ring.close();
        self.rx_ring.close();
    }

    fn peer_on_this_cpu(&self) -> bool {
        self.same_cpu.load(Ordering::Relaxed)
    }

    fn watchable(&self) -> crate::transport::Watchable<'_> {
        crate::transport::Watchable::Shm(self)
    }

    fn buffered(&self) -> bool {
        self.rx.try_lock().is_ok_and(|rx| rx.spill_at < rx.spill.len() || rx.big.is_some())
    }

    fn keep_buffer(&self, buf: &mut Vec<u8>) {
        if buf.capacity() > self.rx_ring.capacity() as usize {
            let mut spare = self.spare.lock().unwrap();
            if buf.capacity() > spare.capacity() {
                *spare = std::mem::take(buf);
            }
        }
    }

    fn drop_buffers(&self) {
        drop(std::mem::take(&mut *self.spare.lock().unwrap()));
    }

    fn lend(&self) -> Option<Lease<'_>> {
        let remote = self.tx_ring.remote();
        if remote.readable.load(Ordering::Acquire) == 0 || self.closed.load(Ordering::Acquire) {
            return None;
        }
        cma::grant(&remote.lease).map(|tag| Lease::new(tag, self))
    }

    fn end_lease(&self, tag: u32) {
        // A stopped peer may never end its read: after a while, give up on it (its
        // `end_read` then fails, and it drops what it read).
        let next_look = std::cell::Cell::new(Instant::now() + STOPPED_LOOK);
        let reading = || {
            self.peer.as_ref().is_none_or(|p| {
                if !p.alive() {
                    return false;
                }
                if Instant::now() < next_look.get() {
                    return true;
                }
                next_look.set(Instant::now() + STOPPED_LOOK);
                !p.stopped()
            })
        };
        cma::revoke(&self.tx_ring.remote().lease, tag, reading);
    }

    // SAFETY: `dst` is valid for `len` bytes by the trait method's contract, which is all
    // `cma::read_from` needs.
    unsafe fn read_lent(&self, tag: u32, src: u64, dst: *mut u8, len: usize) -> Result<(), TransportError> {
        let lease = &self.rx_ring.remote().lease;
        if !cma::begin_read(lease, tag) {
            return Err(TransportError::Io(format!("{} withdrew the blocks of its call (it returned: timed out?)", self.name)));
        }
        let r = cma::read_from(self.peer_pid(), src, dst, len);
        if !cma::end_read(lease, tag) {
            return Err(TransportError::Io(format!("{} withdrew the blocks of its call during the read (it gave up: timed out?)", self.name)));
        }
        // A pid that names the peer after the read named it during the read.
        self.check_peer()?;
        r.map_err(|e| TransportError::Io(format!("reading the blocks of {}'s call: {e}", self.name)))
    }
}

/// Where a receive reads bytes from: the spill buffer while it holds any, else the ring.
trait Source {
    /// Bytes ready (looking again only when fewer than `want` were seen).
    fn available(&mut self, want: usize) -> usize;
    /// Copies the next `dst.len()` bytes without consuming them.
    fn peek(&self, dst: &mut [u8]);
    /// Appends the next `n` bytes to `dst`, consuming them.
    fn read_into(&mut self, dst: &mut Vec<u8>, n: usize);
    /// Consumes `n` bytes.
    fn skip(&mut self, n: usize);
}

impl Source for Consumer {
    fn available(&mut self, want: usize) -> usize {
        Consumer::available(self, want)
    }
    fn peek(&self, dst: &mut [u8]) {
        Consumer::peek(self, dst)
    }
    fn read_into(&mut self, dst: &mut Vec<u8>, n: usize) {
        Consumer::read_into(self, dst, n)
    }
    fn skip(&mut self, n: usize) {
        Consumer::skip(self, n)
    }
}

/// The spill buffer as a [`Source`].
struct Spill<'a> {
    buf: &'a [u8],
    at: &'a mut usize,
}

impl Source for Spill<'_> {
    fn available(&mut self, _want: usize) -> usize {
        self.buf.len() - *self.at
    }
    fn peek(&self, dst: &mut [u8]) {
        dst.copy_from_slice(&self.buf[*self.at..*self.at + dst.len()]);
    }
    fn read_into(&mut self, dst: &mut Vec<u8>, n: usize) {
        dst.extend_from_slice(&self.buf[*self.at..*self.at + n]);
        *self.at += n;
    }
    fn skip(&mut self, n: usize) {
        *self.at += n;
    }
}

impl RxState {
    /// Moves every byte published in the ring to the end of the spill buffer.
    fn spill_ring(&mut self) {
        let n = self.ring.available(usize::MAX);
        if n > 0 {
            if self.spill_at == self.spill.len() {
                self.spill.clear();
                self.spill_at = 0;
            }
            self.ring.read_into(&mut self.spill, n);
        }
    }

    /// Takes one whole frame (or an oversize frame's header) if there is one.
    fn take_frame(&mut self, payload: &mut Vec<u8>, max: u64, spare: &Mutex<Vec<u8>>) -> Result<Option<Received>, TransportError> {
        if self.spill_at == self.spill.len() {
            let cap = self.ring.ring().capacity() as usize;
            return next_frame(&mut self.ring, cap, &mut self.skip, &mut self.big, payload, max, spare);
        }
        // Bytes spilled earlier come first: keep the ring's behind them.
        self.spill_ring();
        let got = next_frame(&mut Spill { buf: &self.spill, at: &mut self.spill_at }, usize::MAX, &mut self.skip, &mut self.big, payload, max, spare);
        if self.spill_at == self.spill.len() {
            self.spill = Vec::new();
            self.spill_at = 0;
        }
        got
    }
}

/// The frame parser over a [`Source`]. Frames of at most `whole` bytes are read once
/// they are whole; larger ones are gathered into `big` as they come.
fn next_frame(
    src: &mut impl Source,
    whole: usize,
    skip: &mut u64,
    big: &mut Option<(Header, Vec<u8>)>,
    payload: &mut Vec<u8>,
    max: u64,
    spare: &Mutex<Vec<u8>>,
) -> Result<Option<Received>, TransportError> {
    if *skip > 0 {
        let n = (*skip).min(src.available(usize::MAX) as u64);
        src.skip(n as usize);
        *skip -= n;
        if *skip > 0 {
            return Ok(None);
        }
    }
    if let Some((header, body)) = big {
        let missing = (header.len - body.len() as u64) as usize;
        let n = missing.min(src.available(missing));
        if n > 0 {
            if body.capacity() - body.len() < n {
                // Grow with the bytes that came, never past the announced length.
                body.reserve_exact(n.max(body.len()).min(missing));
            }
            src.read_into(body, n);
        }
        if n < missing {
            return Ok(None);
        }
        let (header, body) = big.take().expect("a big frame in progress");
        *payload = body;
        return Ok(Some(Received::Frame(header)));
    }
    if src.available(HEADER_SIZE) < HEADER_SIZE {
        return Ok(None);
    }
    let mut raw = [0u8; HEADER_SIZE];
    src.peek(&mut raw);
    let header = match Header::decode(&raw, max) {
        Ok(h) => h,
        Err(WireError::TooBig { len, .. }) => {
            src.skip(HEADER_SIZE);
            let n = len.min(src.available(usize::MAX) as u64);
            src.skip(n as usize);
            *skip = len - n;
            return Ok(Some(Received::Oversize(Header::decode(&raw, u64::MAX).expect("decoded but for its size"))));
        }
        Err(e) => return Err(TransportError::Malformed(e.to_string())),
    };
    let total = HEADER_SIZE + header.len as usize;
    if total > whole {
        src.skip(HEADER_SIZE);
        // Gathered into the caller's buffer: one kept from an earlier large frame has
        // room already (no allocation, no page faults).
        let mut body = std::mem::take(payload);
        if body.capacity() < header.len as usize {
            // Or the large buffer the link kept from an earlier frame (`keep_buffer`).
            let mut spare = spare.lock().unwrap();
            if spare.capacity() > body.capacity() {
                std::mem::swap(&mut *spare, &mut body);
            }
        }
        body.clear();
        *big = Some((header, body));
        return next_frame(src, whole, skip, big, payload, max, spare);
    }
    if src.available(total) < total {
        return Ok(None);
    }
    src.skip(HEADER_SIZE);
    payload.clear();
    src.read_into(payload, header.len as usize);
    Ok(Some(Received::Frame(header)))
}
