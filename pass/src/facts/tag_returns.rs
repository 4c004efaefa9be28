//! What the program's functions leave in the objects they return: the constants (or
//! parameters) known at every `return` in the bytes of the returned object, as
//! [`super::tag_flow`] finds them (`Ast *mk(NK k) { Ast *a = calloc(1, sizeof *a); a->k =
//! k; return a; }` returns an object whose 4 bytes at 0 hold its parameter 0). A call
//! `mk(N_BIN)` then ties the pointers stored into its result to `N_BIN` like a tag
//! stored beside them.
//!
//! Likewise what a function leaves in the objects its pointer parameters point to
//! (`static void mark_text(Val *v) { v->tag = V_TEXT; }`): a call `mark_text(&v[i])`
//! after `v[i].u.text = s` ties the pointer to `V_TEXT` like a tag stored beside it.
//!
//! A `return NULL` describes no object and is left out of the meet. A function's facts use
//! those of the functions it calls as found so far: the module is walked twice, so a
//! wrapper of a wrapper (`mk_bin(l, r)` calling `mk(N_BIN)`) has its callee's facts.

use super::fresh::Fresh;
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

/// Per function that returns a pointer: what is known in the object it returns; per
/// function with pointer parameters: what is known, when it returns, in the objects they
/// point to.
#[derive(Clone, Debug, Default)]
pub struct TagReturns {
    by_function: HashMap<LLVMValueRef, Vec<Returned>>,
    /// (parameter index, fact relative to the parameter's pointer).
    by_param: HashMap<LLVMValueRef, Vec<(usize, Returned)>>,
    /// The objects no call can reach.
    fresh: Fresh,
}

impl TagReturns {
    /// Finds the facts of every defined function of `module` returning a pointer.
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis, layout: &Layout) -> TagReturns {
        let defined: Vec<LLVMValueRef> = ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)).collect();
        let fresh = Fresh::of(module);
        let mut out = TagReturns { fresh: fresh.clone(), ..TagReturns::default() };
        for _ in 0..2 {
            let mut next = TagReturns { fresh: fresh.clone(), ..TagReturns::default() };
            for &f in &defined {
                let returning = returns_pointer(f);
                let has_params = ir::params(f).iter().any(|&p| ir::is_pointer(ir::type_of(p)));
                if !returning && !has_params {
                    continue;
                }
                let flow = TagFlow::of(heap, layout, &out, f);
                let facts = if returning { returned_facts(&flow, f) } else { Vec::new() };
                if !facts.is_empty() {
                    next.by_function.insert(f, facts);
                }
                let params = if has_params { param_facts(&flow, f) } else { Vec::new() };
                if !params.is_empty() {
                    next.by_param.insert(f, params);
                }
            }
            out = next;
        }
        out
    }

    /// What `f` leaves in the objects its pointer parameters point to when it returns:
    /// (parameter index, fact relative to the parameter's pointer).
    pub fn of_params(&self, f: LLVMValueRef) -> &[(usize, Returned)] {
        self.by_param.get(&f).map(Vec::as_slice).unwrap_or_default()
    }

    /// The objects no call can reach.
    pub fn fresh(&self) -> &Fresh {
        &self.fresh
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
fn returned_facts(flow: &TagFlow<'_>, f: LLVMValueRef) -> Vec<Returned> {
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

/// The facts at every `return` of `f` about the objects its pointer parameters point to
/// (through the parameter itself, or the stack slot -O0 keeps it in, which holds nothing
/// else), relative to the parameter (empty when one return knows nothing).
fn param_facts(flow: &TagFlow<'_>, f: LLVMValueRef) -> Vec<(usize, Returned)> {
    let mut bases: Vec<(Base, usize)> = Vec::new();
    for (k, &p) in ir::params(f).iter().enumerate().filter(|(_, &p)| ir::is_pointer(ir::type_of(p))) {
        bases.push((Base::Value(p), k));
        for u in ir::users(p) {
            let slot = ir::operand(u, 1);
            if ir::opcode(u) == LLVMOpcode::LLVMStore && ir::operand(u, 0) == p && super::tag_flow::holds_only(slot, p) {
                bases.push((Base::Slot(slot), k));
            }
        }
    }
    if bases.is_empty() {
        return Vec::new();
    }
    let mut meet: Option<Vec<(usize, Returned)>> = None;
    for bb in ir::blocks(f) {
        let insts = ir::block_instructions(bb);
        for (k, &i) in insts.iter().enumerate() {
            if ir::opcode(i) != LLVMOpcode::LLVMRet {
                continue;
            }
            let here: Vec<(usize, Returned)> = flow
                .before(bb, &insts, k)
                .into_iter()
                .filter_map(|x| bases.iter().find(|(b, _)| *b == x.base).map(|&(_, p)| (p, Returned { off: x.off, size: x.size, value: x.value })))
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
