//! "Each pointer to this object is a fresh allocation stored once" (DESIGN.md, Analyses 3):
//! the one store of a fresh pointer into an argument graph. A store is *fresh-once* when
//! its value is, up to casts and zero-offset GEPs, the result of an allocation call or of
//! a call of a function that returns only fresh allocations it does not store itself; no
//! other store into the graph writes that same call's result; and the store cannot run
//! twice without the call running again in between (no loop around the store that avoids
//! the call). Then every execution of the call gives a new object and at most one graph
//! slot ever receives it. Locals of unoptimised IR are seen through ([`super::locals`]).

use crate::heap::layout::Layout;
use crate::heap::{AllocSite, HeapAnalysis, ObjectId};
use crate::ir;
use crate::module_scan::{ModuleScan, WriteKind};
use llvm_sys::core::LLVMGetInstructionParent;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap, HashSet};

/// Why a store into a graph is not a fresh-once store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotFresh {
    /// The stored pointer is not a fresh allocation (a loaded pointer, a parameter, a phi...).
    NotAllocation,
    /// The same allocation is stored into the graph by two stores.
    StoredTwice,
    /// The store sits in a loop that does not allocate again.
    InLoop,
}

impl NotFresh {
    /// The reason as a phrase after "the store at L ...".
    pub fn phrase(&self) -> &'static str {
        match self {
            NotFresh::NotAllocation => "stores a pointer that is not a fresh allocation",
            NotFresh::StoredTwice => "stores an allocation that another store also puts into the graph",
            NotFresh::InLoop => "stores one allocation repeatedly (it is in a loop that does not allocate again)",
        }
    }
}

/// The fresh-once test over one module (memoises which functions return fresh objects).
pub struct Fresh<'a> {
    heap: &'a HeapAnalysis,
    scan: &'a ModuleScan,
    layout: Layout,
    returns_fresh: RefCell<HashMap<LLVMValueRef, bool>>,
    /// Stripped written value -> the writes (indices into `scan.writes`) that write it.
    by_source: HashMap<LLVMValueRef, Vec<usize>>,
}

impl<'a> Fresh<'a> {
    /// The test for `module`, analysed by `heap` and scanned by `scan`.
    pub fn new(module: LLVMModuleRef, heap: &'a HeapAnalysis, scan: &'a ModuleScan) -> Fresh<'a> {
        let mut f = Fresh { heap, scan, layout: Layout::of(module), returns_fresh: RefCell::new(HashMap::new()), by_source: HashMap::new() };
        for (k, w) in scan.writes.iter().enumerate() {
            if let Some((v, _)) = w.value_addr {
                let src = f.strip(v);
                f.by_source.entry(src).or_default().push(k);
            }
        }
        f
    }

    /// The writes whose value is `src` up to casts.
    fn writes_of(&self, src: LLVMValueRef) -> impl Iterator<Item = &crate::module_scan::Write> {
        self.by_source.get(&src).into_iter().flatten().map(|&k| &self.scan.writes[k])
    }

    /// Whether `store` (a plain store of `value`) is the fresh-once store of its value into
    /// `graph` (the objects whose slots count).
    pub fn check(&self, store: LLVMValueRef, value: LLVMValueRef, graph: &BTreeSet<ObjectId>) -> Result<(), NotFresh> {
        let src = self.strip(value);
        if !self.is_fresh_source(src, &mut HashSet::new()) {
            return Err(NotFresh::NotAllocation);
        }
        let into_graph = self.writes_of(src).filter(|w| match (&w.kind, w.value_addr) {
            (WriteKind::Store, Some((_, a))) => super::graph::hits(self.heap.points_to(a), graph),
            _ => false,
        });
        if into_graph.count() != 1 {
            return Err(NotFresh::StoredTwice);
        }
        if repeats_without(store, src) {
            return Err(NotFresh::InLoop);
        }
        Ok(())
    }

    /// `v` without bitcasts, address-space casts, zero-offset GEPs and loads of one-store
    /// locals ([`super::locals`]).
    pub fn strip(&self, mut v: LLVMValueRef) -> LLVMValueRef {
        for _ in 0..64 {
            if !is_instruction(v) {
                return v;
            }
            match ir::opcode(v) {
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => v = ir::operand(v, 0),
                LLVMOpcode::LLVMGetElementPtr if self.layout.gep_offset(v) == Some(0) => v = ir::operand(v, 0),
                LLVMOpcode::LLVMLoad => match super::locals::loaded_value(v) {
                    Some(x) => v = x,
                    None => return v,
                },
                _ => return v,
            }
        }
        v
    }

    /// An allocation call (its points-to set is only its own object) or a call of a
    /// function that returns only fresh sources it never stores.
    fn is_fresh_source(&self, v: LLVMValueRef, visiting: &mut HashSet<LLVMValueRef>) -> bool {
        if !is_instruction(v) || !matches!(ir::opcode(v), LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke) {
            return false;
        }
        let pts = self.heap.points_to(v);
        let own = |o: ObjectId| matches!(self.heap.object(o).site, AllocSite::Instruction(i) if i == v);
        if !pts.is_empty() && pts.iter().all(|t| own(t.obj)) {
            return true;
        }
        match ir::direct_callee(v) {
            Some(f) if ir::is_defined(f) => self.function_returns_fresh(f, visiting),
            _ => false,
        }
    }

    fn function_returns_fresh(&self, f: LLVMValueRef, visiting: &mut HashSet<LLVMValueRef>) -> bool {
        if let Some(&known) = self.returns_fresh.borrow().get(&f) {
            return known;
        }
        if !visiting.insert(f) {
            return false;
        }
        let rets: Vec<LLVMValueRef> = ir::blocks(f)
            .into_iter()
            .flat_map(ir::block_instructions)
            .filter(|i| ir::opcode(*i) == LLVMOpcode::LLVMRet && ir::num_operands(*i) == 1)
            .map(|i| self.strip(ir::operand(i, 0)))
            .collect();
        let fresh = !rets.is_empty() && rets.iter().all(|s| self.is_fresh_source(*s, visiting) && !self.stored_anywhere(*s));
        visiting.remove(&f);
        self.returns_fresh.borrow_mut().insert(f, fresh);
        fresh
    }

    /// Whether any write of the module stores `src` (up to casts).
    fn stored_anywhere(&self, src: LLVMValueRef) -> bool {
        self.writes_of(src).any(|w| !super::locals::is_local_init(w.inst))
    }
}

fn is_instruction(v: LLVMValueRef) -> bool {
    // SAFETY: type query on a live value.
    unsafe { !llvm_sys::core::LLVMIsAInstruction(v).is_null() }
}

/// Whether `store` can run again without `src` running in between: a path from the
/// store's block back to itself that avoids `src`'s block. Same block: `src` comes first
/// (SSA), so every re-run of the store re-runs it.
fn repeats_without(store: LLVMValueRef, src: LLVMValueRef) -> bool {
    // SAFETY: CFG queries on live instructions of one function.
    unsafe {
        let (b, a) = (LLVMGetInstructionParent(store), LLVMGetInstructionParent(src));
        if a == b {
            return false;
        }
        let mut seen: HashSet<LLVMBasicBlockRef> = HashSet::new();
        let mut stack = ir::block_successors(b);
        while let Some(x) = stack.pop() {
            if x == b {
                return true;
            }
            if x == a || !seen.insert(x) {
                continue;
            }
            stack.extend(ir::block_successors(x));
        }
        false
    }
}
