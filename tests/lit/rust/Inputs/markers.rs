// What the cormi crate's invoke!/create! expand to (frontend-shim/rust/src/lib.rs), spelled
// out so that each input is one crate: the typed call through the marker's result.
use std::ffi::c_void;

extern "C" {
    pub fn __cormi_remote_method(r: u64, method: *const c_void) -> *const c_void;
    pub fn __cormi_remote_ctor(node: i32, ctor: *const c_void) -> *const c_void;
}
