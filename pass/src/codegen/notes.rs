//! Noting the globals and stack objects whose size a marshaler asks at run time
//! ([`crate::shape::sizes`]): the runtime knows heap blocks by itself, but not these, so
//! the program tells it (`cormi_extent_note`, cormi_rt.h "Allocation and object
//! extents").
//!
//! - A global: noted once, by the registration constructor, before `main`.
//! - A stack object (an `alloca`, variable-length arrays included): noted right after the
//!   `alloca` runs, or with lifetime markers (-O1 and above) right after each
//!   `llvm.lifetime.start` of it and forgotten before each `llvm.lifetime.end` (objects
//!   with disjoint lifetimes may share an address), with its size (count times the
//!   allocated type's size), and forgotten before its function returns. The pointer of the last note is kept in a slot of the
//!   function (null at entry), so an `alloca` run again in a loop first forgets its
//!   previous note, and a return forgets whatever was noted, wherever the `alloca` was.
//!   A note at an address that another object of the function had (a variable-length
//!   array of the next loop iteration, after `llvm.stackrestore`) clears that object's
//!   slot, so its later forget cannot drop the new note.
//!   A frame left by `longjmp` keeps its note until the next note at that address; the
//!   notes of objects no marshaler asks about are never made.
//! - A library object ([`crate::heap::Storage`]: strerror's strings, readdir's entry):
//!   noted right after every direct call that returns it, with the extent its
//!   [`Extent`] measures there (a string's length + 1, a record's length field); a null
//!   result notes nothing. Its storage is the library's: the note stays (the next call
//!   returning that address notes it again).

use super::builder::Ir;
use crate::heap::Extent;
use crate::plan::Plan;
use crate::shape::sizes::Note;
use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue, IntValue, PointerValue};
use llvm_sys::prelude::LLVMValueRef;

/// What generated code notes: (global, bytes), allocas and library objects by name.
pub struct Notes {
    /// The globals and their sizes.
    pub globals: Vec<(LLVMValueRef, u64)>,
    /// The stack objects.
    pub stack: Vec<LLVMValueRef>,
    /// The library objects ([`crate::heap::Storage`] names).
    pub library: Vec<&'static str>,
}

/// The objects to note, each once, in plan and node order; then those that interior
/// pointers with a run-time offset may point into (the sender finds the object
/// containing an address among heap blocks and noted objects).
pub fn collect(plans: &[Plan]) -> Notes {
    let (mut globals, mut stack, mut library) = (Vec::new(), Vec::new(), Vec::new());
    let sized = plans.iter().flat_map(|p| p.shapes.nodes.iter()).filter(|n| n.kind.runtime_size()).flat_map(|n| n.sizes.iter());
    let found = plans.iter().flat_map(|p| p.shapes.found_sizes.iter());
    let notes = sized.chain(found).filter_map(|s| s.note);
    for note in notes {
        match note {
            Note::Global { global, bytes } if !globals.iter().any(|&(g, _)| g == global) => globals.push((global, bytes)),
            Note::Stack { alloca } if !stack.contains(&alloca) => stack.push(alloca),
            Note::Library { storage } if !library.contains(&storage) => library.push(storage),
            _ => {}
        }
    }
    Notes { globals, stack, library }
}

/// Notes the result of every direct call of a declared function that returns one of the
/// library objects `names`, right after the call.
pub fn note_library(module: &Module<'_>, names: &[&'static str]) {
    if names.is_empty() {
        return;
    }
    let mut calls = Vec::new();
    for f in crate::ir::functions(module.as_mut_ptr()) {
        for i in crate::ir::function_instructions(f) {
            let Some(callee) = crate::ir::is_call(i).then(|| crate::ir::direct_callee(i)).flatten() else { continue };
            if crate::ir::is_defined(callee) {
                continue;
            }
            if let Some(s) = crate::heap::returned_storage(&crate::ir::name(callee)).filter(|s| names.contains(&s.name)) {
                calls.push((i, s.extent));
            }
        }
    }
    let ctx = module.get_context();
    let b = ctx.create_builder();
    let zeros = zeros(module);
    for (call, extent) in calls {
        // SAFETY: `call` is a live call instruction of this module, never a terminator.
        let next = unsafe { InstructionValue::new(call) }.get_next_instruction().expect("a call is not a terminator");
        b.position_before(&next);
        // SAFETY: the call returns a pointer (its model returns a library object).
        let p = unsafe { PointerValue::new(call) };
        // A null result is measured on zeros and noted as nothing (the runtime ignores it).
        let null = b.build_is_null(p, "null").expect("builder");
        let q = b.build_select(null, zeros, p, "measured").expect("builder").into_pointer_value();
        let i64t = ctx.i64_type();
        let n = match extent {
            Extent::String => {
                let strlen = crate::abi::function(module, "strlen");
                let len = b.build_call(strlen, &[q.into()], "len").expect("builder").try_as_basic_value().basic().expect("strlen returns").into_int_value();
                b.build_int_add(len, i64t.const_int(1, false), "bytes").expect("builder")
            }
            Extent::Length16(off) => {
                // SAFETY: an i8 GEP by a constant inside the record (or the zeros).
                let at = unsafe { b.build_gep(ctx.i8_type(), q, &[i64t.const_int(off, false)], "reclen.at") }.expect("builder");
                let len = b.build_load(ctx.i16_type(), at, "reclen").expect("builder").into_int_value();
                if let Some(l) = len.as_instruction() {
                    l.set_alignment(1).expect("a load");
                }
                b.build_int_z_extend(len, i64t, "bytes").expect("builder")
            }
            Extent::None => continue,
        };
        let note = crate::abi::function(module, "cormi_extent_note");
        b.build_call(note, &[p.into(), n.into()], "").expect("builder");
    }
}

/// A private constant of zero bytes that a null library result is measured on.
fn zeros<'ctx>(module: &Module<'ctx>) -> PointerValue<'ctx> {
    const NAME: &str = "cormi.library.zeros";
    if let Some(g) = module.get_global(NAME) {
        return g.as_pointer_value();
    }
    let ty = module.get_context().i8_type().array_type(32);
    let g = module.add_global(ty, None, NAME);
    g.set_initializer(&ty.const_zero());
    g.set_constant(true);
    g.set_linkage(inkwell::module::Linkage::Private);
    g.as_pointer_value()
}

/// Emits `cormi_extent_note(@g, bytes)` for each global, at the builder's position.
pub fn note_globals(ir: &Ir<'_, '_>, globals: &[(LLVMValueRef, u64)]) {
    for &(g, bytes) in globals {
        // SAFETY: `g` is a live global variable of this module: a pointer constant.
        let p = unsafe { PointerValue::new(g) };
        ir.rt("cormi_extent_note", &[p.into(), ir.i64c(bytes).into()]);
    }
}

/// Notes every stack object of `allocas` when it is created and forgets it when its
/// function returns.
pub fn note_stack(module: &Module<'_>, allocas: &[LLVMValueRef]) {
    let b = module.get_context().create_builder();
    // One last-note slot per alloca, all made before any note, so that each note can
    // clear the others' claims on its address.
    let slots: Vec<(InstructionValue<'_>, FunctionValue<'_>, PointerValue<'_>, Option<u64>)> = allocas
        .iter()
        .map(|&a| {
            // SAFETY: `a` is a live alloca instruction of this module.
            let (alloca, size) = padded(module, unsafe { InstructionValue::new(a) });
            let function = alloca.get_parent().and_then(|bb| bb.get_parent()).expect("an alloca in a function");
            (alloca, function, last_note_slot(&b, function), size)
        })
        .collect();
    for (k, &(alloca, function, slot, size)) in slots.iter().enumerate() {
        let others: Vec<PointerValue<'_>> = slots.iter().enumerate().filter(|&(j, s)| j != k && s.1 == function).map(|(_, s)| s.2).collect();
        note_one(module, alloca, slot, &others, size);
    }
}

/// A stack object of a constant size made one byte longer (a new `alloca` of that many
/// bytes, at the same alignment, in its place; the old one is left unused), and its size:
/// its one-past-the-end address is then no other stack object's start, so the run-time
/// look-up of an `end = a + n` pointer finds `a`, not the object the code generator put
/// next to it. The runtime's malloc keeps heap blocks apart the same way. `None` (the
/// object as it is) for a variable-length array and an object of 4 GiB or more.
fn padded<'ctx>(module: &Module<'ctx>, alloca: InstructionValue<'ctx>) -> (InstructionValue<'ctx>, Option<u64>) {
    let a = alloca.as_value_ref();
    // SAFETY: `a` is a live alloca: its count operand exists.
    let Some(count) = crate::ir::const_int(unsafe { llvm_sys::core::LLVMGetOperand(a, 0) }) else { return (alloca, None) };
    let layout = crate::heap::layout::Layout::of(module.as_mut_ptr());
    // SAFETY: a live alloca has an allocated type.
    let size = layout.alloc_size(unsafe { llvm_sys::core::LLVMGetAllocatedType(a) }) * count as u64;
    let Some(padded_len) = u32::try_from(size + 1).ok() else { return (alloca, None) };
    let ctx = module.get_context();
    let b = ctx.create_builder();
    b.position_before(&alloca);
    let bigger = b.build_alloca(ctx.i8_type().array_type(padded_len), "cormi.padded").expect("builder");
    let bigger = bigger.as_instruction().expect("an alloca is an instruction");
    // SAFETY: both are live allocas of one function; uses (lifetime markers, debug
    // records included) move to the new one, which has the old one's alignment.
    unsafe {
        llvm_sys::core::LLVMSetAlignment(bigger.as_value_ref(), llvm_sys::core::LLVMGetAlignment(a));
        llvm_sys::core::LLVMReplaceAllUsesWith(a, bigger.as_value_ref());
    }
    (bigger, Some(size))
}

/// Notes `alloca` (its last note kept in `slot`) with `size` bytes (`None`: its allocated
/// size, computed where it is noted). Objects of one function may take an
/// address another of its objects had (variable-length arrays of a loop's iterations,
/// after `llvm.stackrestore`): a new note at that address drops the other's claim
/// (`others`: their slots), so that the other's later forget cannot remove it.
fn note_one<'ctx>(module: &Module<'ctx>, alloca: InstructionValue<'ctx>, slot: PointerValue<'ctx>, others: &[PointerValue<'ctx>], size: Option<u64>) {
    let ctx = module.get_context();
    let b = ctx.create_builder();
    let function = alloca.get_parent().and_then(|bb| bb.get_parent()).expect("an alloca in a function");
    let note = crate::abi::function(module, "cormi_extent_note");
    let forget = crate::abi::function(module, "cormi_extent_forget");
    let ptr = ctx.ptr_type(Default::default());
    // SAFETY: an alloca instruction is a pointer value.
    let p = unsafe { PointerValue::new(alloca.as_value_ref()) };
    // With lifetime markers the code generator may give objects whose lifetimes do not
    // overlap one address (stack colouring): the note is made when the object's
    // lifetime starts and dropped when it ends, so the runtime knows the live one's size.
    let (starts, ends) = lifetime_markers(alloca.as_value_ref());
    let after: Vec<LLVMValueRef> = if starts.is_empty() { vec![alloca.as_value_ref()] } else { starts };
    for at in after {
        // SAFETY: `at` is a live instruction (the alloca or a lifetime start), never a terminator.
        let next = unsafe { InstructionValue::new(at) }.get_next_instruction().expect("not a terminator");
        b.position_before(&next);
        let old = b.build_load(ptr, slot, "noted").expect("builder");
        b.build_call(forget, &[old.into()], "").expect("builder");
        let n = size.map_or_else(|| bytes(module, &b, alloca), |size| ctx.i64_type().const_int(size, false));
        b.build_call(note, &[p.into(), n.into()], "").expect("builder");
        b.build_store(slot, p).expect("builder");
        for &other in others {
            let claim = b.build_load(ptr, other, "claim").expect("builder").into_pointer_value();
            let same = b.build_int_compare(inkwell::IntPredicate::EQ, claim, p, "same").expect("builder");
            let kept = b.build_select(same, ptr.const_null(), claim, "kept").expect("builder");
            b.build_store(other, kept).expect("builder");
        }
    }
    for end in ends {
        // SAFETY: a live lifetime-end call.
        b.position_before(&unsafe { InstructionValue::new(end) });
        let last = b.build_load(ptr, slot, "noted").expect("builder");
        b.build_call(forget, &[last.into()], "").expect("builder");
        b.build_store(slot, ptr.const_null()).expect("builder");
    }
    for ret in returns(function) {
        b.position_before(&ret);
        let last = b.build_load(ptr, slot, "noted").expect("builder");
        b.build_call(forget, &[last.into()], "").expect("builder");
    }
}

/// A slot holding the last noted pointer of one alloca: allocated and set to null at
/// the start of the function's entry block.
fn last_note_slot<'ctx>(b: &Builder<'ctx>, function: FunctionValue<'ctx>) -> PointerValue<'ctx> {
    let entry = function.get_first_basic_block().expect("a defined function");
    match entry.get_first_instruction() {
        Some(first) => b.position_before(&first),
        None => b.position_at_end(entry),
    }
    let ptr = function.get_type().get_context().ptr_type(Default::default());
    let slot = b.build_alloca(ptr, "cormi.noted").expect("builder");
    b.build_store(slot, ptr.const_null()).expect("builder");
    slot
}

/// The bytes an alloca allocates: its count times its type's allocation size.
fn bytes<'ctx>(module: &Module<'ctx>, b: &Builder<'ctx>, alloca: InstructionValue<'ctx>) -> IntValue<'ctx> {
    let i64t = module.get_context().i64_type();
    let layout = crate::heap::layout::Layout::of(module.as_mut_ptr());
    // SAFETY: `alloca` is a live alloca: its allocated type and count operand exist.
    let (size, count) =
        unsafe { (layout.alloc_size(llvm_sys::core::LLVMGetAllocatedType(alloca.as_value_ref())), llvm_sys::core::LLVMGetOperand(alloca.as_value_ref(), 0)) };
    // SAFETY: the count operand is a live integer value.
    let count = unsafe { IntValue::new(count) };
    let count = b.build_int_z_extend_or_bit_cast(count, i64t, "count").expect("builder");
    b.build_int_mul(count, i64t.const_int(size, false), "bytes").expect("builder")
}

/// The `llvm.lifetime.start` and `llvm.lifetime.end` calls on `alloca`.
fn lifetime_markers(alloca: LLVMValueRef) -> (Vec<LLVMValueRef>, Vec<LLVMValueRef>) {
    let (mut starts, mut ends) = (Vec::new(), Vec::new());
    for user in crate::ir::users(alloca) {
        let Some(callee) = crate::ir::is_call(user).then(|| crate::ir::direct_callee(user)).flatten() else { continue };
        let name = crate::ir::name(callee);
        if name.starts_with("llvm.lifetime.start") {
            starts.push(user);
        } else if name.starts_with("llvm.lifetime.end") {
            ends.push(user);
        }
    }
    (starts, ends)
}

/// The `ret` instructions of a function.
fn returns<'ctx>(function: FunctionValue<'ctx>) -> Vec<InstructionValue<'ctx>> {
    function.get_basic_block_iter().filter_map(|bb| bb.get_terminator()).filter(|t| t.get_opcode() == InstructionOpcode::Return).collect()
}
