//! The module's call graph for the escape analysis: direct calls, indirect calls
//! through the function targets the heap analysis found for the called pointer, and the
//! comparators that the library's sorting and searching functions call before they
//! return ([`SYNC_CALLBACKS`]). Built
//! once per analysis; the server side asks which functions run inside a remote method
//! (their stack slots die with the call), the client side which functions may call a
//! caller (they may run it again while a result is in use).

use crate::heap::{AllocSite, HeapAnalysis};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use petgraph::graphmap::DiGraphMap;
use petgraph::visit::{Dfs, Reversed, Walker};
use std::collections::HashSet;

/// Library functions that call the function passed as the given argument only before
/// they return: the callback runs inside the caller's call, as a direct callee would.
const SYNC_CALLBACKS: &[(&str, usize)] = &[("qsort", 3), ("qsort_r", 3), ("bsearch", 4), ("lfind", 4), ("lsearch", 4)];

/// Caller -> callee edges from every defined function (callees may be declarations).
pub struct CallGraph {
    edges: DiGraphMap<LLVMValueRef, ()>,
}

impl CallGraph {
    /// Walks every call instruction of `module` once.
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> CallGraph {
        let mut edges = DiGraphMap::new();
        for f in ir::functions(module).into_iter().filter(|f| ir::is_defined(*f)) {
            edges.add_node(f);
            for i in ir::blocks(f).into_iter().flat_map(ir::block_instructions) {
                if !matches!(ir::opcode(i), LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke) {
                    continue;
                }
                match ir::direct_callee(i) {
                    Some(c) => {
                        edges.add_edge(f, c, ());
                        for cb in sync_callbacks(i, c, heap) {
                            edges.add_edge(f, cb, ());
                        }
                    }
                    None => {
                        for t in heap.points_to(ir::called_operand(i)) {
                            if let AllocSite::Function(c) = heap.object(t.obj).site {
                                edges.add_edge(f, c, ());
                            }
                        }
                    }
                }
            }
        }
        CallGraph { edges }
    }

    /// `f` and every defined function it may call, directly or transitively.
    pub fn frame_of(&self, f: LLVMValueRef) -> HashSet<LLVMValueRef> {
        if !self.edges.contains_node(f) {
            return HashSet::new();
        }
        Dfs::new(&self.edges, f).iter(&self.edges).filter(|g| ir::is_defined(*g)).collect()
    }

    /// Every function from which a call chain of at least one call reaches `f` (`f`
    /// itself when it is recursive).
    pub fn callers_of(&self, f: LLVMValueRef) -> HashSet<LLVMValueRef> {
        if !self.edges.contains_node(f) {
            return HashSet::new();
        }
        // Start from f's direct callers, so that f itself is found only through a cycle.
        let reversed = Reversed(&self.edges);
        let mut dfs = Dfs::empty(reversed);
        dfs.stack.extend(self.edges.neighbors_directed(f, petgraph::Direction::Incoming));
        dfs.iter(reversed).collect()
    }
}

/// The defined functions that the library call `i` of `callee` calls back before it
/// returns ([`SYNC_CALLBACKS`]).
fn sync_callbacks(i: LLVMValueRef, callee: LLVMValueRef, heap: &HeapAnalysis) -> Vec<LLVMValueRef> {
    let name = ir::name(callee);
    let Some(&(_, k)) = SYNC_CALLBACKS.iter().find(|(n, _)| *n == name) else { return Vec::new() };
    let Some(&f) = ir::call_args(i).get(k) else { return Vec::new() };
    // A function named directly may have no points-to set of its own.
    let named = ir::strip_casts(f);
    // SAFETY: a type query on a live value.
    if !unsafe { llvm_sys::core::LLVMIsAFunction(named) }.is_null() {
        return vec![named].into_iter().filter(|c| ir::is_defined(*c)).collect();
    }
    heap.points_to(f)
        .iter()
        .filter_map(|t| match heap.object(t.obj).site {
            AllocSite::Function(c) if ir::is_defined(c) => Some(c),
            _ => None,
        })
        .collect()
}

impl crate::context::Analysis for CallGraph {
    const NAME: &'static str = "call-graph";

    fn compute(cx: &crate::context::AnalysisContext<'_, '_>) -> Result<Self, crate::diag::Diagnostics> {
        Ok(CallGraph::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?))
    }
}
