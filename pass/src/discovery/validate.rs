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
    let all = ir::call_args(call.call);
    // A struct result returned through memory: the frontend put the caller's result slot
    // first (`__cormi_invoke(ptr sret(%T) %tmp, i64 %r, ptr @m, ...)`), so every other
    // operand moved one place, as the method's parameters did.
    let sret = match call.kind {
        IntrinsicKind::Invoke => ir::call_arg_type_attr(call.call, 0, "sret"),
        IntrinsicKind::Create => None,
    };
    let skip = usize::from(sret.is_some());
    let operands = &all[skip.min(all.len())..];
    if operands.len() < 2 {
        return Err(err(format!("{intrinsic} needs {} and a method, but is called with {} operand(s)", target_role(call.kind), operands.len())));
    }
    check_target(call.kind, operands[0]).map_err(err)?;
    let method = method_of(operands[1]).ok_or_else(|| {
        let role = callee_role(call.kind);
        let user_call = match call.kind {
            IntrinsicKind::Invoke => "cormi_invoke",
            IntrinsicKind::Create => "cormi_create",
        };
        err(format!(
            "the remote {role} must be named directly (a function), found {} (operand 1 of {intrinsic}): each call site is compiled for \
             one {role}, so a {role} chosen at run time (a function pointer, a table of {role}s) cannot be called remotely; call \
             {user_call} with each {role} by name, e.g. in a switch",
            describe(operands[1])
        ))
    })?;
    let method_name = ir::name(method);
    let (params, method_ret, variadic) = ir::signature(method);
    if variadic {
        return Err(err(format!("remote {} '{method_name}' is variadic; variadic functions cannot be called remotely", callee_role(call.kind))));
    }
    let call_ret = ir::type_of(call.call);
    check_sret(call.kind, method, &method_name, &params, sret).map_err(err)?;
    check_shape(call.kind, &method_name, &params[skip.min(params.len())..], method_ret, call_ret).map_err(err)?;
    let first = match call.kind {
        IntrinsicKind::Invoke => 1 + skip,
        IntrinsicKind::Create => 0,
    };
    let mut args = match_args(&operands[2..], &params[first..], first as u32, skip as u32, &method_name, call.kind).map_err(err)?;
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
        sret,
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

/// The call and the method agree on a struct result returned through memory (`sret` on
/// the call's first operand and on the method's first parameter, the same struct); a
/// constructor returns a pointer, never through memory.
fn check_sret(kind: IntrinsicKind, method: LLVMValueRef, name: &str, params: &[LLVMTypeRef], at_call: Option<LLVMTypeRef>) -> Result<(), String> {
    let in_method = params.first().and_then(|_| ir::param_type_attr(method, 0, "sret"));
    match (kind, at_call, in_method) {
        (IntrinsicKind::Create, _, Some(ty)) => {
            Err(format!("remote constructor '{name}' returns {} through memory (sret); a constructor must return a pointer to the new object", c_name(ty)))
        }
        (_, None, None) => Ok(()),
        (_, Some(a), Some(b)) if a == b => Ok(()),
        (_, Some(a), Some(b)) => Err(format!("{} returns {} through memory (sret), but '{name}' returns {}", kind.intrinsic(), c_name(a), c_name(b))),
        (_, Some(a), None) => Err(format!("{} returns {} through memory (sret), but '{name}' does not", kind.intrinsic(), c_name(a))),
        (_, None, Some(b)) => Err(format!("'{name}' returns {} through memory (sret), but the call of {} does not", c_name(b), kind.intrinsic())),
    }
}

/// A type in C's spelling where it differs from the IR's.
fn c_name(ty: LLVMTypeRef) -> String {
    ir::c_spelling(ty).unwrap_or_else(|| ir::type_str(ty))
}

/// A short description of a non-function operand for error messages.
fn describe(value: LLVMValueRef) -> String {
    let name = ir::name(value);
    let ty = ir::type_str_c(ir::type_of(value));
    // SAFETY: type query on a live value.
    if !unsafe { llvm_sys::core::LLVMIsAConstantPointerNull(value) }.is_null() {
        "a null pointer".to_string()
    } else if is_pointer_load(value) {
        format!("a function pointer read from memory at run time{}", if name.is_empty() { String::new() } else { format!(" ('{name}')") })
    } else if name.is_empty() {
        format!("a value computed at run time of type {ty}")
    } else {
        format!("'{name}' of type {ty}")
    }
}

/// Whether `value` is a pointer loaded from memory (a function pointer variable or a
/// table entry, in C).
fn is_pointer_load(value: LLVMValueRef) -> bool {
    // SAFETY: kind queries on a live value and its type.
    unsafe { !llvm_sys::core::LLVMIsALoadInst(value).is_null() && ir::is_pointer(ir::type_of(value)) }
}

/// Shape rules that do not depend on the arguments: `self`, return types. `params` are
/// the method's parameters after an `sret` one.
fn check_shape(kind: IntrinsicKind, name: &str, params: &[LLVMTypeRef], method_ret: LLVMTypeRef, call_ret: LLVMTypeRef) -> Result<(), String> {
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
/// `first_param` is the index of `params[0]` in the method (1 for invoke, past self; one
/// more after an `sret` parameter); `skip` is 1 when an `sret` operand comes first.
fn match_args(passed: &[LLVMValueRef], params: &[LLVMTypeRef], first_param: u32, skip: u32, name: &str, kind: IntrinsicKind) -> Result<Vec<SiteArg>, String> {
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
        out.push(SiteArg { operand: skip + 2 + i as u32, param, value, passed: passed_ty, param_ty, narrowing, byval: None });
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
