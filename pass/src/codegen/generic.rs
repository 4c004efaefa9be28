//! `generic` mode (DESIGN.md, "Code generation", modes; issue 4 item 3): what Java
//! serialization does. The pass emits one type descriptor per class (the same classes as
//! `class` mode, [`super::classes::number`]) and two descriptor-driven walkers that
//! every call site calls; a type id goes on the wire after every NEW tag.
//!
//! The walkers are generated once per module here, in IR, as the stand-in for the
//! runtime's serializer (pass/src/codegen/NEEDS-from-runtime.md, item 5): the wire
//! format is the one of [`super::graph`] in class mode, so site, class and generic
//! programs give the same results.
//!
//! Descriptor (64 bytes, `@__cormi_types = internal constant [n x desc]`):
//!
//! ```text
//! i64 kind     0 always null | 1 struct | 2 array of scalars | 3 array of pointers |
//!              4 polymorphic pointer (offsets = variant sizes, children = variant
//!              types; a u32 variant index follows the type id, then the variant's body)
//! i64 alloc    struct allocator: 0 malloc | 1 cormi_alloc_object
//! i64 size     struct bytes, or array element bytes
//! i64 nptr     pointer fields (struct), 1 (pointer array), 0 otherwise
//! ptr offsets  [nptr x i64] byte offsets of the pointer fields
//! ptr children [nptr x i64] type id each pointer field (or element) points to
//! i64 nnull    struct: slots read as pointers that never hold one; array of scalars:
//!              1 when its elements must be zeroed (super::ptr_reads)
//! ptr nulls    [nnull x i64] byte offsets of those struct slots (the receiver writes NULL)
//! ```
//! Walkers:
//! `void __cormi_generic_write(ptr out, ptr handles, ptr root, i64 type)` and
//! `i32 __cormi_generic_read(ptr in, ptr handles, i64 type, ptr slot, ptr shapes)` (0 ok,
//! 1 bad; a type id on the wire other than the expected one is bad, and so is a
//! back-reference to an object of another type: [`super::recv_handles`]).

use super::builder::Ir;
use super::recv_handles::RecvHandles;
use super::graph::{self, for_each, not, WorkList, TAG_BYTES, TAG_NEW};
use super::plan::Plan;
use super::shape::{Alloc, NodeKind};
use inkwell::basic_block::BasicBlock;
use inkwell::module::{Linkage, Module};
use inkwell::types::StructType;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue, StructValue};
use inkwell::IntPredicate;

/// Byte size of one descriptor.
const DESC: u64 = 64;
/// Descriptor kind of a polymorphic pointer.
const POLY: u64 = 4;
/// Field offsets in a descriptor.
const KIND: u64 = 0;
const ALLOC: u64 = 8;
const SIZE: u64 = 16;
const NPTR: u64 = 24;
const OFFSETS: u64 = 32;
const CHILDREN: u64 = 40;
const NNULL: u64 = 48;
const NULLS: u64 = 56;

/// The generic walkers of a module and the type id of every shape node of every site.
pub struct Generic<'ctx> {
    /// `__cormi_generic_write`.
    pub write: FunctionValue<'ctx>,
    /// `__cormi_generic_read`.
    pub read: FunctionValue<'ctx>,
    /// `ids[site][node]`: type id of node `node` of site `site`.
    pub ids: Vec<Vec<u32>>,
}

/// Emits the descriptors and the two walkers for all `plans`; sanitizer attributes come
/// from `like`.
pub fn emit<'ctx>(module: &Module<'ctx>, plans: &[Plan], like: FunctionValue<'ctx>) -> Generic<'ctx> {
    let (defs, ids) = super::classes::number(plans);
    let descs: Vec<(&NodeKind, Vec<u32>)> = defs.iter().map(|&(s, n)| (&plans[s].shapes.nodes[n].kind, ids[s].clone())).collect();
    let table = descriptors(module, &descs);
    let polys: Vec<(u64, Vec<u64>)> = descs
        .iter()
        .enumerate()
        .filter_map(|(t, (kind, ids))| match kind {
            NodeKind::Poly { variants } => Some((t as u64, variants.iter().map(|v| u64::from(ids[v.1])).collect())),
            _ => None,
        })
        .collect();
    let write = writer(module, table);
    let read = reader(module, table, &polys);
    super::sanitize::inherit(write, like);
    super::sanitize::inherit(read, like);
    Generic { write, read, ids }
}

/// The values of one descriptor (see the module comment).
struct Row {
    kind: u64,
    alloc: u64,
    size: u64,
    /// (offset, child type id) per pointer field or element.
    fields: Vec<(u64, u64)>,
    nnull: u64,
    nulls: Vec<u64>,
}

/// The descriptor of a shape node; `ids` maps the class's nodes to type ids.
fn row(kind: &NodeKind, ids: &[u32]) -> Row {
    let r = |kind, alloc, size, fields, nnull, nulls| Row { kind, alloc, size, fields, nnull, nulls };
    match kind {
        NodeKind::Null => r(0, 0, 0, vec![], 0, vec![]),
        NodeKind::Struct { size, alloc, ptr_fields, null_slots } => {
            let fields = ptr_fields.iter().map(|&(off, c)| (off, u64::from(ids[c]))).collect();
            r(1, u64::from(*alloc == Alloc::Object), *size, fields, null_slots.len() as u64, null_slots.clone())
        }
        NodeKind::Array { elem, elem_ptr: None, zeroed } => r(2, 0, *elem, vec![], u64::from(*zeroed), vec![]),
        NodeKind::Array { elem, elem_ptr: Some(c), .. } => r(3, 0, *elem, vec![(0, u64::from(ids[*c]))], 0, vec![]),
        NodeKind::Poly { variants } => r(4, 0, 0, variants.iter().map(|&(size, c)| (size, u64::from(ids[c]))).collect(), 0, vec![]),
    }
}

/// `@__cormi_types`: one descriptor per class; `ids` maps a class's nodes to type ids.
fn descriptors<'ctx>(module: &Module<'ctx>, descs: &[(&NodeKind, Vec<u32>)]) -> PointerValue<'ctx> {
    let ctx = module.get_context();
    let (i64t, p) = (ctx.i64_type(), ctx.ptr_type(Default::default()));
    let desc_ty: StructType<'ctx> = ctx.struct_type(&[i64t.into(), i64t.into(), i64t.into(), i64t.into(), p.into(), p.into(), i64t.into(), p.into()], false);
    let rows: Vec<StructValue<'ctx>> = descs
        .iter()
        .enumerate()
        .map(|(t, (kind, ids))| {
            let Row { kind: k, alloc, size, fields, nnull, nulls } = row(kind, ids);
            let offsets = i64_array(module, &format!("__cormi_type_offsets.{t}"), &fields.iter().map(|f| f.0).collect::<Vec<_>>());
            let children = i64_array(module, &format!("__cormi_type_children.{t}"), &fields.iter().map(|f| f.1).collect::<Vec<_>>());
            let null_offsets = i64_array(module, &format!("__cormi_type_nulls.{t}"), &nulls);
            let c = |v: u64| -> BasicValueEnum<'ctx> { i64t.const_int(v, false).into() };
            desc_ty.const_named_struct(&[c(k), c(alloc), c(size), c(fields.len() as u64), offsets.into(), children.into(), c(nnull), null_offsets.into()])
        })
        .collect();
    let g = module.add_global(desc_ty.array_type(rows.len() as u32), None, "__cormi_types");
    g.set_linkage(Linkage::Internal);
    g.set_constant(true);
    g.set_initializer(&desc_ty.const_array(&rows));
    g.as_pointer_value()
}

/// A private constant `[n x i64]`; its address.
fn i64_array<'ctx>(module: &Module<'ctx>, name: &str, values: &[u64]) -> PointerValue<'ctx> {
    let i64t = module.get_context().i64_type();
    let vals: Vec<IntValue<'ctx>> = values.iter().map(|&v| i64t.const_int(v, false)).collect();
    let g = module.add_global(i64t.array_type(vals.len() as u32), None, name);
    g.set_linkage(Linkage::Private);
    g.set_constant(true);
    g.set_initializer(&i64t.const_array(&vals));
    g.as_pointer_value()
}

/// Loads descriptor field `field` of type `t` (an `i64` field).
fn desc_i64<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, t: IntValue<'ctx>, field: u64) -> IntValue<'ctx> {
    ir.load(ir.ctx.i64_type().into(), desc_field(ir, table, t, field)).into_int_value()
}

/// Address of descriptor field `field` of type `t`.
fn desc_field<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, t: IntValue<'ctx>, field: u64) -> PointerValue<'ctx> {
    let base = ir.b.build_int_mul(t, ir.i64c(DESC), "desc").expect("builder");
    let off = ir.b.build_int_add(base, ir.i64c(field), "field").expect("builder");
    ir.byte_gep(table, off)
}

/// Element `k` of the `i64` array whose address is in descriptor field `field`.
fn desc_elem<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, t: IntValue<'ctx>, field: u64, k: IntValue<'ctx>) -> IntValue<'ctx> {
    let arr = ir.load(ir.ptr_ty().into(), desc_field(ir, table, t, field)).into_pointer_value();
    let off = ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder");
    ir.load(ir.ctx.i64_type().into(), ir.byte_gep(arr, off)).into_int_value()
}

/// `k * 8` as a byte offset.
fn times8<'ctx>(ir: &Ir<'_, 'ctx>, k: IntValue<'ctx>) -> IntValue<'ctx> {
    ir.b.build_int_mul(k, ir.i64c(8), "off").expect("builder")
}

/// Blocks for the four descriptor kinds, dispatched on `kind` (cases 0..2; anything
/// else goes to kind 3: descriptors are the pass's own constants).
fn kind_blocks<'ctx>(ir: &Ir<'_, 'ctx>, kind: IntValue<'ctx>, prefix: &str) -> [BasicBlock<'ctx>; 4] {
    let blocks = [0, 1, 2, 3].map(|k| ir.block(&format!("{prefix}.kind{k}")));
    graph::switch(ir, kind, &blocks);
    blocks
}

/// `void __cormi_generic_write(ptr out, ptr handles, ptr root, i64 type)`.
fn writer<'ctx>(module: &Module<'ctx>, table: PointerValue<'ctx>) -> FunctionValue<'ctx> {
    let ctx = module.get_context();
    let p = ctx.ptr_type(Default::default());
    let fty = ctx.void_type().fn_type(&[p.into(), p.into(), p.into(), ctx.i64_type().into()], false);
    let f = module.add_function("__cormi_generic_write", fty, Some(Linkage::Internal));
    let ir = Ir::new(module, f);
    let param = |k: u32| f.get_nth_param(k).expect("parameter");
    let (out, handles, root) = (param(0).into_pointer_value(), param(1).into_pointer_value(), param(2).into_pointer_value());
    let wl = WorkList::new(&ir);
    wl.push_value(&ir, root, param(3).into_int_value());
    let (head, done, next) = (ir.block("loop"), ir.block("done"), ir.block("next"));
    ir.br(head);
    ir.at(head);
    ir.cond_br(wl.is_empty(&ir), done, next);
    ir.at(next);
    let (obj, t) = wl.pop(&ir);
    let (is_null, not_null, seen, fresh) = (ir.block("null"), ir.block("obj"), ir.block("seen"), ir.block("new"));
    ir.cond_br(ir.b.build_is_null(obj, "isnull").expect("builder"), is_null, not_null);
    ir.at(is_null);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(0).into()]);
    ir.br(head);
    ir.at(not_null);
    let h = ir.rt_int("cormi_handles_find_or_add", &[handles.into(), obj.into()]);
    ir.cond_br(ir.b.build_int_compare(IntPredicate::NE, h, ir.i32c(0), "seen").expect("builder"), seen, fresh);
    ir.at(seen);
    ir.rt("cormi_out_u32", &[out.into(), h.into()]);
    ir.br(head);
    ir.at(fresh);
    ir.rt("cormi_out_u32", &[out.into(), ir.i32c(TAG_NEW).into()]);
    let t32 = ir.b.build_int_truncate(t, ir.ctx.i32_type(), "type").expect("builder");
    ir.rt("cormi_out_u32", &[out.into(), t32.into()]);
    let t = write_variant(&ir, table, out, obj, t);
    let [k0, k1, k2, k3] = kind_blocks(&ir, desc_i64(&ir, table, t, KIND), "w");
    ir.at(k0);
    ir.br(head);
    ir.at(k1);
    ir.append_bytes(out, obj, desc_i64(&ir, table, t, SIZE));
    for_each(&ir, desc_i64(&ir, table, t, NPTR), |ir, k| {
        let field = ir.byte_gep(obj, desc_elem(ir, table, t, OFFSETS, k));
        let v = ir.load(ir.ptr_ty().into(), field).into_pointer_value();
        wl.push_value(ir, v, desc_elem(ir, table, t, CHILDREN, k));
    });
    ir.br(head);
    ir.at(k2);
    let n = ir.rt_int("cormi_array_length", &[obj.into()]);
    ir.append_scalar(out, n.into());
    ir.append_bytes(out, obj, ir.b.build_int_mul(n, desc_i64(&ir, table, t, SIZE), "bytes").expect("builder"));
    ir.br(head);
    ir.at(k3);
    let n = ir.rt_int("cormi_array_length", &[obj.into()]);
    ir.append_scalar(out, n.into());
    let child = desc_elem(&ir, table, t, CHILDREN, ir.i64c(0));
    for_each(&ir, n, |ir, k| {
        let v = ir.load(ir.ptr_ty().into(), ir.byte_gep(obj, times8(ir, k))).into_pointer_value();
        wl.push_value(ir, v, child);
    });
    ir.br(head);
    ir.at(done);
    wl.free(&ir);
    ir.ret(None);
    f
}

/// Kind 4 (a polymorphic pointer): the variant whose size (descriptor `offsets`) is the
/// object's header size; writes its index and returns its type id (other kinds: `t`).
fn write_variant<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, out: PointerValue<'ctx>, obj: PointerValue<'ctx>, t: IntValue<'ctx>) -> IntValue<'ctx> {
    let pre = ir.b.get_insert_block().expect("positioned");
    let (poly, unknown, found, go) = (ir.block("w.poly"), ir.block("w.unknown"), ir.block("w.found"), ir.block("w.go"));
    ir.cond_br(ir.eq(desc_i64(ir, table, t, KIND), ir.i64c(POLY)), poly, go);
    ir.at(poly);
    let size = ir.load(ir.ctx.i64_type().into(), ir.byte_gep(obj, ir.i64c(super::runtime_api::ARRAY_HEADER.wrapping_neg()))).into_int_value();
    let index = ir.entry_slot(ir.ctx.i64_type().into(), "variant");
    ir.store(index, ir.i64c(u64::MAX).into());
    for_each(ir, desc_i64(ir, table, t, NPTR), |ir, k| {
        let old = ir.load(ir.ctx.i64_type().into(), index);
        let hit = ir.eq(desc_elem(ir, table, t, OFFSETS, k), size);
        ir.store(index, ir.select(hit, k.into(), old));
    });
    let k = ir.load(ir.ctx.i64_type().into(), index).into_int_value();
    ir.cond_br(ir.eq(k, ir.i64c(u64::MAX)), unknown, found);
    ir.at(unknown);
    ir.rt("cormi_variant_unknown", &[size.into()]);
    ir.b.build_unreachable().expect("builder");
    ir.at(found);
    let k32 = ir.b.build_int_truncate(k, ir.ctx.i32_type(), "variant").expect("builder");
    ir.rt("cormi_out_u32", &[out.into(), k32.into()]);
    let child = desc_elem(ir, table, t, CHILDREN, k);
    ir.br(go);
    ir.at(go);
    let phi = ir.b.build_phi(ir.ctx.i64_type(), "vtype").expect("builder");
    phi.add_incoming(&[(&t, pre), (&child, found)]);
    phi.as_basic_value().into_int_value()
}

/// Kind 4 on the receiving side: reads the variant index (one out of range is bad) and
/// returns the variant's type id (other kinds: `t`).
fn read_variant<'ctx>(ir: &Ir<'_, 'ctx>, table: PointerValue<'ctx>, inp: PointerValue<'ctx>, t: IntValue<'ctx>, bad: BasicBlock<'ctx>) -> IntValue<'ctx> {
    let pre = ir.b.get_insert_block().expect("positioned");
    let (poly, go) = (ir.block("r.poly"), ir.block("r.go"));
    ir.cond_br(ir.eq(desc_i64(ir, table, t, KIND), ir.i64c(POLY)), poly, go);
    ir.at(poly);
    let k = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
    ir.error_branch(ir.in_error(inp), bad);
    let k = ir.b.build_int_z_extend(k, ir.ctx.i64_type(), "variant").expect("builder");
    let inside = ir.b.build_int_compare(IntPredicate::ULT, k, desc_i64(ir, table, t, NPTR), "known").expect("builder");
    let ok = ir.error_branch(not(ir, inside), bad);
    let child = desc_elem(ir, table, t, CHILDREN, k);
    ir.br(go);
    ir.at(go);
    let phi = ir.b.build_phi(ir.ctx.i64_type(), "vtype").expect("builder");
    phi.add_incoming(&[(&t, pre), (&child, ok)]);
    phi.as_basic_value().into_int_value()
}

/// `i32 __cormi_generic_read(ptr in, ptr handles, i64 type, ptr slot, ptr shapes)`;
/// `polys`: (type, variant types) of every kind-4 descriptor, for back-references.
fn reader<'ctx>(module: &Module<'ctx>, table: PointerValue<'ctx>, polys: &[(u64, Vec<u64>)]) -> FunctionValue<'ctx> {
    let ctx = module.get_context();
    let p = ctx.ptr_type(Default::default());
    let fty = ctx.i32_type().fn_type(&[p.into(), p.into(), ctx.i64_type().into(), p.into(), p.into()], false);
    let f = module.add_function("__cormi_generic_read", fty, Some(Linkage::Internal));
    let ir = Ir::new(module, f);
    let param = |k: u32| f.get_nth_param(k).expect("parameter");
    let (inp, root) = (param(0).into_pointer_value(), param(3).into_pointer_value());
    let handles = RecvHandles { objs: param(1).into_pointer_value(), shapes: param(4).into_pointer_value() };
    let wl = WorkList::new(&ir);
    wl.push_value(&ir, root, param(2).into_int_value());
    let (head, done, next, bad) = (ir.block("loop"), ir.block("done"), ir.block("next"), ir.block("bad"));
    ir.br(head);
    ir.at(head);
    ir.cond_br(wl.is_empty(&ir), done, next);
    ir.at(next);
    let (slot, t) = wl.pop(&ir);
    let tag = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
    ir.error_branch(ir.in_error(inp), bad);
    let (is_null, tagged, fresh, old) = (ir.block("null"), ir.block("tag"), ir.block("new"), ir.block("old"));
    ir.cond_br(ir.eq(tag, ir.i32c(0)), is_null, tagged);
    ir.at(is_null);
    ir.store(slot, ir.ptr_ty().const_null().into());
    ir.br(head);
    ir.at(tagged);
    ir.cond_br(ir.eq(tag, ir.i32c(TAG_NEW)), fresh, old);
    ir.at(old);
    let obj = handles.at(&ir, tag, t, polys);
    ir.error_branch(ir.b.build_is_null(obj, "nohandle").expect("builder"), bad);
    ir.store(slot, obj.into());
    ir.br(head);
    ir.at(fresh);
    let wire = ir.read_scalar(inp, ir.ctx.i32_type().into()).into_int_value();
    let expect = ir.b.build_int_truncate(t, ir.ctx.i32_type(), "type").expect("builder");
    ir.error_branch(ir.b.build_int_compare(IntPredicate::NE, wire, expect, "badtype").expect("builder"), bad);
    let t = read_variant(&ir, table, inp, t, bad);
    let [k0, k1, k2, k3] = kind_blocks(&ir, desc_i64(&ir, table, t, KIND), "r");
    ir.at(k0);
    ir.store(slot, ir.ptr_ty().const_null().into());
    ir.br(head);
    ir.at(k1);
    read_struct(&ir, table, t, inp, handles, &wl, slot, bad);
    ir.br(head);
    ir.at(k2);
    let size = desc_i64(&ir, table, t, SIZE);
    let n = read_count(&ir, inp, size, bad);
    let obj = ir.rt_ptr("cormi_alloc_array", &[size.into(), n.into()]);
    handles.add(&ir, obj, t);
    ir.store(slot, obj.into());
    let bytes = ir.b.build_int_mul(n, size, "bytes").expect("builder");
    ir.read_bytes(inp, obj, bytes);
    let (zero, kept) = (ir.block("r.zero"), ir.block("r.kept"));
    ir.cond_br(ir.eq(desc_i64(&ir, table, t, NNULL), ir.i64c(0)), kept, zero);
    ir.at(zero);
    ir.zero_bytes(obj, bytes);
    ir.br(kept);
    ir.at(kept);
    ir.br(head);
    ir.at(k3);
    let n = read_count(&ir, inp, ir.i64c(TAG_BYTES), bad);
    let obj = ir.rt_ptr("cormi_alloc_array", &[ir.i64c(8).into(), n.into()]);
    handles.add(&ir, obj, t);
    ir.store(slot, obj.into());
    let child = desc_elem(&ir, table, t, CHILDREN, ir.i64c(0));
    for_each(&ir, n, |ir, k| wl.push_value(ir, ir.byte_gep(obj, times8(ir, k)), child));
    ir.br(head);
    ir.at(bad);
    wl.free(&ir);
    ir.ret(Some(ir.i32c(1).into()));
    ir.at(done);
    wl.free(&ir);
    ir.ret(Some(ir.i32c(0).into()));
    f
}

/// Reads an element count and checks that `count * wire_elem` bytes remain.
fn read_count<'ctx>(ir: &Ir<'_, 'ctx>, inp: PointerValue<'ctx>, wire_elem: IntValue<'ctx>, bad: BasicBlock<'ctx>) -> IntValue<'ctx> {
    let n = ir.read_scalar(inp, ir.ctx.i64_type().into()).into_int_value();
    let r = ir.rt_int("cormi_in_check_count", &[inp.into(), n.into(), wire_elem.into()]);
    ir.error_branch(not(ir, ir.eq(r, ir.i32c(0))), bad);
    n
}

/// A struct body: size check, allocation by the descriptor's allocator, bytes, `NULL`
/// into the slots read as pointers, handle, then every pointer field cleared and queued.
#[allow(clippy::too_many_arguments)]
fn read_struct<'ctx>(
    ir: &Ir<'_, 'ctx>,
    table: PointerValue<'ctx>,
    t: IntValue<'ctx>,
    inp: PointerValue<'ctx>,
    handles: RecvHandles<'ctx>,
    wl: &WorkList<'ctx>,
    slot: PointerValue<'ctx>,
    bad: BasicBlock<'ctx>,
) {
    let size = desc_i64(ir, table, t, SIZE);
    let r = ir.rt_int("cormi_in_check_count", &[inp.into(), ir.i64c(1).into(), size.into()]);
    ir.error_branch(not(ir, ir.eq(r, ir.i32c(0))), bad);
    let use_object = ir.eq(desc_i64(ir, table, t, ALLOC), ir.i64c(1));
    let (obj_bb, mal_bb, join) = (ir.block("alloc.object"), ir.block("alloc.malloc"), ir.block("alloc.done"));
    ir.cond_br(use_object, obj_bb, mal_bb);
    ir.at(obj_bb);
    let a = ir.rt_ptr("cormi_alloc_object", &[size.into()]);
    ir.br(join);
    ir.at(mal_bb);
    let b = ir.rt_ptr("malloc", &[size.into()]);
    ir.br(join);
    ir.at(join);
    let phi = ir.b.build_phi(ir.ptr_ty(), "obj").expect("builder");
    phi.add_incoming(&[(&a, obj_bb), (&b, mal_bb)]);
    let obj = phi.as_basic_value().into_pointer_value();
    ir.read_bytes(inp, obj, size);
    for_each(ir, desc_i64(ir, table, t, NNULL), |ir, k| {
        let field = ir.byte_gep(obj, desc_elem(ir, table, t, NULLS, k));
        ir.store(field, ir.ptr_ty().const_null().into());
    });
    handles.add(ir, obj, t);
    ir.store(slot, obj.into());
    for_each(ir, desc_i64(ir, table, t, NPTR), |ir, k| {
        let field = ir.byte_gep(obj, desc_elem(ir, table, t, OFFSETS, k));
        ir.store(field, ir.ptr_ty().const_null().into());
        wl.push_value(ir, field, desc_elem(ir, table, t, CHILDREN, k));
    });
}
