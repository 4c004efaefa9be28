//! The decisions the optimization analyses allow, applied to the plans: handle tables
//! dropped where the cycle-and-sharing analysis proves that no object is reached twice
//! ([`crate::sharing`], modes with [`Optimizations::DROP_HANDLE_TABLES`]), and the fate of
//! received graphs from the escape analysis ([`crate::escape`]): freed after the call, or
//! refilled in place by the next call (modes with [`Optimizations::REUSE_GRAPHS`]), or
//! left to the method; and the fate of a returned graph on the serving node (freed after
//! the reply when the method keeps none of it, every mode). Nothing changes without
//! pointers on the wire.

use super::{GraphFate, Plan, Value, Via};
use crate::context::AnalysisContext;
use crate::diag::Diagnostics;
use crate::discovery::{CallSite, IntrinsicKind};
use crate::escape::{self, Escape};
use crate::params::{Mode, Optimizations};
use crate::sharing::{self, Sharing};
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
    for (site, plan) in sites.iter().zip(plans.iter_mut()) {
        (plan.args_fate, plan.args_fate_reason, plan.args_returned) = fate(mode, site, plan, &escape);
        let reused = escape.results.iter().any(|r| r.call == site.call && r.verdict == escape::Verdict::Reuse);
        if reused && mode.optimizations().contains(Optimizations::REUSE_GRAPHS) && matches!(plan.ret, Some(Value::Graph { .. })) {
            plan.ret_fate = GraphFate::Reused;
        }
        (plan.reply_fate, plan.reply_fate_reason) = reply_fate(site, plan, &escape);
        if plan.reply_fate == GraphFate::Freed {
            // The reply's handle table lists the objects to free.
            plan.ret_table = true;
        }
    }
    out.escape = Some(escape);
    Ok(out)
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
/// third value); else left to the method. With the reason, for the remark. A
/// constructor's result is kept (registered), never a reply: returning counts there.
fn fate(mode: Mode, site: &CallSite, plan: &Plan, escape: &Escape) -> (GraphFate, String, bool) {
    let invoke = site.kind == IntrinsicKind::Invoke;
    let (fate, why) = fate_unless_returned(mode, site, plan, escape, invoke);
    if !invoke {
        return (fate, why, false);
    }
    let returned: Vec<String> = site
        .args
        .iter()
        .enumerate()
        .filter(|(_, a)| escape.formal(site.method, a.param).is_some_and(|f| f.verdict == escape::Verdict::Escapes && f.returned_only))
        .map(|(k, _)| (k + 1).to_string())
        .collect();
    if returned.is_empty() || fate == GraphFate::Left {
        return (fate, why, false);
    }
    let which = if returned.len() == 1 { format!("argument {}", returned[0]) } else { format!("arguments {}", returned.join(", ")) };
    (fate, format!("{why} but by being returned ({which}), so only once the reply is marshaled (returned objects are freed by the reply)"), true)
}

/// [`fate`], where a formal that escapes only by being returned counts as not escaping
/// when `returned_ok`.
fn fate_unless_returned(mode: Mode, site: &CallSite, plan: &Plan, escape: &Escape, returned_ok: bool) -> (GraphFate, String) {
    // A Rust slice argument is borrowed: the method can neither keep nor free its data.
    let borrowed = |v: &Value| matches!(v, Value::Struct(s) if s.via == Via::Slice);
    // Other Rust values typed from debug info are not heap-analysis objects.
    let rust_value = |v: &Value| matches!(v, Value::Struct(s) if s.fields.iter().any(|f| f.inline)) && !borrowed(v);
    if let Some(k) = plan.args.iter().position(rust_value) {
        return (GraphFate::Left, format!("argument {} is a Rust value typed from debug info (not analysed)", k + 1));
    }
    let sends_graph = |v: &Value| match v {
        Value::Graph { .. } => true,
        Value::Struct(s) => !s.fields.is_empty() && !borrowed(v),
        Value::Scalar(_) => false,
    };
    let graphs: Vec<(usize, u32)> =
        site.args.iter().zip(&plan.args).enumerate().filter(|(_, (_, v))| sends_graph(v)).map(|(k, (a, _))| (k + 1, a.param)).collect();
    let slices = plan.args.iter().any(borrowed);
    if graphs.is_empty() && !slices {
        return (GraphFate::Left, "no argument is a pointer graph".into());
    }
    for &(k, p) in &graphs {
        match escape.formal(site.method, p) {
            Some(f) if f.verdict == escape::Verdict::Reuse || (returned_ok && f.returned_only) => {}
            Some(f) => return (GraphFate::Left, format!("argument {k} may escape: {}", f.reason)),
            None => return (GraphFate::Left, format!("argument {k} was not analysed")),
        }
    }
    let fate = match mode.optimizations().contains(Optimizations::REUSE_GRAPHS) {
        true => GraphFate::Reused,
        false => GraphFate::Freed,
    };
    let why = match slices {
        true => "no object reachable from an argument escapes the method (slices are borrowed)",
        false => "no object reachable from an argument escapes the method",
    };
    (fate, why.into())
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
