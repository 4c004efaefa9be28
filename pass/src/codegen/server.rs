//! The server side of a call site: a `cormi_server_fn` (rt-c/include/cormi_rt.h, layer
//! 5) that unmarshals the arguments, runs the method on `self` (or the constructor) and
//! marshals the result.
//!
//! ```text
//! i32 __cormi_server_<wire>(cormi_in *args, cormi_out *reply, void *self):
//!   log = cormi_log_take(&__cormi_reuse_<wire> | NULL)     (only if the graphs are logged)
//!   read each argument (bounds-checked; graphs with a handle table, objects via log)
//!   args->error set -> put/release log, return CORMI_E_MALFORMED  (an error reply)
//!   invoke: r = method(self, args...); append r to reply (unless the caller ignores r)
//!   create: obj = ctor(args...); append (obj ? cormi_object_register_typed(obj, NULL,
//!           "T") : 0)   (cormi_object_register when T is unknown: crate::typed_refs)
//!   (a returned graph the method keeps nothing of, also those of a struct value's
//!    pointer members: cormi_handles_free_objects(reply table); when the caller
//!    ignores it, marshaled into a dropped scratch buffer just for that)
//!   (a returned graph the method keeps part of: the parts it keeps none of, walked
//!    again into a dropped scratch buffer with a table of their own, which is freed)
//!   cormi_log_put(&__cormi_reuse_<wire>, log) | cormi_log_release(log)
//!   return 0
//! ```
//! Received argument graphs ([`GraphFate`], from the escape analysis): left to the
//! method when they may escape it (per argument, [`Plan::args_left`]); the others'
//! objects are allocated through a
//! `cormi_graph_log` (cormi_rt.h layer 9) that is released (freed) after the call, or
//! put into the site's reuse slot `@__cormi_reuse_<wire>` (modes `site+reuse`, `all`),
//! whose next call refills the graph in place (paper §3.3).

use super::builder::Ir;
use super::client::basic;
use super::graph::{self, Dispatch};
use super::graph_log::{self, GraphLog};
use super::interior;
use super::recv_handles::RecvHandles;
use super::struct_value;
use crate::abi::{self, E_MALFORMED};
use crate::discovery::{CallSite, IntrinsicKind};
use crate::plan::{GraphFate, Plan, Value, Via};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, CallSiteValue, FunctionValue, PointerValue};

/// Builds the server function of `site` (wire id `wire`) following `plan`.
/// `object_type` is the type a create site's object is registered with (when known).
pub fn build<'ctx>(
    module: &Module<'ctx>,
    site: &CallSite,
    wire: u32,
    plan: &Plan,
    dispatch: Dispatch<'_, 'ctx>,
    object_type: Option<&str>,
) -> FunctionValue<'ctx> {
    let ctx = module.get_context();
    let f = module.add_function(&format!("__cormi_server_{wire:08x}"), abi::server_fn_type(ctx), Some(Linkage::Internal));
    // SAFETY: site.method is a live Function of this module.
    super::sanitize::inherit(f, unsafe { FunctionValue::new(site.method) }.expect("a function"));
    let ir = Ir::new(module, f);
    let param = |i: u32| f.get_nth_param(i).expect("server parameter").into_pointer_value();
    let (inp, out, this) = (param(0), param(1), param(2));
    let bad = ir.block("bad");
    let graphs = take_arg_log(&ir, module, wire, plan.args_fate);
    let handles = plan.args_need_handles().then(|| RecvHandles::acquire(&ir));
    let args = read_args(&ir, site, plan, inp, handles, graphs.as_ref().map(|g| g.log), bad, dispatch);
    ir.error_branch(ir.in_error(inp), bad);
    if let Some(h) = handles {
        h.release(&ir);
    }
    let sret = match plan.ret.as_ref().or(plan.ret_unsent.as_ref()) {
        Some(Value::Struct(s)) if s.via == Via::Sret => Some(struct_value::slot(&ir, s)),
        // An ignored struct result (not planned): the method still needs a slot.
        _ if plan.ret_ignored => site.sret.map(|ty| ir.entry_slot(super::client::basic(ty), "structval")),
        _ => None,
    };
    let result = call_method(&ir, site, this, sret, &args).or(sret.map(Into::into));
    // A method may return part of its argument graphs: the reply frees those objects,
    // so they leave the log first.
    let log = graphs.as_ref().filter(|_| plan.args_returned).map(|g| g.log);
    if !plan.ret_ignored {
        write_result(&ir, site, plan, plan.ret.as_ref(), out, result, dispatch, object_type, log);
    } else if plan.reply_fate == GraphFate::Freed {
        free_unsent_result(&ir, site, plan, result, dispatch, log);
    }
    free_reply_parts(&ir, plan, result, dispatch, log);
    if let Some(g) = &graphs {
        g.give_back(&ir);
    }
    ir.ret(Some(ir.i32c(0).into()));
    ir.at(bad);
    if let Some(h) = handles {
        h.release(&ir);
    }
    if let Some(g) = &graphs {
        g.give_back(&ir);
    }
    ir.ret(Some(ir.i32c(E_MALFORMED).into()));
    f
}

/// The log of a call whose argument graphs are freed or reused, taken at the server
/// function's start (`None` when they are left to the method). Reused graphs come from
/// the site's slot `@__cormi_reuse_<wire>`.
fn take_arg_log<'ctx>(ir: &Ir<'_, 'ctx>, module: &Module<'ctx>, wire: u32, fate: GraphFate) -> Option<GraphLog<'ctx>> {
    let slot = match fate {
        GraphFate::Left => return None,
        GraphFate::Freed => None,
        GraphFate::Reused => Some(graph_log::site_slot(ir, module, &format!("__cormi_reuse_{wire:08x}"))),
    };
    Some(GraphLog::take(ir, slot))
}

/// Reads every argument in the method's parameter types.
#[allow(clippy::too_many_arguments)]
fn read_args<'ctx>(
    ir: &Ir<'_, 'ctx>,
    site: &CallSite,
    plan: &Plan,
    inp: PointerValue<'ctx>,
    handles: Option<RecvHandles<'ctx>>,
    log: Option<PointerValue<'ctx>>,
    bad: inkwell::basic_block::BasicBlock<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
) -> Vec<BasicValueEnum<'ctx>> {
    // An argument left to the method is not logged: its objects outlive the call.
    let logged = |k: usize| log.filter(|_| !plan.args_left.iter().any(|(l, _)| *l == k));
    site.args
        .iter()
        .zip(&plan.args)
        .enumerate()
        .map(|(k, (a, how))| (a, how, logged(k)))
        .map(|(a, how, log)| match how {
            Value::Scalar(_) => ir.read_scalar(inp, basic(a.param_ty)),
            Value::Graph { root, interior, .. } => {
                let offset = interior::read_offset(ir, inp, *interior);
                let start = graph::unmarshal(ir, &plan.shapes, inp, handles, log, *root, bad, dispatch);
                interior::unmarshal_offset(ir, start, offset, *interior, bad).into()
            }
            Value::Struct(s) => {
                let copy = struct_value::slot(ir, s);
                struct_value::unmarshal(ir, &plan.shapes, inp, handles, log, copy, s, bad, dispatch);
                match s.via {
                    Via::Aggregate => ir.load(basic(s.ty), copy),
                    Via::Slice => ir.load(ir.ptr_ty().into(), ir.field(copy, struct_value::slice_parts(&plan.shapes, s).0)),
                    Via::ByVal | Via::Sret | Via::Indirect => copy.into(),
                }
            }
        })
        .collect()
}

/// Calls the method with `self` first (invoke; after the result slot `sret` of a struct
/// returned through memory) or the constructor (create), copying the method's
/// `zeroext`/`signext` parameter and return attributes to the call (the ABI relies on
/// them for narrow integers) and its `byval`/`sret` ones.
fn call_method<'ctx>(
    ir: &Ir<'_, 'ctx>,
    site: &CallSite,
    this: PointerValue<'ctx>,
    sret: Option<PointerValue<'ctx>>,
    args: &[BasicValueEnum<'ctx>],
) -> Option<BasicValueEnum<'ctx>> {
    // SAFETY: site.method is a live Function of this module.
    let method = unsafe { FunctionValue::new(site.method) }.expect("a function");
    let mut operands: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
    if let Some(slot) = sret {
        operands.push(slot.into());
    }
    if site.kind == IntrinsicKind::Invoke {
        operands.push(this.into());
    }
    operands.extend(args.iter().map(|&a| BasicMetadataValueEnum::from(a)));
    if let Some(slot) = sret {
        align_sret_slot(method, slot);
    }
    let call = ir.b.build_call(method, &operands, "").expect("builder");
    copy_ext_attributes(method, call);
    copy_align_attributes(method, call);
    let type_attr = |at: u32, name: &str, ty: llvm_sys::prelude::LLVMTypeRef| {
        let kind = Attribute::get_named_enum_kind_id(name);
        // SAFETY: `ty` is a live struct type of this context.
        let any = unsafe { inkwell::types::AnyTypeEnum::new(ty) };
        call.add_attribute(AttributeLoc::Param(at), ir.ctx.create_type_attribute(kind, any));
    };
    if let Some(ty) = site.sret.filter(|_| sret.is_some()) {
        type_attr(0, "sret", ty);
    }
    for a in &site.args {
        if let Some(ty) = a.byval {
            type_attr(a.param, "byval", ty);
        }
    }
    call.try_as_basic_value().basic()
}

/// The method assumes its `sret` slot has the parameter's `align` (an over-aligned
/// struct: aligned vector stores); the slot gets it.
fn align_sret_slot<'ctx>(method: FunctionValue<'ctx>, slot: PointerValue<'ctx>) {
    let kind = Attribute::get_named_enum_kind_id("align");
    let Some(a) = method.get_enum_attribute(AttributeLoc::Param(0), kind) else { return };
    let Some(alloca) = slot.as_instruction() else { return };
    let want = a.get_enum_value() as u32;
    if alloca.get_alignment().is_ok_and(|have| have < want) {
        alloca.set_alignment(want).expect("an alloca takes an alignment");
    }
}

/// Copies `align` from `method`'s parameters to `call`: a `byval` copy is made at the
/// alignment the call gives (the type's own without it), and the method assumes the
/// parameter's (an over-aligned struct value).
fn copy_align_attributes<'ctx>(method: FunctionValue<'ctx>, call: CallSiteValue<'ctx>) {
    let kind = Attribute::get_named_enum_kind_id("align");
    for k in 0..method.count_params() {
        if let Some(a) = method.get_enum_attribute(AttributeLoc::Param(k), kind) {
            call.add_attribute(AttributeLoc::Param(k), a);
        }
    }
}

/// Copies `zeroext`/`signext` from `method`'s parameters and return to `call`.
fn copy_ext_attributes<'ctx>(method: FunctionValue<'ctx>, call: CallSiteValue<'ctx>) {
    let mut locs = vec![AttributeLoc::Return];
    locs.extend((0..method.count_params()).map(AttributeLoc::Param));
    for loc in locs {
        for name in ["zeroext", "signext"] {
            let kind = Attribute::get_named_enum_kind_id(name);
            if let Some(a) = method.get_enum_attribute(loc, kind) {
                call.add_attribute(loc, a);
            }
        }
    }
}

/// An ignored result the method keeps nothing of ([`Plan::ret_unsent`]): marshaled into
/// a scratch buffer, which is dropped, so that the reply's handle table lists the
/// objects to free.
fn free_unsent_result<'ctx>(
    ir: &Ir<'_, 'ctx>,
    site: &CallSite,
    plan: &Plan,
    result: Option<BasicValueEnum<'ctx>>,
    dispatch: Dispatch<'_, 'ctx>,
    log: Option<PointerValue<'ctx>>,
) {
    let Some(ret) = &plan.ret_unsent else { return };
    let ptr = ir.ptr_ty();
    let i64t = ir.ctx.i64_type();
    // `cormi_out` (cormi_rt.h): data, len, cap; empty, grown by malloc on first use.
    let ty = ir.ctx.struct_type(&[ptr.into(), i64t.into(), i64t.into()], false);
    let scratch = ir.entry_slot(ty.into(), "unsent");
    ir.b.build_store(scratch, ty.const_zero()).expect("builder");
    write_result(ir, site, plan, Some(ret), scratch, result, dispatch, None, log);
    let data = ir.load(ptr.into(), scratch).into_pointer_value();
    ir.rt("free", &[data.into()]);
}

/// Appends the result `ret` (the plan's, or an unsent one): the value (invoke) or the
/// new object's reference (create). `log`: the argument graphs' log, when the result may
/// hold part of them ([`Plan::args_returned`]).
#[allow(clippy::too_many_arguments)]
fn write_result<'ctx>(
    ir: &Ir<'_, 'ctx>,
    site: &CallSite,
    plan: &Plan,
    ret: Option<&Value>,
    out: PointerValue<'ctx>,
    result: Option<BasicValueEnum<'ctx>>,
    dispatch: Dispatch<'_, 'ctx>,
    object_type: Option<&str>,
    log: Option<PointerValue<'ctx>>,
) {
    let handles = |v: &Value| plan.ret_table && v.has_graphs();
    match (site.kind, ret, result) {
        (IntrinsicKind::Create, _, Some(obj)) => {
            let obj = obj.into_pointer_value();
            let null = ir.b.build_is_null(obj, "noobj").expect("builder");
            let (reg, done) = (ir.block("register"), ir.block("registered"));
            let before = ir.b.get_insert_block().expect("positioned");
            ir.cond_br(null, done, reg);
            ir.at(reg);
            let none = ir.ptr_ty().const_null();
            let r = match object_type {
                Some(t) => {
                    let name = super::register::type_name(ir.module, t);
                    ir.rt_int("cormi_object_register_typed", &[obj.into(), none.into(), name.into()])
                }
                None => ir.rt_int("cormi_object_register", &[obj.into(), none.into()]),
            };
            ir.br(done);
            ir.at(done);
            let phi = ir.b.build_phi(ir.ctx.i64_type(), "ref").expect("builder");
            phi.add_incoming(&[(&ir.i64c(0), before), (&r, reg)]);
            ir.append_scalar(out, phi.as_basic_value());
        }
        (_, Some(Value::Scalar(_)), Some(v)) => ir.append_scalar(out, v),
        (_, Some(r @ Value::Struct(s)), Some(v)) => {
            let src = match s.via {
                Via::Aggregate => struct_value::spill(ir, s, v),
                Via::ByVal | Via::Sret | Via::Indirect | Via::Slice => v.into_pointer_value(),
            };
            let h = handles(r).then(|| ir.rt_ptr("cormi_handles_acquire", &[]));
            struct_value::marshal(ir, &plan.shapes, out, h, src, s, dispatch);
            if let Some(h) = h {
                free_reply_graph(ir, plan, h, log);
                ir.rt("cormi_handles_release", &[h.into()]);
            }
        }
        (_, Some(r @ Value::Graph { root, interior: at, .. }), Some(v)) => {
            let start = interior::marshal_offset(ir, out, v.into_pointer_value(), *at, &plan.shapes.nodes[*root].about);
            let h = handles(r).then(|| ir.rt_ptr("cormi_handles_acquire", &[]));
            graph::marshal(ir, &plan.shapes, out, h, start, *root, dispatch);
            if let Some(h) = h {
                free_reply_graph(ir, plan, h, log);
                ir.rt("cormi_handles_release", &[h.into()]);
            }
        }
        _ => {}
    }
}

/// Frees every object the reply's handle table `h` lists (the returned graphs, of a
/// pointer or of a struct value's pointer members) when the method keeps none of them;
/// those that are also in the argument graphs' `log` leave it first (freed once).
fn free_reply_graph<'ctx>(ir: &Ir<'_, 'ctx>, plan: &Plan, h: PointerValue<'ctx>, log: Option<PointerValue<'ctx>>) {
    if plan.reply_fate == GraphFate::Freed {
        if let Some(log) = log {
            ir.rt("cormi_log_forget", &[log.into(), h.into()]);
        }
        ir.rt("cormi_handles_free_objects", &[h.into()]);
    }
}

/// Frees the parts of a returned graph that the method keeps none of while it may keep
/// others ([`Plan::reply_parts`]), once the reply is marshaled (or not sent): each such
/// part (the graph of a struct result's member, or of a field of the returned object,
/// which goes with them) is walked again into a dropped scratch buffer with a handle
/// table of its own, so that the table lists exactly their objects, each once. Those
/// also in the argument graphs' `log` leave it first (freed once).
fn free_reply_parts<'ctx>(ir: &Ir<'_, 'ctx>, plan: &Plan, result: Option<BasicValueEnum<'ctx>>, dispatch: Dispatch<'_, 'ctx>, log: Option<PointerValue<'ctx>>) {
    let (Some(value), Some(result)) = (plan.ret.as_ref().or(plan.ret_unsent.as_ref()), result) else { return };
    if plan.reply_parts.is_empty() {
        return;
    }
    let (base, head) = match value {
        Value::Struct(s) if s.via == Via::Aggregate => (struct_value::spill(ir, s, result), false),
        Value::Struct(_) => (result.into_pointer_value(), false),
        _ => (result.into_pointer_value(), true),
    };
    let done = ir.block("parts.done");
    if head {
        // No object lives at a null or first/last-page pointer: nothing to free.
        let addr = ir.b.build_ptr_to_int(base, ir.ctx.i64_type(), "head").expect("builder");
        let walk = ir.block("parts.walk");
        ir.cond_br(graph::no_object_at(ir, addr), done, walk);
        ir.at(walk);
    }
    let h = ir.rt_ptr("cormi_handles_acquire", &[]);
    if head {
        ir.rt("cormi_handles_find_or_add", &[h.into(), base.into()]);
    }
    let ptr = ir.ptr_ty();
    let i64t = ir.ctx.i64_type();
    // `cormi_out` (cormi_rt.h): data, len, cap; empty, grown by malloc on first use.
    let ty = ir.ctx.struct_type(&[ptr.into(), i64t.into(), i64t.into()], false);
    let scratch = ir.entry_slot(ty.into(), "parts");
    ir.b.build_store(scratch, ty.const_zero()).expect("builder");
    for part in plan.reply_parts.iter().filter(|p| p.fate == GraphFate::Freed) {
        let p = ir.load(ptr.into(), ir.field(base, part.offset)).into_pointer_value();
        graph::marshal(ir, &plan.shapes, scratch, Some(h), p, part.node, dispatch);
    }
    if let Some(log) = log {
        ir.rt("cormi_log_forget", &[log.into(), h.into()]);
    }
    ir.rt("cormi_handles_free_objects", &[h.into()]);
    ir.rt("cormi_handles_release", &[h.into()]);
    let data = ir.load(ptr.into(), scratch).into_pointer_value();
    ir.rt("free", &[data.into()]);
    ir.br(done);
    ir.at(done);
}
