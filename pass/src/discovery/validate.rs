//! Validation of one intrinsic call against its method's prototype: a list of early
//! returns, each stating the reason (DESIGN.md, the intrinsic: "anything the pass cannot
//! handle at a call site is a compile error with the source location and the reason").

use super::ids::site_id;
use super::scan::IntrinsicCall;
use super::{CallSite, IntrinsicKind, Narrowing, SiteArg};
use crate::diag::{At, Diagnostic};
use crate::ir;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::LLVMTypeKind;

/// Checks `call` and builds its [`CallSite`], or says why it is malformed.
pub fn validate(call: &IntrinsicCall) -> Result<CallSite, Diagnostic> {
    let at = At::Instruction(call.call);
    let intrinsic = call.kind.intrinsic();
    let err = |msg: String| Diagnostic::error(at, msg);
    let operands = ir::call_args(call.call);
    if operands.len() < 2 {
        return Err(err(format!("{intrinsic} needs {} and a method, but is called with {} operand(s)", target_role(call.kind), operands.len())));
    }
    if let Some(ty) = ir::call_arg_type_attr(call.call, 0, "sret") {
        // The frontend lowered a struct return into a hidden first pointer: every other
        // operand moved one place (`__cormi_invoke(ptr sret(%T) %tmp, i64 %r, ptr @m, ...)`).
        let name = operands.get(2).and_then(|&m| method_of(m)).map_or_else(|| "?".to_string(), ir::name);
        return Err(err(sret_message(call.kind, &name, ty, call.call)));
    }
    check_target(call.kind, operands[0]).map_err(err)?;
    let method = method_of(operands[1]).ok_or_else(|| {
        err(format!("operand 1 of {intrinsic} must name the remote {} directly (a function), found {}", callee_role(call.kind), describe(operands[1])))
    })?;
    let method_name = ir::name(method);
    let (params, method_ret, variadic) = ir::signature(method);
    if variadic {
        return Err(err(format!("remote {} '{method_name}' is variadic; variadic functions cannot be called remotely", callee_role(call.kind))));
    }
    let call_ret = ir::type_of(call.call);
    check_shape(call.kind, method, &method_name, &params, method_ret, call_ret).map_err(err)?;
    let first = match call.kind {
        IntrinsicKind::Invoke => 1,
        IntrinsicKind::Create => 0,
    };
    let mut args = match_args(&operands[2..], &params[first..], first as u32, &method_name, call.kind).map_err(err)?;
    match_byval(call.call, method, &method_name, call.kind, &mut args).map_err(err)?;
    let caller_name = ir::name(call.caller);
    Ok(CallSite {
        id: site_id(call.kind.as_str(), &caller_name, call.ordinal, &method_name),
        kind: call.kind,
        call: call.call,
        caller: call.caller,
        caller_name,
        ordinal: call.ordinal,
        method,
        method_name,
        target: operands[0],
        args,
        ret: call_ret,
        loc: ir::source_loc(call.call),
        oneway: false,
    })
}

/// "a remote reference (i64)" or "a node number (i32)".
fn target_role(kind: IntrinsicKind) -> &'static str {
    match kind {
        IntrinsicKind::Invoke => "a remote reference (i64)",
        IntrinsicKind::Create => "a node number (i32)",
    }
}

/// "method" or "constructor".
fn callee_role(kind: IntrinsicKind) -> &'static str {
    match kind {
        IntrinsicKind::Invoke => "method",
        IntrinsicKind::Create => "constructor",
    }
}

/// Operand 0: `i64` remote reference (invoke) or `i32` node (create).
fn check_target(kind: IntrinsicKind, target: LLVMValueRef) -> Result<(), String> {
    let want = match kind {
        IntrinsicKind::Invoke => 64,
        IntrinsicKind::Create => 32,
    };
    let ty = ir::type_of(target);
    if ir::int_width(ty) == Some(want) {
        return Ok(());
    }
    Err(format!("operand 0 of {} must be {}, found {}", kind.intrinsic(), target_role(kind), ir::type_str_c(ty)))
}

/// The function named by operand 1, if it is one (through pointer casts).
fn method_of(operand: LLVMValueRef) -> Option<LLVMValueRef> {
    let v = ir::strip_casts(operand);
    // SAFETY: type query on a live value.
    (!unsafe { llvm_sys::core::LLVMIsAFunction(v) }.is_null()).then_some(v)
}

/// The error for a struct returned through memory (`sret`), at the call or on the
/// method: not supported yet.
fn sret_message(kind: IntrinsicKind, name: &str, ty: LLVMTypeRef, at: LLVMValueRef) -> String {
    let what = ir::c_spelling(ty).unwrap_or_else(|| ir::type_str(ty));
    format!(
        "remote {} '{name}' returns {what} ({} bytes) through memory (sret); return it through a pointer argument or a smaller struct; not supported yet",
        callee_role(kind),
        ir::alloc_size(ty, at)
    )
}

/// A short description of a non-function operand for error messages.
fn describe(value: LLVMValueRef) -> String {
    let name = ir::name(value);
    let ty = ir::type_str_c(ir::type_of(value));
    // SAFETY: type query on a live value.
    if !unsafe { llvm_sys::core::LLVMIsAConstantPointerNull(value) }.is_null() {
        "a null pointer".to_string()
    } else if name.is_empty() {
        format!("an unnamed value of type {ty}")
    } else {
        format!("'{name}' of type {ty}")
    }
}

/// Shape rules that do not depend on the arguments: `self`, sret, return types.
fn check_shape(
    kind: IntrinsicKind,
    method: LLVMValueRef,
    name: &str,
    params: &[LLVMTypeRef],
    method_ret: LLVMTypeRef,
    call_ret: LLVMTypeRef,
) -> Result<(), String> {
    if let Some(ty) = params.first().and_then(|_| ir::param_type_attr(method, 0, "sret")) {
        return Err(sret_message(kind, name, ty, method));
    }
    match kind {
        IntrinsicKind::Invoke => check_invoke_shape(name, params, method_ret, call_ret),
        IntrinsicKind::Create => check_create_shape(name, method_ret, call_ret),
    }
}

/// Invoke: a pointer `self` first; the call returns the method's type.
fn check_invoke_shape(name: &str, params: &[LLVMTypeRef], method_ret: LLVMTypeRef, call_ret: LLVMTypeRef) -> Result<(), String> {
    let Some(&self_ty) = params.first() else {
        return Err(format!("remote method '{name}' has no parameters; its first parameter must be the object (self)"));
    };
    if ir::type_kind(self_ty) != LLVMTypeKind::LLVMPointerTypeKind {
        return Err(format!("the first parameter (self) of remote method '{name}' must be a pointer, found {}", ir::type_str_c(self_ty)));
    }
    if call_ret != method_ret {
        return Err(format!("{} of '{name}' returns {}, but '{name}' returns {}", super::INVOKE, ir::type_str_c(call_ret), ir::type_str_c(method_ret)));
    }
    Ok(())
}

/// Create: the constructor returns a pointer; the call returns the `i64` reference.
fn check_create_shape(name: &str, ctor_ret: LLVMTypeRef, call_ret: LLVMTypeRef) -> Result<(), String> {
    if ir::type_kind(ctor_ret) != LLVMTypeKind::LLVMPointerTypeKind {
        return Err(format!("remote constructor '{name}' must return a pointer to the new object, found {}", ir::type_str_c(ctor_ret)));
    }
    if ir::int_width(call_ret) != Some(64) {
        return Err(format!("{} must return the remote reference (i64), found {}", super::CREATE, ir::type_str_c(call_ret)));
    }
    Ok(())
}

/// Pairs passed arguments with parameters, undoing default promotions.
/// `first_param` is the index of `params[0]` in the method (1 for invoke, past self).
fn match_args(passed: &[LLVMValueRef], params: &[LLVMTypeRef], first_param: u32, name: &str, kind: IntrinsicKind) -> Result<Vec<SiteArg>, String> {
    if passed.len() != params.len() {
        let besides = if kind == IntrinsicKind::Invoke { " besides self" } else { "" };
        return Err(format!("{} of '{name}' passes {} argument(s), but '{name}' takes {}{besides}", kind.intrinsic(), passed.len(), params.len()));
    }
    let mut out = Vec::with_capacity(passed.len());
    for (i, (&value, &param_ty)) in passed.iter().zip(params).enumerate() {
        let passed_ty = ir::type_of(value);
        let param = first_param + i as u32;
        let narrowing = narrowing(passed_ty, param_ty).ok_or_else(|| {
            format!("{} has type {}, but '{name}' declares it as {}", arg_label(i, name, kind), ir::type_str_c(passed_ty), ir::type_str_c(param_ty))
        })?;
        out.push(SiteArg { operand: 2 + i as u32, param, value, passed: passed_ty, param_ty, narrowing, byval: None });
    }
    Ok(out)
}

/// Records `byval` struct arguments; the call and the method must agree on which
/// arguments are passed by value in memory.
fn match_byval(call: LLVMValueRef, method: LLVMValueRef, name: &str, kind: IntrinsicKind, args: &mut [SiteArg]) -> Result<(), String> {
    for (i, a) in args.iter_mut().enumerate() {
        let in_method = ir::param_byval_type(method, a.param);
        let at_call = ir::call_arg_has_attr(call, a.operand, "byval");
        if in_method.is_some() != at_call {
            let method_side = format!("'{name}'");
            let (yes, no) = if at_call { ("the call", method_side.as_str()) } else { (method_side.as_str(), "the call") };
            return Err(format!("{}: {yes} passes a struct by value (byval) but {no} does not", arg_label(i, name, kind)));
        }
        a.byval = in_method;
    }
    Ok(())
}

/// How errors name the `i`-th (0-based) argument of a remote call, in the one numbering
/// every message uses: argument k of a method is the k-th argument after `self`
/// (1-based), argument k of a constructor its k-th argument.
fn arg_label(i: usize, name: &str, kind: IntrinsicKind) -> String {
    match kind {
        IntrinsicKind::Invoke => format!("argument {} of remote method '{name}' (counted after self)", i + 1),
        IntrinsicKind::Create => format!("argument {} of remote constructor '{name}'", i + 1),
    }
}

/// The conversion that undoes a C default promotion from `passed` to `param`, or `None`
/// when `passed` cannot be a (promoted) value of type `param`.
fn narrowing(passed: LLVMTypeRef, param: LLVMTypeRef) -> Option<Narrowing> {
    use LLVMTypeKind::*;
    if passed == param {
        return Some(Narrowing::None);
    }
    match (ir::type_kind(passed), ir::type_kind(param)) {
        (LLVMDoubleTypeKind, LLVMFloatTypeKind) => Some(Narrowing::FpTrunc),
        (LLVMIntegerTypeKind, LLVMIntegerTypeKind) => match (ir::int_width(passed)?, ir::int_width(param)?) {
            (32, bits @ (1 | 8 | 16)) => Some(Narrowing::IntTrunc { bits }),
            _ => None,
        },
        _ => None,
    }
}
