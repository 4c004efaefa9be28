//! Where a remote reference comes from, when its function shows it: the `cormi_create`
//! calls whose result can reach a value through SSA (phi, select) and through stack
//! slots that are only loaded and stored, apart from lifetime markers (a local `cormi_ref a = cormi_create(...)`, as
//! clang emits it before optimisation). Anything else (a parameter, a load from the
//! heap, a global or an array element, a call's result) hides the origin.

use crate::ir;
use llvm_sys::core::{LLVMGetFirstUse, LLVMGetNextUse, LLVMGetUser, LLVMIsAAllocaInst, LLVMIsALoadInst, LLVMIsAStoreInst};
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeSet, HashSet};

/// The create calls (among `creates`) that `value` can be the result of, or `None` when
/// some value it can be has an origin this function does not show.
pub fn origins(value: LLVMValueRef, creates: &HashSet<LLVMValueRef>) -> Option<BTreeSet<LLVMValueRef>> {
    let mut out = BTreeSet::new();
    let mut seen = HashSet::new();
    walk(value, creates, &mut seen, &mut out).then_some(out)
}

/// Adds the origins of `v` to `out`; false when one is hidden.
fn walk(v: LLVMValueRef, creates: &HashSet<LLVMValueRef>, seen: &mut HashSet<LLVMValueRef>, out: &mut BTreeSet<LLVMValueRef>) -> bool {
    if !seen.insert(v) {
        return true;
    }
    if creates.contains(&v) {
        out.insert(v);
        return true;
    }
    // SAFETY: kind queries on live values.
    if unsafe { LLVMIsALoadInst(v).is_null() } {
        // SAFETY: a kind query on a live value.
        let instruction = unsafe { !llvm_sys::core::LLVMIsAInstruction(v).is_null() };
        return match instruction.then(|| ir::opcode(v)) {
            Some(LLVMOpcode::LLVMPHI) => incoming(v).into_iter().all(|x| walk(x, creates, seen, out)),
            Some(LLVMOpcode::LLVMSelect) => [1, 2].into_iter().all(|k| walk(ir::operand(v, k), creates, seen, out)),
            _ => false,
        };
    }
    let slot = ir::operand(v, 0);
    match slot_stores(slot) {
        Some(stored) => stored.into_iter().all(|x| walk(x, creates, seen, out)),
        None => false,
    }
}

/// The values stored into `slot`, when it is an `alloca` used only as the address of
/// loads and stores (never stored itself, passed or offset); `None` otherwise.
fn slot_stores(slot: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    // SAFETY: kind and use-list queries on live values.
    unsafe {
        if LLVMIsAAllocaInst(slot).is_null() {
            return None;
        }
        let mut stored = Vec::new();
        let mut u = LLVMGetFirstUse(slot);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if !LLVMIsAStoreInst(user).is_null() && ir::operand(user, 1) == slot && ir::operand(user, 0) != slot {
                stored.push(ir::operand(user, 0));
            } else if LLVMIsALoadInst(user).is_null() && !is_lifetime_marker(user) {
                return None;
            }
            u = LLVMGetNextUse(u);
        }
        Some(stored)
    }
}

/// `llvm.lifetime.start/end` (what clang emits around locals when optimising).
fn is_lifetime_marker(i: LLVMValueRef) -> bool {
    ir::is_call(i) && ir::direct_callee(i).is_some_and(|f| ir::name(f).starts_with("llvm.lifetime."))
}

/// The incoming values of a phi.
fn incoming(phi: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `phi` is a live phi; indices stay below its incoming count.
    unsafe { (0..llvm_sys::core::LLVMCountIncoming(phi)).map(|k| llvm_sys::core::LLVMGetIncomingValue(phi, k)).collect() }
}
