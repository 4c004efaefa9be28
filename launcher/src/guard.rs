//! The guard: a small process that outlives `kill -9 cormirun` just long enough to kill
//! the job's process group. The ranks themselves die with cormirun (parent-death signal),
//! but that signal only reaches direct children; processes the ranks started would
//! survive without the guard.
//!
//! cormirun forks the guard before it starts any thread or binds any socket; the guard
//! closes its standard streams, reads the job's process group id from a pipe, then waits
//! on the pipe: a byte means the job ended normally (exit quietly), end of file without
//! it means cormirun died (SIGKILL the group).

use std::io;

/// cormirun's end of the pipe to the guard.
pub struct Guard {
    fd: libc::c_int,
}

impl Guard {
    /// Forks the guard. Call it while the process has a single thread.
    pub fn start() -> io::Result<Guard> {
        let mut fds = [0; 2];
        // SAFETY: pipe2 fills two descriptors; close-on-exec keeps them out of the ranks.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return Err(io::Error::last_os_error());
        }
        let [read_end, write_end] = fds;
        // SAFETY: the process has one thread; the child only makes async-signal-safe calls.
        match unsafe { libc::fork() } {
            -1 => {
                let e = io::Error::last_os_error();
                // SAFETY: closing the descriptors created above.
                unsafe {
                    libc::close(read_end);
                    libc::close(write_end);
                }
                Err(e)
            }
            0 => guard_main(read_end, write_end),
            _ => {
                // SAFETY: the guard holds its own copy of the read end.
                unsafe { libc::close(read_end) };
                Ok(Guard { fd: write_end })
            }
        }
    }

    /// Tells the guard which process group to kill if cormirun dies.
    pub fn arm(&self, pgid: libc::pid_t) {
        self.send(&pgid.to_ne_bytes());
    }

    /// The job is over (every rank reaped, the group swept): the guard exits quietly.
    pub fn disarm(self) {
        self.send(&[1]);
        // SAFETY: our own descriptor, closed once (self is consumed).
        unsafe { libc::close(self.fd) };
    }

    fn send(&self, bytes: &[u8]) {
        // A pipe write of at most 4 bytes is atomic; a failure means the guard is gone.
        // SAFETY: writing a live buffer to our own descriptor.
        unsafe { libc::write(self.fd, bytes.as_ptr().cast(), bytes.len()) };
    }
}

/// The guard process (between fork and _exit: async-signal-safe calls only).
fn guard_main(read_end: libc::c_int, write_end: libc::c_int) -> ! {
    // SAFETY: plain system calls on this process's own descriptors and the job's group.
    unsafe {
        libc::close(write_end);
        // Do not hold the caller's terminal or pipes open.
        for fd in 0..3 {
            libc::close(fd);
        }
        let mut pgid = [0u8; 4];
        if read_full(read_end, &mut pgid) != 4 {
            libc::_exit(0); // cormirun ended before starting a rank
        }
        let mut done = [0u8; 1];
        if read_full(read_end, &mut done) == 0 {
            libc::kill(-libc::pid_t::from_ne_bytes(pgid), libc::SIGKILL);
        }
        libc::_exit(0)
    }
}

/// Reads until `buf` is full or end of file; returns the bytes read. Async-signal-safe
/// (read(2) and errno only), so the guard may call it between fork and _exit.
fn read_full(fd: libc::c_int, buf: &mut [u8]) -> usize {
    let mut got = 0;
    while got < buf.len() {
        // SAFETY: the caller's buffer, from `got` on.
        let n = unsafe { libc::read(fd, buf[got..].as_mut_ptr().cast(), buf.len() - got) };
        if n > 0 {
            got += n as usize;
        // SAFETY: errno of this thread.
        } else if n == 0 || unsafe { *libc::__errno_location() } != libc::EINTR {
            break;
        }
    }
    got
}
