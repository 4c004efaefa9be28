#![warn(missing_docs)]
//! cormi's runtime: nodes, transports, dispatch, object table, monitors and the C ABI
//! that generated marshalers and hand-written C call (`rt-c/include/cormi_rt.h`).
//! See ARCHITECTURE.md for the code map and invariants.
//!
//! The hot marshaling helpers (buffers, handle tables, the extent query) and the malloc
//! family that records every heap block's size are C in `rt-c/src`, built by `build.rs` into this library and into
//! `target/<profile>/cormi-rt-helpers.bc` for the pass.

mod awaiting;
pub mod calls;
pub mod capi;
pub mod cluster;
pub mod config;
pub mod conn;
pub mod dispatch;
pub mod error;
pub mod exclusive;
pub mod ffi;
mod flush;
pub mod gather;
pub mod handshake;
pub mod holes;
pub mod inflight;
mod lanes;
mod local_oneway;
pub mod monitors;
pub mod node;
pub mod objects;
mod oneway_failures;
mod quiesce;
mod reader;
pub mod refused;
pub mod registry;
pub mod spawned;
pub mod startup;
mod supervisor;
pub mod transport;
pub mod wire;

pub use config::Config;
pub use error::Error;
pub use node::Node;
pub use registry::Registry;

/// Path of the helper bitcode this build produced (inside OUT_DIR; a copy lands in
/// `target/<profile>/cormi-rt-helpers.bc`).
pub const HELPERS_BITCODE: &str = env!("CORMI_RT_HELPERS_BC");
