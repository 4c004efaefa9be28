//! Synchronous signal handling: the launcher blocks the signals it cares about in every
//! thread and collects them with `sigtimedwait`, so no handler runs asynchronously and
//! no SIGCHLD can be lost between a check and a wait.

use std::time::Duration;

/// Signals that make the launcher stop the job (Ctrl-C, Ctrl-\, kill, hang-up).
pub const STOP_SIGNALS: [libc::c_int; 4] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT];

/// The blocked set: [`STOP_SIGNALS`] plus SIGCHLD.
pub struct Signals {
    set: libc::sigset_t,
}

impl Signals {
    /// Blocks the set in the calling thread. Call it before starting any thread, so
    /// that every thread inherits the mask and the signals queue for [`Signals::wait`].
    pub fn block() -> Signals {
        // SAFETY: sigset manipulation on a local value, then a mask change of this thread.
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for s in STOP_SIGNALS.iter().chain(&[libc::SIGCHLD]) {
                libc::sigaddset(&mut set, *s);
            }
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
            Signals { set }
        }
    }

    /// Waits at most `timeout` for one of the signals; returns it, or `None` on timeout.
    pub fn wait(&self, timeout: Duration) -> Option<libc::c_int> {
        let ts = libc::timespec { tv_sec: timeout.as_secs() as libc::time_t, tv_nsec: libc::c_long::from(timeout.subsec_nanos() as i32) };
        // SAFETY: the set was initialised in `block`; no siginfo is requested.
        let sig = unsafe { libc::sigtimedwait(&self.set, std::ptr::null_mut(), &ts) };
        (sig > 0).then_some(sig)
    }
}

/// The conventional name of a signal number, e.g. `SIGKILL`.
pub fn name(sig: libc::c_int) -> String {
    let known = match sig {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGSYS => "SIGSYS",
        _ => return format!("signal {sig}"),
    };
    known.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signal_names() {
        assert_eq!(name(libc::SIGKILL), "SIGKILL");
        assert_eq!(name(libc::SIGSEGV), "SIGSEGV");
        assert_eq!(name(64), "signal 64");
    }
}
