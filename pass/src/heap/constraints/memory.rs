//! Constraints of non-call instructions: `alloca`, loads and stores (typed, at each
//! pointer-sized offset; plain copies through a pointer that names one location), GEPs,
//! phi/select/casts/arithmetic copies, `inttoptr`, atomics, `va_arg`/`va_start`, and the
//! records `ptr_fields.rs` reads (typed accesses, field-wise copies).

use super::{stored_offsets, Builder};
use crate::heap::layout::GepShape;
use crate::heap::libc_models;
use crate::heap::objects::{AllocSite, ObjectId, ObjectKind};
use crate::heap::ptr_fields::{Access, Copy};
use crate::heap::solver::{NodeId, ANY};
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode as Op;

impl Builder {
    /// Constraints of one instruction: effects first, then (for values that can carry
    /// pointers) the value's own constraints.
    pub(super) fn instruction(&mut self, i: LLVMValueRef, entry_of_uncalled: bool) {
        match ir::opcode(i) {
            Op::LLVMAlloca => self.alloca(i, entry_of_uncalled),
            Op::LLVMStore => self.store(i),
            Op::LLVMCall | Op::LLVMInvoke | Op::LLVMCallBr => self.call(i),
            Op::LLVMRet => {
                let r = self.funcs[self.cur_fn as usize].ret;
                if let (true, Some(r)) = (ir::num_operands(i) > 0, r) {
                    self.copy_into(ir::operand(i, 0), r);
                }
            }
            Op::LLVMAtomicCmpXchg => self.atomic(i, 2),
            Op::LLVMAtomicRMW => self.atomic(i, 1),
            _ => {
                self.exposure(i);
                if self.layout.carries_pointers(ir::type_of(i)) {
                    self.value_instruction(i);
                }
            }
        }
    }

    /// Addresses an instruction exposes (see [`Builder::exposed`]): the operand of a
    /// `ptrtoint` of any width.
    fn exposure(&mut self, i: LLVMValueRef) {
        if ir::opcode(i) == Op::LLVMPtrToInt {
            if let Some(n) = self.value_node(ir::operand(i, 0)) {
                let e = self.exposed;
                self.s.add_copy(n, e);
            }
        }
    }

    /// `inttoptr` of an integer whose bits may not come from a tracked pointer (a load,
    /// a call's result, text parsed back, pieces put together): it may be any exposed
    /// address, at the same offset when the integer is such a value plus a constant,
    /// at any offset after other arithmetic.
    fn laundered_int_to_ptr(&mut self, inst: LLVMValueRef, x: LLVMValueRef, dst: NodeId) {
        let Some(off) = laundered_offset(x) else { return };
        let e = self.exposed;
        self.s.add_gep(e, dst, off);
        self.debug.laundered_int_to_ptr.push(inst);
    }

    /// Constraints of an instruction whose value can carry pointers.
    fn value_instruction(&mut self, i: LLVMValueRef) {
        let dst = self.node_for(i);
        match ir::opcode(i) {
            Op::LLVMLoad => {
                let ptr = ir::operand(i, 0);
                self.note_ptr_access(ptr, ir::type_of(i));
                if let Some(&(o, base)) = self.fixed.get(&ptr) {
                    self.fixed_access(o, base, dst, ir::type_of(i), false);
                } else if let Some(p) = self.value_node(ptr) {
                    self.load_typed(p, dst, ir::type_of(i));
                }
            }
            Op::LLVMGetElementPtr => {
                let base = ir::operand(i, 0);
                let shape = match stored_offsets::folded_offset(i, &self.assumed) {
                    Some(off) => GepShape::Offsets(vec![off]),
                    None => self.layout.gep_shape(i),
                };
                if let Some(b) = self.value_node(base) {
                    self.gep_constraints(b, dst, &shape);
                }
                // A GEP over several slots names no single location.
                self.note_fixed_gep(i, base, shape.single().unwrap_or(ANY));
            }
            Op::LLVMPHI => {
                // SAFETY: `i` is a live phi instruction and `k` stays below its incoming count.
                for k in 0..unsafe { LLVMCountIncoming(i) } {
                    let v = unsafe { LLVMGetIncomingValue(i, k) };
                    self.copy_into(v, dst);
                }
            }
            Op::LLVMSelect => {
                self.copy_into(ir::operand(i, 1), dst);
                self.copy_into(ir::operand(i, 2), dst);
            }
            Op::LLVMIntToPtr => {
                let x = ir::operand(i, 0);
                let off = if exact_int(x) { 0 } else { ANY };
                match self.value_node(x) {
                    // An alignment every caller passes as a constant: no object lies there.
                    _ if ir::is_unmapped_param(x) => {}
                    Some(b) => {
                        self.s.add_gep(b, dst, off);
                        self.laundered_int_to_ptr(i, x, dst);
                    }
                    None if ir::is_unmapped_address(x) => {}
                    None => self.s.add_addr(dst, self.s.uloc),
                }
            }
            // Sums, products and remainders of 16- and 32-bit pieces rebuild no address
            // (a documented limit): only moves, shifts and masks carry their provenance.
            Op::LLVMAdd | Op::LLVMSub | Op::LLVMMul | Op::LLVMXor | Op::LLVMUDiv | Op::LLVMSDiv | Op::LLVMURem | Op::LLVMSRem
                if self.is_wide_piece(ir::type_of(i)) => {}
            Op::LLVMAdd | Op::LLVMSub => self.int_arith(i),
            Op::LLVMBitCast
            | Op::LLVMAddrSpaceCast
            | Op::LLVMPtrToInt
            | Op::LLVMFreeze
            | Op::LLVMMul
            | Op::LLVMAnd
            | Op::LLVMOr
            | Op::LLVMXor
            | Op::LLVMShl
            | Op::LLVMLShr
            | Op::LLVMAShr
            | Op::LLVMUDiv
            | Op::LLVMSDiv
            | Op::LLVMURem
            | Op::LLVMSRem
            | Op::LLVMTrunc
            | Op::LLVMZExt
            | Op::LLVMSExt
            | Op::LLVMInsertValue
            | Op::LLVMExtractElement
            | Op::LLVMInsertElement
            | Op::LLVMShuffleVector
            // Floating-point arithmetic on a punned pointer (`d * 1.0`) can keep its bits.
            | Op::LLVMFAdd
            | Op::LLVMFSub
            | Op::LLVMFMul
            | Op::LLVMFDiv
            | Op::LLVMFRem
            | Op::LLVMFNeg => {
                for k in 0..ir::num_operands(i) {
                    self.copy_into(ir::operand(i, k), dst);
                }
            }
            Op::LLVMExtractValue => self.extract_value(i, dst),
            Op::LLVMVAArg => {
                if let Some(ap) = self.value_node(ir::operand(i, 0)) {
                    self.va_arg(ap, dst);
                }
            }
            Op::LLVMLandingPad => {
                let u = self.s.ucontent;
                self.s.add_copy(u, dst);
            }
            _ => {}
        }
    }

    /// `store v, p`: at each pointer-sized offset of `v`'s type.
    fn store(&mut self, i: LLVMValueRef) {
        let v = ir::operand(i, 0);
        let t = ir::type_of(v);
        if !self.layout.carries_pointers(t) {
            return;
        }
        let ptr = ir::operand(i, 1);
        self.note_ptr_access(ptr, t);
        let Some(vn) = self.value_node(v) else { return };
        if let Some(&(o, base)) = self.fixed.get(&ptr) {
            self.fixed_access(o, base, vn, t, true);
        } else if let Some(p) = self.value_node(ptr) {
            self.store_typed(p, vn, t);
        }
    }

    /// cmpxchg / atomicrmw: stores operand `new` at operand 0 and loads the old value.
    fn atomic(&mut self, i: LLVMValueRef, new: u32) {
        self.note_ptr_access(ir::operand(i, 0), ir::type_of(ir::operand(i, new)));
        if let (Some(p), Some(v)) = (self.value_node(ir::operand(i, 0)), self.value_node(ir::operand(i, new))) {
            self.s.add_store(p, v);
            let dst = self.node_for(i);
            self.s.add_load(p, dst);
        }
    }

    fn copy_into(&mut self, v: LLVMValueRef, dst: NodeId) {
        if let Some(n) = self.value_node(v) {
            self.s.add_copy(n, dst);
        }
    }

    /// Whether `t` is a 16- to 32-bit integer (wider than a byte, narrower than a pointer).
    fn is_wide_piece(&self, t: LLVMTypeRef) -> bool {
        ir::int_width(t).is_some_and(|w| w > 8 && w < self.layout.ptr_bits)
    }

    /// add/sub on pointer-width integers: exact offset with a constant operand, otherwise
    /// the provenance of both operands (offset not tracked); on bytes, plain copies; a
    /// pointer difference that stays an integer, nothing.
    fn int_arith(&mut self, i: LLVMValueRef) {
        let dst = self.node_for(i);
        // An offset between two addresses that never becomes a pointer again holds none.
        if crate::escape::int_uses::difference_stays_integer(i) {
            return;
        }
        let (a, b) = (ir::operand(i, 0), ir::operand(i, 1));
        let is_sub = ir::opcode(i) == Op::LLVMSub;
        // Bytes are pieces of an address, never the address plus an offset: plain copies
        // (a loop counter `c + 1` must not become a positive-weight cycle).
        let narrow = ir::int_width(ir::type_of(i)).is_some_and(|w| w < self.layout.ptr_bits);
        let consts = if narrow { (None, None) } else { (ir::const_int(a), ir::const_int(b)) };
        match consts {
            (None, Some(c)) => {
                if let Some(n) = self.value_node(a) {
                    self.s.add_gep(n, dst, if is_sub { c.wrapping_neg() } else { c });
                }
            }
            (Some(c), None) if !is_sub => {
                if let Some(n) = self.value_node(b) {
                    self.s.add_gep(n, dst, c);
                }
            }
            _ => {
                self.copy_into(a, dst);
                self.copy_into(b, dst);
            }
        }
    }

    fn alloca(&mut self, i: LLVMValueRef, concrete: bool) {
        // SAFETY: `i` is a live alloca instruction.
        let ty = unsafe { LLVMGetAllocatedType(i) };
        let count = ir::const_int(ir::operand(i, 0));
        let scalable = ir::is_scalable(ty);
        let size = if scalable { None } else { count.map(|c| self.layout.alloc_size(ty) * c.max(0) as u64) };
        let f = self.funcs[self.cur_fn as usize].name.clone();
        let o = self.s.new_object(ObjectKind::Stack, AllocSite::Instruction(i), f, ir::dbg_line(i), size, concrete && count == Some(1));
        if count.is_none() && !scalable {
            // A variable-length array (`double *rows[n]`, `Rec recs[n]`, or bytes
            // `n * sizeof(Rec)`): an array of a run-time count like `malloc(n * sizeof(T))`.
            self.s.objects[o.index()].elem = libc_models::vla_element(self.layout.alloc_size(ty), ir::operand(i, 0));
        }
        if scalable {
            // A size that is a multiple of vscale: no fixed field offsets.
            self.s.collapse(o);
        }
        let n = self.node_for(i);
        let l = self.s.loc(o, 0);
        self.s.add_addr(n, l);
        self.fixed.insert(i, (o, 0));
    }

    /// Records the `ptr`-typed leaves of a `t`-typed access through address `ptr`.
    fn note_ptr_access(&mut self, ptr: LLVMValueRef, t: LLVMTypeRef) {
        let mut leaves = Vec::new();
        self.layout.ptr_typed_leaves(t, 0, &mut leaves, 64);
        if leaves.is_empty() {
            return;
        }
        if let Some(&(o, base)) = self.fixed.get(&ptr) {
            for k in leaves {
                self.accesses.push(Access::Fixed(o, base + k));
            }
        } else if let Some(p) = self.value_node(ptr) {
            for k in leaves {
                self.accesses.push(Access::Node(p, k));
            }
        }
    }

    /// A field-wise copy (memcpy/memmove/realloc...): constraint plus record.
    pub fn memcpy(&mut self, dst: NodeId, src: NodeId, len: Option<i64>) {
        self.s.add_memcpy(dst, src, len);
        self.copies.push(Copy { dst, src, len });
    }

    /// A load (`store == false`: `v ⊇ *(o, base)`) or store (`*(o, base) ⊇ v`) of a
    /// `t`-typed value through a pointer that always points to `(o, base)`: plain copies
    /// with the location's content at each pointer-sized offset of `t`.
    fn fixed_access(&mut self, o: ObjectId, base: i64, v: NodeId, t: LLVMTypeRef, store: bool) {
        let mut leaves = Vec::new();
        self.layout.pointer_leaves(t, 0, &mut leaves, 64);
        let offs: Vec<i64> = if leaves.len() >= 64 { vec![ANY] } else { leaves.iter().map(|k| base + k).collect() };
        let single = offs.len() == 1;
        for off in offs {
            let l = self.s.loc(o, off);
            let c = self.s.content(l);
            if store {
                self.s.add_copy(v, c);
            } else if single {
                // The load's value gets nothing but this location's content: one node
                // (pointer equivalence; the same fixpoint with one set less).
                self.s.merge(c, v);
            } else {
                self.s.add_copy(c, v);
            }
        }
    }

    /// `dst ⊇` the pointer-sized contents of a `t`-typed access at `p`.
    fn load_typed(&mut self, p: NodeId, dst: NodeId, t: LLVMTypeRef) {
        for g in self.pointer_leaf_addresses(p, t) {
            self.s.add_load(g, dst);
        }
    }

    /// Stores value node `v` (of type `t`) at `p`, at each pointer-sized offset of `t`.
    fn store_typed(&mut self, p: NodeId, v: NodeId, t: LLVMTypeRef) {
        for g in self.pointer_leaf_addresses(p, t) {
            self.s.add_store(g, v);
        }
    }

    /// The address nodes of the pointer-sized offsets of a `t`-typed access at `p`: `p`
    /// itself for offset 0, one field node per other offset, or the single any-offset
    /// node when `t` has 64 or more of them.
    fn pointer_leaf_addresses(&mut self, p: NodeId, t: LLVMTypeRef) -> Vec<NodeId> {
        let mut leaves = Vec::new();
        self.layout.pointer_leaves(t, 0, &mut leaves, 64);
        if leaves.len() >= 64 {
            return vec![self.gep_node(p, ANY)];
        }
        leaves.into_iter().map(|k| if k == 0 { p } else { self.gep_node(p, k) }).collect()
    }

    /// `va_arg`: the va_list's pointer fields point to a varargs object; read its content.
    pub fn va_arg(&mut self, ap: NodeId, dst: NodeId) {
        for k in [0i64, 8, 16] {
            let f = if k == 0 { ap } else { self.gep_node(ap, k) };
            let area = self.s.new_node();
            self.s.add_load(f, area);
            let any = self.gep_node(area, ANY);
            self.s.add_load(any, dst);
        }
    }

    /// `llvm.va_start(ap)`: the va_list's pointer fields point to this function's varargs.
    pub(super) fn va_start(&mut self, ap: NodeId) {
        let v = self.vararg_object(self.cur_fn);
        let tmp = self.fresh_addr(v, ANY);
        for k in [0i64, 8, 16] {
            let f = if k == 0 { ap } else { self.gep_node(ap, k) };
            self.s.add_store(f, tmp);
        }
    }
}

/// Where an `inttoptr` of `x` may point among the exposed addresses: `None` when every bit
/// of `x` comes from a tracked pointer (`ptrtoint`, plus or minus constants), the constant
/// offset when `x` is another value plus or minus constants (the bits of an address
/// that went through text, a file or a call come back unchanged), `ANY` after other
/// arithmetic (pieces shifted and or-ed together).
fn laundered_offset(x: LLVMValueRef) -> Option<i64> {
    if !has_untracked_bits(x, 0) {
        return None;
    }
    let mut off = 0i64;
    let mut v = x;
    loop {
        // SAFETY: `v` is a live value; the constant opcode is read only after checking it is
        // a constant expression.
        let is_const_ptrtoint = unsafe { !LLVMIsAConstantExpr(v).is_null() && LLVMGetConstOpcode(v) == Op::LLVMPtrToInt };
        if is_const_ptrtoint {
            return None;
        }
        // SAFETY: `v` is a live value.
        if unsafe { LLVMIsAInstruction(v).is_null() } {
            return Some(off);
        }
        match ir::opcode(v) {
            Op::LLVMPtrToInt => return None,
            Op::LLVMAdd | Op::LLVMSub => {
                let is_sub = ir::opcode(v) == Op::LLVMSub;
                match (ir::const_int(ir::operand(v, 0)), ir::const_int(ir::operand(v, 1))) {
                    (None, Some(c)) => {
                        off = off.wrapping_add(if is_sub { c.wrapping_neg() } else { c });
                        v = ir::operand(v, 0);
                    }
                    (Some(c), None) if !is_sub => {
                        off = off.wrapping_add(c);
                        v = ir::operand(v, 1);
                    }
                    _ => return Some(ANY),
                }
            }
            Op::LLVMZExt | Op::LLVMSExt | Op::LLVMTrunc | Op::LLVMBitCast | Op::LLVMFreeze => v = ir::operand(v, 0),
            Op::LLVMLoad | Op::LLVMCall | Op::LLVMInvoke | Op::LLVMPHI | Op::LLVMSelect | Op::LLVMExtractValue | Op::LLVMVAArg => return Some(off),
            _ => return Some(ANY),
        }
    }
}

/// Whether some bits of integer `x` may come from something other than a tracked pointer
/// or a constant: a leaf of its arithmetic and casts that is not a `ptrtoint` or a
/// constant (a load, a call's result, a parameter, a phi...). Deep trees count as
/// untracked.
fn has_untracked_bits(x: LLVMValueRef, depth: u32) -> bool {
    // SAFETY: `x` is a live value; the constant opcode is read only after checking it is a
    // constant expression.
    unsafe {
        if LLVMIsAInstruction(x).is_null() {
            if !LLVMIsAConstantInt(x).is_null() {
                return false;
            }
            return LLVMIsAConstantExpr(x).is_null() || LLVMGetConstOpcode(x) != Op::LLVMPtrToInt;
        }
    }
    if depth > 16 {
        return true;
    }
    match ir::opcode(x) {
        Op::LLVMPtrToInt => false,
        Op::LLVMAdd
        | Op::LLVMSub
        | Op::LLVMMul
        | Op::LLVMAnd
        | Op::LLVMOr
        | Op::LLVMXor
        | Op::LLVMShl
        | Op::LLVMLShr
        | Op::LLVMAShr
        | Op::LLVMZExt
        | Op::LLVMSExt
        | Op::LLVMTrunc
        | Op::LLVMFreeze => (0..ir::num_operands(x)).any(|k| has_untracked_bits(ir::operand(x, k), depth + 1)),
        Op::LLVMPHI | Op::LLVMSelect => !address_or_constant_choice(x),
        _ => true,
    }
}

/// Whether `x` is a phi or select between `ptrtoint`s and constant integers only: an
/// address or a constant such as Rust's dangling aligned pointer of an empty buffer
/// (`Vec::with_capacity`, `String::with_capacity`: `inttoptr (phi [ptrtoint %new, 1])`).
fn address_or_constant_choice(x: LLVMValueRef) -> bool {
    let incoming: Vec<LLVMValueRef> = match ir::opcode(x) {
        // SAFETY: `x` is a live phi and `k` stays below its incoming count.
        Op::LLVMPHI => (0..unsafe { LLVMCountIncoming(x) }).map(|k| unsafe { LLVMGetIncomingValue(x, k) }).collect(),
        Op::LLVMSelect => vec![ir::operand(x, 1), ir::operand(x, 2)],
        _ => return false,
    };
    incoming.into_iter().all(|v| {
        // SAFETY: `v` is a live value.
        let constant = unsafe { !LLVMIsAConstantInt(v).is_null() };
        constant || (ir::is_instruction(v) && ir::opcode(v) == Op::LLVMPtrToInt)
    })
}

/// Whether an integer's provenance has exact offsets: a `ptrtoint`, a `load` (bit copy),
/// or an add/sub of a constant (tracked as an exact gep). Other arithmetic keeps the
/// objects but not the offset, so `inttoptr` of it is a variable index.
fn exact_int(x: LLVMValueRef) -> bool {
    // SAFETY: `x` is a live value; the constant opcode is read only after checking it is a
    // constant expression.
    unsafe {
        if LLVMIsAInstruction(x).is_null() {
            return !LLVMIsAConstantExpr(x).is_null() && LLVMGetConstOpcode(x) == Op::LLVMPtrToInt;
        }
    }
    match ir::opcode(x) {
        Op::LLVMPtrToInt | Op::LLVMLoad => true,
        Op::LLVMAdd | Op::LLVMSub => ir::const_int(ir::operand(x, 0)).is_some() || ir::const_int(ir::operand(x, 1)).is_some(),
        Op::LLVMPHI | Op::LLVMSelect => address_or_constant_choice(x),
        _ => false,
    }
}
