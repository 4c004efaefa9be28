//! The pointer stores of a module with the constant integers stored beside them: what
//! ties a pointer written into a tagged union to its tag (`v->tag = V_TEXT; v->u.text =
//! s;`), for the members of a `CORMI_UNION` ([`super::union_markers`]).
//!
//! "Beside": a store of a constant integer in the same basic block whose address is the
//! same base plus a constant offset. The same base is the same SSA value after constant
//! GEPs, or the same computation of it (GEPs with equal operands, loads of one stack
//! slot that no store in between changes: -O0 reloads `v` for each field). The last such
//! store of the block wins (it is the tag when the block ends). A copy into the union
//! (`o->u.p = pair;`, a `memcpy` of a struct member) writes the pointers of its source's
//! fields, tied like stores when it does not cover the tag itself. Without one in the block,
//! a constant that every path to the store leaves there is beside it too
//! ([`super::tag_flow`]: the tag stored before a loop that fills the member). Only what the program
//! writes by plain stores is tied: a pointer that arrives by a copy (`memcpy`, a struct
//! assignment) keeps the tie of the store that first wrote it, and one with none may
//! belong to any member (the shape builder's conservative side).

use super::tag_flow::TagFlow;
use super::tag_returns::TagReturns;
use crate::heap::layout::Layout;
use crate::heap::{HeapAnalysis, Offset, Target};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::rc::Rc;

/// A constant integer stored beside a pointer store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NearConst {
    /// Its address minus the pointer store's address, in bytes.
    pub rel: i64,
    /// Bytes stored.
    pub size: u64,
    /// The value, zero-extended from its width.
    pub value: u64,
}

/// One store of a pointer into memory.
#[derive(Clone, Debug)]
pub struct PtrStore {
    /// The store instruction.
    pub inst: LLVMValueRef,
    /// Where it may write.
    pub dst: Vec<Target>,
    /// What the stored pointer may point to.
    pub value: Vec<Target>,
    /// The constant integers stored beside it (the last per address), shared by the
    /// stores of one base in one block.
    pub near: Rc<[NearConst]>,
}

impl PtrStore {
    /// The tag value tied to this store for a tag `rel` bytes from its address, of
    /// `size` bytes.
    pub fn tag(&self, rel: i64, size: u64) -> Option<u64> {
        self.near.iter().find(|c| c.rel == rel && c.size == size).map(|c| c.value)
    }
}

/// Every pointer store of a module (read-only scan).
#[derive(Clone, Debug, Default)]
pub struct UnionTies {
    /// In module order.
    pub stores: Vec<PtrStore>,
}

impl UnionTies {
    /// Scans every defined function of `module`.
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> UnionTies {
        let layout = Layout::of(module);
        let returns = TagReturns::of(module, heap, &layout);
        let mut stores = Vec::new();
        for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
            let flow = TagFlow::of(heap, &layout, &returns, f);
            for bb in ir::blocks(f) {
                let insts = ir::block_instructions(bb);
                for (k, &i) in insts.iter().enumerate() {
                    if let Some((_, dst, src, len)) = super::byte_copy_operands(i) {
                        let near = beside(&layout, &flow, bb, &insts, k, dst);
                        stores.extend(copied_pointers(heap, i, dst, src, ir::const_int(len), &near));
                        continue;
                    }
                    if ir::opcode(i) != LLVMOpcode::LLVMStore || !ir::is_pointer(ir::type_of(ir::operand(i, 0))) {
                        continue;
                    }
                    let near: Rc<[NearConst]> = beside(&layout, &flow, bb, &insts, k, ir::operand(i, 1)).into();
                    stores.push(PtrStore { inst: i, dst: heap.points_to(ir::operand(i, 1)).to_vec(), value: heap.points_to(ir::operand(i, 0)).to_vec(), near });
                }
            }
        }
        UnionTies { stores }
    }
}

/// The constants beside a write of instruction `k` of block `bb` at address `addr`: those
/// stored in the block ([`near_consts`]), else those every path leaves there.
fn beside(
    layout: &Layout,
    flow: &TagFlow<'_>,
    bb: llvm_sys::prelude::LLVMBasicBlockRef,
    insts: &[LLVMValueRef],
    k: usize,
    addr: LLVMValueRef,
) -> Vec<NearConst> {
    let mut near = near_consts(layout, flow, insts, k, addr);
    let (base, at) = flow.base_of(addr);
    for known in flow.before(bb, insts, k).into_iter().filter(|c| c.base == base) {
        let Some(value) = known.value.constant() else { continue };
        let c = NearConst { rel: known.off - at, size: known.size, value };
        if !near.iter().any(|x| x.rel == c.rel) {
            near.push(c);
        }
    }
    near
}

/// The pointers a copy of `len` bytes (`memcpy`, a struct assignment into a union's
/// struct member) writes, one [`PtrStore`] per pointer field of its sources, with the
/// constants beside the copy's destination (`near`, relative to it). None when the length
/// is unknown, no constant is beside it, or when the copy covers one of those constants (a whole tagged struct
/// copied: its tag comes with its pointer, and the constant before the copy is stale).
fn copied_pointers(heap: &HeapAnalysis, inst: LLVMValueRef, dst: LLVMValueRef, src: LLVMValueRef, len: Option<i64>, near: &[NearConst]) -> Vec<PtrStore> {
    let Some(len) = len.filter(|&n| n > 0) else { return Vec::new() };
    // Without a constant beside it, the copy leaves what it carries as before: each
    // object with the ties of its allocation site's stores.
    if near.is_empty() || near.iter().any(|c| c.rel < len && 0 < c.rel + c.size as i64) {
        return Vec::new();
    }
    let dsts = heap.points_to(dst);
    let mut out = Vec::new();
    for from in heap.points_to(src) {
        let Offset::At(start) = from.offset else { continue };
        for (off, targets) in heap.fields(from.obj) {
            let Offset::At(o) = *off else { continue };
            let d = o - start;
            if d < 0 || d >= len || targets.is_empty() {
                continue;
            }
            let dst = dsts.iter().map(|t| Target { obj: t.obj, offset: shifted(t.offset, d) }).collect();
            let near: Rc<[NearConst]> = near.iter().map(|c| NearConst { rel: c.rel - d, ..*c }).collect();
            out.push(PtrStore { inst, dst, value: targets.to_vec(), near });
        }
    }
    out
}

/// `offset + by` (`Any` stays `Any`).
fn shifted(offset: Offset, by: i64) -> Offset {
    match offset {
        Offset::At(x) => Offset::At(x + by),
        Offset::Any => Offset::Any,
    }
}

/// The constant integer stores of `insts` (one block) at the same base as address
/// `addr` of instruction `k`, and the constants that calls of the program's functions
/// leave there (`mark_text(v)` after `v->u.text = s`: [`super::tag_returns`]): the last
/// one per relative address.
fn near_consts(layout: &Layout, flow: &TagFlow<'_>, insts: &[LLVMValueRef], k: usize, addr: LLVMValueRef) -> Vec<NearConst> {
    let (base, at) = split(layout, addr);
    let mut out: Vec<NearConst> = Vec::new();
    for (j, &i) in insts.iter().enumerate() {
        if j != k && ir::is_call(i) {
            let (lo, hi) = (j.min(k), j.max(k));
            for c in flow.left_by_call(i) {
                let (b, off) = split(layout, c.0);
                if same_base(base, b, &insts[lo..=hi]) {
                    let c = NearConst { rel: off + c.1 - at, size: c.2, value: c.3 };
                    out.retain(|x| x.rel != c.rel);
                    out.push(c);
                }
            }
            continue;
        }
        if j == k || ir::opcode(i) != LLVMOpcode::LLVMStore {
            continue;
        }
        let v = ir::operand(i, 0);
        let Some(value) = const_bits(v) else { continue };
        let (b, off) = split(layout, ir::operand(i, 1));
        let (lo, hi) = (j.min(k), j.max(k));
        if !same_base(base, b, &insts[lo..=hi]) {
            continue;
        }
        let c = NearConst { rel: off - at, size: layout.store_size(ir::type_of(v)), value };
        out.retain(|x| x.rel != c.rel);
        out.push(c);
    }
    out
}

/// The bits of a constant integer of at most 64 bits, zero-extended.
pub(crate) fn const_bits(v: LLVMValueRef) -> Option<u64> {
    let x = ir::const_int(v)?;
    // SAFETY: `v` is a constant integer (const_int answered), so its type is an integer type.
    let width = unsafe { llvm_sys::core::LLVMGetIntTypeWidth(ir::type_of(v)) };
    Some(if width >= 64 { x as u64 } else { (x as u64) & ((1u64 << width) - 1) })
}

/// An address as (base, constant byte offset): constant GEPs stripped.
pub(crate) fn split(layout: &Layout, mut p: LLVMValueRef) -> (LLVMValueRef, i64) {
    let mut off = 0;
    while is_gep(p) {
        match layout.gep_offset(p) {
            Some(k) => {
                off += k;
                p = ir::operand(p, 0);
            }
            None => break,
        }
    }
    (p, off)
}

/// Whether `v` is a GEP instruction.
fn is_gep(v: LLVMValueRef) -> bool {
    ir::is_instruction(v) && ir::opcode(v) == LLVMOpcode::LLVMGetElementPtr
}

/// Whether `a` and `b` compute the same address within `span` (the instructions between
/// the two stores): the same value, GEPs of equal operands, or loads of one stack slot
/// that no store in `span` writes.
fn same_base(a: LLVMValueRef, b: LLVMValueRef, span: &[LLVMValueRef]) -> bool {
    same_value(a, b, span, 4)
}

fn same_value(a: LLVMValueRef, b: LLVMValueRef, span: &[LLVMValueRef], depth: u32) -> bool {
    if a == b {
        return true;
    }
    if depth == 0 || !ir::is_instruction(a) || !ir::is_instruction(b) || ir::opcode(a) != ir::opcode(b) {
        return false;
    }
    match ir::opcode(a) {
        LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMTrunc => {
            let n = ir::num_operands(a);
            n == ir::num_operands(b)
                && same_gep_type(a, b)
                && (0..n).all(|k| {
                    let (x, y) = (ir::operand(a, k), ir::operand(b, k));
                    x == y || ir::const_int(x).is_some_and(|cx| ir::const_int(y) == Some(cx)) || same_value(x, y, span, depth - 1)
                })
        }
        LLVMOpcode::LLVMLoad => match super::tag_flow::tracked_slot_load(a) {
            Some(slot) => slot == ir::operand(b, 0) && !span.iter().any(|&i| ir::opcode(i) == LLVMOpcode::LLVMStore && ir::operand(i, 1) == slot),
            None => false,
        },
        _ => false,
    }
}

/// Whether two GEPs (or casts) step over the same source type.
fn same_gep_type(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    if ir::opcode(a) != LLVMOpcode::LLVMGetElementPtr {
        return ir::type_of(a) == ir::type_of(b);
    }
    // SAFETY: both are live GEP instructions.
    unsafe { llvm_sys::core::LLVMGetGEPSourceElementType(a) == llvm_sys::core::LLVMGetGEPSourceElementType(b) }
}
