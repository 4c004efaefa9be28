//! The table of every pass the plugin registers, one line per pass
//! (docs/contracts.md, "C++ registration shim -> Rust").
//!
//! The shim asks Rust for these names at load time and registers each with the new
//! pass manager's pipeline parser as `name` and `name<params>`. To add a pass or
//! printer: write a [`PassFn`] in your module and add one line to [`PASSES`].
//!
//! # The pass signature
//!
//! ```text
//! pub fn print_heap(module: &Module<'_>, params: &Params, out: &mut dyn Write)
//!     -> Result<Changed, Diagnostics>
//! ```
//!
//! - `module`: the module under `opt`/clang/lld (or parsed from text in a unit test).
//!   Analyses and printers must not change it and return `Changed::No`.
//! - `params`: parsed `name<...>` parameters ([`Params`]); `mode` plus the pass's own
//!   option keys declared in [`PassInfo::options`].
//! - `out`: printer output. It is buffered and written to standard output when the pass
//!   returns (also when it returns an error). Write stable, line-based text for FileCheck.
//! - Errors: return `Err(Diagnostic::error(At::Instruction(i), "reason").into())`
//!   (see [`crate::diag`]); the entry point emits them as LLVM error diagnostics. Remarks
//!   are emitted directly with [`crate::diag::Remark::emit`].
//! - Panics are caught at the FFI boundary and become an LLVM error ("internal error"),
//!   but a panic is still a bug: prefer a `Diagnostic`.

use crate::diag::{Diagnostic, Diagnostics};
use crate::params::Params;
use inkwell::module::Module;
use std::io::Write;

/// Whether a pass changed the module (`PreservedAnalyses::none()` vs `all()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// The module is unchanged: all analyses preserved.
    No,
    /// The module changed: no analysis preserved.
    Yes,
}

/// The signature of every registered pass (see the module docs).
pub type PassFn = fn(&Module<'_>, &Params, &mut dyn Write) -> Result<Changed, Diagnostics>;

/// One registered pass.
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// The pipeline name, e.g. `cormi` or `print<cormi-heap>`.
    pub name: &'static str,
    /// What runs.
    pub run: PassFn,
    /// Extra `key=value` parameter keys this pass accepts besides `mode` and
    /// `panic-for-testing`.
    pub options: &'static [&'static str],
    /// One line for `--help`-like listings and docs.
    pub about: &'static str,
}

/// Every pass, in no particular order. Names are unique.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "cormi",
        run: crate::codegen::run,
        options: &[],
        about: "the cormi pass: discovery and validation of remote calls, then call-site-specific marshaling code for a whole program",
    },
    PassInfo {
        name: "print<cormi-callsites>",
        run: crate::discovery::print::run,
        options: &[],
        about: "prints remote call sites, their ids, remote methods and the build id",
    },
    // Heap engineer: replace `not_yet` with your functions (pass/src/heap/).
    PassInfo { name: "print<cormi-heap>", run: crate::heap::print::run, options: &[], about: "prints points-to sets and object fields" },
    PassInfo {
        name: "print<cormi-alias-checks>",
        run: crate::heap::alias_checks::run,
        options: &[],
        about: "checks MAYALIAS/NOALIAS/... assertions against the heap analysis",
    },
    PassInfo {
        name: "cormi-heap-dot",
        run: crate::heap::dot::run,
        options: &["dir"],
        about: "writes a DOT graph of the heap reachable from each remote call's arguments",
    },
    PassInfo {
        name: "print<cormi-sharing>",
        run: crate::sharing::print::run,
        options: &[],
        about: "prints the handle-table (cycle and sharing) decision of each call site's arguments and result",
    },
    PassInfo {
        name: "print<cormi-escape>",
        run: crate::escape::print::run,
        options: &[],
        about: "prints whether each remote method's pointer formals and each used result escape (reuse on/off)",
    },
    // Soundness engineer: replace `not_yet` with the instrumentation pass.
    PassInfo {
        name: "cormi-instrument-pts",
        run: crate::instrument::run,
        options: &["sample"],
        about: "instruments pointer values for the dynamic points-to soundness check",
    },
];

/// Looks a pass up by its pipeline name.
pub fn find(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// Parses `params_text` for the pass `name`; the error text is for the user.
pub fn parse_params(name: &str, params_text: &str) -> Result<Params, String> {
    let info = find(name).ok_or_else(|| format!("unknown cormi pass '{name}'"))?;
    Params::parse(params_text, info.options).map_err(|e| e.0)
}

/// Runs pass `name` with parameter text `params_text` on `module`, printer output to
/// `out`. Parameter errors become a module-level [`Diagnostic`]. Honours the
/// `panic-for-testing` debug hook by panicking.
pub fn run(name: &str, params_text: &str, module: &Module<'_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let info = find(name).ok_or_else(|| Diagnostic::module_error(format!("unknown cormi pass '{name}'")))?;
    let params = Params::parse(params_text, info.options).map_err(|e| Diagnostic::module_error(format!("invalid parameters for pass '{name}': {e}")))?;
    if params.panic_for_testing {
        panic!("panic-for-testing requested in pass '{name}'");
    }
    (info.run)(module, &params, out)
}

/// Placeholder for passes another module will provide: an error saying so.
#[allow(dead_code)]
fn not_yet(_: &Module<'_>, _: &Params, _: &mut dyn Write) -> Result<Changed, Diagnostics> {
    Err(Diagnostic::module_error("this cormi pass is not implemented yet").into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        for (i, p) in PASSES.iter().enumerate() {
            assert!(PASSES[i + 1..].iter().all(|q| q.name != p.name), "duplicate {}", p.name);
        }
    }

    #[test]
    fn params_are_checked_per_pass() {
        assert!(parse_params("cormi", "mode=site").is_ok());
        assert!(parse_params("cormi", "dir=x").is_err());
        assert!(parse_params("cormi-heap-dot", "dir=x").is_ok());
        assert!(parse_params("nope", "").is_err());
    }
}
