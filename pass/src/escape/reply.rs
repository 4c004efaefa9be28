//! Ownership of returned graphs on the serving node (DESIGN.md "Object model",
//! ownership): per remote method returning a pointer or a struct value holding pointers
//! (in registers or through memory), whether the method keeps any
//! object of the graph it returns. When it keeps none, the server function frees every
//! object of the graph once the reply is marshaled (`plan::decide`, codegen's
//! `server.rs`); otherwise the graph stays the method's.
//!
//! The graph is what the method's `ret` instructions may point to (every pointer member
//! of a struct value in registers), or what the pointer members of its result slots may
//! point to (a struct returned through memory), and everything reachable from it. It is
//! kept when an object of it
//! - may be a remote object (`self` of a remote method: the runtime's object table holds it),
//! - is not a block `free` can take (a global, a local, a string literal, library storage,
//!   memory of unknown origin, an allocator other than the malloc family),
//! - or escapes by the server-side rules of [`super::escapes`] (stored into `self`, a
//!   global or any other object outside the graph, handed to a thread or unknown code,
//!   turned into an integer that may become a pointer again, or text in memory), except two that do not keep it: being returned by
//!   the method (that is the reply) and being passed to `free` (a program that frees what
//!   it returns is wrong without cormi; freeing another object of the same allocation
//!   site leaves this one to the reply), and being held by a local that nothing else
//!   reaches ([`private_slot`]), by the server's result slot, or by a heap object that is
//!   itself unreachable once the method returns ([`dead_holder`]).
//!
//! A graph the method may keep part of is split ([`split`]): the graph of each pointer
//! member of a struct returned through memory, or, when the method keeps none of the
//! returned objects themselves, the graph of each of their pointer fields (with the
//! objects). Each part is decided by the same rules and left to the method when it shares
//! an abstract object with a part left to it.

use super::{escapes, Side, Verdict};
use crate::discovery::{CallSite, IntrinsicKind};
use crate::heap::layout::Layout;
use crate::heap::{AllocSite, HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use crate::module_scan::ModuleScan;
use crate::plan::has_pointer_member;
use crate::sharing::graph::{self, describe};
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

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

/// How many levels of dead heap holders ([`dead_holder`]) the reply side looks through.
const HOLDER_DEPTH: u8 = 3;

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
    /// When the method may keep part of the graph (`Escapes`): the parts it keeps none
    /// of, each freed on its own ([`Parts`]); empty when the graph is not split.
    pub parts: Vec<PartDecision>,
    /// What the parts are.
    pub parts_of: Parts,
}

/// How a returned graph splits into parts the serving node frees on their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Parts {
    /// Not split.
    #[default]
    None,
    /// The graphs of the pointer members of a struct value.
    Members,
    /// The graphs of the pointer fields of the returned object, which the method keeps
    /// none of (it is freed with the parts freed).
    Fields,
}

/// The decision for one part of a returned graph: a pointer member of a struct result
/// or a pointer field of the returned object, and the graph it points to.
#[derive(Clone, Debug)]
pub struct PartDecision {
    /// Byte offset of the member (in the struct) or the field (in the returned object).
    pub offset: u64,
    /// `Reuse`: the method keeps no object of the part's graph, and no kept part shares
    /// an object with it (freed after the reply is marshaled); `Escapes`: left to the method.
    pub verdict: Verdict,
    /// Why, in source terms.
    pub reason: String,
}

/// One decision per remote method (invoke sites only) whose result is a pointer or a
/// struct value holding pointers, sorted by method name. `walked` (per method, when
/// known) holds the objects its sites' marshalers may walk.
pub fn analyse(
    sites: &[CallSite],
    heap: &HeapAnalysis,
    scan: &ModuleScan,
    frame_of: impl Fn(LLVMValueRef) -> std::collections::HashSet<LLVMValueRef>,
    walked: &BTreeMap<LLVMValueRef, BTreeSet<ObjectId>>,
) -> Vec<ReplyDecision> {
    let invokes = || sites.iter().filter(|s| s.kind == IntrinsicKind::Invoke);
    let selves: BTreeSet<ObjectId> =
        invokes().filter_map(|s| super::self_param(s.method)).flat_map(|p| heap.points_to(p).iter().map(|t| t.obj).collect::<Vec<_>>()).collect();
    let locals = Rc::new(reached_locals(heap));
    let mut methods: BTreeMap<String, (LLVMValueRef, Parts)> = BTreeMap::new();
    for s in invokes().filter(|s| has_pointer_member(s.sret.unwrap_or(s.ret))) {
        let parts = match (s.sret, ir::is_pointer(s.ret)) {
            (Some(_), _) => Parts::Members,
            (None, true) => Parts::Fields,
            // A struct value in registers: members told apart where its `ret`s build it.
            (None, false) if aggregate_members(heap, s.method).is_some() => Parts::Members,
            (None, false) => Parts::None,
        };
        methods.insert(s.method_name.clone(), (s.method, parts));
    }
    methods
        .into_iter()
        .map(|(name, (method, parts_of))| {
            let slots = result_slots(heap, sites, method);
            let mut g = graph::reachable(heap, returned(heap, method).into_iter().chain(slot_members(heap, &slots)));
            if let Some(w) = walked.get(&method) {
                // The reply frees only what its marshaler walked: objects reached only
                // through members the shapes send as scalars are never among them.
                g.retain(|o| w.contains(o));
            }
            let members = match slots.is_empty() {
                true => aggregate_members(heap, method),
                false => Some(member_roots(heap, &slots)),
            }
            .filter(|_| parts_of == Parts::Members);
            let slots = slots.into_keys().collect();
            let side = Side::Reply { method, frame: frame_of(method), slots, selves: selves.clone(), locals: locals.clone(), holders: HOLDER_DEPTH };
            let (verdict, reason) = match kept(heap, scan, &g, &selves, &side) {
                Ok(()) => (Verdict::Reuse, "the method keeps no object of it".to_string()),
                Err(why) => (Verdict::Escapes, why),
            };
            let mut d = ReplyDecision { method, method_name: name, verdict, reason, parts: Vec::new(), parts_of: Parts::None };
            if verdict == Verdict::Escapes && parts_of != Parts::None {
                let graph_of = |roots: Vec<Target>| {
                    let mut g = graph::reachable(heap, roots);
                    if let Some(w) = walked.get(&method) {
                        g.retain(|o| w.contains(o));
                    }
                    g
                };
                let keeps = |set: &BTreeSet<ObjectId>| kept(heap, scan, set, &selves, &side);
                (d.parts_of, d.parts) = split(heap, method, members, &graph_of, &keeps);
            }
            d
        })
        .collect()
}

/// The parts of a returned graph the method may keep part of, each with its decision:
/// the members of a struct result (`members`, by byte offset), else the fields of the
/// returned objects when the method keeps none of those objects themselves. A part is
/// freed when the method keeps no object of its graph (`keeps`; for fields, together
/// with the returned objects, which hold it) and its graph shares no object with a part
/// left to the method (one handle table copies a shared object once; freeing it with
/// one part would free it under the other).
fn split(
    heap: &HeapAnalysis,
    method: LLVMValueRef,
    members: Option<Vec<(u64, Vec<Target>)>>,
    graph_of: &dyn Fn(Vec<Target>) -> BTreeSet<ObjectId>,
    keeps: &dyn Fn(&BTreeSet<ObjectId>) -> Result<(), String>,
) -> (Parts, Vec<PartDecision>) {
    let (parts_of, roots, heads) = match members {
        Some(m) => (Parts::Members, m, BTreeSet::new()),
        None => {
            let heads: BTreeSet<ObjectId> = returned(heap, method).iter().map(|t| t.obj).collect();
            let Some(fields) = head_fields(heap, &heads) else { return (Parts::None, Vec::new()) };
            if keeps(&heads).is_err() {
                return (Parts::None, Vec::new());
            }
            (Parts::Fields, fields, heads)
        }
    };
    let graphs: Vec<(u64, BTreeSet<ObjectId>)> = roots.into_iter().map(|(off, r)| (off, graph_of(r))).collect();
    let mut parts: Vec<PartDecision> = graphs
        .iter()
        .map(|(off, g)| {
            let with_heads: BTreeSet<ObjectId> = g.union(&heads).copied().collect();
            match keeps(&with_heads) {
                Ok(()) => PartDecision { offset: *off, verdict: Verdict::Reuse, reason: "the method keeps no object of it".into() },
                Err(why) => PartDecision { offset: *off, verdict: Verdict::Escapes, reason: why },
            }
        })
        .collect();
    // Sharing with a kept part leaves a part to the method too, until none is added.
    while let Some(k) = (0..parts.len()).find(|&k| {
        parts[k].verdict == Verdict::Reuse && (0..parts.len()).any(|j| parts[j].verdict == Verdict::Escapes && !graphs[k].1.is_disjoint(&graphs[j].1))
    }) {
        let j = (0..parts.len()).find(|&j| parts[j].verdict == Verdict::Escapes && !graphs[k].1.is_disjoint(&graphs[j].1)).expect("found above");
        let what = if parts_of == Parts::Members { "member" } else { "field" };
        parts[k].verdict = Verdict::Escapes;
        parts[k].reason = format!("it may share objects with the {what} at byte {}, which the method may keep", parts[j].offset);
    }
    (parts_of, parts)
}

/// Per pointer member of the result slots (by byte offset), what it may point to.
fn member_roots(heap: &HeapAnalysis, slots: &BTreeMap<ObjectId, Vec<i64>>) -> Vec<(u64, Vec<Target>)> {
    let mut out: BTreeMap<u64, Vec<Target>> = BTreeMap::new();
    for (&o, offsets) in slots {
        for &off in offsets {
            out.entry(off as u64).or_default().extend_from_slice(heap.field_points_to(o, Offset::At(off)));
        }
    }
    out.into_iter().collect()
}

/// Per pointer member (by byte offset) of the struct value in registers that `method`
/// returns, what it may point to; `None` unless every `ret` returns a chain of
/// `insertvalue`s of top-level members into `undef`, `poison` or `zeroinitializer`.
fn aggregate_members(heap: &HeapAnalysis, method: LLVMValueRef) -> Option<Vec<(u64, Vec<Target>)>> {
    // SAFETY: `method` is a live function of its module.
    let layout = Layout::of(unsafe { llvm_sys::core::LLVMGetGlobalParent(method) });
    let mut out: BTreeMap<u64, Vec<Target>> = BTreeMap::new();
    let rets: Vec<LLVMValueRef> = ir::function_instructions(method)
        .into_iter()
        .filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMRet && ir::num_operands(i) == 1)
        .map(|i| ir::operand(i, 0))
        .collect();
    for ret in rets {
        let ty = ir::type_of(ret);
        if ir::type_kind(ty) != llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
            return None;
        }
        let mut seen = BTreeSet::new();
        let mut v = ret;
        loop {
            // SAFETY: queries on live values; an insertvalue's index array has
            // `LLVMGetNumIndices` entries.
            unsafe {
                use llvm_sys::core::{LLVMGetIndices, LLVMGetNumIndices, LLVMIsNull, LLVMIsUndef, LLVMStructGetTypeAtIndex};
                if LLVMIsUndef(v) != 0 || LLVMIsNull(v) != 0 {
                    break;
                }
                if !ir::is_instruction(v) || ir::opcode(v) != LLVMOpcode::LLVMInsertValue || LLVMGetNumIndices(v) != 1 {
                    return None;
                }
                let k = *LLVMGetIndices(v);
                if seen.insert(k) && ir::is_pointer(LLVMStructGetTypeAtIndex(ty, k)) {
                    out.entry(layout.field_offset(ty, k)).or_default().extend_from_slice(heap.points_to(ir::operand(v, 1)));
                }
            }
            v = ir::operand(v, 0);
        }
    }
    (!out.is_empty()).then(|| out.into_iter().collect())
}

/// Per pointer field (by byte offset) of the objects `heads`, what it may point to;
/// `None` when there are none or a field's offset is not known (a collapsed object, an
/// array indexed at run time).
fn head_fields(heap: &HeapAnalysis, heads: &BTreeSet<ObjectId>) -> Option<Vec<(u64, Vec<Target>)>> {
    let mut out: BTreeMap<u64, Vec<Target>> = BTreeMap::new();
    for &h in heads {
        if heap.object(h).collapsed {
            return None;
        }
        for (off, ts) in heap.fields(h) {
            match off {
                Offset::At(n) if *n >= 0 => out.entry(*n as u64).or_default().extend(ts.iter().copied()),
                _ => return None,
            }
        }
    }
    (!out.is_empty()).then(|| out.into_iter().collect())
}

/// Every target a `ret` of `method` may return (for a struct value in registers, what
/// any of its members may point to).
fn returned(heap: &HeapAnalysis, method: LLVMValueRef) -> Vec<Target> {
    ir::function_instructions(method)
        .into_iter()
        .filter(|&i| ir::opcode(i) == LLVMOpcode::LLVMRet && ir::num_operands(i) == 1)
        .flat_map(|i| heap.points_to(ir::operand(i, 0)).to_vec())
        .collect()
}

/// The server's result slots of `method` (a struct returned through memory): the object
/// the heap analysis made for its `sret` parameter at each remote call site, with the
/// byte offsets of the struct's pointer members.
pub(super) fn result_slots(heap: &HeapAnalysis, sites: &[CallSite], method: LLVMValueRef) -> BTreeMap<ObjectId, Vec<i64>> {
    let mut out = BTreeMap::new();
    for s in sites.iter().filter(|s| s.method == method && s.kind == IntrinsicKind::Invoke) {
        let Some(ty) = s.sret else { continue };
        let Some(slot) = heap.objects().iter().find(|o| o.site == AllocSite::Instruction(s.call)) else { continue };
        // SAFETY: the call belongs to a live module.
        let layout = Layout::of(unsafe { llvm_sys::core::LLVMGetGlobalParent(s.caller) });
        let mut offsets = Vec::new();
        layout.ptr_typed_leaves(ty, 0, &mut offsets, usize::MAX);
        out.insert(slot.id, offsets);
    }
    out
}

/// What the pointer members of the result slots may point to: the roots of the graphs
/// the reply is marshaled from (a scalar member is never walked, whatever the analysis
/// merged into it).
fn slot_members(heap: &HeapAnalysis, slots: &BTreeMap<ObjectId, Vec<i64>>) -> Vec<Target> {
    slots.iter().flat_map(|(&o, offsets)| offsets.iter().flat_map(move |&off| heap.field_points_to(o, Offset::At(off)).to_vec())).collect()
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

/// Whether `p`, an object outside the graph whose fields may point into it, leaves the
/// graph to the reply: reply side, a result slot of the method, a private local
/// ([`private_slot`]) or a dead holder ([`dead_holder`]); an argument graph that may be
/// returned, a result slot (the struct returned through memory holds it).
pub(super) fn not_keeping(heap: &HeapAnalysis, scan: &ModuleScan, p: &crate::heap::AbstractObject, side: &Side) -> bool {
    match side {
        // A received copy of a stack object is heap memory at run time: not a slot.
        Side::Server { returned_ok, slots, locals, .. } if slots.contains(&p.id) => *returned_ok,
        Side::Server { locals, .. } => !matches!(p.site, AllocSite::Clone { .. }) && private_slot(heap, p, locals),
        Side::Reply { slots, locals, .. } => slots.contains(&p.id) || private_slot(heap, p, locals) || dead_holder(heap, scan, p, side),
        _ => false,
    }
}

/// Whether `p` is a heap object that nothing reaches once the method has returned: not a
/// remote object, and it does not escape by the reply side's rules (not stored into an
/// object that outlives the call, not handed to a thread or unknown code, not turned into
/// an integer or text; being freed is fine). The rules hold for every run-time object of
/// its allocation site, so the pointers it holds into the returned graph are never read
/// after the call, and freeing the graph leaves at most stale bits in dead memory (an
/// array of item pointers that the method sorts with `qsort`, relinks the items by and
/// frees is one; a work queue whose array of node pointers hangs off a queue object the
/// method frees is another: the array's holder is dead in turn). [`HOLDER_DEPTH`]
/// levels deep: what holds the last holder must die with the call.
fn dead_holder(heap: &HeapAnalysis, scan: &ModuleScan, p: &crate::heap::AbstractObject, side: &Side) -> bool {
    let Side::Reply { method, frame, slots, selves, locals, holders } = side else { return false };
    if *holders == 0 || !matches!(p.kind, ObjectKind::Heap(_)) || selves.contains(&p.id) {
        return false;
    }
    let inner =
        Side::Reply { method: *method, frame: frame.clone(), slots: slots.clone(), selves: selves.clone(), locals: locals.clone(), holders: holders - 1 };
    escapes(heap, scan, &BTreeSet::from([p.id]), &inner).is_ok()
}

/// Whether `p` is a local of some function that no memory outside the stack leads to
/// (not in [`reached_locals`]) and that never escaped: a run-time call of the method
/// starts from `self`, its arguments' copies, globals and what it allocates, so it can
/// reach an instance of `p` only through a heap object or a global pointing to it
/// (directly or through other locals), and none does; what such a local holds of the
/// same allocation sites as the returned graph are other run-time objects than the
/// reply's. So a helper that the program also calls locally (keeping its result in a
/// local of `main`, or passing that local's address to other helpers) does not keep the
/// method's result.
pub(super) fn private_slot(heap: &HeapAnalysis, p: &crate::heap::AbstractObject, locals: &BTreeSet<ObjectId>) -> bool {
    p.kind == ObjectKind::Stack && !p.escaped && !locals.contains(&p.id) && heap.debug().exposed.binary_search(&p.id).is_err()
}

/// The locals (stack objects) that some object other than a local points to, directly or
/// through other locals.
pub(super) fn reached_locals(heap: &HeapAnalysis) -> BTreeSet<ObjectId> {
    let is_stack = |o: ObjectId| heap.object(o).kind == ObjectKind::Stack;
    let mut work: Vec<ObjectId> = heap
        .objects()
        .iter()
        .filter(|o| o.kind != ObjectKind::Stack)
        .flat_map(|o| heap.fields(o.id).iter().flat_map(|(_, ts)| ts.iter().map(|t| t.obj)))
        .filter(|&o| is_stack(o))
        .collect();
    let mut seen = BTreeSet::new();
    while let Some(o) = work.pop() {
        if seen.insert(o) {
            work.extend(heap.fields(o).iter().flat_map(|(_, ts)| ts.iter().map(|t| t.obj)).filter(|&t| is_stack(t)));
        }
    }
    seen
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
