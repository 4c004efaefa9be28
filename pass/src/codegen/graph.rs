//! Marshaling of pointer graphs (issue 4, items 1 and 2): structs, arrays, lists, trees,
//! DAGs and cycles, walked with an explicit work list ([`super::worklist`]) and a handle
//! table (`cormi_handles_*`, always kept in this issue), so sharing and cycles arrive
//! intact and no graph size can overflow the native stack.
//!
//! Wire format of one pointer (pre-order, in work-list pop order):
//!
//! ```text
//! u32 tag: 0 = null | k (1..) = the object with handle k, already sent | NEW = 0xFFFFFFFF
//! after NEW, the object's body by its shape node:
//!   struct of S bytes      S bytes (pointer fields' bytes are overwritten by the receiver)
//!   array of scalars       u64 count, count * elem bytes
//!   array of pointers      u64 count; then each element as a pointer (pushed in order)
//! ```
//!
//! Both ends give handles in the order objects are first met (marshal: `find_or_add`
//! before the body; unmarshal: `add` after allocating, before the children), so the
//! numbering matches. Every count is checked against the remaining message before any
//! allocation (`cormi_in_check_count`); a bad tag, a bad handle or a short message
//! sets the cursor's error flag and leaves through the failure block.
//! Source: DESIGN.md, "Object model" and "Code generation".

use super::builder::Ir;
use super::shape::{Alloc, NodeKind, Shapes};
use super::worklist;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;

/// The tag that announces a new object.
pub const TAG_NEW: u64 = 0xFFFF_FFFF;
/// Smallest wire size of one pointer (its tag), for checking counts of pointer arrays.
pub const TAG_BYTES: u64 = 4;

/// A work list in the current function.
struct WorkList<'ctx> {
    header: PointerValue<'ctx>,
    node_slot: PointerValue<'ctx>,
    push: FunctionValue<'ctx>,
    pop: FunctionValue<'ctx>,
}

impl<'ctx> WorkList<'ctx> {
    /// A new, empty work list (entry-block slots).
    fn new(ir: &Ir<'_, 'ctx>) -> WorkList<'ctx> {
        let (push, pop) = worklist::helpers(ir.module);
        let ty = ir.ctx.i8_type().array_type(worklist::HEADER);
        let header = ir.entry_slot(ty.into(), "worklist");
        ir.store(header, ty.const_zero().into());
        let node_slot = ir.entry_slot(ir.ctx.i64_type().into(), "node");
        WorkList { header, node_slot, push, pop }
    }

    fn push(&self, ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, node: usize) {
        ir.call(self.push, &[self.header.into(), p.into(), ir.i64c(node as u64).into()]);
    }

    /// An `i1`: whether the list is empty.
    fn is_empty(&self, ir: &Ir<'_, 'ctx>) -> IntValue<'ctx> {
        let len = ir.load(ir.ctx.i64_type().into(), ir.field(self.header, worklist::LEN)).into_int_value();
        ir.eq(len, ir.i64c(0))
    }

    /// Pops an entry: (pointer, node index as i64).
    fn pop(&self, ir: &Ir<'_, 'ctx>) -> (PointerValue<'ctx>, IntValue<'ctx>) {
        let p = ir.call(self.pop, &[self.header.into(), self.node_slot.into()]).expect("returns ptr").into_pointer_value();
        let node = ir.load(ir.ctx.i64_type().into(), self.node_slot).into_int_value();
        (p, node)
    }

    /// Frees the list's storage.
    fn free(&self, ir: &Ir<'_, 'ctx>) {
        let data = ir.load(ir.ptr_ty().into(), self.header).into_pointer_value();
        ir.rt("free", &[data.into()]);
    }
}

/// Emits the marshaler of the graph rooted at `root` (shape node `node`) into `out`,
/// with handle table `handles`. Ends positioned in a fresh block after the walk.
pub fn marshal<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, out: PointerValue<'ctx>, handles: PointerValue<'ctx>, root: PointerValue<'ctx>, node: usize) {
    let wl = WorkList::new(ir);
    wl.push(ir, root, node);
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
    let h = ir.rt_int("cormi_handles_find_or_add", &[handles.into(), p.into()]);
    let (seen, fresh) = (ir.block("m.seen"), ir.block("m.new"));
    ir.cond_br(ir.b.build_int_compare(IntPredicate::NE, h, ir.i32c(0), "seen").expect("builder"), seen, fresh);
    ir.at(seen);
    ir.rt("cormi_out_u32", &[out.into(), h.into()]);
    ir.br(head);
    ir.at(fresh);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(TAG_NEW).into()]);
    let bodies: Vec<BasicBlock<'ctx>> = (0..shapes.nodes.len()).map(|i| ir.block(&format!("m.body{i}"))).collect();
    switch(ir, which, &bodies);
    for (i, &bb) in bodies.iter().enumerate() {
        ir.at(bb);
        marshal_body(ir, shapes, out, &wl, p, i);
        ir.br(head);
    }
    ir.at(done);
    wl.free(ir);
}

/// The body of one object of node `i` at `p` (after its NEW tag).
fn marshal_body<'ctx>(ir: &Ir<'_, 'ctx>, shapes: &Shapes, out: PointerValue<'ctx>, wl: &WorkList<'ctx>, p: PointerValue<'ctx>, i: usize) {
    match &shapes.nodes[i].kind {
        NodeKind::Null => {}
        NodeKind::Struct { size, ptr_fields, .. } => {
            ir.append_bytes(out, p, ir.i64c(*size));
            for &(off, child) in ptr_fields {
                let v = ir.load(ir.ptr_ty().into(), ir.field(p, off)).into_pointer_value();
                wl.push(ir, v, child);
            }
        }
        NodeKind::Array { elem, elem_ptr } => {
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
                    wl.push(ir, v, *child);
                }),
            }
        }
    }
}

/// Emits the unmarshaler of a graph of shape node `node` from `inp`, with handle table
/// `handles`. Returns the root pointer; on a malformed message it sets the cursor's
/// error flag and branches to `fail`. Ends positioned in a fresh block after the walk.
pub fn unmarshal<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    inp: PointerValue<'ctx>,
    handles: PointerValue<'ctx>,
    node: usize,
    fail: BasicBlock<'ctx>,
) -> PointerValue<'ctx> {
    let root = ir.entry_slot(ir.ptr_ty().into(), "root");
    ir.store(root, ir.ptr_ty().const_null().into());
    let wl = WorkList::new(ir);
    wl.push(ir, root, node);
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
    let obj = ir.rt_ptr("cormi_handles_at", &[handles.into(), tag.into()]);
    ir.error_branch(ir.b.build_is_null(obj, "nohandle").expect("builder"), bad);
    ir.store(slot, obj.into());
    ir.br(head);
    ir.at(fresh);
    let bodies: Vec<BasicBlock<'ctx>> = (0..shapes.nodes.len()).map(|i| ir.block(&format!("u.body{i}"))).collect();
    switch(ir, which, &bodies);
    for (i, &bb) in bodies.iter().enumerate() {
        ir.at(bb);
        unmarshal_body(ir, shapes, inp, handles, &wl, slot, i, bad);
        ir.br(head);
    }
    ir.at(bad);
    wl.free(ir);
    ir.store(ir.field(inp, super::runtime_api::IN_ERROR), ir.i32c(1).into());
    ir.br(fail);
    ir.at(done);
    wl.free(ir);
    ir.load(ir.ptr_ty().into(), root).into_pointer_value()
}

/// Reads the body of one new object of node `i`, stores it into `slot` and queues its
/// pointer fields.
#[allow(clippy::too_many_arguments)]
fn unmarshal_body<'ctx>(
    ir: &Ir<'_, 'ctx>,
    shapes: &Shapes,
    inp: PointerValue<'ctx>,
    handles: PointerValue<'ctx>,
    wl: &WorkList<'ctx>,
    slot: PointerValue<'ctx>,
    i: usize,
    bad: BasicBlock<'ctx>,
) {
    match &shapes.nodes[i].kind {
        NodeKind::Null => ir.store(slot, ir.ptr_ty().const_null().into()),
        NodeKind::Struct { size, alloc, ptr_fields } => {
            ir.error_branch(not(ir, ir.check_count(inp, ir.i64c(1), *size)), bad);
            let obj = match alloc {
                Alloc::Object => ir.rt_ptr("cormi_alloc_object", &[ir.i64c(*size).into()]),
                Alloc::Malloc => ir.rt_ptr("malloc", &[ir.i64c(*size).into()]),
            };
            ir.read_bytes(inp, obj, ir.i64c(*size));
            ir.rt("cormi_handles_add", &[handles.into(), obj.into()]);
            ir.store(slot, obj.into());
            for &(off, child) in ptr_fields {
                let field = ir.field(obj, off);
                ir.store(field, ir.ptr_ty().const_null().into());
                wl.push(ir, field, child);
            }
        }
        NodeKind::Array { elem, elem_ptr } => {
            let n = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
            let wire = if elem_ptr.is_some() { TAG_BYTES } else { *elem };
            ir.error_branch(not(ir, ir.check_count(inp, n, wire)), bad);
            let obj = ir.rt_ptr("cormi_alloc_array", &[ir.i64c(*elem).into(), n.into()]);
            ir.rt("cormi_handles_add", &[handles.into(), obj.into()]);
            ir.store(slot, obj.into());
            match elem_ptr {
                None => {
                    let bytes = ir.b.build_int_mul(n, ir.i64c(*elem), "bytes").expect("builder");
                    ir.read_bytes(inp, obj, bytes);
                }
                Some(child) => for_each(ir, n, |ir, k| {
                    let at = ir.byte_gep(obj, ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder"));
                    wl.push(ir, at, *child);
                }),
            }
        }
    }
}

/// `switch i64 which` over the node bodies (default: the last body; never taken, the
/// node index always comes from this code's own pushes).
fn switch<'ctx>(ir: &Ir<'_, 'ctx>, which: IntValue<'ctx>, bodies: &[BasicBlock<'ctx>]) {
    let cases: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> = bodies.iter().enumerate().map(|(i, &bb)| (ir.i64c(i as u64), bb)).collect();
    let default = *bodies.last().expect("at least one node");
    ir.b.build_switch(which, default, &cases[..cases.len() - 1]).expect("builder");
}

/// `!c` for an `i1`.
fn not<'ctx>(ir: &Ir<'_, 'ctx>, c: IntValue<'ctx>) -> IntValue<'ctx> {
    ir.b.build_not(c, "not").expect("builder")
}

/// A counted loop `for (k = 0; k < n; k++) body(k)`; continues after it.
fn for_each<'ctx>(ir: &Ir<'_, 'ctx>, n: IntValue<'ctx>, body: impl Fn(&Ir<'_, 'ctx>, IntValue<'ctx>)) {
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
