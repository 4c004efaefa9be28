//! `print<cormi-sharing>`: one line per call site and direction, sorted by (caller,
//! ordinal, direction):
//!
//! ```text
//! sharing main#0 -> Foo_send args keep: field +0 of the object allocated at list.c:25 (cormi_alloc_object) may point to its own allocation site (...)
//! sharing main#0 -> Foo_send result none: the result is not a pointer
//! ```

use super::{Decision, Sharing};
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use std::io::Write;

/// Writes one line per decision.
pub fn print_decisions(decisions: &[Decision], out: &mut dyn Write) -> std::io::Result<()> {
    for d in decisions {
        writeln!(out, "sharing {} -> {} {} {}: {}", d.site, d.method, d.dir, d.verdict, d.reason)?;
    }
    Ok(())
}

/// The `print<cormi-sharing>` pass. Errors: discovery's, and a module the heap analysis
/// cannot read.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    print_decisions(&cx.get::<Sharing>()?.decisions, out)?;
    Ok(Changed::No)
}
