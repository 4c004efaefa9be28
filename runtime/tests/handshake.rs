//! The connection handshake refuses a peer built from a different module, with a message
//! that says so, and the refusing node keeps accepting good peers.

mod common;
use common::*;
use cormi_rt::transport::tcp::{self, TcpTransport};
use cormi_rt::transport::Transport;
use cormi_rt::{cluster, Error, Node, Registry};
use std::sync::Arc;

/// Rank `rank` of the TCP nodes at `addrs`, accepting on a fresh local listener.
fn tcp_node(rank: usize, addrs: &[&str], registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    tcp_node_on(TcpTransport::listen_local().unwrap(), rank, addrs, registry)
}

/// As [`tcp_node`], accepting on `t`'s listener.
fn tcp_node_on(t: TcpTransport, rank: usize, addrs: &[&str], registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let addrs = tcp::parse_addrs(&addrs.join(",")).unwrap();
    let n = addrs.len();
    cluster::start(rank, n, Arc::new(t.with_ranks(rank, addrs)), &config(), registry)
}

/// Makes `node`'s link to node 0 now (links are made on first use); the node itself on
/// success, closed on failure.
fn dial_node_0(node: Arc<Node>) -> Result<Arc<Node>, Error> {
    match node.peer(0) {
        Ok(_) => Ok(node),
        Err(e) => {
            node.close();
            Err(e)
        }
    }
}

#[test]
fn inproc_build_id_mismatch_is_refused_with_a_message() {
    let a = Node::new(0, 2, config(), registry_with_build(1));
    let b = Node::new(1, 2, config(), registry_with_build(2));
    let err = cluster::connect_inproc(&a, &b).unwrap_err();
    assert!(matches!(err, Error::BuildId(_)), "{err:?}");
    assert!(err.to_string().contains("different module"), "{err}");
    assert!(a.peer_now(1).is_none() && b.peer_now(0).is_none());
    // A matching peer still connects.
    let c = Node::new(1, 2, config(), registry_with_build(1));
    cluster::connect_inproc(&a, &c).unwrap();
    assert_eq!(u64_of(&a.call(node_ref(1), ADD, &add_args(2, 2)).unwrap()), 4);
}

#[test]
fn tcp_build_id_mismatch_is_refused_with_a_message() {
    let listener = TcpTransport::listen_local().unwrap();
    let server_addr = listener.address().unwrap();
    let addrs = [server_addr.as_str(), "127.0.0.1:1"];
    let server = tcp_node_on(listener, 0, &addrs, registry_with_build(1)).unwrap();
    let err = dial_node_0(tcp_node(1, &addrs, registry_with_build(2)).unwrap()).unwrap_err();
    assert!(matches!(err, Error::BuildId(_)), "{err:?}");
    assert!(err.to_string().contains("handshake refused") && err.to_string().contains("different module"), "{err}");
    // The server keeps accepting: a peer with the same build connects and is served.
    let good = dial_node_0(tcp_node(1, &addrs, registry_with_build(1)).unwrap()).unwrap();
    assert_eq!(u64_of(&good.call(node_ref(0), ADD, &add_args(3, 3)).unwrap()), 6);
    good.close();
    server.close();
}

/// A raw TCP hello to `addr` claiming `rank` of `nodes` with `build`.
fn forged_hello(addr: String, rank: usize, nodes: usize, build: u64) -> Result<usize, Error> {
    let link = tcp::dial(&addr).unwrap();
    cormi_rt::handshake::connect(&link, rank, nodes, build, std::time::Duration::from_secs(5))
}

#[test]
fn forged_hello_never_replaces_a_live_connection() {
    let nodes = cluster::tcp_local_cluster(3, &config(), registry()).unwrap();
    let before = nodes[0].peer_now(2).unwrap();
    // Node 2 is connected to node 0: a second hello as node 2 is refused.
    let err = forged_hello(nodes[0].address().unwrap(), 2, 3, BUILD).unwrap_err();
    assert!(err.to_string().contains("already connected"), "{err}");
    // Node 1 dials node 0 itself: node 1 refuses a hello claiming to be node 0.
    let err = forged_hello(nodes[1].address().unwrap(), 0, 3, BUILD).unwrap_err();
    assert!(err.to_string().contains("refused"), "{err}");
    assert!(std::sync::Arc::ptr_eq(&before, &nodes[0].peer_now(2).unwrap()), "the live connection was replaced");
    for (a, b) in [(0, 2), (2, 0), (1, 0), (0, 1)] {
        assert_eq!(u64_of(&nodes[a].call(node_ref(b), ADD, &add_args(a as u64, 40)).unwrap()), a as u64 + 40);
    }
    for n in &nodes {
        n.close();
    }
}

#[test]
fn build_id_refusal_does_not_reveal_the_server_id() {
    let nodes = cluster::tcp_local_cluster(2, &config(), registry_with_build(0x5ec2_e71d)).unwrap();
    let err = forged_hello(nodes[0].address().unwrap(), 1, 2, 0x0bad).unwrap_err();
    assert!(matches!(err, Error::BuildId(_)), "{err:?}");
    let text = err.to_string();
    assert!(text.contains("different modules"), "{text}");
    assert!(!text.to_lowercase().contains("5ec2e71d"), "leaked the server's build id: {text}");
    for n in &nodes {
        n.close();
    }
}

#[test]
fn node_count_mismatch_has_its_own_status_and_message() {
    let listener = TcpTransport::listen_local().unwrap();
    let server_addr = listener.address().unwrap();
    let server = tcp_node_on(listener, 0, &[server_addr.as_str(), "127.0.0.1:1"], registry()).unwrap();
    let err = dial_node_0(tcp_node(1, &[server_addr.as_str(), "127.0.0.1:1", "127.0.0.1:1"], registry()).unwrap()).unwrap_err();
    assert_eq!(err.status(), cormi_rt::error::status::NODE_COUNT, "{err:?}");
    let text = err.to_string();
    assert!(text.contains("3 nodes") && text.contains("expects 2 nodes"), "{text}");
    assert!(text.contains("node 1: handshake with node 0 at"), "names the peer and address: {text}");
    server.close();
}

/// A TCP node of job secret `secret` (rank `rank` of the ranks at `addrs`).
fn secret_node(t: TcpTransport, rank: usize, addrs: &[&str], secret: Option<&[u8]>) -> Arc<Node> {
    let addrs = tcp::parse_addrs(&addrs.join(",")).unwrap();
    let n = addrs.len();
    let t = t.with_ranks(rank, addrs).with_secret(secret.map(|s| s.to_vec()));
    cluster::start(rank, n, Arc::new(t), &config(), registry()).unwrap()
}

#[test]
fn a_connection_without_the_job_secret_is_refused_and_counted() {
    let listener = TcpTransport::listen_local().unwrap();
    let addr = listener.address().unwrap();
    let addrs = [addr.as_str(), "127.0.0.1:1"];
    let server = secret_node(listener, 0, &addrs, Some(b"job-7f3a"));
    // A raw dialer that skips the preamble: its hello never reaches the node.
    let err = forged_hello(addr.clone(), 1, 2, BUILD).unwrap_err();
    assert!(err.to_string().contains("handshake"), "{err}");
    // A node of another job (another secret), and one without any.
    for other in [Some(&b"job-0000"[..]), None] {
        let stranger = secret_node(TcpTransport::listen_local().unwrap(), 1, &addrs, other);
        assert!(dial_node_0(stranger).is_err(), "{other:?}");
    }
    assert_eq!(server.refused_connections(), 3);
    assert!(server.peer_now(1).is_none(), "no refused dialer became a peer");
    // A node of this job connects and is served.
    let member = dial_node_0(secret_node(TcpTransport::listen_local().unwrap(), 1, &addrs, Some(b"job-7f3a"))).unwrap();
    assert_eq!(u64_of(&member.call(node_ref(0), ADD, &add_args(20, 22)).unwrap()), 42);
    assert_eq!(server.refused_connections(), 3);
    member.close();
    server.close();
}
