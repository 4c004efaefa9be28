//! The job secret: proof that a TCP connection comes from a node of this job.
//!
//! `cormirun` generates a random secret per job and gives it to every rank
//! (`CORMI_SECRET`). A dialer sends it first, before any frame: the 8-byte magic
//! `CORMIJOB`, a 2-byte length (little endian) and the secret's bytes. An acceptor that
//! has a secret reads that preamble before it hands the connection to its node and drops
//! a connection whose preamble is missing, late or wrong (comparing in constant time), with
//! a line in its log. Without a secret (tests, hand-made meshes) neither side sends or
//! expects one. The secret keeps out stray and foreign connections (other users, other
//! jobs, port scanners); it travels in clear, as the calls themselves do.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

const MAGIC: &[u8; 8] = b"CORMIJOB";
/// The longest secret accepted.
pub const MAX_SECRET: usize = 1024;

/// Writes the preamble that proves membership.
pub fn send(stream: &TcpStream, secret: &[u8]) -> std::io::Result<()> {
    let mut pre = Vec::with_capacity(10 + secret.len());
    pre.extend_from_slice(MAGIC);
    pre.extend_from_slice(&(secret.len() as u16).to_le_bytes());
    pre.extend_from_slice(secret);
    (&*stream).write_all(&pre)
}

/// Reads a dialer's preamble (for at most `timeout`) and checks it against `secret`.
/// Err: why the connection is refused.
pub fn check(stream: &TcpStream, secret: &[u8], timeout: Duration) -> Result<(), String> {
    let missing = "it did not prove membership of this job (no job secret)";
    stream.set_read_timeout(Some(timeout.max(Duration::from_millis(1)))).map_err(|e| e.to_string())?;
    let mut head = [0u8; 10];
    (&*stream).read_exact(&mut head).map_err(|_| missing.to_string())?;
    if &head[..8] != MAGIC {
        return Err(missing.into());
    }
    let len = u16::from_le_bytes([head[8], head[9]]) as usize;
    if len > MAX_SECRET {
        return Err("its job secret is too long".into());
    }
    let mut got = vec![0u8; len];
    (&*stream).read_exact(&mut got).map_err(|_| missing.to_string())?;
    if !same(&got, secret) {
        return Err("it presented a wrong job secret".into());
    }
    Ok(())
}

/// Compares in time that depends on the lengths only.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// The job secret from `CORMI_SECRET` (None when unset or empty).
pub fn from_env() -> Result<Option<Vec<u8>>, String> {
    match std::env::var("CORMI_SECRET") {
        Ok(s) if s.len() > MAX_SECRET => Err(format!("CORMI_SECRET is longer than {MAX_SECRET} bytes")),
        Ok(s) if !s.is_empty() => Ok(Some(s.into_bytes())),
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn secrets_compare_whole() {
        assert!(super::same(b"abc", b"abc"));
        assert!(!super::same(b"abc", b"abd") && !super::same(b"abc", b"ab") && !super::same(b"", b"a"));
    }
}
