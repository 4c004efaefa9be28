//! The client side of a call site: a stub function that replaces the intrinsic call
//! (DESIGN.md, "Code generation": "a marshaler inlined at the call site"). The stub is
//! `internal alwaysinline`, so `default<O2>` inlines it into the caller; at -O0 it stays
//! a call.
//!
//! ```text
//! R __cormi_client_<wire>(i64 ref | i32 node, passed args...):
//!   c = cormi_call_begin(ref, wire)   | cormi_call_begin_node(node, wire)
//!   append each argument to c->args (narrowed to the method's parameter types)
//!   if cormi_call_invoke(c) != 0: r = 0                     (RETURN error mode)
//!   else: r = read the result from c->reply, bounds-checked;
//!         a malformed reply: cormi_call_fail(c, CORMI_E_MALFORMED), r = 0
//!   cormi_call_end(c); return r
//! ```
//! A result the caller ignores is not read (nor sent: see the server); the stub returns
//! zero, which nothing uses (or leaves an ignored `sret` result's slot, which nothing
//! reads, as it is). A result graph that does not escape the caller
//! (`Plan::ret_fate`) is unmarshaled through the calling thread's log of this site
//! (`@__cormi_result_reuse_<wire>`, thread-local), so the next call refills it in place.
//! A result that may point inside its object becomes a block of its own holding its
//! member's bytes (`result_member.rs`).
//! A one-way site ([`CallSite::oneway`], a void method) ends
//! after marshaling with `cormi_call_oneway(c)`, which sends the request and ends the
//! call: no wait, no reply, no `cormi_call_end`. A struct result returned through memory
//! ([`CallSite::sret`]) is read into the caller's slot, the stub's last parameter
//! (zeroed when the call fails); the stub then returns `void`.

use super::builder::Ir;
use super::graph::{self, Dispatch};
use super::graph_log::{self, GraphLog};
use super::interior;
use super::recv_handles::RecvHandles;
use super::result_member;
use super::struct_value;
use crate::abi::{CALL_ARGS, CALL_REPLY, E_MALFORMED};
use crate::discovery::{CallSite, IntrinsicKind};
use crate::plan::{GraphFate, Plan, StructValue, Value, Via};
use inkwell::attributes::AttributeLoc;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, PointerValue};

/// Builds the client stub of `site` (wire id `wire`) following `plan`.
pub fn build<'ctx>(module: &Module<'ctx>, site: &CallSite, wire: u32, plan: &Plan, dispatch: Dispatch<'_, 'ctx>) -> FunctionValue<'ctx> {
    let f = declare(module, site, wire);
    // SAFETY: site.caller is a live Function of this module.
    super::sanitize::inherit(f, unsafe { FunctionValue::new(site.caller) }.expect("a function"));
    let ir = Ir::new(module, f);
    let target = f.get_nth_param(0).expect("target parameter");
    let c = match site.kind {
        IntrinsicKind::Invoke => ir.rt_ptr("cormi_call_begin", &[target.into(), ir.i32c(u64::from(wire)).into()]),
        IntrinsicKind::Create => ir.rt_ptr("cormi_call_begin_node", &[target.into(), ir.i32c(u64::from(wire)).into()]),
    };
    let args: Vec<BasicValueEnum<'ctx>> = site
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let v = f.get_nth_param(i as u32 + 1).expect("argument parameter");
            ir.narrow(v, basic(a.param_ty))
        })
        .collect();
    marshal_args(&ir, plan, c, &args, dispatch);
    if site.oneway {
        // Sends and ends the call; a void method, so there is nothing to return.
        ir.rt_int("cormi_call_oneway", &[c.into()]);
        ir.ret(None);
        return f;
    }
    let status = ir.rt_int("cormi_call_invoke", &[c.into()]);
    let result = match (&plan.ret, site.sret) {
        // An ignored struct result returned through memory: the caller's slot is never read.
        (None, Some(_)) => None,
        (None, _) if plan.ret_ignored => Some(ir.zero(basic(site.ret))),
        (None, _) => None,
        (Some(Value::Struct(s)), Some(_)) => {
            let slot = f.get_last_param().expect("result slot parameter").into_pointer_value();
            read_result_into(&ir, plan, s, c, status, slot, dispatch);
            None
        }
        (Some(ret), _) => Some(read_result(&ir, module, wire, plan, ret, c, status, basic(site.ret), dispatch)),
    };
    ir.rt("cormi_call_end", &[c.into()]);
    ir.ret(result);
    f
}

/// `internal alwaysinline R __cormi_client_<wire>(target, passed args...)`.
fn declare<'ctx>(module: &Module<'ctx>, site: &CallSite, wire: u32) -> FunctionValue<'ctx> {
    let ctx = module.get_context();
    let target: BasicMetadataTypeEnum<'ctx> = match site.kind {
        IntrinsicKind::Invoke => ctx.i64_type().into(),
        IntrinsicKind::Create => ctx.i32_type().into(),
    };
    let mut params = vec![target];
    params.extend(site.args.iter().map(|a| BasicMetadataTypeEnum::from(basic(a.passed))));
    if site.sret.is_some() {
        // The caller's result slot.
        params.push(ctx.ptr_type(inkwell::AddressSpace::default()).into());
    }
    // SAFETY: site.ret is a live type of this context.
    let ret = unsafe { inkwell::types::AnyTypeEnum::new(site.ret) };
    let fty = match ret {
        inkwell::types::AnyTypeEnum::VoidType(v) => v.fn_type(&params, false),
        other => BasicTypeEnum::try_from(other).expect("a basic return type").fn_type(&params, false),
    };
    let f = module.add_function(&format!("__cormi_client_{wire:08x}"), fty, Some(Linkage::Internal));
    let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline");
    f.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(kind, 0));
    f
}

/// Appends every argument to `c->args`, with one handle table for all graphs.
fn marshal_args<'ctx>(ir: &Ir<'_, 'ctx>, plan: &Plan, c: PointerValue<'ctx>, args: &[BasicValueEnum<'ctx>], dispatch: Dispatch<'_, 'ctx>) {
    // The call is its own `args` buffer: no address computation.
    const _: () = assert!(CALL_ARGS == 0);
    let out = c;
    let handles = plan.args_need_handles().then(|| ir.rt_ptr("cormi_handles_acquire", &[]));
    for (k, (v, how)) in args.iter().zip(&plan.args).enumerate() {
        match how {
            Value::Scalar(_) => ir.append_scalar(out, *v),
            Value::Graph { root, interior, .. } => {
                let start = interior::marshal_offset(ir, out, v.into_pointer_value(), *interior, &plan.shapes.nodes[*root].about);
                graph::marshal(ir, &plan.shapes, out, handles, start, *root, dispatch)
            }
            Value::Struct(s) => {
                let src = match s.via {
                    Via::Aggregate => struct_value::spill(ir, s, *v),
                    Via::Slice => struct_value::spill_slice(ir, &plan.shapes, s, v.into_pointer_value(), args[k + 1].into_int_value()),
                    Via::ByVal | Via::Sret | Via::Indirect => v.into_pointer_value(),
                };
                struct_value::marshal(ir, &plan.shapes, out, handles, src, s, dispatch);
            }
        }
    }
    if let Some(h) = handles {
        ir.rt("cormi_handles_release", &[h.into()]);
    }
}

/// Reads the result when `status` is OK; zero otherwise or on a malformed reply.
#[allow(clippy::too_many_arguments)]
fn read_result<'ctx>(
    ir: &Ir<'_, 'ctx>,
    module: &Module<'ctx>,
    wire: u32,
    plan: &Plan,
    ret: &Value,
    c: PointerValue<'ctx>,
    status: inkwell::values::IntValue<'ctx>,
    ty: BasicTypeEnum<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
) -> BasicValueEnum<'ctx> {
    let (reply, failed, malformed, good, finish) = (ir.block("reply"), ir.block("failed"), ir.block("malformed"), ir.block("good"), ir.block("finish"));
    ir.cond_br(ir.eq(status, ir.i32c(0)), reply, failed);
    ir.at(reply);
    let inp = ir.field(c, CALL_REPLY);
    let (value, handles) = match ret {
        Value::Scalar(_) => (ir.read_scalar(inp, ty), None),
        Value::Struct(s) => {
            let h = plan.ret_needs_handles().then(|| RecvHandles::acquire(ir));
            let slot = struct_value::slot(ir, s);
            struct_value::unmarshal(ir, &plan.shapes, inp, h, None, slot, s, malformed, dispatch);
            (ir.load(ty, slot), h)
        }
        Value::Graph { root, interior: Some(at), .. } if plan.ret_extent.is_some() => {
            let h = plan.ret_needs_handles().then(|| RecvHandles::acquire(ir));
            let extent = plan.ret_extent.expect("checked");
            (result_member::unmarshal(ir, &plan.shapes, inp, h, *root, *at, extent, malformed, dispatch).into(), h)
        }
        Value::Graph { root, interior: at, .. } => {
            let offset = interior::read_offset(ir, inp, *at);
            let h = plan.ret_needs_handles().then(|| RecvHandles::acquire(ir));
            let log = (plan.ret_fate == GraphFate::Reused)
                .then(|| GraphLog::take(ir, Some(graph_log::thread_slot(ir, module, &format!("__cormi_result_reuse_{wire:08x}")))));
            let fail = log.as_ref().map_or(malformed, |l| l.give_back_then(ir, malformed));
            let root = graph::unmarshal(ir, &plan.shapes, inp, h, log.as_ref().map(|l| l.log), *root, fail, dispatch);
            if let Some(l) = &log {
                // Back at once: the graph stays in use, and this thread's next call
                // through the site (when it is dead) refills it.
                l.give_back(ir);
            }
            (interior::unmarshal_offset(ir, root, offset, *at, malformed).into(), h)
        }
    };
    let error = ir.in_error(inp);
    ir.cond_br(error, malformed, good);
    ir.at(malformed);
    if let Some(h) = handles {
        h.release(ir);
    }
    ir.rt("cormi_call_fail", &[c.into(), ir.i32c(E_MALFORMED).into()]);
    ir.br(failed);
    ir.at(failed);
    ir.br(finish);
    ir.at(good);
    if let Some(h) = handles {
        h.release(ir);
    }
    ir.br(finish);
    ir.at(finish);
    let phi = ir.b.build_phi(ty, "result").expect("builder");
    phi.add_incoming(&[(&value, good), (&ir.zero(ty), failed)]);
    phi.as_basic_value()
}

/// Reads a struct result returned through memory into the caller's `slot` when `status`
/// is OK; zeroes the slot when the call failed or the reply is malformed.
fn read_result_into<'ctx>(
    ir: &Ir<'_, 'ctx>,
    plan: &Plan,
    value: &StructValue,
    c: PointerValue<'ctx>,
    status: inkwell::values::IntValue<'ctx>,
    slot: PointerValue<'ctx>,
    dispatch: Dispatch<'_, 'ctx>,
) {
    let (reply, failed, malformed, finish) = (ir.block("reply"), ir.block("failed"), ir.block("malformed"), ir.block("finish"));
    ir.cond_br(ir.eq(status, ir.i32c(0)), reply, failed);
    ir.at(reply);
    let inp = ir.field(c, CALL_REPLY);
    let h = plan.ret_needs_handles().then(|| RecvHandles::acquire(ir));
    struct_value::unmarshal(ir, &plan.shapes, inp, h, None, slot, value, malformed, dispatch);
    let error = ir.in_error(inp);
    let good = ir.block("good");
    ir.cond_br(error, malformed, good);
    ir.at(good);
    if let Some(h) = h {
        h.release(ir);
    }
    ir.br(finish);
    ir.at(malformed);
    if let Some(h) = h {
        h.release(ir);
    }
    ir.rt("cormi_call_fail", &[c.into(), ir.i32c(E_MALFORMED).into()]);
    ir.br(failed);
    ir.at(failed);
    ir.zero_bytes(slot, ir.i64c(value.size));
    ir.br(finish);
    ir.at(finish);
}

/// A raw first-class type as inkwell's `BasicTypeEnum`. Takes discovery's raw types
/// (live types of the module's context), like the helpers of `crate::ir`.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn basic<'ctx>(ty: llvm_sys::prelude::LLVMTypeRef) -> BasicTypeEnum<'ctx> {
    // SAFETY: discovery gives live, first-class (sized, non-void) types here.
    unsafe { BasicTypeEnum::new(ty) }
}
