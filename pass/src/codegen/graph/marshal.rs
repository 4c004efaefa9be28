//! Writing a graph: the marshal walk (pop, null / first-page address / back-reference / NEW
//! tag, body by the node's layout class) and one object's body; class mode's serializer functions.

use super::{
    branch_if_header, for_each, header_classes, open, ser_type, switch, table_entry, variant_switch, ClassTables, Dispatch, Step, TAG_ADDR, TAG_NEW,
    TAG_NEW_LINKED,
};
use crate::abi;
use crate::codegen::builder::{Ir, INLINE_COPY_MAX};
use crate::codegen::interior;
use crate::codegen::interior_recent::{self, RecentObjects};
use crate::codegen::worklist::WorkList;
use crate::shape::{Elems, NodeKind, Shapes, Tagged};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;

/// Why a non-null pointer where the analysis found no object stops the sender (the
/// generic walker, rt-c/src/generic.c, says the same).
const NULL_HOLDS_OBJECT: &str = "the analysis found no object this pointer can point to, but it points to one the runtime knows \
    (a library function the pass models wrongly may have stored it; please report it)";

/// Emits the marshaler of the graph rooted at `root` (shape node `node`) into `out`,
/// with handle table `handles` (`None`: dropped by the cycle-and-sharing analysis, site
/// mode only; every object is written as new): a call of the runtime's walker (generic
/// mode), of the shared walk of its key ([`crate::codegen::shared_bodies`]), or the walk
/// in place. Ends positioned in a fresh block after it.
#[allow(clippy::too_many_arguments)]
pub fn marshal<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    out: PointerValue<'ctx>,
    handles: Option<PointerValue<'ctx>>,
    root: PointerValue<'ctx>,
    node: usize,
    dispatch: Dispatch<'_, 'ctx>,
) {
    if let Dispatch::Generic { types, ntypes, .. } = dispatch {
        let handles = handles.expect("generic mode keeps handle tables");
        let args = [out.into(), handles.into(), root.into(), ir.i64c(dispatch.id(node) as u64).into(), types.into(), ir.i64c(ntypes).into()];
        ir.rt("cormi_generic_write", &args);
        return;
    }
    if let Some(shared) = dispatch.shared() {
        shared.call_marshal(ir, shapes, out, handles, root, node, dispatch.in_place());
        return;
    }
    let every: Vec<usize> = (0..shapes.nodes.len()).collect();
    marshal_walk(ir, shapes, out, handles, root, node, dispatch, &every);
}

/// The marshal walk in place (site or class dispatch), with bodies for the classes of
/// `nodes` (those reachable from `node`, or more). Ends positioned after the walk.
#[allow(clippy::too_many_arguments)]
pub fn marshal_walk<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    out: PointerValue<'ctx>,
    handles: Option<PointerValue<'ctx>>,
    root: PointerValue<'ctx>,
    node: usize,
    dispatch: Dispatch<'_, 'ctx>,
    nodes: &[usize],
) {
    let wl = WorkList::new(ir);
    let recent = match dispatch {
        Dispatch::Inline { .. } => RecentObjects::new(ir, shapes, nodes, out, handles),
        _ => None,
    };
    wl.push(ir, root, dispatch.id(node));
    let (head, done) = (ir.block("m.loop"), ir.block("m.done"));
    ir.br(head);
    ir.at(head);
    let next = ir.block("m.next");
    ir.cond_br(wl.is_empty(ir), done, next);
    ir.at(next);
    let (p, which) = wl.pop(ir);
    // A refused object (its size unknown, ...): the walk goes on with the next entry.
    let outer = ir.abandon_to(Some(head));
    let id = |n: usize| dispatch.id(n);
    interior::resolve_entry(ir, shapes, nodes, &id, &wl, p, which, head, interior::Side::Send { out, handles }, &[]);
    // Buffer headers held in place: no null, no handle, no tag; straight to the body.
    let headers = header_classes(shapes, dispatch.ids(), nodes);
    let header = (!headers.is_empty()).then(|| ir.block("m.header"));
    if let Some(hb) = header {
        branch_if_header(ir, which, &headers, hb);
    }
    let linking = recent.is_some() && nodes.iter().any(|&n| interior_recent::linked_field(shapes, n).is_some());
    let step = Step::start(ir, p, which, shapes, dispatch, nodes, "m.step", linking);
    let (sp, sw) = step.entry();
    known_or_new(ir, out, handles, sp, head, "m");
    match dispatch {
        Dispatch::Inline { ids, .. } => {
            // The NEW tag is written by the body (with a struct's bytes, in one reservation).
            let walk = Walk { shapes, out, wl: &wl, p: sp, which: sw, head, recent: recent.as_ref(), step: Some(&step) };
            inline_bodies(ir, &walk, ids, &super::class_reps(ids, nodes), "m.body", true);
            // The steps of one class that bodies went on to: no switch on the class.
            while let Some(t) = step.next_typed() {
                ir.at(t.block);
                known_or_new(ir, out, handles, t.p(), head, "m.typed");
                let i = super::class_reps(ids, nodes).into_iter().find(|&(c, _)| u64::from(c) == t.class).expect("a class of the walk").1;
                let id = |n: usize| ids[n] as usize;
                marshal_body(ir, shapes, out, &wl, t.p(), i, &id, recent.as_ref(), Some(TAG_NEW), Some(&step), t.link());
                if open(ir) {
                    ir.br(head);
                }
            }
        }
        Dispatch::Class { tables, .. } => {
            ir.rt("cormi_out_u32", &[out.into(), ir.i32c(TAG_NEW).into()]);
            let class = ir.b.build_int_truncate(sw, ir.ctx.i32_type(), "class").expect("builder");
            ir.rt("cormi_out_u32", &[out.into(), class.into()]);
            call_ser(ir, tables, out, &wl, sp, sw, head);
        }
        Dispatch::Generic { .. } => unreachable!("generic graphs are written by cormi_generic_write"),
    }
    if let Some(hb) = header {
        ir.at(hb);
        match dispatch {
            Dispatch::Inline { ids, .. } => {
                let walk = Walk { shapes, out, wl: &wl, p, which, head, recent: None, step: None };
                inline_bodies(ir, &walk, ids, &headers, "m.hbody", false);
            }
            Dispatch::Class { tables, .. } => call_ser(ir, tables, out, &wl, p, which, head),
            Dispatch::Generic { .. } => unreachable!("generic graphs are written by cormi_generic_write"),
        }
    }
    ir.abandon_to(outer);
    ir.at(done);
    wl.free(ir);
}

/// The start of a step for the pointer `p`: null, the first and the last page (one
/// compare, as a null test would) and an object already written (its handle, with a
/// handle table) are written here and go back to `head`; ends positioned where `p` is a
/// new object (blocks named after `name`).
fn known_or_new<'ctx>(
    ir: &Ir<'_, 'ctx>,
    out: PointerValue<'ctx>,
    handles: Option<PointerValue<'ctx>>,
    p: PointerValue<'ctx>,
    head: BasicBlock<'ctx>,
    name: &str,
) {
    let block = |what: &str| ir.block(&format!("{name}.{what}"));
    let (small, is_null, sentinel, not_null) = (block("small"), block("null"), block("addr"), block("obj"));
    let addr = ir.b.build_ptr_to_int(p, ir.ctx.i64_type(), "addr").expect("builder");
    ir.cond_br(super::no_object_at(ir, addr), small, not_null);
    ir.at(small);
    write_small(ir, out, p, addr, [is_null, sentinel], head);
    ir.at(not_null);
    let fresh = block("new");
    if let Some(handles) = handles {
        let h = ir.rt_int("cormi_handles_find_or_add", &[handles.into(), p.into()]);
        let seen = block("seen");
        ir.cond_br(ir.b.build_int_compare(IntPredicate::NE, h, ir.i32c(0), "seen").expect("builder"), seen, fresh);
        ir.at(seen);
        ir.rt("cormi_out_u32", &[out.into(), h.into()]);
        ir.br(head);
    } else {
        ir.br(fresh);
    }
    ir.at(fresh);
}

/// A pointer into the first or the last page: null is the 0 tag; any other is the ADDR tag
/// and its bits (no object can be there, so no handle and no body), in the blocks
/// `[null, addr]`. Back to `head`.
fn write_small<'ctx>(
    ir: &Ir<'_, 'ctx>,
    out: PointerValue<'ctx>,
    p: PointerValue<'ctx>,
    addr: IntValue<'ctx>,
    blocks: [BasicBlock<'ctx>; 2],
    head: BasicBlock<'ctx>,
) {
    let [is_null, sentinel] = blocks;
    ir.cond_br(ir.b.build_is_null(p, "isnull").expect("builder"), is_null, sentinel);
    ir.at(is_null);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(0).into()]);
    ir.br(head);
    ir.at(sentinel);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(TAG_ADDR).into()]);
    ir.append_scalar(out, addr.into());
    ir.br(head);
}

/// What the bodies of one step of the marshal walk work on: the object `p` popped with
/// class `which`, written to `out`, children queued on `wl`, then back to `head`.
struct Walk<'w, 'ctx> {
    shapes: &'w Shapes,
    out: PointerValue<'ctx>,
    wl: &'w WorkList<'ctx>,
    p: PointerValue<'ctx>,
    which: IntValue<'ctx>,
    head: BasicBlock<'ctx>,
    /// Back links into the last objects written, resolved where their record is written.
    recent: Option<&'w RecentObjects<'ctx>>,
    /// Where a struct's body goes on with its last pointer field instead of queuing it.
    step: Option<&'w Step<'ctx>>,
}

/// One body per class of `classes` (class, representative node) behind a `switch` on
/// the popped class (blocks named `name` + class), each after the NEW tag when `new_tag`.
fn inline_bodies<'ctx>(ir: &Ir<'_, 'ctx>, walk: &Walk<'_, 'ctx>, ids: &[u32], classes: &[(u32, usize)], name: &str, new_tag: bool) {
    let bodies: Vec<BasicBlock<'ctx>> = classes.iter().map(|&(c, _)| ir.block(&format!("{name}{c}"))).collect();
    switch(ir, walk.which, classes, &bodies);
    for (&(_, i), &bb) in classes.iter().zip(&bodies) {
        ir.at(bb);
        let tag = new_tag.then_some(TAG_NEW);
        marshal_body(ir, walk.shapes, walk.out, walk.wl, walk.p, i, &|n| ids[n] as usize, walk.recent, tag, walk.step, None);
        if open(ir) {
            ir.br(walk.head);
        }
    }
}

/// Class mode: the serializer of class `which` called through the class table for `p`.
fn call_ser<'ctx>(
    ir: &Ir<'_, 'ctx>,
    tables: &ClassTables<'ctx>,
    out: PointerValue<'ctx>,
    wl: &WorkList<'ctx>,
    p: PointerValue<'ctx>,
    which: IntValue<'ctx>,
    head: BasicBlock<'ctx>,
) {
    let f = table_entry(ir, tables.ser, which);
    ir.b.build_indirect_call(ser_type(ir), f, &[p.into(), out.into(), wl.header.into()], "").expect("builder");
    ir.br(head);
}

/// The body of a class-mode serializer: `void ser(ptr obj, ptr out, ptr ws)` for node
/// `i` of `shapes`, children queued with their class ids `ids`.
pub fn class_serializer<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, i: usize, ids: &[u32]) {
    let param = |k: u32| ir.function.get_nth_param(k).expect("serializer parameter").into_pointer_value();
    let wl = WorkList::from_header(ir, param(2));
    // A refused object: the serializer returns, and the walk goes on with its next entry.
    let refused = ir.block("refused");
    let outer = ir.abandon_to(Some(refused));
    marshal_body(ir, shapes, param(1), &wl, param(0), i, &|n| ids[n] as usize, None, None, None, None);
    ir.abandon_to(outer);
    ir.ret(None);
    if refused.get_first_use().is_none() {
        // SAFETY: the block is unused and has no instructions.
        unsafe { refused.delete() }.expect("an empty block");
    } else {
        ir.at(refused);
        ir.ret(None);
    }
}

/// Before copying `size` bytes from `p`: a heap block of at least `size` bytes passes at
/// once (the inlined extent query); anything else asks `cormi_vouch`, which refuses a
/// smaller block or unreadable memory (an uninitialised or freed pointer) rather than
/// read it: the process stops, or in the RETURN error mode the walk skips the object.
fn vouch<'ctx>(ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, size: u64, about: &str) {
    let n = ir.rt_int("cormi_extent", &[p.into()]);
    let known = ir.b.build_int_compare(IntPredicate::NE, n, ir.i64c(abi::EXTENT_UNKNOWN), "known").expect("builder");
    let big = ir.b.build_int_compare(IntPredicate::UGE, n, ir.i64c(size), "big").expect("builder");
    let fine = ir.b.build_and(known, big, "fine").expect("builder");
    // Right after the current block, so that the object's body reads in order.
    let here = ir.b.get_insert_block().expect("positioned");
    let go = ir.ctx.insert_basic_block_after(here, "m.copy");
    let ask = ir.ctx.insert_basic_block_after(here, "m.vouch");
    ir.cond_br(fine, go, ask);
    ir.at(ask);
    let text = ir.b.build_global_string_ptr(&crate::rust_names::readable(about), "cormi.why").expect("builder").as_pointer_value();
    let vouched = ir.rt_int("cormi_vouch", &[p.into(), ir.i64c(size).into(), text.into()]);
    let may_copy = ir.b.build_int_compare(IntPredicate::NE, vouched, ir.i32c(0), "vouched").expect("builder");
    // Refused (the RETURN error mode): the walk skips the object without reading it.
    match ir.abandon_block() {
        Some(skip) => ir.cond_br(may_copy, go, skip),
        None => ir.br(go),
    }
    ir.at(go);
}

/// The body of one object of node `i` at `p`, after the `u32` `tag` when there is one
/// (the NEW tag not yet written): a fixed-size struct's bytes share its reservation,
/// checked by the same `vouch` first; any other body follows the tag. With `step`, a
/// struct's last pointer field may end the body by going on with it ([`push_fields`]).
/// `link`: the field of the previous struct the walk went on from, when this struct's
/// linked back link may point at it (a typed step's; never null).
#[allow(clippy::too_many_arguments)]
fn marshal_body<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    out: PointerValue<'ctx>,
    wl: &WorkList<'ctx>,
    p: PointerValue<'ctx>,
    i: usize,
    id: &dyn Fn(usize) -> usize,
    recent: Option<&RecentObjects<'ctx>>,
    tag: Option<u64>,
    step: Option<&Step<'ctx>>,
    link: Option<PointerValue<'ctx>>,
) {
    let about = &shapes.nodes[i].about;
    let joint = match &shapes.nodes[i].kind {
        NodeKind::Struct { size, runtime: false, .. } => *size < INLINE_COPY_MAX,
        _ => false,
    };
    // The linked back link's announcement may be left out (the NEW_LINKED tag) only
    // where the tag goes with the bytes, on an entry a typed step carries a link for.
    let linked = joint && tag.is_some() && recent.is_some() && step.is_some();
    let mut linked_now = None;
    let tag = match tag {
        Some(t) if !joint => {
            ir.rt("cormi_out_u32", &[out.into(), ir.i32c(t).into()]);
            None
        }
        t => t,
    };
    match &shapes.nodes[i].kind {
        // An interior node's entries are resolved before any body (the walk's
        // `interior::resolve_entry`).
        NodeKind::Interior { .. } => {}
        // No object can be here by the analysis; one the runtime knows means a library
        // call stored it behind the analysis' back: refuse rather than send it as null.
        NodeKind::Null => {
            let n = ir.rt_int("cormi_extent", &[p.into()]);
            let unknown = ir.eq(n, ir.i64c(abi::EXTENT_UNKNOWN));
            ir.die_unless(unknown, p, &format!("{NULL_HOLDS_OBJECT}: {about}"));
        }
        NodeKind::Struct { size, ptr_fields, runtime, tagged, .. } => {
            if *runtime {
                let n = ir.extent(p, about);
                let big = ir.b.build_int_compare(IntPredicate::UGE, n, ir.i64c(*size), "big").expect("builder");
                ir.die_unless(big, p, &format!("it is smaller than the {size} bytes its pointer fields need: {about}"));
                ir.append_scalar(out, n.into());
                ir.append_bytes(out, p, n);
            } else {
                vouch(ir, p, *size, about);
                match tag {
                    Some(t) => {
                        let linked = linked.then(|| linked_test(ir, shapes, p, i, link)).flatten();
                        let t = match linked {
                            Some((_, yes)) => ir.select(yes, ir.i32c(TAG_NEW_LINKED).into(), ir.i32c(t).into()).into_int_value(),
                            None => ir.i32c(t),
                        };
                        ir.append_tag_and_bytes(out, t, p, *size);
                        linked_now = linked;
                    }
                    None => ir.append_bytes(out, p, ir.i64c(*size)),
                }
            }
            let recent = recent.filter(|_| !*runtime);
            if let Some(r) = recent {
                r.wrote(ir, p, *size);
            }
            push_fields(ir, shapes, wl, p, ptr_fields, tagged.as_ref(), about, id, recent, step.map(|s| (s, i)), linked_now);
        }
        NodeKind::Vec { elem, elems, ptr_off, len_off, .. } => {
            let data = ir.load(ir.ptr_ty().into(), ir.field(p, *ptr_off)).into_pointer_value();
            let n = ir.load(ir.ctx.i64_type().into(), ir.field(p, *len_off)).into_int_value();
            ir.append_scalar(out, n.into());
            let bytes = ir.b.build_int_mul(n, ir.i64c(*elem), "bytes").expect("builder");
            match elems {
                Elems::Scalars { .. } => ir.append_bytes(out, data, bytes),
                Elems::Pointers(child) => for_each(ir, n, |ir, k| {
                    let slot = ir.byte_gep(data, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"));
                    let v = ir.load(ir.ptr_ty().into(), slot).into_pointer_value();
                    wl.push(ir, v, id(*child));
                }),
                Elems::Records { ptr_fields, tagged, .. } => {
                    ir.append_bytes(out, data, bytes);
                    for_each(ir, n, |ir, k| {
                        let record = ir.byte_gep(data, ir.b.build_int_mul(k, ir.i64c(*elem), "rec").expect("builder"));
                        push_fields(ir, shapes, wl, record, ptr_fields, tagged.as_ref(), about, id, None, None, None);
                    });
                }
            }
        }
        NodeKind::Poly { variants } => {
            let size = ir.rt_int("cormi_extent", &[p.into()]);
            let unknown = ir.block("m.unknown");
            let join = variant_switch(ir, size, variants.iter().map(|v| ir.i64c(v.0)).collect(), unknown, "m.variant", |ir, k| {
                ir.rt("cormi_out_u32", &[out.into(), ir.i32c(k as u64).into()]);
                marshal_body(ir, shapes, out, wl, p, variants[k].1, id, recent, None, None, None);
            });
            ir.at(unknown);
            ir.rt("cormi_variant_unknown", &[size.into()]);
            ir.refused(join);
            ir.at(join);
        }
        NodeKind::Array { elem, elems } => {
            let bytes = ir.extent(p, about);
            let n = element_count(ir, p, bytes, *elem, about);
            ir.append_scalar(out, n.into());
            match elems {
                Elems::Scalars { .. } => ir.append_bytes(out, p, bytes),
                Elems::Pointers(child) => for_each(ir, n, |ir, k| {
                    let slot = ir.byte_gep(p, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"));
                    let v = ir.load(ir.ptr_ty().into(), slot).into_pointer_value();
                    wl.push(ir, v, id(*child));
                }),
                Elems::Records { ptr_fields, tagged, .. } => {
                    ir.append_bytes(out, p, bytes);
                    for_each(ir, n, |ir, k| {
                        let record = ir.byte_gep(p, ir.b.build_int_mul(k, ir.i64c(*elem), "rec").expect("builder"));
                        push_fields(ir, shapes, wl, record, ptr_fields, tagged.as_ref(), about, id, None, None, None);
                    });
                }
            }
        }
    }
}

/// Queues the pointer fields of the struct or record at `p` (with a tag switch: those of
/// the active member, after checking that the tag names one; a buffer header held in
/// place is queued by its address). With `step` and no tag switch, the last field in
/// queuing order, when of a class the step takes, is not queued: the body ends going on
/// with it.
#[allow(clippy::too_many_arguments)]
fn push_fields<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    wl: &WorkList<'ctx>,
    p: PointerValue<'ctx>,
    ptr_fields: &[(u64, usize)],
    tagged: Option<&Tagged>,
    about: &str,
    id: &dyn Fn(usize) -> usize,
    recent: Option<&RecentObjects<'ctx>>,
    step: Option<(&Step<'ctx>, usize)>,
    linked: Option<(usize, IntValue<'ctx>)>,
) {
    let tag = tagged.map(|t| (t, super::tagged::sender(ir, p, t, about)));
    let mut order = super::field_order(shapes, ptr_fields);
    let last = match (step, order.last()) {
        (Some((s, own)), Some(&k)) if tag.is_none() && s.takes(id(ptr_fields[k].1) as u64) => order.pop().map(|k| (s, own, k)),
        _ => None,
    };
    let value = |ir: &Ir<'_, 'ctx>, off: u64, child: usize| match shapes.is_header(child) {
        true => ir.field(p, off),
        false => ir.load(ir.ptr_ty().into(), ir.field(p, off)).into_pointer_value(),
    };
    super::tagged::each_field(ir, &order, tag, |ir, k| {
        let (off, child) = ptr_fields[k];
        let v = value(ir, off, child);
        match (recent, &shapes.nodes[child].kind) {
            (Some(r), NodeKind::Interior { at, .. }) if interior_recent::announces(shapes, child) => match linked {
                // Sent as the NEW_LINKED tag: nothing to announce.
                Some((lk, yes)) if lk == k => {
                    let (say, done) = (ir.block("link.say"), ir.block("link.sent"));
                    ir.cond_br(yes, done, say);
                    ir.at(say);
                    r.announce(ir, wl, v, id(child) as u64, *at);
                    ir.br(done);
                    ir.at(done);
                }
                _ => r.announce(ir, wl, v, id(child) as u64, *at),
            },
            _ => wl.push(ir, v, id(child)),
        }
    });
    if let Some((s, own, k)) = last {
        let (off, child) = ptr_fields[k];
        let link = interior_recent::links(shapes, id, own, off, child).then(|| ir.field(p, off));
        s.go(ir, value(ir, off, child), id(child) as u64, link);
    }
}

/// Whether the linked back link ([`interior_recent::linked_field`]) of the struct `p`
/// of node `i` points at `link`, the field the walk went on from, as (field index,
/// `i1`); `None` where the struct has no such link or there is no such field.
fn linked_test<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, p: PointerValue<'ctx>, i: usize, link: Option<PointerValue<'ctx>>) -> Option<(usize, IntValue<'ctx>)> {
    let link = link?;
    let (k, off) = interior_recent::linked_field(shapes, i)?;
    let v = ir.load(ir.ptr_ty().into(), ir.field(p, off)).into_pointer_value();
    Some((k, ir.b.build_int_compare(IntPredicate::EQ, v, link, "link.linked").expect("builder")))
}

/// `bytes / elem`: the element count of an array of `bytes` bytes; an extent that is no
/// whole number of elements refuses the object (the last element would be cut off).
fn element_count<'ctx>(ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, bytes: IntValue<'ctx>, elem: u64, about: &str) -> IntValue<'ctx> {
    if elem == 1 {
        return bytes;
    }
    let rest = ir.b.build_int_unsigned_rem(bytes, ir.i64c(elem), "rest").expect("builder");
    let whole = ir.eq(rest, ir.i64c(0));
    ir.die_unless(whole, p, &format!("its size is not a whole number of {elem}-byte elements: {about}"));
    ir.b.build_int_unsigned_div(bytes, ir.i64c(elem), "count").expect("builder")
}
