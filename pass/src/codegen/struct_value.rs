//! Struct values on the wire ([`crate::plan::StructValue`]): arguments passed by value in
//! memory (`byval`), results returned through memory (`sret`) and first-class aggregates
//! holding pointers (a `{ptr, i64}` slice returned in registers).
//!
//! ```text
//! struct value:  size bytes (as in memory; pointer members' bits are meaningless there)
//!                then the graph of each pointer member, in offset order (graph/mod.rs),
//!                sharing the direction's handle table with the call's other graphs
//! ```
//!
//! Both sides work on the value in memory: the sender's copy (`byval`), the method's or
//! caller's result slot (`sret`), or an entry-block slot the aggregate is stored into or
//! loaded from. The receiver copies the bytes, then writes every pointer member: a fresh
//! object, a back-reference or NULL; no pointer value comes from the wire.

use super::builder::Ir;
use super::graph::{self, Dispatch};
use super::recv_handles::RecvHandles;
use crate::plan::StructValue;
use crate::shape::Shapes;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicValueEnum, PointerValue};

/// Appends the struct value at `src`: its bytes, then each pointer member's graph.
pub fn marshal<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    out: PointerValue<'ctx>,
    handles: Option<PointerValue<'ctx>>,
    src: PointerValue<'ctx>,
    value: &StructValue,
    dispatch: Dispatch<'_, 'ctx>,
) {
    ir.append_bytes(out, src, ir.i64c(value.size));
    for f in &value.fields {
        let p = ir.load(ir.ptr_ty().into(), ir.field(src, f.offset)).into_pointer_value();
        graph::marshal(ir, shapes, out, handles, p, f.root, dispatch);
    }
}

/// Reads a struct value into `dst` (at least `value.size` bytes): its bytes, then each
/// pointer member's graph, stored over the member. A malformed message sets the
/// cursor's error flag (the caller checks it) or leaves through `fail`.
#[allow(clippy::too_many_arguments)]
pub fn unmarshal<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    log: Option<PointerValue<'ctx>>,
    dst: PointerValue<'ctx>,
    value: &StructValue,
    fail: BasicBlock<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
) {
    // Zeroed first: a short message copies nothing, and the slot must not hold stale
    // pointers then.
    ir.zero_bytes(dst, ir.i64c(value.size));
    ir.read_bytes(inp, dst, ir.i64c(value.size));
    for f in &value.fields {
        ir.store(ir.field(dst, f.offset), ir.ptr_ty().const_null().into());
    }
    for f in &value.fields {
        let p = graph::unmarshal(ir, shapes, inp, handles, log, f.root, fail, dispatch);
        ir.store(ir.field(dst, f.offset), p.into());
    }
}

/// An entry-block slot of the value's type holding `v` (a first-class aggregate to send).
pub fn spill<'ctx>(ir: &Ir<'_, 'ctx>, value: &StructValue, v: BasicValueEnum<'ctx>) -> PointerValue<'ctx> {
    let slot = ir.entry_slot(super::client::basic(value.ty), "agg");
    ir.store(slot, v);
    slot
}

/// An entry-block slot for a received value of the struct's type.
pub fn slot<'ctx>(ir: &Ir<'_, 'ctx>, value: &StructValue) -> PointerValue<'ctx> {
    ir.entry_slot(super::client::basic(value.ty), "structval")
}
