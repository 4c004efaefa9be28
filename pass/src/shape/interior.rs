//! Why a pointer may point inside an object rather than at its start: the instruction
//! that moved it off the start (pointer arithmetic `s + 1`, a walk `p++` around a loop,
//! a library call such as `strchr`), for errors and remarks that name it by file:line.
//!
//! The heap analysis keeps a walk's start apart from the walk (a positive-weight cycle
//! reaches the object's variable-index location without collapsing it), so a value that
//! holds only the start has offset 0 even where some pointer elsewhere walks the object;
//! a value that may hold an interior target got it from one of the instructions found
//! here.

use crate::facts::Facts;
use crate::heap::{HeapAnalysis, ObjectId, Offset, Target};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeMap, BTreeSet};

/// The instruction that may move a pointer to `t.obj` off its start to `t.offset`: the
/// first `getelementptr` or call (module order) whose result may be `t` while none of
/// its pointer operands may (the step off the start), else the first one whose result
/// and an operand both may be `t` (a walk: `p++` around a loop). `None` when no such
/// instruction exists (e.g. the offset comes from an `inttoptr`).
pub fn interior_cause(heap: &HeapAnalysis, t: Target) -> Option<LLVMValueRef> {
    let module = heap.remote_calls().first().map(|c| {
        // SAFETY: a remote call is an instruction of a function of a live module.
        unsafe { llvm_sys::core::LLVMGetGlobalParent(ir::parent_function(c.call)) }
    })?;
    let mut walk = None;
    for f in ir::functions(module) {
        for i in ir::function_instructions(f) {
            // A pointer result: an integer (a difference of two pointers) carries
            // provenance but moves no pointer.
            let pointer = ir::is_pointer(ir::type_of(i));
            if !matches!(ir::opcode(i), LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMCall) || !pointer || !moves_pointer(i) || !may_hold(heap, i, t) {
                continue;
            }
            let operands = (0..ir::num_operands(i)).map(|k| ir::operand(i, k));
            if operands.clone().any(|v| may_hold(heap, v, t)) {
                walk = walk.or(Some(i));
            } else {
                return Some(i);
            }
        }
    }
    walk
}

/// Whether `v` may point to `t`, a target as [`HeapAnalysis::points_to_interior`] gives
/// it (`Offset::Any` also for a pointer to a later element of an array).
pub fn may_hold(heap: &HeapAnalysis, v: LLVMValueRef, t: Target) -> bool {
    match t.offset {
        Offset::Any => heap.points_to_interior(v).contains(&t),
        Offset::At(_) => heap.points_to(v).contains(&t),
    }
}

/// Whether some use of `i` is not a comparison: `a + n` in `p < a + n` is a bound, not
/// a pointer anything walks with.
fn moves_pointer(i: LLVMValueRef) -> bool {
    // SAFETY: walking the use list of a live instruction.
    unsafe {
        let mut u = llvm_sys::core::LLVMGetFirstUse(i);
        while !u.is_null() {
            let user = llvm_sys::core::LLVMGetUser(u);
            if !ir::is_instruction(user) || ir::opcode(user) != LLVMOpcode::LLVMICmp {
                return true;
            }
            u = llvm_sys::core::LLVMGetNextUse(u);
        }
    }
    false
}

/// What the instruction does, for messages: `the pointer arithmetic` or `the call of f`.
pub fn what(i: LLVMValueRef) -> String {
    match ir::direct_callee(i) {
        Some(f) if ir::opcode(i) == LLVMOpcode::LLVMCall => format!("the call of {}", ir::name(f)),
        _ if ir::opcode(i) == LLVMOpcode::LLVMCall => "the indirect call".into(),
        _ => "the pointer arithmetic".into(),
    }
}

/// `at file:line (in function)` of an instruction, or `in function` without debug info.
pub fn place(i: LLVMValueRef) -> String {
    let func = ir::name(ir::parent_function(i));
    match ir::source_loc(i) {
        Some(l) => format!("at {}:{} (in {func})", l.file, l.line),
        None => format!("in {func} (-g gives file:line)"),
    }
}

/// Objects an interior pointer may point into that have one static size but pointer
/// fields where another has data (a `TAILQ` back link into a record `{int key; links}` or
/// into a struct `{head; int n}`, both of 24 bytes): the copy of such an object is made
/// from its layout, and the runtime tells the objects of one pointer apart only by their
/// extent, so their one merged layout would be a union nobody tags. `None` when the sizes
/// differ (told apart at run time) or the layouts merge (no pointer field of one is data
/// of another); else a message naming both objects, their pointer fields, and the fix.
pub fn same_size_layouts(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], describe: impl Fn(ObjectId) -> String) -> Option<String> {
    let sizes: BTreeSet<Option<u64>> = objs.iter().map(|&o| heap.object(o).size).collect();
    let [Some(size)] = sizes.into_iter().collect::<Vec<_>>()[..] else { return None };
    let mut layouts: BTreeMap<BTreeSet<Offset>, ObjectId> = BTreeMap::new();
    for &o in objs {
        let mut slots: BTreeSet<Offset> = heap.object(o).ptr_offsets.iter().copied().collect();
        slots.extend(facts.reads.offsets_of(heap, &[o]));
        layouts.entry(slots).or_insert(o);
    }
    // A pointer field of `a` on which `b` stores data.
    let clash = |a: &BTreeSet<Offset>, b: ObjectId| {
        a.iter().any(|&off| matches!(off, Offset::At(x) if x >= 0 && facts.stores.overlapping(heap, &[b], x as u64, None).is_some()))
    };
    let (a_slots, a, b_slots, b) = layouts.iter().find_map(|(a_slots, &a)| {
        layouts.iter().find(|(b_slots, &b)| b != a && (clash(a_slots, b) || clash(b_slots, a))).map(|(b_slots, &b)| (a_slots, a, b_slots, b))
    })?;
    let list = |s: &BTreeSet<Offset>| s.iter().map(|o| o.to_string()).collect::<Vec<_>>().join(", ");
    Some(format!(
        "may point into objects of {size} bytes whose pointer fields differ ({} at bytes {}; {} at bytes {}), which cannot be told apart at run time (cormi tells the objects of one pointer apart by their size); give the structs different sizes, or put the embedded link at the same offset in each",
        describe(a),
        list(a_slots),
        describe(b),
        list(b_slots)
    ))
}
