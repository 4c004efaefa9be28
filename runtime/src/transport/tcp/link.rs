//! A TCP link: one stream per pair of nodes, TCP_NODELAY, frames written with one `write`
//! each and read through a per-link receive buffer (usually one `read` per small frame).
//! A receive either polls (`MSG_DONTWAIT`, for `progress`) or blocks for a slice
//! (`SO_RCVTIMEO`). A write blocks for a slice at most (`SO_SNDTIMEO`), so a send to a
//! peer that stopped reading keeps its deadline.

use crate::transport::{io_error, Deadline, Lease, Link, Received, TransportError, RECV_SLICE};
use crate::wire::{flags, Header, RemoteBlocks, WireError, HEADER_SIZE};
use std::io::IoSlice;
use std::net::{Shutdown, TcpStream};
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Receive buffer size: frames up to this size arrive with one `read`.
const RX_BUFFER: usize = 64 * 1024;
/// Largest step by which a big frame's payload buffer grows ahead of its bytes.
const BIG_STEP: usize = 1 << 20;
/// Most lent blocks in one request: their table fits in the receive buffer.
const MAX_LENT_BLOCKS: usize = 2000;
/// How long one write blocks at most while the socket buffer is full (`SO_SNDTIMEO`)
/// before the sender looks at its deadline again.
const SEND_SLICE: Duration = Duration::from_millis(50);

/// One end of a TCP connection.
pub struct TcpLink {
    stream: TcpStream,
    write_lock: Mutex<()>,
    rx: Mutex<RxState>,
    /// The peer's last frame was sent from the CPU its receiver ran on (see
    /// [`Link::peer_on_this_cpu`]), as last sampled.
    same_cpu: AtomicBool,
    /// A large payload buffer handed back after its request was served
    /// ([`Link::keep_buffer`]), for the next frame larger than `RxState::buf`.
    spare: Mutex<Vec<u8>>,
}

/// How often (in frames) a link looks again where its peer runs: the look costs a system
/// call, and the scheduler moves threads far more rarely than 32 frames pass.
pub(super) const CPU_SAMPLE: u32 = 32;

/// Partial-frame state kept between receives.
struct RxState {
    buf: Box<[u8]>,
    start: usize,
    end: usize,
    /// Payload bytes of an oversize frame still to discard.
    skip: u64,
    /// A frame larger than `buf`: its header and its payload so far. The payload grows
    /// as bytes arrive (in steps of at most [`BIG_STEP`]), so a header that announces a
    /// large frame costs no memory before its bytes do.
    big: Option<(Header, Vec<u8>)>,
    /// Bytes of lent blocks that follow the frame being read (flag `REMOTE`).
    next_bulk: u64,
    /// Bytes of lent blocks after the frame returned last, not yet read
    /// ([`Link::read_lent`]).
    bulk: u64,
    /// Frames received; every [`CPU_SAMPLE`]th samples `same_cpu` again (counted under
    /// the receive lock: no atomic update per frame).
    frames: u32,
}

impl TcpLink {
    /// Wraps a connected stream: sets TCP_NODELAY and the receive slice.
    pub fn new(stream: TcpStream) -> std::io::Result<TcpLink> {
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(RECV_SLICE))?;
        // A write blocks for a slice at most, so a send can keep its deadline.
        stream.set_write_timeout(Some(SEND_SLICE))?;
        let rx = RxState { buf: vec![0u8; RX_BUFFER].into_boxed_slice(), start: 0, end: 0, skip: 0, big: None, next_bulk: 0, bulk: 0, frames: 0 };
        Ok(TcpLink { stream, write_lock: Mutex::new(()), rx: Mutex::new(rx), same_cpu: AtomicBool::new(false), spare: Mutex::default() })
    }

    /// Samples whether the peer sent its last frame from the CPU this thread runs on.
    /// Over loopback the kernel processes a packet on the sender's CPU and records that
    /// CPU on the receiving socket (`SO_INCOMING_CPU`).
    fn sample_cpu(&self) {
        let mut cpu: libc::c_int = -1;
        let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
        // SAFETY: getsockopt writes at most `len` bytes into `cpu`, a live local.
        let r = unsafe { libc::getsockopt(self.stream.as_raw_fd(), libc::SOL_SOCKET, libc::SO_INCOMING_CPU, (&mut cpu as *mut libc::c_int).cast(), &mut len) };
        // SAFETY: sched_getcpu takes no arguments and touches no memory.
        let here = unsafe { libc::sched_getcpu() };
        self.same_cpu.store(r == 0 && cpu >= 0 && cpu == here, Ordering::Relaxed);
    }

    /// Writes a frame's pieces as one unit under the write lock, within `deadline`.
    fn write_all(&self, mut left: &mut [IoSlice<'_>], mut deadline: Deadline) -> Result<(), TransportError> {
        // Bytes of this frame written: after the first, a timeout leaves a partial frame.
        let mut any = false;
        let _g = self.write_lock.lock().unwrap();
        while !left.is_empty() {
            match write_vectored(&self.stream, left) {
                Ok(0) => return Err(TransportError::Reset("the connection took no bytes".into())),
                Ok(n) => {
                    IoSlice::advance_slices(&mut left, n);
                    any = true;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                // The send slice passed with the socket buffer full (a stopped peer).
                Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                    if deadline.fix().is_some_and(|d| Instant::now() >= d) {
                        return Err(TransportError::TimedOut { partial: any });
                    }
                }
                Err(e) => return Err(io_error(&e)),
            }
        }
        Ok(())
    }

    fn receive(&self, payload: &mut Vec<u8>, max_payload: u64, block: bool) -> Result<Option<Received>, TransportError> {
        let mut rx = self.rx.lock().unwrap();
        loop {
            if let Some(got) = rx.take_frame(payload, max_payload, &self.spare)? {
                rx.frames = rx.frames.wrapping_add(1);
                if rx.frames % CPU_SAMPLE == 1 {
                    self.sample_cpu();
                }
                return Ok(Some(got));
            }
            if !rx.fill(&self.stream, block)? {
                return Ok(None);
            }
        }
    }
}

impl Link for TcpLink {
    fn send(&self, frame: &[u8]) -> Result<(), TransportError> {
        self.send_by(frame, Deadline::Never)
    }

    fn gathers(&self) -> bool {
        true
    }

    fn send_parts(&self, parts: &[&[u8]]) -> Result<(), TransportError> {
        self.send_parts_by(parts, Deadline::Never)
    }

    fn send_by(&self, frame: &[u8], deadline: Deadline) -> Result<(), TransportError> {
        self.write_all(&mut [IoSlice::new(frame)], deadline)
    }

    fn send_parts_by(&self, parts: &[&[u8]], deadline: Deadline) -> Result<(), TransportError> {
        // On the stack for the usual few pieces: a warm call allocates nothing.
        let mut stack = [IoSlice::new(&[]); 8];
        let mut heap: Vec<IoSlice<'_>>;
        let left: &mut [IoSlice<'_>] = if parts.len() <= stack.len() {
            stack.iter_mut().zip(parts).for_each(|(s, p)| *s = IoSlice::new(p));
            &mut stack[..parts.len()]
        } else {
            heap = parts.iter().map(|p| IoSlice::new(p)).collect();
            &mut heap
        };
        self.write_all(left, deadline)
    }

    fn try_recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        self.receive(payload, max_payload, false)
    }

    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        self.receive(payload, max_payload, true)
    }

    fn close(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }

    fn peer_on_this_cpu(&self) -> bool {
        self.same_cpu.load(Ordering::Relaxed)
    }

    fn watchable(&self) -> crate::transport::Watchable<'_> {
        crate::transport::Watchable::Fd(self.stream.as_raw_fd())
    }

    fn keep_buffer(&self, buf: &mut Vec<u8>) {
        if buf.capacity() > RX_BUFFER {
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
        Some(Lease::trailing(self))
    }

    fn streams_lent(&self) -> bool {
        true
    }

    fn end_lent(&self) {
        let mut rx = self.rx.lock().unwrap();
        rx.skip += std::mem::take(&mut rx.bulk);
        rx.discard_skipped();
    }

    // SAFETY: `dst` is valid for `len` bytes by the trait method's contract: the copy from
    // the receive buffer and every recv write inside `dst[0..len)`.
    unsafe fn read_lent(&self, _tag: u32, _src: u64, dst: *mut u8, len: usize) -> Result<(), TransportError> {
        let mut rx = self.rx.lock().unwrap();
        if len as u64 > rx.bulk {
            return Err(TransportError::Io("the request's blocks were read or discarded already".into()));
        }
        // What the receive buffer holds first, then straight from the socket.
        let buffered = len.min(rx.end - rx.start);
        std::ptr::copy_nonoverlapping(rx.buf.as_ptr().add(rx.start), dst, buffered);
        rx.start += buffered;
        rx.bulk -= buffered as u64;
        let mut done = buffered;
        while done < len {
            match read_raw(&self.stream, dst.add(done), len - done, true) {
                Ok(0) => return Err(TransportError::Closed),
                Ok(n) => {
                    done += n;
                    rx.bulk -= n as u64;
                }
                Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut | std::io::ErrorKind::Interrupted) => {}
                Err(e) => return Err(io_error(&e)),
            }
        }
        Ok(())
    }

    fn buffered(&self) -> bool {
        // A reader holding the lock takes what is buffered itself.
        self.rx.try_lock().is_ok_and(|rx| rx.end > rx.start || rx.big.is_some())
    }
}

impl RxState {
    /// Takes one whole frame out of the buffered bytes, if there is one.
    fn take_frame(&mut self, payload: &mut Vec<u8>, max: u64, spare: &Mutex<Vec<u8>>) -> Result<Option<Received>, TransportError> {
        // Lent blocks nobody read (their reader holds the link until it read or ended
        // them, so only a misuse gets here) are discarded, never taken for frames.
        self.skip += std::mem::take(&mut self.bulk);
        self.discard_skipped();
        if self.skip > 0 {
            return Ok(None);
        }
        if let Some(done) = self.continue_big(payload) {
            return Ok(Some(done));
        }
        if self.big.is_some() || self.end - self.start < HEADER_SIZE {
            return Ok(None);
        }
        let mut header = match Header::decode(&self.buf[self.start..self.end], max) {
            Ok(h) => h,
            Err(WireError::TooBig { len, .. }) => {
                let h = Header::decode(&self.buf[self.start..self.end], u64::MAX).unwrap();
                self.start += HEADER_SIZE;
                self.skip = len;
                self.discard_skipped();
                return Ok(Some(Received::Oversize(h)));
            }
            Err(e) => return Err(TransportError::Malformed(e.to_string())),
        };
        if header.is_request() && header.flags & flags::REMOTE != 0 {
            // The frame proper ends where its lent blocks begin.
            let Some(bulk) = self.lent_bytes(header.len)? else { return Ok(None) };
            header.len -= bulk;
            self.next_bulk = bulk;
        }
        let total = HEADER_SIZE + header.len as usize;
        if self.end - self.start >= total {
            payload.clear();
            payload.extend_from_slice(&self.buf[self.start + HEADER_SIZE..self.start + total]);
            self.start += total;
            self.bulk = std::mem::take(&mut self.next_bulk);
            return Ok(Some(Received::Frame(header)));
        }
        if total > self.buf.len() {
            if payload.capacity() < total {
                let mut spare = spare.lock().unwrap();
                if spare.capacity() > payload.capacity() {
                    std::mem::swap(&mut *spare, payload);
                }
            }
            self.start_big(header, payload);
        }
        Ok(None)
    }

    /// Drops buffered bytes of an oversize frame's payload.
    fn discard_skipped(&mut self) {
        let n = (self.skip.min((self.end - self.start) as u64)) as usize;
        self.start += n;
        self.skip -= n as u64;
    }

    /// Begins a frame larger than the receive buffer in the caller's buffer (one kept
    /// from an earlier large frame has room already: no allocation, no page faults):
    /// moves the buffered bytes there.
    fn start_big(&mut self, header: Header, payload: &mut Vec<u8>) {
        let mut body = std::mem::take(payload);
        body.clear();
        body.extend_from_slice(&self.buf[self.start + HEADER_SIZE..self.end]);
        self.start = self.end;
        self.big = Some((header, body));
    }

    /// Returns the big frame once all its payload has arrived.
    fn continue_big(&mut self, payload: &mut Vec<u8>) -> Option<Received> {
        let (header, body) = self.big.as_ref()?;
        if (body.len() as u64) < header.len {
            return None;
        }
        let (header, body) = self.big.take().unwrap();
        *payload = body;
        self.bulk = std::mem::take(&mut self.next_bulk);
        Some(Received::Frame(header))
    }

    /// The bytes of lent blocks after a `REMOTE` request of `len` bytes whose header is
    /// buffered, once its block table is (None: not yet).
    fn lent_bytes(&self, len: u64) -> Result<Option<u64>, TransportError> {
        let malformed = |why: &str| Err(TransportError::Malformed(why.into()));
        if len < RemoteBlocks::size(0) as u64 {
            return malformed("a request with lent blocks but no block table");
        }
        let head = &self.buf[self.start + HEADER_SIZE..self.end];
        let Some(count) = head.get(4..8).map(|c| u32::from_ne_bytes(c.try_into().expect("4 bytes")) as usize) else { return Ok(None) };
        if count > MAX_LENT_BLOCKS || RemoteBlocks::size(count) as u64 > len {
            return malformed("a block table longer than its frame or the limit");
        }
        if head.len() < RemoteBlocks::size(count) {
            return Ok(None);
        }
        let mut blocks = Vec::new();
        RemoteBlocks::decode(head, &mut blocks).expect("the table is buffered");
        let bulk = blocks.iter().try_fold(0u64, |sum, b| sum.checked_add(b.len));
        match bulk {
            Some(bulk) if bulk <= len - RemoteBlocks::size(count) as u64 => Ok(Some(bulk)),
            _ => Err(TransportError::Malformed("lent blocks longer than their frame".into())),
        }
    }

    /// Reads more bytes from the stream (into the big frame when one is in progress),
    /// waiting for them up to the receive slice when `block`. Returns false when none came.
    fn fill(&mut self, stream: &TcpStream, block: bool) -> Result<bool, TransportError> {
        let result = if let Some((header, body)) = self.big.as_mut() {
            // Straight into the payload's spare capacity: no zero-filling first.
            let have = body.len();
            let step = (header.len as usize - have).min(BIG_STEP);
            body.reserve(step);
            let spare = &mut body.spare_capacity_mut()[..step];
            // SAFETY: `spare` is `step` bytes of the vector's allocation; recv writes at
            // most that many and the length grows only by what it wrote.
            let r = unsafe { read_raw(stream, spare.as_mut_ptr().cast(), step, block) };
            if let Ok(n) = r {
                // SAFETY: the first `n` spare bytes were just written by recv.
                unsafe { body.set_len(have + n) };
            }
            r
        } else {
            if self.start == self.end {
                self.start = 0;
                self.end = 0;
            } else if self.end == self.buf.len() {
                self.buf.copy_within(self.start..self.end, 0);
                self.end -= self.start;
                self.start = 0;
            }
            let r = read(stream, &mut self.buf[self.end..], block);
            if let Ok(n) = r {
                self.end += n;
            }
            r
        };
        match result {
            Ok(0) => Err(TransportError::Closed),
            Ok(_) => Ok(true),
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => Ok(false),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => Ok(true),
            Err(e) => Err(io_error(&e)),
        }
    }
}

/// One `recv` of at most `len` bytes to `buf`: blocking for up to the receive slice, or
/// not at all.
///
/// # Safety
/// `buf` must be valid for writes of `len` bytes (it may be uninitialised).
unsafe fn read_raw(stream: &TcpStream, buf: *mut u8, len: usize, block: bool) -> std::io::Result<usize> {
    let flags = if block { 0 } else { libc::MSG_DONTWAIT };
    // SAFETY: by the caller's promise; recv writes at most `len` bytes.
    let n = unsafe { sys_recv(stream.as_raw_fd(), buf, len, flags) };
    if n < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(n as usize)
}

/// One `sendmsg` of `slices`, blocking for up to the send slice. `MSG_NOSIGNAL`: a peer
/// that is gone is `EPIPE` (the peer died), not a SIGPIPE that kills this process (a C
/// program keeps the default action; `writev` would raise it).
fn write_vectored(stream: &TcpStream, slices: &[IoSlice<'_>]) -> std::io::Result<usize> {
    let n = if let [one] = slices {
        // One piece (every frame without gathered blocks): `send` spares the kernel
        // copying a message header and an iovec array.
        // SAFETY: `one` is valid for reads of its length; send only reads it.
        unsafe { sys_send(stream.as_raw_fd(), one.as_ptr(), one.len(), libc::MSG_NOSIGNAL) }
    } else {
        // SAFETY: an all-zero msghdr is valid (no name, no control data).
        let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
        // IoSlice is ABI-compatible with iovec on Unix; sendmsg only reads the slices.
        msg.msg_iov = slices.as_ptr() as *mut libc::iovec;
        msg.msg_iovlen = slices.len().min(libc::UIO_MAXIOV as usize) as _;
        // SAFETY: `msg` points at `msg_iovlen` live iovecs for the duration of the call.
        unsafe { sys_sendmsg(stream.as_raw_fd(), &msg, libc::MSG_NOSIGNAL) }
    };
    if n < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(n as usize)
}

/// One `read` into `buf`: blocking for up to the receive slice, or not at all.
fn read(stream: &TcpStream, buf: &mut [u8], block: bool) -> std::io::Result<usize> {
    let flags = if block { 0 } else { libc::MSG_DONTWAIT };
    // SAFETY: buf is valid for writes of buf.len() bytes; recv writes at most that many.
    let n = unsafe { sys_recv(stream.as_raw_fd(), buf.as_mut_ptr(), buf.len(), flags) };
    if n < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(n as usize)
}

// The socket calls as plain system calls: libc's `recv`, `send` and `sendmsg` are thread
// cancellation points, whose bookkeeping cost a sixth of a call's user-space work on each
// side, and a thread cancelled inside one would leave the link's lock held. Each returns
// what the system call does (-1 with `errno` set on failure).

/// `recv` (`recvfrom` without an address).
///
/// # Safety
/// `buf` must be valid for writes of `len` bytes.
unsafe fn sys_recv(fd: std::os::fd::RawFd, buf: *mut u8, len: usize, flags: libc::c_int) -> isize {
    // SAFETY: the caller's promise; no address is asked for.
    unsafe {
        libc::syscall(
            libc::SYS_recvfrom,
            fd as libc::c_long,
            buf,
            len,
            flags as libc::c_long,
            std::ptr::null_mut::<libc::sockaddr>(),
            std::ptr::null_mut::<libc::socklen_t>(),
        ) as isize
    }
}

/// `send` (`sendto` without an address).
///
/// # Safety
/// `buf` must be valid for reads of `len` bytes.
unsafe fn sys_send(fd: std::os::fd::RawFd, buf: *const u8, len: usize, flags: libc::c_int) -> isize {
    // SAFETY: the caller's promise; no address is given.
    unsafe {
        libc::syscall(libc::SYS_sendto, fd as libc::c_long, buf, len, flags as libc::c_long, std::ptr::null::<libc::sockaddr>(), 0 as libc::c_long) as isize
    }
}

/// `sendmsg`.
///
/// # Safety
/// `msg` must describe valid buffers for reads.
unsafe fn sys_sendmsg(fd: std::os::fd::RawFd, msg: *const libc::msghdr, flags: libc::c_int) -> isize {
    // SAFETY: the caller's promise.
    unsafe { libc::syscall(libc::SYS_sendmsg, fd as libc::c_long, msg, flags as libc::c_long) as isize }
}
