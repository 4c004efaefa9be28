//! The TCP transport: one stream per pair of nodes, TCP_NODELAY, frames written with one
//! `write` each and read through a per-link receive buffer (usually one `read` per small
//! frame). Also the socket plumbing for setting up a mesh: listeners (inherited through
//! `CORMI_LISTEN_FD`, or bound to port 0 for tests), connect with retry, accept.

use super::{io_error, Link, Received, TransportError, RECV_SLICE};
use crate::wire::{Header, WireError, HEADER_SIZE};
use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Receive buffer size: frames up to this size arrive with one `read`.
const RX_BUFFER: usize = 64 * 1024;
/// Largest step by which a big frame's payload buffer grows ahead of its bytes.
const BIG_STEP: usize = 1 << 20;

/// One end of a TCP connection.
pub struct TcpLink {
    stream: TcpStream,
    /// How long a receive polls the socket without blocking before it sleeps in `read`.
    spin: Duration,
    write_lock: Mutex<()>,
    rx: Mutex<RxState>,
}

/// Partial-frame state kept between `recv` calls.
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
}

impl TcpLink {
    /// Wraps a connected stream: sets TCP_NODELAY and the receive slice; no receive spin.
    pub fn new(stream: TcpStream) -> std::io::Result<TcpLink> {
        TcpLink::with_spin(stream, Duration::ZERO)
    }

    /// As [`TcpLink::new`], with a receive that polls the socket for `spin` before it
    /// sleeps (see `Config::spin`).
    pub fn with_spin(stream: TcpStream, spin: Duration) -> std::io::Result<TcpLink> {
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(RECV_SLICE))?;
        let rx = RxState { buf: vec![0u8; RX_BUFFER].into_boxed_slice(), start: 0, end: 0, skip: 0, big: None };
        Ok(TcpLink { stream, spin, write_lock: Mutex::new(()), rx: Mutex::new(rx) })
    }
}

impl Link for TcpLink {
    fn send(&self, frame: &[u8]) -> Result<(), TransportError> {
        let _g = self.write_lock.lock().unwrap();
        (&self.stream).write_all(frame).map_err(|e| io_error(&e))
    }

    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        let mut rx = self.rx.lock().unwrap();
        loop {
            if let Some(got) = rx.take_frame(payload, max_payload)? {
                return Ok(Some(got));
            }
            if !rx.fill(&self.stream, self.spin)? {
                return Ok(None);
            }
        }
    }

    fn close(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

impl RxState {
    /// Takes one whole frame out of the buffered bytes, if there is one.
    fn take_frame(&mut self, payload: &mut Vec<u8>, max: u64) -> Result<Option<Received>, TransportError> {
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
        let header = match Header::decode(&self.buf[self.start..self.end], max) {
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
        let total = HEADER_SIZE + header.len as usize;
        if self.end - self.start >= total {
            payload.clear();
            payload.extend_from_slice(&self.buf[self.start + HEADER_SIZE..self.start + total]);
            self.start += total;
            return Ok(Some(Received::Frame(header)));
        }
        if total > self.buf.len() {
            self.start_big(header);
        }
        Ok(None)
    }

    /// Drops buffered bytes of an oversize frame's payload.
    fn discard_skipped(&mut self) {
        let n = (self.skip.min((self.end - self.start) as u64)) as usize;
        self.start += n;
        self.skip -= n as u64;
    }

    /// Begins a frame larger than the receive buffer: moves its buffered bytes aside.
    fn start_big(&mut self, header: Header) {
        let body = self.buf[self.start + HEADER_SIZE..self.end].to_vec();
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
        Some(Received::Frame(header))
    }

    /// Reads more bytes from the stream (into the big frame when one is in progress).
    /// Returns false when the receive slice passed without data.
    fn fill(&mut self, stream: &TcpStream, spin: Duration) -> Result<bool, TransportError> {
        let result = if let Some((header, body)) = self.big.as_mut() {
            let have = body.len();
            let step = (header.len as usize - have).min(BIG_STEP);
            body.resize(have + step, 0);
            let r = (&*stream).read(&mut body[have..]);
            body.truncate(have + *r.as_ref().unwrap_or(&0));
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
            let r = read_spinning(stream, &mut self.buf[self.end..], spin);
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

/// Reads into `buf`, first polling the socket without blocking for up to `spin`: when
/// the peer answers within that time, the reader never sleeps, and the 30-70 us it costs
/// to wake a sleeping thread on another CPU is saved.
fn read_spinning(stream: &TcpStream, buf: &mut [u8], spin: Duration) -> std::io::Result<usize> {
    use std::os::fd::AsRawFd;
    if !spin.is_zero() {
        let start = Instant::now();
        loop {
            // SAFETY: buf is valid for buf.len() bytes.
            let n = unsafe { libc::recv(stream.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len(), libc::MSG_DONTWAIT) };
            if n >= 0 {
                return Ok(n as usize);
            }
            let e = std::io::Error::last_os_error();
            if e.kind() != std::io::ErrorKind::WouldBlock && e.kind() != std::io::ErrorKind::Interrupted {
                return Err(e);
            }
            if start.elapsed() >= spin {
                break;
            }
            std::hint::spin_loop();
        }
    }
    (&*stream).read(buf)
}

/// Binds a listener on 127.0.0.1 with an OS-chosen port (for tests and in-process meshes).
pub fn bind_local() -> std::io::Result<TcpListener> {
    TcpListener::bind("127.0.0.1:0")
}

/// Adopts the listening socket the launcher passed as file descriptor `fd`
/// (`CORMI_LISTEN_FD`). The descriptor must be a bound, listening TCP socket.
pub fn listener_from_fd(fd: i32) -> std::io::Result<TcpListener> {
    use std::os::fd::FromRawFd;
    // SAFETY: `stat` is plain integers, for which all zeroes is a valid value.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: fstat writes only into `st`, a live local; a bad `fd` is an error return.
    if unsafe { libc::fstat(fd, &mut st) } != 0 || (st.st_mode & libc::S_IFMT) != libc::S_IFSOCK {
        return Err(std::io::Error::other(format!("CORMI_LISTEN_FD={fd} is not an open socket")));
    }
    // SAFETY: F_SETFD changes a flag of the descriptor and touches no memory; the ranks this
    // process may start must not inherit the listener.
    unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
    // SAFETY: fd is an open socket that this process owns from now on.
    Ok(unsafe { TcpListener::from_raw_fd(fd) })
}

/// Connects to `addr`, retrying refused connections until `timeout` has passed.
pub fn connect_retry(addr: SocketAddr, timeout: Duration) -> std::io::Result<TcpStream> {
    let deadline = Instant::now() + timeout;
    loop {
        match TcpStream::connect_timeout(&addr, timeout.max(Duration::from_millis(1))) {
            Ok(s) => return Ok(s),
            Err(e) if Instant::now() >= deadline => return Err(e),
            Err(_) => std::thread::sleep(Duration::from_millis(5)),
        }
    }
}

/// Parses `CORMI_ADDRS` (`host:port,host:port,...`).
pub fn parse_addrs(text: &str) -> Result<Vec<SocketAddr>, String> {
    use std::net::ToSocketAddrs;
    text.split(',').map(|a| a.trim().to_socket_addrs().ok().and_then(|mut it| it.next()).ok_or_else(|| format!("CORMI_ADDRS: cannot resolve {a:?}"))).collect()
}
