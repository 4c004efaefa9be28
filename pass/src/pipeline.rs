//! The `cormi` pass: the driver that reads like the pipeline. For now it discovers and
//! validates remote call sites and reports each as an analysis remark; later issues add
//! the analyses and code generation here, one step per file.

use crate::codegen::plan::GraphFate;
use crate::diag::{At, Diagnostics, Remark, RemarkKind};
use crate::discovery::{self, CallSite};
use crate::heap::HeapAnalysis;
use crate::params::{Mode, Params};
use crate::passes::Changed;
use inkwell::module::Module;
use std::io::Write;

/// Runs the `cormi` pass (a [`crate::passes::PassFn`]). Errors: every malformed remote
/// call (see [`discovery::discover`]).
pub fn run(module: &Module<'_>, params: &Params, _out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let found = discovery::discover(module)?;
    for site in &found.sites {
        Remark::new(RemarkKind::Analysis, "RemoteCallSite", At::Instruction(site.call))
            .text("remote call site ")
            .arg("SiteId", site.id)
            .text(" of ")
            .arg("Method", &site.method_name)
            .text(" (mode ")
            .arg("Mode", params.mode)
            .text(")")
            .emit();
    }
    Ok(Changed::No)
}

/// The handle-table decisions (modes `site+cycle`, `all`: a dropped table is taken out
/// of `plans[k]`, the plan of `sites[k]`) and the escape decisions (every
/// mode: [`fate`] sets `plans[k].args_fate`; modes `site+reuse`, `all` set
/// `ret_fate` for results that do not escape the caller) for `sites`, from the heap analysis
/// that code generation ran ([`crate::sharing`], [`crate::escape`]), each with its
/// remark. Nothing without a heap analysis (no pointer crosses the wire).
pub fn apply_decisions(module: &Module<'_>, mode: Mode, sites: &[CallSite], heap: Option<&HeapAnalysis>, plans: &mut [crate::codegen::plan::Plan]) {
    let Some(heap) = heap else { return };
    if matches!(mode, Mode::SiteCycle | Mode::All) {
        let decisions = crate::sharing::analyse(module.as_mut_ptr(), sites, heap);
        for d in decisions.iter().filter(|d| d.verdict == crate::sharing::Verdict::Drop) {
            let Some(plan) = sites.iter().position(|s| s.call == d.call).and_then(|k| plans.get_mut(k)) else { continue };
            match d.dir {
                crate::sharing::Direction::Args => plan.args_table = false,
                crate::sharing::Direction::Result => plan.ret_table = false,
            }
        }
        crate::sharing::remarks::emit(&decisions);
    }
    let escape = crate::escape::analyse(module.as_mut_ptr(), sites, heap);
    if matches!(mode, Mode::SiteReuse | Mode::All) {
        crate::escape::remarks::emit(sites, &escape);
    }
    for (site, plan) in sites.iter().zip(plans.iter_mut()) {
        (plan.args_fate, plan.args_fate_reason) = fate(mode, site, plan, &escape);
        let reused = escape.results.iter().any(|r| r.call == site.call && r.verdict == crate::escape::Verdict::Reuse);
        if reused && matches!(mode, Mode::SiteReuse | Mode::All) && matches!(plan.ret, Some(crate::codegen::plan::Value::Graph { .. })) {
            plan.ret_fate = GraphFate::Reused;
        }
    }
}

/// What becomes of `site`'s received argument graphs: freed after the call, or reused
/// (modes `site+reuse`, `all`), when it sends graphs and none of its pointer formals
/// may escape the method; else left to the method. With the reason, for the remark.
fn fate(mode: Mode, site: &CallSite, plan: &crate::codegen::plan::Plan, escape: &crate::escape::Escape) -> (GraphFate, String) {
    let graphs: Vec<(usize, u32)> = site
        .args
        .iter()
        .zip(&plan.args)
        .enumerate()
        .filter(|(_, (_, v))| matches!(v, crate::codegen::plan::Value::Graph { .. }))
        .map(|(k, (a, _))| (k + 1, a.param))
        .collect();
    if graphs.is_empty() {
        return (GraphFate::Left, "no argument is a pointer graph".into());
    }
    for &(k, p) in &graphs {
        match escape.formal(site.method, p) {
            Some(f) if f.verdict == crate::escape::Verdict::Reuse => {}
            Some(f) => return (GraphFate::Left, format!("argument {k} may escape: {}", f.reason)),
            None => return (GraphFate::Left, format!("argument {k} was not analysed")),
        }
    }
    let fate = match mode {
        Mode::SiteReuse | Mode::All => GraphFate::Reused,
        _ => GraphFate::Freed,
    };
    (fate, "no object reachable from an argument escapes the method".into())
}

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
        let result = run(&module, &Params::default(), &mut Vec::new()).map_err(|d| d.render());
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
