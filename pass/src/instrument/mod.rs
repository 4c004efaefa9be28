//! `cormi-instrument-pts`: instruments a whole program for the dynamic points-to
//! soundness check (tests/soundness/).
//!
//! The pass runs the heap analysis on the module as it is, then changes the module:
//!
//! 1. every allocation site gets a call `__cormi_pts_alloc(i32 site, ptr p, i64 size)`
//!    right after it: allocas, heap allocation calls (`malloc`, `calloc`, `realloc`,
//!    `aligned_alloc`, `cormi_alloc_object`, `cormi_alloc_array`), and, at the start of
//!    `main`, every defined global variable and every function (function pointers);
//!    `free` and `realloc` get `__cormi_pts_free(ptr p)` before them;
//! 2. every pointer value of interest gets `__cormi_pts_check(i32 value, ptr p)`: loads
//!    of pointers, pointer results of calls, pointer arguments of defined functions (at
//!    entry);
//! 3. the module gets the table `__cormi_pts_table` (layout in `table.rs`, mirrored by the
//!    C runtime tests/soundness/rt/cormi_pts_rt.c): for each checked value, the sorted ids
//!    of the allocation sites its static points-to set allows, or "any" when the set holds
//!    the unknown object. Clones (RMI cloning) map to their physical site;
//! 4. `unnamed_addr` is cleared everywhere, so that distinct objects keep distinct
//!    addresses (no constant or string merging), and every function starts with
//!    `__cormi_pts_enter(frame address)` (and is made `noinline`), so that the runtime
//!    forgets stack objects of calls that returned before the new frame reuses the memory.
//!
//! The runtime keeps live objects in an interval map and reports a pointer that lies in
//! an object whose site its value does not allow. A pointer into memory the program did
//! not register (libc's buffers, `argv`, library objects such as `fopen`'s FILE) cannot be
//! judged and is counted as untracked.
//!
//! Parameters: `cormi-instrument-pts<sample=N>` instruments every N-th check point only
//! (default 1: all). Errors: a module without `main`, or one the heap analysis rejects.
//!
//! Layers: `collect.rs` (IR -> sites and check points, read-only), `allowed.rs` (heap
//! analysis -> allowed site sets, plain data), `table.rs` and `insert.rs` (the only code
//! that changes the module).

mod allowed;
mod collect;
mod insert;
mod table;

#[cfg(test)]
mod tests;

pub use allowed::Allowed;
pub use collect::{CheckKind, CheckPoint, Site, SiteKind};

use crate::context::{AnalysisContext, Changed};
use crate::diag::{Diagnostic, Diagnostics};
use crate::heap::HeapAnalysis;
use crate::params::Params;
use inkwell::module::Module;
use std::io::Write;

/// Names of the runtime entry points the instrumented module calls.
pub const RT_ALLOC: &str = "__cormi_pts_alloc";
/// See [`RT_ALLOC`].
pub const RT_FREE: &str = "__cormi_pts_free";
/// See [`RT_ALLOC`].
pub const RT_CHECK: &str = "__cormi_pts_check";
/// See [`RT_ALLOC`].
pub const RT_ENTER: &str = "__cormi_pts_enter";
/// The table the runtime reads.
pub const TABLE: &str = "__cormi_pts_table";

/// Options of the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Instrument every `sample`-th check point (1 = all).
    pub sample: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config { sample: 1 }
    }
}

impl Config {
    /// Reads the pass parameters (`sample=N`, N >= 1).
    pub fn from_params(params: &Params) -> Result<Config, Diagnostic> {
        let mut cfg = Config::default();
        if let Some(s) = params.options.get("sample") {
            cfg.sample = s
                .parse()
                .ok()
                .filter(|n: &usize| *n >= 1)
                .ok_or_else(|| Diagnostic::module_error(format!("cormi-instrument-pts: sample={s} is not a positive integer")))?;
        }
        Ok(cfg)
    }
}

/// Counts of what was instrumented (printed by the pass, used by tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Allocation sites registered.
    pub sites: usize,
    /// Check points instrumented.
    pub checks: usize,
    /// Of those, how many allow any site (the unknown object is in their set).
    pub any: usize,
}

/// The pass (a [`crate::passes::PassFn`]): analyse, then instrument. Prints one summary
/// line `cormi-instrument-pts: sites=S checks=C any=A`.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let cfg = Config::from_params(cx.params())?;
    let heap = cx.get::<HeapAnalysis>()?;
    let summary = instrument(cx.module(), &heap, cfg)?;
    let _ = writeln!(out, "cormi-instrument-pts: sites={} checks={} any={}", summary.sites, summary.checks, summary.any);
    Ok(Changed::Yes)
}

/// Instruments `module` using the solved `heap` analysis of that same module (computed
/// before any change). Reads everything it needs first, then rewrites.
pub fn instrument(module: &Module<'_>, heap: &HeapAnalysis, cfg: Config) -> Result<Summary, Diagnostics> {
    let m = module.as_mut_ptr();
    let main = collect::main_function(m).ok_or_else(|| Diagnostic::module_error("cormi-instrument-pts needs a module with a defined main"))?;
    let sites = collect::sites(m);
    let points = collect::check_points(m, cfg.sample);
    let allowed = allowed::allowed_sets(heap, &sites, &points);
    // From here on the module changes; `heap` must not be queried any more.
    table::emit(m, &sites, &points, &allowed);
    insert::calls(m, main, &sites, &points);
    insert::pin_addresses(m);
    insert::keep_frames(m);
    Ok(Summary { sites: sites.len(), checks: points.len(), any: allowed.iter().filter(|a| **a == Allowed::Any).count() })
}
