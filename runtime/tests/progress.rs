//! Progress: waiting threads poll only while calls come. Once calls stop, every wait's
//! polling budget decays to 0 within a few receive slices, so an idle node blocks in the
//! kernel instead of polling, or its connection is parked in the node's poller with no
//! thread waiting on it (benches/idle-cpu.sh measures its CPU time).

mod common;
use common::*;
use std::time::{Duration, Instant};

#[test]
fn polling_stops_when_calls_stop() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        for i in 0..2000 {
            assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(i, 1)).unwrap()), i + 1);
        }
        let server = nodes[1].peer_now(0).unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        // Idle: every wait stopped polling, or the connection is parked (no thread waits).
        while !server.request_wait.get().is_zero() && !server.is_parked() {
            assert!(Instant::now() < deadline, "{kind:?}: the server still polls {:?} per wait after 10 s without calls", server.request_wait.get());
            std::thread::sleep(Duration::from_millis(20));
        }
        // And the next call is served as before.
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(2, 2)).unwrap()), 4);
        close(&nodes);
    }
}
