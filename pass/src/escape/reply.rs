//! Ownership of returned graphs on the serving node (DESIGN.md "Object model",
//! ownership): per remote method returning a pointer, whether the method keeps any
//! object of the graph it returns. When it keeps none, the server function frees every
//! object of the graph once the reply is marshaled (`plan::decide`, codegen's
//! `server.rs`); otherwise the graph stays the method's.
//!
//! The graph is what the method's `ret` instructions may point to, and everything
//! reachable from it. It is kept when an object of it
//! - may be a remote object (`self` of a remote method: the runtime's object table holds it),
//! - is not a block `free` can take (a global, a local, a string literal, library storage,
//!   memory of unknown origin, an allocator other than the malloc family),
//! - or escapes by the server-side rules of [`super::escapes`] (stored into `self`, a
//!   global or any other object outside the graph, handed to a thread or unknown code,
//!   turned into an integer or text), except two that do not keep it: being returned by
//!   the method (that is the reply) and being passed to `free` (a program that frees what
//!   it returns is wrong without cormi; freeing another object of the same allocation
//!   site leaves this one to the reply), and being held by a local that nothing else
//!   reaches ([`private_slot`]).

use super::{escapes, Side, Verdict};
use crate::discovery::{CallSite, IntrinsicKind};
use crate::heap::{AllocSite, HeapAnalysis, ObjectId, ObjectKind, Target};
use crate::ir;
use crate::module_scan::ModuleScan;
use crate::sharing::graph::{self, describe};
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeMap, BTreeSet};

/// Allocation functions whose blocks plain `free` releases (the malloc family and the
/// functions and wrappers that return its blocks). Not `operator new` or Rust's allocator.
const FREEABLE: &[&str] = &[
    "malloc",
    "calloc",
    "realloc",
    "reallocarray",
    "aligned_alloc",
    "memalign",
    "valloc",
    "pvalloc",
    "posix_memalign",
    "strdup",
    "strndup",
    "__strdup",
    "getline",
    "getdelim",
    "__getdelim",
    "__asprintf",
    "asprintf",
    "vasprintf",
    "cormi_alloc_object",
    "cormi_alloc_array",
    "xmalloc",
    "xcalloc",
    "xrealloc",
    "xstrdup",
];

/// The decision for the graph one remote method returns (server side).
#[derive(Clone, Debug)]
pub struct ReplyDecision {
    /// The method.
    pub method: LLVMValueRef,
    /// Its name.
    pub method_name: String,
    /// `Reuse`: the method keeps no object of the graph (freed after the reply is
    /// marshaled); `Escapes`: it may keep one (left to the method).
    pub verdict: Verdict,
    /// Why, in source terms.
    pub reason: String,
}

/// One decision per remote method (invoke sites only) whose result is a pointer, sorted
/// by method name.
pub fn analyse(
    sites: &[CallSite],
    heap: &HeapAnalysis,
    scan: &ModuleScan,
    frame_of: impl Fn(LLVMValueRef) -> std::collections::HashSet<LLVMValueRef>,
) -> Vec<ReplyDecision> {
    let selves: BTreeSet<ObjectId> = sites
        .iter()
        .filter(|s| s.kind == IntrinsicKind::Invoke)
        .filter_map(|s| ir::params(s.method).first().copied())
        .flat_map(|p| heap.points_to(p).iter().map(|t| t.obj).collect::<Vec<_>>())
        .collect();
    let mut methods: BTreeMap<String, LLVMValueRef> = BTreeMap::new();
    for s in sites.iter().filter(|s| s.kind == IntrinsicKind::Invoke && ir::is_pointer(s.ret)) {
        methods.insert(s.method_name.clone(), s.method);
    }
    methods
        .into_iter()
        .map(|(name, method)| {
            let g = graph::reachable(heap, returned(heap, method));
            let side = Side::Reply { method, frame: frame_of(method) };
            let (verdict, reason) = match kept(heap, scan, &g, &selves, &side) {
                Ok(()) => (Verdict::Reuse, "the method keeps no object of it".to_string()),
                Err(why) => (Verdict::Escapes, why),
            };
            ReplyDecision { method, method_name: name, verdict, reason }
        })
        .collect()
}

/// Every target a `ret` of `method` may return.
fn returned(heap: &HeapAnalysis, method: LLVMValueRef) -> Vec<Target> {
    ir::function_instructions(method)
        .into_iter()
        .filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMRet && ir::num_operands(i) == 1)
        .flat_map(|i| heap.points_to(ir::operand(i, 0)).to_vec())
        .collect()
}

/// `Err(why)` when the method may keep an object of `g` (or `free` cannot take one).
fn kept(heap: &HeapAnalysis, scan: &ModuleScan, g: &BTreeSet<ObjectId>, selves: &BTreeSet<ObjectId>, side: &Side) -> Result<(), String> {
    if let Some(&o) = g.iter().find(|o| selves.contains(o)) {
        return Err(format!("it may reach a remote object ({}), which the node keeps", describe(heap, o)));
    }
    escapes(heap, scan, g, side)?;
    match g.iter().find(|o| !freeable(heap, **o)) {
        Some(&o) => Err(format!("it may point to {}, which is not a heap block the node could free", describe(heap, o))),
        None => Ok(()),
    }
}

/// Whether `p` is a local of some function that nothing else can reach (no field of any
/// object points to it, it never escaped): only its own function reads it, and an object
/// of the same allocation site it holds is another run-time object than the one the
/// reply is marshaled from (a graph the method returns reaches such a local only through
/// memory, which the other checks see). So a helper that the program also calls locally,
/// keeping its result in a local, does not keep the method's result.
pub(super) fn private_slot(heap: &HeapAnalysis, p: &crate::heap::AbstractObject) -> bool {
    if p.kind != ObjectKind::Stack || p.escaped {
        return false;
    }
    let here = BTreeSet::from([p.id]);
    !heap.objects().iter().any(|o| heap.fields(o.id).iter().any(|(_, ts)| graph::hits(ts, &here)))
}

/// Whether plain `free` releases the objects of `o` at run time.
fn freeable(heap: &HeapAnalysis, o: ObjectId) -> bool {
    let obj = heap.object(o);
    match (&obj.site, &obj.kind) {
        // Received copies are allocated by the unmarshaler through malloc.
        (AllocSite::Clone { .. }, _) => true,
        (_, ObjectKind::Heap(f)) => FREEABLE.contains(&f.as_str()),
        _ => false,
    }
}
