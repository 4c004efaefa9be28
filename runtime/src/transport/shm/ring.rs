//! A single-producer single-consumer byte ring in shared memory: one direction of a link.
//!
//! Layout (one ring = a control page, then `cap` data bytes, `cap` a power of two):
//!
//! | offset | written by | what |
//! | --- | --- | --- |
//! | 0 | producer | `tail`: bytes written so far (wrapping u32), and the producer's CPU |
//! | 128 | consumer | `head`: bytes consumed so far (wrapping u32) |
//! | 256 | consumer | `rx_sleeping`: the consumer sleeps (or is about to) on `tail`; `rx_watched`: its node's poller watches the ring (ring the consumer's doorbell) |
//! | 384 | producer | `tx_sleeping`: the producer sleeps (or is about to) on `head` |
//! | 512 | either | `closed` (an end closed the link) |
//! | 640 | producer (`probe`, `lease` grants) / consumer (`readable`, `lease` reads) | remote reads (`cma.rs`): the address of the producer's probe word, whether the consumer can read the producer's memory, the lease on the producer's blocks |
//! | 4096 | producer | data: byte `i` of the stream at `i % cap` |
//!
//! Each group has its own 128-byte block (two cache lines: the adjacent-line prefetcher
//! pairs them), so the two ends never write the same line and the sleeping flags, read
//! on every frame, stay cached on both sides while nobody sleeps. All words start at 0:
//! a zeroed segment holds empty rings.
//!
//! Indices are free-running u32 counters: `tail - head` (wrapping) is the used space,
//! never above `cap` < 2^31, so wrap-around needs no special case. A waiter sleeps in a
//! futex on the index it waits for, after setting its sleeping flag; the other end wakes
//! it only when it finds the flag set (Dekker: index store, SeqCst fence, flag load on
//! one side; flag store, fence, index load on the other), so a frame costs no system
//! call while nobody sleeps. A futex wait on an index whose value changed returns at
//! once, so a wake that comes between the check and the sleep is never lost.

use super::futex;
use super::segment::Mapping;
use std::ptr::NonNull;
use std::sync::atomic::{fence, AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Bytes before a ring's data: its control block, padded to a page.
pub const CONTROL_BYTES: usize = 4096;

#[repr(C, align(128))]
#[derive(Default)]
struct Block<T>(T);

#[repr(C)]
#[derive(Default)]
struct ProducerWords {
    tail: AtomicU32,
    cpu: AtomicU32,
}

#[repr(C)]
#[derive(Default)]
struct Flags {
    closed: AtomicU32,
}

#[repr(C)]
#[derive(Default)]
struct RxWords {
    sleeping: AtomicU32,
    watched: AtomicU32,
}

/// Remote reads of the producer's memory by the consumer (see `cma.rs`).
#[repr(C)]
#[derive(Default)]
pub struct RemoteWords {
    /// The address of the producer's probe word in its process (0: not published yet).
    pub probe: AtomicU64,
    /// 1 once the consumer read the probe word through cross-memory attach.
    pub readable: AtomicU32,
    /// The lease on the blocks of the producer's request in flight (`cma::Lease`).
    pub lease: AtomicU64,
}

/// A ring's control block as it lies in shared memory (see the module's table).
#[repr(C)]
#[derive(Default)]
pub struct Control {
    producer: Block<ProducerWords>,
    head: Block<AtomicU32>,
    rx: Block<RxWords>,
    tx_sleeping: Block<AtomicU32>,
    flags: Block<Flags>,
    remote: Block<RemoteWords>,
}

const _: () = assert!(std::mem::size_of::<Control>() <= CONTROL_BYTES);

/// One ring in a mapping: where its control block and data lie.
#[derive(Clone)]
pub struct Ring {
    ctl: NonNull<Control>,
    data: NonNull<u8>,
    cap: u32,
    /// The consumer's doorbell (its rank's word in the segment), rung for a watched ring.
    bell: NonNull<AtomicU32>,
    /// Keeps the memory mapped while the ring is in use.
    _map: Arc<Mapping>,
}

// SAFETY: the ring's memory stays mapped while `_map` lives. Shared words are atomics;
// data bytes are written only by the producer in the free part and read only by the
// consumer in the used part, the split being published with release/acquire on the
// indices. `Producer` and `Consumer` are not Clone, so one of each exists per `Ring::split`.
unsafe impl Send for Ring {}
// SAFETY: as for Send: every access through `&Ring` goes to atomics.
unsafe impl Sync for Ring {}

impl Ring {
    /// The ring at byte `offset` of `map`, with `cap` data bytes.
    ///
    /// # Safety
    /// `offset + CONTROL_BYTES + cap` must lie within `map`, `offset` be 128-byte aligned,
    /// `cap` a power of two below 2^31, and no other ring may overlap it. Only one
    /// [`Producer`] and one [`Consumer`] may use it at a time, across all processes.
    /// `bell` (the consumer's doorbell word) must lie 4-byte aligned within `map`.
    pub unsafe fn at(map: Arc<Mapping>, offset: usize, cap: u32, bell: usize) -> Ring {
        debug_assert!(cap.is_power_of_two() && cap < 1 << 31 && offset.is_multiple_of(128));
        debug_assert!(offset + CONTROL_BYTES + cap as usize <= map.len() && bell + 4 <= map.len() && bell.is_multiple_of(4));
        // SAFETY: within the mapping, by the caller's promise.
        let (ctl, data, bell) = unsafe { (map.base().add(offset), map.base().add(offset + CONTROL_BYTES), map.base().add(bell)) };
        Ring { ctl: ctl.cast(), data, cap, bell: bell.cast(), _map: map }
    }

    fn bell(&self) -> &AtomicU32 {
        // SAFETY: the doorbell word lies in the mapping, which `_map` keeps, and is aligned
        // (`Ring::at`'s promise); any bits are a valid AtomicU32.
        unsafe { self.bell.as_ref() }
    }

    /// Rings the consumer's doorbell if its poller watches this ring (the watch ends).
    fn ring_bell_if_watched(&self) {
        let rx = &self.ctl().rx.0;
        if rx.watched.load(Ordering::Relaxed) != 0 && rx.watched.swap(0, Ordering::Relaxed) != 0 {
            self.bell().fetch_add(1, Ordering::Release);
            futex::wake(self.bell());
        }
    }

    /// True while the consumer's poller watches this ring (no publish or close since
    /// [`Consumer::watch`]).
    pub fn watched(&self) -> bool {
        self.ctl().rx.0.watched.load(Ordering::Acquire) != 0
    }

    fn ctl(&self) -> &Control {
        // SAFETY: the control block is mapped while `_map` lives, aligned, and holds only
        // atomics, for which any bit pattern (zero at first) is valid.
        unsafe { self.ctl.as_ref() }
    }

    /// Data bytes the ring holds at most.
    pub fn capacity(&self) -> u32 {
        self.cap
    }

    /// The producer and consumer ends (each end of a link keeps one of the two).
    pub fn split(self) -> (Producer, Consumer) {
        let tail = self.ctl().producer.0.tail.load(Ordering::Acquire);
        let head = self.ctl().head.0.load(Ordering::Acquire);
        (Producer { ring: self.clone(), tail, head }, Consumer { ring: self, head, tail })
    }

    /// Marks the ring closed and wakes whoever sleeps on it, in any process.
    pub fn close(&self) {
        let c = self.ctl();
        c.flags.0.closed.store(1, Ordering::Release);
        fence(Ordering::SeqCst);
        futex::wake(&c.producer.0.tail);
        futex::wake(&c.head.0);
        self.ring_bell_if_watched();
    }

    /// The words of remote reads of the producer's memory (`cma.rs`).
    pub fn remote(&self) -> &RemoteWords {
        &self.ctl().remote.0
    }

    /// True once either end closed the ring.
    pub fn closed(&self) -> bool {
        self.ctl().flags.0.closed.load(Ordering::Acquire) != 0
    }

    /// Copies `src` into the ring at stream position `pos`, wrapping at the end.
    ///
    /// # Safety
    /// Only the producer may call it, for bytes in the free part.
    unsafe fn put(&self, pos: u32, src: &[u8]) {
        let at = (pos & (self.cap - 1)) as usize;
        let first = src.len().min(self.cap as usize - at);
        // SAFETY: both pieces lie in the data area (at < cap, first <= cap - at,
        // len - first < cap); the consumer does not read the free part.
        unsafe {
            std::ptr::copy_nonoverlapping(src.as_ptr(), self.data.as_ptr().add(at), first);
            std::ptr::copy_nonoverlapping(src.as_ptr().add(first), self.data.as_ptr(), src.len() - first);
        }
    }

    /// Copies `len` ring bytes from stream position `pos` to `dst`, wrapping at the end.
    ///
    /// # Safety
    /// Only the consumer may call it, for bytes in the used part; `dst` must be valid for
    /// `len` bytes of writes (it may be uninitialized).
    unsafe fn get(&self, pos: u32, dst: *mut u8, len: usize) {
        let at = (pos & (self.cap - 1)) as usize;
        let first = len.min(self.cap as usize - at);
        // SAFETY: as in `put`, mirrored: the producer does not write the used part, and
        // `dst` holds `len` bytes by the caller's promise.
        unsafe {
            std::ptr::copy_nonoverlapping(self.data.as_ptr().add(at), dst, first);
            std::ptr::copy_nonoverlapping(self.data.as_ptr(), dst.add(first), len - first);
        }
    }
}

/// The writing end of a ring.
pub struct Producer {
    ring: Ring,
    /// Bytes written (published or not).
    tail: u32,
    /// The consumer's head as last read: free space is at least `cap - (tail - head)`.
    head: u32,
}

impl Producer {
    /// The ring this end writes.
    pub fn ring(&self) -> &Ring {
        &self.ring
    }

    /// Free bytes, reading the consumer's head again only when the cached one leaves
    /// less than `want`.
    pub fn free(&mut self, want: usize) -> usize {
        let free = self.ring.cap - self.tail.wrapping_sub(self.head);
        if (free as usize) < want {
            self.head = self.ring.ctl().head.0.load(Ordering::Acquire);
            return (self.ring.cap - self.tail.wrapping_sub(self.head)) as usize;
        }
        free as usize
    }

    /// Writes as much of `src` as fits (not yet visible to the consumer); returns how
    /// many bytes it wrote.
    pub fn write(&mut self, src: &[u8]) -> usize {
        let n = src.len().min(self.free(src.len()));
        // SAFETY: this is the ring's only producer and the n bytes from `tail` are free.
        unsafe { self.ring.put(self.tail, &src[..n]) };
        self.tail = self.tail.wrapping_add(n as u32);
        n
    }

    /// Makes the bytes written so far visible, with the producer's CPU, and wakes the
    /// consumer if it sleeps.
    pub fn publish(&mut self, cpu: u32) {
        let c = self.ring.ctl();
        c.producer.0.cpu.store(cpu, Ordering::Relaxed);
        c.producer.0.tail.store(self.tail, Ordering::Release);
        fence(Ordering::SeqCst);
        if c.rx.0.sleeping.load(Ordering::Relaxed) != 0 && c.rx.0.sleeping.swap(0, Ordering::Relaxed) != 0 {
            futex::wake(&c.producer.0.tail);
        }
        self.ring.ring_bell_if_watched();
    }

    /// Sleeps until the consumer frees space, the ring closes, or `timeout` passes.
    pub fn wait_for_space(&mut self, timeout: Duration) {
        let c = self.ring.ctl();
        let seen = self.head;
        c.tx_sleeping.0.store(1, Ordering::Relaxed);
        fence(Ordering::SeqCst);
        if c.head.0.load(Ordering::Acquire) == seen && !self.ring.closed() {
            futex::wait(&c.head.0, seen, timeout);
        }
        c.tx_sleeping.0.store(0, Ordering::Relaxed);
    }
}

/// The reading end of a ring.
pub struct Consumer {
    ring: Ring,
    /// Bytes consumed (released to the producer or not).
    head: u32,
    /// The producer's tail as last read.
    tail: u32,
}

impl Consumer {
    /// The ring this end reads.
    pub fn ring(&self) -> &Ring {
        &self.ring
    }

    /// Bytes ready to read, reading the producer's tail again only when the cached one
    /// shows fewer than `want`.
    pub fn available(&mut self, want: usize) -> usize {
        let have = self.tail.wrapping_sub(self.head) as usize;
        if have < want {
            self.tail = self.ring.ctl().producer.0.tail.load(Ordering::Acquire);
            return self.tail.wrapping_sub(self.head) as usize;
        }
        have
    }

    /// Copies the next `dst.len()` bytes without consuming them.
    ///
    /// # Panics
    /// If fewer bytes are [`available`](Self::available).
    pub fn peek(&self, dst: &mut [u8]) {
        assert!(dst.len() <= self.tail.wrapping_sub(self.head) as usize, "peek past the published bytes");
        // SAFETY: this is the ring's only consumer, the bytes are in the used part and
        // `dst` is a live buffer of their length.
        unsafe { self.ring.get(self.head, dst.as_mut_ptr(), dst.len()) };
    }

    /// Copies the next `dst.len()` bytes out and consumes them (the space returns to the
    /// producer at [`release`](Self::release)).
    pub fn read(&mut self, dst: &mut [u8]) {
        self.peek(dst);
        self.head = self.head.wrapping_add(dst.len() as u32);
    }

    /// Appends the next `n` bytes to `dst` and consumes them.
    pub fn read_into(&mut self, dst: &mut Vec<u8>, n: usize) {
        assert!(n <= self.tail.wrapping_sub(self.head) as usize, "read past the published bytes");
        dst.reserve(n);
        let at = dst.len();
        // SAFETY: the consumer reads n published bytes into the reserved spare capacity
        // (no zero-filling first), then the length covers exactly the bytes written.
        unsafe {
            self.ring.get(self.head, dst.as_mut_ptr().add(at), n);
            dst.set_len(at + n);
        }
        self.head = self.head.wrapping_add(n as u32);
    }

    /// Consumes `n` bytes without reading them.
    pub fn skip(&mut self, n: usize) {
        assert!(n <= self.tail.wrapping_sub(self.head) as usize, "skip past the published bytes");
        self.head = self.head.wrapping_add(n as u32);
    }

    /// Returns the consumed bytes' space to the producer and wakes it if it sleeps.
    pub fn release(&mut self) {
        let c = self.ring.ctl();
        if c.head.0.load(Ordering::Relaxed) == self.head {
            return;
        }
        c.head.0.store(self.head, Ordering::Release);
        fence(Ordering::SeqCst);
        if c.tx_sleeping.0.load(Ordering::Relaxed) != 0 && c.tx_sleeping.0.swap(0, Ordering::Relaxed) != 0 {
            futex::wake(&c.head.0);
        }
    }

    /// The CPU the producer last published from.
    pub fn producer_cpu(&self) -> u32 {
        self.ring.ctl().producer.0.cpu.load(Ordering::Relaxed)
    }

    /// Sleeps until more than the `available` bytes seen last are published, the ring
    /// closes, or `timeout` passes.
    pub fn wait_for_data(&mut self, timeout: Duration) {
        let c = self.ring.ctl();
        let seen = self.tail;
        c.rx.0.sleeping.store(1, Ordering::Relaxed);
        fence(Ordering::SeqCst);
        if c.producer.0.tail.load(Ordering::Acquire) == seen && !self.ring.closed() {
            futex::wait(&c.producer.0.tail, seen, timeout);
        }
        c.rx.0.sleeping.store(0, Ordering::Relaxed);
    }

    /// Asks the producer to ring this consumer's doorbell on its next publish (or a
    /// close), for a poller. True when bytes already wait or the ring closed: then no
    /// watch is set and the caller reads on.
    pub fn watch(&mut self) -> bool {
        let c = self.ring.ctl();
        c.rx.0.watched.store(1, Ordering::Relaxed);
        fence(Ordering::SeqCst);
        if c.producer.0.tail.load(Ordering::Acquire) != self.head || self.ring.closed() {
            c.rx.0.watched.store(0, Ordering::Relaxed);
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transport::shm::segment::Segment;
    use std::time::Instant;

    /// A ring of `cap` bytes whose indices start at `start` (as if that many bytes had
    /// passed through it already).
    fn ring(cap: u32, start: u32) -> (Producer, Consumer) {
        let seg = Segment::create(2, cap).unwrap();
        let r = seg.ring(0, 1);
        r.ctl().producer.0.tail.store(start, Ordering::Relaxed);
        r.ctl().head.0.store(start, Ordering::Relaxed);
        r.split()
    }

    /// The byte at stream position `i` of the test pattern.
    fn pattern(i: u64) -> u8 {
        (i.wrapping_mul(7) % 251) as u8
    }

    #[test]
    fn bytes_wrap_around_the_end_of_the_ring_and_of_the_indices() {
        for start in [0, u32::MAX - 1000] {
            let (mut p, mut c) = ring(4096, start);
            let (mut sent, mut got) = (0u64, 0u64);
            // 1000-byte pieces: every fifth one straddles the end of the data area.
            for _ in 0..50 {
                let piece: Vec<u8> = (sent..sent + 1000).map(pattern).collect();
                assert_eq!(p.write(&piece), 1000);
                sent += 1000;
                p.publish(0);
                assert_eq!(c.available(1000), 1000);
                let mut out = vec![0u8; 1000];
                c.read(&mut out);
                assert!(out.iter().zip(got..).all(|(&b, i)| b == pattern(i)), "bytes {got}.. came back wrong (start {start})");
                got += 1000;
                c.release();
            }
        }
    }

    #[test]
    fn a_full_ring_takes_no_more_until_the_consumer_releases() {
        let (mut p, mut c) = ring(4096, 0);
        assert_eq!(p.write(&[1u8; 5000]), 4096, "a write stops at the capacity");
        assert_eq!(p.write(&[2u8; 10]), 0);
        p.publish(0);
        let mut out = vec![0u8; 96];
        assert_eq!(c.available(96), 4096);
        c.read(&mut out);
        assert_eq!(p.free(1), 0, "consumed but not released");
        c.release();
        assert_eq!(p.free(1), 96);
        let mut rest = Vec::new();
        c.read_into(&mut rest, 4000);
        assert!(rest.iter().all(|&b| b == 1));
    }

    #[test]
    fn a_producer_and_a_consumer_on_two_threads_move_a_stream_larger_than_the_ring() {
        const TOTAL: u64 = 8 << 20;
        let (mut p, mut c) = ring(4096, u32::MAX - 3000);
        let producer = std::thread::spawn(move || {
            let mut sent = 0u64;
            let mut size = 1usize;
            while sent < TOTAL {
                size = (size * 31 + 7) % 9000 + 1; // from 1 byte to twice the ring
                let piece: Vec<u8> = (sent..(sent + size as u64).min(TOTAL)).map(pattern).collect();
                let mut done = 0;
                while done < piece.len() {
                    let n = p.write(&piece[done..]);
                    done += n;
                    if n > 0 {
                        p.publish(1);
                    } else {
                        p.wait_for_space(Duration::from_millis(100));
                    }
                }
                sent += piece.len() as u64;
            }
        });
        let mut got = 0u64;
        let mut buf = Vec::new();
        while got < TOTAL {
            let n = c.available(1);
            if n == 0 {
                c.wait_for_data(Duration::from_millis(100));
                continue;
            }
            buf.clear();
            c.read_into(&mut buf, n.min(5000));
            c.release();
            assert!(buf.iter().zip(got..).all(|(&b, i)| b == pattern(i)), "stream corrupted near byte {got}");
            got += buf.len() as u64;
        }
        producer.join().unwrap();
        assert_eq!(c.available(1), 0);
    }

    #[test]
    fn a_sleeping_consumer_is_woken_by_a_publish_and_by_a_close() {
        let (mut p, mut c) = ring(4096, 0);
        let ring = p.ring().clone();
        let sleeper = std::thread::spawn(move || {
            let t = Instant::now();
            while c.available(1) == 0 {
                c.wait_for_data(Duration::from_secs(10));
            }
            let woke = t.elapsed();
            c.skip(1);
            c.release();
            let t = Instant::now();
            while !c.ring().closed() {
                c.wait_for_data(Duration::from_secs(10));
            }
            (woke, t.elapsed())
        });
        std::thread::sleep(Duration::from_millis(30));
        p.write(&[9]);
        p.publish(0);
        std::thread::sleep(Duration::from_millis(30));
        ring.close();
        let (woke, closed) = sleeper.join().unwrap();
        assert!(woke < Duration::from_secs(5) && closed < Duration::from_secs(5), "woken after {woke:?} and {closed:?}");
    }
}
