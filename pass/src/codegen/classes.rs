//! `class` mode (DESIGN.md, "Code generation", modes): one serializer
//! and one deserializer function per class, called indirectly through two tables, with
//! a `u32` class id on the wire after each NEW tag (like KaRMI/Manta's per-class
//! serializers).
//!
//! C has no classes: a class here is a canonical layout class of shape nodes
//! ([`crate::plan::layout_classes`]): nodes of every call site with deeply equal layouts,
//! whatever object sets they stand for. Each class gets one pair of functions, so two
//! slots of one layout accept each other's back-references and share a serializer.

use super::builder::Ir;
use super::graph::{self, ClassTables};
use crate::plan::layout_classes::LayoutClasses;
use crate::plan::Plan;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, PointerValue};

/// The class-mode functions of a module: their tables (the class of every shape node
/// is its layout class, [`LayoutClasses::ids`]).
pub struct Classes<'ctx> {
    /// The serializer and deserializer tables.
    pub tables: ClassTables<'ctx>,
}

/// Emits one serializer and one deserializer per layout class of `plans` (built from the
/// class's representative node) and their tables. The functions take their sanitizer
/// attributes from `like` (a remote method).
pub fn emit<'ctx>(module: &Module<'ctx>, plans: &[Plan], layout: &LayoutClasses, like: FunctionValue<'ctx>) -> Classes<'ctx> {
    let mut sers = Vec::new();
    let mut desers = Vec::new();
    for (class, &(s, n)) in layout.reps.iter().enumerate() {
        let (ser, deser) = class_functions(module, class, &plans[s], n, &layout.ids[s]);
        super::sanitize::inherit(ser, like);
        super::sanitize::inherit(deser, like);
        sers.push(ser);
        desers.push(deser);
    }
    let tables = ClassTables { ser: table(module, "__cormi_class_ser", &sers), deser: table(module, "__cormi_class_deser", &desers) };
    Classes { tables }
}

/// `__cormi_ser_<class>` and `__cormi_deser_<class>` for node `n` of `plan`.
fn class_functions<'ctx>(module: &Module<'ctx>, class: usize, plan: &Plan, n: usize, ids: &[u32]) -> (FunctionValue<'ctx>, FunctionValue<'ctx>) {
    let ctx = module.get_context();
    let p = ctx.ptr_type(Default::default());
    let ser_ty = ctx.void_type().fn_type(&[p.into(), p.into(), p.into()], false);
    let ser = module.add_function(&format!("__cormi_ser_{class}"), ser_ty, Some(Linkage::Internal));
    graph::class_serializer(&Ir::new(module, ser), &plan.shapes, n, ids);
    let deser_ty = ctx.i32_type().fn_type(&[p.into(), p.into(), p.into(), p.into(), p.into(), p.into()], false);
    let deser = module.add_function(&format!("__cormi_deser_{class}"), deser_ty, Some(Linkage::Internal));
    graph::class_deserializer(&Ir::new(module, deser), &plan.shapes, n, ids);
    (ser, deser)
}

/// `@name = internal constant [n x ptr] [functions...]`; its address.
fn table<'ctx>(module: &Module<'ctx>, name: &str, functions: &[FunctionValue<'ctx>]) -> PointerValue<'ctx> {
    let p = module.get_context().ptr_type(Default::default());
    let entries: Vec<PointerValue<'ctx>> = functions.iter().map(|f| f.as_global_value().as_pointer_value()).collect();
    let g = module.add_global(p.array_type(entries.len() as u32), None, name);
    g.set_linkage(Linkage::Internal);
    g.set_constant(true);
    g.set_initializer(&p.const_array(&entries));
    g.as_pointer_value()
}
