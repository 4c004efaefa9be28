//! The receiving side's handle tables: handle -> object, and handle -> the shape (every
//! mode: the node's layout class, [`crate::plan::layout_classes`]; the class / type id of
//! class and generic modes) the object was read as
//! (DESIGN.md, "Code generation": "a bad message yields an error reply,
//! never an out-of-bounds access").
//!
//! A back-reference on the wire (`u32` handle k) names an object already received. A
//! hostile message can name one of another shape (a 16-byte struct where a 24-byte one
//! is expected, a pointer array where a scalar array is expected): storing it would let
//! the method read past its end. So every new object's shape is recorded next to its
//! handle, and a back-reference is accepted only into a slot that expects that shape.
//! Shapes are layout classes, not object sets: one object reached through slots whose
//! points-to sets differ but whose layouts are deeply equal is accepted in both.
//!
//! Both tables are runtime `cormi_handles` used as vectors (`cormi_handles_add` /
//! `cormi_handles_at`); the shape table holds `shape + 1` as a pointer-sized integer
//! (never 0, which `cormi_handles_at` returns for "no such handle").

use super::builder::Ir;
use inkwell::values::{IntValue, PointerValue};

/// The two tables of one direction of one call (shared by all its arguments).
#[derive(Clone, Copy)]
pub struct RecvHandles<'ctx> {
    /// handle -> object.
    pub objs: PointerValue<'ctx>,
    /// handle -> shape + 1.
    pub shapes: PointerValue<'ctx>,
}

impl<'ctx> RecvHandles<'ctx> {
    /// Takes both tables from the runtime's pool.
    pub fn acquire(ir: &Ir<'_, 'ctx>) -> RecvHandles<'ctx> {
        let objs = ir.rt_ptr("cormi_handles_acquire", &[]);
        let shapes = ir.rt_ptr("cormi_handles_acquire", &[]);
        RecvHandles { objs, shapes }
    }

    /// Gives both tables back.
    pub fn release(&self, ir: &Ir<'_, 'ctx>) {
        ir.rt("cormi_handles_release", &[self.objs.into()]);
        ir.rt("cormi_handles_release", &[self.shapes.into()]);
    }

    /// Gives `obj`, read as shape `shape` (an `i64`), the next handle.
    pub fn add(&self, ir: &Ir<'_, 'ctx>, obj: PointerValue<'ctx>, shape: IntValue<'ctx>) {
        ir.rt("cormi_handles_add", &[self.objs.into(), obj.into()]);
        let tag = shape_tag(ir, shape);
        ir.rt("cormi_handles_add", &[self.shapes.into(), tag.into()]);
    }

    /// The object of handle `handle` (an `i32` off the wire) if it was read as shape
    /// `shape`, else null (so a wrong shape is rejected like an unknown handle).
    /// `polys` lists the polymorphic shapes (`NodeKind::Poly`) as (shape, variant
    /// shapes): a slot of such a shape also accepts an object read as one of its
    /// variants (an object is always recorded as its variant).
    pub fn at(&self, ir: &Ir<'_, 'ctx>, handle: IntValue<'ctx>, shape: IntValue<'ctx>, polys: &[(u64, Vec<u64>)]) -> PointerValue<'ctx> {
        self.at_with_shape(ir, handle, shape, polys).0
    }

    /// [`RecvHandles::at`], and the shape table's entry of the handle (for
    /// [`RecvHandles::is_shape`]).
    pub fn at_with_shape(
        &self,
        ir: &Ir<'_, 'ctx>,
        handle: IntValue<'ctx>,
        shape: IntValue<'ctx>,
        polys: &[(u64, Vec<u64>)],
    ) -> (PointerValue<'ctx>, PointerValue<'ctx>) {
        let obj = ir.rt_ptr("cormi_handles_at", &[self.objs.into(), handle.into()]);
        let seen = ir.rt_ptr("cormi_handles_at", &[self.shapes.into(), handle.into()]);
        let is = |a: PointerValue<'ctx>, b: PointerValue<'ctx>| ir.b.build_int_compare(inkwell::IntPredicate::EQ, a, b, "sameshape").expect("builder");
        let mut ok = is(seen, shape_tag(ir, shape));
        let wide = ir.b.build_int_z_extend_or_bit_cast(shape, ir.ctx.i64_type(), "slotshape").expect("builder");
        for (poly, variants) in polys {
            let here = ir.eq(wide, ir.i64c(*poly));
            for &v in variants {
                let member = ir.b.build_and(here, is(seen, shape_tag(ir, ir.i64c(v))), "variant").expect("builder");
                ok = ir.b.build_or(ok, member, "accepted").expect("builder");
            }
        }
        (ir.b.build_select(ok, obj, ir.ptr_ty().const_null(), "backref").expect("builder").into_pointer_value(), seen)
    }

    /// Whether a shape table's entry `seen` ([`RecvHandles::at_with_shape`]) is shape
    /// `shape`.
    pub fn is_shape(&self, ir: &Ir<'_, 'ctx>, seen: PointerValue<'ctx>, shape: u64) -> IntValue<'ctx> {
        ir.b.build_int_compare(inkwell::IntPredicate::EQ, seen, shape_tag(ir, ir.i64c(shape)), "isshape").expect("builder")
    }
}

/// `shape + 1` as a pointer (the shape table's entry).
fn shape_tag<'ctx>(ir: &Ir<'_, 'ctx>, shape: IntValue<'ctx>) -> PointerValue<'ctx> {
    let wide = ir.b.build_int_z_extend_or_bit_cast(shape, ir.ctx.i64_type(), "shape").expect("builder");
    let plus = ir.b.build_int_add(wide, ir.i64c(1), "shape1").expect("builder");
    ir.b.build_int_to_ptr(plus, ir.ptr_ty(), "shapetag").expect("builder")
}
