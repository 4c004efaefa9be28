//! cormi's LLVM module pass plugin (see ARCHITECTURE.md and pass/ARCHITECTURE.md).
//!
//! Built as a `cdylib` (loaded by `opt -load-pass-plugin`, `clang -fpass-plugin`,
//! `ld.lld --load-pass-plugin`) and an `rlib` (unit tests parse IR with inkwell and call
//! the passes in-process). The C++ shim in `pass/cpp/` only registers passes; all logic
//! is Rust.
//!
//! Layers, each using only those below it:
//!
//! ```text
//! plugin, passes                 FFI boundary, the table of passes
//! strip_debug                    removes debug info after cormi (cormicc without -g)
//! normalize                      cormi.h's typed invocations into the contract form (first)
//! driver                         the `cormi` pass: discover, analyse, decide, report, generate
//! codegen                        marshalers, servers, registration (changes the module)
//! plan                           what crosses the wire per site; decisions; layout classes
//! typed_refs                     types of objects and selfs; references of a visibly wrong type
//! shape                          graph shapes of pointer arguments and results
//! sharing, escape                the optimization analyses
//! facts, module_scan             module-wide facts for shapes and for sharing/escape
//! heap                           the points-to analysis
//! discovery                      remote call sites, methods, build id
//! context, diag, params, ir      the analysis context, diagnostics, parameters, LLVM helpers
//! meter                          the process' peak memory (phase timings)
//! abi                            the runtime's C ABI as generated code sees it (cormi_rt.h)
//! ```

pub mod abi;
pub mod codegen;
pub mod context;
pub mod diag;
pub mod discovery;
pub mod driver;
pub mod escape;
pub mod facts;
pub mod heap;
pub mod instrument;
pub mod ir;
pub mod meter;
pub mod module_scan;
pub mod normalize;
pub mod out_args;
pub mod params;
pub mod passes;
pub mod plan;
pub mod plugin;
pub mod rust_addresses;
pub mod rust_input;
pub mod rust_layout;
pub mod rust_names;
pub mod rust_objects;
pub mod rust_types;
pub mod shape;
pub mod sharing;
pub mod strip_debug;
pub mod typed_refs;
