//! `class` mode (DESIGN.md, "Code generation", modes; issue 4 item 3): one serializer
//! and one deserializer function per class, called indirectly through two tables, with
//! a `u32` class id on the wire after each NEW tag (like KaRMI/Manta's per-class
//! serializers).
//!
//! C has no classes: a class here is an object set of the heap analysis (the allocation
//! sites a pointer can come from), which is the identity [`super::shape::Shapes`]
//! memoises nodes by. The same class at several call sites gets one pair of functions;
//! class ids are dense, in order of first appearance over the sites (sorted by caller
//! and ordinal, so stable).

use super::builder::Ir;
use super::graph::{self, ClassTables};
use super::plan::Plan;
use crate::heap::ObjectId;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, PointerValue};
use std::collections::HashMap;

/// The classes of a module and the class id of every shape node of every site.
pub struct Classes<'ctx> {
    /// The serializer and deserializer tables.
    pub tables: ClassTables<'ctx>,
    /// `ids[site][node]`: class id of node `node` of site `site` (index into `plans`).
    pub ids: Vec<Vec<u32>>,
}

/// Numbers the classes of all `plans`: (defining (site, node) of each class, class id of
/// every node of every site). Also the type ids of `generic` mode.
pub fn number(plans: &[Plan]) -> (Vec<(usize, usize)>, Vec<Vec<u32>>) {
    let mut by_key: HashMap<&[ObjectId], u32> = HashMap::new();
    let mut defs: Vec<(usize, usize)> = Vec::new();
    let mut ids = Vec::with_capacity(plans.len());
    for (s, plan) in plans.iter().enumerate() {
        let mut site_ids = Vec::with_capacity(plan.shapes.keys.len());
        for (n, key) in plan.shapes.keys.iter().enumerate() {
            let id = *by_key.entry(key.as_slice()).or_insert_with(|| {
                defs.push((s, n));
                defs.len() as u32 - 1
            });
            site_ids.push(id);
        }
        ids.push(site_ids);
    }
    (defs, ids)
}

/// Numbers the classes of all `plans`, emits their functions and tables. The functions
/// take their sanitizer attributes from `like` (a remote method).
pub fn emit<'ctx>(module: &Module<'ctx>, plans: &[Plan], like: FunctionValue<'ctx>) -> Classes<'ctx> {
    let (defs, ids) = number(plans);
    let mut sers = Vec::new();
    let mut desers = Vec::new();
    for (class, &(s, n)) in defs.iter().enumerate() {
        let (ser, deser) = class_functions(module, class, &plans[s], n, &ids[s]);
        super::sanitize::inherit(ser, like);
        super::sanitize::inherit(deser, like);
        sers.push(ser);
        desers.push(deser);
    }
    let tables = ClassTables { ser: table(module, "__cormi_class_ser", &sers), deser: table(module, "__cormi_class_deser", &desers) };
    Classes { tables, ids }
}

/// `__cormi_ser_<class>` and `__cormi_deser_<class>` for node `n` of `plan`.
fn class_functions<'ctx>(module: &Module<'ctx>, class: usize, plan: &Plan, n: usize, ids: &[u32]) -> (FunctionValue<'ctx>, FunctionValue<'ctx>) {
    let ctx = module.get_context();
    let p = ctx.ptr_type(Default::default());
    let ser_ty = ctx.void_type().fn_type(&[p.into(), p.into(), p.into()], false);
    let ser = module.add_function(&format!("__cormi_ser_{class}"), ser_ty, Some(Linkage::Internal));
    graph::class_serializer(&Ir::new(module, ser), &plan.shapes, n, ids);
    let deser_ty = ctx.i32_type().fn_type(&[p.into(), p.into(), p.into(), p.into(), p.into()], false);
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
