//! The tables: one per benchmark, one row per implementation (median, p10, p90 in the
//! set's unit; ratios of medians to hand-written C and to the raw TCP ping-pong of the
//! same run), and the performance targets (limits on ratios of medians) as met / missed.

use crate::record::Record;
use crate::suite::{SetInfo, HANDWRITTEN, RAW_TCP};

/// The record of `implementation` for (set, bench), if it ran.
pub fn find<'a>(all: &'a [Record], set: &str, bench: &str, implementation: &str) -> Option<&'a Record> {
    all.iter().find(|r| r.set == set && r.bench == bench && r.implementation == implementation && r.error.is_none())
}

/// The rows of one benchmark's table, in run order (failed jobs included).
pub fn rows<'a>(all: &'a [Record], set: &SetInfo, bench: &str) -> Vec<&'a Record> {
    let mut v: Vec<&Record> = all.iter().filter(|r| r.set == set.name && (r.bench == bench || r.bench == "*")).collect();
    if set.unit == "us" && bench == "ping" {
        v.extend(all.iter().filter(|r| r.implementation == RAW_TCP));
    }
    v
}

fn scale(set: &SetInfo) -> f64 {
    if set.unit == "ms" {
        1e-3
    } else {
        1.0
    }
}

fn ratio(x: &Record, base: Option<&Record>) -> String {
    match base {
        Some(b) if b.median_us > 0.0 => format!("{:.2}", x.median_us / b.median_us),
        _ => "-".into(),
    }
}

/// Prints every table of `sets` that has results.
pub fn print_tables(sets: &[SetInfo], all: &[Record]) {
    let raw = all.iter().find(|r| r.implementation == RAW_TCP && r.error.is_none());
    for set in sets {
        for bench in &set.benches {
            let rows = rows(all, set, bench);
            if rows.is_empty() {
                continue; /* e.g. graph sizes above this run's maximum */
            }
            println!("\n## {} — {} ({}; {} per {})", set.name, bench, set.title, set.unit, if set.unit == "us" { "call" } else { "run" });
            println!("| implementation | median | p10 | p90 | x hand-written C | x raw TCP | samples | notes |");
            println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
            let hand = find(all, &set.name, bench, HANDWRITTEN);
            for r in rows {
                print_row(set, r, hand, if set.unit == "us" { raw } else { None });
            }
        }
    }
    print_summaries(sets, all);
    print_targets(all);
}

/// Compact tables, one row per benchmark and one column per implementation: medians of
/// the per-call sets (us), of the whole-run sets (ms), and the graphs' MB/s.
pub fn print_summaries(sets: &[SetInfo], all: &[Record]) {
    let per_call: Vec<&SetInfo> = sets.iter().filter(|s| s.unit == "us" && s.name != "graphs").collect();
    let per_run: Vec<&SetInfo> = sets.iter().filter(|s| s.unit == "ms").collect();
    let graphs: Vec<&SetInfo> = sets.iter().filter(|s| s.name == "graphs").collect();
    let median = |r: &Record, k: f64| format!("{:.2}", r.median_us * k);
    let mbps = |r: &Record, _: f64| r.fields.get("MBps").cloned().unwrap_or_else(|| "-".into());
    summary("median us per call", &per_call, all, 1.0, &median);
    summary("median ms per run", &per_run, all, 1e-3, &median);
    summary("graphs: MB/s (10^6 payload bytes per second) at the median", &graphs, all, 1.0, &mbps);
}

fn summary(title: &str, sets: &[&SetInfo], all: &[Record], k: f64, cell: &dyn Fn(&Record, f64) -> String) {
    let mut columns: Vec<&str> = vec![];
    let mut lines: Vec<(&SetInfo, &str)> = vec![];
    for set in sets {
        for bench in &set.benches {
            let recs = rows(all, set, bench);
            if recs.is_empty() {
                continue;
            }
            lines.push((set, bench));
            for r in recs {
                if !columns.contains(&r.implementation.as_str()) {
                    columns.push(&r.implementation);
                }
            }
        }
    }
    if lines.is_empty() {
        return;
    }
    println!("\n## summary: {title}");
    println!("| benchmark | {} |", columns.join(" | "));
    println!("| --- |{}", " ---: |".repeat(columns.len()));
    for (set, bench) in lines {
        let recs = rows(all, set, bench);
        let cells: Vec<String> = columns
            .iter()
            .map(|c| match recs.iter().find(|r| r.implementation == *c) {
                Some(r) if r.error.is_some() => "FAILED".into(),
                Some(r) => cell(r, k),
                None => String::new(),
            })
            .collect();
        println!("| {}: {} | {} |", set.name, bench, cells.join(" | "));
    }
}

fn print_row(set: &SetInfo, r: &Record, hand: Option<&Record>, raw: Option<&Record>) {
    if let Some(e) = &r.error {
        println!("| {} | FAILED | | | | | | {} |", r.implementation, e);
        return;
    }
    let k = scale(set);
    let notes: Vec<String> = r.fields.iter().map(|(a, b)| format!("{a}={b}")).collect();
    println!(
        "| {} | {:.2} | {:.2} | {:.2} | {} | {} | {} | {} |",
        r.implementation,
        r.median_us * k,
        r.p10_us * k,
        r.p90_us * k,
        ratio(r, hand),
        ratio(r, raw),
        r.samples,
        notes.join(" ")
    );
}

/// One performance target: `what`, and (measured, limit, met) when both sides ran.
fn target(what: &str, x: Option<&Record>, base: Option<&Record>, limit: f64) {
    match (x, base) {
        (Some(x), Some(b)) if b.median_us > 0.0 => {
            let r = x.median_us / b.median_us;
            let verdict = if r <= limit { "met" } else { "MISSED" };
            println!("- {what}: {r:.2} (limit {limit:.2}): {verdict}");
        }
        _ => println!("- {what}: not measured in this run"),
    }
}

/// The performance targets cormi is held to (README, Results), from this run's medians.
pub fn print_targets(all: &[Record]) {
    println!("\n## performance targets (ratios of medians, this run)");
    let raw = all.iter().find(|r| r.implementation == RAW_TCP && r.error.is_none());
    let ping = find(all, "karmi", "ping", "all");
    target("karmi ping `all` / raw TCP ping-pong", ping, raw, 1.2);
    for peer in ["Java RMI", "tarpc"] {
        target(&format!("karmi ping `all` / {peer} ping"), ping, find(all, "karmi", "ping", peer), 1.0);
    }
    for set in ["list", "matrix"] {
        target(&format!("{set} `all` / hand-written C"), find(all, set, set, "all"), find(all, set, set, HANDWRITTEN), 1.0);
    }
    target("LU `all` / LU `class`", find(all, "lu", "lu", "all"), find(all, "lu", "lu", "class"), 0.85);
}
