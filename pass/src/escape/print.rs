//! `print<cormi-escape>`: one line per remote method's pointer formal (sorted by method
//! name, parameter), then one per call site with a used pointer result (sorted by caller,
//! ordinal):
//!
//! ```text
//! escape @Foo_foo arg1 reuse: no object reachable from it escapes
//! escape @Foo_keep arg1 escapes: stored into global 'd' (fig11.c:7) at fig11.c:12
//! escape @Foo_tail arg1 escapes: returned by Foo_tail in its struct result at t.c:12 (the reply ...); returned only
//! escape main#0 -> Foo_get result reuse: no object reachable from it escapes
//! escape @Foo_get reply freed: the method keeps no object of it
//! escape @Foo_peek reply kept: stored into self (the object allocated at t.c:5 (malloc)) at t.c:9
//! escape @Foo_peek reply member 8 freed: the method keeps no object of it
//! ```
//!
//! (`returned only`: nothing but the method's result keeps the graph, so the serving node
//! frees it once the reply is marshaled; `reply` lines: the graph each remote method
//! returns, on the serving node; under a kept one, `member` / `field` lines: the graph of
//! each pointer member of a struct result, or of each pointer field of a returned object
//! the method keeps none of, by byte offset, freed on its own.)

use super::Escape;
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use std::io::Write;

/// Writes every decision, one per line.
pub fn print_escape(e: &Escape, out: &mut dyn Write) -> std::io::Result<()> {
    for f in &e.formals {
        let returned = if f.returned_only { "; returned only" } else { "" };
        writeln!(out, "escape @{} arg{} {}: {}{returned}", f.method_name, f.arg, f.verdict, f.reason)?;
    }
    for r in &e.results {
        writeln!(out, "escape {} -> {} result {}: {}", r.site, r.method, r.verdict, r.reason)?;
    }
    for r in &e.replies {
        let fate = if r.verdict == super::Verdict::Reuse { "freed" } else { "kept" };
        writeln!(out, "escape @{} reply {fate}: {}", r.method_name, r.reason)?;
        let what = if r.parts_of == super::reply::Parts::Members { "member" } else { "field" };
        for p in &r.parts {
            let fate = if p.verdict == super::Verdict::Reuse { "freed" } else { "kept" };
            writeln!(out, "escape @{} reply {what} {} {fate}: {}", r.method_name, p.offset, p.reason)?;
        }
    }
    Ok(())
}

/// The `print<cormi-escape>` pass. Errors: discovery's, and a module the heap analysis
/// cannot read.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    print_escape(&*cx.get::<Escape>()?, out)?;
    Ok(Changed::No)
}
