//! `cormirun`: starts the N nodes of a cormi program on this machine and supervises them.
//!
//! Implements the launcher side of docs/contracts.md ("cormirun -> runtime"). See
//! launcher/ARCHITECTURE.md for the invariants (no orphan process, ever).

/// Writes one `cormirun: ...` message line to stderr with a single write, so that the
/// output of ranks sharing the stream cannot split it.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::say_line(::std::format_args!($($arg)*))
    };
}

/// The function behind [`say!`].
pub fn say_line(msg: std::fmt::Arguments) {
    use std::io::Write;
    let line = format!("cormirun: {msg}\n");
    // Stderr is unbuffered: one write_all of a short line is one write(2).
    let _ = io::stderr().lock().write_all(line.as_bytes());
}

mod cli;
mod error_mode;
mod guard;
mod hosts;
mod output;
mod signals;
mod spawn;
mod supervise;

use cli::{Options, Transport};
use error_mode::ErrorModeChannel;
use output::Forwarders;
use spawn::{Job, Listeners, SharedMemory, Stdio3};
use std::io::{self, IsTerminal};
use std::process::{Child, Stdio};
use std::time::Duration;
use supervise::{RankProc, Supervisor};

fn main() {
    let opts = match cli::parse(std::env::args_os()) {
        Ok(o) => o,
        Err(e) => e.exit(),
    };
    std::process::exit(run(&opts));
}

/// Runs the job; returns the launcher's exit code.
fn run(opts: &Options) -> i32 {
    // Before any thread exists, so that every thread inherits the mask.
    let signals = signals::Signals::block();
    // Also before any thread (fork) and before the listeners (the guard must not hold them).
    let guard = match guard::Guard::start() {
        Ok(g) => Some(g),
        Err(e) => {
            say!("warning: cannot start the guard process ({e}); if cormirun is killed with SIGKILL, processes started by the ranks may survive");
            None
        }
    };
    let code = run_job(opts, &signals, guard.as_ref());
    if let Some(g) = guard {
        g.disarm();
    }
    code
}

/// Binds, starts and supervises the ranks; returns the launcher's exit code.
fn run_job(opts: &Options, signals: &signals::Signals, guard: Option<&guard::Guard>) -> i32 {
    let listeners = match bind_listeners(opts) {
        Ok(l) => l,
        Err(e) => {
            say!("cannot bind {} listening sockets on 127.0.0.1: {e}", opts.nodes);
            return 1;
        }
    };
    let shm = match (opts.transport == Transport::Shm).then(SharedMemory::create).transpose() {
        Ok(s) => s,
        Err(e) => {
            say!("cannot create the shared-memory file (memfd_create): {e}; try --transport tcp");
            return 1;
        }
    };
    // Ranks on hosts are started through a remote shell: no descriptor reaches them.
    let mut error_mode = match opts.hosts.is_empty().then(ErrorModeChannel::create).transpose() {
        Ok(c) => c,
        Err(e) => {
            say!("cannot create rank 0's error-mode pipe: {e}");
            return 1;
        }
    };
    let mut forwarders = Forwarders::default();
    let (ranks, pgid) = match start_all(opts, listeners.as_ref(), shm.as_ref(), error_mode.as_ref(), &mut forwarders, guard) {
        Ok(started) => started,
        Err(code) => return code,
    };
    // The ranks hold their own copies now; the launcher's must not keep ports open, nor
    // the shared memory alive after the ranks.
    drop(listeners);
    drop(shm);
    if let Some(c) = error_mode.as_mut() {
        c.close_write_end();
    }
    let code = Supervisor::new(ranks, pgid, opts.linger, opts.grace, error_mode).run(signals);
    forwarders.drain(Duration::from_secs(2));
    code
}

fn bind_listeners(opts: &Options) -> io::Result<Option<Listeners>> {
    match opts.transport {
        Transport::Tcp if opts.hosts.is_empty() => Listeners::bind(opts.nodes).map(Some),
        _ => Ok(None),
    }
}

/// Starts every process of the job; on failure stops those already started and returns
/// the exit code (127: program not found, 126: not executable, as a shell would).
fn start_all(
    opts: &Options,
    listeners: Option<&Listeners>,
    shm: Option<&SharedMemory>,
    error_mode: Option<&ErrorModeChannel>,
    fw: &mut Forwarders,
    guard: Option<&guard::Guard>,
) -> Result<(Vec<RankProc>, libc::pid_t), i32> {
    let addrs = match listeners.map(Listeners::addrs).transpose() {
        Ok(a) => a,
        Err(e) => {
            say!("cannot read listener addresses: {e}");
            return Err(1);
        }
    };
    let secret = match opts.transport {
        Transport::Tcp => match spawn::job_secret() {
            Ok(s) => Some(s),
            Err(e) => {
                say!("cannot generate the job secret: {e}");
                return Err(1);
            }
        },
        _ => None,
    };
    let rendezvous = match (&secret, opts.hosts.first()) {
        (Some(secret), Some(first)) => match hosts::start_rendezvous(opts.rendezvous.unwrap_or(first.addr), opts.nodes, secret.clone()) {
            Ok(at) => Some(at),
            Err(e) => {
                say!("cannot listen for the ranks' rendezvous on {}: {e}", opts.rendezvous.unwrap_or(first.addr));
                return Err(1);
            }
        },
        _ => None,
    };
    let error_mode = match error_mode.map(|c| c.env_value().map(|v| c.write_fd().zip(v))).transpose() {
        Ok(e) => e.flatten(),
        Err(e) => {
            say!("cannot read rank 0's error-mode pipe: {e}");
            return Err(1);
        }
    };
    let mut job = Job { opts, listeners, addrs, shm, pgid: None, secret, rendezvous, error_mode };
    let processes = if opts.transport == Transport::Inproc { 1 } else { opts.nodes };
    let mut ranks = Vec::with_capacity(processes);
    for rank in 0..processes {
        match spawn::spawn_rank(&job, rank, stdio_for(opts, rank)) {
            Ok(child) => {
                if job.pgid.is_none() {
                    let pgid = child.id() as libc::pid_t;
                    job.pgid = Some(pgid);
                    if let Some(g) = guard {
                        g.arm(pgid);
                    }
                }
                ranks.push(RankProc::new(rank, wire(opts, rank, child, fw, job.secret.as_deref())));
            }
            Err(e) => return Err(abort_start(opts, rank, &e, ranks, job.pgid)),
        }
    }
    Ok((ranks, job.pgid.expect("at least one rank")))
}

/// Reports a failed start, kills and reaps the ranks already started.
fn abort_start(opts: &Options, rank: usize, e: &io::Error, ranks: Vec<RankProc>, pgid: Option<libc::pid_t>) -> i32 {
    let prog = opts.program[0].to_string_lossy();
    say!("cannot start rank {rank} ({prog}): {e}");
    if let Some(pgid) = pgid {
        supervise::signal_group(pgid, libc::SIGKILL);
    }
    for mut r in ranks {
        let _ = r.child.wait();
    }
    match e.kind() {
        io::ErrorKind::NotFound => 127,
        io::ErrorKind::PermissionDenied => 126,
        _ => 1,
    }
}

/// Standard streams of one rank: stdin goes to rank 0 only; with `--prefix` the output
/// goes through pipes, otherwise straight to the launcher's own streams.
fn stdio_for(opts: &Options, rank: usize) -> Stdio3 {
    let out = || {
        if opts.prefix {
            Stdio::piped()
        } else {
            Stdio::inherit()
        }
    };
    let stdin = match (rank, io::stdin().is_terminal()) {
        // Ranks on hosts read the job secret first (hosts.rs); rank 0 then gets stdin.
        _ if !opts.hosts.is_empty() => Stdio::piped(),
        (0, true) => Stdio::piped(),
        (0, false) => Stdio::inherit(),
        _ => Stdio::null(),
    };
    Stdio3 { stdin, stdout: out(), stderr: out() }
}

/// Starts the forwarding threads a freshly started rank needs.
fn wire(opts: &Options, rank: usize, mut child: Child, fw: &mut Forwarders, secret: Option<&str>) -> Child {
    if let Some(mut stdin) = child.stdin.take() {
        if !opts.hosts.is_empty() {
            use std::io::Write;
            let _ = writeln!(stdin, "{}", secret.unwrap_or_default());
        }
        if rank == 0 {
            output::forward_stdin(stdin);
        }
    }
    if opts.prefix {
        fw.prefix(rank, child.stdout.take(), child.stderr.take());
    }
    child
}
