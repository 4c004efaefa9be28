//! `print<cormi-heap-stats>`: the heap analysis' counters, one `name=value` per line.
//!
//! ```text
//! cormi-heap-stats
//! instructions=12
//! nodes=40
//! ...
//! memcpy-watches=0
//! time-s=0.000412
//! ```
//!
//! The counters are deterministic (the same module gives the same text). `time-s`, the
//! wall time of the whole analysis in seconds, is printed only with the `time` flag
//! (`print<cormi-heap-stats><time>`): benchmarks read it, tests must not pin it.

use super::{HeapAnalysis, SolveStats};
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use std::io::Write;

/// Every counter with its printed name, in printing order.
pub fn counters(s: &SolveStats) -> [(&'static str, usize); 13] {
    [
        ("instructions", s.instructions),
        ("nodes", s.nodes),
        ("objects", s.objects),
        ("iterations", s.iterations),
        ("scc-passes", s.scc_passes),
        ("nodes-merged", s.nodes_merged),
        ("objects-collapsed", s.objects_collapsed),
        ("facts", s.facts),
        ("locations", s.locations),
        ("copy-edges", s.copy_edges),
        ("memcpys", s.memcpys),
        ("memcpy-pairs", s.memcpy_pairs),
        ("memcpy-watches", s.memcpy_watches),
    ]
}

/// Writes the counters of `heap`, and its wall time when `time` is set.
pub fn print_stats(heap: &HeapAnalysis, time: bool, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "cormi-heap-stats")?;
    for (name, value) in counters(heap.stats()) {
        writeln!(out, "{name}={value}")?;
    }
    if time {
        writeln!(out, "time-s={:.6}", heap.elapsed().as_secs_f64())?;
    }
    Ok(())
}

/// The `print<cormi-heap-stats>` pass (flag `time`).
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    print_stats(&heap, cx.params().flag("time"), out)?;
    Ok(Changed::No)
}
