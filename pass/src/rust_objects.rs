//! The Rust type of an abstract object, from debug info, for the messages that refuse
//! its layout: a stack slot's type is its `#dbg_declare` variable's; a heap block made
//! by `Box::new` (inlined, with std's allocation inside) holds the `T` of the innermost
//! `Box<T>` function in the allocation's inlined-at chain. A refusal then names the
//! type and, where [`crate::rust_layout`] knows why (an enum with data in more than one
//! variant, a trait object), says so instead of offsets.

// LLVM handles are opaque references into live modules, as in ir/.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use crate::heap::{AbstractObject, AllocSite};
use crate::ir;
use crate::rust_layout::{operand, operands};
use llvm_sys::core::*;
use llvm_sys::debuginfo::*;
use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMValueRef};

/// `DIVariable`'s type operand; a template parameter's name and type operands;
/// `DISubprogram`'s linkage name; a lexical block's parent scope.
const VARIABLE_TYPE: usize = 3;
const PARAM_NAME: usize = 0;
const PARAM_TYPE: usize = 1;
const SUBPROGRAM_LINKAGE: usize = 3;
const BLOCK_SCOPE: usize = 1;

/// The refusal `message` of an object's layout in Rust terms, when debug info gives the
/// object's type: why values of the type cannot be sent, when it is such a type (an enum
/// with data in more than one variant), else `message` naming the type; `None`
/// otherwise (C, no debug info).
pub fn refusal(obj: &AbstractObject, about: &str, message: &str) -> Option<String> {
    let AllocSite::Instruction(i) = obj.site else { return None };
    if !in_rust_source(i) {
        return None;
    }
    let ctx = context(i);
    let ty = if ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMAlloca { declared_type(i) } else { boxed_type(ctx, i) }?;
    let name = crate::rust_layout::name(ty);
    if name.is_empty() {
        return None;
    }
    Some(match crate::rust_layout::pointer_offsets(ctx, ty) {
        Err(why) => format!("the object {about} holds a Rust '{name}': {why}"),
        Ok(_) => format!("{} (it holds a Rust '{name}')", without_c_advice(message)),
    })
}

/// The C advice of a refusal replaced by what a Rust program can do: a union's (name the
/// active member with cormi.h's `CORMI_UNION`: Rust code has no such marker), an inline
/// array's (allocate it with `malloc`).
fn without_c_advice(message: &str) -> String {
    const C_ARRAY: &str = "allocate the array with malloc(n * sizeof *p) and keep a pointer to it in the struct";
    const RUST_ARRAY: &str = "keep such an array in a `Vec` or `Box<[T]>` field (a buffer of its own)";
    without_c_union_advice(&message.replacen(C_ARRAY, RUST_ARRAY, 1))
}

/// [`without_c_advice`] of a union refusal.
fn without_c_union_advice(message: &str) -> String {
    const C_ADVICE: &str =
        "say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition";
    const RUST_ADVICE: &str =
        "a Rust type cannot name its active member: send no `union`, and write no other data (transmute, byte copies) over a field that holds a pointer";
    let Some(at) = message.find(C_ADVICE) else { return message.to_string() };
    let rest = &message[at + C_ADVICE.len()..];
    // What follows names where the data came from (kept) and ends with the C advice's
    // other half ("or keep pointers and other data in separate fields"), which RUST_ADVICE says.
    let rest = rest.replacen(", or keep pointers and other data in separate fields", "", 1);
    format!("{}{RUST_ADVICE}{rest}", &message[..at])
}

/// Why the heap block `obj` cannot be sent, when it is a `Box<T>`'s and values of `T`
/// cannot ([`crate::rust_layout::pointer_offsets`]: an enum with data in more than one
/// variant, a trait object). Such boxes are refused even where the analysis tells the
/// variants apart by allocation site (a constant tree), so that whether a program is
/// accepted does not depend on how its values were built.
pub fn unsendable_box(obj: &AbstractObject, about: &str) -> Option<String> {
    let AllocSite::Instruction(i) = obj.site else { return None };
    if ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMAlloca || !in_rust_source(i) {
        return None;
    }
    let ctx = context(i);
    let ty = boxed_type(ctx, i)?;
    let why = crate::rust_layout::pointer_offsets(ctx, ty).err()?;
    Some(format!("the object {about} holds a Rust '{}': {why}", crate::rust_layout::name(ty)))
}

/// Whether instruction `i` lies in a function whose debug info names a Rust source file
/// (a C struct's debug type says nothing in Rust terms).
fn in_rust_source(i: LLVMValueRef) -> bool {
    // SAFETY: `i` is a live instruction; its function's subprogram and file are metadata
    // of the same live module, read while it lives.
    unsafe {
        let sp = LLVMGetSubprogram(ir::parent_function(i));
        if sp.is_null() {
            return false;
        }
        let file = LLVMDIScopeGetFile(sp);
        if file.is_null() {
            return false;
        }
        let mut len = 0u32;
        let name = LLVMDIFileGetFilename(file, &mut len);
        !name.is_null() && std::slice::from_raw_parts(name as *const u8, len as usize).ends_with(b".rs")
    }
}

fn context(i: LLVMValueRef) -> LLVMContextRef {
    // SAFETY: `i` is a live instruction of a live module.
    unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(ir::parent_function(i))) }
}

/// The type of the variable a `#dbg_declare` in `alloca`'s function describes `alloca` as.
fn declared_type(alloca: LLVMValueRef) -> Option<LLVMMetadataRef> {
    let f = ir::parent_function(alloca);
    let ctx = context(alloca);
    for i in ir::function_instructions(f) {
        // SAFETY: iteration over the debug records of a live instruction; the record's
        // value and variable are read while it lives.
        unsafe {
            let mut r = LLVMGetFirstDbgRecord(i);
            while !r.is_null() {
                if LLVMDbgRecordGetKind(r) == llvm_sys::LLVMDbgRecordKind::LLVMDbgRecordDeclare && LLVMDbgVariableRecordGetValue(r, 0) == alloca {
                    return operand(ctx, LLVMDbgVariableRecordGetVariable(r), VARIABLE_TYPE);
                }
                r = LLVMGetNextDbgRecord(r);
            }
        }
    }
    None
}

/// The `T` of the innermost `alloc::boxed::Box<T, A>` function that inlined the
/// allocation `call` (`Box::new`, `Box::try_new_uninit_in`, `Box::clone`, ...).
fn boxed_type(ctx: LLVMContextRef, call: LLVMValueRef) -> Option<LLVMMetadataRef> {
    // SAFETY: debug-location queries on a live instruction; each location is NULL-checked.
    let mut loc = unsafe { LLVMInstructionGetDebugLoc(call) };
    while !loc.is_null() {
        // SAFETY: `loc` is a live DILocation.
        let sp = subprogram(ctx, unsafe { LLVMDILocationGetScope(loc) });
        let linkage = sp.and_then(|s| operand(ctx, s, SUBPROGRAM_LINKAGE)).map(|m| string(ctx, m)).unwrap_or_default();
        let path = crate::rust_names::demangle(&linkage).unwrap_or_default();
        if path.starts_with("alloc::boxed::Box<") || path.starts_with("<alloc::boxed::Box<") {
            return sp.and_then(|s| template_type(ctx, s, "T"));
        }
        // SAFETY: as above.
        loc = unsafe { LLVMDILocationGetInlinedAt(loc) };
    }
    None
}

/// The subprogram a scope (a subprogram or lexical blocks inside one) belongs to.
pub(crate) fn subprogram(ctx: LLVMContextRef, mut scope: LLVMMetadataRef) -> Option<LLVMMetadataRef> {
    for _ in 0..64 {
        if scope.is_null() {
            return None;
        }
        match kind(scope) {
            LLVMMetadataKind::LLVMDISubprogramMetadataKind => return Some(scope),
            LLVMMetadataKind::LLVMDILexicalBlockMetadataKind | LLVMMetadataKind::LLVMDILexicalBlockFileMetadataKind => {
                scope = operand(ctx, scope, BLOCK_SCOPE)?;
            }
            _ => return None,
        }
    }
    None
}

/// The type of template parameter `wanted` of subprogram `sp` (its template parameters
/// are the one operand that is a list of them).
fn template_type(ctx: LLVMContextRef, sp: LLVMMetadataRef, wanted: &str) -> Option<LLVMMetadataRef> {
    // Only tuples are read as lists (the subprogram's name is a string).
    let is_list = |m: &LLVMMetadataRef| !m.is_null() && matches!(kind(*m), LLVMMetadataKind::LLVMMDTupleMetadataKind);
    operands(ctx, sp).into_iter().filter(is_list).find_map(|list| {
        operands(ctx, list).into_iter().filter(|p| !p.is_null()).find_map(|p| {
            let is_param = matches!(kind(p), LLVMMetadataKind::LLVMDITemplateTypeParameterMetadataKind);
            (is_param && operand(ctx, p, PARAM_NAME).map(|n| string(ctx, n)).as_deref() == Some(wanted)).then(|| operand(ctx, p, PARAM_TYPE)).flatten()
        })
    })
}

/// The kind of live metadata `md`.
fn kind(md: LLVMMetadataRef) -> LLVMMetadataKind {
    // SAFETY: kind query on live, non-null metadata.
    unsafe { LLVMGetMetadataKind(md) }
}

/// The text of an `MDString`.
fn string(ctx: LLVMContextRef, md: LLVMMetadataRef) -> String {
    // SAFETY: `md` is live metadata of `ctx`; LLVMGetMDString returns `len` bytes it owns,
    // or NULL for metadata that is no string.
    unsafe {
        let v = LLVMMetadataAsValue(ctx, md);
        let mut len = 0u32;
        let p = LLVMGetMDString(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len as usize)).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::without_c_advice;

    #[test]
    fn union_advice_in_rust_terms() {
        let c = "is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data (data in x); say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition, or keep pointers and other data in separate fields";
        let rust = without_c_advice(c);
        assert!(!rust.contains("CORMI_UNION"), "{rust}");
        assert!(
            rust.starts_with(
                "is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data (data in x); a Rust type cannot name"
            ),
            "{rust}"
        );
        assert!(rust.ends_with("over a field that holds a pointer"), "{rust}");
        let array = "the object holds pointers stored through a variable index at offsets the analysis cannot tell apart (an array of more than 64 records or pointers after other fields of a struct); allocate the array with malloc(n * sizeof *p) and keep a pointer to it in the struct";
        let rust = without_c_advice(array);
        assert!(!rust.contains("malloc"), "{rust}");
        assert!(rust.ends_with("keep such an array in a `Vec` or `Box<[T]>` field (a buffer of its own)"), "{rust}");
        let other = "the layout of the object is not known field by field";
        assert_eq!(without_c_advice(other), other);
    }
}
