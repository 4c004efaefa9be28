//! Stable call-site ids and the module build id: FNV-1a 64-bit hashes of names and
//! types, never of addresses or module order.
//!
//! A site id hashes (intrinsic kind, enclosing function name, ordinal of the call among
//! the intrinsic calls of that function, method name). It is the same across runs and
//! when unrelated functions are added, removed or reordered. Both ends of a connection
//! run the same binary, so ids match (DESIGN.md, object model).

use super::{CallSite, Origins, RemoteMethod};
use crate::ir;
use llvm_sys::prelude::LLVMModuleRef;
use std::ffi::CStr;
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
/// module is refused at the handshake (DESIGN.md, object model): the data layout and
/// target triple, then every top-level entity of the module printed as IR (named struct
/// types, globals, function definitions and declarations, attribute groups) in sorted
/// order ([`hash_module`]), then every remote method (name,
/// function type, origins) and every call site (id, passed and parameter types) in
/// sorted order. Deterministic across runs; computed by discovery, before code
/// generation changes the module, so both ends (the same binary) agree.
pub fn build_id(module: LLVMModuleRef, sites: &[CallSite], methods: &[RemoteMethod]) -> u64 {
    let mut h = Fnv::new();
    h.field(b"cormi-build-v2");
    hash_module(module, &mut h);
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

/// Hashes the module's content (see [`build_id`]): the module printed once as IR, cut
/// into its top-level entities (a function definition from `define` to `}`, any other
/// line: a type, a global, a declaration, an attribute group), sorted, so that the
/// order of entities does not matter. Comments, `source_filename` and metadata
/// definitions (`!N = ...`: debug info, which holds build paths) are left out;
/// instructions' metadata references stay. One print of the module: printing each
/// value separately re-numbers the whole module every time (quadratic).
fn hash_module(module: LLVMModuleRef, h: &mut Fnv) {
    use llvm_sys::core::*;
    // SAFETY: read-only queries and printing of a live module; printed strings are
    // disposed.
    let text = unsafe {
        h.field(CStr::from_ptr(LLVMGetDataLayoutStr(module)).to_bytes());
        h.field(CStr::from_ptr(LLVMGetTarget(module)).to_bytes());
        printed(LLVMPrintModuleToString(module))
    };
    let mut entities: Vec<&str> = Vec::new();
    let mut function_start: Option<usize> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        let trimmed = line.trim_end();
        if let Some(start) = function_start {
            if trimmed == "}" {
                entities.push(&text[start..offset]);
                function_start = None;
            }
            continue;
        }
        if trimmed.starts_with("define ") {
            function_start = Some(at);
        } else if !(trimmed.is_empty() || trimmed.starts_with(';') || trimmed.starts_with('!') || trimmed.starts_with("source_filename")) {
            entities.push(trimmed);
        }
    }
    if let Some(start) = function_start {
        entities.push(&text[start..]);
    }
    entities.sort_unstable();
    for e in entities {
        h.field(e.as_bytes());
    }
}

/// An LLVM-allocated message as a `String` (disposed).
///
/// # Safety
/// `raw` is a NUL-terminated message that LLVM allocated and nobody else disposes.
unsafe fn printed(raw: *mut std::ffi::c_char) -> String {
    let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
    llvm_sys::core::LLVMDisposeMessage(raw);
    s
}

/// FNV-1a, 64 bit, over length-prefixed fields (so ("ab","c") != ("a","bc")).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, data: &[u8]) {
        for &b in data {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn field(&mut self, data: &[u8]) {
        self.bytes(&(data.len() as u64).to_le_bytes());
        self.bytes(data);
    }

    fn finish(&self) -> u64 {
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
