//! Stable call-site ids and the module build id: FNV-1a 64-bit hashes of names and
//! types, never of addresses or module order.
//!
//! A site id hashes (intrinsic kind, enclosing function name, ordinal of the call among
//! the intrinsic calls of that function, method name). It is the same across runs and
//! when unrelated functions are added, removed or reordered. Both ends of a connection
//! run the same binary, so ids match (DESIGN.md, object model).

use super::fnv::Fnv;
use super::{CallSite, Origins, RemoteMethod};
use crate::ir;
use llvm_sys::prelude::LLVMModuleRef;
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

/// The build id: a hash of the whole module's content, so that a peer built from another
/// module is refused at the handshake (DESIGN.md, object model): the module's structure
/// (globals, functions, instructions, constants, types; in sorted order, without
/// printing it: [`content_hash::hash_module`](super::content_hash::hash_module)), then every remote method (name,
/// function type, origins) and every call site (id, passed and parameter types) in
/// sorted order. Deterministic across runs; computed by discovery, before code
/// generation changes the module, so both ends (the same binary) agree.
pub fn build_id(module: LLVMModuleRef, sites: &[CallSite], methods: &[RemoteMethod]) -> u64 {
    let mut h = Fnv::new();
    h.field(b"cormi-build-v3");
    super::content_hash::hash_module(module, &mut h);
    for m in methods {
        h.field(m.name.as_bytes());
        // SAFETY: a remote method is a live Function; its value type is its FunctionType.
        let fty = unsafe { llvm_sys::core::LLVMGlobalGetValueType(m.function) };
        h.field(ir::type_str(fty).as_bytes());
        h.field(&[m.origins.contains(Origins::INVOKED) as u8, m.origins.contains(Origins::CREATED) as u8, m.origins.contains(Origins::ANNOTATED) as u8]);
    }
    let mut sorted: Vec<&CallSite> = sites.iter().collect();
    sorted.sort_by_key(|s| s.id);
    for s in sorted {
        h.field(&s.id.0.to_le_bytes());
        h.field(ir::type_str(s.ret).as_bytes());
        for a in &s.args {
            h.field(ir::type_str(a.passed).as_bytes());
            h.field(ir::type_str(a.param_ty).as_bytes());
        }
    }
    h.finish()
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
