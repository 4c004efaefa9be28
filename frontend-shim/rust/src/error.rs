//! Errors of remote operations: the runtime's status codes (`CORMI_E_*` of cormi_rt.h)
//! as a Rust enum.

use cormi_rt::error::status;
use std::fmt;

/// Why a remote operation failed. Each variant is one runtime status code
/// ([`Error::status`]); [`Error::Other`] keeps the codes without their own variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Error {
    /// The peer node's process died (`CORMI_E_PEER_DEAD`) or closed the connection
    /// (`CORMI_E_CLOSED`).
    DeadPeer,
    /// No reply within the call timeout (`CORMI_E_TIMEOUT`, `CORMI_TIMEOUT_MS`).
    Timeout,
    /// The serving node refused the call: no such object, wrong type, unknown call site,
    /// another build, a failed server function (`CORMI_E_NO_OBJECT`, `CORMI_E_TYPE`,
    /// `CORMI_E_UNKNOWN_SITE`, `CORMI_E_BUILD_ID`, `CORMI_E_REMOTE`, `CORMI_E_MALFORMED`).
    Refused(i32),
    /// A call through the null reference (`CORMI_E_NULL_REF`) or to a node outside
    /// `0..nodes()` (`CORMI_E_BAD_NODE`).
    BadTarget(i32),
    /// An argument or result the generated marshaler cannot send (`CORMI_E_UNSENDABLE`:
    /// its size or variant unknown at run time, e.g. memory from `mmap`); nothing was
    /// sent. [`last_message`] names the object.
    Unsendable,
    /// The transport between the nodes failed (`CORMI_E_TRANSPORT`: a socket or shared
    /// memory error, a refused hello at start-up); [`last_message`] says which.
    Transport,
    /// Any other status code.
    Other(i32),
}

impl Error {
    /// The error for runtime status `code`; `None` for `CORMI_OK`.
    pub fn from_status(code: i32) -> Option<Error> {
        Some(match code {
            status::OK => return None,
            status::PEER_DEAD | status::CLOSED => Error::DeadPeer,
            status::TIMEOUT => Error::Timeout,
            status::NO_OBJECT | status::TYPE | status::UNKNOWN_SITE | status::BUILD_ID | status::REMOTE | status::MALFORMED => Error::Refused(code),
            status::NULL_REF | status::BAD_NODE => Error::BadTarget(code),
            status::UNSENDABLE => Error::Unsendable,
            status::TRANSPORT => Error::Transport,
            c => Error::Other(c),
        })
    }

    /// The runtime status code (`CORMI_E_*`); `DeadPeer` gives `CORMI_E_PEER_DEAD`.
    pub fn status(&self) -> i32 {
        match *self {
            Error::DeadPeer => status::PEER_DEAD,
            Error::Timeout => status::TIMEOUT,
            Error::Unsendable => status::UNSENDABLE,
            Error::Transport => status::TRANSPORT,
            Error::Refused(c) | Error::BadTarget(c) | Error::Other(c) => c,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = cormi_rt::capi::cormi_strerror(self.status());
        // SAFETY: cormi_strerror returns a static NUL-terminated string.
        let text = unsafe { std::ffi::CStr::from_ptr(text) };
        write!(f, "{}", text.to_string_lossy())
    }
}

impl std::error::Error for Error {}

/// The calling thread's last error, cleared: `Ok(())` when the last operation succeeded.
pub fn take_last() -> Result<(), Error> {
    let code = cormi_rt::capi::cormi_last_error();
    if code != status::OK {
        cormi_rt::capi::cormi_clear_error();
    }
    match Error::from_status(code) {
        None => Ok(()),
        Some(e) => Err(e),
    }
}

/// The text of the calling thread's last failure, as the ABORT error mode prints it
/// (e.g. "call site ...: cannot send the object at 0x...: ..."); empty if none.
pub fn last_message() -> String {
    let text = cormi_rt::capi::cormi_last_error_message();
    // SAFETY: cormi_last_error_message returns a NUL-terminated string of this thread
    // that lives until its next failure; it is copied at once.
    unsafe { std::ffi::CStr::from_ptr(text) }.to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unsendable_argument_is_its_own_error() {
        let e = Error::from_status(status::UNSENDABLE).expect("an error");
        assert_eq!(e, Error::Unsendable);
        assert_eq!(e.status(), status::UNSENDABLE);
        assert!(e.to_string().contains("cannot be sent"), "{e}");
    }

    #[test]
    fn a_transport_failure_is_its_own_error() {
        let e = Error::from_status(status::TRANSPORT).expect("an error");
        assert_eq!(e, Error::Transport);
        assert_eq!(e.status(), status::TRANSPORT);
        assert_eq!(e.to_string(), "transport failure");
    }

    #[test]
    fn the_lock_refusal_is_named_by_the_exported_status() {
        assert_eq!(Error::from_status(crate::status::LOCK), Some(Error::Other(13)));
    }

    #[test]
    fn an_unknown_code_stays_other() {
        let e = Error::from_status(status::LAST + 1).expect("an error");
        assert_eq!(e, Error::Other(status::LAST + 1));
        assert_eq!(e.status(), status::LAST + 1);
    }
}
