//! Copies of a C string's bytes: `memcpy(dst, s, strlen(s) + 1)` (or `strlen(s)` bytes),
//! the string builder's append. Such a copy ends at the string's terminator, and every
//! pointer's 8 bytes hold a zero byte (user-space addresses lie below 2^56; a null
//! pointer is all zeros), so it never copies a whole pointer: like `strcpy`, it moves no
//! pointer ([`super::super::libc_models`]). Without this, a source that may also point to
//! other objects (a union's string member, which shares its bytes with a pointer member
//! of another type) would carry their pointers into the char buffer.
//!
//! Matched syntactically, also at -O0 where values pass through local slots: the length
//! is `strlen(p)` plus 0 or 1 (through integer casts), and `p` is the copy's source (the
//! same value, or loads of one local slot that nothing else uses, filled by a single
//! store in the function's entry block, which runs once per call, or by one that
//! dominates the load: the string measured and the string copied are one).

use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;

/// Whether a copy of `len` bytes from `src` copies the bytes of the C string `src` points
/// to and no more (its terminator at most).
pub(crate) fn is_string_copy(src: LLVMValueRef, len: LLVMValueRef) -> bool {
    let Some(measured) = strlen_argument(len) else { return false };
    same_pointer(measured, src)
}

/// `p` when `len` is `strlen(p)`, `strlen(p) + 1` or `1 + strlen(p)`.
fn strlen_argument(len: LLVMValueRef) -> Option<LLVMValueRef> {
    let mut v = through_slot(ir::strip_int_casts(len));
    if ir::is_instruction(v) && ir::opcode(v) == LLVMOpcode::LLVMAdd {
        let (a, b) = (ir::operand(v, 0), ir::operand(v, 1));
        v = match (ir::const_int(a), ir::const_int(b)) {
            (_, Some(0 | 1)) => a,
            (Some(0 | 1), _) => b,
            _ => return None,
        };
        v = through_slot(ir::strip_int_casts(v));
    }
    if !ir::is_call(v) || ir::direct_callee(v).map(ir::name).as_deref() != Some("strlen") {
        return None;
    }
    ir::call_args(v).first().copied()
}

/// Whether `a` and `b` are one pointer value.
fn same_pointer(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    let (a, b) = (through_slot(ir::strip_casts(a)), through_slot(ir::strip_casts(b)));
    a == b
}

/// The value a load reads from a local slot that one store fills and that nothing but
/// loads reads (a parameter or a local before optimisation; lifetime and debug markers
/// aside): the store in the entry block, or one that dominates the load and stores a
/// value made in its own block (`crate::sharing::locals`); else `v` itself.
fn through_slot(v: LLVMValueRef) -> LLVMValueRef {
    if !ir::is_instruction(v) || ir::opcode(v) != LLVMOpcode::LLVMLoad {
        return v;
    }
    if let Some(x) = crate::sharing::locals::loaded_value(v) {
        return x;
    }
    let slot = ir::operand(v, 0);
    if !ir::is_instruction(slot) || ir::opcode(slot) != LLVMOpcode::LLVMAlloca {
        return v;
    }
    let mut stored = None;
    for u in ir::users(slot) {
        match ir::opcode(u) {
            LLVMOpcode::LLVMLoad => {}
            LLVMOpcode::LLVMCall if marker(u) => {}
            LLVMOpcode::LLVMStore if ir::operand(u, 1) == slot && ir::operand(u, 0) != slot && stored.is_none() => stored = Some(ir::operand(u, 0)),
            _ => return v,
        }
    }
    match stored {
        Some(x) if in_entry_block(slot_store(slot)) => x,
        _ => v,
    }
}

/// Whether `call` only marks a slot's lifetime or debug info (`llvm.lifetime.*`,
/// `llvm.dbg.*`).
fn marker(call: LLVMValueRef) -> bool {
    ir::direct_callee(call).map(ir::name).is_some_and(|n| n.starts_with("llvm.lifetime.") || n.starts_with("llvm.dbg."))
}

/// The one store into `slot` (there is exactly one: [`through_slot`] checked).
fn slot_store(slot: LLVMValueRef) -> LLVMValueRef {
    ir::users(slot).into_iter().find(|&u| ir::opcode(u) == LLVMOpcode::LLVMStore).unwrap_or(slot)
}

/// Whether instruction `i` lies in its function's entry block.
fn in_entry_block(i: LLVMValueRef) -> bool {
    // SAFETY: `i` is an instruction of a function of a live module.
    let block = unsafe { llvm_sys::core::LLVMGetInstructionParent(i) };
    ir::blocks(ir::parent_function(i)).first() == Some(&block)
}
