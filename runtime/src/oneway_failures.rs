//! Printing the failures of one-way calls on the serving node (no caller hears of them):
//! each is printed, up to [`PER_SECOND`] lines a second per process; above that a line
//! says that more failed, and once a second a line counts those not printed. A flood of
//! one-way calls into a released object then fills no terminal, and nothing goes
//! unsaid.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failures printed in full per one-second window.
const PER_SECOND: u32 = 10;
const WINDOW: Duration = Duration::from_secs(1);

struct Window {
    start: Option<Instant>,
    printed: u32,
    unprinted: u64,
}

static WINDOW_STATE: Mutex<Window> = Mutex::new(Window { start: None, printed: 0, unprinted: 0 });

/// Prints `line` (a failure of a one-way call served by node `rank`), or counts it when
/// this window printed enough already.
pub(crate) fn report(rank: usize, line: std::fmt::Arguments<'_>) {
    let mut w = WINDOW_STATE.lock().unwrap_or_else(|p| p.into_inner());
    for text in w.admit(rank, Instant::now(), || line.to_string()) {
        eprintln!("{text}");
    }
}

impl Window {
    /// The lines to print for one more failure at `now` (`line` makes its own).
    fn admit(&mut self, rank: usize, now: Instant, line: impl FnOnce() -> String) -> Vec<String> {
        let mut out = Vec::new();
        if self.start.is_none_or(|s| now.duration_since(s) >= WINDOW) {
            if self.unprinted > 0 {
                out.push(format!("cormi: node {rank}: {} more one-way calls failed in the last second (not printed one by one)", self.unprinted));
            }
            *self = Window { start: Some(now), printed: 0, unprinted: 0 };
        }
        if self.printed < PER_SECOND {
            self.printed += 1;
            out.push(line());
            if self.printed == PER_SECOND {
                out.push(format!("cormi: node {rank}: at most {PER_SECOND} failed one-way calls are printed a second; the others are counted"));
            }
        } else {
            self.unprinted += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_prints_ten_lines_a_second_and_counts_the_rest() {
        let mut w = Window { start: None, printed: 0, unprinted: 0 };
        let t0 = Instant::now();
        let lines: Vec<String> = (0..1000).flat_map(|k| w.admit(1, t0, || format!("failure {k}"))).collect();
        assert_eq!(lines.len(), 11, "{lines:?}");
        assert_eq!(lines[9], "failure 9");
        assert!(lines[10].contains("at most 10"), "{lines:?}");
        let next = w.admit(1, t0 + WINDOW, || "failure 1000".into());
        assert_eq!(next, vec!["cormi: node 1: 990 more one-way calls failed in the last second (not printed one by one)".to_string(), "failure 1000".into()]);
    }
}
