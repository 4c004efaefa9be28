//! Pass-through functions: defined functions whose every `ret` returns one parameter
//! unchanged (cJSON's `static void *cast_away_const(const void *p) { return (void *)p; }`,
//! a `T *checked(T *p)` that tests and returns its argument). The analysis is otherwise
//! context-insensitive: the result of every call would be what any caller passed, so a
//! key string given at one call would flow into a tree pointer taken at another (cJSON
//! uses `cast_away_const` for both), and every object reached from either would look as
//! if it could point into the other. At a direct call, the result is that call's own
//! argument instead. The body still runs with its parameters bound as at any call (what
//! else it does is kept), and calls through pointers keep the merged result.
//!
//! Found syntactically in the IR the pass sees (locals still in stack slots): the
//! returned value must be the parameter itself, through pointer casts, phis, selects
//! and stack slots into which only that value is stored; no other operation (a GEP, an
//! integer round trip, a load from memory the function does not own) qualifies.

use super::wrappers::{local_slot, stored_values};
use crate::ir;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};

/// The pass-through functions among `functions`, with the index of the parameter each
/// returns.
pub(crate) fn find(functions: &[LLVMValueRef]) -> HashMap<LLVMValueRef, usize> {
    functions.iter().filter_map(|&f| returned_param(f).map(|k| (f, k))).collect()
}

/// The parameter `f` always returns, if it is a pass-through function.
fn returned_param(f: LLVMValueRef) -> Option<usize> {
    let (_, ret_ty, variadic) = ir::signature(f);
    if variadic || !ir::is_pointer(ret_ty) || ir::blocks(f).is_empty() {
        return None;
    }
    let insts: Vec<LLVMValueRef> = ir::blocks(f).into_iter().flat_map(ir::block_instructions).collect();
    let slots: HashSet<LLVMValueRef> = insts.iter().copied().filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMAlloca && local_slot(i)).collect();
    let params = ir::params(f);
    let mut found = None;
    for r in insts.iter().copied().filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMRet) {
        if ir::num_operands(r) != 1 {
            return None;
        }
        let k = param_of(ir::operand(r, 0), &params, &slots, &mut HashSet::new())?;
        if found.is_some_and(|j| j != k) {
            return None;
        }
        found = Some(k);
    }
    found
}

/// Which parameter `v` always holds: the parameter itself, a pointer cast of it, a phi
/// or select all of whose operands hold it, or a load of a slot into which only it is
/// stored. `seen` breaks cycles of phis (a value on a cycle adds no other source).
fn param_of(v: LLVMValueRef, params: &[LLVMValueRef], slots: &HashSet<LLVMValueRef>, seen: &mut HashSet<LLVMValueRef>) -> Option<usize> {
    let v = ir::strip_casts(v);
    if let Some(k) = params.iter().position(|&p| p == v) {
        return Some(k);
    }
    if !ir::is_instruction(v) || !seen.insert(v) {
        return None;
    }
    let sources: Vec<LLVMValueRef> = match ir::opcode(v) {
        LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => vec![ir::operand(v, 0)],
        LLVMOpcode::LLVMPHI => (0..ir::num_operands(v)).map(|k| ir::operand(v, k)).collect(),
        LLVMOpcode::LLVMSelect => vec![ir::operand(v, 1), ir::operand(v, 2)],
        LLVMOpcode::LLVMLoad if slots.contains(&ir::operand(v, 0)) => stored_values(ir::operand(v, 0)),
        _ => return None,
    };
    let mut found = None;
    for s in sources {
        // A phi operand on a cycle back to a value already followed adds no source.
        if ir::is_instruction(s) && seen.contains(&s) {
            continue;
        }
        let k = param_of(s, params, slots, seen)?;
        if found.is_some_and(|j| j != k) {
            return None;
        }
        found = Some(k);
    }
    found
}
