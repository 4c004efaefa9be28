//! `generic` mode (DESIGN.md, "Code generation", modes): what Java
//! serialization does. The pass emits one type descriptor per class (the layout classes
//! of `class` mode, [`crate::plan::layout_classes`]) and every call site calls the runtime's
//! descriptor-driven walkers, `cormi_generic_write` / `cormi_generic_read`
//! (rt-c/src/generic.c, cormi_rt.h layer 8), with its root's type id; a type id goes on
//! the wire after every NEW tag. The wire format is the one of [`super::graph`] in class
//! mode, so site, class and generic programs give the same results.
//!
//! Descriptor (`cormi_type`, 104 bytes, `@__cormi_types = internal constant [n x desc]`):
//!
//! ```text
//! i64 kind     0 always null | 1 struct | 2 array of scalars | 3 array of pointers |
//!              4 polymorphic pointer (offsets = variant sizes, children = variant
//!              types; a u32 variant index follows the type id, then the variant's body) |
//!              5 array of records (size = record bytes, fields and nulls per record) |
//!              6 struct whose size is known at run time (size = the least it may be) |
//!              7 interior pointer (children[0] = the object's type; size = the static
//!              offset, or alloc = 1: found at run time, a LEB128 after the subgraph) |
//!              8 Rust buffer header held in place (alloc = element alignment, size =
//!              element bytes, fields per element as 5's; nulls = the header's pointer,
//!              length and capacity offsets, capacity ~0 for none)
//! i64 alloc    struct allocator: 0 malloc | 1 cormi_alloc_object; structs and arrays:
//!              | log2(alignment) << 8 for an over-aligned type (CORMI_LOG_ALIGN_SHIFT)
//! i64 size     struct bytes, or array element bytes
//! i64 nptr     pointer fields (struct), 1 (pointer array), variants (poly), 0 otherwise
//! ptr offsets  [nptr x i64] byte offsets of the pointer fields (poly: variant sizes)
//! ptr children [nptr x i64] type id each pointer field (or element, or variant) points to
//! i64 nnull    struct: slots read as pointers that never hold one; array of scalars:
//!              1 when its elements must be zeroed (crate::facts::ptr_reads)
//! ptr nulls    [nnull x i64] byte offsets of those struct slots (the receiver writes NULL, but keeps a first- or last-page address)
//! i64 tag_offset, i64 tag_size   a tagged union's tag (CORMI_UNION; tag_size 0: none)
//! i64 ntags    the tag values that name a member
//! ptr tags     [ntags x i64] those values
//! ptr active   [nptr x i64] per pointer field: bit j set when sent for tags[j]
//! ```

use crate::abi::{self, TYPE_BUFFER, TYPE_INTERIOR, TYPE_NULL, TYPE_POINTERS, TYPE_POLY, TYPE_RECORDS, TYPE_SCALARS, TYPE_SIZED, TYPE_STRUCT};
use crate::plan::layout_classes::LayoutClasses;
use crate::plan::Plan;
use crate::shape::align::MALLOC_ALIGN;
use crate::shape::{Alloc, Elems, Interior, Node, NodeKind, Tagged};
use inkwell::module::{Linkage, Module};
use inkwell::types::StructType;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue, StructValue};

/// The descriptor table of a module (the type id of a shape node is its layout class,
/// [`LayoutClasses::ids`]).
pub struct Generic<'ctx> {
    /// `@__cormi_types`.
    pub types: PointerValue<'ctx>,
    /// Number of descriptors.
    pub ntypes: u64,
}

/// Emits one descriptor per layout class of `plans` (from the class's representative).
pub fn emit<'ctx>(module: &Module<'ctx>, plans: &[Plan], layout: &LayoutClasses) -> Generic<'ctx> {
    let descs: Vec<(&Node, &[u32])> = layout.reps.iter().map(|&(s, n)| (&plans[s].shapes.nodes[n], layout.ids[s].as_slice())).collect();
    let types = descriptors(module, &descs);
    Generic { types, ntypes: descs.len() as u64 }
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
    tagged: Option<Tagged>,
}

/// The descriptor of a shape node; `ids` maps the class's nodes to type ids.
fn row(kind: &NodeKind, ids: &[u32]) -> Row {
    let r = |kind, alloc, size, fields, nnull, nulls| Row { kind, alloc, size, fields, nnull, nulls, tagged: None };
    match kind {
        NodeKind::Null => r(TYPE_NULL, 0, 0, vec![], 0, vec![]),
        NodeKind::Struct { size, alloc, ptr_fields, null_slots, runtime, tagged } => {
            let fields = ptr_fields.iter().map(|&(off, c)| (off, u64::from(ids[c]))).collect();
            let kind = if *runtime { TYPE_SIZED } else { TYPE_STRUCT };
            let row = r(kind, u64::from(*alloc == Alloc::Object), *size, fields, null_slots.len() as u64, null_slots.clone());
            Row { tagged: tagged.clone(), ..row }
        }
        NodeKind::Array { elem, elems: Elems::Scalars { zeroed } } => r(TYPE_SCALARS, 0, *elem, vec![], u64::from(*zeroed), vec![]),
        NodeKind::Array { elem, elems: Elems::Pointers(c) } => r(TYPE_POINTERS, 0, *elem, vec![(0, u64::from(ids[*c]))], 0, vec![]),
        NodeKind::Array { elem, elems: Elems::Records { ptr_fields, null_slots, tagged } } => {
            let fields = ptr_fields.iter().map(|&(off, c)| (off, u64::from(ids[c]))).collect();
            Row { tagged: tagged.clone(), ..r(TYPE_RECORDS, 0, *elem, fields, null_slots.len() as u64, null_slots.clone()) }
        }
        NodeKind::Vec { elem, align, elems, ptr_off, len_off, cap_off } => {
            let (fields, tagged) = match elems {
                Elems::Records { ptr_fields, tagged, .. } => (ptr_fields.iter().map(|&(off, c)| (off, u64::from(ids[c]))).collect(), tagged.clone()),
                Elems::Pointers(c) => (vec![(0, u64::from(ids[*c]))], None),
                Elems::Scalars { .. } => (vec![], None),
            };
            Row { tagged, ..r(TYPE_BUFFER, *align, *elem, fields, 3, vec![*ptr_off, *len_off, cap_off.unwrap_or(u64::MAX)]) }
        }
        NodeKind::Poly { variants } => r(TYPE_POLY, 0, 0, variants.iter().map(|&(size, c)| (size, u64::from(ids[c]))).collect(), 0, vec![]),
        NodeKind::Interior { target, at } => {
            let (found, k) = match at {
                Interior::At(k) => (0, *k),
                Interior::Found => (1, 0),
            };
            r(TYPE_INTERIOR, found, k, vec![(0, u64::from(ids[*target]))], 0, vec![])
        }
    }
}

/// The `CORMI_LOG_ALIGN_SHIFT` bits of a descriptor's `alloc`: log2 of the alignment
/// of an over-aligned struct or array (a buffer's `alloc` is its element alignment).
fn align_bits(kind: &NodeKind, align: u64) -> u64 {
    let allocated = matches!(kind, NodeKind::Struct { .. } | NodeKind::Array { .. });
    if !allocated || align <= MALLOC_ALIGN {
        return 0;
    }
    u64::from(align.trailing_zeros()) << abi::LOG_ALIGN_SHIFT
}

/// `@__cormi_types`: one descriptor per class; `ids` maps a class's nodes to type ids.
fn descriptors<'ctx>(module: &Module<'ctx>, descs: &[(&Node, &[u32])]) -> PointerValue<'ctx> {
    let ctx = module.get_context();
    let i64t = ctx.i64_type();
    let desc_ty: StructType<'ctx> = abi::descriptor_type(ctx);
    let rows: Vec<StructValue<'ctx>> = descs
        .iter()
        .enumerate()
        .map(|(t, (kind, ids))| {
            let Row { kind: k, alloc, size, fields, nnull, nulls, tagged } = row(&kind.kind, ids);
            let alloc = alloc | align_bits(&kind.kind, kind.align);
            let offsets = i64_array(module, &format!("__cormi_type_offsets.{t}"), &fields.iter().map(|f| f.0).collect::<Vec<_>>());
            let children = i64_array(module, &format!("__cormi_type_children.{t}"), &fields.iter().map(|f| f.1).collect::<Vec<_>>());
            let null_offsets = i64_array(module, &format!("__cormi_type_nulls.{t}"), &nulls);
            let c = |v: u64| -> BasicValueEnum<'ctx> { i64t.const_int(v, false).into() };
            let (tag_offset, tag_size, values, active) = match &tagged {
                Some(t) => (t.tag_offset, t.tag_size, t.values.clone(), t.active.clone()),
                None => (0, 0, vec![], vec![]),
            };
            let tags = i64_array(module, &format!("__cormi_type_tags.{t}"), &values);
            let active = i64_array(module, &format!("__cormi_type_active.{t}"), &active);
            let head = [c(k), c(alloc), c(size), c(fields.len() as u64), offsets.into(), children.into(), c(nnull), null_offsets.into()];
            let tail = [c(tag_offset), c(tag_size), c(values.len() as u64), tags.into(), active.into()];
            desc_ty.const_named_struct(&[&head[..], &tail[..]].concat())
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
