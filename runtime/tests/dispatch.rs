//! Dispatch: a request runs its call site's server function on the target node, which
//! reads the arguments from the cursor and writes the reply; local and remote calls; one-
//! way calls; nested calls back to the caller.

mod common;
use common::*;
use std::time::{Duration, Instant};

#[test]
fn remote_call_runs_the_server_function_over_each_transport() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let reply = nodes[0].call(node_ref(1), ADD, &add_args(40, 2)).unwrap();
        assert_eq!(u64_of(&reply), 42, "{kind:?}");
        let echoed = nodes[1].call(node_ref(0), ECHO, b"hello").unwrap();
        assert_eq!(echoed, b"hello", "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn call_on_own_node_runs_locally() {
    let nodes = cluster(Kind::Inproc, 1, &config());
    let reply = nodes[0].call(node_ref(0), ADD, &add_args(1, 2)).unwrap();
    assert_eq!(u64_of(&reply), 3);
}

#[test]
fn large_payload_round_trips() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let big: Vec<u8> = (0..3_000_000u32).map(|i| (i * 7 % 251) as u8).collect();
        let reply = nodes[0].call(node_ref(1), ECHO, &big).unwrap();
        assert!(reply == big, "{kind:?}: 3 MB echo differs");
        close(&nodes);
    }
}

#[test]
fn server_function_may_call_back_into_its_caller() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        // 0 -> 1 -> 0 (back to the caller, who is waiting on the same connection).
        let reply = nodes[0].call(node_ref(1), CALL_BACK, &add_args(node_ref(0), 77)).unwrap();
        assert_eq!(u64_of(&reply), 77, "{kind:?}");
        // 0 -> 1 -> 2 (a third node).
        let reply = nodes[0].call(node_ref(1), CALL_BACK, &add_args(node_ref(2), 78)).unwrap();
        assert_eq!(u64_of(&reply), 78, "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn one_way_call_returns_before_the_server_function_finishes() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let start = Instant::now();
        nodes[0].call_oneway(node_ref(1), SLEEP_MS, &300u64.to_ne_bytes()).unwrap();
        assert!(start.elapsed() < Duration::from_millis(250), "{kind:?}: one-way call waited");
        // The next call is served after the one-way one.
        let reply = nodes[0].call(node_ref(1), ADD, &add_args(2, 3)).unwrap();
        assert_eq!(u64_of(&reply), 5);
        close(&nodes);
    }
}

#[test]
fn server_function_status_reaches_the_caller() {
    let nodes = cluster(Kind::Inproc, 2, &config());
    let err = nodes[0].call(node_ref(1), FAILS, &[]).unwrap_err();
    // Codes outside CORMI_E_* arrive as CORMI_E_REMOTE; the message keeps the number.
    assert_eq!(err.status(), cormi_rt::error::status::REMOTE);
    assert!(err.to_string().contains("fails at test.c:4 (id 4) returned 42"), "{err}");
    // The node keeps serving.
    assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(1, 1)).unwrap()), 2);
}

#[test]
fn call_chains_through_three_nodes_do_not_deadlock() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        // 0 -> 1 -> 2 -> 0 -> 1 -> 2 -> 1 -> 0: every node serves while its own threads
        // wait for replies on other connections.
        let hops = [2, 0, 1, 2, 1, 0];
        let reply = nodes[0].call(node_ref(1), CHAIN, &chain_args(&hops)).unwrap();
        assert_eq!(u64_of(&reply), hops.len() as u64, "{kind:?}");
        // Concurrent chains from every node at once.
        let threads: Vec<_> = (0..3)
            .map(|start| {
                let node = nodes[start].clone();
                std::thread::spawn(move || {
                    for _ in 0..50 {
                        let hops = [(start + 2) % 3, start, (start + 1) % 3];
                        let r = node.call(node_ref((start + 1) % 3), CHAIN, &chain_args(&hops)).unwrap();
                        assert_eq!(u64_of(&r), 3);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        close(&nodes);
    }
}

#[test]
fn a_server_function_blocked_outside_the_runtime_does_not_stop_its_connection() {
    // take() waits on a condition variable until put() arrives from the same node over the
    // same connection: the connection must keep being read while take() blocks.
    for (i, kind) in KINDS.into_iter().enumerate() {
        let nodes = cluster(kind, 2, &config());
        let taker = nodes[0].clone();
        let take = std::thread::spawn(move || taker.call(node_ref(1), QUEUE_TAKE, &[]));
        std::thread::sleep(Duration::from_millis(50));
        let value = 1000 + i as u64;
        nodes[0].call(node_ref(1), QUEUE_PUT, &value.to_ne_bytes()).unwrap();
        assert_eq!(u64_of(&take.join().unwrap().unwrap()), value, "{kind:?}");
        // The extra service thread the watchdog started is not kept once idle.
        std::thread::sleep(Duration::from_millis(100));
        let threads = nodes[1].peer_now(0).unwrap().lock().service_threads;
        assert_eq!(threads, 1, "{kind:?}: surplus service threads stay alive");
        close(&nodes);
    }
}
