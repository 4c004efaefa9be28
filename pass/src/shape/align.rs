//! The alignment a receiver must give a copy of an object: what its allocation site
//! guarantees (`aligned_alloc(64, ..)`, `posix_memalign`, an `alloca` or a global of an
//! over-aligned type). C and the compiler assume the type's alignment (`_Alignas(64)`,
//! `__m256d` members: aligned vector loads), and a program may only rely on it where the
//! allocation gave it, so the site's alignment is the type's where it matters.

use llvm_sys::core::{LLVMGetAlignment, LLVMIsAAllocaInst, LLVMIsAGlobalVariable};
use llvm_sys::prelude::LLVMValueRef;

use crate::heap::{AllocSite, HeapAnalysis, ObjectId};
use crate::ir;

/// What plain `malloc` gives (glibc on x86-64): objects aligned to this or less need no
/// aligned allocation on the receiving side.
pub const MALLOC_ALIGN: u64 = 16;

/// An alignment argument that is not a constant: a cache line, the largest alignment of
/// a vector type the target has (AVX-512).
const UNKNOWN_ALIGN: u64 = 64;

/// A page (`valloc`, `pvalloc`).
const PAGE: u64 = 4096;

/// The largest alignment any of `objs` was allocated with (at least 1).
pub fn of_objects(heap: &HeapAnalysis, objs: &[ObjectId]) -> u64 {
    objs.iter().map(|&o| of_object(heap, o, 0)).max().unwrap_or(1)
}

fn of_object(heap: &HeapAnalysis, obj: ObjectId, depth: u32) -> u64 {
    match &heap.object(obj).site {
        AllocSite::Instruction(v) => of_instruction(*v),
        AllocSite::Global(g) => value_align(*g),
        AllocSite::Clone { of, .. } if depth < 8 => of_object(heap, *of, depth + 1),
        _ => 1,
    }
}

/// An `alloca`'s alignment, or an allocating call's alignment argument.
fn of_instruction(v: LLVMValueRef) -> u64 {
    // SAFETY: `v` is a live instruction of the analysed module.
    if unsafe { !LLVMIsAAllocaInst(v).is_null() } {
        return value_align(v);
    }
    if !ir::is_call(v) {
        return 1;
    }
    let Some(f) = ir::direct_callee(v) else { return 1 };
    let args = ir::call_args(v);
    let arg = |k: usize| args.get(k).map(|&a| ir::const_int(a).map_or(UNKNOWN_ALIGN, |c| c.max(1) as u64)).unwrap_or(1);
    match ir::name(f).as_str() {
        "aligned_alloc" | "memalign" => arg(0),
        "posix_memalign" => arg(1),
        "valloc" | "pvalloc" => PAGE,
        "__rust_alloc" | "__rust_alloc_zeroed" => arg(1),
        _ => 1,
    }
}

fn value_align(v: LLVMValueRef) -> u64 {
    // SAFETY: `v` is a live alloca or global variable (both carry an alignment).
    unsafe {
        if LLVMIsAAllocaInst(v).is_null() && LLVMIsAGlobalVariable(v).is_null() {
            return 1;
        }
        u64::from(LLVMGetAlignment(v)).max(1)
    }
}
