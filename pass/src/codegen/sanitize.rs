//! Sanitizer attributes on generated functions. clang marks every function of a file
//! compiled with `-fsanitize=address` (etc.) `sanitize_address`; the instrumentation
//! pass (run by cormicc after the cormi pass) only instruments functions so marked. A
//! generated server function inherits them from its method, a client stub from its
//! caller, so fuzzing a sanitized build also checks the generated marshalers.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::values::FunctionValue;

/// The sanitizer function attributes that are copied.
pub const ATTRIBUTES: &[&str] = &["sanitize_address", "sanitize_hwaddress", "sanitize_memory", "sanitize_thread"];

/// Copies the sanitizer attributes of `from` onto `to`.
pub fn inherit(to: FunctionValue<'_>, from: FunctionValue<'_>) {
    for name in ATTRIBUTES {
        let kind = Attribute::get_named_enum_kind_id(name);
        if let Some(a) = from.get_enum_attribute(AttributeLoc::Function, kind) {
            to.add_attribute(AttributeLoc::Function, a);
        }
    }
}
