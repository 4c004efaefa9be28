//! The runtime's C ABI as generated code sees it (rt-c/include/cormi_rt.h): function
//! signatures, declared on first use (or taken from the module when the rt-c helper
//! bitcode is linked in, so their bodies inline), and the byte offsets of the public
//! fields of `cormi_call` and `cormi_in`.
//!
//! Source of truth: rt-c/include/cormi_rt.h, layers 2 to 6 (x86-64 / LP64: `size_t` is
//! `i64`, pointers 8 bytes).

use inkwell::context::ContextRef;
use inkwell::module::Module;
use inkwell::types::{BasicMetadataTypeEnum, FunctionType};
use inkwell::values::FunctionValue;

/// `offsetof(cormi_call, args)`: the `cormi_out` the marshaler appends to.
pub const CALL_ARGS: u64 = 0;
/// `offsetof(cormi_call, reply)`: the `cormi_in` over the reply payload.
pub const CALL_REPLY: u64 = 24;
/// `offsetof(cormi_in, error)`: the sticky error flag (`int`).
pub const IN_ERROR: u64 = 24;
/// `CORMI_E_MALFORMED`: a message failed a bounds or format check.
pub const E_MALFORMED: u64 = 4;
/// `CORMI_RESERVED_SITES`: call-site ids from here up belong to the runtime.
pub const RESERVED_SITES: u32 = 0xFFFF_FF00;
/// `CORMI_LOG_MALLOC`: a logged struct from `malloc`.
pub const LOG_MALLOC: u64 = 0;
/// `CORMI_LOG_OBJECT`: a logged struct from `cormi_alloc_object`.
pub const LOG_OBJECT: u64 = 1;
/// `CORMI_ARRAY_HEADER`: bytes before element 0 of a `cormi_alloc_array` block.
pub const ARRAY_HEADER: u64 = 16;

/// The C types that appear in the runtime's signatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum C {
    Void,
    Ptr,
    I32,
    I64,
}

/// Every runtime function generated code calls: (name, return, parameters).
const SIGNATURES: &[(&str, C, &[C])] = &[
    ("cormi_call_begin", C::Ptr, &[C::I64, C::I32]),
    ("cormi_call_begin_node", C::Ptr, &[C::I32, C::I32]),
    ("cormi_call_invoke", C::I32, &[C::Ptr]),
    ("cormi_call_oneway", C::I32, &[C::Ptr]),
    ("cormi_call_end", C::Void, &[C::Ptr]),
    ("cormi_call_fail", C::I32, &[C::Ptr, C::I32]),
    ("cormi_out_reserve", C::Ptr, &[C::Ptr, C::I64]),
    ("cormi_out_append", C::Void, &[C::Ptr, C::Ptr, C::I64]),
    ("cormi_out_u32", C::Void, &[C::Ptr, C::I32]),
    ("cormi_out_u64", C::Void, &[C::Ptr, C::I64]),
    ("cormi_in_read", C::Ptr, &[C::Ptr, C::I64]),
    ("cormi_in_copy", C::I32, &[C::Ptr, C::Ptr, C::I64]),
    ("cormi_in_u32", C::I32, &[C::Ptr]),
    ("cormi_in_u64", C::I64, &[C::Ptr]),
    ("cormi_in_check_count", C::I32, &[C::Ptr, C::I64, C::I64]),
    ("cormi_handles_acquire", C::Ptr, &[]),
    ("cormi_handles_release", C::Void, &[C::Ptr]),
    ("cormi_handles_find_or_add", C::I32, &[C::Ptr, C::Ptr]),
    ("cormi_handles_add", C::I32, &[C::Ptr, C::Ptr]),
    ("cormi_handles_at", C::Ptr, &[C::Ptr, C::I32]),
    ("cormi_alloc_object", C::Ptr, &[C::I64]),
    ("cormi_alloc_array", C::Ptr, &[C::I64, C::I64]),
    ("cormi_array_length", C::I64, &[C::Ptr]),
    ("cormi_register_sites", C::I32, &[C::I64, C::Ptr, C::I64]),
    ("cormi_object_register", C::I64, &[C::Ptr, C::Ptr]),
    ("cormi_variant_unknown", C::Void, &[C::I64]),
    ("cormi_generic_write", C::Void, &[C::Ptr, C::Ptr, C::Ptr, C::I64, C::Ptr, C::I64]),
    ("cormi_generic_read", C::I32, &[C::Ptr, C::Ptr, C::Ptr, C::I64, C::Ptr, C::Ptr, C::I64]),
    ("cormi_generic_read_logged", C::I32, &[C::Ptr, C::Ptr, C::Ptr, C::I64, C::Ptr, C::Ptr, C::I64, C::Ptr]),
    ("cormi_log_take", C::Ptr, &[C::Ptr]),
    ("cormi_log_object", C::Ptr, &[C::Ptr, C::I64, C::I32, C::I32]),
    ("cormi_log_array", C::Ptr, &[C::Ptr, C::I64, C::I64, C::I32]),
    ("cormi_log_put", C::Void, &[C::Ptr, C::Ptr]),
    ("cormi_log_release", C::Void, &[C::Ptr]),
    ("malloc", C::Ptr, &[C::I64]),
    ("realloc", C::Ptr, &[C::Ptr, C::I64]),
    ("free", C::Void, &[C::Ptr]),
];

/// The function type of runtime function `name` (panics for a name not in the table: a
/// bug in codegen, caught by unit tests).
pub fn signature<'ctx>(ctx: ContextRef<'ctx>, name: &str) -> FunctionType<'ctx> {
    let (_, ret, params) =
        SIGNATURES.iter().find(|(n, _, _)| *n == name).unwrap_or_else(|| panic!("codegen: runtime function '{name}' is not in runtime_api::SIGNATURES"));
    let param = |c: &C| -> BasicMetadataTypeEnum<'ctx> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;

    #[test]
    fn every_signature_declares() {
        let ctx = Context::create();
        let m = ctx.create_module("t");
        for (name, _, params) in SIGNATURES {
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
}
