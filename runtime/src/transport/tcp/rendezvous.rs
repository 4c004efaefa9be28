//! The rendezvous of ranks on several hosts (`cormirun --hosts`): a rank binds its
//! listener on its host's address (`CORMI_BIND`, and only there), reports that address
//! with its rank to the launcher (`CORMI_RENDEZVOUS`, after the job secret's preamble)
//! and gets every rank's address back in one line, in rank order (what `CORMI_ADDRS`
//! holds for local jobs).
//!
//! Protocol (text after the preamble): the rank sends `<rank> <ip:port>\n`; once every
//! rank reported, the launcher answers each with `<addr>,<addr>,...\n` and closes.

use super::{connect_retry, parse_addrs, secret};
use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::time::Duration;

/// Binds this rank's listener on `bind` (port chosen by the kernel), reports it at
/// `rendezvous` and returns the listener and every rank's address. `timeout` bounds the
/// whole wait (every rank must report first).
pub fn join(
    rank: usize,
    nodes: usize,
    bind: IpAddr,
    rendezvous: SocketAddr,
    secret: Option<&[u8]>,
    timeout: Duration,
) -> Result<(TcpListener, Vec<SocketAddr>), String> {
    let listener = TcpListener::bind((bind, 0)).map_err(|e| format!("node {rank}: cannot listen on {bind} (CORMI_BIND): {e}"))?;
    let mine = listener.local_addr().map_err(|e| e.to_string())?;
    let fail = |e: std::io::Error| format!("node {rank}: rendezvous at {rendezvous} (CORMI_RENDEZVOUS): {e}");
    let stream = connect_retry(rendezvous, timeout).map_err(fail)?;
    if let Some(s) = secret {
        secret::send(&stream, s).map_err(fail)?;
    }
    (&stream).write_all(format!("{rank} {mine}\n").as_bytes()).map_err(fail)?;
    stream.set_read_timeout(Some(timeout.max(Duration::from_millis(1)))).map_err(fail)?;
    let mut line = String::new();
    BufReader::new(&stream).read_line(&mut line).map_err(fail)?;
    if line.trim().is_empty() {
        return Err(format!("node {rank}: the rendezvous at {rendezvous} closed without the ranks' addresses (not every rank reported in time?)"));
    }
    let addrs = parse_addrs(line.trim())?;
    if addrs.len() != nodes || addrs[rank] != mine {
        return Err(format!("node {rank}: the rendezvous answered {} addresses for {nodes} nodes (this rank's: {mine})", addrs.len()));
    }
    Ok((listener, addrs))
}
