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
use crate::shape::{NodeKind, Shapes};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};

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
        let p = match f.inline {
            true => ir.field(src, f.offset),
            false => ir.load(ir.ptr_ty().into(), ir.field(src, f.offset)).into_pointer_value(),
        };
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
        match f.inline {
            true => ir.zero_bytes(ir.field(dst, f.offset), ir.i64c(inline_size(shapes, f.root))),
            false => ir.store(ir.field(dst, f.offset), ir.ptr_ty().const_null().into()),
        }
    }
    for f in &value.fields {
        let p = graph::unmarshal(ir, shapes, inp, handles, log, f.root, fail, dispatch);
        if !f.inline {
            ir.store(ir.field(dst, f.offset), p.into());
            continue;
        }
        // A NULL root (a hostile message) is malformed. The received root object's bytes
        // go in place; its block is the log's to free when there is one, else freed here.
        let (null, got) = (ir.block("inline.null"), ir.block("inline.got"));
        ir.cond_br(ir.b.build_is_null(p, "noroot").expect("builder"), null, got);
        ir.at(null);
        ir.store(ir.field(inp, crate::abi::IN_ERROR), ir.i32c(1).into());
        ir.br(fail);
        ir.at(got);
        let size = ir.i64c(inline_size(shapes, f.root));
        ir.b.build_memcpy(ir.field(dst, f.offset), 1, p, 1, size).expect("builder");
        if log.is_none() {
            ir.rt("free", &[p.into()]);
        }
    }
}

/// The size of an in-place member's root object (a struct node).
fn inline_size(shapes: &Shapes, root: usize) -> u64 {
    match shapes.nodes[root].kind {
        NodeKind::Struct { size, .. } => size,
        _ => unreachable!("an in-place member is a struct node"),
    }
}

/// An entry-block slot of the value's type holding `v` (a first-class aggregate to send).
pub fn spill<'ctx>(ir: &Ir<'_, 'ctx>, value: &StructValue, v: BasicValueEnum<'ctx>) -> PointerValue<'ctx> {
    let slot = ir.entry_slot(super::client::basic(value.ty), "agg");
    ir.store(slot, v);
    slot
}

/// An entry-block slot holding a Rust fat pointer's header built from its data pointer
/// and length (a slice argument, [`crate::plan::Via::Slice`]).
pub fn spill_slice<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, value: &StructValue, data: PointerValue<'ctx>, len: IntValue<'ctx>) -> PointerValue<'ctx> {
    let slot = ir.entry_slot(super::client::basic(value.ty), "slice");
    let (ptr_off, len_off) = slice_parts(shapes, value);
    ir.zero_bytes(slot, ir.i64c(value.size));
    ir.store(ir.field(slot, ptr_off), data.into());
    ir.store(ir.field(slot, len_off), len.into());
    slot
}

/// The byte offsets of a slice header's data pointer and length.
pub fn slice_parts(shapes: &Shapes, value: &StructValue) -> (u64, u64) {
    let root = value.fields.first().map(|f| f.root).expect("a slice has its header");
    let NodeKind::Struct { ptr_fields, .. } = &shapes.nodes[root].kind else { unreachable!("a slice's root is a struct node") };
    match shapes.nodes[ptr_fields[0].1].kind {
        NodeKind::Vec { ptr_off, len_off, .. } => (ptr_off, len_off),
        _ => unreachable!("a slice's header is a buffer node"),
    }
}

/// An entry-block slot for a received value of the struct's type.
pub fn slot<'ctx>(ir: &Ir<'_, 'ctx>, value: &StructValue) -> PointerValue<'ctx> {
    ir.entry_slot(super::client::basic(value.ty), "structval")
}
