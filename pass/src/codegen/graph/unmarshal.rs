//! Reading a graph: the unmarshal walk (tag, sentinel address stored as its bits,
//! back-reference checked against the slot's layout class, NEW object allocated plainly or through the allocation log, children
//! queued as slots to fill) and one object's body; class mode's deserializer functions.

use super::{
    branch_if_header, class_reps, deser_type, for_each, header_classes, not, open, switch, table_entry, variant_switch, ClassTables, Dispatch, Step, TAG_ADDR,
    TAG_BYTES, TAG_NEW, TAG_NEW_LINKED,
};
use crate::codegen::builder::{Ir, INLINE_COPY_MAX};
use crate::codegen::interior;
use crate::codegen::interior_recent::{self, Announced, RecvRecent};
use crate::codegen::recv_handles::RecvHandles;
use crate::codegen::worklist::WorkList;
use crate::shape::align::MALLOC_ALIGN;
use crate::shape::{Alloc, Elems, NodeKind, Shapes, Tagged};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

/// Emits the unmarshaler of a graph of shape node `node` from `inp`, with handle tables
/// `handles` (a back-reference is accepted only to an object of the slot's shape;
/// `None`: the table was dropped, site mode only, and any back-reference is malformed).
/// With `log` (a `cormi_graph_log *`, cormi_rt.h layer 9) every object is allocated
/// through it, so the caller can free the graph or keep it for reuse; `None` allocates
/// plainly (the graph is left to its receiver). Returns the root pointer; on a
/// malformed message it sets the cursor's error flag and branches to `fail`. A call of
/// the runtime's walker (generic mode), of the shared walk of its key
/// ([`crate::codegen::shared_bodies`]), or the walk in place. Ends positioned in a fresh
/// block after it.
#[allow(clippy::too_many_arguments)]
pub fn unmarshal<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    log: Option<PointerValue<'ctx>>,
    node: usize,
    fail: BasicBlock<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
) -> PointerValue<'ctx> {
    if let Dispatch::Generic { types, ntypes, .. } = dispatch {
        let root = ir.entry_slot(ir.ptr_ty().into(), "root");
        ir.store(root, ir.ptr_ty().const_null().into());
        let handles = handles.expect("generic mode keeps handle tables");
        let id = ir.i64c(dispatch.id(node) as u64);
        let mut args = vec![inp.into(), handles.objs.into(), handles.shapes.into(), id.into(), root.into(), types.into(), ir.i64c(ntypes).into()];
        // The runtime sets the cursor's error flag itself on a malformed message.
        let r = match log {
            Some(log) => {
                args.push(log.into());
                ir.rt_int("cormi_generic_read_logged", &args)
            }
            None => ir.rt_int("cormi_generic_read", &args),
        };
        ir.error_branch(ir.b.build_int_compare(IntPredicate::NE, r, ir.i32c(0), "bad").expect("builder"), fail);
        return ir.load(ir.ptr_ty().into(), root).into_pointer_value();
    }
    if let Some(shared) = dispatch.shared() {
        return shared.call_unmarshal(ir, shapes, inp, handles, log, node, fail, dispatch.in_place());
    }
    let every: Vec<usize> = (0..shapes.nodes.len()).collect();
    unmarshal_walk(ir, shapes, inp, handles, log, node, fail, dispatch, &every)
}

/// The unmarshal walk in place (site or class dispatch), with bodies for the classes of
/// `nodes` (those reachable from `node`, or more); as [`unmarshal`] otherwise.
#[allow(clippy::too_many_arguments)]
pub fn unmarshal_walk<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    log: Option<PointerValue<'ctx>>,
    node: usize,
    fail: BasicBlock<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
    nodes: &[usize],
) -> PointerValue<'ctx> {
    let root = ir.entry_slot(ir.ptr_ty().into(), "root");
    ir.store(root, ir.ptr_ty().const_null().into());
    let wl = WorkList::new(ir);
    // Zeroed once, before the walk.
    let recent = match (dispatch, handles) {
        (Dispatch::Inline { .. }, Some(_)) => Some(RecvRecent::new(ir)),
        _ => None,
    };
    wl.push(ir, root, dispatch.id(node));
    let (head, done, bad) = (ir.block("u.loop"), ir.block("u.done"), ir.block("u.bad"));
    ir.br(head);
    ir.at(head);
    let next = ir.block("u.next");
    ir.cond_br(wl.is_empty(ir), done, next);
    ir.at(next);
    let (slot, which) = wl.pop(ir);
    let id = |n: usize| dispatch.id(n);
    let polys = poly_members(shapes, nodes, &id);
    interior::resolve_entry(ir, shapes, nodes, &id, &wl, slot, which, head, interior::Side::Recv { inp, handles, bad }, &polys);
    // Buffer headers held in place (the slot is the header): no tag; straight to the body.
    let headers = header_classes(shapes, dispatch.ids(), nodes);
    let header = (!headers.is_empty()).then(|| ir.block("u.header"));
    if let Some(hb) = header {
        branch_if_header(ir, which, &headers, hb);
    }
    let linking = recent.is_some() && nodes.iter().any(|&n| interior_recent::linked_field(shapes, n).is_some());
    let step = Step::start(ir, slot, which, shapes, dispatch, nodes, "u.step", linking);
    let (sslot, swhich) = step.entry();
    tag_or_known(ir, inp, handles, sslot, swhich, None, &polys, bad, head, "u");
    let recorded = interior_recent::recorded_classes(shapes, nodes, &id);
    let announced = recent.map(|recent| Announced { inp, bad, recent, polys: &polys, recorded: &recorded });
    let to = Recv { inp, handles, log, wl: &wl, bad, announced, step: Some(&step), linked: None };
    match dispatch {
        Dispatch::Inline { ids, .. } => {
            inline_bodies(ir, shapes, &to, ids, &class_reps(ids, nodes), "u.body", sslot, swhich, head);
            // The steps of one class that bodies went on to: no switch on the class.
            while let Some(t) = step.next_typed() {
                ir.at(t.block);
                let class = ir.i64c(t.class);
                let tag = tag_or_known(ir, inp, handles, t.p(), class, t.link(), &polys, bad, head, "u.typed");
                let linked = t.link().map(|link| (ir.eq(tag, ir.i32c(TAG_NEW_LINKED)), link));
                let i = class_reps(ids, nodes).into_iter().find(|&(c, _)| u64::from(c) == t.class).expect("a class of the walk").1;
                unmarshal_body(ir, shapes, &Recv { linked, ..to }, t.p(), i, &|n| ids[n] as usize);
                if open(ir) {
                    ir.br(head);
                }
            }
        }
        Dispatch::Class { tables, .. } => {
            // The class id on the wire must be the one this slot expects (monomorphic).
            let wire = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
            let expect = ir.b.build_int_truncate(swhich, ir.ctx.i32_type(), "class").expect("builder");
            let mismatch = ir.b.build_int_compare(IntPredicate::NE, wire, expect, "badclass").expect("builder");
            ir.error_branch(mismatch, bad);
            call_deser(ir, tables, &to, sslot, swhich, head);
        }
        Dispatch::Generic { .. } => unreachable!("generic graphs are read by cormi_generic_read"),
    }
    if let Some(hb) = header {
        ir.at(hb);
        let to = Recv { step: None, linked: None, ..to };
        match dispatch {
            Dispatch::Inline { ids, .. } => inline_bodies(ir, shapes, &to, ids, &headers, "u.hbody", slot, which, head),
            Dispatch::Class { tables, .. } => call_deser(ir, tables, &to, slot, which, head),
            Dispatch::Generic { .. } => unreachable!("generic graphs are read by cormi_generic_read"),
        }
    }
    ir.at(bad);
    wl.free(ir);
    ir.store(ir.field(inp, crate::abi::IN_ERROR), ir.i32c(1).into());
    ir.br(fail);
    ir.at(done);
    wl.free(ir);
    ir.load(ir.ptr_ty().into(), root).into_pointer_value()
}

/// The start of a step for the slot `slot` of class `which`: reads the tag; null, an
/// ADDR tag's address and a back-reference (checked against the class, or malformed
/// without a handle table) are stored here and go back to `head`; ends positioned where
/// the tag announces a new object and returns the tag. With `link` (a typed step whose
/// entry's linked back link may point at the field it went on from) NEW_LINKED is a new
/// object too; anywhere else it is malformed (no handle is that large). Blocks named
/// after `name`.
#[allow(clippy::too_many_arguments)]
fn tag_or_known<'ctx>(
    ir: &Ir<'_, 'ctx>,
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    slot: PointerValue<'ctx>,
    which: IntValue<'ctx>,
    link: Option<PointerValue<'ctx>>,
    polys: &[(u64, Vec<u64>)],
    bad: BasicBlock<'ctx>,
    head: BasicBlock<'ctx>,
    name: &str,
) -> IntValue<'ctx> {
    let block = |what: &str| ir.block(&format!("{name}.{what}"));
    let tag = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
    ir.error_branch(ir.in_error(inp), bad);
    let (is_null, not_null) = (block("null"), block("tag"));
    ir.cond_br(ir.eq(tag, ir.i32c(0)), is_null, not_null);
    ir.at(is_null);
    ir.store(slot, ir.ptr_ty().const_null().into());
    ir.br(head);
    ir.at(not_null);
    let (fresh, old) = (block("new"), block("notnew"));
    let mut new = ir.eq(tag, ir.i32c(TAG_NEW));
    if link.is_some() {
        new = ir.b.build_or(new, ir.eq(tag, ir.i32c(TAG_NEW_LINKED)), "isnew").expect("builder");
    }
    ir.cond_br(new, fresh, old);
    ir.at(old);
    read_small(ir, inp, slot, tag, bad, head);
    match handles {
        Some(handles) => {
            let obj = handles.at(ir, tag, which, polys);
            ir.error_branch(ir.b.build_is_null(obj, "nohandle").expect("builder"), bad);
            ir.store(slot, obj.into());
            ir.br(head);
        }
        None => ir.br(bad),
    }
    ir.at(fresh);
    tag
}

/// Off the NEW path: an ADDR tag's address (non-null, in the first or the last page) goes
/// into `slot` as its bits, then back to `head`; any other address is malformed. Other
/// tags continue in a new block (back-references).
fn read_small<'ctx>(ir: &Ir<'_, 'ctx>, inp: PointerValue<'ctx>, slot: PointerValue<'ctx>, tag: IntValue<'ctx>, bad: BasicBlock<'ctx>, head: BasicBlock<'ctx>) {
    let (addr_tag, other) = (ir.block("u.addr"), ir.block("u.old"));
    ir.cond_br(ir.eq(tag, ir.i32c(TAG_ADDR)), addr_tag, other);
    ir.at(addr_tag);
    let addr = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
    ir.error_branch(ir.in_error(inp), bad);
    let null = ir.eq(addr, ir.i64c(0));
    let outside = ir.b.build_or(null, not(ir, super::no_object_at(ir, addr)), "badaddr").expect("builder");
    ir.error_branch(outside, bad);
    let p = ir.b.build_int_to_ptr(addr, ir.ptr_ty(), "sentinel").expect("builder");
    ir.store(slot, p.into());
    ir.br(head);
    ir.at(other);
}

/// One body per class of `classes` (class, representative node) behind a `switch` on
/// `which` (blocks named `name` + class), each reading the object in `slot`, then back to
/// `head`.
#[allow(clippy::too_many_arguments)]
fn inline_bodies<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    to: &Recv<'_, 'ctx>,
    ids: &[u32],
    classes: &[(u32, usize)],
    name: &str,
    slot: PointerValue<'ctx>,
    which: IntValue<'ctx>,
    head: BasicBlock<'ctx>,
) {
    let bodies: Vec<BasicBlock<'ctx>> = classes.iter().map(|&(c, _)| ir.block(&format!("{name}{c}"))).collect();
    switch(ir, which, classes, &bodies);
    for (&(_, i), &bb) in classes.iter().zip(&bodies) {
        ir.at(bb);
        unmarshal_body(ir, shapes, to, slot, i, &|n| ids[n] as usize);
        if open(ir) {
            ir.br(head);
        }
    }
}

/// Class mode: the class `which`'s deserializer called through the class table for the
/// object in `slot`; a failure goes to the error block, success back to `head`.
fn call_deser<'ctx>(
    ir: &Ir<'_, 'ctx>,
    tables: &ClassTables<'ctx>,
    to: &Recv<'_, 'ctx>,
    slot: PointerValue<'ctx>,
    which: IntValue<'ctx>,
    head: BasicBlock<'ctx>,
) {
    let Recv { inp, handles, log, wl, bad, .. } = *to;
    let f = table_entry(ir, tables.deser, which);
    let handles = handles.expect("class mode keeps handle tables");
    let log = log.unwrap_or(ir.ptr_ty().const_null());
    let args = [inp.into(), handles.objs.into(), wl.header.into(), slot.into(), handles.shapes.into(), log.into()];
    let r = ir.b.build_indirect_call(deser_type(ir), f, &args, "").expect("builder");
    let r = r.try_as_basic_value().basic().expect("i32").into_int_value();
    ir.error_branch(ir.b.build_int_compare(IntPredicate::NE, r, ir.i32c(0), "deserfail").expect("builder"), bad);
    ir.br(head);
}

/// The body of a class-mode deserializer: `i32 deser(ptr in, ptr handles, ptr ws, ptr
/// slot, ptr shapes, ptr log)` for node `i`; returns 0, or 1 for a malformed message.
/// Objects are allocated through `log` (`cormi_log_object/_array` allocate plainly when
/// it is null: one deserializer serves sites that log and sites that do not).
pub fn class_deserializer<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, i: usize, ids: &[u32]) {
    let param = |k: u32| ir.function.get_nth_param(k).expect("deserializer parameter").into_pointer_value();
    let wl = WorkList::from_header(ir, param(2));
    let bad = ir.block("bad");
    let here = ir.b.get_insert_block().expect("positioned");
    ir.at(bad);
    ir.ret(Some(ir.i32c(1).into()));
    ir.at(here);
    let handles = RecvHandles { objs: param(1), shapes: param(4) };
    let to = Recv { inp: param(0), handles: Some(handles), log: Some(param(5)), wl: &wl, bad, announced: None, step: None, linked: None };
    unmarshal_body(ir, shapes, &to, param(3), i, &|n| ids[n] as usize);
    ir.ret(Some(ir.i32c(0).into()));
}

/// What the bodies of one unmarshal walk share: the message, the handle tables, the
/// allocation log, the work list and the failure block.
struct Recv<'w, 'ctx> {
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    log: Option<PointerValue<'ctx>>,
    wl: &'w WorkList<'ctx>,
    bad: BasicBlock<'ctx>,
    /// Site dispatch with handle tables: a struct's interior fields are announced right
    /// after its bytes ([`interior_recent`]).
    announced: Option<Announced<'w, 'ctx>>,
    /// Where a struct's body goes on with its last pointer field instead of queuing it.
    step: Option<&'w Step<'ctx>>,
    /// In a typed step that carries a link: whether the tag was NEW_LINKED, and the
    /// field the step went on from: the value of the object's linked back link.
    linked: Option<(IntValue<'ctx>, PointerValue<'ctx>)>,
}

/// A struct of `size` bytes for node class `cls`: through the log when there is one;
/// at a multiple of `align` when that is more than malloc gives.
fn alloc_struct<'ctx>(ir: &Ir<'_, 'ctx>, log: Option<PointerValue<'ctx>>, size: u64, alloc: Alloc, cls: u64, align: u64) -> PointerValue<'ctx> {
    let over = align > MALLOC_ALIGN;
    match (log, alloc) {
        (Some(log), _) => {
            let how = if alloc == Alloc::Object { crate::abi::LOG_OBJECT } else { crate::abi::LOG_MALLOC };
            let how = if over { how | u64::from(align.trailing_zeros()) << crate::abi::LOG_ALIGN_SHIFT } else { how };
            ir.rt_ptr("cormi_log_object", &[log.into(), ir.i64c(size).into(), ir.i32c(cls).into(), ir.i32c(how).into()])
        }
        (None, _) if over => ir.rt_ptr("cormi_alloc_aligned", &[ir.i64c(align).into(), ir.i64c(size).into()]),
        (None, Alloc::Object) => ir.rt_ptr("cormi_alloc_object", &[ir.i64c(size).into()]),
        (None, Alloc::Malloc) => ir.rt_ptr("malloc", &[ir.i64c(size).into()]),
    }
}

/// An array of `n` elements of `elem` bytes for node class `cls`: through the log when
/// there is one; at a multiple of `align` when that is more than malloc gives.
fn alloc_array<'ctx>(ir: &Ir<'_, 'ctx>, log: Option<PointerValue<'ctx>>, elem: u64, n: IntValue<'ctx>, cls: u64, align: u64) -> PointerValue<'ctx> {
    let over = align > MALLOC_ALIGN;
    match log {
        Some(log) if over => ir.rt_ptr("cormi_log_array_aligned", &[log.into(), ir.i64c(elem).into(), n.into(), ir.i32c(cls).into(), ir.i64c(align).into()]),
        Some(log) => ir.rt_ptr("cormi_log_array", &[log.into(), ir.i64c(elem).into(), n.into(), ir.i32c(cls).into()]),
        None if over => ir.rt_ptr("cormi_alloc_array_aligned", &[ir.i64c(elem).into(), n.into(), ir.i64c(align).into()]),
        None => ir.rt_ptr("cormi_alloc_array", &[ir.i64c(elem).into(), n.into()]),
    }
}

/// Reads the body of one new object of node `i`, stores it into `slot` and queues its
/// pointer fields.
fn unmarshal_body<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, to: &Recv<'_, 'ctx>, slot: PointerValue<'ctx>, i: usize, id: &dyn Fn(usize) -> usize) {
    let Recv { inp, handles, log, wl, bad, announced, step, linked } = *to;
    match &shapes.nodes[i].kind {
        NodeKind::Null => ir.store(slot, ir.ptr_ty().const_null().into()),
        // Never a NEW object's node: the walk resolves an interior entry to its target's
        // before reading a tag (`interior::resolve_entry`).
        NodeKind::Interior { .. } => {
            ir.error_branch(ir.ctx.bool_type().const_int(1, false), bad);
        }
        NodeKind::Struct { size, alloc, ptr_fields, null_slots, runtime, tagged } => {
            let obj = if *runtime {
                // The extent, at least the bytes the pointer fields need, then the bytes.
                let n = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
                ir.error_branch(ir.in_error(inp), bad);
                let small = ir.b.build_int_compare(IntPredicate::ULT, n, ir.i64c(*size), "small").expect("builder");
                ir.error_branch(small, bad);
                ir.error_branch(not(ir, ir.check_count(inp, n, 1)), bad);
                let obj = alloc_array(ir, log, 1, n, id(i) as u64, shapes.nodes[i].align);
                ir.read_bytes(inp, obj, n);
                obj
            } else if *size > 0 && *size < INLINE_COPY_MAX {
                // The bytes are located (bounds-checked once) before the allocation, which
                // leaves the message buffer alone, and copied after it.
                let src = ir.read_in_place(inp, *size);
                ir.error_branch(ir.b.build_is_null(src, "short").expect("builder"), bad);
                let obj = alloc_struct(ir, log, *size, *alloc, id(i) as u64, shapes.nodes[i].align);
                ir.copy_bytes(obj, src, *size);
                obj
            } else {
                // An empty object (`malloc(0)`) reads nothing.
                if *size > 0 {
                    ir.error_branch(not(ir, ir.check_count(inp, ir.i64c(1), *size)), bad);
                }
                let obj = alloc_struct(ir, log, *size, *alloc, id(i) as u64, shapes.nodes[i].align);
                ir.read_bytes(inp, obj, ir.i64c(*size));
                obj
            };
            // NULL into the null slots right after the bytes, before anything reads them;
            // a tag that names no member is malformed before the object is kept.
            fill_fields(ir, shapes, wl, obj, &[], null_slots, None, id, None, None, None);
            let tag = tagged.as_ref().map(|t| (t, super::tagged::receiver(ir, obj, t, bad)));
            if let Some(h) = handles {
                h.add(ir, obj, ir.i64c(id(i) as u64));
            }
            ir.store(slot, obj.into());
            let announced = announced.filter(|_| !*runtime);
            if let Some(a) = announced {
                let class = id(i) as u64;
                assert!(*size == 0 || a.recorded.contains(&class), "a remembered struct of a class the walk does not list");
                a.recent.read(ir, obj, *size, class);
            }
            // The sender's condition (`marshal_body`): a body the step may carry a link for.
            let linked = match (linked, step, announced) {
                (Some((yes, link)), Some(_), Some(_)) => interior_recent::linked_field(shapes, i).map(|(k, _)| (k, yes, link)),
                _ => None,
            };
            fill_fields(ir, shapes, wl, obj, ptr_fields, &[], tag, id, announced.as_ref(), step.map(|s| (s, i)), linked);
        }
        NodeKind::Vec { elem, align, elems, ptr_off, len_off, cap_off } => {
            let n = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
            ir.error_branch(ir.in_error(inp), bad);
            ir.error_branch(not(ir, ir.check_count(inp, n, *elem)), bad);
            // Exactly `n` elements; none: Rust's dangling pointer (the alignment), so the
            // owner never frees it.
            let (empty, full, join) = (ir.block("u.vempty"), ir.block("u.vfull"), ir.block("u.vjoin"));
            ir.cond_br(ir.eq(n, ir.i64c(0)), empty, full);
            ir.at(full);
            let obj = alloc_array(ir, log, *elem, n, id(i) as u64, *align);
            let full_end = ir.b.get_insert_block().expect("positioned");
            ir.br(join);
            ir.at(empty);
            let dangling = ir.b.build_int_to_ptr(ir.i64c(*align), ir.ptr_ty(), "dangling").expect("builder");
            ir.br(join);
            ir.at(join);
            let phi = ir.b.build_phi(ir.ptr_ty(), "buffer").expect("builder");
            phi.add_incoming(&[(&obj, full_end), (&dangling, empty)]);
            let data = phi.as_basic_value().into_pointer_value();
            ir.store(ir.field(slot, *ptr_off), data.into());
            ir.store(ir.field(slot, *len_off), n.into());
            if let Some(cap) = cap_off {
                ir.store(ir.field(slot, *cap), n.into());
            }
            fill_elements(ir, shapes, to, data, n, *elem, elems, id);
        }
        NodeKind::Poly { variants } => {
            let k = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
            ir.error_branch(ir.in_error(inp), bad);
            let indices = (0..variants.len()).map(|k| ir.i32c(k as u64)).collect();
            let inner = Recv { step: None, linked: None, ..*to };
            let join = variant_switch(ir, k, indices, bad, "u.variant", |ir, k| {
                unmarshal_body(ir, shapes, &inner, slot, variants[k].1, id);
            });
            ir.at(join);
        }
        NodeKind::Array { elem, elems } => {
            let n = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
            let wire = if matches!(elems, Elems::Pointers(_)) { TAG_BYTES } else { *elem };
            ir.error_branch(not(ir, ir.check_count(inp, n, wire)), bad);
            let obj = alloc_array(ir, log, *elem, n, id(i) as u64, shapes.nodes[i].align);
            if let Some(h) = handles {
                h.add(ir, obj, ir.i64c(id(i) as u64));
            }
            ir.store(slot, obj.into());
            fill_elements(ir, shapes, to, obj, n, *elem, elems, id);
        }
    }
}

/// Fills the `n` elements (`elem` bytes each) of a new array or Rust buffer at `data`:
/// scalars' bytes (then zeroes where the shape says so), pointer elements queued as
/// slots, records' bytes then each record's pointer fields (the active member's, after
/// its tag).
#[allow(clippy::too_many_arguments)]
fn fill_elements<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    to: &Recv<'_, 'ctx>,
    data: PointerValue<'ctx>,
    n: IntValue<'ctx>,
    elem: u64,
    elems: &Elems,
    id: &dyn Fn(usize) -> usize,
) {
    let Recv { inp, wl, bad, .. } = *to;
    let bytes = ir.b.build_int_mul(n, ir.i64c(elem), "bytes").expect("builder");
    match elems {
        Elems::Scalars { zeroed } => {
            ir.read_bytes(inp, data, bytes);
            if *zeroed {
                // 8-byte elements read as pointers, where the analysis sees no object.
                for_each(ir, n, |ir, k| keep_sentinel(ir, ir.byte_gep(data, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"))));
            }
        }
        Elems::Pointers(child) => for_each(ir, n, |ir, k| {
            let at = ir.byte_gep(data, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"));
            wl.push(ir, at, id(*child));
        }),
        Elems::Records { ptr_fields, null_slots, tagged } => {
            ir.read_bytes(inp, data, bytes);
            for_each(ir, n, |ir, k| {
                let record = ir.byte_gep(data, ir.b.build_int_mul(k, ir.i64c(elem), "rec").expect("builder"));
                let tag = tagged.as_ref().map(|t| (t, super::tagged::receiver(ir, record, t, bad)));
                fill_fields(ir, shapes, wl, record, ptr_fields, null_slots, tag, id, None, None, None);
            });
        }
    }
}

/// After the bytes of a struct or record at `obj` arrived: NULL into its null slots (but
/// a sentinel address) and its pointer fields, which are queued as slots to fill (with a
/// tag switch: those of the active member; the other members' bytes stay as they arrived).
/// With `step` and no tag switch, the last field in queuing order, when of a class the
/// step takes, is not queued: the body ends going on with it.
#[allow(clippy::too_many_arguments)]
fn fill_fields<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    wl: &WorkList<'ctx>,
    obj: PointerValue<'ctx>,
    ptr_fields: &[(u64, usize)],
    null_slots: &[u64],
    tag: Option<(&Tagged, IntValue<'ctx>)>,
    id: &dyn Fn(usize) -> usize,
    announced: Option<&Announced<'_, 'ctx>>,
    step: Option<(&Step<'ctx>, usize)>,
    linked: Option<(usize, IntValue<'ctx>, PointerValue<'ctx>)>,
) {
    for &off in null_slots {
        keep_sentinel(ir, ir.field(obj, off));
    }
    let mut order = super::field_order(shapes, ptr_fields);
    let last = match (step, order.last()) {
        (Some((s, own)), Some(&k)) if tag.is_none() && s.takes(id(ptr_fields[k].1) as u64) => order.pop().map(|k| (s, own, k)),
        _ => None,
    };
    super::tagged::each_field(ir, &order, tag, |ir, k| {
        let (off, child) = ptr_fields[k];
        let field = ir.field(obj, off);
        let null = |ir: &Ir<'_, 'ctx>| ir.store(field, ir.ptr_ty().const_null().into());
        let linked = linked.filter(|&(lk, ..)| lk == k);
        // A buffer header held in place is the slot itself; its body writes all of it.
        if !shapes.is_header(child) && linked.is_none() {
            null(ir);
        }
        match (announced, &shapes.nodes[child].kind) {
            (Some(a), NodeKind::Interior { .. }) if interior_recent::announces(shapes, child) => match linked {
                // The NEW_LINKED tag: the link points at the field the step went on from.
                Some((_, yes, link)) => {
                    let (set, read, done) = (ir.block("link.set"), ir.block("link.read"), ir.block("link.got"));
                    ir.cond_br(yes, set, read);
                    ir.at(set);
                    ir.store(field, link.into());
                    ir.br(done);
                    ir.at(read);
                    null(ir);
                    interior_recent::recv_field(ir, shapes, id, wl, field, child, a);
                    ir.br(done);
                    ir.at(done);
                }
                _ => interior_recent::recv_field(ir, shapes, id, wl, field, child, a),
            },
            _ => wl.push(ir, field, id(child)),
        }
    });
    if let Some((s, own, k)) = last {
        let (off, child) = ptr_fields[k];
        let field = ir.field(obj, off);
        ir.store(field, ir.ptr_ty().const_null().into());
        let link = interior_recent::links(shapes, id, own, off, child).then_some(field);
        s.go(ir, field, id(child) as u64, link);
    }
}

/// A null slot or zeroed element (read as a pointer, where the analysis found no object)
/// keeps an address in the first or the last page as it came (a sender's sentinel such as
/// `(T *)1` or `(T *)-1`: nothing can be there), and any other value becomes NULL: no
/// pointer to follow comes from the wire.
fn keep_sentinel<'ctx>(ir: &Ir<'_, 'ctx>, field: PointerValue<'ctx>) {
    let v = ir.load(ir.ctx.i64_type().into(), field).into_int_value();
    let kept = ir.b.build_select(super::no_object_at(ir, v), v, ir.i64c(0), "kept").expect("builder");
    ir.store(field, kept);
}

/// The polymorphic shapes among `nodes` of `shapes` as (id, variant ids), ids mapped by
/// `id`: what [`RecvHandles::at`] accepts besides the slot's own shape (a walk's slots
/// are of the classes of the nodes reachable from its root, so only their entries can
/// match).
fn poly_members(shapes: &Shapes, nodes: &[usize], id: &dyn Fn(usize) -> usize) -> Vec<(u64, Vec<u64>)> {
    let mut out: Vec<(u64, Vec<u64>)> = nodes
        .iter()
        .map(|&n| (n, &shapes.nodes[n]))
        .filter_map(|(n, node)| match &node.kind {
            NodeKind::Poly { variants } => Some((id(n) as u64, variants.iter().map(|v| id(v.1) as u64).collect())),
            _ => None,
        })
        .collect();
    // Nodes of one layout class give one entry.
    out.sort();
    out.dedup();
    out
}
