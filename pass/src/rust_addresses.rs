//! Addresses kept as integers in Rust values (`p as usize` in a `Vec<usize>` or a
//! struct field) that the program turns back into pointers (`a as *const T`, also after
//! arithmetic such as `(a & !1) as *const T`): the other node would follow this node's
//! address, a silent wrong result. A value planned from its Rust type
//! ([`crate::rust_types`]) sends its integers as bytes, and a result returned in
//! registers is a number: both are refused where such an integer may be turned back.
//! So is a struct result returned through memory whose bytes the caller reads into an
//! `inttoptr` ([`result_slot_read`]): Rust moves such a result with `memcpy` before
//! reading it, which the walk follows without the heap analysis; and a result whose
//! buffers (the reply's `rust-value` object) hold numbers the caller turns into pointers
//! ([`received_address`]). A result the caller passes where the walk does not follow is
//! refused when the method stores an address into it, or copies a struct into it whose
//! integers carry a pointer's provenance ([`copied_address`]).
//!
//! The serving side's reads come from the method's parameter, which the heap analysis
//! sees as unknown memory for a value planned from its type, and the caller's reads of
//! such a result from the reply's value (`rust-value` objects): a conversion of an
//! integer loaded from either counts for every object.

// LLVM handles are opaque references into live modules, as in ir/.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::heap::{AllocSite, HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use crate::rust_layout;
use crate::shape::{Elems, NodeKind, Shapes};
use llvm_sys::debuginfo::{LLVMDITypeGetOffsetInBits, LLVMDITypeGetSizeInBits, LLVMGetDINodeTag};
use llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};
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
            _ => stack.extend(ir::IntFlow::ALL.sources(v).unwrap_or_default()),
        }
    }
    loads
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
                LLVMOpcode::LLVMExtractValue => stack.push(u),
                op if ir::IntFlow::ALL.carries(op) => stack.push(u),
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

/// Where a number that the caller reads from the buffers the reply's unmarshaler built
/// for the Rust result of remote call `call` (its `rust-value` object) becomes a pointer
/// the program uses: through integer arithmetic, the parameters of defined functions, or
/// a store into memory that a converted load (`converted`, [`ConvertedLoads`]) may read:
/// the `inttoptr`. Those buffers hold only what the serving node wrote, so such a number
/// can only be one of its addresses (or one the caller sent it).
pub fn received_address(module: LLVMModuleRef, heap: &HeapAnalysis, call: LLVMValueRef, converted: &[(LLVMValueRef, LLVMValueRef)]) -> Option<LLVMValueRef> {
    let received = |t: &Target| {
        let o = heap.object(t.obj);
        o.unmarshaled() && o.site == AllocSite::Instruction(call)
    };
    let loads = ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)).flat_map(ir::function_instructions).filter(|&i| {
        ir::opcode(i) == LLVMOpcode::LLVMLoad && ir::int_width(ir::type_of(i)).is_some() && heap.points_to(ir::operand(i, 0)).iter().any(received)
    });
    loads.into_iter().find_map(|load| number_made_pointer(heap, load, converted))
}

/// The `inttoptr`, used as a pointer, that integer `v` reaches through arithmetic, casts,
/// `extractvalue`, the parameters of defined functions, or a store into memory that a
/// converted load of `converted` may read.
fn number_made_pointer(heap: &HeapAnalysis, v: LLVMValueRef, converted: &[(LLVMValueRef, LLVMValueRef)]) -> Option<LLVMValueRef> {
    let mut found = None;
    ir::users_reach(v, WALK_LIMIT, |x, u| match ir::opcode(u) {
        LLVMOpcode::LLVMIntToPtr if used_as_pointer(u) => {
            found = Some(u);
            None
        }
        LLVMOpcode::LLVMExtractValue => Some(vec![u]),
        op if ir::IntFlow::ALL.carries(op) => Some(vec![u]),
        LLVMOpcode::LLVMStore if ir::operand(u, 0) == x => {
            let at = ir::operand(u, 1);
            match converted.iter().find(|&&(load, back)| used_as_pointer(back) && may_alias(heap, at, ir::operand(load, 0))) {
                Some(&(_, back)) => {
                    found = Some(back);
                    None
                }
                None => Some(Vec::new()),
            }
        }
        LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => Some(callee_params(u, x).unwrap_or_default()),
        _ => Some(Vec::new()),
    });
    found
}

/// Whether the pointer `inttoptr` `p` makes is used other than in comparisons (read or
/// written through, stored, passed on).
fn used_as_pointer(p: LLVMValueRef) -> bool {
    ir::users(p).into_iter().any(|u| ir::opcode(u) != LLVMOpcode::LLVMICmp)
}

/// What the caller does with the bytes of a struct result returned through memory
/// ([`result_slot_read`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotRead {
    /// A number read from byte `offset` of the result (unknown: `None`), in the slot or a
    /// copy of it, is turned into a pointer by `back`.
    Converted { offset: Option<i64>, back: LLVMValueRef },
    /// The address of the slot or of a copy goes where the walk does not follow (`at`: a
    /// call, a store of it, a return): what reads it there is unknown.
    Escaped { at: LLVMValueRef },
}

/// Follows the result slot `slot` that remote call `call` writes (its `sret` operand)
/// through GEPs, loads, the stores of what is loaded, `memcpy`s out of it, pointer casts
/// and the parameters of defined functions it is passed to: a number read from it that reaches an `inttoptr`, else the first place its
/// address escapes to. `None`: every byte read stays a number. Syntactic, so it needs no heap
/// analysis; Rust moves a result (into `Result::Ok`, a binding) with `memcpy`.
pub fn result_slot_read(call: LLVMValueRef, slot: LLVMValueRef) -> Option<SlotRead> {
    let mut seen = HashSet::from([slot]);
    let mut escaped = None;
    // (an address, the byte of the result it points to)
    let mut work = vec![(slot, Some(0i64))];
    let mut push = |work: &mut Vec<(LLVMValueRef, Option<i64>)>, p: LLVMValueRef, off: Option<i64>| {
        if seen.len() < WALK_LIMIT && seen.insert(p) {
            work.push((p, off));
        }
    };
    while let Some((p, off)) = work.pop() {
        for u in ir::users(p).into_iter().filter(|&u| ir::is_instruction(u) && u != call) {
            match ir::opcode(u) {
                LLVMOpcode::LLVMGetElementPtr if ir::operand(u, 0) == p => {
                    let step = ir::byte_gep_offset(u);
                    push(&mut work, u, off.zip(step).map(|(a, b)| a + b));
                }
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast | LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect | LLVMOpcode::LLVMFreeze => {
                    push(&mut work, u, off)
                }
                LLVMOpcode::LLVMLoad => {
                    if let Some(back) = made_pointer(u) {
                        return Some(SlotRead::Converted { offset: off, back });
                    }
                    // A value moved by a load and a store: its new place holds the bytes.
                    for st in ir::users(u).into_iter().filter(|&st| ir::opcode(st) == LLVMOpcode::LLVMStore && ir::operand(st, 0) == u) {
                        let (base, at) = based(ir::operand(st, 1));
                        push(&mut work, base, off.zip(at).map(|(o, a)| o - a));
                    }
                }
                LLVMOpcode::LLVMStore if ir::operand(u, 1) == p && ir::operand(u, 0) != p => {}
                LLVMOpcode::LLVMICmp => {}
                LLVMOpcode::LLVMCall => match memory_intrinsic(u) {
                    Some(Intrinsic::Scope | Intrinsic::Fill) => {}
                    Some(Intrinsic::Copy) if ir::operand(u, 1) == p => {
                        let (base, at) = based(ir::operand(u, 0));
                        push(&mut work, base, off.zip(at).map(|(o, a)| o - a));
                    }
                    Some(Intrinsic::Copy) if ir::operand(u, 0) == p => {}
                    Some(_) => escaped = escaped.or(Some(u)),
                    None => match callee_params(u, p) {
                        Some(params) => params.into_iter().for_each(|q| push(&mut work, q, off)),
                        None => escaped = escaped.or(Some(u)),
                    },
                },
                _ => escaped = escaped.or(Some(u)),
            }
        }
    }
    escaped.map(|at| SlotRead::Escaped { at })
}

/// The parameters of the defined function that call `c` calls directly for its
/// arguments `p`; `None` when the callee is unknown, only declared or variadic.
fn callee_params(c: LLVMValueRef, p: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    let f = ir::direct_callee(c).filter(|&f| ir::is_defined(f) && !ir::is_vararg(f))?;
    let params = ir::params(f);
    let args = ir::call_args(c);
    (args.len() == params.len()).then(|| args.iter().zip(params).filter(|(&a, _)| a == p).map(|(_, q)| q).collect())
}

/// The address `p` steps from through constant GEPs, and how many bytes past it `p` is
/// (unknown past a variable index).
fn based(mut p: LLVMValueRef) -> (LLVMValueRef, Option<i64>) {
    let mut at = Some(0i64);
    while ir::is_instruction(p) && ir::opcode(p) == LLVMOpcode::LLVMGetElementPtr {
        at = at.zip(ir::byte_gep_offset(p)).map(|(a, b)| a + b);
        p = ir::operand(p, 0);
    }
    (p, at)
}

/// The memory intrinsics a result slot's walk knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Intrinsic {
    /// `llvm.lifetime.*`: marks a scope, reads nothing.
    Scope,
    /// `llvm.memset.*`: overwrites.
    Fill,
    /// `llvm.memcpy.*`, `llvm.memmove.*`: copies operand 1's bytes to operand 0.
    Copy,
}

/// Which memory intrinsic call `c` is, if any.
fn memory_intrinsic(c: LLVMValueRef) -> Option<Intrinsic> {
    let name = ir::name(ir::direct_callee(c)?);
    if name.starts_with("llvm.lifetime.") {
        Some(Intrinsic::Scope)
    } else if name.starts_with("llvm.memset.") {
        Some(Intrinsic::Fill)
    } else if name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.") {
        Some(Intrinsic::Copy)
    } else {
        None
    }
}

/// The first byte of the result that method `method` may fill with an integer made from a
/// pointer (`p as usize`, also after arithmetic) through its `sret` parameter; `Some(None)`
/// when it writes the result where this does not follow (a copy into it, a call given it).
pub fn result_holds_address(method: LLVMValueRef) -> Option<Option<i64>> {
    let slot = *ir::params(method).first()?;
    let mut seen = HashSet::from([slot]);
    let mut work = vec![(slot, Some(0i64))];
    while let Some((p, off)) = work.pop() {
        for u in ir::users(p).into_iter().filter(|&u| ir::is_instruction(u)) {
            match ir::opcode(u) {
                LLVMOpcode::LLVMGetElementPtr if ir::operand(u, 0) == p => {
                    if seen.len() < WALK_LIMIT && seen.insert(u) {
                        work.push((u, off.zip(ir::byte_gep_offset(u)).map(|(a, b)| a + b)));
                    }
                }
                LLVMOpcode::LLVMStore if ir::operand(u, 1) == p => {
                    if from_pointer(ir::operand(u, 0)) {
                        return Some(off);
                    }
                }
                LLVMOpcode::LLVMCall if matches!(memory_intrinsic(u), Some(Intrinsic::Scope | Intrinsic::Fill)) => {}
                LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMICmp => {}
                _ => return Some(None),
            }
        }
    }
    None
}

/// Whether integer `v` is computed from a `ptrtoint` (through arithmetic, casts, `phi`,
/// `select`, or as a member of an aggregate built with `insertvalue`), other than as a
/// difference of two.
fn from_pointer(v: LLVMValueRef) -> bool {
    let mut seen = HashSet::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if !ir::is_instruction(v) || !seen.insert(v) || seen.len() > WALK_LIMIT {
            continue;
        }
        match ir::opcode(v) {
            LLVMOpcode::LLVMPtrToInt => return true,
            LLVMOpcode::LLVMInsertValue => stack.extend([ir::operand(v, 0), ir::operand(v, 1)]),
            // A distance between two addresses (std's lengths) is no address.
            LLVMOpcode::LLVMSub if from_pointer(ir::operand(v, 1)) => {}
            LLVMOpcode::LLVMSub => stack.push(ir::operand(v, 0)),
            _ => stack.extend(ir::IntFlow::ALL.sources(v).unwrap_or_default()),
        }
    }
    false
}

/// The `inttoptr` of the first integer load of `module` that is turned into a pointer
/// ([`ConvertedLoads`]), if any.
pub fn first_converted(module: LLVMModuleRef) -> Option<LLVMValueRef> {
    converted_loads(module).first().map(|&(_, back)| back)
}

/// The name of the field of Rust type `ty` (debug info) at byte `off`, as a path
/// (`inner.addr`); `None` when no member covers it.
pub fn field_at(method: LLVMValueRef, ty: LLVMMetadataRef, off: i64) -> Option<String> {
    let path = member_path(method, ty, off);
    (!path.is_empty()).then(|| path.iter().map(|m| m.name.as_str()).collect::<Vec<_>>().join("."))
}

/// One member on the way from a Rust type to the byte a [`member_path`] names.
struct Member {
    name: String,
    /// Bytes from the start of the type that holds it.
    offset: u64,
    /// Its type's name (empty when it has none).
    type_name: String,
}

/// The members of Rust type `ty` (debug info) that cover byte `off`, outermost first.
fn member_path(method: LLVMValueRef, ty: LLVMMetadataRef, off: i64) -> Vec<Member> {
    // SAFETY: a function of a live module.
    let ctx = unsafe { llvm_sys::core::LLVMGetModuleContext(llvm_sys::core::LLVMGetGlobalParent(method)) };
    let Ok(off) = u64::try_from(off) else { return Vec::new() };
    let mut path: Vec<Member> = Vec::new();
    let mut ty = ty;
    for _ in 0..16 {
        let inside = off - path.iter().map(|m| m.offset).sum::<u64>();
        let members = rust_layout::operand(ctx, ty, rust_layout::ELEMENTS).map(|e| rust_layout::operands(ctx, e)).unwrap_or_default();
        let covering = members.into_iter().filter(|m| !m.is_null()).find(|&m| {
            // SAFETY: tag, offset and size queries on live DI nodes.
            unsafe {
                LLVMGetDINodeTag(m) == rust_layout::TAG_MEMBER && {
                    let (start, size) = (LLVMDITypeGetOffsetInBits(m) / 8, LLVMDITypeGetSizeInBits(m) / 8);
                    start <= inside && inside < start + size.max(1)
                }
            }
        });
        let Some(m) = covering else { break };
        let base = rust_layout::operand(ctx, m, rust_layout::BASE);
        // SAFETY: offset query on a live member.
        let offset = unsafe { LLVMDITypeGetOffsetInBits(m) } / 8;
        path.push(Member { name: rust_layout::name(m), offset, type_name: base.map(rust_layout::name).unwrap_or_default() });
        match base {
            Some(base) => ty = base,
            None => break,
        }
    }
    path
}

/// Whether byte `off` of Rust type `ty` lies in the header of a `Vec` or `String`: std
/// computes its length and capacity from pointer differences, so they carry a pointer's
/// provenance without being addresses.
fn in_buffer_header(method: LLVMValueRef, ty: LLVMMetadataRef, off: i64) -> bool {
    member_path(method, ty, off).iter().any(|m| m.type_name.starts_with("Vec<") || m.type_name == "String" || m.type_name.starts_with("RawVec"))
}

/// The first byte of the result of `method`, returned through memory, that may hold an
/// address as an integer when the method writes the result where
/// [`result_holds_address`] does not follow (a copy of a whole struct into it): an
/// integer field of the result's memory that carries a pointer's provenance in the heap
/// analysis, outside std's buffer headers (`ty`: the result's Rust type). `Some(None)`:
/// at a byte not known.
pub fn copied_address(heap: &HeapAnalysis, method: LLVMValueRef, ty: Option<LLVMMetadataRef>) -> Option<Option<i64>> {
    let slot = *ir::params(method).first()?;
    let mut found: Vec<Option<i64>> = Vec::new();
    for t in heap.points_to(slot) {
        let obj = heap.object(t.obj);
        if obj.kind == ObjectKind::Unknown || obj.ptr_offsets.contains(&Offset::Any) {
            continue;
        }
        for (off, to) in heap.fields(t.obj) {
            if to.is_empty() || obj.ptr_offsets.contains(off) {
                continue;
            }
            let at = match (*off, t.offset) {
                (Offset::At(f), Offset::At(base)) if f >= base => Some(f - base),
                (Offset::At(_), Offset::At(_)) => continue,
                _ => None,
            };
            if !at.zip(ty).is_some_and(|(a, ty)| in_buffer_header(method, ty, a)) {
                found.push(at);
            }
        }
    }
    match found.iter().all(Option::is_some) {
        true => found.into_iter().flatten().min().map(Some),
        false => Some(None),
    }
}

/// `file:line (in f)` of `i` with the function's Rust name.
pub fn place(i: LLVMValueRef) -> String {
    let at = ir::source_loc(i).map(|l| l.to_string()).unwrap_or_else(|| "an instruction without debug info".into());
    let f = ir::name(ir::parent_function(i));
    format!("{at} (in {})", crate::rust_names::demangle(&f).unwrap_or(f))
}
