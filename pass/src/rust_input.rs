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
//!   reads like `CORMI_ONEWAY`'s `llvm.global.annotations` entry, with the copies of `m`
//!   that rustc's codegen units make ([`same_function`]).
//! - With panics that unwind, the typed call is an `invoke`: [`invokes_to_calls`] makes
//!   it a call (a remote call never unwinds into its caller).
//! - `create!`'s result is cast to the reference (`as u64`) where it is made; rustc may
//!   move that cast below an `if` that picks one of two references:
//!   [`casts_before_merges`] moves it back.
//! - std's chunked swap loop, which `mem::swap` of a large value calls, is recognised
//!   ([`swap_chunk_type`]) so that the heap analysis models it as copies, not its body.

// LLVM handles are opaque references into live modules, as in ir/.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use crate::diag::Diagnostic;
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMIntPredicate, LLVMOpcode};
use std::ffi::CStr;

/// Erases `llvm.assume(icmp ne %t, null)` (and the compare) for every result `%t` of a
/// call of `marker`; the assumption only says what the marker's contract already does.
pub fn drop_nonnull_assumes(marker: LLVMValueRef) {
    for call in ir::users(marker) {
        for cmp in ir::users(call) {
            if !is_nonnull_check(cmp, call) {
                continue;
            }
            let uses = ir::users(cmp);
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

/// Casts each typed construction's result to the reference where it is made: rustc's
/// optimizer moves the `ptrtoint ... to i64` of `create!`'s result below the phi or
/// select that picks one of two references (`let b = if c { create!(..) } else { b };`),
/// and normalize.rs wants that cast as the result's one use. A phi (select) of pointers
/// reading a call made through a result of `marker`, whose every use is such a cast,
/// becomes an i64 phi (select) of its operands' casts, each made in its incoming block
/// (before the select).
pub fn casts_before_merges(marker: LLVMValueRef) {
    for target in ir::users(marker) {
        for call in ir::users(target).into_iter().filter(|&c| ir::is_call(c) && ir::called_operand(c) == target) {
            for merge in ir::users(call) {
                let casts = ir::users(merge);
                let merges = matches!(ir::opcode(merge), LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect);
                if merges && !casts.is_empty() && casts.iter().all(|&c| is_reference_cast(c)) && !reads_invoke_result(merge) {
                    // SAFETY: `merge` and its casts are live instructions of one function.
                    unsafe { merge_as_integer(merge, &casts) };
                }
            }
        }
    }
}

/// Whether phi `merge` reads a value its incoming block's terminator makes (an `invoke`'s
/// result, which the block itself cannot cast).
fn reads_invoke_result(merge: LLVMValueRef) -> bool {
    ir::opcode(merge) == LLVMOpcode::LLVMPHI
        // SAFETY: incoming queries on a live phi.
        && (0..unsafe { LLVMCountIncoming(merge) }).any(|k| unsafe {
            LLVMGetIncomingValue(merge, k) == LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(merge, k))
        })
}

/// `inst` is `ptrtoint ... to i64`.
fn is_reference_cast(inst: LLVMValueRef) -> bool {
    ir::opcode(inst) == LLVMOpcode::LLVMPtrToInt && ir::int_width(ir::type_of(inst)) == Some(64)
}

/// Replaces `casts` (every use of phi or select `merge`) with a merge of its operands
/// cast to i64, and erases them and `merge`.
///
/// # Safety
/// `merge` is a live phi or select of pointers whose only users are `casts`.
unsafe fn merge_as_integer(merge: LLVMValueRef, casts: &[LLVMValueRef]) {
    // SAFETY: per the contract; the builder is disposed here.
    unsafe {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(merge));
        let i64t = LLVMInt64TypeInContext(ctx);
        let b = LLVMCreateBuilderInContext(ctx);
        let new = if ir::opcode(merge) == LLVMOpcode::LLVMPHI {
            LLVMPositionBuilderBefore(b, merge);
            let phi = LLVMBuildPhi(b, i64t, c"".as_ptr());
            for k in 0..LLVMCountIncoming(merge) {
                let mut block = LLVMGetIncomingBlock(merge, k);
                LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(block));
                let mut cast = LLVMBuildPtrToInt(b, LLVMGetIncomingValue(merge, k), i64t, c"".as_ptr());
                LLVMAddIncoming(phi, &mut cast, &mut block, 1);
            }
            phi
        } else {
            LLVMPositionBuilderBefore(b, merge);
            let [on_true, on_false] = [1, 2].map(|k| LLVMBuildPtrToInt(b, ir::operand(merge, k), i64t, c"".as_ptr()));
            LLVMBuildSelect(b, ir::operand(merge, 0), on_true, on_false, c"".as_ptr())
        };
        LLVMDisposeBuilder(b);
        for &cast in casts {
            LLVMReplaceAllUsesWith(cast, new);
            LLVMInstructionEraseFromParent(cast);
        }
        LLVMInstructionEraseFromParent(merge);
    }
}

/// The functions whose address a global in section `section` holds (`#[used]` statics of
/// Rust's `#[link_section]`), in module order, each with its copies: rustc gives a small
/// function an internal copy in every codegen unit that names it, which llvm-link renames
/// `name.N`, so the global and a call site may name different copies of one method.
pub fn section_marked(module: LLVMModuleRef, section: &str) -> Vec<LLVMValueRef> {
    let named: Vec<LLVMValueRef> = section_globals(module, section).into_iter().filter_map(marked_function).collect();
    let functions = ir::functions(module);
    let mut out = Vec::new();
    for &f in &named {
        for &copy in functions.iter().filter(|&&g| same_function(f, g)) {
            if !out.contains(&copy) {
                out.push(copy);
            }
        }
    }
    out
}

/// An error for each global in section `section` that names no function (its
/// initializer, casts stripped, is something else): the method it marks cannot be found.
pub fn unresolved_section_marks(module: LLVMModuleRef, section: &str) -> Vec<Diagnostic> {
    section_globals(module, section)
        .into_iter()
        .filter(|&g| marked_function(g).is_none())
        .map(|g| {
            let at = ir::global_source_loc(g).map(|l| format!(" ({l})")).unwrap_or_default();
            Diagnostic::module_error(format!(
                "the marker '{}'{at} in section '{section}' does not name a function, so the calls of the method it marks cannot be made {}; mark a function defined in this program",
                ir::name(g),
                if section == "cormi_oneway" { "one-way" } else { "as marked" },
            ))
        })
        .collect()
}

/// The globals with an initializer in section `section`, in module order.
fn section_globals(module: LLVMModuleRef, section: &str) -> Vec<LLVMValueRef> {
    ir::globals(module)
        .into_iter()
        .filter(|&g| {
            // SAFETY: queries on a live global; the section name is a C string owned by LLVM.
            unsafe {
                let s = LLVMGetSection(g);
                !s.is_null() && CStr::from_ptr(s).to_bytes() == section.as_bytes() && !LLVMGetInitializer(g).is_null()
            }
        })
        .collect()
}

/// The function whose address marker global `g` holds.
fn marked_function(g: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: `g` is a live global with an initializer.
    let target = ir::strip_casts(unsafe { LLVMGetInitializer(g) });
    // SAFETY: type query on a live constant.
    (!unsafe { LLVMIsAFunction(target) }.is_null()).then_some(target)
}

/// `a` and `b` are one function or copies of one Rust function: the same mangled symbol
/// (which names one item, and with its hash one instance) up to llvm-link's `.N`, and the
/// same type. C names never match this way (two `static` functions of one name are
/// different functions).
pub fn same_function(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    if a == b {
        return true;
    }
    let (na, nb) = (ir::name(a), ir::name(b));
    crate::rust_names::demangle(&na).is_some()
        && crate::rust_names::without_copy_suffix(&na) == crate::rust_names::without_copy_suffix(&nb)
        // SAFETY: type queries on live functions.
        && unsafe { LLVMGlobalGetValueType(a) == LLVMGlobalGetValueType(b) }
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
        // C's allocators (family "malloc", "_Znwm", ...) keep their own models by name.
        let mut len = 0u32;
        let value = LLVMGetStringAttributeValue(family, &mut len);
        if value.is_null() || std::slice::from_raw_parts(value.cast::<u8>(), len as usize) != b"__rust_alloc" {
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

/// `DISubprogram`'s type and `DISubroutineType`'s type array (as in typed_refs/names.rs).
const SUBPROGRAM_TYPE: usize = 4;
const SUBROUTINE_TYPES: usize = 5;

/// Gives each struct result returned through memory as opaque bytes (rustc's
/// `sret([24 x i8])` for a `Vec`, a `String`, a large struct) the packed struct type of
/// its pointer members, read from the method's debug info ([`crate::rust_layout`]), on the
/// method and on the call: then the marshalers send what the pointers lead to instead of
/// their bits. `call` is an intrinsic call in the contract form. Errors (at the call): a
/// result holding pointers that cannot be sent, opaque bytes without debug info.
pub fn type_opaque_result(call: LLVMValueRef) -> Result<(), String> {
    if !ir::call_arg_has_attr(call, 0, "sret") {
        return Ok(());
    }
    let Some(&method) = ir::call_args(call).get(2) else { return Ok(()) };
    let method = ir::strip_casts(method);
    // SAFETY: type query on a live value.
    if unsafe { LLVMIsAFunction(method).is_null() } {
        return Ok(());
    }
    let Some(ty) = ir::param_type_attr(method, 0, "sret") else { return Ok(()) };
    if !is_opaque_bytes(ty) {
        // Typed by an earlier call of the same method: this call takes the same type.
        if let Some(at_call) = ir::call_arg_type_attr(call, 0, "sret").filter(|&t| is_opaque_bytes(t)) {
            // SAFETY: the method belongs to a live module.
            let layout = crate::heap::layout::Layout::of(unsafe { LLVMGetGlobalParent(method) });
            if layout.alloc_size(at_call) == layout.alloc_size(ty) {
                set_call_sret(call, ty);
            }
        }
        return Ok(());
    }
    // SAFETY: the function belongs to a live module.
    let ctx = unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(method)) };
    // SAFETY: a null subprogram means no debug info.
    let sp = unsafe { llvm_sys::debuginfo::LLVMGetSubprogram(method) };
    let ret = crate::rust_layout::operand(ctx, sp, SUBPROGRAM_TYPE)
        .and_then(|t| crate::rust_layout::operand(ctx, t, SUBROUTINE_TYPES))
        .and_then(|a| crate::rust_layout::operands(ctx, a).first().copied())
        .filter(|t| !t.is_null());
    let method_name = ir::name(method);
    let Some(ret) = ret else {
        return Err(format!(
            "the result of {method_name} is returned through memory as {} bytes whose layout the IR does not give; build with full debug info (`debug = 2` in Cargo's profile, rustc -C debuginfo=2) so that its pointers can be found",
            size_of_bytes(ty)
        ));
    };
    let offsets = crate::rust_layout::pointer_offsets(ctx, ret)
        .map_err(|e| format!("the result of {method_name} (Rust type '{}'): {e}", crate::rust_layout::name(ret)))?;
    if offsets.is_empty() {
        return Ok(());
    }
    let typed = crate::rust_layout::typed_struct(ctx, size_of_bytes(ty), &offsets)
        .ok_or_else(|| format!("the result of {method_name} (Rust type '{}'): its debug info does not match its size", crate::rust_layout::name(ret)))?;
    // SAFETY: attribute edits on a live function and call; the type belongs to their context.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(c"sret".as_ptr(), 4);
        let attr = LLVMCreateTypeAttribute(ctx, kind, typed);
        LLVMRemoveEnumAttributeAtIndex(method, 1, kind);
        LLVMAddAttributeAtIndex(method, 1, attr);
    }
    set_call_sret(call, typed);
    Ok(())
}

/// Gives `call`'s `sret` argument the type `ty` (the method's).
fn set_call_sret(call: LLVMValueRef, ty: LLVMTypeRef) {
    // SAFETY: attribute edits on a live call; the type belongs to its context.
    unsafe {
        let ctx = LLVMGetTypeContext(ty);
        let kind = LLVMGetEnumAttributeKindForName(c"sret".as_ptr(), 4);
        let attr = LLVMCreateTypeAttribute(ctx, kind, ty);
        LLVMRemoveCallSiteEnumAttribute(call, 1, kind);
        LLVMAddCallSiteAttribute(call, 1, attr);
    }
}

/// `[N x i8]`: bytes without a layout.
fn is_opaque_bytes(ty: LLVMTypeRef) -> bool {
    // SAFETY: type queries on a live type.
    unsafe {
        LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMArrayTypeKind
            && LLVMGetTypeKind(LLVMGetElementType(ty)) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind
            && LLVMGetIntTypeWidth(LLVMGetElementType(ty)) == 8
    }
}

/// The length of `[N x i8]`.
fn size_of_bytes(ty: LLVMTypeRef) -> u64 {
    // SAFETY: type query on a live array type.
    unsafe { LLVMGetArrayLength2(ty) }
}

/// Turns each `invoke` through a result of `marker` into a `call` followed by a branch to
/// its normal destination (rustc emits `invoke` for the typed call when values with drop
/// glue are live and panics unwind); the remote call never unwinds into the caller (a
/// remote panic comes back as an error, the runtime's entries are `extern "C"`), so the
/// landing pad loses that predecessor and its `phi` nodes their entry for it.
pub fn invokes_to_calls(marker: LLVMValueRef) {
    for target in ir::users(marker) {
        for inv in ir::users(target) {
            // SAFETY: type query on a live value.
            if unsafe { LLVMIsAInvokeInst(inv).is_null() } || ir::called_operand(inv) != target {
                continue;
            }
            invoke_to_call(inv);
        }
    }
}

fn invoke_to_call(inv: LLVMValueRef) {
    // SAFETY: `inv` is a live invoke; the builder is disposed here; the new call takes its
    // operands, attributes, debug location and uses before the invoke is erased.
    unsafe {
        let from = LLVMGetInstructionParent(inv);
        remove_predecessor(LLVMGetUnwindDest(inv), from);
        let normal = LLVMGetNormalDest(inv);
        let fty = LLVMGetCalledFunctionType(inv);
        let mut args = ir::call_args(inv);
        let ctx = LLVMGetTypeContext(LLVMTypeOf(inv));
        let b = LLVMCreateBuilderInContext(ctx);
        LLVMPositionBuilderBefore(b, inv);
        let call = LLVMBuildCall2(b, fty, ir::called_operand(inv), args.as_mut_ptr(), args.len() as u32, c"".as_ptr());
        LLVMBuildBr(b, normal);
        LLVMDisposeBuilder(b);
        let mut places = vec![llvm_sys::LLVMAttributeReturnIndex, llvm_sys::LLVMAttributeFunctionIndex];
        places.extend(1..=args.len() as u32);
        for at in places {
            let n = LLVMGetCallSiteAttributeCount(inv, at);
            let mut attrs = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetCallSiteAttributes(inv, at, attrs.as_mut_ptr());
            }
            for a in attrs {
                LLVMAddCallSiteAttribute(call, at, a);
            }
        }
        let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(inv);
        if !loc.is_null() {
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(call, loc);
        }
        LLVMReplaceAllUsesWith(inv, call);
        LLVMInstructionEraseFromParent(inv);
    }
}

/// Removes `from`'s entries from the `phi` nodes that start `block` (the edge from `from`
/// to `block` goes away): each such phi is rebuilt without them (the C API cannot remove
/// an incoming value); a phi left without entries (`block` now unreachable) becomes poison.
fn remove_predecessor(block: LLVMBasicBlockRef, from: LLVMBasicBlockRef) {
    // SAFETY: `block` is a live block; each phi is replaced (uses, name, debug location
    // move to the new one) before it is erased, and the builder is disposed here.
    unsafe {
        let phis: Vec<LLVMValueRef> = ir::block_instructions(block).into_iter().take_while(|&i| !LLVMIsAPHINode(i).is_null()).collect();
        if phis.is_empty() {
            return;
        }
        let b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(phis[0])));
        for phi in phis {
            let (mut values, mut blocks): (Vec<_>, Vec<_>) =
                (0..LLVMCountIncoming(phi)).map(|k| (LLVMGetIncomingValue(phi, k), LLVMGetIncomingBlock(phi, k))).filter(|&(_, bb)| bb != from).unzip();
            let kept = if values.is_empty() {
                LLVMGetPoison(LLVMTypeOf(phi))
            } else {
                LLVMPositionBuilderBefore(b, phi);
                let new = LLVMBuildPhi(b, LLVMTypeOf(phi), c"".as_ptr());
                LLVMAddIncoming(new, values.as_mut_ptr(), blocks.as_mut_ptr(), values.len() as u32);
                new
            };
            let name = ir::name(phi);
            LLVMReplaceAllUsesWith(phi, kept);
            LLVMInstructionEraseFromParent(phi);
            if LLVMIsAPHINode(kept).is_null() {
                continue;
            }
            LLVMSetValueName2(kept, name.as_ptr().cast(), name.len());
        }
        LLVMDisposeBuilder(b);
    }
}

/// The chunk type of std's byte-wise swap loop when `f` is it:
/// `core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks(x, y, chunks)`
/// (what `std::mem::swap` of a value of more than a few words calls) swaps `chunks`
/// chunks of this type at `x` and `y`, indexed with the loop's counter; its callers model
/// it as a copy of those bytes each way (heap/constraints/calls.rs) instead of reading
/// its body, which would make both objects unknown field by field. The type is that of
/// the body's indexed access to `x` (the chunk size is a const generic, not in the name).
pub fn swap_chunk_type(f: LLVMValueRef) -> Option<LLVMTypeRef> {
    // SAFETY: queries on a live function and its instructions.
    unsafe {
        if LLVMIsAFunction(f).is_null() || LLVMCountParams(f) != 3 {
            return None;
        }
        let path = crate::rust_names::demangle(&ir::name(f))?;
        let path = path.split("::<").next().unwrap_or(&path);
        if path != "core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks" {
            return None;
        }
        let x = LLVMGetParam(f, 0);
        ir::function_instructions(f)
            .into_iter()
            .find(|&i| !LLVMIsAGetElementPtrInst(i).is_null() && LLVMGetNumOperands(i) == 2 && LLVMGetOperand(i, 0) == x)
            .map(|g| LLVMGetGEPSourceElementType(g))
    }
}
