//! Futex wait and wake on a 32-bit word of shared memory. The words live in a segment
//! that several processes map, so these are the shared (not `FUTEX_PRIVATE_FLAG`)
//! operations: the kernel finds waiters by the page, not by the address.

use std::sync::atomic::AtomicU32;
use std::time::Duration;

/// Sleeps while `word` holds `expected`, for at most `timeout`; returns at once when it
/// holds another value. Wakes early on [`wake`], a signal or spuriously: the caller
/// looks again.
pub fn wait(word: &AtomicU32, expected: u32, timeout: Duration) {
    let ts = libc::timespec { tv_sec: timeout.as_secs().min(i64::MAX as u64) as libc::time_t, tv_nsec: timeout.subsec_nanos() as libc::c_long };
    // SAFETY: `word` is a live, aligned 32-bit atomic (the kernel only reads it) and `ts`
    // a live timespec; FUTEX_WAIT touches nothing else.
    unsafe { libc::syscall(libc::SYS_futex, word.as_ptr(), libc::FUTEX_WAIT, expected, &ts as *const libc::timespec) };
}

/// Wakes every thread of any process sleeping in [`wait`] on `word`.
pub fn wake(word: &AtomicU32) {
    // SAFETY: `word` is a live, aligned 32-bit atomic; FUTEX_WAKE only uses its address.
    unsafe { libc::syscall(libc::SYS_futex, word.as_ptr(), libc::FUTEX_WAKE, i32::MAX) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;
    use std::sync::Arc;
    use std::time::Instant;

    #[test]
    fn a_changed_word_returns_at_once_and_a_wake_ends_a_wait() {
        let w = AtomicU32::new(1);
        let t = Instant::now();
        wait(&w, 0, Duration::from_secs(5));
        assert!(t.elapsed() < Duration::from_secs(1), "the word did not hold the expected value");
        wait(&w, 1, Duration::from_millis(20));
        assert!(t.elapsed() >= Duration::from_millis(15), "a timed wait sleeps");

        let w = Arc::new(AtomicU32::new(0));
        let w2 = w.clone();
        let sleeper = std::thread::spawn(move || {
            let t = Instant::now();
            while w2.load(Ordering::Acquire) == 0 {
                wait(&w2, 0, Duration::from_secs(10));
            }
            t.elapsed()
        });
        std::thread::sleep(Duration::from_millis(20));
        w.store(1, Ordering::Release);
        wake(&w);
        assert!(sleeper.join().unwrap() < Duration::from_secs(5));
    }
}
