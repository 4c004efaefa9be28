//! cormi's LLVM module pass plugin (see ARCHITECTURE.md and pass/ARCHITECTURE.md).
//!
//! Built as a `cdylib` (loaded by `opt -load-pass-plugin`, `clang -fpass-plugin`,
//! `ld.lld --load-pass-plugin`) and an `rlib` (unit tests parse IR with inkwell and call
//! the passes in-process). The C++ shim in `pass/cpp/` only registers passes; all logic
//! is Rust.
//!
//! Entry points: [`plugin`] (the FFI boundary), [`passes`] (the table of passes and the
//! [`passes::PassFn`] signature), [`pipeline`] (the `cormi` pass).

pub mod codegen;
pub mod diag;
pub mod discovery;
pub mod escape;
pub mod heap;
pub mod instrument;
pub mod ir;
pub mod params;
pub mod passes;
pub mod pipeline;
pub mod plugin;
pub mod sharing;
