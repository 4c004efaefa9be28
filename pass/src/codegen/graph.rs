//! Marshaling of pointer graphs: structs, arrays, lists, trees,
//! DAGs and cycles, walked with an explicit work list ([`super::worklist`]) and a handle
//! table (`cormi_handles_*`, always kept in this issue), so sharing and cycles arrive
//! intact and no graph size can overflow the native stack.
//!
//! Wire format of one pointer (pre-order, in work-list pop order):
//!
//! ```text
//! u32 tag: 0 = null | k (1..) = the object with handle k, already sent | NEW = 0xFFFFFFFF
//! class mode only: after NEW, u32 class id (checked by the receiver against the class
//! it expects in that slot)
//! polymorphic slot (NodeKind::Poly), every mode: then u32 variant index (the receiver
//! rejects one out of range), then the variant's body
//! after NEW, the object's body by its shape node:
//!   struct of S bytes      S bytes (the receiver overwrites the pointer fields, and writes
//!                          NULL into slots read as pointers: crate::facts::ptr_reads)
//!   array of scalars       u64 count, count * elem bytes
//!   array of pointers      u64 count; then each element as a pointer (pushed in order)
//! ```
//!
//! The receiver accepts a back-reference only into a slot that expects the layout class
//! the object was read as ([`super::recv_handles`], [`crate::plan::layout_classes`]).
//!
//! Both ends give handles in the order objects are first met (marshal: `find_or_add`
//! before the body; unmarshal: `add` after allocating, before the children), so the
//! numbering matches. Every count is checked against the remaining message before any
//! allocation (`cormi_in_check_count`); a bad tag, a bad handle or a short message
//! sets the cursor's error flag and leaves through the failure block.
//! Source: DESIGN.md, "Object model" and "Code generation".

use super::builder::Ir;
use super::recv_handles::RecvHandles;
use super::worklist;
use crate::shape::{Alloc, NodeKind, Shapes};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;

/// The tag that announces a new object.
pub const TAG_NEW: u64 = 0xFFFF_FFFF;
/// Smallest wire size of one pointer (its tag), for checking counts of pointer arrays.
pub const TAG_BYTES: u64 = 4;

/// How the walk finds the code for an object's body.
#[derive(Clone, Copy)]
pub enum Dispatch<'a, 'ctx> {
    /// `site` mode: every body inline in the walk (a `switch` on the layout class, one
    /// body per class), no type tag on the wire; work-list entries carry layout classes.
    Inline {
        /// Layout class of each shape node of the site ([`crate::plan::layout_classes`]).
        ids: &'a [u32],
    },
    /// `class` mode: one serializer/deserializer function per class, called indirectly
    /// through the class tables, and a `u32` class id after every NEW tag; work-list
    /// entries carry class ids. `ids[node]` is the class of each node of this site.
    Class {
        /// The class tables of the module.
        tables: &'a ClassTables<'ctx>,
        /// Class id of each shape node of the site.
        ids: &'a [u32],
    },
    /// `generic` mode: every graph goes through the runtime's descriptor-driven walkers
    /// (`cormi_generic_write/_read`, [`super::generic`]); `ids[node]` is the type id of
    /// each node of this site.
    Generic {
        /// `@__cormi_types`.
        types: PointerValue<'ctx>,
        /// Number of descriptors.
        ntypes: u64,
        /// Type id of each shape node of the site.
        ids: &'a [u32],
    },
}

impl Dispatch<'_, '_> {
    /// What a work-list entry for shape node `node` carries: its layout class (also
    /// the shape recorded in the receiver's handle table).
    fn id(&self, node: usize) -> usize {
        match self {
            Dispatch::Inline { ids } | Dispatch::Class { ids, .. } | Dispatch::Generic { ids, .. } => ids[node] as usize,
        }
    }
}

/// The class-mode tables: `[n x ptr]` of serializers `void (ptr obj, ptr out, ptr ws)`
/// and of deserializers `i32 (ptr in, ptr handles, ptr ws, ptr slot, ptr shapes, ptr
/// log)` (0 ok, 1 bad; `shapes`: [`RecvHandles::shapes`]; `log`: the call's
/// `cormi_graph_log`, or null when its graphs are left to the method).
pub struct ClassTables<'ctx> {
    /// Serializer table.
    pub ser: PointerValue<'ctx>,
    /// Deserializer table.
    pub deser: PointerValue<'ctx>,
}

/// Serializer function type.
pub fn ser_type<'ctx>(ir: &Ir<'_, 'ctx>) -> inkwell::types::FunctionType<'ctx> {
    let p = ir.ptr_ty();
    ir.ctx.void_type().fn_type(&[p.into(), p.into(), p.into()], false)
}

/// Deserializer function type.
pub fn deser_type<'ctx>(ir: &Ir<'_, 'ctx>) -> inkwell::types::FunctionType<'ctx> {
    let p = ir.ptr_ty();
    ir.ctx.i32_type().fn_type(&[p.into(), p.into(), p.into(), p.into(), p.into(), p.into()], false)
}

/// Loads entry `which` of a function table.
fn table_entry<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, which: IntValue<'ctx>) -> PointerValue<'ctx> {
    let off = ir.b.build_int_mul(which, ir.i64c(8), "slot").expect("builder");
    ir.load(ir.ptr_ty().into(), ir.byte_gep(table, off)).into_pointer_value()
}

/// A work list in the current function.
pub(super) struct WorkList<'ctx> {
    pub(super) header: PointerValue<'ctx>,
    node_slot: PointerValue<'ctx>,
    push: FunctionValue<'ctx>,
    pop: FunctionValue<'ctx>,
}

impl<'ctx> WorkList<'ctx> {
    /// A new, empty work list (entry-block slots): its data starts in an entry-block
    /// buffer of [`worklist::INLINE`] entries.
    pub(super) fn new(ir: &Ir<'_, 'ctx>) -> WorkList<'ctx> {
        let (push, pop) = worklist::helpers(ir.module);
        let ty = ir.ctx.i8_type().array_type(worklist::HEADER);
        let header = ir.entry_slot(ty.into(), "worklist");
        let buffer = ir.entry_slot(ir.ctx.i8_type().array_type((worklist::INLINE * 16) as u32).into(), "worklist.inline");
        ir.store(header, buffer.into());
        ir.store(ir.field(header, worklist::LEN), ir.i64c(0).into());
        ir.store(ir.field(header, worklist::CAP), ir.i64c(worklist::INLINE).into());
        ir.store(ir.field(header, worklist::INLINE_AT), buffer.into());
        let node_slot = ir.entry_slot(ir.ctx.i64_type().into(), "node");
        WorkList { header, node_slot, push, pop }
    }

    /// A view of an existing work list whose header is at `header` (class-mode
    /// serializer functions receive the caller's list).
    pub(super) fn from_header(ir: &Ir<'_, 'ctx>, header: PointerValue<'ctx>) -> WorkList<'ctx> {
        let (push, pop) = worklist::helpers(ir.module);
        let node_slot = ir.entry_slot(ir.ctx.i64_type().into(), "node");
        WorkList { header, node_slot, push, pop }
    }

    pub(super) fn push(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, node: usize) {
        self.push_value(ir, p, ir.i64c(node as u64));
    }

    /// Pushes `p` with a run-time `i64` shape or type id.
    pub(super) fn push_value(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, id: IntValue<'ctx>) {
        ir.call(self.push, &[self.header.into(), p.into(), id.into()]);
    }

    /// An `i1`: whether the list is empty.
    pub(super) fn is_empty(&self, ir: &Ir<'_, 'ctx>) -> IntValue<'ctx> {
        let len = ir.load(ir.ctx.i64_type().into(), ir.field(self.header, worklist::LEN)).into_int_value();
        ir.eq(len, ir.i64c(0))
    }

    /// Pops an entry: (pointer, node index as i64).
    pub(super) fn pop(&self, ir: &Ir<'_, 'ctx>) -> (PointerValue<'ctx>, IntValue<'ctx>) {
        let p = ir.call(self.pop, &[self.header.into(), self.node_slot.into()]).expect("returns ptr").into_pointer_value();
        let node = ir.load(ir.ctx.i64_type().into(), self.node_slot).into_int_value();
        (p, node)
    }

    /// Frees the list's storage if it moved to the heap.
    pub(super) fn free(&self, ir: &Ir<'_, 'ctx>) {
        let data = ir.load(ir.ptr_ty().into(), self.header).into_pointer_value();
        let inline = ir.load(ir.ptr_ty().into(), ir.field(self.header, worklist::INLINE_AT)).into_pointer_value();
        let moved = ir.b.build_int_compare(IntPredicate::NE, data, inline, "ws.moved").expect("builder");
        let (release, done) = (ir.block("ws.free"), ir.block("ws.freed"));
        ir.cond_br(moved, release, done);
        ir.at(release);
        ir.rt("free", &[data.into()]);
        ir.br(done);
        ir.at(done);
    }
}

/// Emits the marshaler of the graph rooted at `root` (shape node `node`) into `out`,
/// with handle table `handles` (`None`: dropped by the cycle-and-sharing analysis, site
/// mode only; every object is written as new). Ends positioned in a fresh block after
/// the walk.
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
    let wl = WorkList::new(ir);
    wl.push(ir, root, dispatch.id(node));
    let (head, done) = (ir.block("m.loop"), ir.block("m.done"));
    ir.br(head);
    ir.at(head);
    let next = ir.block("m.next");
    ir.cond_br(wl.is_empty(ir), done, next);
    ir.at(next);
    let (p, which) = wl.pop(ir);
    let (is_null, not_null) = (ir.block("m.null"), ir.block("m.obj"));
    ir.cond_br(ir.b.build_is_null(p, "isnull").expect("builder"), is_null, not_null);
    ir.at(is_null);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(0).into()]);
    ir.br(head);
    ir.at(not_null);
    let fresh = ir.block("m.new");
    if let Some(handles) = handles {
        let h = ir.rt_int("cormi_handles_find_or_add", &[handles.into(), p.into()]);
        let seen = ir.block("m.seen");
        ir.cond_br(ir.b.build_int_compare(IntPredicate::NE, h, ir.i32c(0), "seen").expect("builder"), seen, fresh);
        ir.at(seen);
        ir.rt("cormi_out_u32", &[out.into(), h.into()]);
        ir.br(head);
    } else {
        ir.br(fresh);
    }
    ir.at(fresh);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(TAG_NEW).into()]);
    match dispatch {
        Dispatch::Inline { ids } => {
            let classes = class_reps(ids);
            let bodies: Vec<BasicBlock<'ctx>> = classes.iter().map(|&(c, _)| ir.block(&format!("m.body{c}"))).collect();
            switch(ir, which, &classes, &bodies);
            for (&(_, i), &bb) in classes.iter().zip(&bodies) {
                ir.at(bb);
                marshal_body(ir, shapes, out, &wl, p, i, &|n| ids[n] as usize);
                ir.br(head);
            }
        }
        Dispatch::Class { tables, .. } => {
            let class = ir.b.build_int_truncate(which, ir.ctx.i32_type(), "class").expect("builder");
            ir.rt("cormi_out_u32", &[out.into(), class.into()]);
            let f = table_entry(ir, tables.ser, which);
            ir.b.build_indirect_call(ser_type(ir), f, &[p.into(), out.into(), wl.header.into()], "").expect("builder");
            ir.br(head);
        }
        Dispatch::Generic { .. } => unreachable!("generic graphs are written by cormi_generic_write"),
    }
    ir.at(done);
    wl.free(ir);
}

/// The body of a class-mode serializer: `void ser(ptr obj, ptr out, ptr ws)` for node
/// `i` of `shapes`, children queued with their class ids `ids`.
pub fn class_serializer<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, i: usize, ids: &[u32]) {
    let param = |k: u32| ir.function.get_nth_param(k).expect("serializer parameter").into_pointer_value();
    let wl = WorkList::from_header(ir, param(2));
    marshal_body(ir, shapes, param(1), &wl, param(0), i, &|n| ids[n] as usize);
    ir.ret(None);
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
    let to = Recv { inp: param(0), handles: Some(handles), log: Some(param(5)), wl: &wl, bad };
    unmarshal_body(ir, shapes, &to, param(3), i, &|n| ids[n] as usize);
    ir.ret(Some(ir.i32c(0).into()));
}

/// The body of one object of node `i` at `p` (after its NEW tag).
#[allow(clippy::too_many_arguments)]
fn marshal_body<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    out: PointerValue<'ctx>,
    wl: &WorkList<'ctx>,
    p: PointerValue<'ctx>,
    i: usize,
    id: &dyn Fn(usize) -> usize,
) {
    match &shapes.nodes[i].kind {
        NodeKind::Null => {}
        NodeKind::Struct { size, ptr_fields, .. } => {
            ir.append_bytes(out, p, ir.i64c(*size));
            for &(off, child) in ptr_fields {
                let v = ir.load(ir.ptr_ty().into(), ir.field(p, off)).into_pointer_value();
                wl.push(ir, v, id(child));
            }
        }
        NodeKind::Poly { variants } => {
            let size = ir.load(ir.ctx.i64_type().into(), ir.byte_gep(p, ir.i64c(HEADER_SIZE_AT))).into_int_value();
            let unknown = ir.block("m.unknown");
            let join = variant_switch(ir, size, variants.iter().map(|v| ir.i64c(v.0)).collect(), unknown, "m.variant", |ir, k| {
                ir.rt("cormi_out_u32", &[out.into(), ir.i32c(k as u64).into()]);
                marshal_body(ir, shapes, out, wl, p, variants[k].1, id);
            });
            ir.at(unknown);
            ir.rt("cormi_variant_unknown", &[size.into()]);
            ir.b.build_unreachable().expect("builder");
            ir.at(join);
        }
        NodeKind::Array { elem, elem_ptr, .. } => {
            let n = ir.rt_int("cormi_array_length", &[p.into()]);
            ir.append_scalar(out, n.into());
            match elem_ptr {
                None => {
                    let bytes = ir.b.build_int_mul(n, ir.i64c(*elem), "bytes").expect("builder");
                    ir.append_bytes(out, p, bytes);
                }
                Some(child) => for_each(ir, n, |ir, k| {
                    let slot = ir.byte_gep(p, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"));
                    let v = ir.load(ir.ptr_ty().into(), slot).into_pointer_value();
                    wl.push(ir, v, id(*child));
                }),
            }
        }
    }
}

/// Emits the unmarshaler of a graph of shape node `node` from `inp`, with handle tables
/// `handles` (a back-reference is accepted only to an object of the slot's shape;
/// `None`: the table was dropped, site mode only, and any back-reference is malformed).
/// With `log` (a `cormi_graph_log *`, cormi_rt.h layer 9) every object is allocated
/// through it, so the caller can free the graph or keep it for reuse; `None` allocates
/// plainly (the graph is left to its receiver). Returns the root pointer; on a
/// malformed message it sets the cursor's error flag and branches to `fail`. Ends
/// positioned in a fresh block after the walk.
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
    let root = ir.entry_slot(ir.ptr_ty().into(), "root");
    ir.store(root, ir.ptr_ty().const_null().into());
    if let Dispatch::Generic { types, ntypes, .. } = dispatch {
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
    let wl = WorkList::new(ir);
    wl.push(ir, root, dispatch.id(node));
    let (head, done, bad) = (ir.block("u.loop"), ir.block("u.done"), ir.block("u.bad"));
    ir.br(head);
    ir.at(head);
    let next = ir.block("u.next");
    ir.cond_br(wl.is_empty(ir), done, next);
    ir.at(next);
    let (slot, which) = wl.pop(ir);
    let tag = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
    ir.error_branch(ir.in_error(inp), bad);
    let (is_null, not_null) = (ir.block("u.null"), ir.block("u.tag"));
    ir.cond_br(ir.eq(tag, ir.i32c(0)), is_null, not_null);
    ir.at(is_null);
    ir.store(slot, ir.ptr_ty().const_null().into());
    ir.br(head);
    ir.at(not_null);
    let (fresh, old) = (ir.block("u.new"), ir.block("u.old"));
    ir.cond_br(ir.eq(tag, ir.i32c(TAG_NEW)), fresh, old);
    ir.at(old);
    match handles {
        Some(handles) => {
            let obj = handles.at(ir, tag, which, &poly_members(shapes, &|n| dispatch.id(n)));
            ir.error_branch(ir.b.build_is_null(obj, "nohandle").expect("builder"), bad);
            ir.store(slot, obj.into());
            ir.br(head);
        }
        None => ir.br(bad),
    }
    ir.at(fresh);
    match dispatch {
        Dispatch::Inline { ids } => {
            let classes = class_reps(ids);
            let bodies: Vec<BasicBlock<'ctx>> = classes.iter().map(|&(c, _)| ir.block(&format!("u.body{c}"))).collect();
            switch(ir, which, &classes, &bodies);
            let to = Recv { inp, handles, log, wl: &wl, bad };
            for (&(_, i), &bb) in classes.iter().zip(&bodies) {
                ir.at(bb);
                unmarshal_body(ir, shapes, &to, slot, i, &|n| ids[n] as usize);
                ir.br(head);
            }
        }
        Dispatch::Class { tables, .. } => {
            // The class id on the wire must be the one this slot expects (monomorphic).
            let wire = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
            let expect = ir.b.build_int_truncate(which, ir.ctx.i32_type(), "class").expect("builder");
            let mismatch = ir.b.build_int_compare(IntPredicate::NE, wire, expect, "badclass").expect("builder");
            ir.error_branch(mismatch, bad);
            let f = table_entry(ir, tables.deser, which);
            let handles = handles.expect("class mode keeps handle tables");
            let log = log.unwrap_or(ir.ptr_ty().const_null());
            let args = [inp.into(), handles.objs.into(), wl.header.into(), slot.into(), handles.shapes.into(), log.into()];
            let r = ir.b.build_indirect_call(deser_type(ir), f, &args, "").expect("builder");
            let r = r.try_as_basic_value().basic().expect("i32").into_int_value();
            ir.error_branch(ir.b.build_int_compare(IntPredicate::NE, r, ir.i32c(0), "deserfail").expect("builder"), bad);
            ir.br(head);
        }
        Dispatch::Generic { .. } => unreachable!("generic graphs are read by cormi_generic_read"),
    }
    ir.at(bad);
    wl.free(ir);
    ir.store(ir.field(inp, crate::abi::IN_ERROR), ir.i32c(1).into());
    ir.br(fail);
    ir.at(done);
    wl.free(ir);
    ir.load(ir.ptr_ty().into(), root).into_pointer_value()
}

/// What the bodies of one unmarshal walk share: the message, the handle tables, the
/// allocation log, the work list and the failure block.
struct Recv<'w, 'ctx> {
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    log: Option<PointerValue<'ctx>>,
    wl: &'w WorkList<'ctx>,
    bad: BasicBlock<'ctx>,
}

/// A struct of `size` bytes for node class `cls`: through the log when there is one.
fn alloc_struct<'ctx>(ir: &Ir<'_, 'ctx>, log: Option<PointerValue<'ctx>>, size: u64, alloc: Alloc, cls: u64) -> PointerValue<'ctx> {
    match (log, alloc) {
        (Some(log), _) => {
            let how = if alloc == Alloc::Object { crate::abi::LOG_OBJECT } else { crate::abi::LOG_MALLOC };
            ir.rt_ptr("cormi_log_object", &[log.into(), ir.i64c(size).into(), ir.i32c(cls).into(), ir.i32c(how).into()])
        }
        (None, Alloc::Object) => ir.rt_ptr("cormi_alloc_object", &[ir.i64c(size).into()]),
        (None, Alloc::Malloc) => ir.rt_ptr("malloc", &[ir.i64c(size).into()]),
    }
}

/// An array of `n` elements of `elem` bytes for node class `cls`: through the log when
/// there is one.
fn alloc_array<'ctx>(ir: &Ir<'_, 'ctx>, log: Option<PointerValue<'ctx>>, elem: u64, n: IntValue<'ctx>, cls: u64) -> PointerValue<'ctx> {
    match log {
        Some(log) => ir.rt_ptr("cormi_log_array", &[log.into(), ir.i64c(elem).into(), n.into(), ir.i32c(cls).into()]),
        None => ir.rt_ptr("cormi_alloc_array", &[ir.i64c(elem).into(), n.into()]),
    }
}

/// Reads the body of one new object of node `i`, stores it into `slot` and queues its
/// pointer fields.
fn unmarshal_body<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, to: &Recv<'_, 'ctx>, slot: PointerValue<'ctx>, i: usize, id: &dyn Fn(usize) -> usize) {
    let Recv { inp, handles, log, wl, bad } = *to;
    match &shapes.nodes[i].kind {
        NodeKind::Null => ir.store(slot, ir.ptr_ty().const_null().into()),
        NodeKind::Struct { size, alloc, ptr_fields, null_slots } => {
            ir.error_branch(not(ir, ir.check_count(inp, ir.i64c(1), *size)), bad);
            let obj = alloc_struct(ir, log, *size, *alloc, id(i) as u64);
            ir.read_bytes(inp, obj, ir.i64c(*size));
            for &off in null_slots {
                ir.store(ir.field(obj, off), ir.ptr_ty().const_null().into());
            }
            if let Some(h) = handles {
                h.add(ir, obj, ir.i64c(id(i) as u64));
            }
            ir.store(slot, obj.into());
            for &(off, child) in ptr_fields {
                let field = ir.field(obj, off);
                ir.store(field, ir.ptr_ty().const_null().into());
                wl.push(ir, field, id(child));
            }
        }
        NodeKind::Poly { variants } => {
            let k = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
            ir.error_branch(ir.in_error(inp), bad);
            let indices = (0..variants.len()).map(|k| ir.i32c(k as u64)).collect();
            let join = variant_switch(ir, k, indices, bad, "u.variant", |ir, k| {
                unmarshal_body(ir, shapes, to, slot, variants[k].1, id);
            });
            ir.at(join);
        }
        NodeKind::Array { elem, elem_ptr, zeroed } => {
            let n = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
            let wire = if elem_ptr.is_some() { TAG_BYTES } else { *elem };
            ir.error_branch(not(ir, ir.check_count(inp, n, wire)), bad);
            let obj = alloc_array(ir, log, *elem, n, id(i) as u64);
            if let Some(h) = handles {
                h.add(ir, obj, ir.i64c(id(i) as u64));
            }
            ir.store(slot, obj.into());
            match elem_ptr {
                None => {
                    let bytes = ir.b.build_int_mul(n, ir.i64c(*elem), "bytes").expect("builder");
                    ir.read_bytes(inp, obj, bytes);
                    if *zeroed {
                        ir.zero_bytes(obj, bytes);
                    }
                }
                Some(child) => for_each(ir, n, |ir, k| {
                    let at = ir.byte_gep(obj, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"));
                    wl.push(ir, at, id(*child));
                }),
            }
        }
    }
}

/// Byte offset of the element size in a `cormi_alloc_object` header, from the object
/// (`CORMI_ARRAY_HEADER` bytes before it: `[elem size][count]`).
const HEADER_SIZE_AT: u64 = crate::abi::ARRAY_HEADER.wrapping_neg();

/// `switch value` with one block per case running `body(k)` for case `k` (`otherwise`:
/// no case matched); returns the block where every case continues.
fn variant_switch<'ctx>(
    ir: &Ir<'_, 'ctx>,
    value: IntValue<'ctx>,
    cases: Vec<IntValue<'ctx>>,
    otherwise: BasicBlock<'ctx>,
    name: &str,
    body: impl Fn(&Ir<'_, 'ctx>, usize),
) -> BasicBlock<'ctx> {
    let join = ir.block(&format!("{name}.done"));
    let blocks: Vec<BasicBlock<'ctx>> = (0..cases.len()).map(|k| ir.block(&format!("{name}{k}"))).collect();
    let table: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = cases.into_iter().zip(blocks.iter().copied()).collect();
    ir.b.build_switch(value, otherwise, &table).expect("builder");
    for (k, &bb) in blocks.iter().enumerate() {
        ir.at(bb);
        body(ir, k);
        ir.br(join);
    }
    join
}

/// The polymorphic shapes of `shapes` as (id, variant ids), ids mapped by `id`: what
/// [`RecvHandles::at`] accepts besides the slot's own shape.
pub(super) fn poly_members(shapes: &Shapes, id: &dyn Fn(usize) -> usize) -> Vec<(u64, Vec<u64>)> {
    let mut out: Vec<(u64, Vec<u64>)> = shapes
        .nodes
        .iter()
        .enumerate()
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

/// The layout classes of a site's nodes (`ids[node]`), each once, as (class, first node
/// of that class), in node order: one inline body per class.
fn class_reps(ids: &[u32]) -> Vec<(u32, usize)> {
    let mut out: Vec<(u32, usize)> = Vec::new();
    for (n, &c) in ids.iter().enumerate() {
        if !out.iter().any(|&(seen, _)| seen == c) {
            out.push((c, n));
        }
    }
    out
}

/// `switch i64 which` over the bodies of `classes` (default: the last body; never
/// taken, the class always comes from this code's own pushes).
pub(super) fn switch<'ctx>(ir: &Ir<'_, 'ctx>, which: IntValue<'ctx>, classes: &[(u32, usize)], bodies: &[BasicBlock<'ctx>]) {
    let cases: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = classes.iter().zip(bodies).map(|(&(c, _), &bb)| (ir.i64c(u64::from(c)), bb)).collect();
    let default = *bodies.last().expect("at least one node");
    ir.b.build_switch(which, default, &cases[..cases.len() - 1]).expect("builder");
}

/// `!c` for an `i1`.
pub(super) fn not<'ctx>(ir: &Ir<'_, 'ctx>, c: IntValue<'ctx>) -> IntValue<'ctx> {
    ir.b.build_not(c, "not").expect("builder")
}

/// A counted loop `for (k = 0; k < n; k++) body(k)`; continues after it.
pub(super) fn for_each<'ctx>(ir: &Ir<'_, 'ctx>, n: IntValue<'ctx>, body: impl Fn(&Ir<'_, 'ctx>, IntValue<'ctx>)) {
    let pre = ir.b.get_insert_block().expect("positioned");
    let (head, step, after) = (ir.block("each"), ir.block("each.body"), ir.block("each.done"));
    ir.br(head);
    ir.at(head);
    let k = ir.b.build_phi(ir.ctx.i64_type(), "k").expect("builder");
    k.add_incoming(&[(&ir.i64c(0), pre)]);
    let kv = k.as_basic_value().into_int_value();
    ir.cond_br(ir.b.build_int_compare(IntPredicate::ULT, kv, n, "more").expect("builder"), step, after);
    ir.at(step);
    body(ir, kv);
    let k1 = ir.b.build_int_add(kv, ir.i64c(1), "k1").expect("builder");
    let latch = ir.b.get_insert_block().expect("positioned");
    k.add_incoming(&[(&k1, latch)]);
    ir.br(head);
    ir.at(after);
}
