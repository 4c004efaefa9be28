//! Locals that hold one fresh pointer (unoptimised IR: cormicc runs the pass before
//! `mem2reg`, so `T *x = cormi_new(T); p->f = x;` stores a load of the local `x`).
//!
//! A load `L = load ptr, %x` stands for the value `v` of the local's one store `S` when:
//! `%x` is an `alloca` whose every use is a load through it, `S` (the one store into it,
//! not of it) or a lifetime marker; `S` is in the block of `v`'s definition; and `S`
//! dominates `L`. Then `L` reads the latest `S`, which stored the latest `v`.

use crate::ir;
use llvm_sys::core::{LLVMGetEntryBasicBlock, LLVMGetFirstUse, LLVMGetInstructionParent, LLVMGetNextUse, LLVMGetUser, LLVMIsAAllocaInst, LLVMIsAInstruction};
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::HashSet;

/// The value a load of a one-store local reads (see the module docs), if any.
pub fn loaded_value(load: LLVMValueRef) -> Option<LLVMValueRef> {
    if ir::opcode(load) != LLVMOpcode::LLVMLoad {
        return None;
    }
    let slot = ir::strip_casts(ir::operand(load, 0));
    let store = single_store(slot)?;
    let v = ir::operand(store, 0);
    // SAFETY: queries on live instructions of one function.
    unsafe {
        if LLVMIsAInstruction(v).is_null() || LLVMGetInstructionParent(v) != LLVMGetInstructionParent(store) {
            return None;
        }
    }
    dominates(store, load).then_some(v)
}

/// Whether `store` is the one store of a one-store local (the local's initialisation).
pub fn is_local_init(store: LLVMValueRef) -> bool {
    ir::opcode(store) == LLVMOpcode::LLVMStore && single_store(ir::strip_casts(ir::operand(store, 1))) == Some(store)
}

/// The one store into `slot` when it is an alloca used only as loads' and that store's
/// address (and by lifetime markers).
fn single_store(slot: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: use-list walk of a live value.
    unsafe {
        if LLVMIsAAllocaInst(slot).is_null() {
            return None;
        }
        let mut store = None;
        let mut u = LLVMGetFirstUse(slot);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            match ir::opcode(user) {
                LLVMOpcode::LLVMLoad => {}
                LLVMOpcode::LLVMStore if ir::operand(user, 1) == slot && ir::operand(user, 0) != slot && store.is_none() => store = Some(user),
                LLVMOpcode::LLVMCall if ir::direct_callee(user).is_some_and(|f| ir::name(f).starts_with("llvm.lifetime")) => {}
                _ => return None,
            }
            u = LLVMGetNextUse(u);
        }
        store
    }
}

/// Whether instruction `a` dominates instruction `b` (same function): same block with
/// `a` first, or `b`'s block unreachable from the entry without passing `a`'s block.
fn dominates(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    // SAFETY: CFG queries on live instructions of one function.
    unsafe {
        let (ba, bb) = (LLVMGetInstructionParent(a), LLVMGetInstructionParent(b));
        if ba == bb {
            return ir::block_instructions(ba).iter().position(|i| *i == a) < ir::block_instructions(ba).iter().position(|i| *i == b);
        }
        let entry = LLVMGetEntryBasicBlock(ir::parent_function(a));
        if entry == ba {
            return true;
        }
        let mut seen: HashSet<LLVMBasicBlockRef> = HashSet::from([ba]);
        let mut stack = vec![entry];
        while let Some(x) = stack.pop() {
            if x == bb {
                return false;
            }
            if seen.insert(x) {
                stack.extend(ir::block_successors(x));
            }
        }
        true
    }
}
