//! The FFI boundary between LLVM (through the C++ shim, `pass/cpp/shim.cpp`) and Rust.
//!
//! - `llvmGetPassPluginInfo` is exported from Rust (a cdylib hides symbols defined only
//!   in the C++ object) and forwards to the shim's `cormi_shim_plugin_info`.
//! - The shim calls back the `cormi_rs_*` functions below: the pass names to register
//!   (from [`crate::passes::PASSES`]), parameter validation at pipeline-parse time, and
//!   running a pass on a module.
//! - Nothing unwinds across this boundary: every entry runs under [`catch_quietly`]
//!   (`catch_unwind` with a quiet panic hook, installed once by `llvmGetPassPluginInfo`),
//!   and a panic becomes an LLVM error diagnostic ("cormi: internal error in pass 'p':
//!   <message> (at <file:line:col>); please report this bug") without Rust's default
//!   panic message on the host's standard error.

use crate::diag::{Diagnostic, Diagnostics};
use crate::passes::{self, Changed};
use inkwell::module::Module;
use llvm_sys::prelude::LLVMModuleRef;
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe, UnwindSafe};
use std::sync::{Once, OnceLock};

/// Mirror of LLVM 22's `llvm::PassPluginLibraryInfo` (`llvm/Plugins/PassPlugin.h`,
/// `LLVM_PLUGIN_API_VERSION` 2): five fields, the last the pre-codegen callback.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    /// `LLVM_PLUGIN_API_VERSION` the shim was compiled against.
    pub api_version: u32,
    /// "cormi".
    pub plugin_name: *const c_char,
    /// The crate version.
    pub plugin_version: *const c_char,
    /// `void (*)(PassBuilder &)`.
    pub register_callbacks: *const c_void,
    /// `bool (*)(Module &, TargetMachine &, CodeGenFileType, raw_pwrite_stream &)`; NULL.
    pub pre_codegen: *const c_void,
}

extern "C" {
    fn cormi_shim_plugin_info() -> PassPluginLibraryInfo;
}

/// The plugin entry point LLVM looks up after `dlopen`. Installs the quiet panic hook.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    install_panic_hook();
    // SAFETY: the shim returns a plain struct of static pointers.
    unsafe { cormi_shim_plugin_info() }
}

/// Number of registered passes.
#[no_mangle]
pub extern "C" fn cormi_rs_pass_count() -> usize {
    passes::PASSES.len()
}

/// The NUL-terminated pipeline name of pass `index` (static), or NULL past the end.
#[no_mangle]
pub extern "C" fn cormi_rs_pass_name(index: usize) -> *const c_char {
    static NAMES: OnceLock<Vec<CString>> = OnceLock::new();
    let names = NAMES.get_or_init(|| passes::PASSES.iter().map(|p| CString::new(p.name).expect("no NUL")).collect());
    names.get(index).map_or(std::ptr::null(), |n| n.as_ptr())
}

/// Validates the parameter text of pass `name`. Returns 0 when valid; otherwise 1 and a
/// NUL-terminated message in `err` (truncated to `err_len` bytes).
///
/// # Safety
/// `name` and `params` are NUL-terminated; `err` has room for `err_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn cormi_rs_check_params(name: *const c_char, params: *const c_char, err: *mut c_char, err_len: usize) -> c_int {
    let (name, params) = (c_str(name), c_str(params));
    let result = catch_quietly(|| passes::parse_params(&name, &params)).unwrap_or_else(Err);
    match result {
        Ok(_) => 0,
        Err(msg) => {
            copy_to_buffer(&msg, err, err_len);
            1
        }
    }
}

/// Runs pass `name` with parameters `params` on `module`. Returns 1 if the module may
/// have changed, else 0. Printer output goes to standard output; errors and panics are
/// reported through LLVM's diagnostic handler.
///
/// # Safety
/// `module` is a live module owned by the caller; `name`/`params` are NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn cormi_rs_run_pass(module: LLVMModuleRef, name: *const c_char, params: *const c_char) -> c_int {
    let (name, params) = (c_str(name), c_str(params));
    // The module belongs to opt/clang/lld: never dispose it.
    let wrapped = ManuallyDrop::new(Module::new(module));
    let mut out: Vec<u8> = Vec::new();
    let result = catch_quietly(AssertUnwindSafe(|| passes::run(&name, &params, &wrapped, &mut out)));
    crate::diag::write_stdout(&out);
    match result {
        Ok(Ok(Changed::No)) => 0,
        Ok(Ok(Changed::Yes)) => 1,
        Ok(Err(diags)) => {
            diags.emit(&wrapped);
            0
        }
        Err(panic) => {
            let msg = format!("internal error in pass '{name}': {panic}; please report this bug");
            Diagnostics::from(Diagnostic::module_error(msg)).emit(&wrapped);
            // The module may be half-rewritten: preserve nothing.
            1
        }
    }
}

/// A C string as an owned Rust string (lossy).
///
/// # Safety
/// `p` is null or points to a NUL-terminated string that lives for the call.
unsafe fn c_str(p: *const c_char) -> String {
    if p.is_null() {
        String::new()
    } else {
        CStr::from_ptr(p).to_string_lossy().into_owned()
    }
}

thread_local! {
    /// Whether this thread is inside [`catch_quietly`] (the hook then stays quiet).
    static CATCHING: Cell<bool> = const { Cell::new(false) };
    /// `message (at file:line:col)` of the last panic caught quietly on this thread.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Installs (once per process) a panic hook that, inside [`catch_quietly`], records the
/// panic's message and location for the diagnostic instead of printing Rust's default
/// message and backtrace to the host's standard error. Elsewhere (a thread of our own
/// that panics outside an entry, a unit test) it defers to the previous hook.
pub fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if CATCHING.with(Cell::get) {
                let text = panic_text(info.payload());
                let text = match info.location() {
                    Some(l) => format!("{text} (at {}:{}:{})", l.file(), l.line(), l.column()),
                    None => text,
                };
                LAST_PANIC.with(|p| *p.borrow_mut() = Some(text));
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f`, turning a panic into `Err(message (at file:line:col))`; with the hook of
/// [`install_panic_hook`] nothing is printed.
pub fn catch_quietly<R>(f: impl FnOnce() -> R + UnwindSafe) -> Result<R, String> {
    install_panic_hook();
    let outer = CATCHING.with(|c| c.replace(true));
    LAST_PANIC.with(|p| p.borrow_mut().take());
    let result = catch_unwind(f);
    CATCHING.with(|c| c.set(outer));
    result.map_err(|payload| LAST_PANIC.with(|p| p.borrow_mut().take()).unwrap_or_else(|| panic_text(&*payload)))
}

/// The message of a panic payload.
fn panic_text(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "panic".to_string()
    }
}

/// Copies `msg` into a C buffer of `len` bytes, NUL-terminated, truncating.
///
/// # Safety
/// `buf` is null or points to `len` writable bytes.
unsafe fn copy_to_buffer(msg: &str, buf: *mut c_char, len: usize) {
    if buf.is_null() || len == 0 {
        return;
    }
    let n = msg.len().min(len - 1);
    std::ptr::copy_nonoverlapping(msg.as_ptr() as *const c_char, buf, n);
    *buf.add(n) = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pass_name_is_exported() {
        // SAFETY: every index below the count names a static NUL-terminated string.
        let names: Vec<String> = (0..cormi_rs_pass_count()).map(|i| unsafe { c_str(cormi_rs_pass_name(i)) }).collect();
        assert!(names.iter().any(|n| n == "cormi"));
        assert!(names.iter().any(|n| n == "print<cormi-callsites>"));
        assert!(cormi_rs_pass_name(names.len()).is_null());
    }

    #[test]
    fn parameter_errors_come_back_as_text() {
        let mut buf = [0 as c_char; 64];
        // SAFETY: C string literals and a live buffer of the given length.
        let rc = unsafe { cormi_rs_check_params(c"cormi".as_ptr(), c"mode=nope".as_ptr(), buf.as_mut_ptr(), buf.len()) };
        assert_eq!(rc, 1);
        // SAFETY: the callee NUL-terminated the buffer.
        let msg = unsafe { c_str(buf.as_ptr()) };
        assert!(msg.starts_with("unknown mode 'nope'"), "{msg}");
        assert_eq!(msg.len(), 63, "truncated to the buffer");
        // SAFETY: C string literals and a live buffer of the given length.
        let ok = unsafe { cormi_rs_check_params(c"cormi".as_ptr(), c"mode=site".as_ptr(), buf.as_mut_ptr(), buf.len()) };
        assert_eq!(ok, 0);
    }

    #[test]
    fn a_caught_panic_is_quiet_and_keeps_its_message_and_location() {
        let err = catch_quietly(|| -> u32 { panic!("boom {}", 7) }).unwrap_err();
        assert!(err.starts_with("boom 7 (at "), "{err}");
        assert!(err.contains("plugin.rs:"), "{err}");
        assert_eq!(catch_quietly(|| 3), Ok(3));
    }

    #[test]
    fn the_plugin_info_names_cormi() {
        let info = llvmGetPassPluginInfo();
        assert_eq!(info.api_version, 2);
        // SAFETY: the plugin name is a static NUL-terminated string.
        assert_eq!(unsafe { c_str(info.plugin_name) }, "cormi");
        assert!(!info.register_callbacks.is_null());
        assert!(info.pre_codegen.is_null());
    }
}
