//! The TCP transport. Rendezvous: every rank's `host:port` in rank order (`CORMI_ADDRS`)
//! and this rank's listening socket, bound before any rank started (inherited through
//! `CORMI_LISTEN_FD` from `cormirun`, or bound here). Bring-up: an accept loop for the
//! ranks above this one (each accepted link handshakes on a thread of its own), then a
//! dial with retry to every rank below. Shutdown: the listener is shut down, which wakes
//! the accept loop. Links: [`TcpLink`].

mod link;
mod rendezvous;
pub mod secret;

pub use link::TcpLink;

use super::poller::{EpollPoller, Poller};
use super::{Endpoint, Transport};
use crate::error::Error;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsRawFd, FromRawFd};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock, Weak};
use std::time::{Duration, Instant};

/// One node's TCP transport.
pub struct TcpTransport {
    rank: usize,
    addrs: Vec<SocketAddr>,
    listener: Arc<TcpListener>,
    stopped: Arc<AtomicBool>,
    poller: OnceLock<Option<Arc<EpollPoller>>>,
    /// The job secret: sent first on every dialed connection, required on every accepted
    /// one (`secret.rs`). None: neither.
    secret: Option<Arc<[u8]>>,
}

impl TcpTransport {
    /// Rank `rank` of `addrs.len()` ranks, accepting on `listener` (bound to
    /// `addrs[rank]`, or to any address the others can reach).
    pub fn new(rank: usize, addrs: Vec<SocketAddr>, listener: TcpListener) -> TcpTransport {
        TcpTransport { rank, addrs, listener: Arc::new(listener), stopped: Arc::new(AtomicBool::new(false)), poller: OnceLock::new(), secret: None }
    }

    /// The transport of rank `rank` of `nodes` from the launcher's environment
    /// (docs/contracts.md): `CORMI_ADDRS`, and `CORMI_LISTEN_FD` or a listener bound to
    /// this rank's address. Errors say what is missing.
    pub fn from_env(rank: usize, nodes: usize) -> Result<TcpTransport, String> {
        let text = std::env::var("CORMI_ADDRS").unwrap_or_default();
        if text.trim().is_empty() && std::env::var_os("CORMI_RENDEZVOUS").is_some() {
            return TcpTransport::from_rendezvous(rank, nodes);
        }
        if text.trim().is_empty() {
            return Err(format!("CORMI_NODES={nodes} but CORMI_ADDRS is not set (start the program with cormirun)"));
        }
        let addrs = parse_addrs(&text)?;
        if addrs.len() != nodes {
            return Err(format!("CORMI_ADDRS lists {} addresses for {nodes} nodes", addrs.len()));
        }
        let fd = crate::config::env_u64("CORMI_LISTEN_FD")?;
        let listener = match fd {
            Some(fd) => listener_from_fd(fd as i32),
            None => TcpListener::bind(addrs[rank]),
        }
        .map_err(|e| format!("node {rank}: no listening socket: {e}"))?;
        let secret = secret::from_env()?;
        Ok(TcpTransport::new(rank, addrs, listener).with_secret(secret))
    }

    /// The transport of a rank on one of several hosts (`cormirun --hosts`): listens on
    /// `CORMI_BIND` only and learns every rank's address at `CORMI_RENDEZVOUS`
    /// (`rendezvous.rs`).
    fn from_rendezvous(rank: usize, nodes: usize) -> Result<TcpTransport, String> {
        let var = |name: &str| std::env::var(name).map_err(|_| format!("CORMI_RENDEZVOUS is set but {name} is not (start the program with cormirun --hosts)"));
        let bind: IpAddr = var("CORMI_BIND")?.parse().map_err(|e| format!("CORMI_BIND: {e}"))?;
        let at = parse_addrs(&var("CORMI_RENDEZVOUS")?)?.into_iter().next().ok_or("CORMI_RENDEZVOUS is empty")?;
        let secret = secret::from_env()?;
        let timeout = crate::config::Config::from_env()?.connect_timeout;
        let (listener, addrs) = rendezvous::join(rank, nodes, bind, at, secret.as_deref(), timeout)?;
        // SAFETY: listen(2) again on the listening socket only sets its backlog.
        unsafe { libc::listen(listener.as_raw_fd(), LISTEN_BACKLOG) };
        Ok(TcpTransport::new(rank, addrs, listener).with_secret(secret))
    }

    /// This transport with job secret `secret` (see `secret.rs`).
    pub fn with_secret(self, secret: Option<Vec<u8>>) -> TcpTransport {
        TcpTransport { secret: secret.map(Arc::from), ..self }
    }

    /// A transport listening on 127.0.0.1 with a port the OS chose, as rank 0 of 1 until
    /// [`TcpTransport::with_ranks`] says otherwise (tests).
    pub fn listen_local() -> std::io::Result<TcpTransport> {
        let listener = bind_local()?;
        let addrs = vec![listener.local_addr()?];
        Ok(TcpTransport::new(0, addrs, listener))
    }

    /// This transport as rank `rank` of the ranks at `addrs` (same listener).
    pub fn with_ranks(self, rank: usize, addrs: Vec<SocketAddr>) -> TcpTransport {
        TcpTransport { rank, addrs, ..self }
    }

    /// `n` transports for `n` nodes in this process, on 127.0.0.1 with ports the OS
    /// chose (tests, benchmarks).
    pub fn local_mesh(n: usize) -> std::io::Result<Vec<TcpTransport>> {
        let listeners: Vec<TcpListener> = (0..n).map(|_| bind_local()).collect::<Result<_, _>>()?;
        let addrs: Vec<SocketAddr> = listeners.iter().map(|l| l.local_addr()).collect::<Result<_, _>>()?;
        Ok(listeners.into_iter().enumerate().map(|(rank, l)| TcpTransport::new(rank, addrs.clone(), l)).collect())
    }

    /// Keeps the listener open in child processes (FD_CLOEXEC off) and returns its
    /// descriptor, for a child that adopts it as `CORMI_LISTEN_FD` (tests, benchmarks).
    pub fn inheritable_listener_fd(&self) -> i32 {
        let fd = self.listener.as_raw_fd();
        // SAFETY: clearing FD_CLOEXEC changes a flag of a descriptor this transport owns
        // and touches no memory.
        unsafe { libc::fcntl(fd, libc::F_SETFD, 0) };
        fd
    }

    /// Every rank's address, comma-separated as in `CORMI_ADDRS`.
    pub fn addrs_text(&self) -> String {
        self.addrs.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(",")
    }
}

impl Transport for TcpTransport {
    fn name(&self) -> &'static str {
        "tcp"
    }

    fn bring_up(&self, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let rank = endpoint.rank();
        if self.addrs.len() != endpoint.nodes() || self.rank != rank {
            return Err(Error::Transport(format!("TCP transport of rank {} of {} used for node {rank} of {}", self.rank, self.addrs.len(), endpoint.nodes())));
        }
        spawn_acceptor(self.listener.clone(), self.stopped.clone(), Arc::downgrade(&endpoint), rank, self.secret.clone());
        Ok(())
    }

    fn lazy(&self) -> bool {
        true
    }

    fn dial(&self, peer: usize, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let (rank, timeout) = (self.rank, endpoint.connect_timeout());
        let addr = self.addrs[peer];
        let stream = connect_retry(addr, timeout).map_err(|e| {
            Error::Transport(format!("node {rank} cannot connect to node {peer} at {addr} within {} ms (CORMI_CONNECT_TIMEOUT_MS): {e}", timeout.as_millis()))
        })?;
        if let Some(s) = &self.secret {
            secret::send(&stream, s).map_err(|e| Error::Transport(format!("node {rank} cannot connect to node {peer} at {addr}: {e}")))?;
        }
        let link = TcpLink::new(stream).map_err(|e| Error::Transport(e.to_string()))?;
        endpoint.dialed(peer, &addr.to_string(), Box::new(link))
    }

    fn poller(&self) -> Option<Arc<dyn Poller>> {
        let p = self.poller.get_or_init(|| EpollPoller::new().ok().map(Arc::new));
        p.clone().map(|p| p as Arc<dyn Poller>)
    }

    fn host_ranks(&self) -> usize {
        let mine = self.addrs.get(self.rank).map(|a| a.ip());
        self.addrs.iter().filter(|a| a.ip().is_loopback() || Some(a.ip()) == mine || a.ip() == IpAddr::from([0, 0, 0, 0])).count().max(1)
    }

    fn address(&self) -> Option<String> {
        self.listener.local_addr().ok().map(|a| a.to_string())
    }

    fn shutdown(&self) {
        if !self.stopped.swap(true, Ordering::AcqRel) {
            // SAFETY: shutdown(2) on the listener's descriptor, kept open by the Arc this
            // transport holds, touches no memory; it wakes an accept blocked on it.
            unsafe { libc::shutdown(self.listener.as_raw_fd(), libc::SHUT_RDWR) };
            if let Some(Some(p)) = self.poller.get() {
                p.wake();
            }
        }
    }
}

/// Accepts connections until the transport shuts down (or the node is gone); each
/// accepted link handshakes on its own thread so a silent client cannot stall the others.
fn spawn_acceptor(listener: Arc<TcpListener>, stopped: Arc<AtomicBool>, endpoint: Weak<dyn Endpoint>, rank: usize, secret: Option<Arc<[u8]>>) {
    std::thread::Builder::new()
        .name(format!("cormi-accept-{rank}"))
        .spawn(move || loop {
            let accepted = listener.accept();
            let Some(ep) = endpoint.upgrade() else { return };
            if stopped.load(Ordering::Acquire) || ep.closing() {
                return;
            }
            let Ok((stream, from)) = accepted else {
                // A descriptor shortage or a connection reset before accept: go on, slowly.
                std::thread::sleep(Duration::from_millis(1));
                continue;
            };
            let secret = secret.clone();
            std::thread::spawn(move || {
                if let Some(s) = &secret {
                    if let Err(why) = secret::check(&stream, s, ep.connect_timeout()) {
                        ep.refused(&from.to_string(), &why);
                        return;
                    }
                }
                if let Ok(link) = TcpLink::new(stream) {
                    ep.accepted(&from.to_string(), Box::new(link));
                }
            });
        })
        .expect("cormi: cannot start the accept thread");
}

/// The accept queue of a listener (the kernel caps it at `net.core.somaxconn`): the
/// ranks of a job dial rank 0 at once at start-up.
pub const LISTEN_BACKLOG: libc::c_int = 4096;

/// Binds a listener on 127.0.0.1 with an OS-chosen port (for tests and in-process meshes).
pub fn bind_local() -> std::io::Result<TcpListener> {
    TcpListener::bind("127.0.0.1:0")
}

/// Adopts the listening socket the launcher passed as file descriptor `fd`
/// (`CORMI_LISTEN_FD`). The descriptor must be a bound, listening TCP socket.
pub fn listener_from_fd(fd: i32) -> std::io::Result<TcpListener> {
    // SAFETY: `stat` is plain integers, for which all zeroes is a valid value.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: fstat writes only into `st`, a live local; a bad `fd` is an error return.
    if unsafe { libc::fstat(fd, &mut st) } != 0 || (st.st_mode & libc::S_IFMT) != libc::S_IFSOCK {
        return Err(std::io::Error::other(format!("CORMI_LISTEN_FD={fd} is not an open socket")));
    }
    // SAFETY: F_SETFD changes a flag of the descriptor and touches no memory; the ranks this
    // process may start must not inherit the listener.
    unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
    // SAFETY: listen(2) on a socket that is already listening only sets its backlog: room
    // for every rank of a large job dialing at once.
    unsafe { libc::listen(fd, LISTEN_BACKLOG) };
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

/// A link to the node listening at `addr` (`host:port`), without handshake: for tests
/// that play a peer.
pub fn dial(addr: &str) -> std::io::Result<TcpLink> {
    TcpLink::new(TcpStream::connect(addr)?)
}

/// Parses `CORMI_ADDRS` (`host:port,host:port,...`).
pub fn parse_addrs(text: &str) -> Result<Vec<SocketAddr>, String> {
    use std::net::ToSocketAddrs;
    text.split(',').map(|a| a.trim().to_socket_addrs().ok().and_then(|mut it| it.next()).ok_or_else(|| format!("CORMI_ADDRS: cannot resolve {a:?}"))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transport::Link;
    use std::sync::Mutex;

    /// An endpoint that records the links handed to it.
    #[derive(Default)]
    struct Recorder {
        accepted: Mutex<Vec<String>>,
    }

    impl Endpoint for Recorder {
        fn rank(&self) -> usize {
            0
        }
        fn nodes(&self) -> usize {
            2
        }
        fn connect_timeout(&self) -> Duration {
            Duration::from_secs(1)
        }
        fn closing(&self) -> bool {
            false
        }
        fn dialed(self: Arc<Self>, _: usize, _: &str, _: Box<dyn Link>) -> Result<(), Error> {
            unreachable!("rank 0 dials nobody")
        }
        fn accepted(self: Arc<Self>, from: &str, _: Box<dyn Link>) {
            self.accepted.lock().unwrap().push(from.to_string());
        }
    }

    #[test]
    fn accepts_until_shutdown_then_lets_go_of_the_listener() {
        let t = TcpTransport::listen_local().unwrap().with_ranks(0, vec!["127.0.0.1:1".parse().unwrap(); 2]);
        let rec = Arc::new(Recorder::default());
        t.bring_up(rec.clone()).unwrap();
        let addr = t.address().unwrap();
        let _peer = dial(&addr).unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        while rec.accepted.lock().unwrap().is_empty() {
            assert!(Instant::now() < deadline, "the accept loop never handed the link over");
            std::thread::sleep(Duration::from_millis(1));
        }
        t.shutdown();
        t.shutdown();
        // The accept loop wakes up and ends, dropping its share of the listener.
        while Arc::strong_count(&t.listener) > 1 {
            assert!(Instant::now() < deadline, "the accept loop did not end after shutdown");
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(dial(&addr).is_err(), "a shut-down listener takes no more connections");
    }

    #[test]
    fn host_ranks_counts_the_addresses_on_this_host() {
        let addrs = parse_addrs("127.0.0.1:1,127.0.0.1:2,10.9.9.9:3").unwrap();
        let t = TcpTransport::listen_local().unwrap().with_ranks(0, addrs);
        assert_eq!(t.host_ranks(), 2);
    }

    /// Pins the calling thread to `cpu` (default: the one it runs on now); false if it
    /// may not run there.
    fn pin(cpu: Option<usize>) -> bool {
        // SAFETY: cpu_set_t is a plain bit array; CPU_SET writes inside it, and
        // sched_setaffinity reads it.
        unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(cpu.unwrap_or(libc::sched_getcpu() as usize), &mut set);
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) == 0
        }
    }

    #[test]
    fn a_send_to_a_peer_that_stopped_reading_gives_up_at_its_deadline() {
        let listener = bind_local().unwrap();
        let near = dial(&listener.local_addr().unwrap().to_string()).unwrap();
        let far = TcpLink::new(listener.accept().unwrap().0).unwrap();
        // Far more than the socket buffers of both ends hold, and `far` never reads.
        let big = vec![0u8; 64 << 20];
        let t = Instant::now();
        let r = near.send_parts_by(&[&crate::wire::Header::default().to_bytes(), &big], Some(t + Duration::from_millis(300)).into());
        let took = t.elapsed();
        assert_eq!(r, Err(crate::transport::TransportError::TimedOut { partial: true }));
        assert!(took >= Duration::from_millis(300) && took < Duration::from_secs(3), "gave up after {took:?}");
        drop(far);
    }

    #[test]
    fn a_link_sees_a_peer_on_its_own_cpu() {
        let listener = bind_local().unwrap();
        let near = dial(&listener.local_addr().unwrap().to_string()).unwrap();
        let far = TcpLink::new(listener.accept().unwrap().0).unwrap();
        let frame = crate::wire::Header { len: 0, ..Default::default() }.to_bytes();
        let mut payload = Vec::new();
        // Sent and received by this thread, on one CPU: the peer ran here.
        let near = std::thread::spawn(move || {
            pin(None);
            far.send(&frame).unwrap();
            assert!(near.recv(&mut payload, 0).unwrap().is_some());
            assert!(near.peer_on_this_cpu());
            (near, far)
        });
        let (near, far) = near.join().unwrap();
        // Sent from CPU 0, read on CPU 1 (where this machine has both), up to the next
        // frame the link samples.
        let sender = std::thread::spawn(move || pin(Some(0)) && (0..link::CPU_SAMPLE).all(|_| far.send(&frame).is_ok()));
        if sender.join().unwrap() {
            let receiver = std::thread::spawn(move || {
                let mut payload = Vec::new();
                pin(Some(1)).then(|| (0..link::CPU_SAMPLE).all(|_| near.recv(&mut payload, 0).unwrap().is_some()) && !near.peer_on_this_cpu())
            });
            assert_ne!(receiver.join().unwrap(), Some(false), "a frame from CPU 0 read on CPU 1");
        }
    }
}
