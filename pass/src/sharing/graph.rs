//! The abstract object graph reachable from a set of roots (heap analysis objects and
//! their pointer fields), and how objects and places are named in decisions' reasons.
//! Shared by the cycle-and-sharing analysis and the escape analysis.

use crate::heap::{AbstractObject, AllocSite, HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use std::collections::BTreeSet;

/// Every object reachable from `roots` through pointer fields (any offset), roots
/// included; sorted by id.
pub fn reachable(heap: &HeapAnalysis, roots: impl IntoIterator<Item = Target>) -> BTreeSet<ObjectId> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<ObjectId> = roots.into_iter().map(|t| t.obj).collect();
    while let Some(o) = stack.pop() {
        if !seen.insert(o) {
            continue;
        }
        for (_, ts) in heap.fields(o) {
            stack.extend(ts.iter().map(|t| t.obj).filter(|x| !seen.contains(x)));
        }
    }
    seen
}

/// Whether any target of `ts` lies in an object of `set`.
pub fn hits(ts: &[Target], set: &BTreeSet<ObjectId>) -> bool {
    ts.iter().any(|t| set.contains(&t.obj))
}

/// The first object of `ts` that lies in `set`.
pub fn first_hit(ts: &[Target], set: &BTreeSet<ObjectId>) -> Option<ObjectId> {
    ts.iter().map(|t| t.obj).find(|o| set.contains(o))
}

/// The fields of `p` (offset) that may point into `o`.
pub fn field_to(heap: &HeapAnalysis, p: ObjectId, o: ObjectId) -> Option<Offset> {
    heap.fields(p).iter().find(|(_, ts)| ts.iter().any(|t| t.obj == o)).map(|(off, _)| *off)
}

/// ` at file:line` of an instruction, or ` in f` without debug info (with the space, to
/// follow a noun: "the store at t.c:4", "the store in main").
pub fn place(inst: LLVMValueRef) -> String {
    match ir::source_loc(inst) {
        Some(l) => format!(" at {}:{}", l.file, l.line),
        None => format!(" in {}", ir::name(ir::parent_function(inst))),
    }
}

/// An object in source terms: `the object allocated at list.c:12 (cormi_alloc_object)`
/// (`allocated in main` without debug info),
/// `global 'd' (fig11.c:7)`, `a local of f (t.c:3)`, `a copy received by Foo_send of ...`.
pub fn describe(heap: &HeapAnalysis, o: ObjectId) -> String {
    let obj: &AbstractObject = heap.object(o);
    match &obj.site {
        AllocSite::None => "memory of unknown origin".into(),
        AllocSite::Global(g) => match ir::global_source_loc(*g) {
            Some(l) => format!("global '{}' ({}:{})", ir::name(*g), l.file, l.line),
            None => format!("global '{}'", ir::name(*g)),
        },
        AllocSite::Function(f) => format!("function '{}'", ir::name(*f)),
        AllocSite::VarArgs(f) => format!("the variadic arguments of '{}'", ir::name(*f)),
        AllocSite::Clone { of, method, .. } => format!("a copy received by {method} of {}", describe(heap, *of)),
        AllocSite::Instruction(i) => match &obj.kind {
            ObjectKind::Stack => match ir::source_loc(*i) {
                Some(l) => format!("a local of {} ({}:{})", obj.function, l.file, l.line),
                None => format!("a local of {}", obj.function),
            },
            kind => format!("the object allocated{} ({})", place(*i), kind.label()),
        },
    }
}

/// `field +8 of <object>` (`+*` for a collapsed or variable-index field).
pub fn describe_field(heap: &HeapAnalysis, p: ObjectId, off: Offset) -> String {
    format!("field +{off} of {}", describe(heap, p))
}
