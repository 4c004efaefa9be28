//! What the program's functions leave in the objects they return: the constants (or
//! parameters) known at every `return` in the bytes of the returned object, as
//! [`super::tag_flow`] finds them (`Ast *mk(NK k) { Ast *a = calloc(1, sizeof *a); a->k =
//! k; return a; }` returns an object whose 4 bytes at 0 hold its parameter 0). A call
//! `mk(N_BIN)` then ties the pointers stored into its result to `N_BIN` like a tag
//! stored beside them.
//!
//! A `return NULL` describes no object and is left out of the meet. A function's facts use
//! those of the functions it calls as found so far: the module is walked twice, so a
//! wrapper of a wrapper (`mk_bin(l, r)` calling `mk(N_BIN)`) has its callee's facts.

use super::tag_flow::{Base, TagFlow, TagValue};
use crate::heap::layout::Layout;
use crate::heap::HeapAnalysis;
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::HashMap;

/// One integer known in a returned object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Returned {
    /// Byte offset from the returned pointer.
    pub off: i64,
    /// Bytes.
    pub size: u64,
    /// The value.
    pub value: TagValue,
}

/// Per function that returns a pointer: what is known in the object it returns.
#[derive(Clone, Debug, Default)]
pub struct TagReturns {
    by_function: HashMap<LLVMValueRef, Vec<Returned>>,
}

impl TagReturns {
    /// Finds the facts of every defined function of `module` returning a pointer.
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis, layout: &Layout) -> TagReturns {
        let functions: Vec<LLVMValueRef> = ir::functions(module).into_iter().filter(|&f| ir::is_defined(f) && returns_pointer(f)).collect();
        let mut out = TagReturns::default();
        for _ in 0..2 {
            let mut next = TagReturns::default();
            for &f in &functions {
                let facts = returned_facts(heap, layout, &out, f);
                if !facts.is_empty() {
                    next.by_function.insert(f, facts);
                }
            }
            out = next;
        }
        out
    }

    /// What `f` leaves in the object it returns, if anything is known.
    pub fn of_function(&self, f: LLVMValueRef) -> Option<&[Returned]> {
        self.by_function.get(&f).map(Vec::as_slice)
    }
}

/// Whether `f` returns a pointer.
fn returns_pointer(f: LLVMValueRef) -> bool {
    let (_, ret, _) = ir::signature(f);
    ir::is_pointer(ret)
}

/// The facts at every non-null `return` of `f` about the object it returns, relative to
/// the returned pointer (empty when one return knows nothing).
fn returned_facts(heap: &HeapAnalysis, layout: &Layout, known: &TagReturns, f: LLVMValueRef) -> Vec<Returned> {
    let flow = TagFlow::of(heap, layout, known, f);
    let mut meet: Option<Vec<Returned>> = None;
    for bb in ir::blocks(f) {
        let insts = ir::block_instructions(bb);
        for (k, &i) in insts.iter().enumerate() {
            if ir::opcode(i) != LLVMOpcode::LLVMRet || ir::num_operands(i) != 1 {
                continue;
            }
            let v = ir::operand(i, 0);
            if is_null(v) {
                continue;
            }
            let (base, at) = flow.base_of(v);
            let here: Vec<Returned> = flow
                .before(bb, &insts, k)
                .into_iter()
                .filter(|x| x.base == base && !matches!(x.base, Base::Computed(..)))
                .map(|x| Returned { off: x.off - at, size: x.size, value: x.value })
                .collect();
            meet = Some(match meet {
                None => here,
                Some(m) => m.into_iter().filter(|r| here.contains(r)).collect(),
            });
        }
    }
    meet.unwrap_or_default()
}

/// Whether `v` is a null pointer constant.
fn is_null(v: LLVMValueRef) -> bool {
    // SAFETY: value query on a live value.
    unsafe { !llvm_sys::core::LLVMIsAConstantPointerNull(v).is_null() }
}
