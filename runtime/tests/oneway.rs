//! One-way calls (`cormi_call_oneway`): the calls one thread makes to a node run there
//! in order, one at a time, and before that thread's next call to the node starts; lanes
//! of other threads, and call-backs, never wait for them. Over in-process and TCP links.

mod common;
use common::*;

#[test]
fn one_way_calls_of_one_thread_run_in_order_one_at_a_time_before_its_next_call() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let log = fresh_id();
        // Some calls sleep longer than the watchdog's period, so that a second reader of
        // the connection would have started serving the next ones meanwhile.
        let n = 200u64;
        for v in 0..n {
            let sleep = if v % 40 == 0 { 25 } else { 0 };
            nodes[0].call_oneway(node_ref(1), RECORD, &words(&[log, v, sleep])).unwrap();
        }
        let (overlapped, values) = recorded_of(&nodes[0].call(node_ref(1), RECORDED, &words(&[log])).unwrap());
        assert!(!overlapped, "{kind:?}: one-way calls of one thread overlapped");
        assert_eq!(values, (0..n).collect::<Vec<_>>(), "{kind:?}: not all run, or out of order, before the next call");
        close(&nodes);
    }
}

#[test]
fn one_way_calls_of_two_threads_are_each_in_order() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let logs = [fresh_id(), fresh_id()];
        let threads: Vec<_> = logs
            .iter()
            .map(|&log| {
                let node = nodes[0].clone();
                std::thread::spawn(move || {
                    for v in 0..300u64 {
                        node.call_oneway(node_ref(1), RECORD, &words(&[log, v, u64::from(v % 100 == 0) * 15])).unwrap();
                    }
                    recorded_of(&node.call(node_ref(1), RECORDED, &words(&[log])).unwrap())
                })
            })
            .collect();
        for t in threads {
            let (overlapped, values) = t.join().unwrap();
            assert!(!overlapped, "{kind:?}");
            assert_eq!(values, (0..300).collect::<Vec<_>>(), "{kind:?}");
        }
        close(&nodes);
    }
}

#[test]
fn a_blocked_one_way_call_holds_up_only_its_own_thread() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let (gate, log) = (fresh_id(), fresh_id());
        let waiter = {
            let node = nodes[0].clone();
            std::thread::spawn(move || {
                node.call_oneway(node_ref(1), GATE_WAIT, &words(&[gate, log])).unwrap();
                // Starts after GATE_WAIT returned, so it sees the gate in the log.
                recorded_of(&node.call(node_ref(1), RECORDED, &words(&[log])).unwrap()).1
            })
        };
        // Another thread's calls are served while GATE_WAIT blocks (it opens the gate).
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(1, 2)).unwrap()), 3, "{kind:?}");
        nodes[0].call(node_ref(1), GATE_OPEN, &words(&[gate])).unwrap();
        assert_eq!(waiter.join().unwrap(), vec![gate], "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn a_one_way_method_may_call_back_into_its_caller() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let log = fresh_id();
        // 0 -> 1 one-way, 1 -> 0 synchronous (served on node 0 while its caller goes on),
        // then the caller's next call waits for the one-way call to finish.
        nodes[0].call_oneway(node_ref(1), CALL_BACK, &add_args(node_ref(0), 5)).unwrap();
        nodes[0].call_oneway(node_ref(1), CALL_BACK, &add_args(node_ref(2), 6)).unwrap();
        nodes[0].call_oneway(node_ref(1), RECORD, &words(&[log, 7, 0])).unwrap();
        let (_, values) = recorded_of(&nodes[0].call(node_ref(1), RECORDED, &words(&[log])).unwrap());
        assert_eq!(values, vec![7], "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn a_one_way_call_on_the_own_node_runs_before_it_returns() {
    let nodes = cluster(Kind::Inproc, 1, &config());
    let log = fresh_id();
    nodes[0].call_oneway(node_ref(0), RECORD, &words(&[log, 1, 0])).unwrap();
    let (_, values) = recorded_of(&nodes[0].call(node_ref(0), RECORDED, &words(&[log])).unwrap());
    assert_eq!(values, vec![1]);
}

#[test]
fn a_flood_of_one_way_calls_all_runs_in_order() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let log = fresh_id();
        // More than the receiver queues before its readers wait for room.
        let n = 20_000u64;
        for v in 0..n {
            nodes[0].call_oneway(node_ref(1), RECORD, &words(&[log, v, 0])).unwrap();
        }
        let (overlapped, values) = recorded_of(&nodes[0].call(node_ref(1), RECORDED, &words(&[log])).unwrap());
        assert!(!overlapped, "{kind:?}");
        assert_eq!(values, (0..n).collect::<Vec<_>>(), "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn one_way_calls_of_a_thread_have_run_once_it_has_exited() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let logs: Vec<u64> = (0..3).map(|_| fresh_id()).collect();
        let threads: Vec<_> = logs
            .iter()
            .map(|&log| {
                let node = nodes[0].clone();
                std::thread::spawn(move || {
                    for v in 0..40u64 {
                        node.call_oneway(node_ref(1), RECORD, &words(&[log, v, u64::from(v % 10 == 0) * 3])).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        // Another thread's (this one's) call is not ordered after theirs: only their exit is.
        for &log in &logs {
            let (_, values) = recorded_of(&nodes[0].call(node_ref(1), RECORDED, &words(&[log])).unwrap());
            assert_eq!(values, (0..40).collect::<Vec<_>>(), "{kind:?}: a joined thread's one-way calls had not all run");
        }
        close(&nodes);
    }
}

#[test]
fn finalize_waits_for_the_one_way_calls_of_every_thread() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let log = fresh_id();
        let (sent_tx, sent_rx) = std::sync::mpsc::channel();
        let (end_tx, end_rx) = std::sync::mpsc::channel::<()>();
        let node = nodes[0].clone();
        // The thread is still alive when finalize runs.
        let t = std::thread::spawn(move || {
            for v in 0..30u64 {
                node.call_oneway(node_ref(1), RECORD, &words(&[log, v, 3])).unwrap();
            }
            sent_tx.send(()).unwrap();
            let _ = end_rx.recv();
        });
        sent_rx.recv().unwrap();
        nodes[0].finalize();
        assert_eq!(log_values(log), (0..30).collect::<Vec<_>>(), "{kind:?}: finalize returned before another thread's one-way calls ran");
        end_tx.send(()).unwrap();
        t.join().unwrap();
        close(&nodes);
    }
}

/// Finalize on rank 0 waits for the synchronous calls other threads still wait on: the
/// method in progress on another node runs to its end and its caller gets the reply
/// (not `Closed` with the method cut short by the shutdown).
#[test]
fn finalize_waits_for_the_synchronous_calls_of_other_threads() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let node = nodes[0].clone();
        let (started_tx, started_rx) = std::sync::mpsc::channel();
        let t = std::thread::spawn(move || {
            started_tx.send(()).unwrap();
            node.call(node_ref(1), SLEEP_MS, &400u64.to_ne_bytes())
        });
        started_rx.recv().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(100));
        nodes[0].finalize();
        let got = t.join().unwrap();
        assert!(got.is_ok(), "{kind:?}: finalize cut another thread's call short: {got:?}");
        close(&nodes);
    }
}

/// Finalize does not wait for threads that keep calling: their calls made after it began
/// fail with `Closed` (it waits only for the calls in flight).
#[test]
fn finalize_refuses_the_calls_other_threads_start_after_it_began() {
    for kind in KINDS {
        let cfg = cormi_rt::Config { call_timeout: Some(std::time::Duration::from_secs(20)), ..config() };
        let nodes = cluster(kind, 2, &cfg);
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        // Three threads keep a call in flight all the time.
        let threads: Vec<_> = (0..3)
            .map(|_| {
                let (node, flag) = (nodes[0].clone(), stop.clone());
                std::thread::spawn(move || {
                    while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                        match node.call(node_ref(1), SLEEP_MS, &2u64.to_ne_bytes()) {
                            Ok(_) | Err(cormi_rt::Error::Closed { .. }) => {}
                            Err(e) => panic!("{e:?}"),
                        }
                    }
                })
            })
            .collect();
        std::thread::sleep(std::time::Duration::from_millis(50));
        let start = std::time::Instant::now();
        nodes[0].finalize();
        let took = start.elapsed();
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        for t in threads {
            t.join().unwrap();
        }
        assert!(took < std::time::Duration::from_secs(10), "{kind:?}: finalize waited {took:?} for threads that keep calling");
        close(&nodes);
    }
}
