//! Addresses kept as integers in Rust values (`p as usize` in a `Vec<usize>` or a
//! struct field) that the program turns back into pointers (`a as *const T`, also after
//! arithmetic such as `(a & !1) as *const T`): the other node would follow this node's
//! address, a silent wrong result. A value planned from its Rust type
//! ([`crate::rust_types`]) sends its integers as bytes, and a result returned in
//! registers is a number: both are refused where such an integer may be turned back.
//!
//! The serving side's reads come from the method's parameter, which the heap analysis
//! sees as unknown memory for a value planned from its type, and the caller's reads of
//! such a result from the reply's value (`rust-value` objects): a conversion of an
//! integer loaded from either counts for every object.

// LLVM handles are opaque references into live modules, as in ir/.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::heap::{HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use crate::shape::{Elems, NodeKind, Shapes};
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeSet, HashSet};

/// How far a walk through integer arithmetic goes (values visited).
const WALK_LIMIT: usize = 256;

/// The integer loads of the whole program whose value reaches an `inttoptr` through
/// integer arithmetic, casts, `phi` and `select`, each with its `inttoptr`.
#[derive(Clone, Debug, Default)]
pub struct ConvertedLoads(pub Vec<(LLVMValueRef, LLVMValueRef)>);

impl Analysis for ConvertedLoads {
    const NAME: &'static str = "converted-loads";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(ConvertedLoads(converted_loads(cx.raw_module())))
    }
}

/// [`ConvertedLoads`] of `module`.
fn converted_loads(module: LLVMModuleRef) -> Vec<(LLVMValueRef, LLVMValueRef)> {
    let mut out = Vec::new();
    for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
        for i in ir::function_instructions(f) {
            if ir::opcode(i) == LLVMOpcode::LLVMIntToPtr {
                out.extend(sources(ir::operand(i, 0)).into_iter().map(|load| (load, i)));
            }
        }
    }
    out
}

/// The loads an integer `v` is computed from.
fn sources(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut seen = HashSet::new();
    let mut stack = vec![v];
    let mut loads = Vec::new();
    while let Some(v) = stack.pop() {
        if !ir::is_instruction(v) || !seen.insert(v) || seen.len() > WALK_LIMIT {
            continue;
        }
        match ir::opcode(v) {
            LLVMOpcode::LLVMLoad => loads.push(v),
            op if arithmetic(op) => stack.extend((0..ir::num_operands(v)).map(|k| ir::operand(v, k))),
            LLVMOpcode::LLVMSelect => stack.extend([ir::operand(v, 1), ir::operand(v, 2)]),
            _ => {}
        }
    }
    loads
}

/// Opcodes that compute an integer from integers (their operands all count).
fn arithmetic(op: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    matches!(
        op,
        LLVMAdd | LLVMSub | LLVMMul | LLVMAnd | LLVMOr | LLVMXor | LLVMShl | LLVMLShr | LLVMAShr | LLVMZExt | LLVMSExt | LLVMTrunc | LLVMPHI | LLVMFreeze
    )
}

/// Whether integer `v` reaches an `inttoptr` through arithmetic, `extractvalue` or
/// casts; the `inttoptr` found.
fn made_pointer(v: LLVMValueRef) -> Option<LLVMValueRef> {
    let mut seen = HashSet::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || seen.len() > WALK_LIMIT {
            continue;
        }
        for u in ir::users(v) {
            match ir::opcode(u) {
                LLVMOpcode::LLVMIntToPtr => return Some(u),
                LLVMOpcode::LLVMExtractValue | LLVMOpcode::LLVMSelect => stack.push(u),
                op if arithmetic(op) => stack.push(u),
                _ => {}
            }
        }
    }
    None
}

/// An integer slot, carrying an address of this node, of an object of the value planned
/// from its Rust type (shape node `root` over the objects `targets` point to) that the
/// program may turn back into a pointer: (object, byte offset, the `inttoptr`). The
/// length and capacity of std's buffer headers are left out: std computes them from
/// pointer differences, so they carry provenance without being addresses.
pub fn sent_address(
    heap: &HeapAnalysis,
    shapes: &Shapes,
    root: usize,
    targets: &[Target],
    loads: &[(LLVMValueRef, LLVMValueRef)],
) -> Option<(ObjectId, Offset, LLVMValueRef)> {
    if loads.is_empty() {
        return None;
    }
    let mut walk = Walk { heap, shapes, seen: HashSet::new(), objects: BTreeSet::new(), headers: HashSet::new() };
    walk.node(root, targets);
    for &o in &walk.objects {
        let obj = heap.object(o);
        for (off, to) in heap.fields(o) {
            let header = match off {
                Offset::At(x) => walk.headers.contains(&(o, *x)),
                Offset::Any => false,
            };
            if to.is_empty() || header || obj.ptr_offsets.contains(off) || obj.ptr_offsets.contains(&Offset::Any) {
                continue;
            }
            let read = loads.iter().find(|(load, _)| {
                heap.points_to(ir::operand(*load, 0)).iter().any(|t| {
                    let at = heap.object(t.obj);
                    at.kind == ObjectKind::Unknown || at.unmarshaled() || (at.physical == obj.physical && overlaps(t.offset, *off))
                })
            });
            if let Some(&(_, back)) = read {
                return Some((o, *off, back));
            }
        }
    }
    None
}

/// The objects a planned value's shape covers, and the offsets of its std headers'
/// lengths and capacities.
struct Walk<'a> {
    heap: &'a HeapAnalysis,
    shapes: &'a Shapes,
    seen: HashSet<(usize, Vec<Target>)>,
    objects: BTreeSet<ObjectId>,
    /// (object, byte) of a header's length or capacity.
    headers: HashSet<(ObjectId, i64)>,
}

impl Walk<'_> {
    /// Node `n` laid over the objects at `targets` (unknown memory left out).
    fn node(&mut self, n: usize, targets: &[Target]) {
        let targets: Vec<Target> = targets.iter().copied().filter(|t| self.heap.object(t.obj).kind != ObjectKind::Unknown).collect();
        if targets.is_empty() || !self.seen.insert((n, targets.clone())) {
            return;
        }
        self.objects.extend(targets.iter().map(|t| t.obj));
        match &self.shapes.nodes[n].kind {
            NodeKind::Struct { ptr_fields, .. } => {
                for &(off, child) in ptr_fields {
                    match self.shapes.nodes[child].kind {
                        NodeKind::Vec { .. } => self.header(child, &targets, off),
                        _ => {
                            let to = self.field(&targets, off);
                            self.node(child, &to);
                        }
                    }
                }
            }
            NodeKind::Vec { elems: Elems::Records { ptr_fields, .. }, .. } => {
                for &(off, child) in ptr_fields {
                    let at: Vec<Target> = targets.iter().map(|t| Target { obj: t.obj, offset: Offset::At(0) }).collect();
                    match self.shapes.nodes[child].kind {
                        NodeKind::Vec { .. } => self.header(child, &at, off),
                        _ => {
                            let to = self.field(&at, off);
                            self.node(child, &to);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The buffer header node `n` inside the objects at `targets`, at byte `off`.
    fn header(&mut self, n: usize, targets: &[Target], off: u64) {
        let NodeKind::Vec { ptr_off, len_off, cap_off, .. } = self.shapes.nodes[n].kind else { return };
        for t in targets {
            if let Offset::At(base) = t.offset {
                let at = base + off as i64;
                self.headers.insert((t.obj, at + len_off as i64));
                if let Some(cap) = cap_off {
                    self.headers.insert((t.obj, at + cap as i64));
                }
            }
        }
        let buffers = self.field(targets, off + ptr_off);
        self.node(n, &buffers);
    }

    /// What the field at byte `off` past each of `targets` may point to.
    fn field(&self, targets: &[Target], off: u64) -> Vec<Target> {
        let mut out = Vec::new();
        for t in targets {
            let at = match t.offset {
                Offset::At(base) => Offset::At(base + off as i64),
                Offset::Any => Offset::Any,
            };
            for (f, to) in self.heap.fields(t.obj) {
                if *f == at || *f == Offset::Any || at == Offset::Any {
                    out.extend_from_slice(to);
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Whether the 8 bytes at addresses `a` and `b` may overlap; an address the analysis
/// knows nothing of (unknown memory, or no target) may be anything.
pub fn may_alias(heap: &HeapAnalysis, a: LLVMValueRef, b: LLVMValueRef) -> bool {
    let (ta, tb) = (heap.points_to(a), heap.points_to(b));
    let unknown = |ts: &[Target]| ts.is_empty() || ts.iter().any(|t| heap.object(t.obj).kind == ObjectKind::Unknown);
    if unknown(ta) || unknown(tb) {
        return true;
    }
    ta.iter().any(|x| tb.iter().any(|y| heap.object(x.obj).physical == heap.object(y.obj).physical && overlaps(x.offset, y.offset)))
}

/// Whether 8 bytes at `a` and at `b` may overlap.
fn overlaps(a: Offset, b: Offset) -> bool {
    match (a, b) {
        (Offset::At(x), Offset::At(y)) => x < y + 8 && y < x + 8,
        _ => true,
    }
}

/// The `inttoptr` that turns a number in the result of remote call `call` back into a
/// pointer on the calling node. Such a number can only be an address of the serving node
/// (or one the caller sent and gets back, which the analysis cannot tell apart): the
/// serving side's provenance is not needed.
pub fn returned_address(call: LLVMValueRef) -> Option<LLVMValueRef> {
    made_pointer(call)
}

/// `file:line (in f)` of `i` with the function's Rust name.
pub fn place(i: LLVMValueRef) -> String {
    let at = ir::source_loc(i).map(|l| l.to_string()).unwrap_or_else(|| "an instruction without debug info".into());
    let f = ir::name(ir::parent_function(i));
    format!("{at} (in {})", crate::rust_names::demangle(&f).unwrap_or(f))
}
