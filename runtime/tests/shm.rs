//! Shared-memory links on their own (the node-level behaviour runs over shm in every test
//! that loops over `KINDS`): frames larger than the ring, concurrent senders, oversize and
//! malformed frames, two senders that never read, and the end of a link.

use cormi_rt::transport::shm::{self, ShmLink};
use cormi_rt::transport::{Link, Received, TransportError};
use cormi_rt::wire::{Header, HEADER_SIZE};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The smallest ring: every test frame above 4 KiB streams through it.
const RING: u32 = 4096;

/// A frame of `len` payload bytes whose contents follow from (`site`, `request`).
fn frame(site: u32, request: u64, len: usize) -> Vec<u8> {
    let mut f = Header { site, request, len: len as u64, ..Header::default() }.to_bytes().to_vec();
    f.extend((0..len).map(|i| byte(site, request, i)));
    f
}

fn byte(site: u32, request: u64, i: usize) -> u8 {
    (i as u64).wrapping_mul(31).wrapping_add(request * 7 + site as u64) as u8
}

/// Receives the next frame, waiting up to 10 s.
fn next(link: &dyn Link, max: u64) -> (Header, Vec<u8>) {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut payload = Vec::new();
    loop {
        match link.recv(&mut payload, max).unwrap() {
            Some(Received::Frame(h)) => return (h, payload),
            Some(Received::Oversize(h)) => panic!("unexpected oversize frame {h:?}"),
            None => assert!(Instant::now() < deadline, "no frame within 10 s"),
        }
    }
}

fn check(h: &Header, payload: &[u8]) {
    assert_eq!(payload.len() as u64, h.len);
    assert!(payload.iter().enumerate().all(|(i, &b)| b == byte(h.site, h.request, i)), "frame {}/{} corrupted", h.site, h.request);
}

fn pair() -> (Arc<ShmLink>, Arc<ShmLink>) {
    let (a, b) = shm::pair(RING).unwrap();
    (Arc::new(a), Arc::new(b))
}

#[test]
fn frames_larger_than_the_ring_pass_both_ways_at_once() {
    let (a, b) = pair();
    let sizes = [0usize, 1, 4000, 4096, 5000, 300_000, 1 << 20, 17];
    let (a2, b2) = (a.clone(), b.clone());
    let to_b = std::thread::spawn(move || sizes.iter().enumerate().for_each(|(i, &n)| a2.send(&frame(1, i as u64, n)).unwrap()));
    let to_a = std::thread::spawn(move || sizes.iter().rev().enumerate().for_each(|(i, &n)| b2.send(&frame(2, i as u64, n)).unwrap()));
    for (i, &n) in sizes.iter().enumerate() {
        let (h, p) = next(&*b, 1 << 30);
        assert_eq!((h.site, h.request, h.len), (1, i as u64, n as u64));
        check(&h, &p);
        let (h, p) = next(&*a, 1 << 30);
        assert_eq!((h.site, h.request), (2, i as u64));
        check(&h, &p);
    }
    to_b.join().unwrap();
    to_a.join().unwrap();
}

#[test]
fn frames_of_many_senders_never_interleave() {
    let (a, b) = pair();
    let senders: Vec<_> = (0..8u32)
        .map(|t| {
            let a = a.clone();
            std::thread::spawn(move || (0..500u64).for_each(|r| a.send(&frame(t, r, (r as usize * 97 + t as usize * 13) % 9000)).unwrap()))
        })
        .collect();
    let mut seen = [0u64; 8];
    for _ in 0..8 * 500 {
        let (h, p) = next(&*b, 1 << 20);
        check(&h, &p);
        assert_eq!(h.request, seen[h.site as usize], "sender {}'s frames out of order", h.site);
        seen[h.site as usize] += 1;
    }
    senders.into_iter().for_each(|s| s.join().unwrap());
}

#[test]
fn oversize_frames_are_skipped_and_the_link_stays_up() {
    let (a, b) = pair();
    let a2 = a.clone();
    // One oversize frame that fits in the ring, one that streams through it.
    let sender = std::thread::spawn(move || {
        for (i, n) in [2000usize, 100_000].into_iter().enumerate() {
            a2.send(&frame(5, i as u64, n)).unwrap();
            a2.send(&frame(6, i as u64, 10)).unwrap();
        }
    });
    let mut payload = Vec::new();
    for i in 0..2u64 {
        let got = loop {
            if let Some(got) = b.recv(&mut payload, 1000).unwrap() {
                break got;
            }
        };
        assert!(matches!(got, Received::Oversize(h) if h.site == 5 && h.request == i), "{got:?}");
        let (h, p) = next(&*b, 1000);
        assert_eq!((h.site, h.request), (6, i));
        check(&h, &p);
    }
    sender.join().unwrap();
}

#[test]
fn bytes_that_are_not_a_frame_are_malformed() {
    let (a, b) = pair();
    a.send(&[0xab; 48]).unwrap();
    assert!(matches!(b.try_recv(&mut Vec::new(), 1000), Err(TransportError::Malformed(_))));
}

#[test]
fn two_sides_that_send_frames_larger_than_the_ring_before_they_read_both_finish() {
    // Each side sends three frames of 50 rings' worth, then reads the other's: without
    // the spill, both would wait for space forever, neither reading.
    let (a, b) = pair();
    let side = |me: Arc<ShmLink>, site: u32| {
        std::thread::spawn(move || {
            (0..3).for_each(|r| me.send(&frame(site, r, 200_000)).unwrap());
            for r in 0..3 {
                let (h, p) = next(&*me, 1 << 20);
                assert_eq!((h.site, h.request), (3 - site, r));
                check(&h, &p);
            }
        })
    };
    let (one, two) = (side(a, 1), side(b, 2));
    let deadline = Instant::now() + Duration::from_secs(20);
    while !(one.is_finished() && two.is_finished()) {
        assert!(Instant::now() < deadline, "the two senders wait for each other");
        std::thread::sleep(Duration::from_millis(5));
    }
    one.join().unwrap();
    two.join().unwrap();
}

#[test]
fn a_closed_link_delivers_what_was_sent_then_reads_closed() {
    let (a, b) = pair();
    for r in 0..3 {
        a.send(&frame(1, r, 100)).unwrap();
    }
    a.close();
    assert_eq!(a.recv(&mut Vec::new(), 1000), Err(TransportError::Closed), "the closing side stops at once");
    assert_eq!(a.send(&frame(1, 9, 1)), Err(TransportError::Closed));
    for r in 0..3 {
        let (h, p) = next(&*b, 1000);
        assert_eq!(h.request, r);
        check(&h, &p);
    }
    let t = Instant::now();
    assert_eq!(b.recv(&mut Vec::new(), 1000), Err(TransportError::Closed));
    assert!(t.elapsed() < Duration::from_secs(1));
    assert_eq!(b.send(&frame(2, 0, 1)), Err(TransportError::Closed), "the peer's sends fail too");
}

#[test]
fn a_receiver_asleep_in_recv_is_woken_by_a_frame_and_by_a_close() {
    let (a, b) = pair();
    let b2 = b.clone();
    let waiter = std::thread::spawn(move || {
        let t = Instant::now();
        let mut payload = Vec::new();
        let first = loop {
            if let Some(got) = b2.recv(&mut payload, 1000).unwrap() {
                break (got, t.elapsed());
            }
        };
        let t = Instant::now();
        let end = loop {
            match b2.recv(&mut payload, 1000) {
                Ok(None) => continue,
                other => break (other, t.elapsed()),
            }
        };
        (first, end)
    });
    std::thread::sleep(Duration::from_millis(120));
    a.send(&frame(1, 1, 0)).unwrap();
    std::thread::sleep(Duration::from_millis(120));
    a.close();
    let ((got, woke), (end, closed)) = waiter.join().unwrap();
    assert!(matches!(got, Received::Frame(h) if h.request == 1));
    assert!(woke < Duration::from_secs(2) && woke >= Duration::from_millis(100), "woken after {woke:?}");
    assert_eq!(end, Err(TransportError::Closed));
    assert!(closed < Duration::from_secs(2), "close seen after {closed:?}");
}

#[test]
fn a_send_to_a_peer_that_never_reads_gives_up_at_its_deadline() {
    let (a, b) = pair();
    let by = |ms| Some(Instant::now() + Duration::from_millis(ms));
    // A frame that fills the ring exactly: the next one writes nothing, and the link stays
    // usable after its timeout.
    a.send(&frame(1, 0, RING as usize - HEADER_SIZE)).unwrap();
    let t = Instant::now();
    assert_eq!(a.send_by(&frame(1, 1, 100), by(200).into()), Err(TransportError::TimedOut { partial: false }));
    let took = t.elapsed();
    assert!(took >= Duration::from_millis(200) && took < Duration::from_secs(3), "gave up after {took:?}");
    let (h, p) = next(&*b, 1 << 20);
    assert_eq!(h.request, 0);
    check(&h, &p);
    a.send(&frame(1, 2, 10)).unwrap();
    let (h, p) = next(&*b, 1 << 20);
    assert_eq!(h.request, 2, "the timed-out frame left nothing in the ring");
    check(&h, &p);
    // A frame larger than the ring: part of it went out before the deadline.
    let t = Instant::now();
    assert_eq!(a.send_parts_by(&[&frame(1, 3, 3 * RING as usize)], by(200).into()), Err(TransportError::TimedOut { partial: true }));
    assert!(t.elapsed() < Duration::from_secs(3));
}
