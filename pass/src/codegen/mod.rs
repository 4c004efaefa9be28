//! Code generation: every remote call site becomes call-site-specific marshaling code
//! (DESIGN.md, "Code generation"; the paper's §3.1).
//!
//! Per call site, from its decided plan ([`crate::plan`]: what crosses the wire, pointer
//! graphs with their [`crate::shape`]s):
//! - [`client`]: a stub that replaces the `__cormi_invoke`/`__cormi_create` call
//!   (inlined at the call site by -O2);
//! - [`server`]: a `cormi_server_fn` that unmarshals, calls the method, replies;
//! - [`register`]: the dispatch table and the static constructor that registers it;
//! - [`notes`]: the globals and stack objects whose size a marshaler asks at run time,
//!   noted for the runtime.
//!
//! [`builder`] is the thin IR builder they all use; [`graph`] and [`worklist`] walk
//! pointer graphs without recursion, each distinct walk emitted once and called by every
//! site that needs it ([`shared_bodies`]); [`classes`] makes `class` mode's per-class
//! serializers, [`generic`] `generic` mode's descriptors (walked by the runtime), both
//! one per layout class ([`crate::plan::layout_classes`]) (also `site` mode's shape ids); [`ids`] folds site ids to the runtime's 32 bits;
//! [`gate`] decides whether the module is a whole program to lower.
//!
//! Entry: [`generate`], called by the `cormi` pass ([`crate::driver`]) after every check.

pub mod builder;
pub mod classes;
pub mod client;
pub mod gate;
pub mod generic;
pub mod graph;
pub mod graph_log;
pub mod ids;
pub mod interior;
pub mod interior_recent;
pub mod notes;
pub mod recv_handles;
pub mod register;
pub mod result_member;
pub mod sanitize;
pub mod server;
pub mod shared_bodies;
pub mod struct_value;
pub mod worklist;

use crate::discovery::{CallSite, Discovery};
use crate::params::Mode;
use crate::plan::layout_classes::LayoutClasses;
use crate::plan::Plan;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, InstructionValue};

/// Lowers every site of `found` with its plan and registers them under `build_id` (`plans[k]`, `wires[k]`, `layout.ids[k]`
/// belong to `found.sites[k]`; `found.sites` is not empty): the client stub replaces the
/// call, the server function is registered under the wire id. Every check has run
/// before (planning and decisions): this only changes the module.
/// `types[k]` is the type of `sites[k]`'s self (invoke) or object (create), when known
/// ([`crate::typed_refs`]): objects are registered with it, sites expect it.
#[allow(clippy::too_many_arguments)]
pub fn generate(
    module: &Module<'_>,
    mode: Mode,
    found: &Discovery,
    build_id: u64,
    wires: &[u32],
    plans: &[Plan],
    layout: &LayoutClasses,
    types: &[Option<String>],
) {
    // SAFETY: a site's method is a live Function of this module (sites is non-empty).
    let like = unsafe { inkwell::values::FunctionValue::new(found.sites[0].method) }.expect("a function");
    let classes = (mode == Mode::Class).then(|| classes::emit(module, plans, layout, like));
    let generic = (mode == Mode::Generic).then(|| generic::emit(module, plans, layout));
    let shared = shared_bodies::SharedBodies::default();
    let mut entries = Vec::new();
    for (k, ((site, &wire), plan)) in found.sites.iter().zip(wires).zip(plans).enumerate() {
        let ids = &layout.ids[k];
        let dispatch = match (&classes, &generic) {
            (Some(c), _) => graph::Dispatch::Class { tables: &c.tables, ids, shared: Some(&shared) },
            (_, Some(g)) => graph::Dispatch::Generic { types: g.types, ntypes: g.ntypes, ids },
            _ => graph::Dispatch::Inline { ids, shared: Some(&shared) },
        };
        let stub = client::build(module, site, wire, plan, dispatch);
        let server = server::build(module, site, wire, plan, dispatch, types[k].as_deref());
        let self_type = types[k].clone().filter(|_| site.kind == crate::discovery::IntrinsicKind::Invoke);
        entries.push(register::Entry { wire, server, name: site_name(site), self_type });
        replace_call(module, site, stub);
    }
    shared.finish();
    let notes = notes::collect(plans);
    notes::note_stack(module, &notes.stack);
    notes::note_library(module, &notes.library);
    register::emit(module, build_id, &entries, &notes.globals);
}

/// Replaces the intrinsic call with a call of the stub (target, passed args...), keeping
/// its debug location, and erases it.
fn replace_call<'ctx>(module: &Module<'ctx>, site: &CallSite, stub: inkwell::values::FunctionValue<'ctx>) {
    let b = module.get_context().create_builder();
    // SAFETY: site.call is a live call instruction of this module.
    let old = unsafe { InstructionValue::new(site.call) };
    b.position_before(&old);
    // Operands are read from the call now, not from `site`: an earlier replacement may
    // have replaced one of them (e.g. the reference returned by a lowered create).
    // A struct result returned through memory: the caller's slot comes first at the
    // intrinsic call and last at the stub.
    let operands = crate::ir::call_args(site.call);
    let skip = usize::from(site.sret.is_some());
    let args: Vec<BasicMetadataValueEnum<'ctx>> = std::iter::once(operands[skip])
        .chain(operands[skip + 2..].iter().copied())
        .chain(operands[..skip].iter().copied())
        // SAFETY: call operands are live first-class values.
        .map(|v| BasicMetadataValueEnum::from(unsafe { inkwell::values::BasicValueEnum::new(v) }))
        .collect();
    let call = b.build_call(stub, &args, "").expect("builder");
    let new = call.as_value_ref();
    // SAFETY: both are live; the new call has the old one's type (the stub returns it).
    unsafe {
        let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(site.call);
        if !loc.is_null() {
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(new, loc);
        }
        llvm_sys::core::LLVMReplaceAllUsesWith(site.call, new);
        llvm_sys::core::LLVMInstructionEraseFromParent(site.call);
    }
}

/// `Acc_add at app.c:14` (or `Acc_add in main`), for the runtime's messages; Rust
/// symbols as paths.
fn site_name(site: &CallSite) -> String {
    let name = match &site.loc {
        Some(loc) => format!("{} at {}:{}", site.method_name, loc.file, loc.line),
        None => format!("{} in {} (compile with -g for file:line)", site.method_name, site.caller_name),
    };
    crate::rust_names::readable(&name)
}
