//! The `cormi` pass: the driver that reads as the pipeline.
//!
//! ```text
//! discover   Discovery            remote call sites, methods
//!   (gate)   gate                 lower only a whole program
//!   (ids)    wire_ids             32-bit wire ids; a collision names both sites
//! analyse    Plans                what crosses the wire per site: heap analysis, facts, shapes
//! decide     plan::decide         handle tables (sharing), graph fates (escape)
//!            LayoutClasses        layout classes of the decided plans
//! report     report               every remark, before the first change; warnings for
//!                                 arguments a method writes and its caller reads (OutArgs)
//! generate   codegen::generate    marshalers, server functions, registration under the
//!                                 BuildId (asked just before, on the unchanged module)
//! ```
//!
//! Every analysis comes from the [`AnalysisContext`], computed on first ask and at most
//! once per run; nothing below the driver calls back into it. With the `timings` flag the
//! run ends with a table of its phases on standard error ([`timings`]).

pub mod report;
pub mod timings;

use crate::codegen::{self, gate};
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::discovery::{BuildId, Discovery};
use crate::out_args::OutArgs;
use crate::plan::layout_classes::LayoutClasses;
use crate::plan::{decide, Plans};
use crate::typed_refs::TypedRefs;
use std::io::Write;
use std::time::Instant;

/// Runs the `cormi` pass (a [`crate::context::PassFn`]): discovery and its remarks, then,
/// for a whole program ([`gate::should_lower`]), code generation for every call site.
/// Errors: discovery's, id collisions, and every argument or result that cannot be
/// marshaled (located at the call site, with the reason). With the `timings` flag, the
/// phases' table follows on standard error, also after an error.
pub fn run(cx: &AnalysisContext<'_, '_>, _out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let start = Instant::now();
    let result = lower(cx);
    if cx.params().flag(timings::FLAG) {
        timings::report(&cx.phase_times(), start.elapsed());
    }
    result
}

/// The pipeline itself: discover, gate, analyse, decide, report, generate.
fn lower(cx: &AnalysisContext<'_, '_>) -> Result<Changed, Diagnostics> {
    let found = cx.get::<Discovery>()?;
    report::sites(&found.sites, cx.params().mode);
    if !gate::should_lower(cx.module(), cx.params()) {
        if let Some(w) = gate::skipped_warning(&found.sites) {
            w.emit(cx.module());
        }
        return Ok(Changed::No);
    }
    if found.sites.is_empty() {
        return Ok(Changed::No);
    }
    let wires = codegen::ids::wire_ids(&found.sites).map_err(Diagnostics)?;
    let mut plans = cx.get::<Plans>()?.plans.clone();
    let typed = cx.get::<TypedRefs>()?;
    let decisions = cx.timed("decide", || decide::decide(cx, &found.sites, &mut plans))?;
    let layout = cx.get::<LayoutClasses>()?;
    let build_id = cx.get::<BuildId>()?;
    let out_args = if cx.params().flag(report::NO_OUT_ARG_WARNINGS) { None } else { Some(cx.get::<OutArgs>()?) };
    cx.timed("report", || {
        report::decisions(&found.sites, cx.params().mode, &decisions, &plans);
        report::marshalers(&found.sites, &wires, cx.params().mode, &plans, &layout);
        report::types(&found.sites, &typed.types);
        if let Some(found) = &out_args {
            report::out_args(cx.module(), found);
        }
    });
    cx.timed("generate", || codegen::generate(cx.module(), cx.params().mode, &found, build_id.0, &wires, &plans, &layout, &typed.types));
    Ok(Changed::Yes)
}

#[cfg(test)]
mod lowering_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// Runs `cormi` in-process on `ir` (remarks go to the context, filtered out). Errors
    /// are rendered while the module is alive (diagnostics hold its values).
    fn run_cormi(ir: &str) -> (String, Result<Changed, String>) {
        let context = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t.ll");
        let module = context.create_module_from_ir(buffer).expect("valid IR");
        let result = crate::passes::run("cormi", "", &module, &mut Vec::new()).map_err(|d| d.render());
        module.verify().expect("the module still verifies");
        (module.print_to_string().to_string(), result)
    }

    const IR: &str = "
        declare void @__cormi_invoke(i64, ptr, ...)
        define void @Acc_ping(ptr %self) { ret void }
        define void @main(i64 %r) {
          call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
          ret void
        }";

    #[test]
    fn cormi_discovers_and_leaves_the_module_unchanged() {
        let context = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "t.ll");
        let before = context.create_module_from_ir(buffer).unwrap().print_to_string().to_string();
        let (after, result) = run_cormi(IR);
        assert_eq!(result, Ok(Changed::No));
        assert_eq!(before, after);
    }

    #[test]
    fn cormi_reports_malformed_calls() {
        let (_, result) = run_cormi(&IR.replace("ptr @Acc_ping)", "ptr @Acc_ping, i32 1)"));
        assert_eq!(result.unwrap_err(), "error: in function 'main': __cormi_invoke of 'Acc_ping' passes 1 argument(s), but 'Acc_ping' takes 0 besides self");
    }
}
