//! Back links written with their record (site dispatch with a handle table): a `TAILQ`
//! element's `tqe_prev` points into the element written just before it, the first
//! element's into the head; a `list_head` ring's `prev` into the previous record.
//!
//! The marshal walk keeps the start, handle and static size of the last two struct
//! objects it wrote ([`RecentObjects`]). Right after a struct's bytes, each of its
//! interior fields (in [`super::graph::field_order`]) is announced: a pointer inside one
//! of those two objects (at its static offset, for [`Interior::At`]) is written at once
//! as a back-reference (`u32` handle, then for `Found` the LEB128 offset), with no
//! handle-table probe, no extent query and no work-list entry; any other pointer writes
//! [`TAG_LATER`] and is queued as before (tag, object, offset when popped). The receiver
//! reads the announcement right after the record's bytes ([`recv_field`]): a
//! back-reference is checked as any other (the handle's shape, the offset against the
//! object's size) and stored; `TAG_LATER` queues the field; anything else is malformed.
//! Only pointers whose target node can be such a struct are announced ([`announces`]);
//! records of arrays, structs of run-time size and class and generic modes queue every
//! interior field with no announcement.

use super::builder::Ir;
use super::graph::TAG_LATER;
use super::interior::{fill_from_handle, variant_sizes, BackReference};
use super::recv_handles::RecvHandles;
use super::worklist::WorkList;
use crate::abi;
use crate::shape::{Interior, NodeKind, Shapes};
use inkwell::basic_block::BasicBlock;
use inkwell::values::PointerValue;
use inkwell::IntPredicate;

/// Whether a struct field of node `child` is announced after its record: an interior
/// node whose target can be a remembered object (a struct of static size, or a
/// polymorphic node, whose variants are). Both walks ask this.
pub(super) fn announces(shapes: &Shapes, child: usize) -> bool {
    match shapes.nodes[child].kind {
        NodeKind::Interior { target, .. } => matches!(shapes.nodes[target].kind, NodeKind::Struct { runtime: false, .. } | NodeKind::Poly { .. }),
        _ => false,
    }
}

/// The sender's last two struct objects written (index 0 the latest), in entry-block
/// slots; a size of 0 (the start) matches no pointer.
#[derive(Clone, Copy)]
pub(super) struct RecentObjects<'ctx> {
    out: PointerValue<'ctx>,
    handles: PointerValue<'ctx>,
    start: [PointerValue<'ctx>; 2],
    handle: [PointerValue<'ctx>; 2],
    size: [PointerValue<'ctx>; 2],
}

impl<'ctx> RecentObjects<'ctx> {
    /// The slots of a walk writing to `out` with a handle table, over the nodes `nodes`
    /// (closed under their pointer fields), when one of them is announced ([`announces`]).
    pub(super) fn new(
        ir: &Ir<'_, 'ctx>,
        shapes: &Shapes,
        nodes: &[usize],
        out: PointerValue<'ctx>,
        handles: Option<PointerValue<'ctx>>,
    ) -> Option<RecentObjects<'ctx>> {
        let handles = handles?;
        if !nodes.iter().any(|&n| announces(shapes, n)) {
            return None;
        }
        let slot = |name: &str| {
            let s = ir.entry_slot(ir.ctx.i64_type().into(), name);
            ir.store(s, ir.i64c(0).into());
            s
        };
        Some(RecentObjects {
            out,
            handles,
            start: [slot("recent.start"), slot("recent.start.prev")],
            handle: [slot("recent.handle"), slot("recent.handle.prev")],
            size: [slot("recent.size"), slot("recent.size.prev")],
        })
    }

    /// Right after the bytes of the struct `p` of `size` static bytes (its handle is the
    /// table's count: it was just added): it becomes the latest object.
    pub(super) fn wrote(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, size: u64) {
        if size == 0 {
            return;
        }
        let i64t = ir.ctx.i64_type();
        for slots in [self.start, self.handle, self.size] {
            let latest = ir.load(i64t.into(), slots[0]);
            ir.store(slots[1], latest);
        }
        let count = ir.load(ir.ctx.i32_type().into(), ir.field(self.handles, abi::HANDLES_COUNT)).into_int_value();
        let count = ir.b.build_int_z_extend(count, i64t, "recent.count").expect("builder");
        ir.store(self.start[0], ir.b.build_ptr_to_int(p, i64t, "recent.p").expect("builder").into());
        ir.store(self.handle[0], count.into());
        ir.store(self.size[0], ir.i64c(size).into());
    }

    /// Announces the interior field value `v` (class `class`, where inside: `at`): a
    /// back-reference when it lies inside one of the last two objects (for `At(k)`:
    /// exactly at `k`), else [`TAG_LATER`] and `v` queued.
    pub(super) fn announce(&self, ir: &Ir<'_, 'ctx>, wl: &WorkList<'ctx>, v: PointerValue<'ctx>, class: u64, at: Interior) {
        let i64t = ir.ctx.i64_type();
        let addr = ir.b.build_ptr_to_int(v, i64t, "link").expect("builder");
        let mut hit = ir.ctx.bool_type().const_zero();
        let (mut handle, mut offset) = (ir.i64c(0), ir.i64c(0));
        // The older object first, so the latest wins (they never overlap anyway).
        for k in (0..2).rev() {
            let start = ir.load(i64t.into(), self.start[k]).into_int_value();
            let size = ir.load(i64t.into(), self.size[k]).into_int_value();
            let off = ir.b.build_int_sub(addr, start, "link.off").expect("builder");
            let inside = ir.b.build_int_compare(IntPredicate::ULT, off, size, "link.inside").expect("builder");
            let here = match at {
                Interior::Found => inside,
                Interior::At(k) => ir.b.build_and(inside, ir.eq(off, ir.i64c(k)), "link.at").expect("builder"),
            };
            let h = ir.load(i64t.into(), self.handle[k]).into_int_value();
            handle = ir.select(here, h.into(), handle.into()).into_int_value();
            offset = ir.select(here, off.into(), offset.into()).into_int_value();
            hit = ir.b.build_or(hit, here, "link.hit").expect("builder");
        }
        let (now, later, join) = (ir.block("link.now"), ir.block("link.later"), ir.block("link.done"));
        ir.cond_br(hit, now, later);
        ir.at(now);
        let h = ir.b.build_int_truncate(handle, ir.ctx.i32_type(), "link.h").expect("builder");
        ir.rt("cormi_out_u32", &[self.out.into(), h.into()]);
        if at == Interior::Found {
            ir.rt("cormi_out_varint", &[self.out.into(), offset.into()]);
        }
        ir.br(join);
        ir.at(later);
        ir.rt("cormi_out_u32", &[self.out.into(), ir.i32c(TAG_LATER).into()]);
        wl.push(ir, v, class as usize);
        ir.br(join);
        ir.at(join);
    }
}

/// What the receiver needs for the announcements of one walk (site dispatch with handle
/// tables): the message, the tables, the failure block and the polymorphic shapes.
#[derive(Clone, Copy)]
pub(super) struct Announced<'a, 'ctx> {
    pub(super) inp: PointerValue<'ctx>,
    pub(super) handles: RecvHandles<'ctx>,
    pub(super) bad: BasicBlock<'ctx>,
    pub(super) polys: &'a [(u64, Vec<u64>)],
}

/// Receiver, for the interior field `field` (node `child`) of a struct whose bytes just
/// arrived (the field holds NULL): reads its announcement; a back-reference is resolved
/// and stored, [`TAG_LATER`] queues the field as its class, anything else is malformed.
pub(super) fn recv_field<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    id: &dyn Fn(usize) -> usize,
    wl: &WorkList<'ctx>,
    field: PointerValue<'ctx>,
    child: usize,
    to: &Announced<'_, 'ctx>,
) {
    let NodeKind::Interior { target, .. } = shapes.nodes[child].kind else { panic!("an interior field") };
    let variants = variant_sizes(shapes, target, id);
    let back = BackReference::of(shapes, child, id, (to.inp, to.handles, to.bad), &variants, to.polys);
    let tag = ir.read_scalar(to.inp, ir.ctx.i32_type().into()).into_int_value();
    ir.error_branch(ir.in_error(to.inp), to.bad);
    let (later, now, join) = (ir.block("link.later"), ir.block("link.now"), ir.block("link.done"));
    ir.cond_br(ir.eq(tag, ir.i32c(TAG_LATER)), later, now);
    ir.at(later);
    wl.push(ir, field, id(child));
    ir.br(join);
    ir.at(now);
    fill_from_handle(ir, field, &back, tag);
    ir.br(join);
    ir.at(join);
}
