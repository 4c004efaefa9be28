//! Building nodes and meshes: in-process clusters (tests, `CORMI_TRANSPORT=inproc`),
//! TCP nodes from a listener and the address list (the launcher's environment), and
//! local TCP clusters on port 0 (tests).

use crate::config::Config;
use crate::error::Error;
use crate::handshake;
use crate::node::Node;
use crate::registry::Registry;
use crate::transport::{inproc, tcp};
use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;

/// `n` nodes in this process, joined pairwise by in-process links.
pub fn inproc_cluster(n: usize, config: &Config, registry: Arc<Registry>) -> Result<Vec<Arc<Node>>, Error> {
    let nodes: Vec<_> = (0..n).map(|r| Node::new(r, n, config.clone(), registry.clone())).collect();
    for i in 0..n {
        for j in i + 1..n {
            connect_inproc(&nodes[i], &nodes[j])?;
        }
    }
    Ok(nodes)
}

/// Joins two in-process nodes (possibly with different registries) through the
/// handshake; fails as a real peer would, e.g. on a build id mismatch.
pub fn connect_inproc(a: &Arc<Node>, b: &Arc<Node>) -> Result<(), Error> {
    let (la, lb) = inproc::pair();
    let t = a.config.connect_timeout;
    // The in-process queues buffer the hellos, so both sides run in this thread.
    let sent = handshake_send_first(&la, a);
    let accepted = handshake::accept(&lb, b.rank, b.nodes, b.registry.build_id(), t)?;
    sent?;
    let connected = handshake::connect_finish(&la, a.nodes, a.registry.build_id(), t)?;
    if accepted != a.rank || connected != b.rank {
        return Err(Error::Transport("in-process handshake mixed up ranks".into()));
    }
    a.add_peer(b.rank, Box::new(la))?;
    b.add_peer(a.rank, Box::new(lb))?;
    Ok(())
}

fn handshake_send_first(link: &inproc::InprocLink, a: &Node) -> Result<(), Error> {
    handshake::connect_start(link, a.rank, a.nodes, a.registry.build_id())
}

/// A TCP node: accepts peers on `listener` (ranks above this one connect to it) and
/// connects to every lower rank at `addrs[rank]`. Returns once the lower ranks are
/// connected; higher ranks appear as they connect (calls wait for them).
pub fn tcp_node(rank: usize, addrs: &[SocketAddr], listener: TcpListener, config: &Config, registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let nodes = addrs.len();
    let node = Node::new(rank, nodes, config.clone(), registry);
    *node.listen_addr.lock().unwrap() = listener.local_addr().ok();
    spawn_acceptor(&node, listener);
    for (peer, addr) in addrs.iter().enumerate().take(rank) {
        let stream = tcp::connect_retry(*addr, config.connect_timeout).map_err(|e| {
            Error::Transport(format!(
                "node {rank} cannot connect to node {peer} at {addr} within {} ms (CORMI_CONNECT_TIMEOUT_MS): {e}",
                config.connect_timeout.as_millis()
            ))
        })?;
        let link = tcp::TcpLink::with_spin(stream, config.spin).map_err(|e| Error::Transport(e.to_string()))?;
        let got =
            handshake::connect(&link, rank, nodes, node.registry.build_id(), config.connect_timeout).map_err(|e| handshake_context(e, rank, peer, addr))?;
        if got != peer {
            return Err(Error::Transport(format!("{addr} answered as node {got}, expected node {peer}")));
        }
        node.add_peer(peer, Box::new(link))?;
    }
    Ok(node)
}

/// Names the two nodes (and the address) in a failed handshake's error.
fn handshake_context(e: Error, rank: usize, peer: usize, addr: &SocketAddr) -> Error {
    let ctx = format!("node {rank}: handshake with node {peer} at {addr}");
    match e {
        Error::BuildId(_) => Error::BuildId(format!(
            "this node (rank {rank}) and node {peer} at {addr} were built from different modules \
             (handshake refused); every node must run the same binary"
        )),
        Error::NodeCount(m) => Error::NodeCount(format!("{ctx}: {m}")),
        Error::Malformed(m) => Error::Malformed(format!("{ctx}: {m}")),
        Error::Transport(m) => Error::Transport(format!("{ctx}: {m}")),
        other => Error::Transport(format!("{ctx}: {other}")),
    }
}

/// Accepts connections until the node closes; each runs the handshake on its own thread
/// so a silent client cannot stall the others. Refused peers are dropped.
fn spawn_acceptor(node: &Arc<Node>, listener: TcpListener) {
    let node = node.clone();
    std::thread::Builder::new()
        .name(format!("cormi-accept-{}", node.rank))
        .spawn(move || {
            for stream in listener.incoming() {
                if node.is_closing() {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let node = node.clone();
                std::thread::spawn(move || accept_one(&node, stream));
            }
        })
        .expect("cormi: cannot start the accept thread");
}

/// Runs the handshake of one accepted connection. Only ranks above this one dial it
/// (they connect to the lower ranks), and each only once: a hello claiming a lower rank,
/// or a rank whose connection is live, is refused and never replaces the real peer.
fn accept_one(node: &Arc<Node>, stream: std::net::TcpStream) {
    let from = stream.peer_addr().map_or_else(|_| "?".to_string(), |a| a.to_string());
    let Ok(link) = tcp::TcpLink::with_spin(stream, node.config.spin) else { return };
    let allow = |peer: usize| -> Result<(), String> {
        if peer < node.rank {
            return Err(format!("node {} connects to node {peer} itself (lower ranks are dialed, not accepted)", node.rank));
        }
        if node.peer_now(peer).is_some_and(|c| c.failure().is_none()) {
            return Err(format!("node {peer} is already connected"));
        }
        Ok(())
    };
    let r = handshake::accept_checked(&link, node.rank, node.nodes, node.registry.build_id(), node.config.connect_timeout, &allow);
    let result = r.and_then(|peer| node.add_peer(peer, Box::new(link)));
    if let Err(e) = result {
        if matches!(e, Error::BuildId(_) | Error::NodeCount(_)) || std::env::var_os("CORMI_DEBUG").is_some() {
            eprintln!("cormi: node {}: refused a connection from {from}: {e}", node.rank);
        }
    }
}

/// `n` TCP nodes in this process on 127.0.0.1, ports chosen by the OS (for tests).
pub fn tcp_local_cluster(n: usize, config: &Config, registry: Arc<Registry>) -> Result<Vec<Arc<Node>>, Error> {
    let listeners: Vec<TcpListener> = (0..n).map(|_| tcp::bind_local()).collect::<Result<_, _>>().map_err(|e| Error::Transport(e.to_string()))?;
    let addrs: Vec<SocketAddr> = listeners.iter().map(|l| l.local_addr().unwrap()).collect();
    let handles: Vec<_> = listeners
        .into_iter()
        .enumerate()
        .map(|(rank, l)| {
            let (addrs, config, registry) = (addrs.clone(), config.clone(), registry.clone());
            std::thread::spawn(move || tcp_node(rank, &addrs, l, &config, registry))
        })
        .collect();
    let nodes: Vec<Arc<Node>> = handles.into_iter().map(|h| h.join().unwrap()).collect::<Result<_, _>>()?;
    for n in &nodes {
        for p in 0..n.nodes {
            if p != n.rank {
                n.peer(p)?;
            }
        }
    }
    Ok(nodes)
}
