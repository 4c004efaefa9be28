//! Constants: integer values, null-likeness, the bytes of constant C strings.

use super::*;
use llvm_sys::LLVMOpcode;

/// The value of a constant integer (sign-extended), if `v` is one of at most 64 bits.
pub fn const_int(v: LLVMValueRef) -> Option<i64> {
    // SAFETY: the width is read only after checking `v` is a ConstantInt, whose type is an integer
    // type.
    unsafe {
        if LLVMIsAConstantInt(v).is_null() {
            return None;
        }
        let t = LLVMTypeOf(v);
        if LLVMGetIntTypeWidth(t) > 64 {
            return None;
        }
        Some(LLVMConstIntGetSExtValue(v))
    }
}

/// Whether `v` is a constant integer zero or a null pointer.
pub fn is_null_like(v: LLVMValueRef) -> bool {
    // SAFETY: `v` is a live value.
    unsafe { LLVMIsNull(v) != 0 }
}

/// Whether `v` is a constant address where no object can lie: null, or an integer within
/// the first or the last page (x86-64 Linux maps neither for a process). Rust's
/// `NonNull::dangling()` is the alignment (`inttoptr (i64 8 to ptr)`: an empty `Vec`'s
/// buffer) and `Weak::new()` is `usize::MAX`; C's `(T *)1` sentinels likewise.
pub fn is_unmapped_address(v: LLVMValueRef) -> bool {
    const PAGE: i64 = 4096;
    is_null_like(v) || const_int(v).is_some_and(|c| (-PAGE..PAGE).contains(&c))
}

/// Whether `v` is a parameter of a function that is only called directly, every call
/// passing there an unmapped constant address ([`is_unmapped_address`], not null) or such a
/// parameter of its own caller (a few calls deep): Rust's `NonNull::dangling()` of an
/// alignment passed down (`RawVecInner::try_allocate_in`, `finish_grow`: `inttoptr i64
/// %align`). Calls made inside a function that the heap analysis replaces by its model
/// ([`crate::heap::libc_models::modelled_copy`]: std's `RawVec` growth) are not among
/// them: that body is never analysed, so a function only such bodies call (`finish_grow`)
/// receives nothing the analysis tracks.
pub fn is_unmapped_param(v: LLVMValueRef) -> bool {
    unmapped_param(v, 0)
}

fn unmapped_param(v: LLVMValueRef, depth: u32) -> bool {
    // SAFETY: `v` is a live value; the parameter's function, its uses and their users are
    // live values of the same module, and call operands are read below their count.
    unsafe {
        if depth > 4 || LLVMIsAArgument(v).is_null() {
            return false;
        }
        let f = LLVMGetParamParent(v);
        let Some(k) = (0..LLVMCountParams(f)).find(|&k| LLVMGetParam(f, k) == v) else { return false };
        let mut u = LLVMGetFirstUse(f);
        let mut calls = 0;
        while !u.is_null() {
            let call = LLVMGetUser(u);
            let is_call = !LLVMIsACallInst(call).is_null() || !LLVMIsAInvokeInst(call).is_null();
            if !is_call || LLVMGetCalledValue(call) != f || k >= LLVMGetNumArgOperands(call) {
                return false;
            }
            if crate::heap::libc_models::modelled_copy(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call))) {
                calls += 1;
                u = LLVMGetNextUse(u);
                continue;
            }
            let a = LLVMGetOperand(call, k);
            let constant = is_unmapped_address(a) && !is_null_like(a);
            if !constant && !unmapped_param(a, depth + 1) {
                return false;
            }
            calls += 1;
            u = LLVMGetNextUse(u);
        }
        calls > 0
    }
}

/// The bytes of the constant C string `v` points to (a global with a constant string
/// initializer, possibly through a zero-offset constant GEP), without the trailing NUL.
pub fn const_string(v: LLVMValueRef) -> Option<Vec<u8>> {
    // SAFETY: the initializer is read only from a global variable, and its bytes only from a
    // constant string; LLVMGetAsString returns `len` bytes owned by the live constant.
    unsafe {
        let mut g = v;
        if !LLVMIsAConstantExpr(g).is_null() && LLVMGetConstOpcode(g) == LLVMOpcode::LLVMGetElementPtr {
            g = LLVMGetOperand(g, 0);
        }
        if LLVMIsAGlobalVariable(g).is_null() {
            return None;
        }
        let init = LLVMGetInitializer(g);
        if init.is_null() || LLVMIsConstantString(init) == 0 {
            return None;
        }
        let mut len = 0usize;
        let data = LLVMGetAsString(init, &mut len);
        let bytes = std::slice::from_raw_parts(data as *const u8, len);
        Some(bytes.strip_suffix(&[0]).unwrap_or(bytes).to_vec())
    }
}
