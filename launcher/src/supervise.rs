//! Supervising a running job: reaping ranks, propagating the first failure (the root
//! cause: a crash wins over the follow-on exits of its peers), stopping the rest
//! (SIGTERM, then SIGKILL after a grace period), stopping ranks that outlive a
//! successful rank 0, reacting to Ctrl-C.

use crate::error_mode::ErrorModeChannel;
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
    /// Its failure got a line of its own.
    told: bool,
}

impl RankProc {
    /// Wraps a started rank.
    pub fn new(rank: usize, child: Child) -> RankProc {
        RankProc { rank, child, exited: false, told: false }
    }
}

/// Exit code of cormirun when rank 0 finished successfully but other ranks did not exit
/// within the grace period and had to be stopped (like timeout(1)'s 124).
pub const STRAGGLER_EXIT: i32 = 124;

/// How long after the first failure a death by a signal that cormirun did not send still
/// counts as the root cause, at least (the linger period when it is longer).
const ROOT_CAUSE_WINDOW: Duration = Duration::from_millis(1000);

/// Where the job is in its shutdown.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// Every rank may run.
    Running,
    /// Rank 0 exited successfully; the others must exit on their own before the instant.
    Finishing(Instant),
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
    first_failure: Option<Failure>,
    interrupt: Option<libc::c_int>,
    /// Ranks still running when the grace after rank 0's successful exit ran out.
    stragglers: bool,
    /// Ranks that exited with a status after the first [`TOLD_ONE_BY_ONE`] failures, by
    /// status: reported in one line each at the end (a job of hundreds of ranks that cannot start prints a
    /// summary, not a line per rank).
    later: std::collections::BTreeMap<i32, Vec<usize>>,
    /// What rank 0's runtime reports of its error mode (local ranks only).
    error_mode: Option<ErrorModeChannel>,
    /// The line saying that the survivors go on was printed.
    told_going_on: bool,
}

/// The failure that decides the exit code.
#[derive(Clone, Copy, Debug)]
struct Failure {
    code: i32,
    by_signal: bool,
    /// When cormirun observed it.
    at: Instant,
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
    /// `error_mode`: rank 0's error-mode channel, when rank 0 was given one.
    pub fn new(ranks: Vec<RankProc>, pgid: libc::pid_t, linger: Duration, grace: Duration, error_mode: Option<ErrorModeChannel>) -> Self {
        Supervisor {
            ranks,
            pgid,
            linger,
            grace,
            phase: Phase::Running,
            first_failure: None,
            interrupt: None,
            stragglers: false,
            later: Default::default(),
            error_mode,
            told_going_on: false,
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
        for (code, ranks) in &self.later {
            say!("{} more rank{} exited with status {code}: {}", ranks.len(), if ranks.len() == 1 { "" } else { "s" }, rank_list(ranks));
        }
        self.exit_code()
    }

    /// The first failure (root cause first), else 128 + the interrupting signal, else
    /// [`STRAGGLER_EXIT`] when ranks had to be stopped after rank 0 finished, else 0.
    fn exit_code(&self) -> i32 {
        match (self.first_failure, self.interrupt) {
            (Some(f), _) => f.code,
            (None, Some(sig)) => 128 + sig,
            (None, None) if self.stragglers => STRAGGLER_EXIT,
            (None, None) => 0,
        }
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
                    say!("waiting for rank {}: {e}", self.ranks[i].rank);
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
        let now = Instant::now();
        if status.success() {
            if self.ranks[i].rank == 0 && self.phase == Phase::Running {
                // Serving ranks exit right after rank 0's finalize; a rank that does not
                // (stopped, hung) must not keep the job alive forever.
                self.phase = Phase::Finishing(now + self.grace);
            }
            return;
        }
        let (rank, pid) = (self.ranks[i].rank, self.ranks[i].child.id());
        // Deaths by the signals cormirun sent are consequences, never the failure.
        if matches!(status.signal(), Some(libc::SIGTERM | libc::SIGKILL)) && matches!(self.phase, Phase::Terminating(_) | Phase::Killed) {
            return;
        }
        let told = self.ranks.iter().filter(|r| r.exited && r.told).count();
        match status.code() {
            Some(code) if told >= TOLD_ONE_BY_ONE => self.later.entry(code).or_default().push(rank),
            _ => {
                self.ranks[i].told = true;
                say!("rank {rank} (pid {pid}) {}", describe(status));
            }
        }
        if self.interrupt.is_some() {
            return;
        }
        let failure = Failure { code: exit_code(status), by_signal: status.signal().is_some(), at: now };
        if rank == 0 || !self.rank0_handles_errors() {
            self.failed(now);
        } else if !self.told_going_on {
            self.told_going_on = true;
            say!("rank 0 handles errors itself (CORMI_ERRORS_RETURN): the other ranks go on");
        }
        match self.first_failure {
            None => self.first_failure = Some(failure),
            // A rank that loses its peer exits with a status soon after the peer's crash,
            // and cormirun may see that exit first (the crashed process is still dumping
            // core, or was reaped in a later sweep): the crash is the root cause.
            Some(first) if failure.by_signal && !first.by_signal && now <= first.at + self.linger.max(ROOT_CAUSE_WINDOW) => {
                self.first_failure = Some(failure);
            }
            Some(_) => {}
        }
    }

    /// Whether rank 0 last set `CORMI_ERRORS_RETURN` and is still running: then a failed
    /// peer is its to handle, and the others are not stopped.
    fn rank0_handles_errors(&mut self) -> bool {
        let rank0_running = self.ranks.iter().any(|r| r.rank == 0 && !r.exited);
        rank0_running && self.error_mode.as_mut().is_some_and(ErrorModeChannel::rank0_handles_errors)
    }

    fn failed(&mut self, now: Instant) {
        if !matches!(self.phase, Phase::Running | Phase::Finishing(_)) || self.ranks.iter().all(|r| r.exited) {
            return;
        }
        if self.linger.is_zero() {
            say!("stopping the other ranks");
        } else {
            let ms = self.linger.as_millis();
            say!("stopping the other ranks in {ms} ms unless they exit first");
        }
        self.phase = Phase::Lingering(now + self.linger);
    }

    /// Rank 0 finished successfully, but some ranks are still running after the grace.
    fn stop_stragglers(&mut self, now: Instant) {
        let left: Vec<String> = self.ranks.iter().filter(|r| !r.exited).map(|r| format!("{} (pid {})", r.rank, r.child.id())).collect();
        say!(
            "warning: rank 0 finished but rank{} {} did not exit within {} ms; stopping {} (exit status {STRAGGLER_EXIT})",
            if left.len() == 1 { "" } else { "s" },
            left.join(", "),
            self.grace.as_millis(),
            if left.len() == 1 { "it" } else { "them" },
        );
        self.stragglers = true;
        self.terminate(now);
    }

    fn interrupted(&mut self, sig: libc::c_int) {
        if self.interrupt.is_some() {
            self.kill();
            return;
        }
        say!("got {}, stopping all ranks", signals::name(sig));
        self.interrupt = Some(sig);
        self.terminate(Instant::now());
    }

    /// Moves the shutdown on when its deadline has passed.
    fn advance(&mut self, now: Instant) {
        match self.phase {
            Phase::Finishing(t) if now >= t => self.stop_stragglers(now),
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
            Phase::Finishing(t) | Phase::Lingering(t) | Phase::Terminating(t) => t,
            Phase::Running => now + Duration::from_secs(1),
            Phase::Killed => now + Duration::from_millis(50),
        };
        until.saturating_duration_since(now)
    }
}

/// Ranks in ascending order as ranges: "2-5, 9".
fn rank_list(ranks: &[usize]) -> String {
    let mut sorted = ranks.to_vec();
    sorted.sort_unstable();
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i;
        while j + 1 < sorted.len() && sorted[j + 1] == sorted[j] + 1 {
            j += 1;
        }
        parts.push(if i == j { sorted[i].to_string() } else { format!("{}-{}", sorted[i], sorted[j]) });
        i = j + 1;
    }
    parts.join(", ")
}

/// Failed ranks reported in a line each; further exits with a status are summed up.
const TOLD_ONE_BY_ONE: usize = 3;

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
    fn rank_lists_are_ranges() {
        assert_eq!(rank_list(&[9, 2, 3, 4, 5]), "2-5, 9");
        assert_eq!(rank_list(&[7]), "7");
    }

    #[test]
    fn exit_codes_follow_the_shell_convention() {
        assert_eq!(exit_code(ExitStatus::from_raw(0)), 0);
        assert_eq!(exit_code(ExitStatus::from_raw(7 << 8)), 7);
        assert_eq!(exit_code(ExitStatus::from_raw(libc::SIGKILL)), 137);
        assert_eq!(describe(ExitStatus::from_raw(libc::SIGSEGV)), "was killed by signal 11 (SIGSEGV)");
        assert_eq!(describe(ExitStatus::from_raw(3 << 8)), "exited with status 3");
    }
}
