//! Escape analysis for remote methods, RMI flavour (DESIGN.md "Analyses" 4; the paper's §3.3, figures 10 and 11).
//!
//! Server side, per remote method (and constructor) and pointer or struct-value formal
//! (a `byval` one points to the received copy; a first-class aggregate's members point
//! into the graph): the graph of
//! objects reachable from the formal (the clones the unmarshaler makes) escapes when any
//! of its objects may be stored into a global or into an object outside that graph
//! (`self` included; locals of the method and of its callees do not count: they die
//! with the call; nor do those of the comparators qsort and bsearch call, nor locals of
//! other functions that no heap object or global leads to: a remote call cannot reach
//! them, [`reply::private_slot`]), passed to
//! unknown code or to `free`, handed to another thread, converted to an integer that may
//! become a pointer again ([`int_uses`]), formatted as text into memory (text on a stream,
//! like an integer, comes back only where the program rebuilds pointers from data: the
//! heap analysis' exposed addresses), or returned by the method (the reply is marshaled from it:
//! it is not copied before the method returns). A copy received as another argument of
//! the same method does not count as outside when the union of all its argument graphs
//! escapes nowhere (they are freed or reused together). Non-escaping graphs can be
//! reused by the next call ("reuse on").
//!
//! Client side, per call site whose pointer result is used: the result graph escapes
//! under the same rules, plus being returned by any function or merged by a
//! `phi`/`select` (it could be carried to the next call); a stack slot holding it counts
//! as outside unless it is dead when the site runs again ([`client`]: the caller is not
//! re-entered, its slots are overwritten before they are read again, other functions'
//! slots die before the caller resumes). A result that does not escape is refilled in
//! place by the same thread's next call through the site.
//!
//! Server side, per remote method returning a pointer ([`reply`]): whether the method
//! keeps any object of the graph it returns; when it keeps none, the serving node frees
//! the graph once the reply is marshaled; when it keeps some, the same per part (a struct
//! result's pointer members, a returned object's pointer fields).
//!
//! Interprocedural through the whole program: the heap analysis' points-to sets and
//! object fields are unions over every function, so a store in a callee counts.
//! Entry: [`Escape`] (asked through the context) or [`analyse`]; printer: [`print`]; remarks: [`remarks`].

pub mod call_graph;
pub mod client;
pub mod int_uses;
pub mod print;
pub mod remarks;
pub mod reply;

#[cfg(test)]
mod tests;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::discovery::{CallSite, Discovery, IntrinsicKind};
use crate::heap::{AllocSite, HeapAnalysis, ObjectId, ObjectKind};
use crate::ir;
use crate::module_scan::{Leak, LeakKind, ModuleScan};
use crate::plan::Plans;
use crate::sharing::graph::{self, describe, hits, place};
use call_graph::CallGraph;
use llvm_sys::prelude::LLVMValueRef;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt;

/// Whether a graph can be reused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing reachable escapes: reuse on.
    Reuse,
    /// Something may escape: reuse off.
    Escapes,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Reuse => "reuse",
            Verdict::Escapes => "escapes",
        })
    }
}

/// The decision for one pointer formal of a remote method (server side).
#[derive(Clone, Debug)]
pub struct FormalDecision {
    /// The method (or constructor).
    pub method: LLVMValueRef,
    /// Its name.
    pub method_name: String,
    /// IR parameter index (0 is `self` for methods).
    pub param: u32,
    /// The user's argument number (k-th argument after `self`, 1-based; constructors:
    /// the k-th argument).
    pub arg: u32,
    /// Reuse or escapes.
    pub verdict: Verdict,
    /// Why, in source terms.
    pub reason: String,
    /// `Escapes` only because the method returns part of the graph (nothing else keeps
    /// it): the serving node may free the graph once the reply is marshaled.
    pub returned_only: bool,
}

/// The decision for the used pointer result of one call site (client side).
#[derive(Clone, Debug)]
pub struct ResultDecision {
    /// The call.
    pub call: LLVMValueRef,
    /// `caller#ordinal`.
    pub site: String,
    /// The remote method.
    pub method: String,
    /// Reuse or escapes.
    pub verdict: Verdict,
    /// Why.
    pub reason: String,
}

/// Every formal decision (sorted by method name, parameter) and result decision (sorted
/// by caller, ordinal).
#[derive(Clone, Debug, Default)]
pub struct Escape {
    /// Server side.
    pub formals: Vec<FormalDecision>,
    /// Client side.
    pub results: Vec<ResultDecision>,
    /// Server side: the graph each remote method returns (sorted by method name).
    pub replies: Vec<reply::ReplyDecision>,
}

impl Escape {
    /// The decision for `param` of `method`, if it is a pointer formal of a remote call.
    pub fn formal(&self, method: LLVMValueRef, param: u32) -> Option<&FormalDecision> {
        self.formals.iter().find(|f| f.method == method && f.param == param)
    }

    /// The decision for the graph `method` returns, if it returns a pointer to a caller.
    pub fn reply(&self, method: LLVMValueRef) -> Option<&reply::ReplyDecision> {
        self.replies.iter().find(|r| r.method == method)
    }
}

impl Analysis for Escape {
    const NAME: &'static str = "escape";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let found = cx.get::<Discovery>()?;
        let heap = cx.get::<HeapAnalysis>()?;
        let scan = cx.get::<ModuleScan>()?;
        let calls = cx.get::<CallGraph>()?;
        // What the reply marshalers walk narrows the returned graphs; without plans (a site
        // that cannot be marshaled) the whole graph counts.
        let walked = match cx.get::<Plans>() {
            Ok(plans) => walked_by_replies(&found.sites, &plans),
            Err(_) => BTreeMap::new(),
        };
        Ok(analyse_walked(&found.sites, &heap, &scan, &calls, &walked))
    }
}

/// Per remote method, the objects the marshalers of its call sites may walk (the
/// objects of every shape node of those sites).
fn walked_by_replies(sites: &[CallSite], plans: &Plans) -> BTreeMap<LLVMValueRef, BTreeSet<ObjectId>> {
    let mut out: BTreeMap<LLVMValueRef, BTreeSet<ObjectId>> = BTreeMap::new();
    for (s, p) in sites.iter().zip(&plans.plans).filter(|(s, _)| s.kind == IntrinsicKind::Invoke) {
        out.entry(s.method).or_default().extend(p.shapes.objects());
    }
    out
}

/// Runs the analysis for every method and site of `sites`, over the module that `heap`
/// analysed, `scan` scanned and `calls` walked.
pub fn analyse(sites: &[CallSite], heap: &HeapAnalysis, scan: &ModuleScan, calls: &CallGraph) -> Escape {
    analyse_walked(sites, heap, scan, calls, &BTreeMap::new())
}

/// [`analyse`], with the objects each method's reply marshalers may walk (`walked`; a
/// method missing there: every object reachable from what it returns).
pub fn analyse_walked(
    sites: &[CallSite],
    heap: &HeapAnalysis,
    scan: &ModuleScan,
    calls: &CallGraph,
    walked: &BTreeMap<LLVMValueRef, BTreeSet<ObjectId>>,
) -> Escape {
    let mut formals: BTreeMap<(String, u32), (LLVMValueRef, u32)> = BTreeMap::new();
    for s in sites {
        for (k, a) in s.args.iter().enumerate() {
            // Pointers, struct values passed in memory (`byval`: the formal points to the
            // received copy) and first-class aggregates holding pointers.
            if ir::is_pointer(a.param_ty) || crate::plan::has_pointer_member(a.param_ty) {
                formals.insert((s.method_name.clone(), a.param), (s.method, k as u32 + 1));
            }
        }
    }
    let mut out = Escape::default();
    let mut graphs: BTreeMap<String, BTreeSet<ObjectId>> = BTreeMap::new();
    let mut checked = Vec::new();
    let locals = std::rc::Rc::new(reply::reached_locals(heap));
    let server = |method, returned_ok| Side::Server {
        method,
        frame: calls.frame_of(method),
        returned_ok,
        slots: reply::result_slots(heap, sites, method).into_keys().collect(),
        locals: locals.clone(),
    };
    for ((name, param), (method, arg)) in formals {
        let formal = ir::params(method)[param as usize];
        let g = graph::reachable(heap, received(heap, formal, &name));
        graphs.entry(name.clone()).or_default().extend(g.iter().copied());
        checked.push((name, param, method, arg, escapes(heap, scan, &g, &server(method, false))));
    }
    for (name, param, method, arg, r) in checked {
        // Another argument's copy pointing into this graph does not keep it when the
        // union of every argument graph of the method escapes nowhere: the serving node
        // frees (or refills) them all together, and nothing outside them holds any.
        let side = |returned_ok| server(method, returned_ok);
        let (verdict, reason) = match r {
            Err(why) if escapes(heap, scan, &graphs[&name], &side(false)).is_err() => (Verdict::Escapes, why),
            Err(_) => (Verdict::Reuse, "only copies of the other arguments point into it, and no object of any argument graph escapes".into()),
            Ok(()) => verdict(Ok(())),
        };
        // Returned, but kept by nothing else (every argument graph together).
        let returned_only = verdict == Verdict::Escapes && escapes(heap, scan, &graphs[&name], &side(true)).is_ok();
        out.formals.push(FormalDecision { method, method_name: name, param, arg, verdict, reason, returned_only });
    }
    let mut sorted: Vec<&CallSite> = sites.iter().filter(|s| result_used(s)).collect();
    sorted.sort_by(|a, b| (&a.caller_name, a.ordinal).cmp(&(&b.caller_name, b.ordinal)));
    for s in sorted {
        let g = graph::reachable(heap, heap.points_to(s.call).iter().copied());
        let callers = calls.callers_of(s.caller);
        let side = Side::Client { caller: s.caller, call: s.call, callers };
        let reentry = client_reentry(s.caller, &side, sites);
        let (verdict, reason) = verdict(reentry.and_then(|()| escapes(heap, scan, &g, &side)));
        out.results.push(ResultDecision { call: s.call, site: s.label(), method: s.method_name.clone(), verdict, reason });
    }
    out.replies = reply::analyse(sites, heap, scan, |m| calls.frame_of(m), walked);
    out
}

/// What `formal` of `method_name` points to when a remote call runs it: the unmarshaler's
/// copies (clones made for its arguments) and unknown memory. Objects it gets only from
/// local calls of the same function (the caller's own list, which the caller frees) are
/// other run-time objects, and a received graph reaches them only through fields, which
/// the reachability sees.
fn received(heap: &HeapAnalysis, formal: LLVMValueRef, method_name: &str) -> Vec<crate::heap::Target> {
    let copy = |o: ObjectId| match &heap.object(o).site {
        AllocSite::Clone { key, method, .. } => key.dir == crate::heap::CloneDir::Arg && method == method_name,
        _ => heap.object(o).kind == ObjectKind::Unknown,
    };
    heap.points_to(formal).iter().copied().filter(|t| copy(t.obj)).collect()
}

fn verdict(r: Result<(), String>) -> (Verdict, String) {
    match r {
        Ok(()) => (Verdict::Reuse, "no object reachable from it escapes".into()),
        Err(why) => (Verdict::Escapes, why),
    }
}

/// An invoke whose pointer result is used.
fn result_used(s: &CallSite) -> bool {
    // SAFETY: use-list query on the live call.
    s.kind == IntrinsicKind::Invoke && ir::is_pointer(s.ret) && !unsafe { llvm_sys::core::LLVMGetFirstUse(s.call) }.is_null()
}

/// Which end of the call a graph lives on.
enum Side {
    /// In the remote method: its frame's locals may hold the graph.
    Server {
        /// The method.
        method: LLVMValueRef,
        /// The method and every function it may call (their allocas die with the call).
        frame: HashSet<LLVMValueRef>,
        /// Being returned does not count (the graph is freed after the reply).
        returned_ok: bool,
        /// The server's result slots of a struct the method returns through memory (as
        /// for `Reply`): storing into one is returning.
        slots: BTreeSet<ObjectId>,
        /// As for `Reply`: a local of another function that none of these is cannot
        /// hold the received graph ([`reply::private_slot`]).
        locals: std::rc::Rc<BTreeSet<ObjectId>>,
    },
    /// In the remote method, the graph it returns: like `Server`, but returning it is the
    /// reply and `free` does not keep it.
    Reply {
        /// The method.
        method: LLVMValueRef,
        /// As for `Server`.
        frame: HashSet<LLVMValueRef>,
        /// The server's result slots of a struct returned through memory (one object per
        /// remote call site): locals of the server function, dead once the reply is
        /// marshaled, so the pointers they hold do not keep the graph.
        slots: BTreeSet<ObjectId>,
        /// The remote objects (`self` of every remote method): the node keeps them.
        selves: BTreeSet<ObjectId>,
        /// The locals that memory outside the stack leads to ([`reply::reached_locals`]).
        locals: std::rc::Rc<BTreeSet<ObjectId>>,
        /// How many levels of heap objects that hold a pointer into the graph but are dead
        /// once the method returns do not keep it ([`reply::dead_holder`]): a holder is
        /// dead when what holds it is, down to this depth (0: none counts).
        holders: u8,
    },
    /// At the caller: the result graph of `call`, in `caller`.
    Client {
        /// The function holding the call site.
        caller: LLVMValueRef,
        /// The call.
        call: LLVMValueRef,
        /// Every function that may call `caller` ([`call_graph::CallGraph::callers_of`]).
        callers: HashSet<LLVMValueRef>,
    },
}

/// `Err(why)` when the caller may run again while an earlier result is in use: it is
/// recursive; or it is, or is called from, a remote method (a thread waiting for a reply
/// serves call-backs, which may run it again) or a function whose address is taken
/// (unknown code, e.g. a qsort comparator, may call it).
fn client_reentry(caller: LLVMValueRef, side: &Side, sites: &[CallSite]) -> Result<(), String> {
    let Side::Client { callers, .. } = side else { return Ok(()) };
    let name = ir::name(caller);
    if callers.contains(&caller) {
        return Err(format!("{name} may call itself (recursion), so a later call could refill a result still in use"));
    }
    let mut above: Vec<LLVMValueRef> = callers.iter().copied().collect();
    above.push(caller);
    above.sort_by_key(|f| ir::name(*f));
    if let Some(m) = above.iter().find(|f| sites.iter().any(|s| s.method == **f)) {
        return Err(format!(
            "{name} runs in the remote method {}, so a call-back served while a remote call waits could run it again and refill a result still in use",
            ir::name(*m)
        ));
    }
    if let Some(f) = above.iter().find(|f| client::address_taken(**f)) {
        return Err(format!("the address of {} is taken, so code the analysis does not see may run {name} again while the result is in use", ir::name(*f)));
    }
    Ok(())
}

/// `Err(why)` when an object of `g` may escape.
fn escapes(heap: &HeapAnalysis, scan: &ModuleScan, g: &BTreeSet<ObjectId>, side: &Side) -> Result<(), String> {
    if g.is_empty() {
        return Ok(());
    }
    let leak = |pred: &dyn Fn(&LeakKind) -> bool| scan.leaks.iter().find(|l| pred(&l.kind) && l.values.iter().any(|v| hits(heap.points_to(*v), g)));
    // Escaped objects first: their fields then hold unknown memory too.
    if g.iter().any(|o| heap.object(*o).escaped && heap.object(*o).kind != ObjectKind::Unknown) {
        return Err(match leak(&|k| matches!(k, LeakKind::External(_))) {
            Some(l) => format!("passed to the external function '{}'{}", callee_name(&l.kind), place(l.inst)),
            None => "reachable by code outside the module".into(),
        });
    }
    if let Some(&o) = g.iter().find(|o| heap.object(**o).kind == ObjectKind::Unknown) {
        return Err(format!("it may point to {}", describe(heap, o)));
    }
    if let Some(l) = leak(&|k| matches!(k, LeakKind::Free(_))).filter(|_| !matches!(side, Side::Reply { .. })) {
        if !l.values.iter().any(|v| loaded(*v)) {
            return Err(format!("passed to {}{}", callee_name(&l.kind), place(l.inst)));
        }
        // The freed pointer is read from memory (the points-to sets do not tell this
        // call's objects from those an earlier call left there): a store that keeps the
        // graph is the plainer reason.
        stored_outside(heap, scan, g, side)?;
        return Err(format!(
            "a pointer loaded from memory that may hold an object of it (also one kept by an earlier call) is passed to {}{}",
            callee_name(&l.kind),
            place(l.inst)
        ));
    }
    if let Some(l) = leak(&|k| matches!(k, LeakKind::Thread(_))) {
        return Err(format!("handed to another thread by {}{}", callee_name(&l.kind), place(l.inst)));
    }
    stored_outside(heap, scan, g, side)?;
    // An address whose integer only feeds arithmetic, compares and printing keeps nothing.
    let held_int = |l: &&Leak| l.kind == LeakKind::PtrToInt && l.values.iter().any(|v| hits(heap.points_to(*v), g)) && int_uses::may_become_pointer(l.inst);
    if let Some(l) = scan.leaks.iter().find(held_int) {
        return Err(format!("converted to an integer{}", place(l.inst)));
    }
    if g.iter().any(|o| heap.debug().exposed.binary_search(o).is_ok()) {
        let d = heap.debug();
        let rebuilt = d.laundered_int_to_ptr.first().map(|&i| place(i)).unwrap_or_default();
        return Err(format!("its address is exposed as data, and a pointer may be rebuilt from data{rebuilt}"));
    }
    // Text on a stream comes back only by being parsed, which the `exposed` check above
    // covers; text in a buffer stays in the process's memory.
    if let Some(l) = leak(&|k| matches!(k, LeakKind::Text(n) if !STREAM_PRINTS.contains(&n.as_str()))) {
        return Err(format!("formatted as text by {}{} (it can be read back)", callee_name(&l.kind), place(l.inst)));
    }
    let written = |v: &LLVMValueRef| heap.points_to(*v).iter().any(|t| heap.fields(t.obj).iter().any(|(_, ts)| hits(ts, g)));
    if let Some(l) = scan.leaks.iter().find(|l| matches!(l.kind, LeakKind::Output(_)) && l.values.iter().any(written)) {
        return Err(format!("its address is written out by {}{} (it can be read back)", callee_name(&l.kind), place(l.inst)));
    }
    match side {
        Side::Server { method, returned_ok: false, .. } => {
            let name = ir::name(*method);
            if let Some(l) = leak(&|k| *k == LeakKind::Return(name.clone())) {
                return Err(format!("returned by {name}{} (the reply is marshaled from it after the method returns)", place(l.inst)));
            }
        }
        Side::Server { returned_ok: true, .. } | Side::Reply { .. } => {}
        Side::Client { .. } => {
            if let Some(l) = leak(&|k| matches!(k, LeakKind::Return(_))) {
                return Err(format!("returned by {}{}", callee_name(&l.kind), place(l.inst)));
            }
            if let Some(l) = leak(&|k| *k == LeakKind::Merge) {
                return Err(format!("merged by a phi or select{} (it may be kept until the next call)", place(l.inst)));
            }
        }
    }
    Ok(())
}

/// printf-family functions that write their text to a stream, not into memory.
const STREAM_PRINTS: &[&str] = &["printf", "fprintf", "dprintf", "vprintf", "vfprintf", "vdprintf", "syslog", "__printf_chk", "__fprintf_chk"];

/// Whether `v` (casts stripped) is a load: a pointer read from memory.
fn loaded(v: LLVMValueRef) -> bool {
    let v = ir::strip_casts(v);
    ir::is_instruction(v) && ir::opcode(v) == llvm_sys::LLVMOpcode::LLVMLoad
}

fn callee_name(k: &LeakKind) -> &str {
    match k {
        LeakKind::Free(n) | LeakKind::Thread(n) | LeakKind::External(n) | LeakKind::Return(n) | LeakKind::Text(n) | LeakKind::Output(n) => n,
        LeakKind::PtrToInt | LeakKind::Merge => "",
    }
}

/// Fails when a field of an object outside `g` may hold a pointer into `g`.
fn stored_outside(heap: &HeapAnalysis, scan: &ModuleScan, g: &BTreeSet<ObjectId>, side: &Side) -> Result<(), String> {
    for p in heap.objects() {
        if g.contains(&p.id) || p.kind == ObjectKind::Unknown || is_frame_local(p, side) {
            continue;
        }
        if !heap.fields(p.id).iter().any(|(_, ts)| hits(ts, g)) {
            continue;
        }
        if reply::not_keeping(heap, scan, p, side) {
            continue;
        }
        let at = scan
            .writes
            .iter()
            .find(|w| w.value_addr.is_some_and(|(v, a)| hits(heap.points_to(v), g) && writes_into(heap, a, p)))
            .map(|w| place(w.inst))
            .unwrap_or_default();
        let into = match side {
            Side::Server { method, slots, .. } if slots.contains(&p.id) => {
                let name = ir::name(*method);
                return Err(format!("returned by {name} in its struct result{at} (the reply is marshaled from it after the method returns)"));
            }
            Side::Server { method, .. } | Side::Reply { method, .. }
                if self_param(*method).is_some_and(|s| hits(heap.points_to(s), &BTreeSet::from([p.id]))) =>
            {
                format!("self ({})", describe(heap, p.id))
            }
            _ => describe(heap, p.id),
        };
        return Err(format!("stored into {into}{at}"));
    }
    Ok(())
}

/// The `self` parameter of a remote method: the first, or the second after an `sret`
/// result slot.
fn self_param(method: LLVMValueRef) -> Option<LLVMValueRef> {
    let k = usize::from(ir::param_has_attr(method, 0, "sret"));
    ir::params(method).get(k).copied()
}

/// Whether the address `a` may name a location of `p` (a global used directly as the
/// address has no points-to set of its own).
fn writes_into(heap: &HeapAnalysis, a: LLVMValueRef, p: &crate::heap::AbstractObject) -> bool {
    heap.points_to(a).iter().any(|t| t.obj == p.id) || p.site == AllocSite::Global(ir::strip_casts(a))
}

/// A local (alloca) that cannot hold the graph once it could be reused. Server: of the
/// method or of a function it may call (it dies with the call). Client: of the caller,
/// dead when the call runs again ([`client::live_at`]); of another function, one that
/// cannot call the caller (its frame is gone by then).
fn is_frame_local(p: &crate::heap::AbstractObject, side: &Side) -> bool {
    let (AllocSite::Instruction(i), ObjectKind::Stack) = (&p.site, &p.kind) else { return false };
    let owner = ir::parent_function(*i);
    match side {
        Side::Server { frame, .. } | Side::Reply { frame, .. } => frame.contains(&owner),
        Side::Client { caller, call, callers } if owner == *caller => !client::live_at(*i, *call),
        Side::Client { callers, .. } => !callers.contains(&owner),
    }
}
