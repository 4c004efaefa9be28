//! Pointer arguments that point inside their objects ([`crate::shape::Interior`]): the
//! object travels whole from its start (its graph, through the handle table like any
//! other), and the pointer arrives at the same offset of the copy.
//!
//! Wire: `At(k)` adds nothing (the sender subtracts `k`, the receiver adds it back);
//! `Found` writes the offset as a `u64` before the graph (0 for NULL), found at run time
//! by `cormi_object_of` (cormi_rt.h; one past the end counts). Sender: an address in no
//! heap block the runtime knows (or outside its object) stops the program with the
//! address and the object's description. Receiver: an offset past the copy's extent, or
//! a non-zero offset with a NULL object, is a malformed message.

use super::builder::Ir;
use crate::abi;
use crate::shape::Interior;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

/// Sender: writes what the receiver needs to rebuild the pointer `p` (the offset, for
/// `Found`) and returns the start of its object, the graph's root. NULL stays NULL.
pub fn marshal_offset<'ctx>(ir: &Ir<'_, 'ctx>, out: PointerValue<'ctx>, p: PointerValue<'ctx>, interior: Option<Interior>, about: &str) -> PointerValue<'ctx> {
    match interior {
        None => p,
        Some(Interior::At(k)) => {
            let is_null = ir.b.build_is_null(p, "isnull").expect("builder");
            let start = ir.byte_gep(p, ir.i64c(k.wrapping_neg()));
            ir.select(is_null, ir.ptr_ty().const_null().into(), start.into()).into_pointer_value()
        }
        Some(Interior::Found) => {
            let slot = ir.entry_slot(ir.ctx.i64_type().into(), "interior.off");
            ir.store(slot, ir.i64c(0).into());
            let start = ir.rt_ptr("cormi_object_of", &[p.into(), slot.into()]);
            let found = ir.b.build_is_not_null(start, "found").expect("builder");
            let is_null = ir.b.build_is_null(p, "isnull").expect("builder");
            let good = ir.b.build_or(found, is_null, "good").expect("builder");
            ir.die_unless(
                good,
                p,
                &format!("the pointer lies in no heap block the runtime knows, or outside its object (one past the end is the farthest it may point): {about}"),
            );
            let off = ir.load(ir.ctx.i64_type().into(), slot);
            ir.append_scalar(out, off);
            start
        }
    }
}

/// Receiver, before the graph: the offset the sender wrote (`Found` only).
pub fn read_offset<'ctx>(ir: &Ir<'_, 'ctx>, inp: PointerValue<'ctx>, interior: Option<Interior>) -> Option<IntValue<'ctx>> {
    (interior == Some(Interior::Found)).then(|| ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value())
}

/// Receiver, after the graph: the pointer into the received object `start` at the
/// sender's offset (`offset` as read, or the static one); NULL for a NULL object. An
/// offset past the copy's extent, or a non-zero one with no object, branches to `bad`.
pub fn unmarshal_offset<'ctx>(
    ir: &Ir<'_, 'ctx>,
    start: PointerValue<'ctx>,
    offset: Option<IntValue<'ctx>>,
    interior: Option<Interior>,
    bad: BasicBlock<'ctx>,
) -> PointerValue<'ctx> {
    let off = match interior {
        None => return start,
        Some(Interior::At(k)) => ir.i64c(k),
        Some(Interior::Found) => offset.expect("Found reads its offset first"),
    };
    let is_null = ir.b.build_is_null(start, "isnull").expect("builder");
    let (null, check, join) = (ir.block("interior.null"), ir.block("interior.check"), ir.block("interior.join"));
    ir.cond_br(is_null, null, check);
    ir.at(null);
    if offset.is_some() {
        let stray = ir.b.build_int_compare(IntPredicate::NE, off, ir.i64c(0), "stray").expect("builder");
        ir.error_branch(stray, bad);
    }
    let null_end = ir.b.get_insert_block().expect("builder");
    ir.br(join);
    ir.at(check);
    let extent = ir.rt_int("cormi_extent", &[start.into()]);
    let unknown = ir.eq(extent, ir.i64c(abi::EXTENT_UNKNOWN));
    let past = ir.b.build_int_compare(IntPredicate::UGT, off, extent, "past").expect("builder");
    let wrong = ir.b.build_or(unknown, past, "wrong").expect("builder");
    ir.error_branch(wrong, bad);
    let inside = ir.byte_gep(start, off);
    let check_end = ir.b.get_insert_block().expect("builder");
    ir.br(join);
    ir.at(join);
    let phi = ir.b.build_phi(ir.ptr_ty(), "interior").expect("builder");
    phi.add_incoming(&[(&ir.ptr_ty().const_null(), null_end), (&inside, check_end)]);
    phi.as_basic_value().into_pointer_value()
}
