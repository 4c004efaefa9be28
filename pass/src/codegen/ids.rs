//! Wire ids of call sites: discovery's 64-bit [`SiteId`]s folded to the runtime's 32-bit
//! call-site ids (`cormi_site.id`, rt-c/include/cormi_rt.h), below
//! `CORMI_RESERVED_SITES`. Folding can collide; a collision is a compile error naming
//! both sites (never two sites on one id).

use crate::abi::RESERVED_SITES;
use crate::diag::{At, Diagnostic};
use crate::discovery::{CallSite, SiteId};
use std::collections::HashMap;

/// Folds a 64-bit site id to a 32-bit wire id: high xor low half, moved out of the
/// reserved range `[CORMI_RESERVED_SITES, 2^32)` by clearing bit 31 there.
pub fn fold(id: SiteId) -> u32 {
    let v = (id.0 >> 32) as u32 ^ id.0 as u32;
    if v >= RESERVED_SITES {
        v & 0x7FFF_FFFF
    } else {
        v
    }
}

/// The wire id of each site, in the order of `sites`. Errors: one per site whose folded
/// id equals an earlier site's (the message names both).
pub fn wire_ids(sites: &[CallSite]) -> Result<Vec<u32>, Vec<Diagnostic>> {
    let mut seen: HashMap<u32, &CallSite> = HashMap::new();
    let mut errors = Vec::new();
    let mut out = Vec::with_capacity(sites.len());
    for s in sites {
        let w = fold(s.id);
        if let Some(other) = seen.get(&w) {
            errors.push(Diagnostic::error(
                At::Instruction(s.call),
                format!(
                    "call site {} of '{}' folds to wire id 0x{w:08x}, like call site {} of '{}' in '{}'; rename a function to separate them",
                    s.id, s.method_name, other.id, other.method_name, other.caller_name
                ),
            ));
        } else {
            seen.insert(w, s);
        }
        out.push(w);
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_xors_halves() {
        assert_eq!(fold(SiteId(0x0000_0001_0000_0002)), 3);
        assert_eq!(fold(SiteId(0x1234_5678_0000_0000)), 0x1234_5678);
    }

    #[test]
    fn fold_avoids_reserved_ids() {
        let w = fold(SiteId(0x0000_0000_FFFF_FF05));
        assert!(w < RESERVED_SITES);
        assert_eq!(w, 0x7FFF_FF05);
    }
}
