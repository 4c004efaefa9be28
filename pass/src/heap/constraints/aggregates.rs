//! `extractvalue` member by member: an aggregate value is one node (the union of its
//! members), but the member an `extractvalue` reads gets only what that member may hold
//! where the aggregate's origin is visible: a `load` (the location at the member's
//! offset), an `insertvalue` (the inserted value, or the aggregate it was inserted
//! into), a `phi`/`select` (each incoming aggregate), another `extractvalue`, or a direct
//! call of a defined function (the member of each value its `ret`s return: a
//! `{ptr, i64}` struct returned in registers keeps its count apart from its pointer).
//! Any other origin (a parameter, a constant, an unknown or indirect callee, a remote
//! result) gives the whole aggregate, as before.

use super::Builder;
use crate::heap::solver::NodeId;
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode as Op, LLVMTypeKind};
use std::collections::HashSet;

/// At most this many (value, offset) pairs are followed for one member; past it, the
/// rest gets whole aggregates.
const MAX_STEPS: usize = 256;

impl Builder {
    /// `dst = extractvalue agg, indices`: `dst` gets the members of `agg` at the pointer
    /// leaves of its own type.
    pub(super) fn extract_value(&mut self, i: LLVMValueRef, dst: NodeId) {
        let agg = ir::operand(i, 0);
        let Some(base) = self.member_offset(i) else { return self.copy_whole(agg, dst) };
        let mut leaves = Vec::new();
        self.layout.pointer_leaves(ir::type_of(i), 0, &mut leaves, 64);
        if leaves.len() >= 64 {
            return self.copy_whole(agg, dst);
        }
        let mut seen = HashSet::new();
        for k in leaves {
            self.copy_member(agg, base + k, dst, &mut seen);
        }
    }

    /// `dst ⊇` what the member of aggregate value `agg` at byte offset `off` may hold.
    fn copy_member(&mut self, agg: LLVMValueRef, off: i64, dst: NodeId, seen: &mut HashSet<(LLVMValueRef, i64)>) {
        if !seen.insert((agg, off)) {
            // A cycle of phis adds nothing its other incoming values do not.
            return;
        }
        if seen.len() > MAX_STEPS || !ir::is_instruction(agg) {
            return self.copy_whole(agg, dst);
        }
        match ir::opcode(agg) {
            Op::LLVMLoad => self.load_member(ir::operand(agg, 0), off, dst),
            Op::LLVMExtractValue => match self.member_offset(agg) {
                Some(b) => self.copy_member(ir::operand(agg, 0), b + off, dst, seen),
                None => self.copy_whole(agg, dst),
            },
            Op::LLVMInsertValue => self.inserted_member(agg, off, dst, seen),
            Op::LLVMPHI => {
                // SAFETY: `agg` is a live phi instruction and `k` stays below its incoming count.
                for k in 0..unsafe { LLVMCountIncoming(agg) } {
                    let v = unsafe { LLVMGetIncomingValue(agg, k) };
                    self.copy_member(v, off, dst, seen);
                }
            }
            Op::LLVMSelect => {
                self.copy_member(ir::operand(agg, 1), off, dst, seen);
                self.copy_member(ir::operand(agg, 2), off, dst, seen);
            }
            Op::LLVMCall | Op::LLVMInvoke => match self.plain_callee(agg) {
                Some(f) => {
                    for r in ir::function_instructions(f).into_iter().filter(|&r| ir::opcode(r) == Op::LLVMRet && ir::num_operands(r) == 1) {
                        self.copy_member(ir::operand(r, 0), off, dst, seen);
                    }
                }
                None => self.copy_whole(agg, dst),
            },
            _ => self.copy_whole(agg, dst),
        }
    }

    /// The member at `off` of `insertvalue base, elem, indices`: from `elem` when `off`
    /// lies inside it, else from `base`.
    fn inserted_member(&mut self, agg: LLVMValueRef, off: i64, dst: NodeId, seen: &mut HashSet<(LLVMValueRef, i64)>) {
        let Some(at) = self.member_offset(agg) else { return self.copy_whole(agg, dst) };
        let elem = ir::operand(agg, 1);
        let size = self.layout.alloc_size(ir::type_of(elem)) as i64;
        if off < at || off >= at + size {
            return self.copy_member(ir::operand(agg, 0), off, dst, seen);
        }
        if is_aggregate(ir::type_of(elem)) {
            self.copy_member(elem, off - at, dst, seen);
        } else {
            self.copy_whole(elem, dst);
        }
    }

    /// `dst ⊇` the content at `ptr + off` (the member of an aggregate loaded from `ptr`).
    fn load_member(&mut self, ptr: LLVMValueRef, off: i64, dst: NodeId) {
        if let Some(&(o, base)) = self.fixed.get(&ptr) {
            let l = self.s.loc(o, base + off);
            let c = self.s.content(l);
            self.s.add_copy(c, dst);
        } else if let Some(p) = self.value_node(ptr) {
            let at = if off == 0 { p } else { self.gep_node(p, off) };
            self.s.add_load(at, dst);
        }
    }

    /// The defined function `call` calls directly whose result is exactly what its `ret`s
    /// return: not a remote intrinsic, an allocation wrapper, a pass-through function, an
    /// allocator or an intrinsic, and of the call's own result type.
    fn plain_callee(&self, call: LLVMValueRef) -> Option<LLVMValueRef> {
        if self.remote_sites.contains_key(&call) {
            return None;
        }
        let f = ir::direct_callee(call)?;
        let plain = ir::is_defined(f)
            && !self.wrappers.contains_key(&f)
            && !self.pass_through.contains_key(&f)
            && !self.intrinsic_functions.contains(&f)
            && crate::rust_input::allocator_model(f).is_none()
            && ir::return_type(f) == ir::type_of(call);
        plain.then_some(f)
    }

    fn copy_whole(&mut self, v: LLVMValueRef, dst: NodeId) {
        if let Some(n) = self.value_node(v) {
            self.s.add_copy(n, dst);
        }
    }

    /// The byte offset of the member an `extractvalue`/`insertvalue` names in its
    /// aggregate operand (`None` for a scalable type).
    fn member_offset(&self, i: LLVMValueRef) -> Option<i64> {
        let mut t = ir::type_of(ir::operand(i, 0));
        let mut off = 0i64;
        // SAFETY: `i` is a live extractvalue/insertvalue; its index array has
        // `LLVMGetNumIndices` entries, and each type query follows the kind match.
        unsafe {
            let n = LLVMGetNumIndices(i) as usize;
            let idx = std::slice::from_raw_parts(LLVMGetIndices(i), n);
            for &k in idx {
                if ir::is_scalable(t) {
                    return None;
                }
                match ir::type_kind(t) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        off += self.layout.field_offset(t, k) as i64;
                        t = LLVMStructGetTypeAtIndex(t, k);
                    }
                    LLVMTypeKind::LLVMArrayTypeKind => {
                        t = LLVMGetElementType(t);
                        off += self.layout.alloc_size(t) as i64 * k as i64;
                    }
                    _ => return None,
                }
            }
        }
        Some(off)
    }
}

fn is_aggregate(t: LLVMTypeRef) -> bool {
    matches!(ir::type_kind(t), LLVMTypeKind::LLVMStructTypeKind | LLVMTypeKind::LLVMArrayTypeKind)
}
