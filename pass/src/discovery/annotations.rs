//! Remote methods marked in source (`CORMI_REMOTE`, i.e.
//! `__attribute__((annotate("cormi_remote")))`): read from `llvm.global.annotations`,
//! an array of `{ ptr fn, ptr str, ptr file, i32 line, ptr args }`.

use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};

/// Every function annotated with exactly `annotation`, in annotation order.
/// Rust programs mark them with a global in the section of that name instead
/// (`crate::rust_input::section_marked`), listed after the annotations.
pub fn annotated(module: LLVMModuleRef, annotation: &str) -> Vec<LLVMValueRef> {
    let mut marked = annotated_in_source(module, annotation);
    for f in crate::rust_input::section_marked(module, annotation) {
        if !marked.contains(&f) {
            marked.push(f);
        }
    }
    marked
}

/// The `llvm.global.annotations` entries of [`annotated`].
fn annotated_in_source(module: LLVMModuleRef, annotation: &str) -> Vec<LLVMValueRef> {
    let Some(entries) = annotation_entries(module) else { return Vec::new() };
    entries
        .into_iter()
        .filter_map(|entry| {
            // SAFETY: each entry is a constant struct; operands 0 and 1 are pointers.
            let (target, text) = unsafe { (ir::strip_casts(LLVMGetOperand(entry, 0)), LLVMGetOperand(entry, 1)) };
            // SAFETY: type query on a live constant.
            let is_fn = unsafe { !LLVMIsAFunction(target).is_null() };
            (is_fn && string_of(text).as_deref() == Some(annotation)).then_some(target)
        })
        .collect()
}

/// The elements of `llvm.global.annotations`' initializer, if it exists.
fn annotation_entries(module: LLVMModuleRef) -> Option<Vec<LLVMValueRef>> {
    // SAFETY: lookups in a live module; the initializer is a ConstantArray of structs.
    unsafe {
        let gv = LLVMGetNamedGlobal(module, c"llvm.global.annotations".as_ptr());
        if gv.is_null() {
            return None;
        }
        let init = LLVMGetInitializer(gv);
        if init.is_null() || LLVMIsAConstantArray(init).is_null() {
            return None;
        }
        let n = LLVMGetNumOperands(init);
        Some((0..n as u32).map(|i| LLVMGetOperand(init, i)).filter(|e| !LLVMIsAConstantStruct(*e).is_null()).collect())
    }
}

/// The C string a pointer constant points to (a global with a constant string
/// initializer), without its trailing NUL.
fn string_of(ptr: LLVMValueRef) -> Option<String> {
    // SAFETY: queries on live constants.
    unsafe {
        let gv = ir::strip_casts(ptr);
        if LLVMIsAGlobalVariable(gv).is_null() {
            return None;
        }
        let init = LLVMGetInitializer(gv);
        if init.is_null() || LLVMIsConstantString(init) == 0 {
            return None;
        }
        let mut len = 0usize;
        let data = LLVMGetAsString(init, &mut len);
        let bytes = std::slice::from_raw_parts(data as *const u8, len);
        let bytes = bytes.strip_suffix(&[0]).unwrap_or(bytes);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}
