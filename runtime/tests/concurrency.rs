//! Concurrency: many caller threads share one connection per peer; request ids match
//! every reply to its caller.

mod common;
use common::*;
use std::sync::Arc;

const THREADS: u64 = 8;
const CALLS: u64 = 10_000;

fn many_callers_on_one_connection(kind: Kind) {
    let nodes = cluster(kind, 2, &config());
    let caller = nodes[0].clone();
    let threads: Vec<_> = (0..THREADS)
        .map(|t| {
            let caller = caller.clone();
            std::thread::spawn(move || {
                for i in 0..CALLS {
                    let a = (t << 32) | i;
                    let reply = caller.call(node_ref(1), ADD, &add_args(a, t)).unwrap();
                    assert_eq!(u64_of(&reply), a + t, "thread {t} call {i} got another caller's reply");
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    // One connection per peer pair, and no waiter left behind.
    let conn = caller.peer_now(1).unwrap();
    assert!(Arc::ptr_eq(&conn, &caller.peer(1).unwrap()));
    assert!(conn.lock().pending.is_empty(), "pending replies leaked");
    close(&nodes);
}

#[test]
fn eight_threads_ten_thousand_calls_inproc() {
    many_callers_on_one_connection(Kind::Inproc);
}

#[test]
fn eight_threads_ten_thousand_calls_tcp() {
    many_callers_on_one_connection(Kind::Tcp);
}

#[test]
fn eight_threads_ten_thousand_calls_shm() {
    many_callers_on_one_connection(Kind::Shm);
}

#[test]
fn both_directions_at_once() {
    both_directions(Kind::Tcp);
    both_directions(Kind::Shm);
}

/// Calls from both nodes to each other at once, each answered by a call back.
fn both_directions(kind: Kind) {
    let nodes = cluster(kind, 2, &config());
    let threads: Vec<_> = (0..4u64)
        .map(|t| {
            let (me, peer) = ((t % 2) as usize, 1 - (t % 2) as usize);
            let node = nodes[me].clone();
            std::thread::spawn(move || {
                for i in 0..2000u64 {
                    let reply = node.call(node_ref(peer), CALL_BACK, &add_args(node_ref(me), t * 10_000 + i)).unwrap();
                    assert_eq!(u64_of(&reply), t * 10_000 + i);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    close(&nodes);
}
