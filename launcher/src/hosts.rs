//! Ranks on other hosts (`--hosts`): the command that starts a rank through the launcher
//! command (ssh by default), and the rendezvous where the ranks report the address they
//! listen on and get every rank's (the runtime's side: `runtime/src/transport/tcp/
//! rendezvous.rs`).
//!
//! The rank's command line is one shell string (as ssh passes it to the remote shell):
//! `cd <cwd> && IFS= read -r CORMI_SECRET && export CORMI_SECRET && exec env CORMI_...=...
//! <prog> <args>`. The job secret comes first on the rank's standard input, so it never
//! appears in a command line (which other users of a host can read).

use crate::cli::Options;
use std::ffi::{OsStr, OsString};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::os::unix::ffi::OsStrExt;
use std::process::Command;
use std::time::Duration;

/// An address of a host.
pub type Ip = IpAddr;

/// One host of `--hosts`: a name for the launcher command and the address its ranks
/// listen on (`NAME=ADDR`; NAME alone: its address is NAME resolved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Host {
    /// What `{host}` becomes in the launcher command.
    pub name: String,
    /// Where the host's ranks listen (and only there): the address their peers dial.
    pub addr: Ip,
}

impl Host {
    /// Parses `NAME=ADDR` or `NAME`.
    pub fn parse(s: &str) -> Result<Host, String> {
        use std::net::ToSocketAddrs;
        let (name, addr) = s.split_once('=').unwrap_or((s, s));
        if name.is_empty() {
            return Err(format!("empty host name in {s:?}"));
        }
        let addr =
            (addr, 0).to_socket_addrs().ok().and_then(|mut a| a.next()).map(|a| a.ip()).ok_or_else(|| format!("cannot resolve the address of host {s:?}"))?;
        Ok(Host { name: name.into(), addr })
    }
}

/// How long one rank may take to send its report once connected.
const REPORT_TIMEOUT: Duration = Duration::from_secs(10);

/// The host of `rank`: ranks go to the hosts in blocks of ceil(N / hosts), in order.
pub fn host_of(opts: &Options, rank: usize) -> &Host {
    let per = opts.nodes.div_ceil(opts.hosts.len());
    &opts.hosts[(rank / per).min(opts.hosts.len() - 1)]
}

/// `s` quoted for a POSIX shell.
fn quote(s: &OsStr) -> String {
    format!("'{}'", String::from_utf8_lossy(s.as_bytes()).replace('\'', r"'\''"))
}

/// The launcher command that starts `rank` on its host with `env` and the program.
pub fn rank_command(opts: &Options, rank: usize, env: &[(&'static str, OsString)]) -> io::Result<Command> {
    let host = host_of(opts, rank);
    let mut words: Vec<String> = opts.launcher.iter().map(|w| w.replace("{host}", &host.name)).collect();
    if !opts.launcher.iter().any(|w| w.contains("{host}")) {
        words.insert(1.min(words.len()), host.name.clone());
    }
    let cwd = std::env::current_dir()?;
    let vars: Vec<String> = env.iter().map(|(k, v)| format!("{k}={}", quote(v))).collect();
    let prog: Vec<String> = opts.program.iter().map(|a| quote(a)).collect();
    let script = format!("cd {} && IFS= read -r CORMI_SECRET && export CORMI_SECRET && exec env {} {}", quote(cwd.as_os_str()), vars.join(" "), prog.join(" "));
    let (first, rest) = words.split_first().ok_or_else(|| io::Error::other("--launcher is empty"))?;
    let mut cmd = Command::new(first);
    cmd.args(rest).arg(script);
    Ok(cmd)
}

/// Starts the rendezvous for `nodes` ranks on `addr` (port chosen by the kernel) in a
/// thread of its own; returns where it listens.
pub fn start_rendezvous(addr: IpAddr, nodes: usize, secret: String) -> io::Result<SocketAddr> {
    let listener = TcpListener::bind((addr, 0))?;
    let at = listener.local_addr()?;
    std::thread::spawn(move || serve(listener, nodes, secret.as_bytes()));
    Ok(at)
}

/// Collects one report per rank, then answers every rank with the address list.
fn serve(listener: TcpListener, nodes: usize, secret: &[u8]) {
    let mut reported: Vec<Option<(TcpStream, String)>> = (0..nodes).map(|_| None).collect();
    let mut count = 0;
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let from = stream.peer_addr().map_or_else(|_| "?".into(), |a| a.to_string());
        match read_report(&stream, secret, nodes) {
            Ok((rank, addr)) if reported[rank].is_none() => {
                reported[rank] = Some((stream, addr));
                count += 1;
            }
            Ok((rank, _)) => say!("rendezvous: rank {rank} reported twice (from {from}); refused"),
            Err(why) => say!("rendezvous: refused a connection from {from}: {why}"),
        }
        if count == nodes {
            break;
        }
    }
    let line = reported.iter().map(|r| r.as_ref().map_or("", |(_, a)| a.as_str())).collect::<Vec<_>>().join(",") + "\n";
    for (stream, _) in reported.into_iter().flatten() {
        let _ = (&stream).write_all(line.as_bytes());
    }
}

/// Reads a rank's preamble (the job secret) and its `<rank> <ip:port>` line.
fn read_report(stream: &TcpStream, secret: &[u8], nodes: usize) -> Result<(usize, String), String> {
    stream.set_read_timeout(Some(REPORT_TIMEOUT)).map_err(|e| e.to_string())?;
    let mut head = [0u8; 10];
    (&*stream).read_exact(&mut head).map_err(|_| "no job secret".to_string())?;
    let len = u16::from_le_bytes([head[8], head[9]]) as usize;
    if &head[..8] != b"CORMIJOB" || len != secret.len() {
        return Err("no job secret, or a wrong one".into());
    }
    let mut got = vec![0u8; len];
    (&*stream).read_exact(&mut got).map_err(|_| "no job secret".to_string())?;
    if got.iter().zip(secret).fold(0u8, |d, (a, b)| d | (a ^ b)) != 0 {
        return Err("a wrong job secret".into());
    }
    let mut line = String::new();
    BufReader::new(stream.take(256)).read_line(&mut line).map_err(|e| e.to_string())?;
    let (rank, addr) = line.trim().split_once(' ').ok_or("a malformed report")?;
    let rank: usize = rank.parse().map_err(|_| "a malformed rank")?;
    let addr: SocketAddr = addr.parse().map_err(|_| "a malformed address")?;
    if rank >= nodes {
        return Err(format!("rank {rank} of a job of {nodes}"));
    }
    Ok((rank, addr.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_quoting_keeps_every_byte() {
        assert_eq!(quote(OsStr::new("a b")), "'a b'");
        assert_eq!(quote(OsStr::new("it's")), r"'it'\''s'");
    }

    #[test]
    fn ranks_go_to_hosts_in_blocks() {
        let mut o = crate::cli::parse(["cormirun", "-n", "5", "--hosts", "a=127.0.0.1,b=127.0.0.2", "p"]).unwrap();
        let names: Vec<&str> = (0..5).map(|r| host_of(&o, r).name.as_str()).collect();
        assert_eq!(names, ["a", "a", "a", "b", "b"]);
        o.launcher = vec!["ssh".into()];
        let cmd = rank_command(&o, 4, &[("CORMI_RANK", "4".into())]).unwrap();
        let args: Vec<_> = cmd.get_args().map(|a| a.to_string_lossy().into_owned()).collect();
        assert_eq!(cmd.get_program(), "ssh");
        assert_eq!(args[0], "b", "the host follows the command when {{host}} is not named");
        assert!(args[1].contains("read -r CORMI_SECRET") && args[1].contains("exec env CORMI_RANK='4' 'p'"), "{}", args[1]);
    }
}
