//! What `-v` reports about each step: the tool's wall time and its peak memory.
//!
//! A step runs as a child process; [`wait`] reaps it with `wait4`, which returns the
//! child's own resource usage (its peak resident set size, `ru_maxrss`, in KiB on Linux),
//! so each step's memory is its own and not the largest of all children so far.
//! [`report`] is the one place that prints the line:
//!
//! ```text
//! cormicc: step opt: 0.412 s, peak 123.4 MiB
//! ```

use std::io;
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, ExitStatus};
use std::time::{Duration, Instant};

/// Wall time and peak memory of one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    /// From the start of the step to the child's exit.
    pub wall: Duration,
    /// The child's peak resident set size in KiB (`None` for the driver's total).
    pub peak_kib: Option<u64>,
}

/// Waits for `child` (started at `start`; taken, so that nothing else waits for it) and
/// returns its exit status with its wall time and peak memory. Errors: `wait4`'s.
pub fn wait(child: Child, start: Instant) -> io::Result<(ExitStatus, Measured)> {
    let pid = libc::pid_t::try_from(child.id()).map_err(|_| io::Error::other("child pid out of range"))?;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero `rusage` is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `pid` is our own unreaped child (we own its `Child`, which nothing has
        // waited for), and both out-pointers point at live locals of the right types.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            break;
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
    let peak_kib = u64::try_from(usage.ru_maxrss).ok();
    Ok((ExitStatus::from_raw(status), Measured { wall: start.elapsed(), peak_kib }))
}

/// The `-v` line of step `what` (`compile a.c`, `link-ir`, `opt`, `link`, `total`).
pub fn line(what: &str, m: &Measured) -> String {
    match m.peak_kib {
        Some(k) => format!("cormicc: step {what}: {:.3} s, peak {:.1} MiB", m.wall.as_secs_f64(), k as f64 / 1024.0),
        None => format!("cormicc: step {what}: {:.3} s", m.wall.as_secs_f64()),
    }
}

/// Prints [`line`] on standard error.
pub fn report(what: &str, m: &Measured) {
    eprintln!("{}", line(what, m));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    #[test]
    fn a_child_s_own_peak_memory_and_exit_status() {
        let start = Instant::now();
        let child = Command::new("sh").args(["-c", "exit 3"]).spawn().unwrap();
        let (status, m) = wait(child, start).unwrap();
        assert_eq!(status.code(), Some(3));
        assert!(m.peak_kib.is_some_and(|k| k > 0), "{m:?}");
    }

    #[test]
    fn lines() {
        let m = Measured { wall: Duration::from_millis(1500), peak_kib: Some(2048) };
        assert_eq!(line("opt", &m), "cormicc: step opt: 1.500 s, peak 2.0 MiB");
        assert_eq!(line("total", &Measured { peak_kib: None, ..m }), "cormicc: step total: 1.500 s");
    }
}
