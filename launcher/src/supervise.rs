//! Supervising a running job: reaping ranks, propagating the first failure, stopping
//! the rest (SIGTERM, then SIGKILL after a grace period), reacting to Ctrl-C.

use crate::signals::{self, Signals, STOP_SIGNALS};
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, ExitStatus};
use std::time::{Duration, Instant};

/// One started process and its rank.
pub struct RankProc {
    /// The rank (0 for the single inproc process).
    pub rank: usize,
    /// The process.
    pub child: Child,
    exited: bool,
}

impl RankProc {
    /// Wraps a started rank.
    pub fn new(rank: usize, child: Child) -> RankProc {
        RankProc {
            rank,
            child,
            exited: false,
        }
    }
}

/// Where the job is in its shutdown.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// Every rank may run.
    Running,
    /// A rank failed; the others may still finish until the instant.
    Lingering(Instant),
    /// SIGTERM sent; SIGKILL follows at the instant.
    Terminating(Instant),
    /// SIGKILL sent.
    Killed,
}

/// Supervises the ranks of one job, which all live in process group `pgid`.
pub struct Supervisor {
    ranks: Vec<RankProc>,
    pgid: libc::pid_t,
    linger: Duration,
    grace: Duration,
    phase: Phase,
    first_failure: Option<i32>,
    interrupt: Option<libc::c_int>,
}

/// The shell convention: the exit code, or 128 + the signal that killed the process.
pub fn exit_code(status: ExitStatus) -> i32 {
    match (status.code(), status.signal()) {
        (Some(c), _) => c,
        (None, Some(s)) => 128 + s,
        (None, None) => 1,
    }
}

/// Sends `sig` to every process of group `pgid` (a missing group is not an error).
pub fn signal_group(pgid: libc::pid_t, sig: libc::c_int) {
    // SAFETY: kill(2) on a process group the launcher created.
    unsafe { libc::kill(-pgid, sig) };
}

impl Supervisor {
    /// A supervisor for `ranks` (non-empty, rank 0's process leads group `pgid`).
    pub fn new(ranks: Vec<RankProc>, pgid: libc::pid_t, linger: Duration, grace: Duration) -> Self {
        Supervisor {
            ranks,
            pgid,
            linger,
            grace,
            phase: Phase::Running,
            first_failure: None,
            interrupt: None,
        }
    }

    /// Runs until every rank has exited; returns the launcher's exit code. On return no
    /// process of the job's group is left (a final SIGKILL sweeps stragglers that the
    /// ranks themselves started).
    pub fn run(mut self, signals: &Signals) -> i32 {
        loop {
            self.reap();
            if self.ranks.iter().all(|r| r.exited) {
                break;
            }
            self.advance(Instant::now());
            match signals.wait(self.wait_time(Instant::now())) {
                Some(sig) if STOP_SIGNALS.contains(&sig) => self.interrupted(sig),
                _ => {}
            }
        }
        signal_group(self.pgid, libc::SIGKILL);
        self.first_failure
            .or(self.interrupt.map(|s| 128 + s))
            .unwrap_or(0)
    }

    /// Collects every rank that has exited since the last sweep. Exits seen in one sweep
    /// happened at about the same time; a death by signal among them is taken as the
    /// first failure, because ranks that lose a peer exit with a status right after it.
    fn reap(&mut self) {
        let mut seen = Vec::new();
        for i in 0..self.ranks.len() {
            if self.ranks[i].exited {
                continue;
            }
            match self.ranks[i].child.try_wait() {
                Ok(Some(status)) => seen.push((i, status)),
                Ok(None) => {}
                Err(e) => {
                    eprintln!("cormirun: waiting for rank {}: {e}", self.ranks[i].rank);
                    self.ranks[i].exited = true;
                }
            }
        }
        seen.sort_by_key(|(_, status)| status.signal().is_none());
        for (i, status) in seen {
            self.exited(i, status);
        }
    }

    fn exited(&mut self, i: usize, status: ExitStatus) {
        self.ranks[i].exited = true;
        if status.success() {
            return;
        }
        let (rank, pid) = (self.ranks[i].rank, self.ranks[i].child.id());
        let ours = matches!(status.signal(), Some(libc::SIGTERM | libc::SIGKILL))
            && matches!(self.phase, Phase::Terminating(_) | Phase::Killed);
        if !ours {
            eprintln!("cormirun: rank {rank} (pid {pid}) {}", describe(status));
        }
        if self.first_failure.is_none() && self.interrupt.is_none() {
            self.first_failure = Some(exit_code(status));
            self.failed(Instant::now());
        }
    }

    fn failed(&mut self, now: Instant) {
        if self.phase != Phase::Running || self.ranks.iter().all(|r| r.exited) {
            return;
        }
        eprintln!("cormirun: stopping the other ranks");
        self.phase = Phase::Lingering(now + self.linger);
    }

    fn interrupted(&mut self, sig: libc::c_int) {
        if self.interrupt.is_some() {
            self.kill();
            return;
        }
        eprintln!("cormirun: got {}, stopping all ranks", signals::name(sig));
        self.interrupt = Some(sig);
        self.terminate(Instant::now());
    }

    /// Moves the shutdown on when its deadline has passed.
    fn advance(&mut self, now: Instant) {
        match self.phase {
            Phase::Lingering(t) if now >= t => self.terminate(now),
            Phase::Terminating(t) if now >= t => self.kill(),
            _ => {}
        }
    }

    fn terminate(&mut self, now: Instant) {
        if matches!(self.phase, Phase::Terminating(_) | Phase::Killed) {
            return;
        }
        signal_group(self.pgid, libc::SIGTERM);
        // A stopped process only acts on SIGTERM once continued.
        signal_group(self.pgid, libc::SIGCONT);
        self.phase = Phase::Terminating(now + self.grace);
    }

    fn kill(&mut self) {
        signal_group(self.pgid, libc::SIGKILL);
        self.phase = Phase::Killed;
    }

    fn wait_time(&self, now: Instant) -> Duration {
        let until = match self.phase {
            Phase::Lingering(t) | Phase::Terminating(t) => t,
            Phase::Running => now + Duration::from_secs(1),
            Phase::Killed => now + Duration::from_millis(50),
        };
        until.saturating_duration_since(now)
    }
}

/// "exited with status 3" or "was killed by signal 9 (SIGKILL)".
pub fn describe(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(c), _) => format!("exited with status {c}"),
        (None, Some(s)) => format!("was killed by signal {s} ({})", signals::name(s)),
        (None, None) => format!("ended with {status}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_follow_the_shell_convention() {
        assert_eq!(exit_code(ExitStatus::from_raw(0)), 0);
        assert_eq!(exit_code(ExitStatus::from_raw(7 << 8)), 7);
        assert_eq!(exit_code(ExitStatus::from_raw(libc::SIGKILL)), 137);
        assert_eq!(
            describe(ExitStatus::from_raw(libc::SIGSEGV)),
            "was killed by signal 11 (SIGSEGV)"
        );
        assert_eq!(
            describe(ExitStatus::from_raw(3 << 8)),
            "exited with status 3"
        );
    }
}
