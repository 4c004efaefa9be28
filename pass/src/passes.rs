//! The table of every pass the plugin registers, one line per pass
//! (docs/contracts.md, "C++ registration shim -> Rust").
//!
//! The shim asks Rust for these names at load time and registers each with the new
//! pass manager's pipeline parser as `name` and `name<params>`. To add a pass or
//! printer: write a [`PassFn`] in your module and add one line to [`PASSES`].
//!
//! # The pass signature
//!
//! Every pass is a [`PassFn`]: `fn(&AnalysisContext, &mut dyn Write) -> Result<Changed, Diagnostics>`
//! (see [`crate::context`]). It asks the context for the module, its parameters
//! ([`Params`]: `mode` plus the pass's own option keys declared in [`PassInfo::options`])
//! and analysis results (each computed once per run); printers write stable, line-based
//! text to `out` for FileCheck. Analyses and printers must not change the module and
//! return `Changed::No`. Errors: `Err(Diagnostic::error(At::Instruction(i), "reason").into())`
//! (see [`crate::diag`]); remarks are emitted with [`crate::diag::Remark::emit`]. Panics
//! are caught at the FFI boundary and become an LLVM error ("internal error"), but a
//! panic is still a bug: prefer a `Diagnostic`.

use crate::context::AnalysisContext;
pub use crate::context::{Changed, PassFn};
use crate::diag::{Diagnostic, Diagnostics};
use crate::params::Params;
use inkwell::module::Module;
use std::io::Write;

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
    /// Extra bare flags this pass accepts (`print<cormi-heap-stats><time>`).
    pub flags: &'static [&'static str],
    /// One line for `--help`-like listings and docs.
    pub about: &'static str,
}

/// Every pass, in no particular order. Names are unique.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "cormi",
        run: crate::driver::run,
        options: &[],
        flags: &[crate::driver::timings::FLAG, crate::driver::report::NO_OUT_ARG_WARNINGS],
        about: "the cormi pass: discovery and validation of remote calls, then call-site-specific marshaling code for a whole program; `timings` prints each phase's wall time and peak memory to standard error; `no-out-arg-warnings` silences the warnings for pointer arguments a method writes and its caller reads after the call",
    },
    PassInfo {
        name: "print<cormi-callsites>",
        run: crate::discovery::print::run,
        options: &[],
        flags: &[],
        about: "prints remote call sites, their ids, remote methods and the build id",
    },
    PassInfo { name: "print<cormi-heap>", run: crate::heap::print::run, options: &[], flags: &[], about: "prints points-to sets and object fields" },
    PassInfo {
        name: "print<cormi-heap-stats>",
        run: crate::heap::print_stats::run,
        options: &[],
        flags: &["time"],
        about: "prints the heap analysis' counters (nodes, objects, iterations, facts...); `time` adds its wall time",
    },
    PassInfo {
        name: "print<cormi-heap-debug>",
        run: crate::heap::print_debug::run,
        options: &[],
        flags: &[],
        about: "prints what the heap analysis handed to unknown code: unknown externals, calls through unknown pointers, escaped objects",
    },
    PassInfo {
        name: "print<cormi-alias-checks>",
        run: crate::heap::alias_checks::run,
        options: &[],
        flags: &[],
        about: "checks MAYALIAS/NOALIAS/... assertions against the heap analysis",
    },
    PassInfo {
        name: "cormi-heap-dot",
        run: crate::heap::dot::run,
        options: &["dir"],
        flags: &[],
        about: "writes a DOT graph of the heap reachable from each remote call's arguments",
    },
    PassInfo {
        name: "print<cormi-sharing>",
        run: crate::sharing::print::run,
        options: &[],
        flags: &[],
        about: "prints the handle-table (cycle and sharing) decision of each call site's arguments and result",
    },
    PassInfo {
        name: "print<cormi-escape>",
        run: crate::escape::print::run,
        options: &[],
        flags: &[],
        about: "prints whether each remote method's pointer formals and each used result escape (reuse on/off)",
    },
    PassInfo {
        name: "print<cormi-out-args>",
        run: crate::out_args::print::run,
        options: &[],
        flags: &[],
        about: "prints the pointer arguments a remote method writes into and its caller reads after the call (the caller's object is not updated)",
    },
    PassInfo {
        name: "print<cormi-module-scan>",
        run: crate::module_scan::print::run,
        options: &[],
        flags: &[],
        about: "prints every pointer write and every way out of the analysed code (module order)",
    },
    PassInfo {
        name: "print<cormi-ptr-reads>",
        run: crate::facts::print::run_ptr_reads,
        options: &[],
        flags: &[],
        about: "prints the object slots the program reads as pointers",
    },
    PassInfo {
        name: "print<cormi-scalar-stores>",
        run: crate::facts::print::run_scalar_stores,
        options: &[],
        flags: &[],
        about: "prints the stores of scalar data into objects",
    },
    PassInfo {
        name: "print<cormi-union-ties>",
        run: crate::facts::print::run_union_ties,
        options: &[],
        flags: &[],
        about: "prints the pointer stores with the constants stored beside them (the tags of CORMI_UNION members)",
    },
    PassInfo {
        name: "print<cormi-int-to-ptr>",
        run: crate::facts::print::run_int_to_ptr,
        options: &[],
        flags: &[],
        about: "prints, per allocation site, an inttoptr of a computed integer that may point to it",
    },
    PassInfo {
        name: "print<cormi-shapes>",
        run: crate::plan::print::run_shapes,
        options: &[],
        flags: &[],
        about: "prints each call site's values, graph shape nodes and merged object classes",
    },
    PassInfo {
        name: "print<cormi-layout-classes>",
        run: crate::plan::print::run_layout_classes,
        options: &[],
        flags: &[],
        about: "prints the layout class of every shape node of every call site",
    },
    PassInfo {
        name: "print<cormi-typed-refs>",
        run: crate::typed_refs::print::run,
        options: &[],
        flags: &[],
        about: "prints the type of each constructor's object and method's self, and where each invoke site's reference comes from",
    },
    PassInfo {
        name: "cormi-instrument-pts",
        run: crate::instrument::run,
        options: &["sample"],
        flags: &[],
        about: "instruments pointer values for the dynamic points-to soundness check",
    },
    PassInfo {
        name: "cormi-strip-debug",
        run: crate::strip_debug::run,
        options: &[],
        flags: &[],
        about: "removes all debug info (cormicc runs it after cormi when the user did not ask for -g)",
    },
];

/// Looks a pass up by its pipeline name.
pub fn find(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// Parses `params_text` for the pass `name`; the error text is for the user.
pub fn parse_params(name: &str, params_text: &str) -> Result<Params, String> {
    let info = find(name).ok_or_else(|| format!("unknown cormi pass '{name}'"))?;
    Params::parse(params_text, info.options, info.flags).map_err(|e| e.0)
}

/// Runs pass `name` with parameter text `params_text` on `module`, printer output to
/// `out`. Parameter errors become a module-level [`Diagnostic`]. Honours the
/// `panic-for-testing` debug hook by panicking. Every pass first sees the module
/// normalized ([`crate::normalize`]: `cormi.h`'s typed invocations in the intrinsic's
/// contract form), so analyses and printers read one form; that rewrite is the only
/// change a printer's run makes (it reports [`Changed::Yes`] then).
pub fn run(name: &str, params_text: &str, module: &Module<'_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let info = find(name).ok_or_else(|| Diagnostic::module_error(format!("unknown cormi pass '{name}'")))?;
    let params =
        Params::parse(params_text, info.options, info.flags).map_err(|e| Diagnostic::module_error(format!("invalid parameters for pass '{name}': {e}")))?;
    if params.panic_for_testing {
        panic!("panic-for-testing requested in pass '{name}'");
    }
    let normalized = crate::normalize::run(module.as_mut_ptr())?;
    let changed = (info.run)(&AnalysisContext::new(module, &params), out)?;
    Ok(if normalized == Changed::Yes { Changed::Yes } else { changed })
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
        assert!(parse_params("cormi", "mode=site;timings").is_ok());
        assert!(parse_params("print<cormi-heap>", "timings").is_err());
        assert!(parse_params("cormi-heap-dot", "dir=x").is_ok());
        assert!(parse_params("print<cormi-heap-stats>", "time").is_ok());
        assert!(parse_params("print<cormi-heap>", "time").is_err());
        assert!(parse_params("nope", "").is_err());
    }
}
