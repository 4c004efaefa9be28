//! What rustc's IR adds around the typed invocation of the `cormi` crate
//! (frontend-shim/rust), turned into the form the rest of the pass reads.
//!
//! - The crate calls a remote method through the result of `__cormi_remote_method` (as
//!   cormi.h does), transmuted to a Rust function pointer, which is never null; rustc
//!   states that as `call void @llvm.assume(i1 (icmp ne ptr %t, null))` beside the call.
//!   [`drop_nonnull_assumes`] erases those assumptions, so that the call is the marker
//!   result's one use (normalize.rs).
//! - Rust has no `annotate` attribute: `cormi::oneway!(m)` puts `m`'s address into a
//!   `#[used]` global in section `cormi_oneway` ([`section_marked`]), which discovery
//!   reads like `CORMI_ONEWAY`'s `llvm.global.annotations` entry.

use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMIntPredicate;
use std::ffi::CStr;

/// Erases `llvm.assume(icmp ne %t, null)` (and the compare) for every result `%t` of a
/// call of `marker`; the assumption only says what the marker's contract already does.
pub fn drop_nonnull_assumes(marker: LLVMValueRef) {
    for call in users(marker) {
        for cmp in users(call) {
            if !is_nonnull_check(cmp, call) {
                continue;
            }
            let uses = users(cmp);
            if uses.is_empty() || !uses.iter().all(|&u| is_assume(u)) {
                continue;
            }
            // SAFETY: the assumes use only `cmp`, and `cmp` has no other users.
            unsafe {
                for u in uses {
                    LLVMInstructionEraseFromParent(u);
                }
                LLVMInstructionEraseFromParent(cmp);
            }
        }
    }
}

/// The functions whose address a global in section `section` holds (`#[used]` statics of
/// Rust's `#[link_section]`), in module order.
pub fn section_marked(module: LLVMModuleRef, section: &str) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    for g in ir::globals(module) {
        // SAFETY: queries on a live global; the section name is a C string owned by LLVM.
        unsafe {
            let s = LLVMGetSection(g);
            if s.is_null() || CStr::from_ptr(s).to_bytes() != section.as_bytes() {
                continue;
            }
            let init = LLVMGetInitializer(g);
            if init.is_null() {
                continue;
            }
            let target = ir::strip_casts(init);
            if !LLVMIsAFunction(target).is_null() {
                out.push(target);
            }
        }
    }
    out
}

/// `cmp` is `icmp ne value, null` (or `null, value`).
fn is_nonnull_check(cmp: LLVMValueRef, value: LLVMValueRef) -> bool {
    // SAFETY: queries on live values.
    unsafe {
        if LLVMIsAICmpInst(cmp).is_null() || LLVMGetICmpPredicate(cmp) != LLVMIntPredicate::LLVMIntNE {
            return false;
        }
        let (a, b) = (LLVMGetOperand(cmp, 0), LLVMGetOperand(cmp, 1));
        (a == value && LLVMIsNull(b) != 0) || (b == value && LLVMIsNull(a) != 0)
    }
}

/// `inst` is a call of `llvm.assume`.
fn is_assume(inst: LLVMValueRef) -> bool {
    ir::is_call(inst) && ir::name(ir::called_operand(inst)) == "llvm.assume"
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

/// `AllocFnKind` bits of LLVM's `allockind` attribute.
const ALLOC: u64 = 1;
const REALLOC: u64 = 2;
const FREE: u64 = 4;
const ZEROED: u64 = 16;

/// The library model (heap/libc_models) of an allocator function recognised by its LLVM
/// attributes rather than its (mangled) name: `allockind` with an `alloc-family`, as
/// rustc gives `__rust_alloc` and its siblings, whose names carry a crate hash. The
/// allocator shim rustc generates for a binary defines them; they are still modelled
/// (their bodies only forward to the global allocator). `None` for other functions.
pub fn allocator_model(f: LLVMValueRef) -> Option<&'static str> {
    // SAFETY: attribute queries on a live function; the names are NUL-terminated.
    unsafe {
        if LLVMIsAFunction(f).is_null() {
            return None;
        }
        let index = llvm_sys::LLVMAttributeFunctionIndex;
        let family = LLVMGetStringAttributeAtIndex(f, index, c"alloc-family".as_ptr(), "alloc-family".len() as u32);
        if family.is_null() {
            return None;
        }
        let kind_id = LLVMGetEnumAttributeKindForName(c"allockind".as_ptr(), "allockind".len());
        let kind = LLVMGetEnumAttributeAtIndex(f, index, kind_id);
        if kind.is_null() {
            return None;
        }
        let bits = LLVMGetEnumAttributeValue(kind);
        match bits {
            b if b & REALLOC != 0 => Some("__rust_realloc"),
            b if b & FREE != 0 => Some("__rust_dealloc"),
            b if b & ALLOC != 0 && b & ZEROED != 0 => Some("__rust_alloc_zeroed"),
            b if b & ALLOC != 0 => Some("__rust_alloc"),
            _ => None,
        }
    }
}
