//! Whether `cormi` lowers this module: code generation needs the whole program
//! (pass/ARCHITECTURE.md, known limits: with -flto or clang -fpass-plugin the
//! pass also runs per translation unit), so it runs only on a module that holds the
//! rt-c helper bitcode (its global `cormi_rt_hot_helpers`, rt-c/src/hot_table.c), which
//! `cormicc` links in before the pass, as DESIGN.md's pipeline does. Per-TU compiles,
//! discovery's lit tests and LTO pre-link modules do not have it and stay unchanged.
//! A test module opts in by defining the marker:
//! `@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer`.

use inkwell::module::Module;

/// The global that marks a module with the rt-c helpers linked in.
pub const HELPERS_MARKER: &str = "cormi_rt_hot_helpers";

/// Whether to lower `module` (see the module docs).
pub fn should_lower(module: &Module<'_>) -> bool {
    module.get_global(HELPERS_MARKER).is_some()
}
