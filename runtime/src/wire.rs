//! The wire format: every byte layout that crosses a connection is defined here and
//! nowhere else.
//!
//! A frame is a fixed 48-byte [`Header`] followed by `len` payload bytes. All fields are
//! in native byte order (both ends run the same binary, see DESIGN.md).
//!
//! | offset | size | field |
//! | --- | --- | --- |
//! | 0 | 4 | magic `CRMI` ([`MAGIC`]) |
//! | 4 | 2 | protocol version ([`VERSION`]) |
//! | 6 | 2 | flags ([`flags`]) |
//! | 8 | 4 | call-site id |
//! | 12 | 4 | replies and hello refusals: status (0 or a `CORMI_E_*` code); requests: lane |
//! | 16 | 8 | request id (a reply echoes its request's) |
//! | 24 | 8 | build id of the sender's module |
//! | 32 | 8 | target object id on the receiving node (0: the node itself) |
//! | 40 | 8 | payload length in bytes |
//!
//! A request's *lane* ([`Header::lane`]) names the sending thread and its nesting level;
//! the receiver serves the one-way requests of a lane, and a request that follows them
//! on that lane, in order and one at a time (`lanes.rs`).
//!
//! Payloads: a request carries the marshaled arguments; an OK reply the marshaled result;
//! an error reply (flag [`flags::ERROR`]) a UTF-8 message. A hello frame (flag
//! [`flags::HELLO`]) carries [`Hello`]. Built-in call sites ([`sites`]) define their own
//! small payloads next to their ids.

/// `CRMI` read as a native u32 from the first four bytes.
pub const MAGIC: u32 = u32::from_ne_bytes(*b"CRMI");
/// Protocol version; a peer with another version is refused. Version 2: requests carry
/// a lane in the status word.
pub const VERSION: u16 = 2;
/// Bytes in a header.
pub const HEADER_SIZE: usize = 48;

/// Header flag bits.
pub mod flags {
    /// The frame is a reply to the request with the same request id.
    pub const REPLY: u16 = 1 << 0;
    /// A reply whose status is non-zero; the payload is a message.
    pub const ERROR: u16 = 1 << 1;
    /// A one-way request: the receiver sends no reply.
    pub const ONEWAY: u16 = 1 << 2;
    /// A connection handshake frame.
    pub const HELLO: u16 = 1 << 3;
    /// The sender closes the connection in an orderly way (finalize).
    pub const GOODBYE: u16 = 1 << 4;
    /// A request whose large blocks stay in the caller's memory: its payload starts with
    /// [`super::RemoteBlocks`]; the receiver reads the blocks under the caller's lease.
    pub const REMOTE: u16 = 1 << 5;
}

/// Call-site ids reserved for the runtime's built-in operations (>= CORMI_RESERVED_SITES).
pub mod sites {
    /// First reserved id; program call sites are below it.
    pub const RESERVED: u32 = 0xFFFF_FF00;
    /// Drop the target object from the table. Payload: none.
    pub const RELEASE: u32 = RESERVED + 1;
    /// Enter the target object's monitor. Payload: caller rank u32, caller thread u64.
    pub const LOCK: u32 = RESERVED + 2;
    /// Leave the target object's monitor. Payload: as LOCK.
    pub const UNLOCK: u32 = RESERVED + 3;
    /// Stop serving and exit (sent by rank 0's finalize). Payload: none.
    pub const SHUTDOWN: u32 = RESERVED + 4;
    /// Do nothing and reply empty (for latency measurements). Payload: anything.
    pub const PING: u32 = RESERVED + 5;
    /// Withdraw a lock request that timed out (payload as LOCK): a still-queued request
    /// leaves the queue; a request granted meanwhile is released at once.
    pub const LOCK_CANCEL: u32 = RESERVED + 6;
    /// Sent by a rank above 0 to rank 0 once its links to every other rank are up
    /// (start-up barrier: rank 0's `cormi_init` returns when all ranks sent it). Payload:
    /// none.
    pub const READY: u32 = RESERVED + 7;
    /// Sent by rank 0's finalize to every other rank before SHUTDOWN: run the one-way
    /// calls this node's threads and methods sent (fence their lanes), then reply. Payload:
    /// none; reply: u32 little-endian, how many (peer, lane) pairs were fenced (0: none
    /// left, so no further round is needed).
    pub const QUIESCE: u32 = RESERVED + 8;
}

/// A decoded frame header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Header {
    /// Flag bits ([`flags`]).
    pub flags: u16,
    /// Call-site id.
    pub site: u32,
    /// Replies and hello refusals: 0 or a `CORMI_E_*` code (0 in requests).
    pub status: i32,
    /// Requests: the sender's lane (its thread and nesting level, see `lanes.rs`); shares
    /// the status word on the wire, so 0 in every other frame.
    pub lane: u32,
    /// Request id; a reply echoes it.
    pub request: u64,
    /// Build id of the sender's module.
    pub build: u64,
    /// Target object id on the receiver (0: the node).
    pub object: u64,
    /// Payload bytes following the header.
    pub len: u64,
}

/// Why a header was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    #[error("fewer than {HEADER_SIZE} header bytes ({0})")]
    /// Fewer bytes than a header.
    Truncated(usize),
    #[error("bad magic {0:#010x} (not a cormi peer)")]
    /// Not a cormi frame.
    BadMagic(u32),
    #[error("protocol version {0}, this node speaks {VERSION}")]
    /// Another protocol version.
    BadVersion(u16),
    /// The payload length exceeds the maximum message size.
    #[error("payload of {len} bytes exceeds the maximum of {max}")]
    TooBig {
        /// Announced payload bytes.
        len: u64,
        /// The maximum accepted.
        max: u64,
    },
}

impl Header {
    /// Writes the header into the first [`HEADER_SIZE`] bytes of `out`.
    /// Panics if `out` is shorter (callers always reserve the header first).
    pub fn encode(&self, out: &mut [u8]) {
        let o = &mut out[..HEADER_SIZE];
        o[0..4].copy_from_slice(&MAGIC.to_ne_bytes());
        o[4..6].copy_from_slice(&VERSION.to_ne_bytes());
        o[6..8].copy_from_slice(&self.flags.to_ne_bytes());
        o[8..12].copy_from_slice(&self.site.to_ne_bytes());
        let word = if self.is_request() { self.lane } else { self.status as u32 };
        o[12..16].copy_from_slice(&word.to_ne_bytes());
        o[16..24].copy_from_slice(&self.request.to_ne_bytes());
        o[24..32].copy_from_slice(&self.build.to_ne_bytes());
        o[32..40].copy_from_slice(&self.object.to_ne_bytes());
        o[40..48].copy_from_slice(&self.len.to_ne_bytes());
    }

    /// The header as a fresh byte array.
    pub fn to_bytes(&self) -> [u8; HEADER_SIZE] {
        let mut b = [0u8; HEADER_SIZE];
        self.encode(&mut b);
        b
    }

    /// Decodes and validates a header: magic, version, and `len <= max_payload`. The
    /// length check happens here, before anyone allocates the payload.
    pub fn decode(bytes: &[u8], max_payload: u64) -> Result<Header, WireError> {
        if bytes.len() < HEADER_SIZE {
            return Err(WireError::Truncated(bytes.len()));
        }
        let magic = u32::from_ne_bytes(bytes[0..4].try_into().unwrap());
        if magic != MAGIC {
            return Err(WireError::BadMagic(magic));
        }
        let version = u16::from_ne_bytes(bytes[4..6].try_into().unwrap());
        if version != VERSION {
            return Err(WireError::BadVersion(version));
        }
        let flags = u16::from_ne_bytes(bytes[6..8].try_into().unwrap());
        let word = u32::from_ne_bytes(bytes[12..16].try_into().unwrap());
        let request = is_request_flags(flags);
        let h = Header {
            flags,
            site: u32::from_ne_bytes(bytes[8..12].try_into().unwrap()),
            status: if request { 0 } else { word as i32 },
            lane: if request { word } else { 0 },
            request: u64::from_ne_bytes(bytes[16..24].try_into().unwrap()),
            build: u64::from_ne_bytes(bytes[24..32].try_into().unwrap()),
            object: u64::from_ne_bytes(bytes[32..40].try_into().unwrap()),
            len: u64::from_ne_bytes(bytes[40..48].try_into().unwrap()),
        };
        if h.len > max_payload {
            return Err(WireError::TooBig { len: h.len, max: max_payload });
        }
        Ok(h)
    }

    /// True for reply frames.
    pub fn is_reply(&self) -> bool {
        self.flags & flags::REPLY != 0
    }

    /// True for requests (not a reply, hello or goodbye): the frames that carry a lane.
    pub fn is_request(&self) -> bool {
        is_request_flags(self.flags)
    }
}

/// Whether frames with these flags are requests.
fn is_request_flags(f: u16) -> bool {
    f & (flags::REPLY | flags::ERROR | flags::HELLO | flags::GOODBYE) == 0
}

/// The payload of a hello frame: who is connecting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hello {
    /// Rank of the sender / caller.
    pub rank: u32,
    /// Number of nodes the sender expects.
    pub nodes: u32,
}

impl Hello {
    /// Payload bytes of a hello.
    pub const SIZE: usize = 8;

    /// The hello payload bytes.
    pub fn to_bytes(&self) -> [u8; Self::SIZE] {
        let mut b = [0u8; Self::SIZE];
        b[0..4].copy_from_slice(&self.rank.to_ne_bytes());
        b[4..8].copy_from_slice(&self.nodes.to_ne_bytes());
        b
    }

    /// Decodes a hello payload.
    pub fn decode(p: &[u8]) -> Option<Hello> {
        if p.len() != Self::SIZE {
            return None;
        }
        Some(Hello { rank: u32::from_ne_bytes(p[0..4].try_into().unwrap()), nodes: u32::from_ne_bytes(p[4..8].try_into().unwrap()) })
    }
}

/// The identity of a monitor holder: (caller rank, caller thread token), the payload of
/// [`sites::LOCK`] and [`sites::UNLOCK`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LockOwner {
    /// Rank of the sender / caller.
    pub rank: u32,
    /// The caller's thread token.
    pub thread: u64,
}

impl LockOwner {
    /// Payload bytes of a lock request.
    pub const SIZE: usize = 12;

    /// The lock payload bytes.
    pub fn to_bytes(&self) -> [u8; Self::SIZE] {
        let mut b = [0u8; Self::SIZE];
        b[0..4].copy_from_slice(&self.rank.to_ne_bytes());
        b[4..12].copy_from_slice(&self.thread.to_ne_bytes());
        b
    }

    /// Decodes a lock payload.
    pub fn decode(p: &[u8]) -> Option<LockOwner> {
        if p.len() != Self::SIZE {
            return None;
        }
        Some(LockOwner { rank: u32::from_ne_bytes(p[0..4].try_into().unwrap()), thread: u64::from_ne_bytes(p[4..12].try_into().unwrap()) })
    }
}

/// One block of a [`flags::REMOTE`] request, left in the caller's memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RemoteBlock {
    /// Where the block belongs in the arguments (offset in the whole payload).
    pub at: u64,
    /// Its address in the caller's process.
    pub addr: u64,
    /// Its length in bytes.
    pub len: u64,
}

/// The head of a [`flags::REMOTE`] request's payload: `[u32 lease tag][u32 count]
/// [count x (u64 at, u64 addr, u64 len)]`, followed by the arguments without the blocks.
pub struct RemoteBlocks;

impl RemoteBlocks {
    /// Bytes of the head for `count` blocks.
    pub fn size(count: usize) -> usize {
        8 + count * 24
    }

    /// Appends the head for lease `tag` and `blocks` to `out`.
    pub fn encode(tag: u32, blocks: impl ExactSizeIterator<Item = RemoteBlock>, out: &mut Vec<u8>) {
        out.extend_from_slice(&tag.to_ne_bytes());
        out.extend_from_slice(&(blocks.len() as u32).to_ne_bytes());
        for b in blocks {
            for v in [b.at, b.addr, b.len] {
                out.extend_from_slice(&v.to_ne_bytes());
            }
        }
    }

    /// The lease tag, the blocks (into `blocks`, cleared first) and the rest of the
    /// payload; None when the head is cut short.
    pub fn decode<'a>(p: &'a [u8], blocks: &mut Vec<RemoteBlock>) -> Option<(u32, &'a [u8])> {
        blocks.clear();
        let tag = u32::from_ne_bytes(p.get(0..4)?.try_into().ok()?);
        let count = u32::from_ne_bytes(p.get(4..8)?.try_into().ok()?) as usize;
        let table = p.get(8..8usize.checked_add(count.checked_mul(24)?)?)?;
        let word = |c: &[u8], i: usize| u64::from_ne_bytes(c[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
        blocks.extend(table.chunks_exact(24).map(|c| RemoteBlock { at: word(c, 0), addr: word(c, 1), len: word(c, 2) }));
        Some((tag, &p[8 + table.len()..]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Header {
        Header { flags: flags::REPLY, site: 7, status: 3, lane: 0, request: 99, build: 0xABCD, object: 5, len: 12 }
    }

    #[test]
    fn a_request_carries_its_lane_in_the_status_word() {
        let req = Header { flags: flags::ONEWAY, status: 0, lane: 0xDEAD_BEEF, len: 0, ..sample() };
        assert_eq!(Header::decode(&req.to_bytes(), 1 << 20), Ok(req));
        assert_eq!(req.to_bytes()[12..16], 0xDEAD_BEEFu32.to_ne_bytes());
        // A reply's word is its status; a lane set by mistake does not leak into it.
        let reply = Header { lane: 9, ..sample() };
        assert_eq!(Header::decode(&reply.to_bytes(), 1 << 20), Ok(Header { lane: 0, ..reply }));
    }

    #[test]
    fn remote_blocks_round_trip_and_a_short_head_is_refused() {
        let blocks = [RemoteBlock { at: 8, addr: 0x1000, len: 1 << 20 }, RemoteBlock { at: 16, addr: 0x9000, len: 70_000 }];
        let mut p = Vec::new();
        RemoteBlocks::encode(7, blocks.iter().copied(), &mut p);
        assert_eq!(p.len(), RemoteBlocks::size(2));
        p.extend_from_slice(b"rest");
        let mut got = Vec::new();
        assert_eq!(RemoteBlocks::decode(&p, &mut got), Some((7, &b"rest"[..])));
        assert_eq!(got, blocks);
        for cut in 0..RemoteBlocks::size(2) {
            assert!(RemoteBlocks::decode(&p[..cut], &mut got).is_none(), "cut at {cut}");
        }
        let mut huge = 1u32.to_ne_bytes().to_vec();
        huge.extend_from_slice(&u32::MAX.to_ne_bytes());
        assert!(RemoteBlocks::decode(&huge, &mut got).is_none());
    }

    #[test]
    fn header_round_trips() {
        let h = sample();
        assert_eq!(Header::decode(&h.to_bytes(), 1 << 20), Ok(h));
    }

    #[test]
    fn bad_magic_is_refused() {
        let mut b = sample().to_bytes();
        b[0] ^= 0xFF;
        assert!(matches!(Header::decode(&b, 1 << 20), Err(WireError::BadMagic(_))));
    }

    #[test]
    fn bad_version_is_refused() {
        let mut b = sample().to_bytes();
        b[4..6].copy_from_slice(&(VERSION + 1).to_ne_bytes());
        assert_eq!(Header::decode(&b, 1 << 20), Err(WireError::BadVersion(VERSION + 1)));
    }

    #[test]
    fn oversize_is_refused_from_the_header_alone() {
        let h = Header { len: u64::MAX, ..sample() };
        assert_eq!(Header::decode(&h.to_bytes(), 1024), Err(WireError::TooBig { len: u64::MAX, max: 1024 }));
    }

    #[test]
    fn truncated_header_is_refused() {
        let b = sample().to_bytes();
        assert_eq!(Header::decode(&b[..HEADER_SIZE - 1], 1024), Err(WireError::Truncated(HEADER_SIZE - 1)));
    }

    #[test]
    fn hello_and_lock_payloads_round_trip() {
        let h = Hello { rank: 3, nodes: 4 };
        assert_eq!(Hello::decode(&h.to_bytes()), Some(h));
        assert_eq!(Hello::decode(&[0; 3]), None);
        let o = LockOwner { rank: 2, thread: 77 };
        assert_eq!(LockOwner::decode(&o.to_bytes()), Some(o));
    }
}
