//! Finding the intrinsic calls: every call/invoke whose callee is `__cormi_invoke` or
//! `__cormi_create`, in module order, with its ordinal within its function; and every
//! other use of an intrinsic (taking its address), which is an error.

use super::{IntrinsicKind, CREATE, INVOKE};
use crate::diag::{At, Diagnostic};
use crate::ir;
use llvm_sys::core::{LLVMGetNamedFunction, LLVMIsAConstant, LLVMIsAGlobalValue, LLVMIsAGlobalVariable, LLVMIsAInstruction};
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::ffi::CString;

/// One call of an intrinsic, not yet validated.
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Every intrinsic call of the module, in module order, given the intrinsics it declares
/// ([`intrinsics`]).
pub fn intrinsic_calls(module: LLVMModuleRef, targets: &[(IntrinsicKind, LLVMValueRef)]) -> Vec<IntrinsicCall> {
    if targets.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for f in ir::functions(module) {
        let mut ordinal = 0;
        for inst in ir::function_instructions(f) {
            if !ir::is_call(inst) {
                continue;
            }
            let callee = ir::stripped_called_operand(inst);
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
        for user in ir::users(f) {
            let is_callee = ir::is_call(user) && ir::stripped_called_operand(user) == f;
            if is_callee {
                continue;
            }
            let what = format!("{} may only be called directly; its address is used here", kind.intrinsic());
            for (at, context) in places(user) {
                out.push(Diagnostic::error(at, format!("{context}{what}")));
            }
        }
    }
    out
}

/// Where a use of an intrinsic by `user` is, for the error: the instruction itself, or
/// through constants (a cast, an aggregate) every instruction and every global variable
/// whose initializer holds it, named with its `DIGlobalVariable` location when present
/// (`in the initializer of global 'gfp' (m2.c:8): `).
fn places(user: LLVMValueRef) -> Vec<(At, String)> {
    // SAFETY: type queries on live values.
    unsafe {
        if !LLVMIsAInstruction(user).is_null() {
            return vec![(At::Instruction(user), String::new())];
        }
        if !LLVMIsAGlobalVariable(user).is_null() {
            let loc = ir::global_source_loc(user).map(|l| format!(" ({l})")).unwrap_or_default();
            return vec![(At::Module, format!("in the initializer of global '{}'{loc}: ", ir::name(user)))];
        }
        if !LLVMIsAConstant(user).is_null() && LLVMIsAGlobalValue(user).is_null() {
            let mut out: Vec<(At, String)> = ir::users(user).into_iter().flat_map(places).collect();
            out.dedup();
            return out;
        }
    }
    vec![(At::Module, String::new())]
}

/// The intrinsics declared (or defined) in the module.
pub fn intrinsics(module: LLVMModuleRef) -> Vec<(IntrinsicKind, LLVMValueRef)> {
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
