//! Client-side call contexts for C (`cormi_call` in cormi_rt.h): pooled per thread, so a
//! warm call allocates nothing.

use crate::ffi::{cormi_in, cormi_out, free_out, reset_out};
use std::cell::RefCell;

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
}

/// A call context for (`target`, `site`) with an empty argument buffer.
pub fn begin(target: u64, site: u32) -> *mut CallCtx {
    let mut c = POOL.with(|p| p.borrow_mut().pop()).unwrap_or_else(|| {
        Box::new(CallCtx {
            args: cormi_out { data: std::ptr::null_mut(), len: 0, cap: 0 },
            reply: cormi_in::empty(),
            target: 0,
            site: 0,
            reply_buf: Vec::new(),
        })
    });
    reset_out(&mut c.args);
    c.reply = cormi_in::empty();
    c.target = target;
    c.site = site;
    Box::into_raw(c)
}

/// Returns a context to the pool.
///
/// # Safety
/// `c` must come from [`begin`] and not be used afterwards.
pub unsafe fn end(c: *mut CallCtx) {
    if c.is_null() {
        return;
    }
    let mut c = Box::from_raw(c);
    c.reply = cormi_in::empty();
    // The reply buffer stays with the context, large or not: the next large reply lands
    // in pages already there (no allocation, no page faults per call).
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < POOL_MAX {
            p.push(c);
        }
    });
}
