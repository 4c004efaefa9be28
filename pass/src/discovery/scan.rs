//! Finding the intrinsic calls: every call/invoke whose callee is `__cormi_invoke` or
//! `__cormi_create`, in module order, with its ordinal within its function; and every
//! other use of an intrinsic (taking its address), which is an error.

use super::{IntrinsicKind, CREATE, INVOKE};
use crate::diag::{At, Diagnostic};
use crate::ir;
use llvm_sys::core::{LLVMGetFirstUse, LLVMGetNamedFunction, LLVMGetNextUse, LLVMGetUser, LLVMIsAInstruction};
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::ffi::CString;

/// One call of an intrinsic, not yet validated.
#[derive(Clone, Debug)]
pub struct IntrinsicCall {
    /// Which intrinsic.
    pub kind: IntrinsicKind,
    /// The call/invoke instruction.
    pub call: LLVMValueRef,
    /// Its function.
    pub caller: LLVMValueRef,
    /// 0-based position among the intrinsic calls of `caller`, in block order.
    pub ordinal: u32,
}

/// Every intrinsic call of the module, in module order.
pub fn intrinsic_calls(module: LLVMModuleRef) -> Vec<IntrinsicCall> {
    let targets = intrinsics(module);
    if targets.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for f in ir::functions(module) {
        let mut ordinal = 0;
        for inst in ir::instructions(f) {
            if !ir::is_call(inst) {
                continue;
            }
            let callee = ir::called_value(inst);
            if let Some(&(kind, _)) = targets.iter().find(|(_, v)| *v == callee) {
                out.push(IntrinsicCall { kind, call: inst, caller: f, ordinal });
                ordinal += 1;
            }
        }
    }
    out
}

/// Errors for uses of an intrinsic other than as the callee of a call.
pub fn misuses(module: LLVMModuleRef) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (kind, f) in intrinsics(module) {
        for user in users(f) {
            let is_callee = ir::is_call(user) && ir::called_value(user) == f;
            if is_callee {
                continue;
            }
            // SAFETY: type query on a live user.
            let at = if unsafe { LLVMIsAInstruction(user) }.is_null() { At::Module } else { At::Instruction(user) };
            out.push(Diagnostic::error(
                at,
                format!("{} may only be called directly; its address is used here", kind.intrinsic()),
            ));
        }
    }
    out
}

/// The intrinsics declared (or defined) in the module.
fn intrinsics(module: LLVMModuleRef) -> Vec<(IntrinsicKind, LLVMValueRef)> {
    [(IntrinsicKind::Invoke, INVOKE), (IntrinsicKind::Create, CREATE)]
        .into_iter()
        .filter_map(|(kind, name)| {
            let c = CString::new(name).expect("no NUL");
            // SAFETY: lookup in a live module.
            let f = unsafe { LLVMGetNamedFunction(module, c.as_ptr()) };
            (!f.is_null()).then_some((kind, f))
        })
        .collect()
}

/// The users of a value.
fn users(value: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: iteration over a live value's use list.
    unsafe {
        let mut u = LLVMGetFirstUse(value);
        while !u.is_null() {
            out.push(LLVMGetUser(u));
            u = LLVMGetNextUse(u);
        }
    }
    out
}
