//! Pointers that point inside their objects ([`crate::shape::Interior`]): the object
//! travels whole from its start (its graph, through the handle table like any other),
//! and the pointer arrives at the same offset of the copy.
//!
//! Arguments and results (`Value::Graph::interior`): `At(k)` adds nothing (the sender
//! subtracts `k`, the receiver adds it back); `Found` writes the offset as an unsigned LEB128 (`cormi_out_varint`: one byte
//! below 128) before
//! the graph (0 for NULL), found at run time by `cormi_object_of` (cormi_rt.h; heap
//! blocks and noted objects; one past the end counts).
//!
//! Pointer fields and elements (`NodeKind::Interior` nodes, inside the walks of
//! [`super::graph`]): a work-list entry of an interior node's class is resolved where it
//! is popped. The sender pushes the object's start with the target's class, below it
//! (`Found` only) a fix-up entry (`FIXUP | class`) that writes the offset (LEB128) once
//! the object's subgraph is written; the receiver pushes the slot for the target's class
//! and, below it, a fix-up entry that reads the offset (`Found`) or takes `k` and moves
//! the filled slot from the start to the offset. Both sides pop in the same order, so the
//! offset is read where it was written.
//!
//! With a handle table, a back link (a pointer into an object already written) travels
//! at once as back-reference and offset; the sender tries the targets' constant offsets
//! first ([`crate::shape::Shapes::found_offsets`]) and asks `cormi_object_of` only when
//! none names an object in the table.
//!
//! Sender: NULL and sentinels (the first or the last page) travel as their bits, offset 0;
//! any other address in no object the runtime knows (or outside it) stops the program
//! with the address and the object's description. Receiver: an offset past the copy's
//! extent, or a non-zero offset with a NULL object, is a malformed message.

use super::builder::Ir;
use super::recv_handles::RecvHandles;
use super::worklist::WorkList;
use crate::abi;
use crate::shape::{Interior, NodeKind, Shapes};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

/// The bit of a work-list id that marks a fix-up entry of an interior node's class
/// (class ids are `u32`).
pub const FIXUP: u64 = 1 << 40;

/// Sender: writes what the receiver needs to rebuild the pointer `p` (the offset, for
/// `Found`) and returns the start of its object, the graph's root. NULL stays NULL.
pub fn marshal_offset<'ctx>(ir: &Ir<'_, 'ctx>, out: PointerValue<'ctx>, p: PointerValue<'ctx>, interior: Option<Interior>, about: &str) -> PointerValue<'ctx> {
    let Some(at) = interior else { return p };
    let (start, off) = start_of(ir, p, at, about);
    if let Some(off) = off {
        ir.rt("cormi_out_varint", &[out.into(), off.into()]);
    }
    start
}

/// The start of the object `p` points into and, for `Found`, the offset (found by
/// `cormi_object_of`; an address in no known object stops the program). NULL and any
/// other address in the first or the last page (a sentinel: no object is there) stay as
/// they are, offset 0: the walk sends them as their bits and the receiver keeps them.
fn start_of<'ctx>(ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, at: Interior, about: &str) -> (PointerValue<'ctx>, Option<IntValue<'ctx>>) {
    let why = format!("the pointer lies in no object the runtime knows (heap blocks, noted globals and stack objects), or outside its object (one past the end is the farthest it may point): {about}");
    let small = super::graph::no_object_at(ir, ir.b.build_ptr_to_int(p, ir.ctx.i64_type(), "addr").expect("builder"));
    match at {
        Interior::At(k) => {
            let start = ir.byte_gep(p, ir.i64c(k.wrapping_neg()));
            // A start in the first or the last page would travel as a sentinel and
            // arrive without the offset: no object starts there, so `p` is in none.
            let start_addr = ir.b.build_ptr_to_int(start, ir.ctx.i64_type(), "start.addr").expect("builder");
            let start_small = super::graph::no_object_at(ir, start_addr);
            let stray = ir.b.build_and(start_small, not(ir, small), "stray").expect("builder");
            ir.die_unless(not(ir, stray), p, &why);
            (ir.select(small, p.into(), start.into()).into_pointer_value(), None)
        }
        Interior::Found => {
            let slot = ir.entry_slot(ir.ctx.i64_type().into(), "interior.off");
            ir.store(slot, ir.i64c(0).into());
            let start = ir.rt_ptr("cormi_object_of", &[p.into(), slot.into()]);
            let found = ir.b.build_is_not_null(start, "found").expect("builder");
            let good = ir.b.build_or(found, small, "good").expect("builder");
            ir.die_unless(good, p, &why);
            let off = ir.load(ir.ctx.i64_type().into(), slot).into_int_value();
            let start = ir.select(small, p.into(), start.into()).into_pointer_value();
            (start, Some(ir.select(small, ir.i64c(0).into(), off.into()).into_int_value()))
        }
    }
}

/// The negation of the `i1` `v`.
fn not<'ctx>(ir: &Ir<'_, 'ctx>, v: IntValue<'ctx>) -> IntValue<'ctx> {
    ir.b.build_not(v, "not").expect("builder")
}

/// An interior node's class in a walk: (class, target class, where, the target's static
/// size if it has one, the target node, the offsets a back link is tried at first:
/// [`Shapes::found_offsets`]).
type InteriorClass = (u64, u64, Interior, Option<u64>, usize, Vec<u64>);

/// The interior nodes among `nodes` as [`InteriorClass`]es, each class once.
fn interior_classes(shapes: &Shapes, nodes: &[usize], id: &dyn Fn(usize) -> usize) -> Vec<InteriorClass> {
    let mut out: Vec<InteriorClass> = Vec::new();
    for &n in nodes {
        if let NodeKind::Interior { target, at } = shapes.nodes[n].kind {
            let size = match shapes.nodes[target].kind {
                NodeKind::Struct { size, runtime: false, .. } => Some(size),
                _ => None,
            };
            let c = id(n) as u64;
            if !out.iter().any(|e| e.0 == c) {
                out.push((c, id(target) as u64, at, size, target, shapes.found_offsets(n)));
            }
        }
    }
    out
}

/// The walk [`resolve_entry`] is emitted into: the marshal walk (`out` the message, its
/// handle table when kept) or the unmarshal walk (`inp` the message, its handle tables
/// when kept, `bad` its failure block).
#[derive(Clone, Copy)]
pub(super) enum Side<'ctx> {
    /// The marshal walk.
    Send { out: PointerValue<'ctx>, handles: Option<PointerValue<'ctx>> },
    /// The unmarshal walk.
    Recv { inp: PointerValue<'ctx>, handles: Option<RecvHandles<'ctx>>, bad: BasicBlock<'ctx> },
}

/// In a walk, right after popping `(p, which)`: when `which` is an interior node's
/// class or a fix-up entry, handles it and branches to `head`; otherwise continues (in a
/// fresh block) with the ordinary entry. The marshal walk's `p` is the pointer, the
/// unmarshal walk's the slot.
///
/// With a handle table, a pointer into an object already written (a back link: a
/// `TAILQ`'s `tqe_prev` into the previous element) is written at once as its
/// back-reference and offset, and the receiver, reading a back-reference tag, rebuilds it
/// at once: no work-list entries on either side. Otherwise the target's entry goes on
/// the work list with a fix-up entry below it (the same bytes on the wire: tag, the
/// object's subgraph when new, the offset).
#[allow(clippy::too_many_arguments)]
pub(super) fn resolve_entry<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    nodes: &[usize],
    id: &dyn Fn(usize) -> usize,
    wl: &WorkList<'ctx>,
    p: PointerValue<'ctx>,
    which: IntValue<'ctx>,
    head: BasicBlock<'ctx>,
    side: Side<'ctx>,
    polys: &[(u64, Vec<u64>)],
) {
    let classes = interior_classes(shapes, nodes, id);
    if classes.is_empty() {
        return;
    }
    let send = matches!(side, Side::Send { .. });
    let plain = ir.block("plain");
    let mut cases = Vec::new();
    for (c, target, at, size, node, offsets) in classes {
        let entry = ir.block(&format!("interior{c}"));
        cases.push((ir.i64c(c), entry));
        let fixup = (!send || at == Interior::Found).then(|| ir.block(&format!("fixup{c}")));
        if let Some(f) = fixup {
            cases.push((ir.i64c(FIXUP | c), f));
        }
        let here = ir.b.get_insert_block().expect("positioned");
        ir.at(entry);
        match side {
            Side::Send { out, handles } => {
                if let Some(handles) = handles {
                    send_candidate_back_reference(ir, out, handles, p, &offsets, head);
                }
                let (start, off) = start_of(ir, p, at, &shapes.nodes[node].about);
                if let Some(handles) = handles {
                    send_back_reference(ir, out, handles, start, off, head);
                }
                if let Some(off) = off {
                    let as_ptr = ir.b.build_int_to_ptr(off, ir.ptr_ty(), "off").expect("builder");
                    wl.push(ir, as_ptr, (FIXUP | c) as usize);
                }
                wl.push(ir, start, target as usize);
            }
            Side::Recv { inp, handles, bad } => {
                if let Some(handles) = handles {
                    let variants = variant_sizes(shapes, node, id);
                    let back = BackReference { inp, handles, bad, target, at, size, variants: &variants, polys };
                    recv_back_reference(ir, p, &back, head);
                }
                wl.push(ir, p, (FIXUP | c) as usize);
                wl.push(ir, p, target as usize);
            }
        }
        ir.br(head);
        if let Some(f) = fixup {
            ir.at(f);
            match side {
                Side::Send { out, .. } => {
                    let off = ir.b.build_ptr_to_int(p, ir.ctx.i64_type(), "off").expect("builder");
                    ir.rt("cormi_out_varint", &[out.into(), off.into()]);
                }
                Side::Recv { inp, bad, .. } => {
                    let off = read_offset(ir, inp, Some(at));
                    if off.is_some() {
                        ir.error_branch(ir.in_error(inp), bad);
                    }
                    let start = ir.load(ir.ptr_ty().into(), p).into_pointer_value();
                    let moved = unmarshal_offset_sized(ir, start, off, Some(at), bad, size.map(|n| ir.i64c(n)));
                    ir.store(p, moved.into());
                }
            }
            ir.br(head);
        }
        ir.at(here);
    }
    ir.b.build_switch(which, plain, &cases).expect("builder");
    ir.at(plain);
}

/// Sender: when `start` already has a handle, writes it and the offset (`Found`) and
/// branches to `head`; otherwise continues in a fresh block. NULL has no handle.
fn send_back_reference<'ctx>(
    ir: &Ir<'_, 'ctx>,
    out: PointerValue<'ctx>,
    handles: PointerValue<'ctx>,
    start: PointerValue<'ctx>,
    off: Option<IntValue<'ctx>>,
    head: BasicBlock<'ctx>,
) {
    let h = ir.rt_int("cormi_handles_find", &[handles.into(), start.into()]);
    let (seen, later) = (ir.block("interior.seen"), ir.block("interior.later"));
    let is_seen = ir.b.build_int_compare(IntPredicate::NE, h, ir.i32c(0), "seen").expect("builder");
    ir.cond_br(is_seen, seen, later);
    ir.at(seen);
    ir.rt("cormi_out_u32", &[out.into(), h.into()]);
    if let Some(off) = off {
        ir.rt("cormi_out_varint", &[out.into(), off.into()]);
    }
    ir.br(head);
    ir.at(later);
}

/// Sender, for a pointer `p` found at run time whose targets have the constant offsets
/// `offsets`: for each `k`, when `p - k` starts an object already in the handle table
/// and `p` lies inside its extent, `p` is at offset `k` of that object (objects do not
/// overlap), so its handle and `k` are written (the bytes [`send_back_reference`]
/// writes) and the walk goes on at `head`, with no look-up by address. Otherwise (NULL,
/// no such object, an extent the runtime does not know) continues in a fresh block.
fn send_candidate_back_reference<'ctx>(
    ir: &Ir<'_, 'ctx>,
    out: PointerValue<'ctx>,
    handles: PointerValue<'ctx>,
    p: PointerValue<'ctx>,
    offsets: &[u64],
    head: BasicBlock<'ctx>,
) {
    if offsets.is_empty() {
        return;
    }
    let first = ir.block("candidate");
    let rest = ir.block("candidate.none");
    ir.cond_br(ir.b.build_is_null(p, "candidate.null").expect("builder"), rest, first);
    ir.at(first);
    for (i, &k) in offsets.iter().enumerate() {
        let next = if i + 1 == offsets.len() { rest } else { ir.block("candidate.next") };
        let start = ir.byte_gep(p, ir.i64c(k.wrapping_neg()));
        let h = ir.rt_int("cormi_handles_find", &[handles.into(), start.into()]);
        let (seen, hit) = (ir.block("candidate.seen"), ir.block("candidate.hit"));
        ir.cond_br(ir.b.build_int_compare(IntPredicate::NE, h, ir.i32c(0), "candidate.found").expect("builder"), seen, next);
        ir.at(seen);
        let extent = ir.rt_int("cormi_extent", &[start.into()]);
        let known = ir.b.build_int_compare(IntPredicate::NE, extent, ir.i64c(abi::EXTENT_UNKNOWN), "candidate.known").expect("builder");
        let inside = ir.b.build_int_compare(IntPredicate::UGT, extent, ir.i64c(k), "candidate.inside").expect("builder");
        let good = ir.b.build_and(known, inside, "candidate.good").expect("builder");
        ir.cond_br(good, hit, next);
        ir.at(hit);
        ir.rt("cormi_out_u32", &[out.into(), h.into()]);
        ir.rt("cormi_out_varint", &[out.into(), ir.i64c(k).into()]);
        ir.br(head);
        ir.at(next);
    }
}

/// What the receiver needs to rebuild an interior pointer from a back-reference.
struct BackReference<'a, 'ctx> {
    inp: PointerValue<'ctx>,
    handles: RecvHandles<'ctx>,
    bad: BasicBlock<'ctx>,
    /// The target's class (the shape the back-referenced object must have been read as).
    target: u64,
    at: Interior,
    /// The target's static size, when it has one.
    size: Option<u64>,
    /// For a polymorphic target: each variant's class and static size.
    variants: &'a [(u64, u64)],
    polys: &'a [(u64, Vec<u64>)],
}

/// The (class, bytes) of each variant of node `n` when it is polymorphic (every
/// variant has its own static size), else none.
fn variant_sizes(shapes: &Shapes, n: usize, id: &dyn Fn(usize) -> usize) -> Vec<(u64, u64)> {
    match &shapes.nodes[n].kind {
        NodeKind::Poly { variants } => variants.iter().map(|&(bytes, v)| (id(v) as u64, bytes)).collect(),
        _ => Vec::new(),
    }
}

/// Receiver: reads the tag; a back-reference is checked against the target's class,
/// the offset read (`Found`) or taken, checked against the object, and the slot filled,
/// then branches to `head`; any other tag is put back (the cursor moves back over it) and
/// the walk continues in a fresh block.
fn recv_back_reference<'ctx>(ir: &Ir<'_, 'ctx>, slot: PointerValue<'ctx>, back: &BackReference<'_, 'ctx>, head: BasicBlock<'ctx>) {
    let inp = back.inp;
    let tag = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
    ir.error_branch(ir.in_error(inp), back.bad);
    let (old, other) = (ir.block("interior.old"), ir.block("interior.other"));
    let null = ir.eq(tag, ir.i32c(0));
    let new = ir.eq(tag, ir.i32c(super::graph::TAG_NEW));
    let addr = ir.eq(tag, ir.i32c(super::graph::TAG_ADDR));
    let either = ir.b.build_or(ir.b.build_or(null, new, "nullnew").expect("builder"), addr, "notback").expect("builder");
    ir.cond_br(either, other, old);
    ir.at(old);
    fill_from_handle(ir, slot, back, tag);
    ir.br(head);
    ir.at(other);
    let pos = ir.field(inp, abi::IN_POS);
    let at_pos = ir.load(ir.ctx.i64_type().into(), pos).into_int_value();
    let back_one = ir.b.build_int_sub(at_pos, ir.i64c(super::graph::TAG_BYTES), "unread").expect("builder");
    ir.store(pos, back_one.into());
}

/// Receiver, for the back-reference tag `tag` (an `i32` already read): the object of
/// that handle, checked against the target's class, the offset read (`Found`) or taken
/// and checked against the object, stored into `slot`. Anything else (no such handle,
/// another shape, a bad offset) branches to the failure block.
fn fill_from_handle<'ctx>(ir: &Ir<'_, 'ctx>, slot: PointerValue<'ctx>, back: &BackReference<'_, 'ctx>, tag: IntValue<'ctx>) {
    let BackReference { inp, handles, bad, target, at, size, variants, polys } = *back;
    let (obj, seen) = handles.at_with_shape(ir, tag, ir.i64c(target), polys);
    ir.error_branch(ir.b.build_is_null(obj, "nohandle").expect("builder"), bad);
    let off = read_offset(ir, inp, Some(at));
    if off.is_some() {
        ir.error_branch(ir.in_error(inp), bad);
    }
    // A polymorphic target's object was recorded as its variant, whose size is static:
    // no extent query (0, accepting no offset past the start, for any other shape).
    let bound = match size {
        Some(n) => Some(ir.i64c(n)),
        None if !variants.is_empty() => Some(variants.iter().fold(ir.i64c(0), |acc, &(class, bytes)| {
            let this = handles.is_shape(ir, seen, class);
            ir.select(this, ir.i64c(bytes).into(), acc.into()).into_int_value()
        })),
        None => None,
    };
    let moved = unmarshal_offset_sized(ir, obj, off, Some(at), bad, bound);
    ir.store(slot, moved.into());
}

/// Receiver, before the graph: the offset the sender wrote (`Found` only).
pub fn read_offset<'ctx>(ir: &Ir<'_, 'ctx>, inp: PointerValue<'ctx>, interior: Option<Interior>) -> Option<IntValue<'ctx>> {
    (interior == Some(Interior::Found)).then(|| ir.rt_int("cormi_in_varint", &[inp.into()]))
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
    unmarshal_offset_sized(ir, start, offset, interior, bad, None)
}

/// [`unmarshal_offset`] for objects of `size` bytes when known without asking the
/// runtime (a struct node: a back-reference into its slot is an object of its layout
/// class; a polymorphic node's object: its variant's size), which needs no extent query.
fn unmarshal_offset_sized<'ctx>(
    ir: &Ir<'_, 'ctx>,
    start: PointerValue<'ctx>,
    offset: Option<IntValue<'ctx>>,
    interior: Option<Interior>,
    bad: BasicBlock<'ctx>,
    size: Option<IntValue<'ctx>>,
) -> PointerValue<'ctx> {
    let off = match interior {
        None => return start,
        Some(Interior::At(k)) => ir.i64c(k),
        Some(Interior::Found) => offset.expect("Found reads its offset first"),
    };
    // NULL or a sentinel (an address in the first or the last page) stays as it came.
    let start_addr = ir.b.build_ptr_to_int(start, ir.ctx.i64_type(), "start.addr").expect("builder");
    let is_small = super::graph::no_object_at(ir, start_addr);
    let (null, check, join) = (ir.block("interior.null"), ir.block("interior.check"), ir.block("interior.join"));
    ir.cond_br(is_small, null, check);
    ir.at(null);
    if offset.is_some() {
        let stray = ir.b.build_int_compare(IntPredicate::NE, off, ir.i64c(0), "stray").expect("builder");
        ir.error_branch(stray, bad);
    }
    let null_end = ir.b.get_insert_block().expect("builder");
    ir.br(join);
    ir.at(check);
    match size {
        Some(size) => {
            let past = ir.b.build_int_compare(IntPredicate::UGT, off, size, "past").expect("builder");
            ir.error_branch(past, bad);
        }
        None => {
            let extent = ir.rt_int("cormi_extent", &[start.into()]);
            let unknown = ir.eq(extent, ir.i64c(abi::EXTENT_UNKNOWN));
            let past = ir.b.build_int_compare(IntPredicate::UGT, off, extent, "past").expect("builder");
            let wrong = ir.b.build_or(unknown, past, "wrong").expect("builder");
            ir.error_branch(wrong, bad);
        }
    }
    let inside = ir.byte_gep(start, off);
    let check_end = ir.b.get_insert_block().expect("builder");
    ir.br(join);
    ir.at(join);
    let phi = ir.b.build_phi(ir.ptr_ty(), "interior").expect("builder");
    phi.add_incoming(&[(&start, null_end), (&inside, check_end)]);
    phi.as_basic_value().into_pointer_value()
}
