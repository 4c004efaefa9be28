//! Client-side call contexts for C (`cormi_call` in cormi_rt.h): pooled per thread, so a
//! warm call allocates nothing. The call a thread began last is the one whose large
//! argument blocks are gathered (`gather.rs`): the C helper asks [`gather_hook`].

use crate::ffi::{cormi_in, cormi_out, free_out, reset_out};
use crate::gather::Gathered;
use std::cell::{Cell, RefCell};
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicPtr, Ordering};

/// `cormi_call`: the two public fields first, exactly as in the header.
#[repr(C)]
pub struct CallCtx {
    /// Marshaled arguments (header space first).
    pub args: cormi_out,
    /// The reply cursor, valid after a successful invoke.
    pub reply: cormi_in,
    /// The remote reference called.
    pub target: u64,
    /// The call-site id.
    pub site: u32,
    /// Storage of the reply payload the cursor reads.
    pub reply_buf: Vec<u8>,
    /// Argument blocks appended by reference.
    pub gathered: Gathered,
}

impl Drop for CallCtx {
    fn drop(&mut self) {
        free_out(&mut self.args);
    }
}

/// Calls a thread keeps for reuse.
const POOL_MAX: usize = 16;

thread_local! {
    // Boxed on purpose: C holds pointers to contexts, so they must not move.
    #[allow(clippy::vec_box)]
    static POOL: RefCell<Vec<Box<CallCtx>>> = const { RefCell::new(Vec::new()) };
    /// The call this thread began last and has not ended: its arguments gather.
    static MARSHALING: Cell<*mut CallCtx> = const { Cell::new(std::ptr::null_mut()) };
}

extern "C" {
    /// rt-c/src/buffer.c: the function `cormi_out_append` asks to gather a large block.
    static cormi_out_gather_hook: AtomicPtr<c_void>;
}

/// `cormi_out_gather_hook`: records a large block by reference when `o` is the arguments
/// of the call this thread is marshaling (1), else leaves it to be copied (0).
///
/// # Safety
/// `o` must be a valid `cormi_out` (the C helper's argument).
unsafe extern "C" fn gather_hook(o: *mut cormi_out, src: *const c_void, n: usize) -> c_int {
    // A thread past its thread-locals' end (an exit handler marshaling) copies.
    let c = MARSHALING.try_with(Cell::get).unwrap_or(std::ptr::null_mut());
    // `args` is the context's first field: the context's address is its buffer's.
    if c.is_null() || c.cast::<cormi_out>() != o {
        return 0;
    }
    // SAFETY: MARSHALING holds a live context of this thread (set by `begin`, cleared by
    // `end`), and `o` is its `args`, which the C caller does not touch during this call.
    let c = &mut *c;
    c_int::from(c.gathered.record(c.args.len, src.cast(), n))
}

/// Points the C helper at [`gather_hook`] (once per process; later calls are one load).
fn install_hook() {
    let hook = gather_hook as *mut c_void;
    // SAFETY: the static is defined in buffer.c with the layout of a pointer, which
    // AtomicPtr shares; only this function writes it.
    let slot = unsafe { &cormi_out_gather_hook };
    if slot.load(Ordering::Relaxed) != hook {
        slot.store(hook, Ordering::Release);
    }
}

/// A call context for (`target`, `site`) with an empty argument buffer.
pub fn begin(target: u64, site: u32) -> *mut CallCtx {
    let mut c = POOL.try_with(|p| p.borrow_mut().pop()).ok().flatten().unwrap_or_else(|| {
        Box::new(CallCtx {
            args: cormi_out { data: std::ptr::null_mut(), len: 0, cap: 0 },
            reply: cormi_in::empty(),
            target: 0,
            site: 0,
            reply_buf: Vec::new(),
            gathered: Gathered::new(),
        })
    });
    reset_out(&mut c.args);
    c.gathered.clear();
    c.reply = cormi_in::empty();
    c.target = target;
    c.site = site;
    install_hook();
    let c = Box::into_raw(c);
    let _ = MARSHALING.try_with(|m| m.set(c));
    c
}

/// Returns a context to the pool.
///
/// # Safety
/// `c` must come from [`begin`] and not be used afterwards.
pub unsafe fn end(c: *mut CallCtx) {
    if c.is_null() {
        return;
    }
    let _ = MARSHALING.try_with(|m| {
        if m.get() == c {
            m.set(std::ptr::null_mut());
        }
    });
    let mut c = Box::from_raw(c);
    c.reply = cormi_in::empty();
    c.gathered.clear();
    // The reply buffer stays with the context, large or not: the next large reply lands
    // in pages already there (no allocation, no page faults per call).
    // After this thread's locals are gone (atexit, thread exit) the context is dropped.
    let _ = POOL.try_with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < POOL_MAX {
            p.push(c);
        }
    });
}
