//! Back links written with their record (site dispatch with a handle table): a `TAILQ`
//! element's `tqe_prev` points into the element written just before it, the first
//! element's into the head; a `list_head` ring's `prev` into the previous record.
//!
//! Both walks keep the start and static size of the last two struct objects they wrote
//! (the receiver also the layout class it read each as: [`RecentObjects`],
//! [`RecvRecent`]). Right after a struct's bytes, each of its interior fields (in
//! [`super::graph::field_order`]) is announced by one LEB128 code ([`code`]): a pointer
//! inside one of those two objects (at its static offset, for [`Interior::At`]) names the
//! object by its position (0 the latest, 1 the one before) and, for `Found`, carries the
//! offset in the same code, with no handle, no handle-table probe or look-up, no extent
//! query and no work-list entry on either side; any other pointer writes [`LATER`] and
//! is queued as before (tag, object, offset when popped). The receiver reads the
//! announcement right after the record's bytes ([`recv_field`]): a named object is
//! checked (the offset against its size, its class against the field's target, unless
//! every class the walk records is one the field accepts) and the pointer stored;
//! [`LATER`] queues the field. A struct the walk went on to from the previous struct's
//! field (`graph::Step`) whose [`linked_field`] holds that field's address sends no code
//! for it: its NEW tag is `NEW_LINKED` instead ([`links`] says where the receiver may
//! accept that), and the receiver points the field at its copy of that field. Only pointers whose target node can be such a struct are
//! announced ([`announces`]); records of arrays, structs of run-time size and class and
//! generic modes queue every interior field with no announcement.

use super::builder::{Ir, INLINE_COPY_MAX};
use super::worklist::WorkList;
use crate::shape::{Interior, NodeKind, Shapes};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

/// The announcement of a pointer inside neither remembered object: it follows later, as
/// a work-list entry.
pub const LATER: u64 = 0;

/// The announcement of a pointer `offset` bytes into remembered object `which` (0 the
/// latest, 1 the one before): `1 + (offset << 1 | which)`; a static offset is not sent
/// (`1 + which`). One LEB128 byte for offsets below 64.
pub fn code(which: u64, offset: Option<u64>) -> u64 {
    1 + (offset.unwrap_or(0) << 1 | which)
}

/// Whether a struct field of node `child` is announced after its record: an interior
/// node whose target can be a remembered object (a struct of static size, or a
/// polymorphic node, whose variants are). Both walks ask this.
pub(super) fn announces(shapes: &Shapes, child: usize) -> bool {
    match shapes.nodes[child].kind {
        NodeKind::Interior { target, .. } => matches!(shapes.nodes[target].kind, NodeKind::Struct { runtime: false, .. } | NodeKind::Poly { .. }),
        _ => false,
    }
}

/// The back link of a struct of node `n` that a `NEW_LINKED` tag
/// ([`super::graph::TAG_NEW_LINKED`]) stands for: its first announced field in
/// [`super::graph::field_order`], as (index into its pointer fields, offset), in a
/// non-empty struct of static size written with its tag in one reservation and no tag
/// switch.
pub(super) fn linked_field(shapes: &Shapes, n: usize) -> Option<(usize, u64)> {
    let NodeKind::Struct { size, ptr_fields, runtime: false, tagged: None, .. } = &shapes.nodes[n].kind else { return None };
    if *size == 0 || *size >= INLINE_COPY_MAX {
        return None;
    }
    let k = super::graph::field_order(shapes, ptr_fields).into_iter().find(|&k| announces(shapes, ptr_fields[k].1))?;
    Some((k, ptr_fields[k].0))
}

/// Whether an object of node `to`, reached through the field at `off` of a struct of
/// node `from`, may have its linked back link ([`linked_field`]) sent as the `NEW_LINKED`
/// tag: the link's target accepts `from`'s class (itself, or a variant of a polymorphic
/// target) and, for a static offset, that offset is `off`. The receiver then points the
/// link at its copy of that field: inside an object of a class the link accepts.
pub(super) fn links(shapes: &Shapes, id: &dyn Fn(usize) -> usize, from: usize, off: u64, to: usize) -> bool {
    let Some((k, _)) = linked_field(shapes, to) else { return false };
    let NodeKind::Struct { ptr_fields, .. } = &shapes.nodes[to].kind else { return false };
    let NodeKind::Interior { target, at } = shapes.nodes[ptr_fields[k].1].kind else { return false };
    let fits = match at {
        Interior::Found => true,
        Interior::At(n) => n == off,
    };
    let accepts = id(target) == id(from) || matches!(&shapes.nodes[target].kind, NodeKind::Poly { variants } if variants.iter().any(|v| id(v.1) == id(from)));
    fits && accepts && matches!(shapes.nodes[from].kind, NodeKind::Struct { runtime: false, .. })
}

/// Two entry-block `i64` slots (index 0 the latest object), zeroed where the builder
/// stands, before the walk's loop (a size of 0 matches no pointer).
fn slots<'ctx>(ir: &Ir<'_, 'ctx>, name: &str) -> [PointerValue<'ctx>; 2] {
    let slot = |name: String| {
        let s = ir.entry_slot(ir.ctx.i64_type().into(), &name);
        ir.store(s, ir.i64c(0).into());
        s
    };
    [slot(format!("recent.{name}")), slot(format!("recent.{name}.prev"))]
}

/// Moves the latest entry of each of `all` to the previous one and stores `now` as the
/// latest.
fn shift<'ctx>(ir: &Ir<'_, 'ctx>, all: &[[PointerValue<'ctx>; 2]], now: &[IntValue<'ctx>]) {
    let i64t = ir.ctx.i64_type();
    for (slots, v) in all.iter().zip(now) {
        let latest = ir.load(i64t.into(), slots[0]);
        ir.store(slots[1], latest);
        ir.store(slots[0], (*v).into());
    }
}

/// The sender's last two struct objects written (index 0 the latest), in entry-block
/// slots.
#[derive(Clone, Copy)]
pub(super) struct RecentObjects<'ctx> {
    out: PointerValue<'ctx>,
    start: [PointerValue<'ctx>; 2],
    size: [PointerValue<'ctx>; 2],
}

impl<'ctx> RecentObjects<'ctx> {
    /// The slots of a walk writing to `out` with a handle table (a pointer announced as
    /// [`LATER`] is resolved through it), over the nodes `nodes` (closed under their
    /// pointer fields), when one of them is announced ([`announces`]).
    pub(super) fn new(
        ir: &Ir<'_, 'ctx>,
        shapes: &Shapes,
        nodes: &[usize],
        out: PointerValue<'ctx>,
        handles: Option<PointerValue<'ctx>>,
    ) -> Option<RecentObjects<'ctx>> {
        handles?;
        if !nodes.iter().any(|&n| announces(shapes, n)) {
            return None;
        }
        Some(RecentObjects { out, start: slots(ir, "start"), size: slots(ir, "size") })
    }

    /// Right after the bytes of the struct `p` of `size` static bytes: it becomes the
    /// latest object (an empty one is not remembered, as on the receiver).
    pub(super) fn wrote(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, size: u64) {
        if size == 0 {
            return;
        }
        let start = ir.b.build_ptr_to_int(p, ir.ctx.i64_type(), "recent.p").expect("builder");
        shift(ir, &[self.start, self.size], &[start, ir.i64c(size)]);
    }

    /// Announces the interior field value `v` (class `class`, where inside: `at`): its
    /// [`code`] when it lies inside one of the last two objects (for `At(k)`: exactly at
    /// `k`), else [`LATER`] and `v` queued.
    pub(super) fn announce(&self, ir: &Ir<'_, 'ctx>, wl: &WorkList<'ctx>, v: PointerValue<'ctx>, class: u64, at: Interior) {
        let i64t = ir.ctx.i64_type();
        let addr = ir.b.build_ptr_to_int(v, i64t, "link").expect("builder");
        let mut announced = ir.i64c(LATER);
        // The older object first, so the latest wins (they never overlap anyway).
        for k in (0..2).rev() {
            let start = ir.load(i64t.into(), self.start[k]).into_int_value();
            let size = ir.load(i64t.into(), self.size[k]).into_int_value();
            let off = ir.b.build_int_sub(addr, start, "link.off").expect("builder");
            let inside = ir.b.build_int_compare(IntPredicate::ULT, off, size, "link.inside").expect("builder");
            let (here, this) = match at {
                Interior::Found => {
                    let twice = ir.b.build_left_shift(off, ir.i64c(1), "link.twice").expect("builder");
                    (inside, ir.b.build_int_add(twice, ir.i64c(code(k as u64, Some(0))), "link.code").expect("builder"))
                }
                Interior::At(n) => (ir.b.build_and(inside, ir.eq(off, ir.i64c(n)), "link.at").expect("builder"), ir.i64c(code(k as u64, None))),
            };
            announced = ir.select(here, this.into(), announced.into()).into_int_value();
        }
        ir.rt("cormi_out_varint", &[self.out.into(), announced.into()]);
        let (later, join) = (ir.block("link.later"), ir.block("link.done"));
        ir.cond_br(ir.eq(announced, ir.i64c(LATER)), later, join);
        ir.at(later);
        wl.push(ir, v, class as usize);
        ir.br(join);
        ir.at(join);
    }
}

/// The receiver's last two struct objects read (index 0 the latest): start, static size
/// and the layout class each was read as, in entry-block slots.
#[derive(Clone, Copy)]
pub(super) struct RecvRecent<'ctx> {
    start: [PointerValue<'ctx>; 2],
    size: [PointerValue<'ctx>; 2],
    class: [PointerValue<'ctx>; 2],
}

impl<'ctx> RecvRecent<'ctx> {
    /// The slots of one unmarshal walk, zeroed where the builder stands (before the
    /// walk's loop).
    pub(super) fn new(ir: &Ir<'_, 'ctx>) -> RecvRecent<'ctx> {
        RecvRecent { start: slots(ir, "start"), size: slots(ir, "size"), class: slots(ir, "class") }
    }

    /// Right after the bytes of the struct `obj` of `size` static bytes read as `class`:
    /// it becomes the latest object (an empty one is not remembered, as on the sender).
    pub(super) fn read(&self, ir: &Ir<'_, 'ctx>, obj: PointerValue<'ctx>, size: u64, class: u64) {
        if size == 0 {
            return;
        }
        let start = ir.b.build_ptr_to_int(obj, ir.ctx.i64_type(), "recent.p").expect("builder");
        shift(ir, &[self.start, self.size, self.class], &[start, ir.i64c(size), ir.i64c(class)]);
    }
}

/// What the receiver needs for the announcements of one walk (site dispatch with handle
/// tables): the message, the failure block, the remembered objects, the polymorphic
/// shapes and every class the walk may remember ([`recorded_classes`]).
#[derive(Clone, Copy)]
pub(super) struct Announced<'a, 'ctx> {
    pub(super) inp: PointerValue<'ctx>,
    pub(super) bad: BasicBlock<'ctx>,
    pub(super) recent: RecvRecent<'ctx>,
    pub(super) polys: &'a [(u64, Vec<u64>)],
    pub(super) recorded: &'a [u64],
}

/// The classes (mapped by `id`) of the static, non-empty structs among `nodes` and their
/// polymorphic nodes' variants: every class a walk over `nodes` may remember.
pub(super) fn recorded_classes(shapes: &Shapes, nodes: &[usize], id: &dyn Fn(usize) -> usize) -> Vec<u64> {
    let remembered = |n: usize| matches!(shapes.nodes[n].kind, NodeKind::Struct { size, runtime: false, .. } if size > 0);
    let mut out: Vec<u64> = Vec::new();
    for &n in nodes {
        if remembered(n) {
            out.push(id(n) as u64);
        }
        if let NodeKind::Poly { variants } = &shapes.nodes[n].kind {
            out.extend(variants.iter().filter(|v| remembered(v.1)).map(|v| id(v.1) as u64));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Receiver, for the interior field `field` (node `child`) of a struct whose bytes just
/// arrived (the field holds NULL): reads its announcement; [`LATER`] queues the field as
/// its class; a code naming a remembered object is checked (an object of a class the
/// target accepts, the offset inside it; a static offset sends none) and the pointer
/// stored; anything else is malformed.
pub(super) fn recv_field<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    id: &dyn Fn(usize) -> usize,
    wl: &WorkList<'ctx>,
    field: PointerValue<'ctx>,
    child: usize,
    to: &Announced<'_, 'ctx>,
) {
    let NodeKind::Interior { target, at } = shapes.nodes[child].kind else { panic!("an interior field") };
    let (inp, bad, recent) = (to.inp, to.bad, to.recent);
    let v = ir.rt_int("cormi_in_varint", &[inp.into()]);
    ir.error_branch(ir.in_error(inp), bad);
    let (later, now, join) = (ir.block("link.later"), ir.block("link.now"), ir.block("link.done"));
    ir.cond_br(ir.eq(v, ir.i64c(LATER)), later, now);
    ir.at(later);
    wl.push(ir, field, id(child));
    ir.br(join);
    ir.at(now);
    let i64t = ir.ctx.i64_type();
    let k = ir.b.build_int_sub(v, ir.i64c(1), "link.k").expect("builder");
    let older = ir.b.build_int_truncate(k, ir.ctx.bool_type(), "link.older").expect("builder");
    let pick = |slots: [PointerValue<'ctx>; 2]| {
        let latest = ir.load(i64t.into(), slots[0]);
        let before = ir.load(i64t.into(), slots[1]);
        ir.select(older, before, latest).into_int_value()
    };
    let (start, size) = (pick(recent.start), pick(recent.size));
    let rest = ir.b.build_right_shift(k, ir.i64c(1), false, "link.rest").expect("builder");
    let off = match at {
        Interior::Found => rest,
        Interior::At(n) => {
            ir.error_branch(ir.b.build_int_compare(IntPredicate::NE, rest, ir.i64c(0), "link.stray").expect("builder"), bad);
            ir.i64c(n)
        }
    };
    // Not yet two objects: size 0, so any offset is past it.
    ir.error_branch(ir.b.build_int_compare(IntPredicate::UGE, off, size, "link.past").expect("builder"), bad);
    let accepted = accepted_classes(id(target) as u64, to.polys);
    if !to.recorded.iter().all(|c| accepted.contains(c)) {
        let class = pick(recent.class);
        let ok = accepted.iter().fold(ir.ctx.bool_type().const_zero(), |acc, &c| ir.b.build_or(acc, ir.eq(class, ir.i64c(c)), "link.class").expect("builder"));
        ir.error_branch(ir.b.build_not(ok, "link.wrong").expect("builder"), bad);
    }
    let obj = ir.b.build_int_to_ptr(start, ir.ptr_ty(), "link.obj").expect("builder");
    ir.store(field, ir.byte_gep(obj, off).into());
    ir.br(join);
    ir.at(join);
}

/// The classes an interior field of target class `target` accepts: its own, and a
/// polymorphic target's variants (an object is remembered as its variant).
fn accepted_classes(target: u64, polys: &[(u64, Vec<u64>)]) -> Vec<u64> {
    let mut out = vec![target];
    for (poly, variants) in polys {
        if *poly == target {
            out.extend(variants);
        }
    }
    out
}
