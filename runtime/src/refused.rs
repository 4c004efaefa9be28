//! Sends refused by generated marshaling code in the RETURN error mode
//! (`cormi_extent_unknown`, `cormi_variant_unknown`, rt-c): the marshaler records why and
//! finishes without reading the object; the call it belongs to (`cormi_call_invoke`,
//! `cormi_call_oneway`, or a server function's reply) then fails with
//! `CORMI_E_UNSENDABLE` instead of sending.

use std::cell::{Cell, RefCell};
use std::ffi::{c_char, CStr};

thread_local! {
    /// Whether a refusal waits for its call (read once per call: the fast path).
    static PENDING: Cell<bool> = const { Cell::new(false) };
    /// The first refusal's text since the last [`take`].
    static TEXT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// `cormi_send_refused`: records that the object being marshaled cannot be sent
/// (`text` says which and why); the first refusal of a call is the one reported.
///
/// # Safety
/// `text` is null or a NUL-terminated C string.
#[no_mangle]
pub unsafe extern "C" fn cormi_send_refused(text: *const c_char) {
    if PENDING.with(|p| p.replace(true)) {
        return;
    }
    let text = if text.is_null() { "cannot send an object".into() } else { CStr::from_ptr(text).to_string_lossy().into_owned() };
    TEXT.with(|t| *t.borrow_mut() = text);
}

/// `cormi_send_refused_pending`: 1 when this thread's marshaling refused an object since
/// the last [`take`], else 0.
#[no_mangle]
pub extern "C" fn cormi_send_refused_pending() -> std::ffi::c_int {
    pending().into()
}

/// Whether this thread's marshaling refused to send something since the last [`take`].
#[inline]
pub fn pending() -> bool {
    PENDING.with(|p| p.get())
}

/// The pending refusal's text, cleared (`None` when nothing was refused).
pub fn take() -> Option<String> {
    if !PENDING.with(|p| p.replace(false)) {
        return None;
    }
    Some(TEXT.with(|t| std::mem::take(&mut *t.borrow_mut())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_refusal_is_kept_until_taken() {
        assert_eq!(take(), None);
        // SAFETY: NUL-terminated literals.
        unsafe {
            cormi_send_refused(c"cannot send the object at 0x10: first".as_ptr());
            cormi_send_refused(c"second".as_ptr());
        }
        assert!(pending());
        assert_eq!(take().as_deref(), Some("cannot send the object at 0x10: first"));
        assert!(!pending());
        assert_eq!(take(), None);
    }
}
