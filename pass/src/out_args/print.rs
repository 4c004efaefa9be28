//! `print<cormi-out-args>`: one line per argument a remote method writes and its caller
//! reads after the call (discovery's site order, arguments in order):
//!
//! ```text
//! out-arg main#0 -> Svc_stats arg1: written at t.c:11, read after the call at t.c:30
//! ```

use super::OutArgs;
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::sharing::graph::place;
use std::io::Write;

/// Writes every out-argument, one per line.
pub fn print_out_args(o: &OutArgs, out: &mut dyn Write) -> std::io::Result<()> {
    for a in &o.found {
        writeln!(out, "out-arg {} -> {} arg{}: written{}, read after the call{}", a.site, a.method_name, a.arg, place(a.write), place(a.read))?;
    }
    Ok(())
}

/// The `print<cormi-out-args>` pass. Errors: discovery's, and a module the heap analysis
/// cannot read.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    print_out_args(&*cx.get::<OutArgs>()?, out)?;
    Ok(Changed::No)
}
