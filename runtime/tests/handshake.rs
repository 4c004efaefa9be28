//! The connection handshake refuses a peer built from a different module, with a message
//! that says so, and the refusing node keeps accepting good peers.

mod common;
use common::*;
use cormi_rt::transport::tcp;
use cormi_rt::{cluster, Error, Node};

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
    let listener = tcp::bind_local().unwrap();
    let addrs = vec![listener.local_addr().unwrap(), "127.0.0.1:1".parse().unwrap()];
    let server = cluster::tcp_node(0, &addrs, listener, &config(), registry_with_build(1)).unwrap();
    let other = tcp::bind_local().unwrap();
    let err = cluster::tcp_node(1, &addrs, other, &config(), registry_with_build(2)).unwrap_err();
    assert!(matches!(err, Error::BuildId(_)), "{err:?}");
    assert!(err.to_string().contains("handshake refused") && err.to_string().contains("different module"), "{err}");
    // The server keeps accepting: a peer with the same build connects and is served.
    let good = cluster::tcp_node(1, &addrs, tcp::bind_local().unwrap(), &config(), registry_with_build(1)).unwrap();
    assert_eq!(u64_of(&good.call(node_ref(0), ADD, &add_args(3, 3)).unwrap()), 6);
    good.close();
    server.close();
}
