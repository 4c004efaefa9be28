//! Why an object holds pointers at offsets the analysis cannot tell apart: the
//! instruction that writes pointer bits into it at a byte offset not known statically (a
//! store or a copy through `&a[i]` of a `char *` view, a byte-wise swap), or the call
//! that sorts it by an element size not known statically (`qsort(a, n, size, cmp)`), for
//! errors that name it by file:line.

use crate::facts::byte_copy_operands;
use crate::heap::{HeapAnalysis, ObjectId, Offset};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;

/// Library calls that move a caller's array elements by the size argument (array
/// argument, size argument): with a size not known statically, their model moves any
/// slot into any slot.
const MOVES_ELEMENTS: &[(&str, usize, usize)] = &[("qsort", 0, 2), ("qsort_r", 0, 2), ("lsearch", 1, 3)];

/// The first instruction (module order) that writes pointer bits into an object of
/// `objs` at an offset not known statically, else the first load of a pointer from one
/// at such an offset; `None` when none is found (the offsets come from elsewhere, such
/// as a clone of the objects).
pub fn anywhere_cause(heap: &HeapAnalysis, objs: &[ObjectId]) -> Option<LLVMValueRef> {
    let module = heap.remote_calls().first().map(|c| {
        // SAFETY: a remote call is an instruction of a function of a live module.
        unsafe { llvm_sys::core::LLVMGetGlobalParent(ir::parent_function(c.call)) }
    })?;
    let mut read = None;
    for f in ir::functions(module) {
        for i in ir::function_instructions(f) {
            if writes_anywhere(heap, objs, i) {
                return Some(i);
            }
            if read.is_none() && ir::opcode(i) == LLVMOpcode::LLVMLoad && ir::is_pointer(ir::type_of(i)) && at_any(heap, objs, ir::operand(i, 0)) {
                read = Some(i);
            }
        }
    }
    read
}

/// What the instruction is, for messages: `the call of qsort`, `the store`, `the load`.
pub fn what(i: LLVMValueRef) -> String {
    match ir::opcode(i) {
        LLVMOpcode::LLVMCall => ir::direct_callee(i).map_or("the indirect call".into(), |f| format!("the call of {}", c_name(&ir::name(f)))),
        LLVMOpcode::LLVMStore => "the store".into(),
        LLVMOpcode::LLVMLoad => "the load".into(),
        _ => "the instruction".into(),
    }
}

/// The C name of a callee: `memcpy` for `llvm.memcpy.p0.p0.i64`.
fn c_name(callee: &str) -> &str {
    match callee.strip_prefix("llvm.") {
        Some(rest) => rest.split('.').next().unwrap_or(rest),
        None => callee,
    }
}

/// Advice for a cause that copies bytes: a copy of a string's bytes carries no pointer
/// when its length is measured on the very pointer it copies from.
pub fn advice(i: LLVMValueRef) -> &'static str {
    if byte_copy_operands(i).is_some() {
        "; a copy of a string's bytes moves no pointer when its length is strlen of the pointer it copies from, held in one variable (`size_t n = strlen(s); memcpy(d, s, n + 1);`), or with strcpy/strcat"
    } else {
        ""
    }
}

/// Whether `i` stores pointer bits through an address that may point into `objs` at an
/// offset not known statically, copies bytes to such an address, or moves elements of
/// `objs` by a size not known statically.
fn writes_anywhere(heap: &HeapAnalysis, objs: &[ObjectId], i: LLVMValueRef) -> bool {
    match ir::opcode(i) {
        LLVMOpcode::LLVMStore => !heap.points_to(ir::operand(i, 0)).is_empty() && at_any(heap, objs, ir::operand(i, 1)),
        LLVMOpcode::LLVMCall => {
            if let Some((_, dst, _, _)) = byte_copy_operands(i) {
                return at_any(heap, objs, dst);
            }
            let Some(callee) = ir::direct_callee(i) else { return false };
            let name = ir::name(callee);
            let args = ir::call_args(i);
            MOVES_ELEMENTS.iter().any(|&(n, array, size)| {
                n == name
                    && args.get(size).is_some_and(|&s| ir::const_int(s).is_none_or(|s| s <= 0))
                    && args.get(array).is_some_and(|&a| heap.points_to(a).iter().any(|t| objs.contains(&t.obj)))
            })
        }
        _ => false,
    }
}

/// Whether `p` may point into an object of `objs` at an offset not known statically.
fn at_any(heap: &HeapAnalysis, objs: &[ObjectId], p: LLVMValueRef) -> bool {
    heap.points_to(p).iter().any(|t| t.offset == Offset::Any && objs.contains(&t.obj))
}
