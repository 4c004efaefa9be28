//! The tag switch of a tagged union (`CORMI_UNION`, [`crate::shape::Tagged`]) in both
//! walks: the tag is read from the object's own bytes (the sender's object, or the
//! receiver's copy right after its bytes arrived), so both ends send and expect the same
//! pointer fields. A tag that names no member stops the sender (as an object of unknown
//! size does) and makes the message malformed on the receiving side.

use crate::codegen::builder::Ir;
use crate::shape::tagged::ALWAYS;
use crate::shape::Tagged;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{IntValue, PointerValue};

/// The tag of the struct or record at `p` (zero-extended to `i64`) and whether it names
/// a member (`i1`).
fn read<'ctx>(ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, t: &Tagged) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let ty = match t.tag_size {
        1 => ir.ctx.i8_type(),
        2 => ir.ctx.i16_type(),
        4 => ir.ctx.i32_type(),
        _ => ir.ctx.i64_type(),
    };
    let raw = ir.load(ty.into(), ir.field(p, t.tag_offset)).into_int_value();
    let tag = ir.b.build_int_z_extend_or_bit_cast(raw, ir.ctx.i64_type(), "tag").expect("builder");
    let known = any_of(ir, tag, &t.values);
    (tag, known)
}

/// `tag == v0 || tag == v1 || ...` (`false` for none).
fn any_of<'ctx>(ir: &Ir<'_, 'ctx>, tag: IntValue<'ctx>, values: &[u64]) -> IntValue<'ctx> {
    let mut c = ir.ctx.bool_type().const_zero();
    for &v in values {
        let hit = ir.eq(tag, ir.i64c(v));
        c = ir.b.build_or(c, hit, "tag.is").expect("builder");
    }
    c
}

/// The sender's side: stops the process when the tag of the object at `p` names no
/// member; the tag.
pub fn sender<'ctx>(ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, t: &Tagged, about: &str) -> IntValue<'ctx> {
    let (tag, known) = read(ir, p, t);
    let why = format!("its tag (the {}-byte integer at byte {}) names no member of {} ({about})", t.tag_size, t.tag_offset, t.about);
    ir.die_unless(known, p, &why);
    tag
}

/// The receiver's side: to `bad` when the tag of the copy at `p` names no member; the tag.
pub fn receiver<'ctx>(ir: &Ir<'_, 'ctx>, p: PointerValue<'ctx>, t: &Tagged, bad: BasicBlock<'ctx>) -> IntValue<'ctx> {
    let (tag, known) = read(ir, p, t);
    let unknown = ir.b.build_not(known, "tag.unknown").expect("builder");
    ir.error_branch(unknown, bad);
    tag
}

/// Runs `body(k)` for each pointer field `k` of `order` ([`super::field_order`]) when
/// its member is the active one for `tag` (always without a tag switch); continues after
/// the last.
pub fn each_field<'ctx>(ir: &Ir<'_, 'ctx>, order: &[usize], tagged: Option<(&Tagged, IntValue<'ctx>)>, body: impl Fn(&Ir<'_, 'ctx>, usize)) {
    for &k in order {
        match tagged {
            Some((t, tag)) if t.active[k] != ALWAYS => {
                let (on, after) = (ir.block("tag.on"), ir.block("tag.after"));
                ir.cond_br(any_of(ir, tag, &t.values_of(k)), on, after);
                ir.at(on);
                body(ir, k);
                ir.br(after);
                ir.at(after);
            }
            _ => body(ir, k),
        }
    }
}
