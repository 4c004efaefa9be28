//! Stable call-site ids: FNV-1a 64-bit hashes of names, never of addresses or module
//! order. The hasher is shared with the build id ([`super::build_id`]).
//!
//! A site id hashes (intrinsic kind, enclosing function name, ordinal of the call among
//! the intrinsic calls of that function, method name). It is the same across runs and
//! when unrelated functions are added, removed or reordered. Both ends of a connection
//! run the same binary, so ids match (DESIGN.md, object model).

use std::fmt;

/// A call site's stable 64-bit id; printed as `0x` and 16 hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SiteId(pub u64);

impl fmt::Display for SiteId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x{:016x}", self.0)
    }
}

/// The id of the `ordinal`-th intrinsic call in function `caller`, calling `method`.
pub fn site_id(kind: &str, caller: &str, ordinal: u32, method: &str) -> SiteId {
    let mut h = Fnv::new();
    h.field(b"cormi-site-v1");
    h.field(kind.as_bytes());
    h.field(caller.as_bytes());
    h.field(&ordinal.to_le_bytes());
    h.field(method.as_bytes());
    SiteId(h.finish())
}

/// FNV-1a, 64 bit, over length-prefixed fields (so ("ab","c") != ("a","bc")).
pub(super) struct Fnv(u64);

impl Fnv {
    pub(super) fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, data: &[u8]) {
        for &b in data {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    /// A variable-length field: its length, then its bytes.
    pub(super) fn field(&mut self, data: &[u8]) {
        self.bytes(&(data.len() as u64).to_le_bytes());
        self.bytes(data);
    }

    /// A fixed-length field: 8 bytes.
    pub(super) fn u64(&mut self, v: u64) {
        self.bytes(&v.to_le_bytes());
    }

    pub(super) fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_fixed_values() {
        // Pinned: ids must not change between releases without a reason (both ends
        // of a connection and recorded traces rely on them).
        let id = site_id("invoke", "main", 0, "Acc_f");
        assert_eq!(id, site_id("invoke", "main", 0, "Acc_f"));
        assert_ne!(id, site_id("invoke", "main", 1, "Acc_f"));
        assert_ne!(id, site_id("create", "main", 0, "Acc_f"));
        assert_ne!(site_id("invoke", "ab", 0, "c"), site_id("invoke", "a", 0, "bc"));
    }
}
