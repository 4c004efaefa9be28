//! Cross-memory attach: a receiver reads a request's large blocks straight from the
//! caller's memory into their destination (`process_vm_readv`), one copy as memcpy makes.
//!
//! - Probe: every process publishes the address of its probe word in the control block of
//!   each ring it produces; the consumer reads it once through cross-memory attach and
//!   marks the ring `readable` when the value matches. Only then does the producer lend
//!   blocks (ptrace rules or seccomp may forbid the reads: blocks then go in the frame).
//! - Lease: the producer grants one lease at a time per ring (a tag in the ring's `lease`
//!   word) for the blocks of the request it sends, and revokes it when the call returns,
//!   whatever its outcome. The consumer reads only while it holds the word in the reading
//!   state, so a caller that timed out (and may change or free its blocks) is never read:
//!   its revocation either comes first (the read fails) or waits for the read to end.
//! - A dead caller: the read fails (`ESRCH`) or, should its pid have been reused, the
//!   liveness check after the read (a pidfd) fails it; nothing read then is used.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

/// The value of the probe word.
const PROBE_VALUE: u64 = u64::from_ne_bytes(*b"cormiCMA");
/// The word a consumer reads to learn that it can read this process's memory.
static PROBE: AtomicU64 = AtomicU64::new(PROBE_VALUE);
/// The last lease tag this process granted (tags are never 0).
static TAGS: AtomicU32 = AtomicU32::new(0);

const GRANTED: u64 = 1;
const READING: u64 = 2;

/// The address of this process's probe word, as the peer's reads name it.
pub fn probe_address() -> u64 {
    PROBE.as_ptr() as u64
}

/// True when this process can read the probe word of process `pid` at `addr`.
pub fn probe(pid: u32, addr: u64) -> bool {
    let mut v = 0u64;
    // SAFETY: `v` is a live local of 8 bytes.
    let r = unsafe { read_from(pid, addr, (&mut v as *mut u64).cast(), 8) };
    r.is_ok() && v == PROBE_VALUE
}

/// Reads `len` bytes at `src` in process `pid` into `dst`.
///
/// # Safety
/// `dst` must be valid for `len` bytes of writes.
pub unsafe fn read_from(pid: u32, src: u64, dst: *mut u8, len: usize) -> std::io::Result<()> {
    let mut done = 0;
    while done < len {
        let local = libc::iovec { iov_base: dst.add(done).cast(), iov_len: len - done };
        let remote = libc::iovec { iov_base: (src as usize + done) as *mut libc::c_void, iov_len: len - done };
        // SAFETY: one local iovec inside `dst` (the caller's promise), one remote iovec;
        // the kernel checks the remote range against the peer's mappings.
        let n = libc::process_vm_readv(pid as libc::pid_t, &local, 1, &remote, 1, 0);
        if n < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        if n == 0 {
            return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "the caller's block ends early"));
        }
        done += n as usize;
    }
    Ok(())
}

/// Grants a new lease in `word` if none is held; returns its tag.
pub fn grant(word: &AtomicU64) -> Option<u32> {
    let tag = loop {
        let t = TAGS.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        if t != 0 {
            break t;
        }
    };
    word.compare_exchange(0, state(tag, GRANTED), Ordering::AcqRel, Ordering::Relaxed).ok().map(|_| tag)
}

/// Revokes lease `tag` in `word`: waits while the consumer reads, unless `reading` says it
/// cannot be (it died, or it is stopped). After this the consumer reads nothing under
/// `tag`, or (a read it began before) [`end_read`] tells it to drop what it read.
pub fn revoke(word: &AtomicU64, tag: u32, reading: impl Fn() -> bool) {
    loop {
        match word.compare_exchange(state(tag, GRANTED), 0, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => return,
            Err(now) if now == state(tag, READING) => {
                if !reading() {
                    // The consumer died or stopped while reading: its end_read fails.
                    let _ = word.compare_exchange(now, 0, Ordering::AcqRel, Ordering::Relaxed);
                    return;
                }
                std::thread::sleep(Duration::from_micros(50));
            }
            Err(_) => return,
        }
    }
}

/// Starts a read under lease `tag`; false when the lease was revoked (or never granted).
pub fn begin_read(word: &AtomicU64, tag: u32) -> bool {
    word.compare_exchange(state(tag, GRANTED), state(tag, READING), Ordering::AcqRel, Ordering::Relaxed).is_ok()
}

/// Ends a read begun with [`begin_read`]. False when the lease was revoked during the read
/// (the caller gave up on a stopped reader, [`revoke`]): what was read may be the
/// caller's memory after it returned and must not be used.
pub fn end_read(word: &AtomicU64, tag: u32) -> bool {
    word.compare_exchange(state(tag, READING), state(tag, GRANTED), Ordering::AcqRel, Ordering::Relaxed).is_ok()
}

fn state(tag: u32, s: u64) -> u64 {
    (tag as u64) << 2 | s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_reads_its_own_probe_word_and_memory() {
        assert!(probe(std::process::id(), probe_address()));
        assert!(!probe(std::process::id(), 8), "an unmapped address is no probe word");
        let src: Vec<u8> = (0..200_000u32).map(|i| i as u8).collect();
        let mut dst = vec![0u8; src.len()];
        // SAFETY: `dst` holds `src.len()` bytes.
        unsafe { read_from(std::process::id(), src.as_ptr() as u64, dst.as_mut_ptr(), src.len()) }.unwrap();
        assert_eq!(src, dst);
    }

    #[test]
    fn a_revoked_lease_reads_nothing_and_one_lease_at_a_time() {
        let word = AtomicU64::new(0);
        let tag = grant(&word).unwrap();
        assert!(grant(&word).is_none(), "one lease per ring at a time");
        assert!(begin_read(&word, tag));
        assert!(end_read(&word, tag));
        assert!(!begin_read(&word, tag.wrapping_add(1)), "another tag reads nothing");
        revoke(&word, tag, || true);
        assert!(!begin_read(&word, tag), "a revoked lease reads nothing");
        assert!(grant(&word).is_some(), "the ring lends again");
    }

    #[test]
    fn revoking_waits_for_a_read_in_progress() {
        let word = std::sync::Arc::new(AtomicU64::new(0));
        let tag = grant(&word).unwrap();
        assert!(begin_read(&word, tag));
        let w = word.clone();
        let reader = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(30));
            assert!(end_read(&w, tag), "the read ended under its lease");
        });
        let t0 = std::time::Instant::now();
        revoke(&word, tag, || true);
        assert!(t0.elapsed() >= Duration::from_millis(25), "returned while the consumer read");
        reader.join().unwrap();
        assert_eq!(word.load(Ordering::Relaxed), 0);
        // A consumer that died while reading does not hold the caller forever.
        let tag = grant(&word).unwrap();
        assert!(begin_read(&word, tag));
        revoke(&word, tag, || false);
        assert_eq!(word.load(Ordering::Relaxed), 0);
        assert!(!end_read(&word, tag), "a read the caller gave up on is dropped");
        // Nor once the ring lends again under a new tag.
        let tag = grant(&word).unwrap();
        assert!(begin_read(&word, tag));
        revoke(&word, tag, || false);
        let next = grant(&word).unwrap();
        assert!(!end_read(&word, tag));
        assert!(begin_read(&word, next) && end_read(&word, next));
    }
}
