//! Building nodes and meshes over a [`Transport`]: a node's side of bring-up (the
//! [`Endpoint`] that handshakes every new link and installs it), a node started on a
//! transport, in-process clusters (tests, `CORMI_TRANSPORT=inproc`), and local TCP
//! (port 0) and shared-memory clusters of nodes in one process (tests). No sockets or
//! shared memory here: the transports own them.

use crate::config::Config;
use crate::error::Error;
use crate::handshake;
use crate::node::Node;
use crate::registry::Registry;
use crate::transport::inproc::{self, Hub, InprocTransport};
use crate::transport::shm::ShmTransport;
use crate::transport::tcp::TcpTransport;
use crate::transport::{Endpoint, Link, Transport};
use std::sync::Arc;
use std::time::Duration;

/// Starts rank `rank` of `nodes` on `transport`: returns once the links this node dials
/// are up; the others appear as their ranks dial in (calls wait for them).
pub fn start(rank: usize, nodes: usize, transport: Arc<dyn Transport>, config: &Config, registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let node = Node::new(rank, nodes, config.clone(), registry);
    node.attach_transport(transport.clone());
    let endpoint: Arc<dyn Endpoint> = node.clone();
    if let Err(e) = transport.bring_up(endpoint) {
        node.close();
        return Err(e);
    }
    Ok(node)
}

impl Endpoint for Node {
    fn rank(&self) -> usize {
        self.rank
    }

    fn nodes(&self) -> usize {
        self.nodes
    }

    fn connect_timeout(&self) -> Duration {
        self.config.connect_timeout
    }

    fn closing(&self) -> bool {
        self.is_closing()
    }

    fn dialed(self: Arc<Self>, peer: usize, addr: &str, link: Box<dyn Link>) -> Result<(), Error> {
        let (rank, nodes) = (self.rank, self.nodes);
        let got = handshake::connect(&*link, rank, nodes, self.registry.build_id(), self.config.connect_timeout)
            .map_err(|e| handshake_context(e, rank, peer, addr))?;
        if got != peer {
            return Err(Error::Transport(format!("{addr} answered as node {got}, expected node {peer}")));
        }
        self.add_peer(peer, link)
    }

    fn refused(&self, from: &str, why: &str) {
        self.refusals.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        eprintln!("cormi: node {}: refused a connection from {from}: {why}", self.rank);
    }

    /// Eager transports: only ranks above this one dial it, and each only once. Lazy
    /// ones: any rank may, once; of two ranks that dial each other at once the higher
    /// rank's link wins (the lower rank accepts it, the higher refuses the other, whose
    /// dialer then waits for the winner). A refused hello never replaces a live peer.
    fn accepted(self: Arc<Self>, from: &str, link: Box<dyn Link>) {
        let (lazy, arbitrated) = (self.lazy(), self.arbitrated());
        let taken = std::cell::Cell::new(None);
        let allow = |peer: usize| -> Result<(), String> {
            if !lazy && peer < self.rank {
                return Err(format!("node {} connects to node {peer} itself (lower ranks are dialed, not accepted)", self.rank));
            }
            if self.peer_now(peer).is_some_and(|c| c.failure().is_none()) {
                return Err(format!("node {peer} is already connected"));
            }
            if lazy {
                let mut m = self.making(peer);
                if m.accepting || (m.dialing && self.rank > peer && !arbitrated) {
                    return Err(format!("node {} dials node {peer} itself (the higher rank's link wins)", self.rank));
                }
                m.accepting = true;
                taken.set(Some(peer));
            }
            Ok(())
        };
        let r = handshake::accept_checked(&*link, self.rank, self.nodes, self.registry.build_id(), self.config.connect_timeout, &allow);
        let r = r.and_then(|peer| self.add_peer(peer, link));
        if let Some(peer) = taken.get() {
            self.making(peer).accepting = false;
            self.notify_peers();
        }
        if let Err(e) = r {
            if matches!(e, Error::BuildId(_) | Error::NodeCount(_)) || std::env::var_os("CORMI_DEBUG").is_some() {
                eprintln!("cormi: node {}: refused a connection from {from}: {e}", self.rank);
            }
        }
    }
}

/// Names the two nodes (and the address) in a failed handshake's error.
fn handshake_context(e: Error, rank: usize, peer: usize, addr: &str) -> Error {
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

/// `n` nodes in this process, joined pairwise by in-process links; returns when every
/// node has all its links.
pub fn inproc_cluster(n: usize, config: &Config, registry: Arc<Registry>) -> Result<Vec<Arc<Node>>, Error> {
    let hub = Hub::new();
    let nodes = (0..n).map(|r| start(r, n, Arc::new(InprocTransport::new(hub.clone(), n)), config, registry.clone())).collect::<Result<Vec<_>, _>>()?;
    wait_mesh(&nodes)?;
    Ok(nodes)
}

/// Joins two in-process nodes (possibly with different registries) through the
/// handshake; fails as a real peer would, e.g. on a build id mismatch.
pub fn connect_inproc(a: &Arc<Node>, b: &Arc<Node>) -> Result<(), Error> {
    let (la, lb) = inproc::pair();
    let t = a.config.connect_timeout;
    // The in-process queues buffer the hellos, so both sides run in this thread.
    let sent = handshake::connect_start(&la, a.rank, a.nodes, a.registry.build_id());
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

/// `n` TCP nodes in this process on 127.0.0.1, ports chosen by the OS (for tests); returns
/// when every node has all its links.
pub fn tcp_local_cluster(n: usize, config: &Config, registry: Arc<Registry>) -> Result<Vec<Arc<Node>>, Error> {
    let transports = TcpTransport::local_mesh(n).map_err(|e| Error::Transport(e.to_string()))?;
    start_all(transports, config, registry)
}

/// `n` shared-memory nodes in this process on one new segment (for tests); returns when
/// every node has all its links.
pub fn shm_local_cluster(n: usize, config: &Config, registry: Arc<Registry>) -> Result<Vec<Arc<Node>>, Error> {
    let transports = ShmTransport::local_mesh(n).map_err(|e| Error::Transport(e.to_string()))?;
    start_all(transports, config, registry)
}

/// Starts one node per transport (rank = position), each on a thread of its own.
fn start_all<T: Transport + 'static>(transports: Vec<T>, config: &Config, registry: Arc<Registry>) -> Result<Vec<Arc<Node>>, Error> {
    let n = transports.len();
    let handles: Vec<_> = transports
        .into_iter()
        .enumerate()
        .map(|(rank, t)| {
            let (config, registry) = (config.clone(), registry.clone());
            std::thread::spawn(move || start(rank, n, Arc::new(t), &config, registry))
        })
        .collect();
    let nodes: Vec<Arc<Node>> = handles.into_iter().map(|h| h.join().unwrap()).collect::<Result<_, _>>()?;
    wait_mesh(&nodes)?;
    Ok(nodes)
}

/// Waits until every node has a link to every other.
fn wait_mesh(nodes: &[Arc<Node>]) -> Result<(), Error> {
    for n in nodes {
        for p in (0..n.nodes).filter(|&p| p != n.rank) {
            n.peer(p)?;
        }
    }
    Ok(())
}
