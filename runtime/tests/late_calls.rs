//! Calls from a thread whose thread-locals are being destroyed: rank 0's finalize runs in
//! an atexit handler, after the main thread's locals are gone, and calls every node
//! (QUIESCE, SHUTDOWN). Such a caller still reads its own reply when it finds the reader
//! role free (a parked connection: no service thread holds the role).

mod common;
use common::*;
use cormi_rt::Node;
use std::cell::RefCell;
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// Calls `f` when the thread's locals are destroyed, after those the calls below set up
/// (destructors run in the reverse order of registration).
struct Late(Option<Box<dyn FnOnce()>>);

impl Drop for Late {
    fn drop(&mut self) {
        if let Some(f) = self.0.take() {
            f();
        }
    }
}

thread_local! {
    static LATE: RefCell<Late> = const { RefCell::new(Late(None)) };
}

/// Waits until node 0's connection to node 1 is parked: its reader role is free.
fn wait_parked(node: &Arc<Node>) {
    let conn = node.peer_now(1).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while !conn.is_parked() {
        assert!(Instant::now() < deadline, "the idle connection did not park");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_call_after_the_threads_locals_are_gone_gets_its_reply() {
    let config = cormi_rt::Config { call_timeout: Some(Duration::from_secs(3)), ..config() };
    for kind in [Kind::Shm, Kind::Tcp] {
        let nodes = cluster(kind, 2, &config);
        let caller = nodes[0].clone();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let late = caller.clone();
            LATE.with(|l| {
                l.borrow_mut().0 = Some(Box::new(move || {
                    let replies: Vec<_> = (0..3u64).map(|i| late.call(node_ref(1), ADD, &add_args(i, 1)).map(|r| u64_of(&r))).collect();
                    let _ = tx.send(replies);
                }))
            });
            // The call path's own thread-locals register after the guard: they go first.
            assert_eq!(u64_of(&caller.call(node_ref(1), ADD, &add_args(1, 1)).unwrap()), 2);
            wait_parked(&caller);
        })
        .join()
        .unwrap();
        let replies = rx.recv().expect("the destructor ran");
        for (i, r) in replies.into_iter().enumerate() {
            assert_eq!(r.map_err(|e| e.to_string()), Ok(i as u64 + 1), "{kind:?}: call {i} from a thread being destroyed");
        }
        close(&nodes);
    }
}
