//! The path from an allocation to the store that gives its field the one constant it
//! holds (`stored_offsets.rs`): the instructions after the allocation, block after block
//! while one successor is left (blocks that only call and end in `unreachable`, the
//! `exit(-1)` of a failed allocation, do not count), each entered from its only
//! predecessor. Along it, values are followed symbolically (constant GEPs, `ptrtoint`
//! differences, loads of what a store on the path wrote, stores killing what may overlap
//! by the solution's points-to sets), so that the table pointer reloaded through the
//! element at -O0 is known to be the fresh object, and `(char *)&e->hh - (char *)e`
//! is known to be 32. The store is found when nothing before it on the path may read
//! the field (a load the solution lets reach it, a call other than `memset`, an atomic).

use super::super::layout::Layout;
use super::super::objects::{ObjectId, Offset, Target};
use super::super::HeapAnalysis;
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode as Op;
use std::collections::{HashMap, HashSet};

/// A value on the path: a pointer (root, offset), the integer of one, or a constant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Form {
    /// `root + offset`; the root is the allocation itself (`None`) or an opaque value.
    Ptr(Option<LLVMValueRef>, i64),
    /// `ptrtoint` of such a pointer.
    PtrInt(Option<LLVMValueRef>, i64),
    /// A known integer.
    Int(i64),
}

/// What a store on the path left: through which pointer, how wide, what.
struct Cell {
    ptr: LLVMValueRef,
    key: Form,
    width: u64,
    value: Form,
}

/// How an allocation's field gets its constant: the store, and the `memset`s of the
/// fresh object before it on the path (they write nothing the store does not replace
/// before a read).
pub(crate) struct Init {
    /// The store of the constant.
    pub store: LLVMValueRef,
    /// `memset`s of the fresh object before it.
    pub cleared: Vec<LLVMValueRef>,
}

/// The store on `call`'s path that writes `c` at `off` of the object it returns, before
/// anything may read those bytes of abstract object `o`.
pub(crate) fn init_store(h: &HeapAnalysis, layout: &Layout, call: LLVMValueRef, o: ObjectId, off: i64, c: i64) -> Option<Init> {
    let mut p = Path { h, vals: HashMap::new(), mem: Vec::new() };
    let mut cleared = Vec::new();
    p.vals.insert(call, Form::Ptr(None, 0));
    let field = Target { obj: o, offset: Offset::At(off) };
    let mut seen = HashSet::new();
    // SAFETY: walks live instructions and blocks of the call's function.
    unsafe {
        let mut i = LLVMGetNextInstruction(call);
        while !i.is_null() {
            match ir::opcode(i) {
                Op::LLVMStore => {
                    let (v, ptr) = (ir::operand(i, 0), ir::operand(i, 1));
                    if ir::is_scalable(ir::type_of(v)) {
                        return None;
                    }
                    let width = layout.store_size(ir::type_of(v));
                    let key = p.form(ptr);
                    if key == Form::Ptr(None, off) && width == 8 && p.form(v) == Form::Int(c) {
                        return Some(Init { store: i, cleared });
                    }
                    p.kill(ptr, width);
                    let value = p.form(v);
                    p.mem.push(Cell { ptr, key, width, value });
                }
                Op::LLVMLoad => {
                    let ptr = ir::operand(i, 0);
                    if ir::is_scalable(ir::type_of(i)) {
                        return None;
                    }
                    let width = layout.store_size(ir::type_of(i));
                    if p.touches(ptr, width, field) {
                        return None;
                    }
                    let key = p.form(ptr);
                    let known = p.mem.iter().rev().find(|m| m.key == key && m.width == width).map(|m| m.value);
                    let v = known.unwrap_or(Form::Ptr(Some(i), 0));
                    p.vals.insert(i, v);
                    if known.is_none() {
                        p.mem.push(Cell { ptr, key, width, value: v });
                    }
                }
                Op::LLVMGetElementPtr => {
                    if let (Form::Ptr(r, k), Some(d)) = (p.form(ir::operand(i, 0)), layout.gep_shape(i).single()) {
                        p.vals.insert(i, Form::Ptr(r, k.wrapping_add(d)));
                    }
                }
                Op::LLVMBitCast | Op::LLVMAddrSpaceCast => {
                    let f = p.form(ir::operand(i, 0));
                    p.vals.insert(i, f);
                }
                Op::LLVMPtrToInt => {
                    if let Form::Ptr(r, k) = p.form(ir::operand(i, 0)) {
                        p.vals.insert(i, Form::PtrInt(r, k));
                    }
                }
                Op::LLVMSub => {
                    let d = match (p.form(ir::operand(i, 0)), p.form(ir::operand(i, 1))) {
                        (Form::PtrInt(a, x), Form::PtrInt(b, y)) if a == b => Some(x.wrapping_sub(y)),
                        (Form::Int(x), Form::Int(y)) => Some(x.wrapping_sub(y)),
                        _ => None,
                    };
                    if let Some(d) = d {
                        p.vals.insert(i, Form::Int(d));
                    }
                }
                Op::LLVMCall => {
                    let name = ir::direct_callee(i).map(ir::name).unwrap_or_default();
                    if name.starts_with("llvm.memset.") {
                        if let Form::Ptr(None, _) = p.form(ir::operand(i, 0)) {
                            cleared.push(i);
                        }
                        p.kill_object(ir::operand(i, 0));
                    } else if !(name.starts_with("llvm.dbg.") || name.starts_with("llvm.lifetime.")) {
                        return None;
                    }
                }
                Op::LLVMBr | Op::LLVMSwitch => {
                    let here = LLVMGetInstructionParent(i);
                    let live: Vec<_> = ir::block_successors(here).into_iter().filter(|&b| !dead_end(b)).collect();
                    let [next] = live[..] else { return None };
                    if !seen.insert(next) || predecessors(next) != 1 {
                        return None;
                    }
                    i = p.enter(next, here);
                    continue;
                }
                // A phi of an entered block took its value in `enter`.
                Op::LLVMPHI | Op::LLVMICmp | Op::LLVMFCmp | Op::LLVMSelect | Op::LLVMAdd | Op::LLVMMul | Op::LLVMTrunc | Op::LLVMZExt | Op::LLVMSExt => {}
                _ => return None,
            }
            i = LLVMGetNextInstruction(i);
        }
        None
    }
}

/// The symbolic state along the path.
struct Path<'a> {
    h: &'a HeapAnalysis,
    vals: HashMap<LLVMValueRef, Form>,
    mem: Vec<Cell>,
}

impl Path<'_> {
    /// What the path knows of `v`: a constant, a followed value, or `v` itself.
    fn form(&self, v: LLVMValueRef) -> Form {
        if let Some(&f) = self.vals.get(&v) {
            return f;
        }
        match ir::const_int(v) {
            Some(c) => Form::Int(c),
            None => Form::Ptr(Some(v), 0),
        }
    }

    /// Forgets what a write of `width` bytes through `ptr` may overwrite.
    fn kill(&mut self, ptr: LLVMValueRef, width: u64) {
        let h = self.h;
        let pts = h.points_to(ptr);
        self.mem.retain(|m| !pts.iter().any(|&t| may_overlap(h, t, width, h.points_to(m.ptr), m.width)));
    }

    /// Forgets everything stored in the objects `ptr` may point into (a `memset`).
    fn kill_object(&mut self, ptr: LLVMValueRef) {
        let h = self.h;
        let objs: Vec<ObjectId> = h.points_to(ptr).iter().map(|t| t.obj).collect();
        self.mem.retain(|m| !h.points_to(m.ptr).iter().any(|t| objs.contains(&t.obj) || t.obj == ObjectId::UNKNOWN) && !objs.contains(&ObjectId::UNKNOWN));
    }

    /// Whether a read of `width` bytes through `ptr` may read the 8 bytes of `field`.
    fn touches(&self, ptr: LLVMValueRef, width: u64, field: Target) -> bool {
        let pts = self.h.points_to(ptr);
        pts.is_empty() || pts.iter().any(|&t| may_overlap(self.h, t, width, &[field], 8))
    }

    /// Enters `next` from `from`: its phis take the value of that edge. Returns its first
    /// instruction.
    fn enter(&mut self, next: LLVMBasicBlockRef, from: LLVMBasicBlockRef) -> LLVMValueRef {
        for i in ir::block_instructions(next) {
            if ir::opcode(i) != Op::LLVMPHI {
                break;
            }
            // SAFETY: incoming values of a live phi, `k` below its count.
            let v = unsafe { (0..LLVMCountIncoming(i)).find(|&k| LLVMGetIncomingBlock(i, k) == from).map(|k| LLVMGetIncomingValue(i, k)) };
            if let Some(v) = v {
                let f = self.form(v);
                self.vals.insert(i, f);
            }
        }
        // SAFETY: the first instruction of a live block.
        unsafe { LLVMGetFirstInstruction(next) }
    }
}

/// Whether `width` bytes at target `t` may overlap `w` bytes at one of `b`.
fn may_overlap(h: &HeapAnalysis, t: Target, width: u64, b: &[Target], w: u64) -> bool {
    b.iter().any(|&u| {
        if !h.targets_overlap(t, u) && t.obj != u.obj {
            return false;
        }
        match (t.offset, u.offset) {
            (Offset::At(x), Offset::At(y)) if t.obj == u.obj => x < y + w as i64 && y < x + width as i64,
            _ => true,
        }
    })
}

/// A block that only calls and ends in `unreachable` (`exit(-1)` on a failed allocation).
pub(super) fn dead_end(b: LLVMBasicBlockRef) -> bool {
    let is = ir::block_instructions(b);
    is.last().is_some_and(|&t| ir::opcode(t) == Op::LLVMUnreachable) && is.iter().all(|&i| matches!(ir::opcode(i), Op::LLVMCall | Op::LLVMUnreachable))
}

/// How many edges lead into `b`.
fn predecessors(b: LLVMBasicBlockRef) -> usize {
    // SAFETY: the parent function of a live block.
    let f = unsafe { LLVMGetBasicBlockParent(b) };
    ir::blocks(f).into_iter().map(|x| ir::block_successors(x).into_iter().filter(|&s| s == b).count()).sum()
}
