//! The client side's extra facts (the paper's "return values ... on the client side"): a used result graph is refilled in place by the same thread's next execution
//! of its call site, so besides not escaping to the heap it must be dead by then:
//!
//! - the caller is not re-entered while it runs (no recursion through the call graph,
//!   direct or through function pointers the heap analysis resolved; its address is not
//!   taken, so no unknown code can call it back);
//! - a stack slot of the caller that holds the result is overwritten before any read on
//!   every path from the call back to itself ([`live_at`]; unoptimised IR keeps every
//!   local in such a slot);
//! - a stack slot of another function may hold it only if that function cannot call the
//!   caller (its frame is gone before the call runs again).

use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::HashSet;

/// Whether `f`'s address is used other than as the callee of a call (then code the
/// analysis does not see may call it).
pub(crate) fn address_taken(f: LLVMValueRef) -> bool {
    // SAFETY: use-list walk over a live function.
    unsafe {
        let mut u = LLVMGetFirstUse(f);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            let is_callee = !LLVMIsACallInst(user).is_null() && ir::called_operand(user) == f;
            if !is_callee && !only_in_llvm_tables(user) && !is_thread_start(user, f) {
                return true;
            }
            u = LLVMGetNextUse(u);
        }
        false
    }
}

/// Whether `call` starts a thread running `f` (`pthread_create(t, attr, f, arg)`,
/// `thrd_create(t, f, arg)`): the new thread's first frame, not a re-entry of a thread
/// that is already running it.
fn is_thread_start(call: LLVMValueRef, f: LLVMValueRef) -> bool {
    if !matches!(ir::opcode(call), LLVMOpcode::LLVMCall) {
        return false;
    }
    let args = ir::call_args(call);
    match ir::direct_callee(call).map(ir::name).as_deref() {
        Some("pthread_create") => args.get(2) == Some(&f) && args.iter().filter(|a| **a == f).count() == 1,
        Some("thrd_create") => args.get(1) == Some(&f) && args.iter().filter(|a| **a == f).count() == 1,
        _ => false,
    }
}

/// Whether `v` is a constant used only inside the initializers of `llvm.*` globals
/// (`llvm.global.annotations` of `CORMI_REMOTE`, `llvm.used`), which call nothing.
fn only_in_llvm_tables(v: LLVMValueRef) -> bool {
    // SAFETY: kind and use-list queries on live values.
    unsafe {
        if !LLVMIsAGlobalVariable(v).is_null() {
            return ir::name(v).starts_with("llvm.");
        }
        if LLVMIsAConstant(v).is_null() || !LLVMIsAGlobalValue(v).is_null() {
            return false;
        }
        let mut u = LLVMGetFirstUse(v);
        while !u.is_null() {
            if !only_in_llvm_tables(LLVMGetUser(u)) {
                return false;
            }
            u = LLVMGetNextUse(u);
        }
        true
    }
}

/// Whether the stack slot `slot` (an `alloca` in the same function as `call`) may still
/// be read with the value it held before `call` ran: some path from `call` reaches a
/// load of `slot` before a store to it. A slot used other than as the address of loads
/// and stores is always live (its address is copied).
pub(crate) fn live_at(slot: LLVMValueRef, call: LLVMValueRef) -> bool {
    if !ir::only_loaded_and_stored(slot) {
        return true;
    }
    // SAFETY: instruction and block walks in a live function.
    unsafe {
        let mut seen: HashSet<LLVMBasicBlockRef> = HashSet::new();
        let mut work: Vec<LLVMValueRef> = vec![LLVMGetNextInstruction(call)];
        while let Some(mut i) = work.pop() {
            while !i.is_null() {
                match access(i, slot) {
                    Access::Load => return true,
                    Access::Store => break,
                    Access::None => {}
                }
                if !LLVMIsATerminatorInst(i).is_null() {
                    for k in 0..LLVMGetNumSuccessors(i) {
                        let b = LLVMGetSuccessor(i, k);
                        if seen.insert(b) {
                            work.push(LLVMGetFirstInstruction(b));
                        }
                    }
                }
                i = LLVMGetNextInstruction(i);
            }
        }
        false
    }
}

enum Access {
    Load,
    Store,
    None,
}

/// How instruction `i` touches `slot`.
fn access(i: LLVMValueRef, slot: LLVMValueRef) -> Access {
    match ir::opcode(i) {
        LLVMOpcode::LLVMLoad if ir::operand(i, 0) == slot => Access::Load,
        LLVMOpcode::LLVMStore if ir::operand(i, 1) == slot => Access::Store,
        _ => Access::None,
    }
}
