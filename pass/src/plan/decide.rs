//! The decisions the optimization analyses allow, applied to the plans: handle tables
//! dropped where the cycle-and-sharing analysis proves that no object is reached twice
//! ([`crate::sharing`], modes with [`Optimizations::DROP_HANDLE_TABLES`]), and the fate of
//! received graphs from the escape analysis ([`crate::escape`]): freed after the call, or
//! refilled in place by the next call (modes with [`Optimizations::REUSE_GRAPHS`]), or
//! left to the method; and the fate of a returned graph on the serving node (freed after
//! the reply when the method keeps none of it, every mode). Nothing changes without
//! pointers on the wire.

use super::result_extent::ResultExtent;
use super::{GraphFate, Plan, ReplyPart, Value, Via};
use crate::context::AnalysisContext;
use crate::diag::{At, Diagnostic, Diagnostics};
use crate::discovery::{CallSite, IntrinsicKind};
use crate::escape::{self, Escape};
use crate::heap::{HeapAnalysis, ObjectId, ObjectKind};
use crate::params::{Mode, Optimizations};
use crate::shape::NodeKind;
use crate::sharing::graph::reachable;
use crate::sharing::{self, Sharing};
use std::collections::BTreeSet;
use std::rc::Rc;

/// The analyses behind the decisions, for their remarks (`None`: not asked in this mode
/// or no pointer crosses the wire).
#[derive(Default)]
pub struct Decisions {
    /// Handle-table verdicts (modes that drop handle tables).
    pub sharing: Option<Rc<Sharing>>,
    /// Escape verdicts (every mode, when a site passes or returns pointers).
    pub escape: Option<Rc<Escape>>,
}

/// Applies the decisions of `cx`'s mode to `plans` (`plans[k]` is the plan of
/// `sites[k]`). Asks for the sharing and escape analyses only when a site passes or
/// returns pointers. Errors: those of the analyses asked for.
pub fn decide(cx: &AnalysisContext<'_, '_>, sites: &[CallSite], plans: &mut [Plan]) -> Result<Decisions, Diagnostics> {
    if !super::needs_heap(sites) {
        return Ok(Decisions::default());
    }
    let mode = cx.params().mode;
    let mut out = Decisions::default();
    if mode.optimizations().contains(Optimizations::DROP_HANDLE_TABLES) {
        let decided = cx.get::<Sharing>()?;
        drop_handle_tables(sites, &decided, plans);
        out.sharing = Some(decided);
    }
    let escape = cx.get::<Escape>()?;
    let heap = cx.get::<HeapAnalysis>()?;
    let mut errors = Vec::new();
    for (site, plan) in sites.iter().zip(plans.iter_mut()) {
        (plan.args_fate, plan.args_fate_reason, plan.args_returned, plan.args_left) = fate(mode, site, plan, &escape, &heap);
        (plan.reply_fate, plan.reply_fate_reason) = reply_fate(site, plan, &escape);
        match result_member(site, plan, &heap) {
            Ok(extent) => plan.ret_extent = extent,
            Err(e) => errors.push(e),
        }
        let reused = escape.results.iter().any(|r| r.call == site.call && r.verdict == escape::Verdict::Reuse);
        // A member's copy is taken out of the received object, which is freed at once.
        if reused && mode.optimizations().contains(Optimizations::REUSE_GRAPHS) && matches!(plan.ret, Some(Value::Graph { .. })) && plan.ret_extent.is_none() {
            plan.ret_fate = GraphFate::Reused;
        }
        plan.reply_parts = match escape.reply(site.method) {
            Some(r) if plan.reply_fate == GraphFate::Left && !plan.reply_fate_reason.is_empty() => reply_parts(plan, r),
            _ => Vec::new(),
        };
        if plan.reply_fate == GraphFate::Freed {
            // The reply's handle table lists the objects to free.
            plan.ret_table = true;
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    out.escape = Some(escape);
    Ok(out)
}

/// What the caller receives for a pointer result that may point inside its object:
/// into an object the serving node keeps (`self->status`), the member's bytes in a block
/// of its own ([`super::result_extent`]); into one handed over (freed on the serving node
/// after the reply), the whole object with the pointer at its offset, as a local call
/// gives it (`None`). An error when the member cannot be told.
fn result_member(site: &CallSite, plan: &Plan, heap: &HeapAnalysis) -> Result<Option<ResultExtent>, Diagnostic> {
    if plan.reply_fate == GraphFate::Freed {
        return Ok(None);
    }
    if let Some(Value::Struct(s)) = &plan.ret {
        return struct_member_inside(site, plan, s).map(|()| None);
    }
    let Some(Value::Graph { root, interior: Some(_), why }) = &plan.ret else { return Ok(None) };
    let what = format!("the result of {}", site.method_name);
    super::result_extent::of(site.method, heap, &plan.shapes, *root, &what, why).map(Some).map_err(|e| Diagnostic::error(At::Instruction(site.call), e))
}

/// An error for a struct result whose pointer member may point inside an object the
/// serving node keeps (`i.label = self->label`): the member would arrive inside a copy of
/// the whole object, which the caller cannot free through it.
fn struct_member_inside(site: &CallSite, plan: &Plan, s: &super::StructValue) -> Result<(), Diagnostic> {
    let inside = s.fields.iter().find(|f| !f.inline && matches!(plan.shapes.nodes[f.root].kind, NodeKind::Interior { .. }));
    let Some(f) = inside else { return Ok(()) };
    Err(Diagnostic::error(
        At::Instruction(site.call),
        format!(
            "the pointer at byte {} of the struct result of {} may point inside an object the method keeps ({}): the caller would receive it inside a copy of the whole object, which it cannot free; point the member to a block of its own (strdup, or malloc and memcpy), which the caller frees",
            f.offset, site.method_name, plan.shapes.nodes[f.root].about
        ),
    ))
}

/// Takes the handle table out of each plan whose direction the analysis may drop.
fn drop_handle_tables(sites: &[CallSite], decided: &Sharing, plans: &mut [Plan]) {
    for d in decided.decisions.iter().filter(|d| d.verdict == sharing::Verdict::Drop) {
        let Some(plan) = sites.iter().position(|s| s.call == d.call).and_then(|k| plans.get_mut(k)) else { continue };
        if plan.has_struct_graphs() {
            // The analysis does not see a struct value's members as separate roots.
            continue;
        }
        match d.dir {
            sharing::Direction::Args => plan.args_table = false,
            sharing::Direction::Result => plan.ret_table = false,
        }
    }
}

/// What becomes of `site`'s received argument graphs: freed after the call, or reused
/// (modes that reuse graphs), when it sends graphs and none of its pointer formals may
/// escape the method but by being returned (then once the reply is marshaled: the
/// third value); else left to the method. When only some escape, the others are freed
/// or reused all the same where they share no object with those at the caller (the
/// fourth value lists the arguments left to the method). With the reason, for the
/// remark. A constructor's result is kept (registered), never a reply: returning
/// counts there.
fn fate(mode: Mode, site: &CallSite, plan: &Plan, escape: &Escape, heap: &HeapAnalysis) -> (GraphFate, String, bool, Vec<(usize, String)>) {
    let invoke = site.kind == IntrinsicKind::Invoke;
    let (fate, why, left) = fate_unless_returned(mode, site, plan, escape, heap, invoke);
    if !invoke {
        return (fate, why, false, left);
    }
    let returned: Vec<String> = site
        .args
        .iter()
        .enumerate()
        .filter(|(k, _)| !left.iter().any(|(l, _)| l == k))
        .filter(|(_, a)| escape.formal(site.method, a.param).is_some_and(|f| f.verdict == escape::Verdict::Escapes && f.returned_only))
        .map(|(k, _)| (k + 1).to_string())
        .collect();
    if returned.is_empty() || fate == GraphFate::Left {
        return (fate, why, false, left);
    }
    let which = if returned.len() == 1 { format!("argument {}", returned[0]) } else { format!("arguments {}", returned.join(", ")) };
    (fate, format!("{why} but by being returned ({which}), so only once the reply is marshaled (returned objects are freed by the reply)"), true, left)
}

/// [`fate`], where a formal that escapes only by being returned counts as not escaping
/// when `returned_ok`; the third value: the arguments left to the method while the
/// others' graphs are freed or reused.
fn fate_unless_returned(
    mode: Mode,
    site: &CallSite,
    plan: &Plan,
    escape: &Escape,
    heap: &HeapAnalysis,
    returned_ok: bool,
) -> (GraphFate, String, Vec<(usize, String)>) {
    // A Rust slice argument is borrowed: the method can neither keep nor free its data.
    let borrowed = |v: &Value| matches!(v, Value::Struct(s) if s.via == Via::Slice);
    // Other Rust values typed from debug info are not heap-analysis objects.
    let rust_value = |v: &Value| matches!(v, Value::Struct(s) if s.fields.iter().any(|f| f.inline)) && !borrowed(v);
    if let Some(k) = plan.args.iter().position(rust_value) {
        return (GraphFate::Left, format!("argument {} is a Rust value typed from debug info (not analysed)", k + 1), Vec::new());
    }
    let sends_graph = |v: &Value| match v {
        Value::Graph { .. } => true,
        Value::Struct(s) => !s.fields.is_empty() && !borrowed(v),
        Value::Scalar(_) => false,
    };
    let graphs: Vec<usize> = plan.args.iter().enumerate().filter(|(_, v)| sends_graph(v)).map(|(k, _)| k).collect();
    let slices = plan.args.iter().any(borrowed);
    if graphs.is_empty() && !slices {
        return (GraphFate::Left, "no argument is a pointer graph".into(), Vec::new());
    }
    let mut left: Vec<(usize, String)> = Vec::new();
    for &k in &graphs {
        match escape.formal(site.method, site.args[k].param) {
            Some(f) if f.verdict == escape::Verdict::Reuse || (returned_ok && f.returned_only) => {}
            Some(f) => left.push((k, format!("argument {} may escape: {}", k + 1, f.reason))),
            None => left.push((k, format!("argument {} was not analysed", k + 1))),
        }
    }
    leave_sharing(site, heap, &graphs, &mut left);
    // Slices are not checked for sharing with the arguments left to the method.
    if !left.is_empty() && (left.len() == graphs.len() || slices) {
        let why = left.first().map(|(_, w)| w.clone()).unwrap_or_default();
        return (GraphFate::Left, why, Vec::new());
    }
    let fate = match mode.optimizations().contains(Optimizations::REUSE_GRAPHS) {
        true => GraphFate::Reused,
        false => GraphFate::Freed,
    };
    let why = match (slices, left.is_empty(), graphs.len() - left.len()) {
        (true, ..) => "no object reachable from an argument escapes the method (slices are borrowed)",
        (false, true, _) => "no object reachable from an argument escapes the method",
        (false, false, 1) => "no object reachable from it escapes the method, and at the caller it shares no object with an argument left to the method",
        (false, false, _) => "no object reachable from them escapes the method, and at the caller they share no object with an argument left to the method",
    };
    (fate, why.into(), left)
}

/// Adds to `left` every argument of `graphs` whose objects at the caller may be those of
/// an argument already left, until none is added: the unmarshaler copies a shared
/// object once (one handle table for all arguments), so freeing it with one argument
/// would free it under the other.
fn leave_sharing(site: &CallSite, heap: &HeapAnalysis, graphs: &[usize], left: &mut Vec<(usize, String)>) {
    if left.is_empty() {
        return;
    }
    let sets: Vec<(usize, Option<BTreeSet<ObjectId>>)> = graphs.iter().map(|&k| (k, caller_objects(heap, &site.args[k]))).collect();
    loop {
        let shares = |a: &Option<BTreeSet<ObjectId>>, b: &Option<BTreeSet<ObjectId>>| match (a, b) {
            (Some(a), Some(b)) => !a.is_disjoint(b),
            _ => true,
        };
        let added = sets.iter().find_map(|(k, set)| {
            if left.iter().any(|(l, _)| l == k) {
                return None;
            }
            let (other, _) = left.iter().find(|(l, _)| sets.iter().any(|(j, s)| j == l && shares(set, s)))?;
            Some((*k, format!("argument {} may share objects with argument {} at the caller (they are copied once for both)", k + 1, other + 1)))
        });
        match added {
            Some(a) => left.push(a),
            None => break,
        }
    }
}

/// The abstract objects an argument's graph may hold at the caller; `None` when the
/// analysis cannot tell (a struct value in registers, memory of unknown origin, an
/// object code outside the module can reach).
fn caller_objects(heap: &HeapAnalysis, a: &crate::discovery::SiteArg) -> Option<BTreeSet<ObjectId>> {
    if !crate::ir::is_pointer(a.param_ty) {
        return None;
    }
    let g = reachable(heap, heap.points_to(a.value).iter().copied());
    let opaque = |o: &ObjectId| heap.object(*o).kind == ObjectKind::Unknown || heap.object(*o).escaped;
    (!g.iter().any(opaque)).then_some(g)
}

/// What the serving node does with the graph the method returns (a pointer's, or those
/// of a struct value's pointer members) once the reply is marshaled: freed when the
/// method keeps no object of it ([`escape::reply`]), else left to the method. With the reason, for the remark (empty when no graph is returned).
fn reply_fate(site: &CallSite, plan: &Plan, escape: &Escape) -> (GraphFate, String) {
    let unsent = plan.ret_unsent.is_some();
    match plan.ret.as_ref().or(plan.ret_unsent.as_ref()) {
        Some(Value::Graph { .. }) => {}
        // A Rust value typed from debug info is walked from the result slot itself (its
        // header held in place), not from objects of the heap analysis; its buffers are
        // Rust's allocator's, which the method's caller owns.
        Some(Value::Struct(s)) if s.fields.iter().any(|f| f.inline) => {
            return (GraphFate::Left, "the result is a Rust value typed from debug info (its buffers are left to the method)".into())
        }
        Some(Value::Struct(s)) if !s.fields.is_empty() => {}
        None if plan.ret_ignored && crate::plan::has_pointer_member(site.sret.unwrap_or(site.ret)) => {
            return (GraphFate::Left, "the caller ignores the result, and its shape cannot be walked".into())
        }
        _ => return (GraphFate::Left, String::new()),
    }
    match escape.reply(site.method) {
        Some(r) if r.verdict == escape::Verdict::Reuse && unsent => {
            (GraphFate::Freed, format!("the caller ignores it, so it is walked without being sent; {}", r.reason))
        }
        Some(r) if r.verdict == escape::Verdict::Reuse => (GraphFate::Freed, r.reason.clone()),
        Some(r) => (GraphFate::Left, r.reason.clone()),
        None => (GraphFate::Left, "the returned graph was not analysed".into()),
    }
}

/// The parts of a returned graph the method may keep part of ([`Plan::reply_parts`]),
/// as the sender walks them: the pointer members of a struct result, or the pointer
/// fields of the returned object when it is a plain struct (no tagged union, one layout,
/// no interior pointer) the method keeps none of. Empty when none would be freed.
fn reply_parts(plan: &Plan, r: &escape::reply::ReplyDecision) -> Vec<ReplyPart> {
    let walked: Vec<(u64, usize)> = match (r.parts_of, plan.ret.as_ref().or(plan.ret_unsent.as_ref())) {
        (escape::reply::Parts::Members, Some(Value::Struct(s))) if !s.fields.iter().any(|f| f.inline) => s.fields.iter().map(|f| (f.offset, f.root)).collect(),
        (escape::reply::Parts::Fields, Some(Value::Graph { root, interior: None, .. })) => match &plan.shapes.nodes[*root].kind {
            crate::shape::NodeKind::Struct { ptr_fields, tagged: None, .. } => ptr_fields.clone(),
            _ => return Vec::new(),
        },
        _ => return Vec::new(),
    };
    let parts: Vec<ReplyPart> = walked
        .into_iter()
        .map(|(offset, node)| match r.parts.iter().find(|p| p.offset == offset) {
            // A pointer into an object: its walk starts from the pointer, not from an object.
            _ if matches!(plan.shapes.nodes[node].kind, crate::shape::NodeKind::Interior { .. }) => {
                ReplyPart { offset, node, fate: GraphFate::Left, reason: "it may point inside an object".into() }
            }
            Some(p) if p.verdict == escape::Verdict::Reuse => ReplyPart { offset, node, fate: GraphFate::Freed, reason: p.reason.clone() },
            Some(p) => ReplyPart { offset, node, fate: GraphFate::Left, reason: p.reason.clone() },
            None => ReplyPart { offset, node, fate: GraphFate::Left, reason: "the analysis does not know what it points to".into() },
        })
        .collect();
    // The returned object itself is freed with its fields' graphs.
    let frees = r.parts_of == escape::reply::Parts::Fields || parts.iter().any(|p| p.fate == GraphFate::Freed);
    if frees {
        parts
    } else {
        Vec::new()
    }
}
