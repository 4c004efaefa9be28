//! The `timings` flag of the `cormi` pass (`cormi<mode=all;timings>`, which `cormicc -v`
//! sets): after the run, one table on standard error with each phase's wall time and the
//! process' peak memory after it. The only place where the pass prints its phases.
//!
//! ```text
//! cormi: phase timings (wall seconds of each phase alone, peak resident MiB after it)
//! cormi:   intrinsic-calls       0.0001     61.2
//! cormi:   discovery             0.0003     61.2
//! cormi:   heap                  0.0121     70.4
//! ...
//! cormi:   generate              0.0040     75.0
//! cormi:   cormi pass            0.0301     75.0
//! ```
//!
//! The phases are the analyses in the order they finished (each without the analyses it
//! asked for first, which are listed before it) and the driver's steps (`decide`,
//! `report`, `generate`); the last line is the whole pass.

use crate::context::PhaseTime;
use std::io::Write;
use std::time::Duration;

/// The flag that asks for the table.
pub const FLAG: &str = "timings";

/// Writes the table of `phases` and the whole run's wall time `total` to standard error
/// (errors writing it are ignored: timings never fail a build).
pub fn report(phases: &[PhaseTime], total: Duration) {
    let mut text = Vec::new();
    let _ = write_table(phases, total, &mut text);
    let _ = std::io::stderr().write_all(&text);
}

/// The table as [`report`] prints it.
pub fn write_table(phases: &[PhaseTime], total: Duration, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "cormi: phase timings (wall seconds of each phase alone, peak resident MiB after it)")?;
    for p in phases {
        row(out, p.name, p.own, p.peak_kib)?;
    }
    let peak = phases.iter().filter_map(|p| p.peak_kib).max().max(crate::meter::peak_resident_kib());
    row(out, "cormi pass", total, peak)
}

/// One line: name, seconds, MiB (`-` when unknown).
fn row(out: &mut dyn Write, name: &str, wall: Duration, peak_kib: Option<u64>) -> std::io::Result<()> {
    let mib = peak_kib.map_or_else(|| "-".to_string(), |k| format!("{:.1}", k as f64 / 1024.0));
    writeln!(out, "cormi:   {name:<20} {:>9.4} {mib:>8}", wall.as_secs_f64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_per_phase_then_the_whole_pass() {
        let phases = [
            PhaseTime { name: "discovery", own: Duration::from_millis(3), peak_kib: Some(2048) },
            PhaseTime { name: "heap", own: Duration::from_millis(1500), peak_kib: None },
        ];
        let mut out = Vec::new();
        write_table(&phases, Duration::from_secs(2), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert_eq!(lines[1], "cormi:   discovery               0.0030      2.0");
        assert_eq!(lines[2], "cormi:   heap                    1.5000        -");
        assert!(lines[3].starts_with("cormi:   cormi pass              2.0000 "), "{text}");
    }
}
