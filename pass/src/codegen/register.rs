//! The dispatch table and its registration (rt-c/include/cormi_rt.h, layer 5): a
//! constant array of `cormi_site {u32 id; cormi_server_fn fn; const char *name}` and a
//! static constructor in `llvm.global_ctors` that calls
//! `cormi_register_sites(build_id, table, n)` before `main` (and so before `cormi_init`),
//! then `cormi_site_self_type(wire, "T")` for each invoke site whose method's self type is
//! known ([`crate::typed_refs`]).
//!
//! The table is also visible to code linked into the same program (hidden visibility, not
//! exported from a shared object) as `const cormi_site __cormi_sites[]` with
//! `const uint64_t __cormi_site_count`, so a test harness can drive the server functions
//! directly (tests/e2e/fuzz).

use super::builder::Ir;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicValueEnum, FunctionValue, GlobalValue, StructValue};
use inkwell::AddressSpace;
use inkwell::GlobalVisibility;

/// One table entry: wire id, server function, name for messages.
pub struct Entry<'ctx> {
    /// The 32-bit call-site id.
    pub wire: u32,
    /// The server function.
    pub server: FunctionValue<'ctx>,
    /// e.g. `Acc_add at app.c:14`.
    pub name: String,
    /// The type of the method's self, registered with `cormi_site_self_type` (invoke
    /// sites whose type is known).
    pub self_type: Option<String>,
}

/// Name of the generated table.
pub const TABLE: &str = "__cormi_sites";
/// Name of the generated `uint64_t` entry count.
pub const COUNT: &str = "__cormi_site_count";
/// Name of the generated constructor.
pub const CTOR: &str = "__cormi_register";
/// Priority in `llvm.global_ctors` (the default priority, like C constructors).
pub const PRIORITY: u64 = 65535;

/// Emits the table and the constructor that registers it with `build_id` and notes the
/// `globals` (global, bytes) whose size a marshaler asks at run time
/// ([`super::notes`]).
pub fn emit<'ctx>(module: &Module<'ctx>, build_id: u64, entries: &[Entry<'ctx>], globals: &[(llvm_sys::prelude::LLVMValueRef, u64)]) {
    let table = table(module, entries);
    count(module, entries.len() as u64);
    let ctor = constructor(module, build_id, table, entries, globals);
    append_ctor(module, ctor);
}

/// `@__cormi_site_count = hidden constant i64 n`.
fn count(module: &Module<'_>, n: u64) {
    let ctx = module.get_context();
    let g = define_global(module, ctx.i64_type().into(), COUNT);
    g.set_visibility(GlobalVisibility::Hidden);
    g.set_constant(true);
    g.set_initializer(&ctx.i64_type().const_int(n, false));
}

/// `@__cormi_sites = hidden constant [n x {i32, ptr, ptr}]`.
fn table<'ctx>(module: &Module<'ctx>, entries: &[Entry<'ctx>]) -> GlobalValue<'ctx> {
    let ctx = module.get_context();
    let site_ty = crate::abi::site_type(ctx);
    let rows: Vec<StructValue<'ctx>> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let name = string(module, &format!("__cormi_site_name.{i}"), &e.name);
            site_ty.const_named_struct(&[
                ctx.i32_type().const_int(u64::from(e.wire), false).into(),
                e.server.as_global_value().as_pointer_value().into(),
                name.as_pointer_value().into(),
            ])
        })
        .collect();
    let init = site_ty.const_array(&rows);
    let g = define_global(module, site_ty.array_type(entries.len() as u32).into(), TABLE);
    g.set_visibility(GlobalVisibility::Hidden);
    g.set_constant(true);
    g.set_initializer(&init);
    g
}

/// A new global `name` of type `ty`. An existing declaration of that name (e.g. a test
/// harness's `extern const cormi_site __cormi_sites[]`) is replaced by it.
fn define_global<'ctx>(module: &Module<'ctx>, ty: inkwell::types::BasicTypeEnum<'ctx>, name: &str) -> GlobalValue<'ctx> {
    let g = module.add_global(ty, None, "");
    if let Some(old) = module.get_global(name).filter(|o| o.is_declaration()) {
        // SAFETY: both are live globals of this module (pointers of the same type);
        // the old one is a declaration whose uses now go to the new definition.
        unsafe {
            llvm_sys::core::LLVMReplaceAllUsesWith(old.as_value_ref(), g.as_value_ref());
            old.delete();
        }
    }
    g.set_name(name);
    g
}

/// A private NUL-terminated string constant.
fn string<'ctx>(module: &Module<'ctx>, name: &str, text: &str) -> GlobalValue<'ctx> {
    let ctx = module.get_context();
    let bytes = ctx.const_string(text.as_bytes(), true);
    let g = module.add_global(bytes.get_type(), None, name);
    g.set_linkage(Linkage::Private);
    g.set_constant(true);
    g.set_unnamed_addr(true);
    g.set_initializer(&bytes);
    g
}

/// The module's one string `@"__cormi_type.<name>"` for a type name: shared by the
/// sites that expect the type and the constructors that make it, so the runtime finds
/// the names equal by address (it compares the bytes otherwise).
pub fn type_name<'ctx>(module: &Module<'ctx>, name: &str) -> inkwell::values::PointerValue<'ctx> {
    let global = format!("__cormi_type.{name}");
    match module.get_global(&global) {
        Some(g) => g.as_pointer_value(),
        None => string(module, &global, name).as_pointer_value(),
    }
}

/// `internal void @__cormi_register() { cormi_register_sites(id, @table, n);
/// cormi_site_self_type(wire, "T") for each typed site; notes }`.
fn constructor<'ctx>(
    module: &Module<'ctx>,
    build_id: u64,
    table: GlobalValue<'ctx>,
    entries: &[Entry<'ctx>],
    globals: &[(llvm_sys::prelude::LLVMValueRef, u64)],
) -> FunctionValue<'ctx> {
    let ctx = module.get_context();
    let f = module.add_function(CTOR, ctx.void_type().fn_type(&[], false), Some(Linkage::Internal));
    let ir = Ir::new(module, f);
    let n = entries.len() as u64;
    ir.rt("cormi_register_sites", &[ir.i64c(build_id).into(), table.as_pointer_value().into(), ir.i64c(n).into()]);
    for e in entries {
        if let Some(t) = &e.self_type {
            let name = type_name(module, t);
            ir.rt("cormi_site_self_type", &[ir.i32c(u64::from(e.wire)).into(), name.into()]);
        }
    }
    super::notes::note_globals(&ir, globals);
    ir.ret(None);
    f
}

/// Appends `{PRIORITY, ctor, null}` to `llvm.global_ctors`, keeping existing entries.
fn append_ctor<'ctx>(module: &Module<'ctx>, ctor: FunctionValue<'ctx>) {
    let ctx = module.get_context();
    let ptr = ctx.ptr_type(AddressSpace::default());
    let entry_ty = ctx.struct_type(&[ctx.i32_type().into(), ptr.into(), ptr.into()], false);
    let mut rows: Vec<StructValue<'ctx>> = Vec::new();
    if let Some(old) = module.get_global("llvm.global_ctors") {
        if let Some(BasicValueEnum::ArrayValue(a)) = old.get_initializer() {
            let n = a.get_type().len();
            for i in 0..n {
                // SAFETY: aggregate element query on a constant array of structs.
                let el = unsafe { llvm_sys::core::LLVMGetAggregateElement(a.as_value_ref(), i) };
                // SAFETY: the element of a ctor array is a constant struct.
                rows.push(unsafe { StructValue::new(el) });
            }
        }
        // SAFETY: the old global is replaced below; nothing else refers to it.
        unsafe { old.delete() };
    }
    rows.push(entry_ty.const_named_struct(&[
        ctx.i32_type().const_int(PRIORITY, false).into(),
        ctor.as_global_value().as_pointer_value().into(),
        ptr.const_null().into(),
    ]));
    let g = module.add_global(entry_ty.array_type(rows.len() as u32), None, "llvm.global_ctors");
    g.set_linkage(Linkage::Appending);
    g.set_initializer(&entry_ty.const_array(&rows));
}

use inkwell::values::AsValueRef;
