//! The boundary between the pass and the runtime: everything generated code assumes about
//! the runtime's C ABI (rt-c/include/cormi_rt.h) and its helper bitcode.
//!
//! - the runtime functions generated code calls ([`RUNTIME_FUNCTIONS`]): exactly the
//!   header's pass-facing list `CORMI_PASS_FUNCTIONS`, with their LLVM signatures; plus
//!   the C library functions it calls ([`LIBC_FUNCTIONS`]). Declared on first use, or
//!   taken from the module when the rt-c helper bitcode is linked in, so their bodies
//!   inline ([`function`]);
//! - constants mirroring the header (field offsets, status codes, the reserved call-site
//!   ids, allocation kinds, the array header, descriptor kinds);
//! - the structs generated code lays out for the runtime (`cormi_site`, `cormi_type`) and
//!   the type of a server function (`cormi_server_fn`);
//! - the global that marks a module holding the helper bitcode ([`HELPERS_MARKER`]).
//!
//! The header is the source of truth. The test in `abi/header_probe.rs` compiles a probe
//! against it with clang-22 (rt-c's include directory and `-std`) and fails when any item
//! here differs from the header, or when a function is in `CORMI_PASS_FUNCTIONS` and not
//! in [`RUNTIME_FUNCTIONS`] or the reverse. The probe compiles for the host, like rt-c:
//! x86-64 / LP64 (`size_t` is `i64`, pointers 8 bytes).

use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::{BasicMetadataTypeEnum, FunctionType, StructType};
use inkwell::values::FunctionValue;

/// Defines each constant and [`CONSTANTS`], the table the header probe checks, so that no
/// constant can be added without its C counterpart.
macro_rules! mirrored {
    ($($(#[$doc:meta])* $name:ident: $ty:ty = $value:expr => $c:literal;)*) => {
        $($(#[$doc])* pub const $name: $ty = $value;)*

        /// Every mirrored constant: (name, the C expression of cormi_rt.h, value).
        #[cfg(test)]
        #[allow(clippy::unnecessary_cast)]
        const CONSTANTS: &[(&str, &str, u64)] = &[$((stringify!($name), $c, $name as u64)),*];
    };
}

mirrored! {
    /// `offsetof(cormi_call, args)`: the `cormi_out` the marshaler appends to.
    CALL_ARGS: u64 = 0 => "offsetof(cormi_call, args)";
    /// `offsetof(cormi_call, reply)`: the `cormi_in` over the reply payload.
    CALL_REPLY: u64 = 24 => "offsetof(cormi_call, reply)";
    /// `offsetof(cormi_in, pos)`: bytes consumed so far (`size_t`).
    IN_POS: u64 = 16 => "offsetof(cormi_in, pos)";
    /// `offsetof(cormi_in, error)`: the sticky error flag (`int`).
    IN_ERROR: u64 = 24 => "offsetof(cormi_in, error)";
    /// `offsetof(cormi_handles, count)`: handles given so far (`uint32_t`); right after
    /// `cormi_handles_find_or_add` answered 0, the handle of the object just added.
    HANDLES_COUNT: u64 = 12 => "offsetof(cormi_handles, count)";
    /// `CORMI_E_MALFORMED`: a message failed a bounds or format check.
    E_MALFORMED: u64 = 4 => "CORMI_E_MALFORMED";
    /// `CORMI_RESERVED_SITES`: call-site ids from here up belong to the runtime.
    RESERVED_SITES: u32 = 0xFFFF_FF00 => "CORMI_RESERVED_SITES";
    /// `CORMI_LOG_MALLOC`: a logged struct from `malloc`.
    LOG_MALLOC: u64 = 0 => "CORMI_LOG_MALLOC";
    /// `CORMI_LOG_OBJECT`: a logged struct from `cormi_alloc_object`.
    LOG_OBJECT: u64 = 1 => "CORMI_LOG_OBJECT";
    /// `CORMI_LOG_ALIGN_SHIFT`: where log2 of an over-aligned object's alignment sits in
    /// a log's `how` and a descriptor's `alloc`.
    LOG_ALIGN_SHIFT: u64 = 8 => "CORMI_LOG_ALIGN_SHIFT";
    /// `CORMI_EXTENT_UNKNOWN`: what `cormi_extent` answers for an object whose extent is
    /// unknown (`(size_t)-1`).
    EXTENT_UNKNOWN: u64 = u64::MAX => "CORMI_EXTENT_UNKNOWN";
    /// `CORMI_TYPE_NULL`: a descriptor of a pointer that is always NULL.
    TYPE_NULL: u64 = 0 => "CORMI_TYPE_NULL";
    /// `CORMI_TYPE_STRUCT`: a descriptor of a struct.
    TYPE_STRUCT: u64 = 1 => "CORMI_TYPE_STRUCT";
    /// `CORMI_TYPE_SCALARS`: a descriptor of an array of scalars.
    TYPE_SCALARS: u64 = 2 => "CORMI_TYPE_SCALARS";
    /// `CORMI_TYPE_POINTERS`: a descriptor of an array of pointers.
    TYPE_POINTERS: u64 = 3 => "CORMI_TYPE_POINTERS";
    /// `CORMI_TYPE_POLY`: a descriptor of a pointer to one of several structs.
    TYPE_POLY: u64 = 4 => "CORMI_TYPE_POLY";
    /// `CORMI_TYPE_RECORDS`: a descriptor of an array of records (structs holding pointers).
    TYPE_RECORDS: u64 = 5 => "CORMI_TYPE_RECORDS";
    /// `CORMI_TYPE_SIZED`: a descriptor of a struct whose extent is known at run time only.
    TYPE_SIZED: u64 = 6 => "CORMI_TYPE_SIZED";
    /// `CORMI_TYPE_INTERIOR`: a descriptor of a pointer into an object of another type.
    TYPE_INTERIOR: u64 = 7 => "CORMI_TYPE_INTERIOR";
    /// `CORMI_TYPE_BUFFER`: a descriptor of a Rust buffer header held in place (`Vec`,
    /// `String`, a slice).
    TYPE_BUFFER: u64 = 8 => "CORMI_TYPE_BUFFER";
}

/// The global that the rt-c helper bitcode defines (rt-c/src/hot_table.c): a module holding
/// it has the helpers linked in, i.e. is the whole program (`codegen::gate`).
pub const HELPERS_MARKER: &str = "cormi_rt_hot_helpers";

/// The C types that appear in the runtime's signatures, as LLVM lowers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum C {
    Void,
    Ptr,
    I32,
    I64,
}

/// A function signature: (name, return, parameters as (name in the header, type)). The
/// parameter names let the header probe see two same-typed parameters swapped.
type Signature = (&'static str, C, &'static [(&'static str, C)]);

/// The runtime functions generated code calls: the header's `CORMI_PASS_FUNCTIONS`.
const RUNTIME_FUNCTIONS: &[Signature] = &[
    ("cormi_call_begin", C::Ptr, &[("target", C::I64), ("site", C::I32)]),
    ("cormi_call_begin_node", C::Ptr, &[("node", C::I32), ("site", C::I32)]),
    ("cormi_call_invoke", C::I32, &[("c", C::Ptr)]),
    ("cormi_call_oneway", C::I32, &[("c", C::Ptr)]),
    ("cormi_call_end", C::Void, &[("c", C::Ptr)]),
    ("cormi_call_fail", C::I32, &[("c", C::Ptr), ("status", C::I32)]),
    ("cormi_out_reserve", C::Ptr, &[("o", C::Ptr), ("n", C::I64)]),
    ("cormi_out_append", C::Void, &[("o", C::Ptr), ("src", C::Ptr), ("n", C::I64)]),
    ("cormi_out_u32", C::Void, &[("o", C::Ptr), ("v", C::I32)]),
    ("cormi_out_u64", C::Void, &[("o", C::Ptr), ("v", C::I64)]),
    ("cormi_in_read", C::Ptr, &[("in", C::Ptr), ("n", C::I64)]),
    ("cormi_in_copy", C::I32, &[("in", C::Ptr), ("dst", C::Ptr), ("n", C::I64)]),
    ("cormi_in_u32", C::I32, &[("in", C::Ptr)]),
    ("cormi_in_u64", C::I64, &[("in", C::Ptr)]),
    ("cormi_out_varint", C::Void, &[("o", C::Ptr), ("v", C::I64)]),
    ("cormi_in_varint", C::I64, &[("in", C::Ptr)]),
    ("cormi_in_check_count", C::I32, &[("in", C::Ptr), ("count", C::I64), ("elem_size", C::I64)]),
    ("cormi_handles_acquire", C::Ptr, &[]),
    ("cormi_handles_release", C::Void, &[("h", C::Ptr)]),
    ("cormi_handles_free_objects", C::Void, &[("h", C::Ptr)]),
    ("cormi_handles_find_or_add", C::I32, &[("h", C::Ptr), ("p", C::Ptr)]),
    ("cormi_handles_find", C::I32, &[("h", C::Ptr), ("p", C::Ptr)]),
    ("cormi_handles_add", C::I32, &[("h", C::Ptr), ("p", C::Ptr)]),
    ("cormi_handles_at", C::Ptr, &[("h", C::Ptr), ("handle", C::I32)]),
    ("cormi_alloc_object", C::Ptr, &[("size", C::I64)]),
    ("cormi_alloc_array", C::Ptr, &[("elem_size", C::I64), ("n", C::I64)]),
    ("cormi_alloc_aligned", C::Ptr, &[("align", C::I64), ("size", C::I64)]),
    ("cormi_alloc_array_aligned", C::Ptr, &[("elem_size", C::I64), ("n", C::I64), ("align", C::I64)]),
    ("cormi_register_sites", C::I32, &[("build_id", C::I64), ("sites", C::Ptr), ("n", C::I64)]),
    ("cormi_object_register", C::I64, &[("obj", C::Ptr), ("release_fn", C::Ptr)]),
    ("cormi_site_self_type", C::I32, &[("site", C::I32), ("type", C::Ptr)]),
    ("cormi_object_register_typed", C::I64, &[("obj", C::Ptr), ("release_fn", C::Ptr), ("type", C::Ptr)]),
    ("cormi_variant_unknown", C::Void, &[("size", C::I64)]),
    ("cormi_extent", C::I64, &[("p", C::Ptr)]),
    ("cormi_object_of", C::Ptr, &[("p", C::Ptr), ("offset", C::Ptr)]),
    ("cormi_extent_unknown", C::Void, &[("p", C::Ptr), ("what", C::Ptr)]),
    ("cormi_vouch", C::I32, &[("p", C::Ptr), ("bytes", C::I64), ("what", C::Ptr)]),
    ("cormi_extent_note", C::Void, &[("p", C::Ptr), ("bytes", C::I64)]),
    ("cormi_extent_forget", C::Void, &[("p", C::Ptr)]),
    ("cormi_generic_write", C::Void, &[("out", C::Ptr), ("handles", C::Ptr), ("root", C::Ptr), ("type", C::I64), ("types", C::Ptr), ("ntypes", C::I64)]),
    (
        "cormi_generic_read",
        C::I32,
        &[("in", C::Ptr), ("handles", C::Ptr), ("shapes", C::Ptr), ("type", C::I64), ("slot", C::Ptr), ("types", C::Ptr), ("ntypes", C::I64)],
    ),
    (
        "cormi_generic_read_logged",
        C::I32,
        &[("in", C::Ptr), ("handles", C::Ptr), ("shapes", C::Ptr), ("type", C::I64), ("slot", C::Ptr), ("types", C::Ptr), ("ntypes", C::I64), ("log", C::Ptr)],
    ),
    ("cormi_log_take", C::Ptr, &[("slot", C::Ptr)]),
    ("cormi_log_object", C::Ptr, &[("log", C::Ptr), ("size", C::I64), ("cls", C::I32), ("how", C::I32)]),
    ("cormi_log_array", C::Ptr, &[("log", C::Ptr), ("elem", C::I64), ("n", C::I64), ("cls", C::I32)]),
    ("cormi_log_array_aligned", C::Ptr, &[("log", C::Ptr), ("elem", C::I64), ("n", C::I64), ("cls", C::I32), ("align", C::I64)]),
    ("cormi_log_put", C::Void, &[("slot", C::Ptr), ("log", C::Ptr)]),
    ("cormi_log_release", C::Void, &[("log", C::Ptr)]),
    ("cormi_log_forget", C::Void, &[("log", C::Ptr), ("h", C::Ptr)]),
];

/// The C library functions generated code calls (`malloc`, `realloc` and `abort` also from
/// the work list's helpers, written as IR text in `codegen::worklist`).
const LIBC_FUNCTIONS: &[Signature] = &[
    ("malloc", C::Ptr, &[("size", C::I64)]),
    ("realloc", C::Ptr, &[("ptr", C::Ptr), ("size", C::I64)]),
    ("free", C::Void, &[("ptr", C::Ptr)]),
    ("abort", C::Void, &[]),
    ("strlen", C::I64, &[("s", C::Ptr)]),
];

/// The function type of runtime or C library function `name` (panics for a name in neither
/// table: a bug in codegen, caught by unit tests).
pub fn signature<'ctx>(ctx: ContextRef<'ctx>, name: &str) -> FunctionType<'ctx> {
    let (_, ret, params) = RUNTIME_FUNCTIONS
        .iter()
        .chain(LIBC_FUNCTIONS)
        .find(|(n, _, _)| *n == name)
        .unwrap_or_else(|| panic!("codegen: runtime function '{name}' is not in abi::RUNTIME_FUNCTIONS"));
    let param = |(_, c): &(&str, C)| -> BasicMetadataTypeEnum<'ctx> {
        match c {
            C::Ptr => ctx.ptr_type(Default::default()).into(),
            C::I32 => ctx.i32_type().into(),
            C::I64 => ctx.i64_type().into(),
            C::Void => unreachable!("void parameter"),
        }
    };
    let params: Vec<BasicMetadataTypeEnum<'ctx>> = params.iter().map(param).collect();
    match ret {
        C::Void => ctx.void_type().fn_type(&params, false),
        C::Ptr => ctx.ptr_type(Default::default()).fn_type(&params, false),
        C::I32 => ctx.i32_type().fn_type(&params, false),
        C::I64 => ctx.i64_type().fn_type(&params, false),
    }
}

/// The runtime function `name` of `module`: the existing declaration or definition (the
/// rt-c bitcode's, which inlines), else a new external declaration.
pub fn function<'ctx>(module: &Module<'ctx>, name: &str) -> FunctionValue<'ctx> {
    module.get_function(name).unwrap_or_else(|| module.add_function(name, signature(module.get_context(), name), None))
}

/// The field names of `cormi_site`, in [`site_type`]'s order (the probe checks each
/// field's offset).
pub const SITE_FIELDS: &[&str] = &["id", "fn", "name"];

/// The field names of `cormi_type`, in [`descriptor_type`]'s order.
pub const DESCRIPTOR_FIELDS: &[&str] =
    &["kind", "alloc", "size", "nptr", "offsets", "children", "nnull", "nulls", "tag_offset", "tag_size", "ntags", "tags", "active"];

/// `cormi_site` (layer 5), one dispatch-table entry: `{u32 id; cormi_server_fn fn; const
/// char *name}`.
pub fn site_type(ctx: ContextRef<'_>) -> StructType<'_> {
    let ptr = ctx.ptr_type(Default::default());
    ctx.struct_type(&[ctx.i32_type().into(), ptr.into(), ptr.into()], false)
}

/// `cormi_type` (layer 8), one descriptor of `generic` mode (104 bytes): kind, alloc, size,
/// nptr, offsets, children, nnull, nulls, then a tagged union's tag_offset, tag_size (0:
/// none), ntags, tags, active.
pub fn descriptor_type(ctx: ContextRef<'_>) -> StructType<'_> {
    let (i64t, p) = (ctx.i64_type(), ctx.ptr_type(Default::default()));
    let fields = [
        i64t.into(),
        i64t.into(),
        i64t.into(),
        i64t.into(),
        p.into(),
        p.into(),
        i64t.into(),
        p.into(),
        i64t.into(),
        i64t.into(),
        i64t.into(),
        p.into(),
        p.into(),
    ];
    ctx.struct_type(&fields, false)
}

/// `cormi_server_fn` (layer 5): `int (cormi_in *args, cormi_out *reply, void *self)`.
pub fn server_fn_type(ctx: ContextRef<'_>) -> FunctionType<'_> {
    let ptr = ctx.ptr_type(Default::default());
    ctx.i32_type().fn_type(&[ptr.into(), ptr.into(), ptr.into()], false)
}

#[cfg(test)]
mod header_probe;

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;

    #[test]
    fn every_signature_declares() {
        let ctx = Context::create();
        let m = ctx.create_module("t");
        for (name, _, params) in RUNTIME_FUNCTIONS.iter().chain(LIBC_FUNCTIONS) {
            let f = function(&m, name);
            assert_eq!(f.count_params() as usize, params.len(), "{name}");
        }
        assert!(m.verify().is_ok());
    }

    #[test]
    fn existing_functions_are_reused() {
        let ctx = Context::create();
        let m = ctx.create_module("t");
        let a = function(&m, "cormi_out_u64");
        let b = function(&m, "cormi_out_u64");
        assert_eq!(a, b);
        assert_eq!(m.get_functions().count(), 1);
    }

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = RUNTIME_FUNCTIONS.iter().chain(LIBC_FUNCTIONS).map(|f| f.0).collect();
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n, "a function is listed twice");
    }
}
