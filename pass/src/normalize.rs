//! Input normalization: the C shim's typed invocation rewritten into the intrinsic's
//! contract form, before any cormi pass looks at the module.
//!
//! `cormi.h` expands `cormi_invoke(r, m, args...)` into a call through the method's own
//! prototype, so that C converts every argument as it would for a direct call of `m`
//! (C's assignment conversions: `1` for a `double`, an `int` for a `long`, signedness
//! kept; clang warns about narrowing as it would for `m(...)`), and lays the call out in
//! `m`'s ABI (structs by value, `sret`, `long double`):
//!
//! ```text
//! %t = call ptr @__cormi_remote_method(i64 %r, ptr @m)
//! %v = call R %t([ptr sret(%T) %tmp,] ptr null, args...)       ; null: the self slot
//! ```
//!
//! `cormi_create(node, ctor, args...)` likewise calls the constructor's prototype through
//! `__cormi_remote_ctor(node, ctor)` and turns the pointer it returns into the reference
//! (`ptrtoint`); it becomes `call i64 (i32, ptr, ...) @__cormi_create(node, ctor, args...)`.
//!
//! [`run`] turns each such pair into the contract form (DESIGN.md, "The intrinsic"),
//! which every analysis reads:
//!
//! ```text
//! %v = call R (i64, ptr, ...) @__cormi_invoke([ptr sret(%T) %tmp,] i64 %r, ptr @m, args...)
//! ```
//!
//! keeping the call's attributes (`sret`, `byval`, `noundef`, ...) on the moved operands
//! and its debug location. The arguments already have the method's parameter types, so
//! discovery undoes no promotion for these calls. A marker call used any other way is an
//! error at the call. Without the marker in the module nothing changes. Each rewritten
//! call gets a `TypedInvocation` analysis remark.

use crate::context::Changed;
use crate::diag::{At, Diagnostic, Diagnostics};
use crate::discovery::{IntrinsicKind, CREATE, INVOKE};
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::CString;

/// The marker function of the typed invocation (declared in `cormi.h`).
pub const REMOTE_METHOD: &str = "__cormi_remote_method";
/// The marker function of the typed construction (declared in `cormi.h`).
pub const REMOTE_CTOR: &str = "__cormi_remote_ctor";

/// Rewrites every typed invocation and construction of `module` into the contract form.
/// Errors: a marker call whose result is not called exactly once (at that call), a
/// construction whose result is not turned into the reference.
pub fn run(module: LLVMModuleRef) -> Result<Changed, Diagnostics> {
    let mut errors = Vec::new();
    let mut changed = Changed::No;
    for (marker_name, kind) in [(REMOTE_METHOD, IntrinsicKind::Invoke), (REMOTE_CTOR, IntrinsicKind::Create)] {
        let Some(marker) = named_function(module, marker_name) else { continue };
        crate::rust_input::drop_nonnull_assumes(marker);
        crate::rust_input::invokes_to_calls(marker);
        if kind == IntrinsicKind::Create {
            crate::rust_input::casts_before_merges(marker);
        }
        let macro_name = match kind {
            IntrinsicKind::Invoke => "cormi_invoke(ref, method, args...)",
            IntrinsicKind::Create => "cormi_create(node, ctor, args...)",
        };
        for user in ir::users(marker) {
            if !ir::is_call(user) || ir::called_operand(user) != marker {
                errors.push(Diagnostic::error(at_user(user), format!("{marker_name} may only be called by {macro_name}; its address is used here")));
                continue;
            }
            let typed = single_typed_call(user).filter(|&c| kind == IntrinsicKind::Invoke || reference_cast(c).is_ok());
            match typed {
                Some(call) => {
                    let new = match kind {
                        IntrinsicKind::Invoke => rewrite(module, user, call),
                        IntrinsicKind::Create => rewrite_create(module, user, call),
                    };
                    remark(new, kind);
                    if let Err(msg) = crate::rust_input::type_opaque_result(new) {
                        errors.push(Diagnostic::error(At::Instruction(new), msg));
                    }
                    changed = Changed::Yes;
                }
                None => errors.push(Diagnostic::error(
                    At::Instruction(user),
                    format!("the result of {marker_name} must be called at once, exactly once ({})", how_to_call(user, kind, macro_name)),
                )),
            }
        }
    }
    match errors.is_empty() {
        true => Ok(changed),
        false => Err(Diagnostics(errors)),
    }
}

/// What to write instead, in the language of the function holding `call`: Rust's macros
/// call the marker's result at once only after inlining, which a debug build skips.
fn how_to_call(call: LLVMValueRef, kind: IntrinsicKind, macro_name: &str) -> String {
    let caller = ir::name(ir::parent_function(call));
    let rust = caller.starts_with("_R") || (caller.starts_with("_ZN") && caller.ends_with('E') && caller.contains("17h"));
    match (rust, kind) {
        (false, _) => format!("write {macro_name}"),
        (true, IntrinsicKind::Invoke) => "call through cormi's invoke! and build in release: a debug build does not inline the typed call".into(),
        (true, IntrinsicKind::Create) => "call through cormi's create! and build in release: a debug build does not inline the typed call".into(),
    }
}

/// The `ptrtoint ... to i64` that makes a typed construction's result the reference
/// (`Ok(None)`: the result is unused), or `Err` when it is used any other way.
fn reference_cast(call: LLVMValueRef) -> Result<Option<LLVMValueRef>, ()> {
    match ir::users(call).as_slice() {
        [] => Ok(None),
        &[cast] if ir::opcode(cast) == llvm_sys::LLVMOpcode::LLVMPtrToInt && ir::int_width(ir::type_of(cast)) == Some(64) => Ok(Some(cast)),
        _ => Err(()),
    }
}

/// Replaces typed construction `call` (through the result of marker call `target`, its
/// result cast to the reference) with `__cormi_create(node, ctor, args...)`, then erases
/// the cast, the call and the marker call; returns the new call.
fn rewrite_create(module: LLVMModuleRef, target: LLVMValueRef, call: LLVMValueRef) -> LLVMValueRef {
    let [node, ctor] = [0, 1].map(|k| ir::operand(target, k));
    let old = ir::call_args(call);
    let mut args = vec![node, ctor];
    args.extend(old.iter().copied());
    let cast = reference_cast(call).ok().flatten();
    // SAFETY: every value is live in `module`; the builder is disposed here.
    unsafe {
        let ctx = LLVMGetModuleContext(module);
        let i64t = LLVMInt64TypeInContext(ctx);
        let mut fixed = [LLVMInt32TypeInContext(ctx), LLVMPointerTypeInContext(ctx, 0)];
        let fty = LLVMFunctionType(i64t, fixed.as_mut_ptr(), 2, 1);
        let callee = intrinsic_function(module, ctx, CREATE, i64t, &mut [LLVMInt32TypeInContext(ctx), LLVMPointerTypeInContext(ctx, 0)]);
        let b = LLVMCreateBuilderInContext(ctx);
        LLVMPositionBuilderBefore(b, call);
        let new = LLVMBuildCall2(b, fty, callee, args.as_mut_ptr(), args.len() as u32, c"".as_ptr());
        LLVMDisposeBuilder(b);
        copy_attributes(call, new, old.len(), |k| Some(k + 2));
        let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(call);
        if !loc.is_null() {
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(new, loc);
        }
        if let Some(c) = cast {
            LLVMReplaceAllUsesWith(c, new);
            LLVMInstructionEraseFromParent(c);
        }
        LLVMInstructionEraseFromParent(call);
        erase_marker(target);
        new
    }
}

/// The one call made through `target`'s result, if that is its only use besides
/// sanitizer checks ([`is_sanitizer_check`]).
fn single_typed_call(target: LLVMValueRef) -> Option<LLVMValueRef> {
    let uses: Vec<LLVMValueRef> = ir::users(target).into_iter().filter(|&u| !is_sanitizer_check(u)).collect();
    match uses.as_slice() {
        &[call] if ir::is_call(call) && ir::called_operand(call) == target => Some(call),
        _ => None,
    }
}

/// Whether `user` is part of a check clang's sanitizers put before an indirect call
/// (`-fsanitize=function` reads the callee's prologue signature; such instructions carry
/// `!nosanitize`). They may read a marker's result; [`erase_marker`] points them at the
/// function the marker names.
fn is_sanitizer_check(user: LLVMValueRef) -> bool {
    // SAFETY: `user` is a live instruction; the metadata query does not change it.
    unsafe {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(user));
        let kind = LLVMGetMDKindIDInContext(ctx, c"nosanitize".as_ptr(), 10);
        !LLVMGetMetadata(user, kind).is_null()
    }
}

/// Erases marker call `target` (its typed call already rewritten); sanitizer checks that
/// still read its result read the method or constructor it names (operand 1) instead.
///
/// # Safety
/// `target` is a live marker call whose only remaining users are sanitizer checks.
unsafe fn erase_marker(target: LLVMValueRef) {
    // SAFETY: per the function's contract; operand 1 is the named function, live.
    unsafe {
        LLVMReplaceAllUsesWith(target, ir::operand(target, 1));
        LLVMInstructionEraseFromParent(target);
    }
}

/// `TypedInvocation` (analysis): the call's arguments were converted through the method's
/// (constructor's) prototype.
fn remark(new: LLVMValueRef, kind: IntrinsicKind) {
    let sret = usize::from(ir::call_arg_has_attr(new, 0, "sret"));
    let method = ir::call_args(new).get(sret + 1).map(|&m| ir::name(ir::strip_casts(m))).unwrap_or_default();
    let what = match kind {
        IntrinsicKind::Invoke => "cormi_invoke of ",
        IntrinsicKind::Create => "cormi_create of ",
    };
    crate::diag::Remark::new(crate::diag::RemarkKind::Analysis, "TypedInvocation", At::Instruction(new))
        .text(what)
        .arg("Method", &method)
        .text(" calls through its prototype: the arguments are converted as in a direct call")
        .emit();
}

/// Replaces `call` (through the result of marker call `target`) with a call of the
/// invocation intrinsic, then erases both; returns the new call.
fn rewrite(module: LLVMModuleRef, target: LLVMValueRef, call: LLVMValueRef) -> LLVMValueRef {
    let [remote, method] = [0, 1].map(|k| ir::operand(target, k));
    let old = ir::call_args(call);
    let sret = usize::from(ir::call_arg_has_attr(call, 0, "sret") && !old.is_empty());
    // Operand `sret` is the self slot (null); the new call has (r, m) in its place.
    let mut args: Vec<LLVMValueRef> = old[..sret].to_vec();
    args.extend([remote, method]);
    args.extend(old.get(sret + 1..).unwrap_or_default());
    let new_index = |k: usize| -> Option<usize> {
        match k.cmp(&sret) {
            std::cmp::Ordering::Less => Some(k),
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => Some(k + 1),
        }
    };
    // SAFETY: every value is live in `module`; the builder is disposed here.
    unsafe {
        let ctx = LLVMGetModuleContext(module);
        let ptr = LLVMPointerTypeInContext(ctx, 0);
        let mut fixed: Vec<LLVMTypeRef> = vec![ptr; sret];
        fixed.extend([LLVMInt64TypeInContext(ctx), ptr]);
        let fty = LLVMFunctionType(ir::type_of(call), fixed.as_mut_ptr(), fixed.len() as u32, 1);
        let callee = intrinsic_function(module, ctx, INVOKE, LLVMVoidTypeInContext(ctx), &mut [LLVMInt64TypeInContext(ctx), ptr]);
        let b = LLVMCreateBuilderInContext(ctx);
        LLVMPositionBuilderBefore(b, call);
        let name = CString::new(ir::name(call)).unwrap_or_default();
        // The new call takes over the name.
        LLVMSetValueName2(call, c"".as_ptr(), 0);
        let new = LLVMBuildCall2(b, fty, callee, args.as_mut_ptr(), args.len() as u32, name.as_ptr());
        LLVMDisposeBuilder(b);
        copy_attributes(call, new, old.len(), new_index);
        let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(call);
        if !loc.is_null() {
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(new, loc);
        }
        LLVMReplaceAllUsesWith(call, new);
        LLVMInstructionEraseFromParent(call);
        erase_marker(target);
        new
    }
}

/// Copies the return, function and argument attributes of `old` to `new`, argument `k`
/// of `old` going to `index(k)` (none: dropped).
fn copy_attributes(old: LLVMValueRef, new: LLVMValueRef, nargs: usize, index: impl Fn(usize) -> Option<usize>) {
    let mut places: Vec<(u32, u32)> = vec![(llvm_sys::LLVMAttributeReturnIndex, llvm_sys::LLVMAttributeReturnIndex)];
    places.push((llvm_sys::LLVMAttributeFunctionIndex, llvm_sys::LLVMAttributeFunctionIndex));
    places.extend((0..nargs).filter_map(|k| index(k).map(|n| (k as u32 + 1, n as u32 + 1))));
    for (from, to) in places {
        // SAFETY: attribute queries on live calls; the buffer holds the count asked for.
        unsafe {
            let n = LLVMGetCallSiteAttributeCount(old, from);
            let mut attrs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetCallSiteAttributes(old, from, attrs.as_mut_ptr());
            }
            for a in attrs {
                LLVMAddCallSiteAttribute(new, to, a);
            }
        }
    }
}

/// The intrinsic `name`, declared `ret (params, ...)` when the module lacks it.
fn intrinsic_function(module: LLVMModuleRef, _ctx: LLVMContextRef, name: &str, ret: LLVMTypeRef, params: &mut [LLVMTypeRef]) -> LLVMValueRef {
    if let Some(f) = named_function(module, name) {
        return f;
    }
    let c = CString::new(name).expect("no NUL");
    // SAFETY: types of the module's context; the name is NUL-terminated.
    unsafe {
        let fty = LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 1);
        LLVMAddFunction(module, c.as_ptr(), fty)
    }
}

/// The function named `name` in `module`, if any.
fn named_function(module: LLVMModuleRef, name: &str) -> Option<LLVMValueRef> {
    let c = CString::new(name).expect("no NUL");
    // SAFETY: lookup in a live module.
    let f = unsafe { LLVMGetNamedFunction(module, c.as_ptr()) };
    (!f.is_null()).then_some(f)
}

/// Where an error about a use by `user` is reported: the instruction, else the module.
fn at_user(user: LLVMValueRef) -> At {
    // SAFETY: type query on a live value.
    match unsafe { LLVMIsAInstruction(user).is_null() } {
        true => At::Module,
        false => At::Instruction(user),
    }
}
