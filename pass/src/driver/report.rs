//! The `cormi` pass's remarks, per step, emitted before the first change to the module
//! (so that `-pass-remarks` shows every site even when a later site fails):
//! `RemoteCallSite` (analysis) per discovered site; the handle-table and reuse decisions
//! of the optimization analyses; per lowered site `MarshalerGenerated`, the fate of its
//! received graphs and of a returned graph on the serving node, `ObjectSizes` (where
//! each sent object's size comes from), `InteriorPointer` (arguments, results and
//! pointer fields that travel as (object, offset), and why), `ResultMemberCopied` (a
//! result pointing inside its object arrives as its member's bytes),
//! `OneWayCall` and `ResultNotSent`, the tagged unions switched on their
//! tag (`UnionByMarker`) and the unions whose member kind is proven (`UnionByProof`).

use crate::diag::{At, Diagnostic, Remark, RemarkKind};
use crate::discovery::{CallSite, IntrinsicKind};
use crate::out_args::OutArgs;
use crate::params::{Mode, Optimizations};
use crate::plan::decide::Decisions;
use crate::plan::layout_classes::LayoutClasses;
use crate::plan::{self, Plan};
use crate::sharing::graph::place;
use inkwell::module::Module;

/// One analysis remark per discovered site: its id, method and the mode.
pub fn sites(sites: &[CallSite], mode: Mode) {
    for site in sites {
        Remark::new(RemarkKind::Analysis, "RemoteCallSite", At::Instruction(site.call))
            .text("remote call site ")
            .arg("SiteId", site.id)
            .text(" of ")
            .arg("Method", &site.method_name)
            .text(" (mode ")
            .arg("Mode", mode)
            .text(")")
            .emit();
    }
}

/// The remarks of the decisions: handle tables (when the mode drops them) and reuse of
/// arguments and results (when the mode reuses graphs). A reply table the analysis
/// could drop stays when the serving node frees the returned graph through it
/// (`plans[k]` belongs to `sites[k]`).
pub fn decisions(sites: &[CallSite], mode: Mode, decisions: &Decisions, plans: &[Plan]) {
    if let Some(sharing) = &decisions.sharing {
        let freed_through_table = |call| sites.iter().zip(plans).any(|(s, p)| s.call == call && p.reply_fate == plan::GraphFate::Freed);
        crate::sharing::remarks::emit(&sharing.decisions, freed_through_table);
    }
    if let Some(escape) = decisions.escape.as_ref().filter(|_| mode.optimizations().contains(Optimizations::REUSE_GRAPHS)) {
        crate::escape::remarks::emit(sites, escape);
    }
}

/// The remarks of every lowered site (`plans[k]`, `wires[k]` and `layout.ids[k]` belong
/// to `sites[k]`).
pub fn marshalers(sites: &[CallSite], wires: &[u32], mode: Mode, plans: &[Plan], layout: &LayoutClasses) {
    for (k, ((site, &wire), plan)) in sites.iter().zip(wires).zip(plans).enumerate() {
        remark(site, wire, mode, plan, &layout.ids[k]);
    }
}

/// A `Passed` remark per lowered site; `classes` are the layout classes of its nodes
/// (shown as `[class k]`, as `print<cormi-layout-classes>` numbers them).
fn remark(site: &CallSite, wire: u32, mode: Mode, plan: &Plan, classes: &[u32]) {
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
    reply_remark(site, plan);
    struct_remarks(site, plan);
    sizes_remark(site, plan);
    unions_remark(site, plan);
    interior_remarks(site, plan);
    result_member_remark(site, plan);
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

/// The typed-reference remarks (`types[k]` for `sites[k]`): `SelfTypeChecked` (passed)
/// for an invoke site whose method's self type is known, `SelfTypeUnknown` (missed)
/// otherwise; `ObjectTypeRecorded` / `ObjectTypeUnknown` for a create site.
pub fn types(sites: &[CallSite], types: &[Option<String>]) {
    for (site, ty) in sites.iter().zip(types) {
        let at = At::Instruction(site.call);
        let r = match (site.kind, ty) {
            (IntrinsicKind::Invoke, Some(t)) => Remark::new(RemarkKind::Passed, "SelfTypeChecked", at)
                .text("calls of ")
                .arg("Method", &site.method_name)
                .text(" check at run time that the object is a ")
                .arg("Type", t),
            (IntrinsicKind::Invoke, None) => Remark::new(RemarkKind::Missed, "SelfTypeUnknown", at)
                .text("calls of ")
                .arg("Method", &site.method_name)
                .text(" are not type-checked: the type of its self is unknown (")
                .arg("Reason", unknown_reason(site.method))
                .text(")"),
            (IntrinsicKind::Create, Some(t)) => Remark::new(RemarkKind::Passed, "ObjectTypeRecorded", at)
                .text("objects made by ")
                .arg("Method", &site.method_name)
                .text(" are recorded as ")
                .arg("Type", t),
            (IntrinsicKind::Create, None) => Remark::new(RemarkKind::Missed, "ObjectTypeUnknown", at)
                .text("objects made by ")
                .arg("Method", &site.method_name)
                .text(" are untyped: the type it returns is unknown (")
                .arg("Reason", unknown_reason(site.method))
                .text(")"),
        };
        r.emit();
    }
}

/// Why a function's types are unknown: no debug info, or not a pointer to a struct.
fn unknown_reason(f: llvm_sys::prelude::LLVMValueRef) -> &'static str {
    // SAFETY: a live function.
    match unsafe { llvm_sys::debuginfo::LLVMGetSubprogram(f) }.is_null() {
        true => "no debug info; compile with -g",
        false => "not a pointer to a named struct",
    }
}

/// One `StructValue` remark per struct value of the site (argument or result): how it is
/// handed over, its size and the pointer members that carry graphs.
fn struct_remarks(site: &CallSite, plan: &Plan) {
    let named = plan.args.iter().enumerate().map(|(k, v)| (format!("argument {}", k + 1), v));
    for (what, v) in named.chain(plan.ret.iter().map(|v| ("the result".to_string(), v))) {
        let plan::Value::Struct(s) = v else { continue };
        let via = match s.via {
            plan::Via::ByVal => "a struct passed by value in memory (byval)",
            plan::Via::Sret => "a struct returned through memory (sret)",
            plan::Via::Aggregate => "a struct value in registers",
            plan::Via::Indirect => "a Rust value passed indirectly (typed from debug info)",
            plan::Via::Slice => "a Rust slice passed as pointer and length (typed from debug info)",
        };
        let members = match s.fields.as_slice() {
            [] => "its bytes (no pointer members)".to_string(),
            fields => {
                let at: Vec<String> = fields.iter().map(|f| f.offset.to_string()).collect();
                format!("its bytes and a graph per pointer member (bytes {})", at.join(", "))
            }
        };
        Remark::new(RemarkKind::Passed, "StructValue", At::Instruction(site.call))
            .text(format!("{what} of "))
            .arg("Method", &site.method_name)
            .text(format!(" is {via} of {} bytes, sent as ", s.size))
            .arg("Members", members)
            .emit();
    }
}

/// What the server does with the site's received argument graphs (`GraphsReused`,
/// `GraphsFreed`: passed; `GraphsLeftToMethod`: missed, with the escaping argument).
fn fate_remark(site: &CallSite, plan: &Plan) {
    let at = At::Instruction(site.call);
    if !plan.args.iter().any(plan::Value::has_graphs) {
        return;
    }
    let (r, what) = match plan.args_fate {
        plan::GraphFate::Reused => (Remark::new(RemarkKind::Passed, "GraphsReused", at), "reused by the next call through a per-call-site slot"),
        plan::GraphFate::Freed => (Remark::new(RemarkKind::Passed, "GraphsFreed", at), "freed after the call"),
        plan::GraphFate::Left => (Remark::new(RemarkKind::Missed, "GraphsLeftToMethod", at), "left to the method (never freed by cormi)"),
    };
    let why = if plan.args_fate_reason.is_empty() { "escape analysis not run in this mode" } else { &plan.args_fate_reason };
    if plan.args_left.is_empty() {
        r.text("received argument graphs of ").arg("Method", &site.method_name).text(" are ").text(what).text(": ").arg("Reason", why).emit();
        return;
    }
    let left = |k: usize| plan.args_left.iter().any(|(l, _)| *l == k);
    let rest: Vec<String> = (plan.args.iter().enumerate()).filter(|(k, v)| v.has_graphs() && !left(*k)).map(|(k, _)| (k + 1).to_string()).collect();
    let which = match rest.as_slice() {
        [one] => format!("the received graph of argument {one} of "),
        more => format!("the received graphs of arguments {} of ", more.join(", ")),
    };
    let verb = if rest.len() == 1 { " is " } else { " are " };
    r.text(which).arg("Method", &site.method_name).text(verb).text(what).text(": ").arg("Reason", why).emit();
    for (k, why) in &plan.args_left {
        Remark::new(RemarkKind::Missed, "GraphsLeftToMethod", at)
            .text(format!("the received graph of argument {} of ", k + 1))
            .arg("Method", &site.method_name)
            .text(" is left to the method (never freed by cormi): ")
            .arg("Reason", why)
            .emit();
    }
}

/// Which pointers travel as (object, offset) and why (`InteriorPointer`, passed):
/// arguments, the result, and pointer fields or elements of the graphs (interior nodes);
/// the object is sent whole from its start and the pointer arrives at the same offset of
/// the copy; a static offset costs nothing on the wire, one found at run time travels as
/// an unsigned LEB128 (`crate::shape::Interior`).
fn interior_remarks(site: &CallSite, plan: &Plan) {
    let how = |interior: &crate::shape::Interior| match interior {
        crate::shape::Interior::At(off) => format!("at byte {off}, known statically (nothing on the wire)"),
        crate::shape::Interior::Found => "at an offset found at run time (a small integer on the wire: LEB128, one byte below 128)".to_string(),
    };
    let values = plan.args.iter().enumerate().map(|(k, v)| (format!("argument {} of ", k + 1), v));
    for (what, v) in values.chain(plan.ret.iter().map(|v| ("the result of ".to_string(), v))) {
        let plan::Value::Graph { root, interior: Some(interior), why } = v else { continue };
        Remark::new(RemarkKind::Passed, "InteriorPointer", At::Instruction(site.call))
            .text(what)
            .arg("Method", &site.method_name)
            .text(format!(" travels as (object, offset): {} whole, the pointer {}; ", plan.shapes.nodes[*root].about, how(interior)))
            .arg("Reason", why)
            .emit();
    }
    for node in &plan.shapes.nodes {
        let crate::shape::NodeKind::Interior { target, at } = &node.kind else { continue };
        Remark::new(RemarkKind::Passed, "InteriorPointer", At::Instruction(site.call))
            .arg("Field", &node.about)
            .text(" in the graphs of ")
            .arg("Method", &site.method_name)
            .text(format!(" travels as (object, offset): {} whole, the pointer {}", plan.shapes.nodes[*target].about, how(at)))
            .emit();
    }
}

/// What the caller receives for a result that may point inside its object
/// (`ResultMemberCopied`, passed; `crate::plan::result_extent`).
fn result_member_remark(site: &CallSite, plan: &Plan) {
    let Some(extent) = plan.ret_extent else { return };
    let which = match extent {
        plan::result_extent::ResultExtent::Member { start, end } => format!("its member at bytes {start}..{end}"),
        plan::result_extent::ResultExtent::Object => "its object".to_string(),
    };
    Remark::new(RemarkKind::Passed, "ResultMemberCopied", At::Instruction(site.call))
        .text("the result of ")
        .arg("Method", &site.method_name)
        .text(format!(
            " points inside its object: the caller receives the bytes from the pointer to the end of {which} in a block of its own (free it with free); the copy of the object is freed"
        ))
        .emit();
}

/// What the serving node does with the graph the method returns (`ResultFreed`: passed;
/// `ResultKeptByMethod`: missed, with the reason), once per lowered site with a pointer
/// result or a struct result holding pointers.
fn reply_remark(site: &CallSite, plan: &Plan) {
    if plan.reply_fate_reason.is_empty() {
        return;
    }
    let at = At::Instruction(site.call);
    let (r, what) = match plan.reply_fate {
        plan::GraphFate::Freed => (Remark::new(RemarkKind::Passed, "ResultFreed", at), "freed by the serving node after the reply is marshaled"),
        _ if !plan.reply_parts.is_empty() => (
            Remark::new(RemarkKind::Missed, "ResultKeptByMethod", at),
            "left to the method on the serving node only in the parts it may keep (the others are freed)",
        ),
        _ => (Remark::new(RemarkKind::Missed, "ResultKeptByMethod", at), "left to the method on the serving node (never freed by cormi)"),
    };
    let (whose, verb) = match plan.ret.as_ref().or(plan.ret_unsent.as_ref()) {
        Some(plan::Value::Struct(_)) => ("the graphs held by the struct value returned by ", " are "),
        _ => ("the graph returned by ", " is "),
    };
    r.text(whose).arg("Method", &site.method_name).text(verb).text(what).text(": ").arg("Reason", &plan.reply_fate_reason).emit();
    reply_parts_remarks(site, plan);
}

/// Under a returned graph the method may keep part of, per part ([`plan::Plan::reply_parts`]):
/// `ResultPartFreed` (passed) or `ResultPartKeptByMethod` (missed), with the reason.
fn reply_parts_remarks(site: &CallSite, plan: &Plan) {
    let at = At::Instruction(site.call);
    let (whose, head) = match plan.ret.as_ref().or(plan.ret_unsent.as_ref()) {
        Some(plan::Value::Struct(_)) => ("member", false),
        _ => ("field", true),
    };
    if head && !plan.reply_parts.is_empty() {
        Remark::new(RemarkKind::Passed, "ResultPartFreed", at)
            .text("the object returned by ")
            .arg("Method", &site.method_name)
            .text(" is freed by the serving node after the reply is marshaled, with the graphs of the fields below that are freed: the method keeps none of it")
            .emit();
    }
    for p in &plan.reply_parts {
        let (r, what) = match p.fate {
            plan::GraphFate::Freed => (Remark::new(RemarkKind::Passed, "ResultPartFreed", at), "freed by the serving node after the reply is marshaled"),
            _ => (Remark::new(RemarkKind::Missed, "ResultPartKeptByMethod", at), "left to the method on the serving node (never freed by cormi)"),
        };
        let of = if head { "the object returned by " } else { "the struct value returned by " };
        r.text(format!("the graph of the {whose} at byte {} of {of}", p.offset))
            .arg("Method", &site.method_name)
            .text(" is ")
            .text(what)
            .text(": ")
            .arg("Reason", &p.reason)
            .emit();
    }
}

/// Where the size of each object the site sends comes from (`ObjectSizes`, analysis):
/// per shape node, `static` or `run time` with the sources (`heap`: the runtime's malloc
/// recorded it; `noted`: generated code notes the global or stack object; `startup`:
/// argv and the environment, noted before main). See `crate::shape::sizes`.
fn sizes_remark(site: &CallSite, plan: &Plan) {
    let nodes: Vec<String> = plan
        .shapes
        .nodes
        .iter()
        .filter(|n| !n.sizes.is_empty())
        .map(|n| {
            let mut sources: Vec<&str> = n.sizes.iter().map(|s| s.source.label()).collect();
            sources.dedup();
            match n.kind.runtime_size() {
                true => format!("{}: run-time extent ({})", n.about, sources.join(", ")),
                false => format!("{}: static", n.about),
            }
        })
        .collect();
    if nodes.is_empty() {
        return;
    }
    Remark::new(RemarkKind::Analysis, "ObjectSizes", At::Instruction(site.call))
        .text("object sizes for ")
        .arg("Method", &site.method_name)
        .text(": ")
        .arg("Sizes", nodes.join("; "))
        .emit();
}

/// Each tagged union the site sends whose `CORMI_UNION` declaration makes the generated
/// code switch on the tag (`UnionByMarker`, `crate::shape::tagged`), and each union whose
/// member kind the analysis proved (`UnionByProof`, `crate::shape::union_proof`).
fn unions_remark(site: &CallSite, plan: &Plan) {
    let mut seen = Vec::new();
    for note in &plan.shapes.unions {
        if seen.contains(&note) {
            continue;
        }
        seen.push(note);
        let (name, text) = match note {
            crate::shape::UnionNote::Marker(text) => ("UnionByMarker", text),
            crate::shape::UnionNote::Proof(text) => ("UnionByProof", text),
        };
        Remark::new(RemarkKind::Passed, name, At::Instruction(site.call))
            .text("union sent by ")
            .arg("Method", &site.method_name)
            .text(": ")
            .arg("Union", text)
            .emit();
    }
}

/// The `cormi` pass's flag that silences [`out_args`]' warnings (`cormicc
/// -Wno-cormi-out-args`).
pub const NO_OUT_ARG_WARNINGS: &str = "no-out-arg-warnings";

/// One warning per argument a remote method writes into and its caller reads after the
/// call, at the call: the method changes its node's copy, never the caller's object.
pub fn out_args(module: &Module<'_>, found: &OutArgs) {
    for a in &found.found {
        let message = format!(
            "{} writes into argument {}{}, which is its node's copy: the caller's object is not updated, and it is read after \
             the call{}; return what the caller needs (arguments are copies), or build with -Wno-cormi-out-args",
            a.method_name,
            a.arg,
            place(a.write),
            place(a.read)
        );
        Diagnostic::warning(At::Instruction(a.call), message).emit(module);
    }
}
