//! The printers of the module-wide facts, one line per fact, sorted by the allocation
//! site's physical number (`(P) kind @function:line`, from the first abstract object of
//! that number), for FileCheck:
//!
//! ```text
//! ptr-read (3) malloc @main:14 +8 unexplained
//! scalar-store (3) malloc @main:14 +0 size=8: double stored in main:15
//! int-to-ptr (2) malloc @make:4 at @use:9
//! ```

use super::int_to_ptr::IntToPointers;
use super::ptr_reads::PointerReads;
use super::scalar_stores::ScalarStores;
use super::union_ties::UnionTies;
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::heap::HeapAnalysis;
use crate::ir;
use std::collections::HashMap;
use std::io::Write;

/// `print<cormi-ptr-reads>`: every slot read as a pointer, and whether some read of it is
/// unexplained (the receiver writes NULL there). Errors: a module the heap analysis cannot
/// read.
pub fn run_ptr_reads(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    let reads = cx.get::<PointerReads>()?;
    let names = site_names(&heap);
    for (p, offset, unexplained) in reads.slots() {
        let how = if unexplained { "unexplained" } else { "explained" };
        writeln!(out, "ptr-read {} +{offset} {how}", names.of(p))?;
    }
    Ok(Changed::No)
}

/// `print<cormi-scalar-stores>`: every store of scalar data into an object. Errors: a
/// module the heap analysis cannot read.
pub fn run_scalar_stores(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    let stores = cx.get::<ScalarStores>()?;
    let names = site_names(&heap);
    for (p, list) in stores.by_physical() {
        for s in list {
            writeln!(out, "scalar-store {} +{} size={}: {}", names.of(p), s.offset, s.size, s.what)?;
        }
    }
    Ok(Changed::No)
}

/// `print<cormi-int-to-ptr>`: per allocation site, the first instruction that may turn an
/// integer into a pointer to it (an `inttoptr` of a computed integer, a pointer load of
/// integer pieces, a piece's store into a slot read as a pointer). Errors: a module the heap analysis cannot read.
pub fn run_int_to_ptr(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    let found = cx.get::<IntToPointers>()?;
    let names = site_names(&heap);
    for (p, inst) in found.entries() {
        writeln!(out, "int-to-ptr {} at {}", names.of(p), ir::instruction_place(inst))?;
    }
    Ok(Changed::No)
}

/// `print<cormi-union-ties>`: every pointer store into an object with a constant stored
/// beside it (in the block, or on every path to the store), as `rel/size=value` from the
/// pointer's address. Empty without a `CORMI_UNION` marker in the module. Errors: a module
/// the heap analysis cannot read.
pub fn run_union_ties(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    let ties = cx.get::<UnionTies>()?;
    let names = site_names(&heap);
    let list =
        |ts: &[crate::heap::Target]| ts.iter().map(|t| format!("{} +{}", names.of(heap.object(t.obj).physical), t.offset)).collect::<Vec<_>>().join(", ");
    for s in ties.stores.iter().filter(|s| !s.near.is_empty()) {
        let near: Vec<String> = s.near.iter().map(|c| format!("{}/{}={}", c.rel, c.size, c.value)).collect();
        writeln!(out, "union-tie at {} into [{}] of [{}] beside {}", ir::instruction_place(s.inst), list(&s.dst), list(&s.value), near.join(" "))?;
    }
    Ok(Changed::No)
}

/// The names of allocation sites by physical number, found once (a printer names many).
struct SiteNames<'h> {
    heap: &'h HeapAnalysis,
    /// Physical number -> its first object (the one that names it).
    first: HashMap<u32, usize>,
}

impl SiteNames<'_> {
    /// `(P) kind @function:line` of the first object with physical number `p`.
    fn of(&self, p: u32) -> String {
        match self.first.get(&p) {
            Some(&i) => object_name(&self.heap.objects()[i], p),
            None => format!("({p})"),
        }
    }
}

/// The first object of every physical number of `heap`.
fn site_names(heap: &HeapAnalysis) -> SiteNames<'_> {
    let mut first = HashMap::new();
    for (i, o) in heap.objects().iter().enumerate() {
        first.entry(o.physical).or_insert(i);
    }
    SiteNames { heap, first }
}

/// `(P) kind @function:line` of object `o` of physical number `p`.
fn object_name(o: &crate::heap::AbstractObject, p: u32) -> String {
    let line = o.line.map(|l| format!(":{l}")).unwrap_or_default();
    format!("({p}) {} @{}{line}", o.kind.label(), o.function)
}
