//! Remote monitors: mutual exclusion across threads of several nodes, reentrancy, and
//! unlock by a non-holder.

mod common;
use common::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

fn mutual_exclusion(kind: Kind) {
    let nodes = cluster(kind, 3, &config());
    let r = nodes[0].create(1, COUNTER_NEW, &0u64.to_ne_bytes()).unwrap();
    let inside = Arc::new(AtomicBool::new(false));
    let entries = Arc::new(AtomicU64::new(0));
    // Threads on node 0, node 2 and the owner node 1 itself.
    let threads: Vec<_> = [0usize, 0, 2, 2, 1]
        .into_iter()
        .map(|n| {
            let (node, inside, entries) = (nodes[n].clone(), inside.clone(), entries.clone());
            std::thread::spawn(move || {
                for _ in 0..200 {
                    node.lock(r).unwrap();
                    assert!(!inside.swap(true, Ordering::SeqCst), "two holders inside one monitor");
                    entries.fetch_add(1, Ordering::Relaxed);
                    std::hint::spin_loop();
                    inside.store(false, Ordering::SeqCst);
                    node.unlock(r).unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert_eq!(entries.load(Ordering::Relaxed), 1000);
    close(&nodes);
}

#[test]
fn monitors_exclude_across_nodes_and_threads_inproc() {
    mutual_exclusion(Kind::Inproc);
}

#[test]
fn monitors_exclude_across_nodes_and_threads_tcp() {
    mutual_exclusion(Kind::Tcp);
}

#[test]
fn monitors_exclude_across_nodes_and_threads_shm() {
    mutual_exclusion(Kind::Shm);
}

#[test]
fn monitor_is_reentrant_and_refuses_foreign_unlock() {
    let nodes = cluster(Kind::Inproc, 2, &config());
    let r = nodes[0].create(1, COUNTER_NEW, &0u64.to_ne_bytes()).unwrap();
    nodes[0].lock(r).unwrap();
    nodes[0].lock(r).unwrap();
    let other = nodes[0].clone();
    let err = std::thread::spawn(move || other.unlock(r)).join().unwrap().unwrap_err();
    assert_eq!(err, cormi_rt::Error::Lock);
    nodes[0].unlock(r).unwrap();
    nodes[0].unlock(r).unwrap();
    assert_eq!(nodes[0].unlock(r).unwrap_err(), cormi_rt::Error::Lock);
    // The node still serves.
    assert_eq!(u64_of(&nodes[0].call(r, COUNTER_ADD, &1u64.to_ne_bytes()).unwrap()), 1);
    close(&nodes);
}

#[test]
fn monitor_held_by_a_dead_node_passes_to_the_next_waiter() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let r = nodes[0].create(1, COUNTER_NEW, &0u64.to_ne_bytes()).unwrap();
        nodes[2].lock(r).unwrap();
        let waiter = nodes[0].clone();
        let t = std::thread::spawn(move || {
            waiter.lock(r)?;
            waiter.unlock(r)
        });
        std::thread::sleep(std::time::Duration::from_millis(100));
        assert!(!t.is_finished(), "{kind:?}: the waiter must wait while node 2 holds the monitor");
        nodes[2].kill();
        t.join().unwrap().unwrap();
        close(&nodes);
    }
}

/// Locks and unlocks `r` from a new thread of `node`; the lock's outcome.
fn lock_from_another_thread(node: &std::sync::Arc<cormi_rt::Node>, r: u64) -> Result<(), cormi_rt::Error> {
    let n = node.clone();
    std::thread::spawn(move || {
        let got = n.lock(r);
        if got.is_ok() {
            n.unlock(r).unwrap();
        }
        got
    })
    .join()
    .unwrap()
}

/// A lock that times out is withdrawn: the monitor is not granted to the caller that
/// gave up, so the next caller gets it once the holder unlocks.
#[test]
fn timed_out_lock_does_not_leak_the_monitor() {
    for kind in KINDS {
        let cfg = cormi_rt::Config { call_timeout: Some(std::time::Duration::from_millis(300)), ..config() };
        let nodes = cluster(kind, 2, &cfg);
        let r = nodes[0].create(1, COUNTER_NEW, &0u64.to_ne_bytes()).unwrap();
        nodes[0].lock(r).unwrap();
        let n = nodes[0].clone();
        let err = std::thread::spawn(move || n.lock(r)).join().unwrap().unwrap_err();
        assert!(matches!(err, cormi_rt::Error::Timeout { .. }), "{kind:?}: {err:?}");
        nodes[0].unlock(r).unwrap();
        let got = lock_from_another_thread(&nodes[0], r);
        assert!(got.is_ok(), "{kind:?}: the monitor stayed with the timed-out request: {got:?}");
        close(&nodes);
    }
}

/// A lock of an object on the caller's own node gives up at the call timeout as a lock
/// of a remote one does, and is withdrawn the same way.
#[test]
fn timed_out_lock_of_a_local_object_gives_up_and_does_not_leak() {
    let cfg = cormi_rt::Config { call_timeout: Some(std::time::Duration::from_millis(300)), ..config() };
    let nodes = cluster(Kind::Inproc, 2, &cfg);
    let r = nodes[0].create(1, COUNTER_NEW, &0u64.to_ne_bytes()).unwrap();
    nodes[1].lock(r).unwrap();
    let n = nodes[1].clone();
    let t = std::thread::spawn(move || n.lock(r));
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert!(t.is_finished(), "a local lock waited past the call timeout");
    let err = t.join().unwrap().unwrap_err();
    assert!(matches!(err, cormi_rt::Error::Timeout { .. }), "{err:?}");
    nodes[1].unlock(r).unwrap();
    let got = lock_from_another_thread(&nodes[1], r);
    assert!(got.is_ok(), "the monitor stayed with the timed-out local request: {got:?}");
    close(&nodes);
}
