//! Calls and signatures: callee operands (as is, casts stripped, the direct callee),
//! arguments, parameter and call-site attributes, intrinsic ids.

use super::*;
use llvm_sys::LLVMOpcode;

/// Whether `value` is a call or invoke instruction (a `CallBase`).
pub fn is_call(value: LLVMValueRef) -> bool {
    // SAFETY: type queries on a live value.
    unsafe { !LLVMIsACallInst(value).is_null() || !LLVMIsAInvokeInst(value).is_null() }
}

/// The called operand of a call/invoke as it is in the IR (LLVM's `getCalledOperand`):
/// a function, a cast of one, or any pointer value for an indirect call.
pub fn called_operand(call: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `call` is a live CallBase.
    unsafe { LLVMGetCalledValue(call) }
}

/// The called operand of a call/invoke with constant-expression pointer casts stripped
/// ([`strip_casts`]): the function of a direct call even when it is called through a
/// cast. Aliases are not looked through (see [`direct_callee`]).
pub fn stripped_called_operand(call: LLVMValueRef) -> LLVMValueRef {
    strip_casts(called_operand(call))
}

/// The argument operands of a call/invoke (not the callee).
pub fn call_args(call: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `call` is a CallBase; argument operands come first.
    unsafe { (0..LLVMGetNumArgOperands(call)).map(|i| LLVMGetOperand(call, i)).collect() }
}

/// Strips constant-expression pointer casts (`bitcast`, `addrspacecast`) from a value.
pub fn strip_casts(mut value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: operand 0 of a cast constant expression is its source.
    unsafe {
        while !LLVMIsAConstantExpr(value).is_null() {
            match LLVMGetConstOpcode(value) {
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => {
                    value = LLVMGetOperand(value, 0);
                }
                _ => break,
            }
        }
        value
    }
}

/// The parameter types of a function value and whether it is variadic.
pub fn signature(function: LLVMValueRef) -> (Vec<LLVMTypeRef>, LLVMTypeRef, bool) {
    // SAFETY: `function` is a Function; its global value type is its FunctionType.
    unsafe {
        let fty = LLVMGlobalGetValueType(function);
        let n = LLVMCountParamTypes(fty) as usize;
        let mut params = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetParamTypes(fty, params.as_mut_ptr());
        }
        (params, LLVMGetReturnType(fty), LLVMIsFunctionVarArg(fty) != 0)
    }
}

/// Whether parameter `index` (0-based) of `function` carries the enum attribute `kind`
/// (e.g. `"sret"`, `"byval"`).
pub fn param_has_attr(function: LLVMValueRef, index: u32, kind: &str) -> bool {
    // SAFETY: attribute queries on a live function; LLVM attribute indices are 1-based
    // for parameters.
    unsafe {
        let id = attr_kind(kind);
        id != 0 && !LLVMGetEnumAttributeAtIndex(function, index + 1, id).is_null()
    }
}

/// The type of the `byval(<ty>)` attribute on parameter `index` (0-based) of `function`.
pub fn param_byval_type(function: LLVMValueRef, index: u32) -> Option<LLVMTypeRef> {
    param_type_attr(function, index, "byval")
}

/// The type of a type attribute (`byval(<ty>)`, `sret(<ty>)`) on parameter `index`
/// (0-based) of `function`.
pub fn param_type_attr(function: LLVMValueRef, index: u32, kind: &str) -> Option<LLVMTypeRef> {
    // SAFETY: attribute queries on a live function; parameter indices are 1-based.
    unsafe {
        let attr = LLVMGetEnumAttributeAtIndex(function, index + 1, attr_kind(kind));
        (!attr.is_null() && LLVMIsTypeAttribute(attr) != 0).then(|| LLVMGetTypeAttributeValue(attr))
    }
}

/// The type of a type attribute (`sret(<ty>)`, `byval(<ty>)`) on argument `index`
/// (0-based) of a call.
pub fn call_arg_type_attr(call: LLVMValueRef, index: u32, kind: &str) -> Option<LLVMTypeRef> {
    // SAFETY: attribute queries on a live call; argument indices are 1-based.
    unsafe {
        let attr = LLVMGetCallSiteEnumAttribute(call, index + 1, attr_kind(kind));
        (!attr.is_null() && LLVMIsTypeAttribute(attr) != 0).then(|| LLVMGetTypeAttributeValue(attr))
    }
}

/// Whether argument `index` (0-based) of a call carries the call-site attribute `kind`.
pub fn call_arg_has_attr(call: LLVMValueRef, index: u32, kind: &str) -> bool {
    // SAFETY: attribute queries on a live call; argument indices are 1-based.
    unsafe { !LLVMGetCallSiteEnumAttribute(call, index + 1, attr_kind(kind)).is_null() }
}

/// Whether parameter `index` (0-based) of `function` is only read through and kept at
/// most for reading: `readonly` (or `readnone`) and `captures(...)` without `provenance`
/// (none, `address`, `read_provenance`), as rustc gives a `&T` of a type without
/// interior mutability. Through such a pointer the function writes nothing, during the
/// call or later (LLVM's LangRef); pointers it loads from there are other pointers.
pub fn param_read_only_unkept(function: LLVMValueRef, index: u32) -> bool {
    // `CaptureComponents::Provenance` in either half of the `captures` attribute's
    // value (LLVM's `CaptureInfo::toIntValue`: other components << 4 | return's).
    const PROVENANCE: u64 = 0x88;
    if !(param_has_attr(function, index, "readonly") || param_has_attr(function, index, "readnone")) {
        return false;
    }
    // SAFETY: attribute queries on a live function; parameter indices are 1-based.
    unsafe {
        let attr = LLVMGetEnumAttributeAtIndex(function, index + 1, attr_kind("captures"));
        !attr.is_null() && LLVMGetEnumAttributeValue(attr) & PROVENANCE == 0
    }
}

/// The enum attribute kind id of an attribute name (0 if unknown).
fn attr_kind(kind: &str) -> u32 {
    // SAFETY: the name is passed with its length.
    unsafe { LLVMGetEnumAttributeKindForName(kind.as_ptr() as *const _, kind.len()) }
}

/// The function called by a call/invoke when it is a direct call (through aliases and
/// pointer casts); `None` for indirect calls.
pub fn direct_callee(call: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `call` is a live call/invoke; each accessor runs only after the kind check it needs
    // (aliasee of an alias, operand 0 of a cast expression).
    unsafe {
        let mut c = LLVMGetCalledValue(call);
        for _ in 0..8 {
            if c.is_null() {
                return None;
            }
            if !LLVMIsAFunction(c).is_null() {
                return Some(c);
            }
            if !LLVMIsAGlobalAlias(c).is_null() {
                c = LLVMAliasGetAliasee(c);
                continue;
            }
            if !LLVMIsAConstantExpr(c).is_null() {
                let op = LLVMGetConstOpcode(c);
                if op == LLVMOpcode::LLVMBitCast || op == LLVMOpcode::LLVMAddrSpaceCast {
                    c = LLVMGetOperand(c, 0);
                    continue;
                }
            }
            return None;
        }
        None
    }
}

/// Whether the function is variadic.
pub fn is_vararg(f: LLVMValueRef) -> bool {
    // SAFETY: `f` is a live function; its global value type is its FunctionType.
    unsafe { LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) != 0 }
}

/// The return type of a function.
pub fn return_type(f: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: `f` is a live function; its global value type is its FunctionType.
    unsafe { LLVMGetReturnType(LLVMGlobalGetValueType(f)) }
}

/// The intrinsic ID of a function (0 when not an intrinsic).
pub fn intrinsic_id(f: LLVMValueRef) -> u32 {
    // SAFETY: `f` is a live function.
    unsafe { LLVMGetIntrinsicID(f) }
}

/// Whether `value` (a called operand) is inline assembly.
pub fn is_inline_asm(value: LLVMValueRef) -> bool {
    // SAFETY: kind query on a live value.
    unsafe { !LLVMIsAInlineAsm(value).is_null() }
}
