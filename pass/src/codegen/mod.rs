//! Code generation: every remote call site becomes call-site-specific marshaling code
//! (DESIGN.md, "Code generation"; the paper's §3.1; issue 4).
//!
//! Per call site (from discovery, with the heap analysis for pointers):
//! - [`plan`]: what crosses the wire (scalars; pointer graphs with [`shape`]s);
//! - [`client`]: a stub that replaces the `__cormi_invoke`/`__cormi_create` call
//!   (inlined at the call site by -O2);
//! - [`server`]: a `cormi_server_fn` that unmarshals, calls the method, replies;
//! - [`register`]: the dispatch table and the static constructor that registers it.
//!
//! [`builder`] is the thin IR builder they all use; [`graph`] and [`worklist`] walk
//! pointer graphs without recursion; [`classes`] makes `class` mode's per-class
//! serializers, [`generic`] `generic` mode's descriptors (walked by the runtime), both
//! one per [`layout_classes`] class (also `site` mode's shape ids); [`ids`] folds site ids to the runtime's 32 bits;
//! [`gate`] decides whether the module is a whole program to lower.
//!
//! Entry: [`run`], the `cormi` pass (see `passes.rs`).

pub mod builder;
pub mod classes;
pub mod client;
pub mod facts;
pub mod gate;
pub mod generic;
pub mod graph;
pub mod graph_log;
pub mod ids;
pub mod int_to_ptr;
pub mod layout_classes;
pub mod object_classes;
pub mod plan;
pub mod ptr_reads;
pub mod recv_handles;
pub mod register;
pub mod runtime_api;
pub mod sanitize;
pub mod scalar_stores;
pub mod server;
pub mod shape;
pub mod worklist;

#[cfg(test)]
mod tests;

use crate::diag::{At, Diagnostic, Diagnostics, Remark, RemarkKind};
use crate::discovery::{self, CallSite};
use crate::heap::HeapAnalysis;
use crate::params::{Mode, Params};
use crate::passes::Changed;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, InstructionValue};
use std::io::Write;

/// The `cormi` pass: discovery and its remarks ([`crate::pipeline::run`]), then, for a
/// whole program ([`gate::should_lower`]), code generation for every call site.
/// Errors: discovery's, id collisions, and every argument or result that cannot be
/// marshaled (located at the call site, with the reason).
pub fn run(module: &Module<'_>, params: &Params, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    crate::pipeline::run(module, params, out)?;
    let found = discovery::discover(module)?;
    if !gate::should_lower(module, params) {
        if let Some(w) = gate::skipped_warning(&found.sites) {
            w.emit(module);
        }
        return Ok(Changed::No);
    }
    if found.sites.is_empty() {
        return Ok(Changed::No);
    }
    lower(module, params.mode, &found)?;
    Ok(Changed::Yes)
}

/// Lowers every site of `found` (all checks first, then all changes).
pub fn lower(module: &Module<'_>, mode: Mode, found: &discovery::Discovery) -> Result<(), Diagnostics> {
    let wires = ids::wire_ids(&found.sites).map_err(Diagnostics)?;
    let heap = if plan::needs_heap(&found.sites) { Some(HeapAnalysis::run(module).map_err(|e| Diagnostic::module_error(e.to_string()))?) } else { None };
    let facts = heap.as_ref().map(|h| facts::Facts::of(module.as_mut_ptr(), h));
    let mut errors = Vec::new();
    let mut plans = Vec::new();
    for site in &found.sites {
        if is_invoke_instruction(site) {
            errors.push(Diagnostic::error(At::Instruction(site.call), "remote calls through 'invoke' (with an exception handler) are not supported yet"));
            continue;
        }
        match plan::plan(site, heap.as_ref().zip(facts.as_ref())) {
            Ok(p) => plans.push(p),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    crate::pipeline::apply_decisions(module, mode, &found.sites, heap.as_ref(), &mut plans);
    // SAFETY: a site's method is a live Function of this module (sites is non-empty).
    let like = unsafe { inkwell::values::FunctionValue::new(found.sites[0].method) }.expect("a function");
    let layout = layout_classes::of(&plans);
    let classes = (mode == Mode::Class).then(|| classes::emit(module, &plans, &layout, like));
    let generic = (mode == Mode::Generic).then(|| generic::emit(module, &plans, &layout));
    // Every remark before the first change (check everything, then change).
    for (k, ((site, &wire), plan)) in found.sites.iter().zip(&wires).zip(&plans).enumerate() {
        remark(site, wire, mode, plan, &layout.ids[k]);
    }
    let mut entries = Vec::new();
    for (k, ((site, &wire), plan)) in found.sites.iter().zip(&wires).zip(&plans).enumerate() {
        let ids = &layout.ids[k];
        let dispatch = match (&classes, &generic) {
            (Some(c), _) => graph::Dispatch::Class { tables: &c.tables, ids },
            (_, Some(g)) => graph::Dispatch::Generic { types: g.types, ntypes: g.ntypes, ids },
            _ => graph::Dispatch::Inline { ids },
        };
        let stub = client::build(module, site, wire, plan, dispatch);
        let server = server::build(module, site, wire, plan, dispatch);
        entries.push(register::Entry { wire, server, name: site_name(site) });
        replace_call(module, site, stub);
    }
    register::emit(module, found.build_id, &entries);
    Ok(())
}

/// Whether the site's instruction is an `invoke` (not a plain `call`).
fn is_invoke_instruction(site: &CallSite) -> bool {
    // SAFETY: type query on a live instruction.
    unsafe { !llvm_sys::core::LLVMIsAInvokeInst(site.call).is_null() }
}

/// Replaces the intrinsic call with a call of the stub (target, passed args...), keeping
/// its debug location, and erases it.
fn replace_call<'ctx>(module: &Module<'ctx>, site: &CallSite, stub: inkwell::values::FunctionValue<'ctx>) {
    let b = module.get_context().create_builder();
    // SAFETY: site.call is a live call instruction of this module.
    let old = unsafe { InstructionValue::new(site.call) };
    b.position_before(&old);
    // Operands are read from the call now, not from `site`: an earlier replacement may
    // have replaced one of them (e.g. the reference returned by a lowered create).
    let operands = crate::ir::call_args(site.call);
    let args: Vec<BasicMetadataValueEnum<'ctx>> = std::iter::once(operands[0])
        .chain(operands[2..].iter().copied())
        // SAFETY: call operands are live first-class values.
        .map(|v| BasicMetadataValueEnum::from(unsafe { inkwell::values::BasicValueEnum::new(v) }))
        .collect();
    let call = b.build_call(stub, &args, "").expect("builder");
    let new = call.as_value_ref();
    // SAFETY: both are live; the new call has the old one's type (the stub returns it).
    unsafe {
        let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(site.call);
        if !loc.is_null() {
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(new, loc);
        }
        llvm_sys::core::LLVMReplaceAllUsesWith(site.call, new);
        llvm_sys::core::LLVMInstructionEraseFromParent(site.call);
    }
}

/// `Acc_add at app.c:14` (or `Acc_add in main`), for the runtime's messages.
fn site_name(site: &CallSite) -> String {
    match &site.loc {
        Some(loc) => format!("{} at {}:{}", site.method_name, loc.file, loc.line),
        None => format!("{} in {}", site.method_name, site.caller_name),
    }
}

/// A `Passed` remark per lowered site; `classes` are the layout classes of its nodes
/// (shown as `[class k]`: the printer of [`layout_classes`]).
fn remark(site: &CallSite, wire: u32, mode: Mode, plan: &plan::Plan, classes: &[u32]) {
    let at = At::Instruction(site.call);
    let graphs = plan.shapes.nodes.iter().zip(classes).map(|(n, c)| format!("{} [class {c}]", n.about)).collect::<Vec<_>>().join("; ");
    Remark::new(RemarkKind::Passed, "MarshalerGenerated", at)
        .text("call-site marshaler generated for ")
        .arg("Method", &site.method_name)
        .text(" (wire id ")
        .arg("WireId", format!("0x{wire:08x}"))
        .text(match (graphs.is_empty(), plan.args_need_handles() || plan.ret_needs_handles()) {
            (true, _) => ", scalars only)".to_string(),
            (false, true) => format!(", graph: {graphs}; handle table kept)"),
            (false, false) => format!(", graph: {graphs}; handle table dropped)"),
        })
        .text(" in mode ")
        .arg("Mode", mode)
        .emit();
    fate_remark(site, plan);
    if site.oneway {
        Remark::new(RemarkKind::Passed, "OneWayCall", at)
            .text("call of ")
            .arg("Method", &site.method_name)
            .text(" is one-way: no reply, the caller does not wait")
            .emit();
    }
    if plan.ret_ignored {
        Remark::new(RemarkKind::Passed, "ResultNotSent", at)
            .text("result of ")
            .arg("Method", &site.method_name)
            .text(" is ignored by the caller: not sent back (the reply is an acknowledgement)")
            .emit();
    }
}

/// What the server does with the site's received argument graphs (`GraphsReused`,
/// `GraphsFreed`: passed; `GraphsLeftToMethod`: missed, with the escaping argument).
fn fate_remark(site: &CallSite, plan: &plan::Plan) {
    let at = At::Instruction(site.call);
    if !plan.args.iter().any(|a| matches!(a, plan::Value::Graph { .. })) {
        return;
    }
    let (r, what) = match plan.args_fate {
        plan::GraphFate::Reused => (Remark::new(RemarkKind::Passed, "GraphsReused", at), "reused by the next call through a per-call-site slot"),
        plan::GraphFate::Freed => (Remark::new(RemarkKind::Passed, "GraphsFreed", at), "freed after the call"),
        plan::GraphFate::Left => (Remark::new(RemarkKind::Missed, "GraphsLeftToMethod", at), "left to the method (never freed by cormi)"),
    };
    let why = if plan.args_fate_reason.is_empty() { "escape analysis not run in this mode" } else { &plan.args_fate_reason };
    r.text("received argument graphs of ").arg("Method", &site.method_name).text(" are ").text(what).text(": ").arg("Reason", why).emit();
}
