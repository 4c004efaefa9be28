//! Unions that need no `CORMI_UNION` marker because the analysis proves which kind of
//! member they hold: a union whose bytes only ever receive pointers (no data store lands
//! on a pointer there: the union conflict check found none) is sent as those pointers,
//! and one that never holds a pointer (no pointer is stored in it or read from it) is
//! sent as bytes. The decision is remark `UnionByProof`; unions are found by the struct
//! types that reach the objects ([`crate::facts::struct_types`]: clang's `union.*`
//! members), so a struct only ever copied as bytes has none to report, nor one whose
//! union type `llvm-link` merged into another module's struct of the same body.

use crate::facts::struct_types::{StructName, UnionRange};
use crate::facts::Facts;
use crate::heap::ObjectId;

/// The remark text for the unions of `objs` (structs, or records of `rec` bytes) with
/// pointer fields at `ptr_offsets`; `None` when no struct type shows a union.
pub fn note(facts: &Facts, objs: &[ObjectId], rec: u64, ptr_offsets: &[u64], whose: &str) -> Option<String> {
    let mut found: Vec<(UnionRange, String)> = Vec::new();
    for &o in objs {
        for a in facts.types.at_records(o, rec) {
            let StructName::Ir(_, size) = &a.name else { continue };
            if *size != rec {
                continue;
            }
            for u in a.unions.iter() {
                if !found.iter().any(|(x, _)| x.offset == u.offset && x.size == u.size) {
                    found.push((u.clone(), a.name.c_name()));
                }
            }
        }
    }
    if found.is_empty() {
        return None;
    }
    found.sort_by_key(|(u, _)| u.offset);
    let parts: Vec<String> = found.iter().map(|(u, of)| describe(u, of, ptr_offsets)).collect();
    Some(format!("{whose}: {}", parts.join("; ")))
}

/// `the union at bytes 8..16 of struct Value only ever holds a pointer (sent as the
/// pointer at byte 8)`.
fn describe(u: &UnionRange, of: &str, ptr_offsets: &[u64]) -> String {
    let name = match u.name.strip_prefix("union.") {
        Some(n) if !n.starts_with("anon") => format!("union {n}"),
        _ => "the union".to_string(),
    };
    let inside: Vec<String> = ptr_offsets.iter().filter(|&&p| p >= u.offset && p + 8 <= u.offset + u.size).map(|p| p.to_string()).collect();
    let what = match inside.len() {
        0 => "never holds a pointer (sent as bytes)".to_string(),
        1 => format!("only ever holds a pointer (sent as the pointer at byte {})", inside[0]),
        _ => format!("only ever holds pointers (sent as the pointers at bytes {})", inside.join(", ")),
    };
    format!("{name} at bytes {}..{} of {of} {what}", u.offset, u.offset + u.size)
}

/// `; bytes 8..16 are the union of struct Value` for the union that covers byte `off` of
/// `objs` (records of `rec` bytes; `None`: a struct of run-time size), for error
/// messages that name a byte offset; empty when no struct type shows one.
pub fn union_at(facts: &Facts, objs: &[ObjectId], rec: Option<u64>, off: u64) -> String {
    let rec = rec.unwrap_or(u64::MAX);
    for &o in objs {
        for a in facts.types.at_records(o, rec) {
            if let Some(u) = a.unions.iter().find(|u| u.offset <= off && off < u.offset + u.size) {
                let name = match u.name.strip_prefix("union.") {
                    Some(n) if !n.starts_with("anon") => format!("union {n}"),
                    _ => "the union".to_string(),
                };
                return format!("; bytes {}..{} are {name} of {}", u.offset, u.offset + u.size, a.name.c_name());
            }
        }
    }
    String::new()
}
