//! Faults: each one gives the waiting caller an error (never a hang) and the serving node
//! keeps serving the next good call. Over in-process, TCP and shared-memory links.

mod common;
use common::*;
use cormi_rt::error::status;
use cormi_rt::transport::{inproc, shm, tcp, Link, Received};
use cormi_rt::wire::{flags, Header, HEADER_SIZE};
use cormi_rt::{handshake, Config, Error, Node};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A hand-driven peer: a raw link to `nodes[1]` that claims rank 2 of 3. The real node 2
/// is killed first (a live connection is never replaced by a new hello).
fn raw_peer(kind: Kind, nodes: &[Arc<Node>]) -> Box<dyn Link> {
    let server = &nodes[1];
    nodes[2].kill();
    let deadline = Instant::now() + Duration::from_secs(5);
    while server.peer_now(2).is_some_and(|c| c.failure().is_none()) {
        assert!(Instant::now() < deadline, "node 1 did not notice node 2's death");
        std::thread::sleep(Duration::from_millis(5));
    }
    match kind {
        Kind::Inproc => {
            let (mine, theirs) = inproc::pair();
            server.add_peer(2, Box::new(theirs)).unwrap();
            Box::new(mine)
        }
        Kind::Tcp => {
            let link = tcp::dial(&server.address().unwrap()).unwrap();
            handshake::connect(&link, 2, 3, BUILD, Duration::from_secs(5)).unwrap();
            // The acceptor answers the hello before it installs the link: until then a
            // call of node 1 would still find the dead node's connection.
            while server.peer_now(2).is_none_or(|c| c.failure().is_some()) {
                assert!(Instant::now() < deadline, "node 1 did not install the new link");
                std::thread::sleep(Duration::from_millis(1));
            }
            Box::new(link)
        }
        Kind::Shm => {
            // A pair's rings serve one link for good: the new peer gets rings of its own.
            let (mine, theirs) = shm::pair(shm::RING_BYTES).unwrap();
            server.add_peer(2, Box::new(theirs)).unwrap();
            Box::new(mine)
        }
    }
}

fn frame(site: u32, request: u64, build: u64, payload: &[u8]) -> Vec<u8> {
    let h = Header { site, request, build, len: payload.len() as u64, ..Header::default() };
    let mut f = h.to_bytes().to_vec();
    f.extend_from_slice(payload);
    f
}

/// Waits for the reply to `request` on a raw link.
fn raw_reply(link: &dyn Link, request: u64) -> (Header, Vec<u8>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut payload = Vec::new();
    while Instant::now() < deadline {
        if let Some(Received::Frame(h)) = link.recv(&mut payload, 1 << 20).unwrap() {
            if h.is_reply() && h.request == request {
                return (h, payload);
            }
        }
    }
    panic!("no reply to request {request}");
}

/// The next good call from a raw peer gets its answer.
fn assert_serves(link: &dyn Link, request: u64) {
    link.send(&frame(ADD, request, BUILD, &add_args(20, 22))).unwrap();
    let (h, p) = raw_reply(link, request);
    assert_eq!((h.flags & flags::ERROR, u64_of(&p)), (0, 42));
}

fn assert_error_reply(link: &dyn Link, request: u64, code: i32, words: &str) {
    let (h, p) = raw_reply(link, request);
    assert_ne!(h.flags & flags::ERROR, 0, "expected an error reply");
    assert_eq!(h.status, code);
    let text = String::from_utf8_lossy(&p);
    assert!(text.contains(words), "error message {text:?} lacks {words:?}");
}

#[test]
fn malformed_arguments_get_an_error_reply_then_service_continues() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let err = nodes[0].call(node_ref(1), NEEDS_U64, &[1, 2, 3]).unwrap_err();
        assert_eq!(err.status(), status::MALFORMED, "{kind:?}: {err}");
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), NEEDS_U64, &9u64.to_ne_bytes()).unwrap()), 9);
        close(&nodes);
    }
}

#[test]
fn unknown_call_site_gets_an_error_reply_then_service_continues() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let err = nodes[0].call(node_ref(1), UNKNOWN, &[]).unwrap_err();
        assert_eq!(err, Error::UnknownSite(UNKNOWN), "{kind:?}");
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(1, 2)).unwrap()), 3);
        close(&nodes);
    }
}

#[test]
fn wrong_build_id_in_a_request_gets_an_error_reply_then_service_continues() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let link = raw_peer(kind, &nodes);
        link.send(&frame(ADD, 1, BUILD + 1, &add_args(1, 2))).unwrap();
        assert_error_reply(&*link, 1, status::BUILD_ID, "different module");
        assert_serves(&*link, 2);
        close(&nodes);
    }
}

#[test]
fn oversize_request_is_refused_before_allocation_then_service_continues() {
    for kind in KINDS {
        let cfg = Config { max_message: 1024, ..config() };
        let nodes = cluster(kind, 3, &cfg);
        // The caller refuses to send it.
        let err = nodes[0].call(node_ref(1), ECHO, &[0u8; 2048]).unwrap_err();
        assert_eq!(err.status(), status::TOO_BIG, "{kind:?}");
        let text = err.to_string();
        assert!(text.contains("--max-message") && text.contains("CORMI_MAX_MESSAGE"), "{kind:?}: the error names no setting that raises the maximum: {text}");
        // A peer that sends one anyway gets an error reply; its payload is skipped.
        let link = raw_peer(kind, &nodes);
        link.send(&frame(ECHO, 1, BUILD, &vec![7u8; 200_000])).unwrap();
        assert_error_reply(&*link, 1, status::TOO_BIG, "cormirun --max-message");
        assert_serves(&*link, 2);
        // A header that claims 2^60 bytes is refused from the header alone.
        let mut huge = frame(ECHO, 3, BUILD, &[]);
        huge[40..48].copy_from_slice(&(1u64 << 60).to_ne_bytes());
        link.send(&huge).unwrap();
        assert_error_reply(&*link, 3, status::TOO_BIG, "exceeds the maximum");
        close(&nodes);
    }
}

#[test]
fn garbage_bytes_close_that_connection_only() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let link = raw_peer(kind, &nodes);
        link.send(&[0xEE; HEADER_SIZE + 8]).unwrap();
        let mut p = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(5);
        let closed = loop {
            match link.recv(&mut p, 1 << 20) {
                Err(_) => break true,
                Ok(_) if Instant::now() > deadline => break false,
                Ok(_) => {}
            }
        };
        assert!(closed, "{kind:?}: the node should drop a connection that sends garbage");
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(2, 2)).unwrap()), 4, "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn timeout_returns_an_error_and_the_late_reply_is_dropped() {
    for kind in KINDS {
        let cfg = Config { call_timeout: Some(Duration::from_millis(200)), ..config() };
        let nodes = cluster(kind, 2, &cfg);
        let start = Instant::now();
        let err = nodes[0].call(node_ref(1), SLEEP_MS, &700u64.to_ne_bytes()).unwrap_err();
        let took = start.elapsed();
        assert!(matches!(err, Error::Timeout { node: 1, .. }), "{kind:?}: {err}");
        // Timeouts are checked at least every receive slice (50 ms); allow for a busy machine.
        assert!(took >= Duration::from_millis(200) && took < Duration::from_millis(2000), "{kind:?}: {took:?}");
        std::thread::sleep(Duration::from_millis(700).saturating_sub(took));
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(3, 4)).unwrap()), 7, "{kind:?}");
        assert!(nodes[0].peer_now(1).unwrap().lock().pending.is_empty(), "{kind:?}: late reply leaked");
        close(&nodes);
    }
}

#[test]
fn dead_peer_fails_the_waiting_caller_and_others_are_still_served() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let caller = nodes[0].clone();
        let pending = std::thread::spawn(move || {
            let start = Instant::now();
            (caller.call(node_ref(1), SLEEP_MS, &3000u64.to_ne_bytes()), start.elapsed())
        });
        std::thread::sleep(Duration::from_millis(150));
        nodes[1].kill();
        let (result, took) = pending.join().unwrap();
        let err = result.unwrap_err();
        assert!(matches!(err, Error::PeerDead { node: 1, .. }), "{kind:?}: {err}");
        assert!(took < Duration::from_millis(2500), "{kind:?}: error took {took:?} (the call sleeps 3 s)");
        assert_eq!(u64_of(&nodes[0].call(node_ref(2), ADD, &add_args(5, 5)).unwrap()), 10, "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn dead_client_does_not_stop_the_server() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let caller = nodes[0].clone();
        let (started, running) = std::sync::mpsc::channel();
        let t = std::thread::spawn(move || {
            started.send(()).unwrap();
            caller.call(node_ref(1), SLEEP_MS, &1000u64.to_ne_bytes())
        });
        // The call must be under way when its node dies (a loaded machine may start the
        // thread late).
        running.recv().unwrap();
        std::thread::sleep(Duration::from_millis(100));
        nodes[0].kill();
        assert!(t.join().unwrap().is_err());
        assert_eq!(u64_of(&nodes[2].call(node_ref(1), ADD, &add_args(6, 6)).unwrap()), 12, "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn closed_connection_reads_as_closed_and_others_are_still_served() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        nodes[1].close();
        std::thread::sleep(Duration::from_millis(100));
        let err = nodes[0].call(node_ref(1), ADD, &add_args(1, 1)).unwrap_err();
        assert_eq!(err, Error::Closed { node: 1 }, "{kind:?}");
        assert_eq!(u64_of(&nodes[0].call(node_ref(2), ADD, &add_args(1, 1)).unwrap()), 2, "{kind:?}");
        close(&nodes);
    }
}

#[test]
fn bad_references_and_nodes_are_errors_not_crashes() {
    let nodes = cluster(Kind::Inproc, 2, &config());
    assert_eq!(nodes[0].call(0, ADD, &[]).unwrap_err(), Error::NullRef);
    assert!(matches!(nodes[0].call(node_ref(5), ADD, &[]).unwrap_err(), Error::BadNode { node: 5, .. }));
    let missing = cormi_rt::objects::make_ref(1, 12345);
    assert_eq!(nodes[0].call(missing, COUNTER_ADD, &[]).unwrap_err().status(), status::NO_OBJECT);
    assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(1, 1)).unwrap()), 2);
    close(&nodes);
}

#[test]
fn truncated_frame_is_never_served_and_others_are_still_served() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let link = raw_peer(kind, &nodes);
        // A header that announces 100 payload bytes, followed by only 10.
        let mut f = frame(ADD, 1, BUILD, &[0u8; 100]);
        f.truncate(HEADER_SIZE + 10);
        link.send(&f).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        link.close();
        std::thread::sleep(Duration::from_millis(50));
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(8, 8)).unwrap()), 16, "{kind:?}");
        // The reader notices the closed link on its own time (a loaded machine may take
        // longer than the sleeps above).
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut lost = nodes[1].peer_now(2).unwrap().failure();
        while lost.is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
            lost = nodes[1].peer_now(2).unwrap().failure();
        }
        assert!(matches!(lost, Some(Error::PeerDead { node: 2, .. }) | Some(Error::Malformed(_))), "{kind:?}: {lost:?}");
        close(&nodes);
    }
}

/// The first frame a raw link receives within 5 s.
fn raw_next(link: &dyn Link) -> (Header, Vec<u8>) {
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut payload = Vec::new();
    while Instant::now() < deadline {
        if let Some(Received::Frame(h)) = link.recv(&mut payload, 1 << 20).unwrap() {
            return (h, payload);
        }
    }
    panic!("no frame within 5 s");
}

#[test]
fn failing_one_way_calls_get_no_reply_and_service_continues() {
    for kind in KINDS {
        let nodes = cluster(kind, 3, &config());
        let link = raw_peer(kind, &nodes);
        let oneway = |site, request, payload: &[u8]| {
            let mut f = frame(site, request, BUILD, payload);
            f[6..8].copy_from_slice(&flags::ONEWAY.to_ne_bytes());
            f
        };
        // Malformed arguments, a failing server function, an unknown site, an unknown
        // object: none is answered (the caller does not wait), none stops the node.
        link.send(&oneway(NEEDS_U64, 1, &[1, 2, 3])).unwrap();
        link.send(&oneway(FAILS, 2, &[])).unwrap();
        link.send(&oneway(UNKNOWN, 3, &[])).unwrap();
        let mut to_nothing = oneway(ADD, 4, &add_args(1, 2));
        to_nothing[32..40].copy_from_slice(&12345u64.to_ne_bytes());
        link.send(&to_nothing).unwrap();
        link.send(&frame(ADD, 5, BUILD, &add_args(20, 22))).unwrap();
        let (h, p) = raw_next(&*link);
        assert_eq!((h.request, h.flags & flags::ERROR, u64_of(&p)), (5, 0, 42), "{kind:?}: first frame back");
        close(&nodes);
    }
}

#[test]
fn oversize_reply_fails_the_waiting_caller_at_once() {
    for kind in KINDS {
        let cfg = Config { max_message: 1024, call_timeout: Some(Duration::from_secs(10)), ..config() };
        let nodes = cluster(kind, 3, &cfg);
        let link = raw_peer(kind, &nodes);
        let caller = nodes[1].clone();
        let start = Instant::now();
        let call = std::thread::spawn(move || caller.call(node_ref(2), ADD, &add_args(1, 2)));
        let (request, _) = raw_next(&*link);
        // A reply that claims 2^60 bytes: refused from its header alone.
        let mut reply = Header { flags: flags::REPLY, site: request.site, request: request.request, build: BUILD, ..Header::default() }.to_bytes().to_vec();
        reply[40..48].copy_from_slice(&(1u64 << 60).to_ne_bytes());
        link.send(&reply).unwrap();
        let err = call.join().unwrap().unwrap_err();
        assert_eq!(err.status(), status::TOO_BIG, "{kind:?}: {err}");
        assert!(start.elapsed() < Duration::from_secs(5), "{kind:?}: the caller waited {:?} for a reply it had refused", start.elapsed());
        close(&nodes);
    }
}

#[test]
fn a_method_that_panics_gets_an_error_reply_and_service_continues() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let start = Instant::now();
        let err = nodes[0].call(node_ref(1), PANICS, &[]).unwrap_err();
        assert_eq!(err.status(), status::REMOTE, "{kind:?}: {err}");
        let text = err.to_string();
        assert!(text.contains("panicked") && text.contains("a remote method panicked on purpose"), "{kind:?}: the panic's text is missing: {err}");
        assert_eq!(text.matches("failed with status").count(), 1, "{kind:?}: {err}");
        assert!(start.elapsed() < Duration::from_secs(5), "{kind:?}: waited {:?}", start.elapsed());
        assert_eq!(u64_of(&nodes[0].call(node_ref(1), ADD, &add_args(40, 2)).unwrap()), 42, "{kind:?}");
        close(&nodes);
    }
}
