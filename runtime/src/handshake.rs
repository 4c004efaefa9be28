//! The connection handshake: the connecting node sends a hello (its rank, the node count,
//! its build id); the accepting node checks the build id and node count and answers with
//! its own hello, or with an error hello that says why it refuses and closes.

use crate::error::{status, Error};
use crate::transport::{Link, Received};
use crate::wire::{flags, Header, Hello};
use std::time::{Duration, Instant};

/// How a refused dial's error starts (the peer said no, or a crossing dial won): the
/// dialer of a lazy transport then waits for the peer's own link instead of failing.
pub const REFUSED: &str = "handshake refused";

/// Largest hello payload accepted (a hello or a refusal message).
const MAX_HELLO: u64 = 4096;

/// The connecting side: introduces itself as `rank` of `nodes` running `build`, and
/// returns the peer's rank. A refusal comes back as the peer's error (`BuildId` for a
/// different module, `NodeCount` for another node count, `Transport` otherwise).
pub fn connect(link: &dyn Link, rank: usize, nodes: usize, build: u64, timeout: Duration) -> Result<usize, Error> {
    connect_start(link, rank, nodes, build)?;
    connect_finish(link, nodes, build, timeout)
}

/// First half of [`connect`]: sends the hello.
pub fn connect_start(link: &dyn Link, rank: usize, nodes: usize, build: u64) -> Result<(), Error> {
    send_hello(link, rank, nodes, build)
}

/// Second half of [`connect`]: reads the answer; returns the peer's rank.
pub fn connect_finish(link: &dyn Link, nodes: usize, build: u64, timeout: Duration) -> Result<usize, Error> {
    let (h, payload) = recv_hello(link, timeout)?;
    if h.flags & flags::ERROR != 0 {
        let msg = String::from_utf8_lossy(&payload).into_owned();
        return Err(match h.status {
            status::BUILD_ID => Error::BuildId(format!("{REFUSED}: {msg}")),
            status::NODE_COUNT => Error::NodeCount(format!("{REFUSED}: {msg}")),
            _ => Error::Transport(format!("{REFUSED}: {msg}")),
        });
    }
    let hello = Hello::decode(&payload).ok_or_else(|| Error::Malformed("hello payload".into()))?;
    check_peer(&h, hello, nodes, build).map_err(|(e, _)| e)?;
    Ok(hello.rank as usize)
}

/// The accepting side: reads the peer's hello, refuses a different build or node count
/// (sending the reason), otherwise answers with this node's hello. Returns the peer rank.
/// Every rank is accepted (in-process meshes); see [`accept_checked`].
pub fn accept(link: &dyn Link, rank: usize, nodes: usize, build: u64, timeout: Duration) -> Result<usize, Error> {
    accept_checked(link, rank, nodes, build, timeout, &|_| Ok(()))
}

/// As [`accept`], but a hello whose rank `allow` refuses (a rank already connected, or
/// one this node dials itself) is refused with `allow`'s reason before any answer, so a
/// forged hello can never take the place of a real peer.
pub fn accept_checked(
    link: &dyn Link,
    rank: usize,
    nodes: usize,
    build: u64,
    timeout: Duration,
    allow: &dyn Fn(usize) -> Result<(), String>,
) -> Result<usize, Error> {
    let (h, payload) = recv_hello(link, timeout)?;
    let hello = Hello::decode(&payload).ok_or_else(|| Error::Malformed("hello payload".into()))?;
    if let Err((local, sent)) = check_peer(&h, hello, nodes, build) {
        refuse(link, local.status(), &format!("node {rank} refused node {}: {sent}", hello.rank));
        return Err(local);
    }
    let peer = hello.rank as usize;
    let reason = if peer == rank { Some(format!("peer claims this node's own rank {rank}")) } else { allow(peer).err() };
    if let Some(reason) = reason {
        refuse(link, status::TRANSPORT, &format!("node {rank} refused a hello as node {peer}: {reason}"));
        return Err(Error::Transport(format!("refused a hello as node {peer}: {reason}")));
    }
    send_hello(link, rank, nodes, build)?;
    Ok(peer)
}

/// Why a peer's hello is unacceptable, if it is: the error for this node (which may name
/// both build ids) and the reason sent to the peer (which never reveals this node's id).
fn check_peer(h: &Header, hello: Hello, nodes: usize, build: u64) -> Result<(), (Error, String)> {
    if h.build != build {
        return Err((
            Error::BuildId(format!(
                "node {} was built from a different module (its build id {:#018x}, this node {:#018x}); \
                 every node must run the same binary",
                hello.rank, h.build, build
            )),
            "the two nodes were built from different modules (build ids differ); every node must run the same binary".into(),
        ));
    }
    if hello.nodes as usize != nodes || hello.rank as usize >= nodes {
        let m = format!("peer is rank {} of {} nodes, this node expects {} nodes", hello.rank, hello.nodes, nodes);
        return Err((Error::NodeCount(m.clone()), m));
    }
    Ok(())
}

fn send_hello(link: &dyn Link, rank: usize, nodes: usize, build: u64) -> Result<(), Error> {
    let body = Hello { rank: rank as u32, nodes: nodes as u32 }.to_bytes();
    let h = Header { flags: flags::HELLO, build, len: body.len() as u64, ..Header::default() };
    let mut frame = h.to_bytes().to_vec();
    frame.extend_from_slice(&body);
    link.send(&frame).map_err(|e| Error::Transport(format!("handshake: {e}")))
}

/// Sends a refusal (status `code` and `reason`; the header carries no build id) and closes.
fn refuse(link: &dyn Link, code: i32, reason: &str) {
    let h = Header { flags: flags::HELLO | flags::ERROR, status: code, build: 0, len: reason.len() as u64, ..Header::default() };
    let mut frame = h.to_bytes().to_vec();
    frame.extend_from_slice(reason.as_bytes());
    let _ = link.send(&frame);
    // Give the refusal a moment to leave before the connection is dropped.
    std::thread::sleep(Duration::from_millis(20));
    link.close();
}

fn recv_hello(link: &dyn Link, timeout: Duration) -> Result<(Header, Vec<u8>), Error> {
    let deadline = Instant::now() + timeout;
    let mut payload = Vec::new();
    loop {
        match link.recv(&mut payload, MAX_HELLO) {
            Ok(Some(Received::Frame(h))) if h.flags & flags::HELLO != 0 => return Ok((h, payload)),
            Ok(Some(_)) => return Err(Error::Malformed("expected a hello frame".into())),
            Ok(None) if Instant::now() < deadline => continue,
            Ok(None) => return Err(Error::Transport("handshake timed out".into())),
            Err(e) => return Err(Error::Transport(format!("handshake: {e}"))),
        }
    }
}
