//! Transports: byte-frame links between two nodes, behind one trait ([`Link`]).
//!
//! Only the modules under `transport/` touch sockets (and, later, shared memory or MPI).
//! A link moves whole frames (see `wire`); it knows nothing of calls, waiters or
//! dispatch. Implementations: [`inproc`] (nodes as threads of one process) and [`tcp`].
//! A shared-memory or MPI link only has to implement [`Link`].

pub mod inproc;
pub mod tcp;

use crate::wire::Header;
use std::time::Duration;

/// How long one [`Link::recv`] blocks at most before returning `Ok(None)`. Waiters check
/// their deadlines (and service threads their state) between receives.
pub const RECV_SLICE: Duration = Duration::from_millis(50);

/// A failure of a link. `Closed` and `Reset` are final; so is `Malformed` (the byte stream
/// cannot be resynchronised after a bad header).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransportError {
    /// The peer closed the connection (EOF) or this side closed it.
    #[error("connection closed")]
    Closed,
    /// The connection broke (reset, broken pipe): the peer most likely died.
    #[error("connection reset: {0}")]
    Reset(String),
    /// A frame header announced more than the maximum message size.
    #[error("frame of {len} bytes exceeds the maximum of {max}")]
    TooBig {
        /// Announced payload bytes.
        len: u64,
        /// The maximum accepted.
        max: u64,
    },
    /// Bytes that are not a cormi frame (bad magic or version).
    #[error("malformed frame: {0}")]
    Malformed(String),
    /// Any other I/O error.
    #[error("i/o error: {0}")]
    Io(String),
}

/// What [`Link::recv`] got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Received {
    /// A whole frame: this header, and its payload in the caller's buffer.
    Frame(Header),
    /// A frame whose header announced more than the maximum size: its payload was (or will
    /// be) skipped without being stored, and the link stays usable. The receiver answers
    /// requests of this kind with an error reply.
    Oversize(Header),
}

/// One connection between two nodes, carrying whole frames in both directions.
///
/// `send` may be called by many threads at once (frames never interleave). `recv` is
/// called by one thread at a time (the connection's reader); implementations may keep
/// partial-frame state between calls.
pub trait Link: Send + Sync {
    /// Sends one frame: an encoded header followed by its payload, as one unit.
    fn send(&self, frame: &[u8]) -> Result<(), TransportError>;

    /// Receives the next frame, its payload into `payload` (cleared first). Validates the
    /// header (magic, version, `len <= max_payload`) before allocating anything. Returns
    /// `Ok(None)` if no whole frame arrived within [`RECV_SLICE`].
    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError>;

    /// Closes both directions; a blocked `recv` on either side returns `Closed` soon.
    fn close(&self);
}

/// Maps an OS error on a socket-like link to a [`TransportError`].
pub(crate) fn io_error(e: &std::io::Error) -> TransportError {
    use std::io::ErrorKind::*;
    match e.kind() {
        ConnectionReset | ConnectionAborted | BrokenPipe | UnexpectedEof => TransportError::Reset(e.to_string()),
        NotConnected => TransportError::Closed,
        _ => TransportError::Io(e.to_string()),
    }
}
