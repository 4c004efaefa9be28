//! Types: printed forms (IR and C spellings), kinds, widths, allocation sizes, predicates.

use super::*;
use llvm_sys::LLVMTypeKind;
use std::ffi::CStr;

/// The IR spelling of a type, e.g. `i32`, `ptr`, `{ i64, double }`, `%struct.L` (named
/// structs by name, not by body).
pub fn type_str(ty: LLVMTypeRef) -> String {
    // SAFETY: LLVMGetStructName returns NULL for literal structs; LLVMPrintTypeToString
    // returns a heap string we must dispose.
    unsafe {
        if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMStructTypeKind {
            let name = LLVMGetStructName(ty);
            if !name.is_null() {
                return format!("%{}", CStr::from_ptr(name).to_string_lossy());
            }
        }
        let raw = LLVMPrintTypeToString(ty);
        let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        s
    }
}

/// The type of a value.
pub fn type_of(value: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: any live value has a type.
    unsafe { LLVMTypeOf(value) }
}

/// The allocation size in bytes of a sized type under the data layout of the module
/// that holds `value` (a function or an instruction).
pub fn alloc_size(ty: LLVMTypeRef, value: LLVMValueRef) -> u64 {
    // SAFETY: a live function or instruction belongs to a module with a data layout.
    unsafe {
        let f = if LLVMIsAInstruction(value).is_null() { value } else { parent_function(value) };
        let layout = llvm_sys::target::LLVMGetModuleDataLayout(LLVMGetGlobalParent(f));
        llvm_sys::target::LLVMABISizeOfType(layout, ty)
    }
}

/// The C spelling of a type when it differs from the IR one: `int` for `i32`, `a
/// pointer` for `ptr`, `struct B` for `%struct.B`; `None` for `float`, `double` and
/// types without an obvious C name.
pub fn c_spelling(ty: LLVMTypeRef) -> Option<String> {
    use LLVMTypeKind::*;
    match type_kind(ty) {
        LLVMIntegerTypeKind => match int_width(ty)? {
            1 => Some("_Bool".into()),
            8 => Some("char".into()),
            16 => Some("short".into()),
            32 => Some("int".into()),
            64 => Some("long".into()),
            _ => None,
        },
        LLVMPointerTypeKind => Some("a pointer".into()),
        LLVMStructTypeKind => {
            let name = type_str(ty);
            ["struct", "union", "class"].iter().find_map(|k| name.strip_prefix(&format!("%{k}.")).map(|n| format!("{k} {n}")))
        }
        _ => None,
    }
}

/// The IR spelling of a type followed by its C spelling when that differs:
/// `i32 (int)`, `ptr (a pointer)`, `double`.
pub fn type_str_c(ty: LLVMTypeRef) -> String {
    match c_spelling(ty) {
        Some(c) => format!("{} ({c})", type_str(ty)),
        None => type_str(ty),
    }
}

/// The width of an integer type, or `None` for other types.
pub fn int_width(ty: LLVMTypeRef) -> Option<u32> {
    // SAFETY: type kind queries on a live type.
    unsafe { (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| LLVMGetIntTypeWidth(ty)) }
}

/// The kind of a type.
pub fn type_kind(ty: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: any live type has a kind.
    unsafe { LLVMGetTypeKind(ty) }
}

/// Whether a type is `ptr` (any address space).
pub fn is_pointer(t: LLVMTypeRef) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMPointerTypeKind
}

/// Whether `t` is a pointer or an aggregate or vector holding one.
pub fn holds_pointer(t: LLVMTypeRef) -> bool {
    // SAFETY: `t` is a live type; field and element queries follow the kind match that makes them
    // valid.
    unsafe {
        match type_kind(t) {
            LLVMTypeKind::LLVMPointerTypeKind => true,
            LLVMTypeKind::LLVMStructTypeKind => (0..LLVMCountStructElementTypes(t)).any(|i| holds_pointer(LLVMStructGetTypeAtIndex(t, i))),
            LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => holds_pointer(LLVMGetElementType(t)),
            _ => false,
        }
    }
}

/// Whether `t` is or contains a scalable vector (its size is a multiple of `vscale`).
pub fn is_scalable(t: LLVMTypeRef) -> bool {
    // SAFETY: `t` is a live type; field and element queries follow the kind match that makes them
    // valid.
    unsafe {
        match type_kind(t) {
            LLVMTypeKind::LLVMScalableVectorTypeKind => true,
            LLVMTypeKind::LLVMStructTypeKind => (0..LLVMCountStructElementTypes(t)).any(|i| is_scalable(LLVMStructGetTypeAtIndex(t, i))),
            LLVMTypeKind::LLVMArrayTypeKind => is_scalable(LLVMGetElementType(t)),
            _ => false,
        }
    }
}

/// Whether `t` is a floating-point type or a vector of them.
pub fn is_floating(t: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    match type_kind(t) {
        LLVMHalfTypeKind | LLVMBFloatTypeKind | LLVMFloatTypeKind | LLVMDoubleTypeKind | LLVMX86_FP80TypeKind | LLVMFP128TypeKind | LLVMPPC_FP128TypeKind => {
            true
        }
        // SAFETY: `t` is a vector type (matched on its kind).
        LLVMVectorTypeKind | LLVMScalableVectorTypeKind => is_floating(unsafe { LLVMGetElementType(t) }),
        _ => false,
    }
}
