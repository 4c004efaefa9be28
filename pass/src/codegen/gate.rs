//! Whether `cormi` lowers this module: code generation needs the whole program
//! (pass/ARCHITECTURE.md, known limits: with -flto or clang -fpass-plugin the
//! pass also runs per translation unit), so it runs only on a module that holds the
//! rt-c helper bitcode (its global `cormi_rt_hot_helpers`, rt-c/src/hot_table.c), which
//! `cormicc` links in before the pass, as DESIGN.md's pipeline does. Per-TU compiles,
//! discovery's lit tests and LTO pre-link modules do not have it and stay unchanged,
//! with one warning ([`skipped_warning`]) when they hold remote call sites.
//! At the full-LTO early extension point the shim passes `whole-program`: the module
//! ld.lld hands over is the whole program, and the marker is gone by then (LTO drops
//! the unreferenced global as dead before that point).
//! A test module opts in by defining the marker:
//! `@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer`.

use crate::diag::{At, Diagnostic};
use crate::discovery::CallSite;
use crate::params::Params;
use inkwell::module::Module;

pub use crate::abi::HELPERS_MARKER;

/// Whether to lower `module` (see the module docs): it holds the marker, or `params`
/// say it is the whole program.
pub fn should_lower(module: &Module<'_>, params: &Params) -> bool {
    params.whole_program || module.get_global(HELPERS_MARKER).is_some()
}

/// The warning for a module that is not lowered although it has remote call sites
/// (`sites`, sorted as discovery returns them): located at the first site, it says why
/// and which routes do lower. `None` without sites.
pub fn skipped_warning(sites: &[CallSite]) -> Option<Diagnostic> {
    let first = sites.first()?;
    let message = format!(
        "{} remote call site(s) not lowered here: this module is not the whole program (it lacks the \
         runtime's helper bitcode, global '{HELPERS_MARKER}'), so the program would stop at start-up; \
         compile and link with cormicc, or link with clang -flto -fuse-ld=lld \
         -Wl,--load-pass-plugin=libcormi_pass.so with cormi-rt-helpers.bc among the inputs",
        sites.len()
    );
    Some(Diagnostic::warning(At::Instruction(first.call), message))
}
