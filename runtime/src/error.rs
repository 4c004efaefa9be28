//! The runtime's error type and its mapping to the C status codes of `cormi_rt.h`.

use crate::transport::TransportError;

/// Status codes shared with C (`CORMI_E_*` in `rt-c/include/cormi_rt.h`).
pub mod status {
    /// Success.
    pub const OK: i32 = 0;
    /// `CORMI_E_TIMEOUT`.
    pub const TIMEOUT: i32 = 1;
    /// `CORMI_E_PEER_DEAD`.
    pub const PEER_DEAD: i32 = 2;
    /// `CORMI_E_CLOSED`.
    pub const CLOSED: i32 = 3;
    /// `CORMI_E_MALFORMED`.
    pub const MALFORMED: i32 = 4;
    /// `CORMI_E_TOO_BIG`.
    pub const TOO_BIG: i32 = 5;
    /// `CORMI_E_UNKNOWN_SITE`.
    pub const UNKNOWN_SITE: i32 = 6;
    /// `CORMI_E_BUILD_ID`.
    pub const BUILD_ID: i32 = 7;
    /// `CORMI_E_NO_OBJECT`.
    pub const NO_OBJECT: i32 = 8;
    /// `CORMI_E_NULL_REF`.
    pub const NULL_REF: i32 = 9;
    /// `CORMI_E_BAD_NODE`.
    pub const BAD_NODE: i32 = 10;
    /// `CORMI_E_REMOTE`.
    pub const REMOTE: i32 = 11;
    /// `CORMI_E_NOT_INIT`.
    pub const NOT_INIT: i32 = 12;
    /// `CORMI_E_LOCK`.
    pub const LOCK: i32 = 13;
    /// `CORMI_E_TRANSPORT`.
    pub const TRANSPORT: i32 = 14;
    /// `CORMI_E_NODE_COUNT`.
    pub const NODE_COUNT: i32 = 15;
    /// `CORMI_E_BAD_SITE`.
    pub const BAD_SITE: i32 = 16;
    /// `CORMI_E_DEPTH`.
    pub const DEPTH: i32 = 17;
    /// `CORMI_E_TYPE`.
    pub const TYPE: i32 = 18;
    /// `CORMI_E_UNSENDABLE`.
    pub const UNSENDABLE: i32 = 19;
    /// The highest status code.
    pub const LAST: i32 = UNSENDABLE;
}

/// Everything a runtime operation can fail with. Each variant maps to one C status code
/// ([`Error::status`]); messages name the node and the cause.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum Error {
    /// No reply within the call timeout.
    #[error("no reply from node {node} within {ms} ms")]
    Timeout {
        /// The peer node.
        node: usize,
        /// The timeout in milliseconds.
        ms: u64,
    },
    /// The peer's process died (connection reset, or EOF without a goodbye).
    #[error("node {node} died ({cause})")]
    PeerDead {
        /// The peer node.
        node: usize,
        /// What the transport saw.
        cause: String,
    },
    /// The connection was closed in an orderly way (the peer finalized or this node did).
    #[error("connection to node {node} is closed")]
    Closed {
        /// The peer node.
        node: usize,
    },
    /// A message failed a format or bounds check.
    #[error("malformed message: {0}")]
    Malformed(String),
    /// A message exceeds the maximum message size; the text names the settings that
    /// raise it (both ends need the same).
    #[error("message of {len} bytes exceeds the maximum of {max} bytes (raise it for every node with cormirun --max-message=BYTES, or CORMI_MAX_MESSAGE=BYTES in the environment, e.g. under mpirun)")]
    TooBig {
        /// Payload bytes.
        len: u64,
        /// The maximum message size.
        max: u64,
    },
    /// The receiving node has no server function for this call site.
    #[error("unknown call site {0}")]
    UnknownSite(u32),
    /// The peer was built from a different module.
    #[error("{0}")]
    BuildId(String),
    /// The target object is not (or no longer) in its node's object table.
    #[error("no object {object} on node {node}")]
    NoObject {
        /// The owner node.
        node: usize,
        /// The object id.
        object: u64,
    },
    /// The target object's type is not the type of the method's self (the message names
    /// both).
    #[error("{0}")]
    WrongType(String),
    /// A call on the null reference.
    #[error("call on the null reference")]
    NullRef,
    /// A node outside `0..nodes`.
    #[error("node {node} does not exist (the job has {nodes} {})", if *.nodes == 1 { "node" } else { "nodes" })]
    BadNode {
        /// The node asked for.
        node: i64,
        /// How many nodes there are.
        nodes: usize,
    },
    /// The server function failed with this status (and message, if any).
    #[error("the server function failed with status {code}{}", if .message.is_empty() { String::new() } else { format!(": {}", .message) })]
    Remote {
        /// The status the server function returned.
        code: i32,
        /// The server's message.
        message: String,
    },
    /// The runtime is not started or could not start.
    #[error("runtime not initialized: {0}")]
    NotInit(String),
    /// Unlock of a monitor that the caller does not hold.
    #[error("unlock of a monitor that this caller does not hold")]
    Lock,
    /// Any other transport failure.
    #[error("transport: {0}")]
    Transport(String),
    /// A peer expects another number of nodes (or claims a rank outside them).
    #[error("{0}")]
    NodeCount(String),
    /// A reserved call-site id or a missing server function in a dispatch table, or a
    /// program call of a reserved (runtime built-in) call site.
    #[error("{0}")]
    BadSite(String),
    /// Nested calls served on one thread went deeper than the runtime allows.
    #[error("call depth limit {limit} exceeded (nested remote calls served on one thread)")]
    Depth {
        /// The limit.
        limit: usize,
    },
    /// An argument or result the marshaler cannot send (its size or variant unknown at
    /// run time, a tag naming no member); the text names the object and its allocation
    /// site, as the stop of the ABORT mode does.
    #[error("{0}")]
    Unsendable(String),
    /// A call refused because it may be a call-back into an object whose method waits
    /// for a call of its own (exclusive methods, `exclusive.rs`); `CORMI_E_LOCK`.
    #[error("{0}")]
    Reentrant(String),
}

impl Error {
    /// The C status code (`CORMI_E_*`) of this error.
    pub fn status(&self) -> i32 {
        match self {
            Error::Timeout { .. } => status::TIMEOUT,
            Error::PeerDead { .. } => status::PEER_DEAD,
            Error::Closed { .. } => status::CLOSED,
            Error::Malformed(_) => status::MALFORMED,
            Error::TooBig { .. } => status::TOO_BIG,
            Error::UnknownSite(_) => status::UNKNOWN_SITE,
            Error::BuildId(_) => status::BUILD_ID,
            Error::NoObject { .. } => status::NO_OBJECT,
            Error::WrongType(_) => status::TYPE,
            Error::NullRef => status::NULL_REF,
            Error::BadNode { .. } => status::BAD_NODE,
            Error::Remote { code, .. } if (1..=status::LAST).contains(code) => *code,
            Error::Remote { .. } => status::REMOTE,
            Error::NotInit(_) => status::NOT_INIT,
            Error::Lock => status::LOCK,
            Error::Transport(_) => status::TRANSPORT,
            Error::NodeCount(_) => status::NODE_COUNT,
            Error::BadSite(_) => status::BAD_SITE,
            Error::Depth { .. } => status::DEPTH,
            Error::Unsendable(_) => status::UNSENDABLE,
            Error::Reentrant(_) => status::LOCK,
        }
    }

    /// Rebuilds an error from an error reply: status `code` and message text from the
    /// wire, for a call of `site` on `object` at `node`.
    pub fn from_reply(code: i32, message: String, node: usize, site: u32, object: u64) -> Error {
        match code {
            status::MALFORMED => Error::Malformed(message),
            status::UNKNOWN_SITE => Error::UnknownSite(site),
            status::BUILD_ID => Error::BuildId(message),
            status::NO_OBJECT => Error::NoObject { node, object },
            status::LOCK if !message.is_empty() && message != Error::Lock.to_string() => Error::Reentrant(message),
            status::LOCK => Error::Lock,
            status::BAD_SITE => Error::BadSite(message),
            status::DEPTH => Error::Depth { limit: crate::config::MAX_CALL_DEPTH },
            status::TYPE => Error::WrongType(message),
            status::UNSENDABLE => Error::Unsendable(message),
            _ => Error::Remote { code, message },
        }
    }

    /// The transport error seen on the connection to `node`, as a call error.
    pub fn from_transport(e: &TransportError, node: usize) -> Error {
        match e {
            TransportError::Closed => Error::Closed { node },
            TransportError::Reset(cause) => Error::PeerDead { node, cause: cause.clone() },
            TransportError::TooBig { len, max } => Error::TooBig { len: *len, max: *max },
            TransportError::Malformed(m) => Error::Malformed(m.clone()),
            TransportError::Io(m) => Error::Transport(m.clone()),
            // The link does not know the timeout; callers that do put it in.
            TransportError::TimedOut { .. } => Error::Timeout { node, ms: 0 },
        }
    }
}

/// The static English text of a C status code (what `cormi_strerror` returns).
pub fn status_text(code: i32) -> &'static str {
    match code {
        status::OK => "success",
        status::TIMEOUT => "timed out waiting for the reply",
        status::PEER_DEAD => "the peer node died",
        status::CLOSED => "the connection is closed",
        status::MALFORMED => "malformed message",
        status::TOO_BIG => "message exceeds the maximum message size (cormirun --max-message=BYTES or CORMI_MAX_MESSAGE raises it)",
        status::UNKNOWN_SITE => "unknown call site",
        status::BUILD_ID => "peer built from a different module (build id mismatch)",
        status::NO_OBJECT => "no such object",
        status::NULL_REF => "call on the null reference",
        status::BAD_NODE => "no such node",
        status::REMOTE => "the server function failed",
        status::NOT_INIT => "runtime not initialized",
        status::LOCK => "unlock of a monitor not held, or a call into an object whose method waits for a call of its own (a possible call-back)",
        status::TRANSPORT => "transport failure",
        status::NODE_COUNT => "a peer expects another number of nodes",
        status::BAD_SITE => "reserved call-site id or missing server function",
        status::DEPTH => "call depth limit exceeded",
        status::TYPE => "the object is not of the type the method expects",
        status::UNSENDABLE => "an argument or result cannot be sent (its size or variant is unknown at run time)",
        _ => "unknown status",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_node_counts_nodes_in_good_english() {
        assert_eq!(Error::BadNode { node: 3, nodes: 1 }.to_string(), "node 3 does not exist (the job has 1 node)");
        assert_eq!(Error::BadNode { node: 3, nodes: 2 }.to_string(), "node 3 does not exist (the job has 2 nodes)");
    }
}
