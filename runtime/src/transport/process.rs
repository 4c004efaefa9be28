//! Whether a peer's process still lives (shared memory, and MPI peers on this host).
//! Neither has an end-of-stream: a peer that dies (SIGKILL included) simply stops writing. So each link watches its peer's process
//! through a pidfd (Linux 5.3): it becomes readable when the process exits, and unlike a
//! pid it cannot come to name another process later. Where pidfds are unavailable,
//! `kill(pid, 0)` answers (a reused pid would read as alive).

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// A peer process being watched.
pub struct PeerProcess {
    pid: u32,
    pidfd: Option<OwnedFd>,
    /// The process was gone before the watch began.
    gone: bool,
}

impl PeerProcess {
    /// Starts watching process `pid`.
    pub fn watch(pid: u32) -> PeerProcess {
        // SAFETY: pidfd_open takes a pid and flags and returns a new descriptor or -1.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid as libc::pid_t, 0) };
        if fd >= 0 {
            // SAFETY: a fresh descriptor that nothing else owns.
            return PeerProcess { pid, pidfd: Some(unsafe { OwnedFd::from_raw_fd(fd as i32) }), gone: false };
        }
        let gone = std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
        PeerProcess { pid, pidfd: None, gone }
    }

    /// The watched pid.
    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// True while the process has not exited (a stopped process is alive). One system
    /// call: ask only when a wait found nothing for a while.
    pub fn alive(&self) -> bool {
        if self.gone {
            return false;
        }
        match &self.pidfd {
            Some(fd) => {
                let mut p = libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
                // SAFETY: poll reads and writes exactly the one pollfd passed.
                let n = unsafe { libc::poll(&mut p, 1, 0) };
                !(n > 0 && p.revents & (libc::POLLIN | libc::POLLHUP) != 0)
            }
            None => {
                // SAFETY: kill with signal 0 only checks that the process exists.
                let r = unsafe { libc::kill(self.pid as libc::pid_t, 0) };
                r == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
            }
        }
    }
}

impl PeerProcess {
    /// True when every thread of the process is stopped (SIGSTOP: state `T`; a debugger:
    /// `t`), as `/proc` shows them: none is inside a system call that reads this process
    /// (a stop takes effect on the way back to user space). Costs a directory read: ask
    /// only when a wait has lasted.
    pub fn stopped(&self) -> bool {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{}/task", self.pid)) else { return false };
        let mut any = false;
        for task in tasks.flatten() {
            let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else { return false };
            // The state follows the command name, which may hold spaces and parentheses.
            let state = stat.rfind(')').and_then(|i| stat[i + 1..].split_whitespace().next());
            if !matches!(state, Some("T" | "t")) {
                return false;
            }
            any = true;
        }
        any && self.alive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_is_alive_until_it_exits_and_stopped_counts_as_alive() {
        let mut child = std::process::Command::new("sleep").arg("30").spawn().unwrap();
        let p = PeerProcess::watch(child.id());
        assert!(p.alive());
        // SAFETY: signals to a child this test started.
        unsafe { libc::kill(child.id() as i32, libc::SIGSTOP) };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while !p.stopped() {
            assert!(std::time::Instant::now() < deadline, "the stop was not seen");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(p.alive(), "a stopped process is not dead");
        assert!(!PeerProcess::watch(std::process::id()).stopped(), "a running process is not stopped");
        // SAFETY: as above.
        unsafe { libc::kill(child.id() as i32, libc::SIGKILL) };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while p.alive() {
            assert!(std::time::Instant::now() < deadline, "the death was not seen");
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let _ = child.wait();
        assert!(PeerProcess::watch(std::process::id()).alive());
    }
}
