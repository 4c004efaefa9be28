//! `print<cormi-sharing>`: one line per call site and direction, sorted by (caller,
//! ordinal, direction):
//!
//! ```text
//! sharing main#0 -> Foo_send args keep: field +0 of the object allocated at list.c:25 (cormi_alloc_object) may point to its own allocation site (...)
//! sharing main#0 -> Foo_send result none: the result is not a pointer
//! ```

use super::{analyse, Decision};
use crate::diag::{Diagnostic, Diagnostics};
use crate::discovery::CallSite;
use crate::heap::HeapAnalysis;
use crate::params::Params;
use crate::passes::Changed;
use inkwell::module::Module;
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
pub fn run(module: &Module<'_>, _params: &Params, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    printer(module, out, |sites, heap, out| print_decisions(&analyse(module.as_mut_ptr(), sites, heap), out))
}

/// Runs discovery and the heap analysis on `module`, then `print` (a printer pass's body).
pub(crate) fn printer(
    module: &Module<'_>,
    out: &mut dyn Write,
    print: impl FnOnce(&[CallSite], &HeapAnalysis, &mut dyn Write) -> std::io::Result<()>,
) -> Result<Changed, Diagnostics> {
    let found = crate::discovery::discover(module)?;
    let heap = HeapAnalysis::run(module).map_err(|e| Diagnostic::module_error(e.to_string()))?;
    print(&found.sites, &heap, out).map_err(|e| Diagnostic::module_error(format!("cannot write output: {e}")))?;
    Ok(Changed::No)
}
