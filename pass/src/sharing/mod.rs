//! Cycle-and-sharing analysis per remote call site (DESIGN.md "Analyses" 3;
//! the paper's §3.2, which asks only about cycles).
//!
//! For each call site and each direction (the arguments, the result) it decides whether
//! the handle table can be dropped. That is sound only when no run-time object of the
//! graph can be reached twice: the abstract graph reachable from the roots is acyclic,
//! no object is the target of two roots or of a root and a field, and every write of a
//! pointer to a graph object into a graph object is a fresh allocation stored once
//! ([`fresh`]). Anything else keeps the table (also unknown code, copies received from
//! another remote call, memcpy of pointers): preserving aliasing is the semantics.
//! Each [`Decision`] carries its reason in source terms.
//!
//! Why a list built by prepending (`n->next = head; head = n`) keeps the table, like a
//! cyclic one: its one allocation site points to itself (`next` may point to its own
//! site: the abstract graph has a cycle), and the store `n->next = head` writes `head`,
//! a pointer that is not a fresh allocation, so nothing shows that no node is reached
//! twice (`n->next = n` or two lists sharing a tail give the same abstract graph).
//!
//! Entry: [`Sharing`] (asked through the context) or [`analyse`]; printer: [`print`] (`print<cormi-sharing>`); remarks: [`remarks`].

pub mod fresh;
pub mod graph;
pub mod locals;
pub mod print;
pub mod remarks;
pub mod writes;

#[cfg(test)]
pub(crate) mod tests;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::discovery::{CallSite, Discovery, IntrinsicKind};
use crate::heap::{AllocSite, HeapAnalysis, ObjectId, ObjectKind, Target};
use crate::module_scan::{ModuleScan, WriteKind};
use fresh::Fresh;
use graph::{describe, describe_field, field_to, hits, place};
use llvm_sys::prelude::LLVMValueRef;
use petgraph::graphmap::DiGraphMap;
use std::collections::BTreeSet;
use std::fmt;
use writes::WritesInto;

/// Which graph of a call: the arguments (one graph for all of them) or the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Direction {
    /// The request: every argument after `self`.
    Args,
    /// The reply: the method's result.
    Result,
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Args => "args",
            Direction::Result => "result",
        })
    }
}

/// The handle-table decision for one direction of one call site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No two pointers of the graph can reach one object: no handle table.
    Drop,
    /// Sharing or cycles are possible (or not ruled out): keep the table.
    Keep,
    /// No pointer graph crosses the wire in this direction.
    NoGraph,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Drop => "drop",
            Verdict::Keep => "keep",
            Verdict::NoGraph => "none",
        })
    }
}

/// One decision: a call site, a direction, the verdict and why (source terms).
#[derive(Clone, Debug)]
pub struct Decision {
    /// The call instruction (for remarks).
    pub call: LLVMValueRef,
    /// `caller#ordinal` ([`CallSite::label`]).
    pub site: String,
    /// The remote method (or constructor).
    pub method: String,
    /// Arguments or result.
    pub dir: Direction,
    /// Drop, keep, or no graph.
    pub verdict: Verdict,
    /// Why, e.g. "field +0 of the object allocated at list.c:12 (malloc) may point to its
    /// own allocation site".
    pub reason: String,
}

/// The decisions for every discovered call site (an [`Analysis`]: computed once per run).
#[derive(Clone, Debug, Default)]
pub struct Sharing {
    /// Both directions of every site, sorted by (caller, ordinal, direction).
    pub decisions: Vec<Decision>,
    /// Work done: the writes tested against a graph, summed over all graphs (only writes
    /// into a graph's objects are; a measure for tests, not part of the decisions).
    pub writes_tested: usize,
}

impl Analysis for Sharing {
    const NAME: &'static str = "sharing";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let found = cx.get::<Discovery>()?;
        let heap = cx.get::<HeapAnalysis>()?;
        let scan = cx.get::<ModuleScan>()?;
        let (decisions, writes_tested) = analyse_counted(cx.raw_module(), &found.sites, &heap, &scan);
        Ok(Sharing { decisions, writes_tested })
    }
}

/// Both directions of every site, sorted by (caller, ordinal, direction). `module` is the
/// module `heap` analysed and `scan` scanned.
pub fn analyse(module: llvm_sys::prelude::LLVMModuleRef, sites: &[CallSite], heap: &HeapAnalysis, scan: &ModuleScan) -> Vec<Decision> {
    analyse_counted(module, sites, heap, scan).0
}

/// [`analyse`] and the number of writes tested against a graph ([`Sharing::writes_tested`]).
fn analyse_counted(module: llvm_sys::prelude::LLVMModuleRef, sites: &[CallSite], heap: &HeapAnalysis, scan: &ModuleScan) -> (Vec<Decision>, usize) {
    let fresh = Fresh::new(module, heap, scan);
    let into = WritesInto::new(heap, scan);
    let mut tested = 0;
    let mut sorted: Vec<&CallSite> = sites.iter().collect();
    sorted.sort_by(|a, b| (&a.caller_name, a.ordinal).cmp(&(&b.caller_name, b.ordinal)));
    let mut out = Vec::new();
    for site in sorted {
        for dir in [Direction::Args, Direction::Result] {
            let (verdict, reason) = match roots(site, heap, dir) {
                Err(why) => (Verdict::NoGraph, why),
                Ok(roots) => match decide(heap, scan, &fresh, &into, &roots, &mut tested) {
                    Ok(why) => (Verdict::Drop, why),
                    Err(why) => (Verdict::Keep, why),
                },
            };
            out.push(Decision { call: site.call, site: site.label(), method: site.method_name.clone(), dir, verdict, reason });
        }
    }
    (out, tested)
}

/// One root of a graph: its name in reasons ("argument 2", "the result") and its targets.
type Root = (String, Vec<Target>);

/// The roots of `dir` at `site`, or why there is no graph.
fn roots(site: &CallSite, heap: &HeapAnalysis, dir: Direction) -> Result<Vec<Root>, String> {
    let is_ptr = crate::ir::is_pointer;
    match dir {
        Direction::Args => {
            let roots: Vec<Root> = (site.args.iter().enumerate())
                .filter(|(_, a)| is_ptr(a.param_ty) && a.byval.is_none())
                .map(|(k, a)| (format!("argument {}", k + 1), heap.points_to(a.value).to_vec()))
                .collect();
            if roots.is_empty() {
                return Err("no pointer arguments".into());
            }
            Ok(roots)
        }
        Direction::Result if site.kind == IntrinsicKind::Create => Err("the result is a remote reference".into()),
        Direction::Result if !is_ptr(site.ret) => Err("the result is not a pointer".into()),
        // SAFETY: use-list query on the live call.
        Direction::Result if unsafe { llvm_sys::core::LLVMGetFirstUse(site.call) }.is_null() => Err("the result is ignored by the caller (not sent)".into()),
        Direction::Result => Ok(vec![("the result".into(), crate::shape::returned_targets(heap, site.method))]),
    }
}

/// `Ok(why the table can go)` or `Err(why it stays)`.
/// `tested` counts the writes looked at.
fn decide(heap: &HeapAnalysis, scan: &ModuleScan, fresh: &Fresh<'_>, into: &WritesInto, roots: &[Root], tested: &mut usize) -> Result<String, String> {
    let graph = graph::reachable(heap, roots.iter().flat_map(|(_, ts)| ts.iter().copied()));
    if graph.is_empty() {
        return Ok("every pointer is null".into());
    }
    for &o in &graph {
        let obj = heap.object(o);
        if obj.kind == ObjectKind::Unknown {
            return Err("a pointer may point to memory of unknown origin".into());
        }
        if obj.escaped {
            return Err(format!("{} is reachable by code outside the module", describe(heap, o)));
        }
        if matches!(obj.site, AllocSite::Clone { .. }) {
            return Err(format!("{}: sharing among objects received by a remote call is not tracked", describe(heap, o)));
        }
    }
    acyclic(heap, &graph)?;
    roots_unshared(heap, &graph, roots)?;
    let candidates = into.into_graph(&graph);
    *tested += candidates.len();
    writes_fresh(heap, scan, fresh, &candidates, &graph)?;
    Ok("the graph is acyclic and every object in it is referenced once (each pointer to it is a fresh allocation stored once)".into())
}

/// Fails on a cycle of allocation sites (a site pointing to itself included).
fn acyclic(heap: &HeapAnalysis, graph: &BTreeSet<ObjectId>) -> Result<(), String> {
    let mut g: DiGraphMap<u32, ()> = DiGraphMap::new();
    for &p in graph {
        g.add_node(p.0);
        for (_, ts) in heap.fields(p) {
            for t in ts.iter() {
                g.add_edge(p.0, t.obj.0, ());
            }
        }
    }
    for scc in petgraph::algo::tarjan_scc(&g) {
        let mut scc: Vec<ObjectId> = scc.into_iter().map(ObjectId).collect();
        scc.sort();
        let o = scc[0];
        if scc.len() == 1 {
            if let Some(off) = field_to(heap, o, o) {
                return Err(format!(
                    "{} may point to its own allocation site (a list, a tree or a cycle: the analysis cannot tell them apart)",
                    describe_field(heap, o, off)
                ));
            }
        } else {
            return Err(format!("{} and {} may point to each other (a cycle of allocation sites)", describe(heap, o), describe(heap, scc[1])));
        }
    }
    Ok(())
}

/// Fails when an object may be the target of two roots, or of a root and a field.
fn roots_unshared(heap: &HeapAnalysis, graph: &BTreeSet<ObjectId>, roots: &[Root]) -> Result<(), String> {
    for &o in graph {
        let named: Vec<&str> = roots.iter().filter(|(_, ts)| ts.iter().any(|t| t.obj == o)).map(|(n, _)| n.as_str()).collect();
        if named.len() >= 2 {
            return Err(format!("{} and {} may point to the same object, {}", named[0], named[1], describe(heap, o)));
        }
        if let (Some(root), Some(p)) = (named.first(), graph.iter().find(|&&p| field_to(heap, p, o).is_some())) {
            let off = field_to(heap, *p, o).expect("found above");
            return Err(format!("{root} may point to {}, which {} also references", describe(heap, o), describe_field(heap, *p, off)));
        }
    }
    Ok(())
}

/// Fails on any write into the graph of a pointer to a graph object that is not a
/// fresh-once store (loaded pointers, stores in loops, one allocation stored twice,
/// memcpy of pointers, atomics). `candidates`: the writes (ascending) that may write
/// into the graph ([`WritesInto::into_graph`]); the others cannot fail the test.
fn writes_fresh(heap: &HeapAnalysis, scan: &ModuleScan, fresh: &Fresh<'_>, candidates: &[usize], graph: &BTreeSet<ObjectId>) -> Result<(), String> {
    for w in candidates.iter().map(|&k| &scan.writes[k]) {
        let (written, into_graph) = match w.value_addr {
            Some((v, a)) => (graph::first_hit(heap.points_to(v), graph), hits(heap.points_to(a), graph)),
            None => copied(heap, w.inst, graph),
        };
        let (Some(o), true) = (written, into_graph) else { continue };
        let what = describe(heap, o);
        match (&w.kind, w.value_addr) {
            (WriteKind::Store, Some((v, _))) => {
                if let Err(why) = fresh.check(w.inst, v, graph) {
                    return Err(format!("{what} may be referenced twice: the store{} {}", place(w.inst), why.phrase()));
                }
            }
            (WriteKind::Atomic, _) => return Err(format!("{what} may be referenced twice: an atomic operation{} writes a pointer to it", place(w.inst))),
            (WriteKind::Copy(f), _) => return Err(format!("{what} may be referenced twice: {f}{} copies a pointer to it", place(w.inst))),
            (WriteKind::Store, None) => {}
        }
    }
    Ok(())
}

/// For a copying call: the first graph object that any argument's objects point to, and
/// whether any argument points into the graph.
fn copied(heap: &HeapAnalysis, call: LLVMValueRef, graph: &BTreeSet<ObjectId>) -> (Option<ObjectId>, bool) {
    let args = crate::ir::call_args(call);
    let into = args.iter().any(|a| hits(heap.points_to(*a), graph));
    let held = args.iter().flat_map(|a| heap.points_to(*a)).flat_map(|t| heap.fields(t.obj)).flat_map(|(_, ts)| ts.iter());
    let first = held.map(|t| t.obj).find(|o| graph.contains(o));
    (first, into)
}
