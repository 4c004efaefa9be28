//! Starting the node processes: environment contract, inherited listener or shared-memory
//! file, process group, parent-death signal.

use crate::cli::{Options, Transport};
use std::ffi::OsString;
use std::io;
use std::net::TcpListener;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};

/// The accept queue of each listener.
const LISTEN_BACKLOG: libc::c_int = 4096;

/// The TCP listeners of a job, one per rank, bound before any process starts.
pub struct Listeners {
    sockets: Vec<TcpListener>,
}

impl Listeners {
    /// Binds `n` listening sockets on 127.0.0.1, port chosen by the kernel.
    pub fn bind(n: usize) -> io::Result<Listeners> {
        let sockets = (0..n).map(|_| TcpListener::bind("127.0.0.1:0")).collect::<io::Result<Vec<_>>>()?;
        for s in &sockets {
            // SAFETY: listen(2) again on a listening socket only sets its backlog (the
            // kernel caps it at net.core.somaxconn): every rank dials rank 0 at start-up.
            unsafe { libc::listen(s.as_raw_fd(), LISTEN_BACKLOG) };
        }
        Ok(Listeners { sockets })
    }

    /// `CORMI_ADDRS`: `host:port` of every rank, comma-separated, in rank order.
    pub fn addrs(&self) -> io::Result<String> {
        let addrs = self.sockets.iter().map(|s| s.local_addr().map(|a| a.to_string())).collect::<io::Result<Vec<_>>>()?;
        Ok(addrs.join(","))
    }

    fn fd(&self, rank: usize) -> RawFd {
        self.sockets[rank].as_raw_fd()
    }
}

/// The shared-memory file of a job (shm): anonymous, so it has no name that a crash could
/// leave behind; every rank inherits it and maps it, and the memory goes when the last
/// mapping does. The runtime lays it out (runtime/src/transport/shm).
pub struct SharedMemory {
    fd: OwnedFd,
}

impl SharedMemory {
    /// Creates the empty file (close-on-exec: only the ranks inherit it, see `child_setup`).
    pub fn create() -> io::Result<SharedMemory> {
        // SAFETY: the name is NUL-terminated; memfd_create returns a new descriptor or -1.
        let fd = unsafe { libc::memfd_create(c"cormi-job".as_ptr(), libc::MFD_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: a fresh descriptor that nothing else owns.
        Ok(SharedMemory { fd: unsafe { OwnedFd::from_raw_fd(fd) } })
    }

    fn fd(&self) -> RawFd {
        self.fd.as_raw_fd()
    }
}

/// How one rank's standard streams are wired.
pub struct Stdio3 {
    /// Standard input.
    pub stdin: Stdio,
    /// Standard output.
    pub stdout: Stdio,
    /// Standard error.
    pub stderr: Stdio,
}

/// What is common to every rank of a job.
pub struct Job<'a> {
    /// The command line options.
    pub opts: &'a Options,
    /// Listeners (tcp only).
    pub listeners: Option<&'a Listeners>,
    /// `CORMI_ADDRS` (tcp only).
    pub addrs: Option<String>,
    /// The shared-memory file (shm only).
    pub shm: Option<&'a SharedMemory>,
    /// Process group of the job: `None` until rank 0 is started (rank 0 leads it).
    pub pgid: Option<libc::pid_t>,
    /// `CORMI_SECRET` (tcp only): the job's secret, random per job.
    pub secret: Option<String>,
    /// `--hosts`: where cormirun's rendezvous listens (`CORMI_RENDEZVOUS`).
    pub rendezvous: Option<std::net::SocketAddr>,
    /// Rank 0's error-mode channel (local ranks only): its write end and
    /// `CORMI_ERROR_MODE_FD`'s value.
    pub error_mode: Option<(RawFd, String)>,
}

/// A new job secret: 32 random bytes from the kernel, as 64 hex digits.
pub fn job_secret() -> io::Result<String> {
    let mut bytes = [0u8; 32];
    let mut got = 0;
    while got < bytes.len() {
        // SAFETY: getrandom writes at most the given length into the live buffer.
        let n = unsafe { libc::getrandom(bytes[got..].as_mut_ptr().cast(), bytes.len() - got, 0) };
        if n < 0 {
            let e = io::Error::last_os_error();
            if e.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        got += n as usize;
    }
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Starts one rank. The child is in the job's process group, gets SIGKILL when the
/// launcher dies, has an empty signal mask, and inherits only its own listener (tcp) or
/// the job's shared-memory file (shm).
pub fn spawn_rank(job: &Job, rank: usize, stdio: Stdio3) -> io::Result<Child> {
    let (prog, args) = job.opts.program.split_first().expect("clap requires PROG");
    let mut cmd = if job.opts.hosts.is_empty() {
        let mut cmd = Command::new(prog);
        cmd.args(args);
        for (k, v) in rank_env(job, rank) {
            cmd.env(k, v);
        }
        cmd
    } else {
        crate::hosts::rank_command(job.opts, rank, &rank_env(job, rank))?
    };
    cmd.stdin(stdio.stdin).stdout(stdio.stdout).stderr(stdio.stderr).process_group(job.pgid.unwrap_or(0));
    for k in removed_env(job.opts.transport) {
        cmd.env_remove(k);
    }
    if rank != 0 || job.error_mode.is_none() {
        cmd.env_remove("CORMI_ERROR_MODE_FD");
    }
    let inherit = [job.listeners.map(|l| l.fd(rank)).or(job.shm.map(SharedMemory::fd)), job.error_mode.as_ref().filter(|_| rank == 0).map(|(fd, _)| *fd)];
    let parent = std::process::id() as libc::pid_t;
    // SAFETY: the closure only makes async-signal-safe system calls.
    unsafe { cmd.pre_exec(move || child_setup(parent, inherit)) };
    cmd.spawn()
}

/// The `CORMI_*` variables of one rank (docs/contracts.md).
pub fn rank_env(job: &Job, rank: usize) -> Vec<(&'static str, OsString)> {
    let o = job.opts;
    let mut env =
        vec![("CORMI_RANK", rank.to_string().into()), ("CORMI_NODES", o.nodes.to_string().into()), ("CORMI_TRANSPORT", o.transport.env_value().into())];
    if let (Some(l), Some(addrs)) = (job.listeners, &job.addrs) {
        env.push(("CORMI_LISTEN_FD", l.fd(rank).to_string().into()));
        env.push(("CORMI_ADDRS", addrs.into()));
    }
    if let Some(shm) = job.shm {
        env.push(("CORMI_SHM_FD", shm.fd().to_string().into()));
    }
    match (job.rendezvous, &job.secret) {
        (Some(at), _) => {
            // The secret reaches ranks on hosts through their stdin (hosts.rs).
            env.push(("CORMI_RENDEZVOUS", at.to_string().into()));
            env.push(("CORMI_BIND", crate::hosts::host_of(o, rank).addr.to_string().into()));
        }
        (None, Some(secret)) => env.push(("CORMI_SECRET", secret.into())),
        (None, None) => {}
    }
    if let Some(t) = o.timeout_ms {
        env.push(("CORMI_TIMEOUT_MS", t.to_string().into()));
    }
    if let Some(m) = o.max_message {
        env.push(("CORMI_MAX_MESSAGE", m.to_string().into()));
    }
    if let (0, Some((_, value))) = (rank, &job.error_mode) {
        env.push(("CORMI_ERROR_MODE_FD", value.into()));
    }
    env
}

/// Variables inherited from an outer job that would mislead this one.
fn removed_env(t: Transport) -> &'static [&'static str] {
    match t {
        Transport::Tcp => &["CORMI_SHM_FD"],
        Transport::Shm => &["CORMI_LISTEN_FD", "CORMI_ADDRS", "CORMI_SECRET"],
        Transport::Inproc => &["CORMI_LISTEN_FD", "CORMI_ADDRS", "CORMI_SHM_FD", "CORMI_SECRET"],
    }
}

/// Runs in the child between fork and exec (async-signal-safe calls only).
fn child_setup(parent: libc::pid_t, inherit: [Option<RawFd>; 2]) -> io::Result<()> {
    // SAFETY: plain system calls on values owned by this (forked) process.
    unsafe {
        if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0) != 0 {
            return Err(io::Error::last_os_error());
        }
        // The launcher may have died between fork and prctl: then nobody will kill us.
        if libc::getppid() != parent {
            libc::_exit(1);
        }
        let mut empty: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut empty);
        libc::pthread_sigmask(libc::SIG_SETMASK, &empty, std::ptr::null_mut());
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        for fd in inherit.into_iter().flatten() {
            // Clear close-on-exec on this rank's listener or the shared-memory file (and
            // rank 0's error-mode channel) only; the other ranks' listeners stay closed.
            if libc::fcntl(fd, libc::F_SETFD, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
        }
    }
    Ok(())
}
