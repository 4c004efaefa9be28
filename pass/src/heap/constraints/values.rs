//! Nodes of IR values: instructions and arguments on first use, constants evaluated on
//! first use (addresses of globals and functions, constant GEPs and casts, aggregates),
//! GEP edges, and the objects of allocation sites and varargs.

use super::Builder;
use crate::heap::layout::GepShape;
use crate::heap::objects::{AllocSite, ObjectId, ObjectKind};
use crate::heap::solver::{NodeId, ANY};
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode as Op;

impl Builder {
    /// A fresh node registered for value `v`.
    pub(super) fn node_for(&mut self, v: LLVMValueRef) -> NodeId {
        if let Some(&n) = self.vals.get(&v) {
            return n;
        }
        let n = self.s.new_node();
        self.vals.insert(v, n);
        n
    }

    /// The node of a value that can carry pointers (constants evaluated on first use);
    /// `None` for values that cannot (or constants that point nowhere).
    pub fn value_node(&mut self, v: LLVMValueRef) -> Option<NodeId> {
        if let Some(&n) = self.vals.get(&v) {
            return Some(n);
        }
        if !self.layout.carries_pointers(ir::type_of(v)) {
            return None;
        }
        // SAFETY: `v` is a live value of the analysed module.
        unsafe {
            if !LLVMIsAConstant(v).is_null() {
                return self.const_node(v);
            }
        }
        Some(self.node_for(v))
    }

    pub(super) fn const_node(&mut self, v: LLVMValueRef) -> Option<NodeId> {
        // SAFETY: `v` is a live constant of the analysed module; each kind check comes before the
        // accessor that needs it (aliasee of an alias, opcode of a constant expression).
        unsafe {
            if !LLVMIsAGlobalVariable(v).is_null() {
                let o = self.global_obj[&v];
                return Some(self.addr_node(v, o, 0));
            }
            if !LLVMIsAFunction(v).is_null() {
                let o = self.function_object(v);
                return Some(self.addr_node(v, o, 0));
            }
            if !LLVMIsAGlobalAlias(v).is_null() {
                let a = LLVMAliasGetAliasee(v);
                let n = self.value_node(a)?;
                self.vals.insert(v, n);
                return Some(n);
            }
            if !LLVMIsAConstantExpr(v).is_null() {
                let n = self.node_for(v);
                match LLVMGetConstOpcode(v) {
                    Op::LLVMGetElementPtr => {
                        let off = self.layout.gep_offset(v).unwrap_or(ANY);
                        let base = ir::operand(v, 0);
                        if let Some(b) = self.value_node(base) {
                            self.s.add_gep(b, n, off);
                        }
                        self.note_fixed_gep(v, base, off);
                    }
                    Op::LLVMIntToPtr => {
                        let x = ir::operand(v, 0);
                        match self.value_node(x) {
                            Some(b) => self.s.add_gep(b, n, ANY),
                            None if ir::is_unmapped_address(x) => {}
                            None => self.s.add_addr(n, self.s.uloc),
                        }
                    }
                    opcode => {
                        for k in 0..ir::num_operands(v) {
                            if let Some(b) = self.value_node(ir::operand(v, k)) {
                                self.s.add_copy(b, n);
                                if opcode == Op::LLVMPtrToInt {
                                    let e = self.exposed;
                                    self.s.add_copy(b, e);
                                }
                            }
                        }
                    }
                }
                return Some(n);
            }
            if !LLVMIsAConstantStruct(v).is_null() || !LLVMIsAConstantArray(v).is_null() || !LLVMIsAConstantVector(v).is_null() {
                let n = self.node_for(v);
                for k in 0..ir::num_operands(v) {
                    if let Some(b) = self.value_node(ir::operand(v, k)) {
                        self.s.add_copy(b, n);
                    }
                }
                return Some(n);
            }
            None
        }
    }

    fn addr_node(&mut self, v: LLVMValueRef, o: ObjectId, off: i64) -> NodeId {
        let n = self.node_for(v);
        let l = self.s.loc(o, off);
        self.s.add_addr(n, l);
        n
    }

    /// The object standing for function `f` (made on first use).
    fn function_object(&mut self, f: LLVMValueRef) -> ObjectId {
        if let Some(&o) = self.fn_obj.get(&f) {
            return o;
        }
        let o = self.s.new_object(ObjectKind::Function, AllocSite::Function(f), ir::name(f), None, None, false);
        self.fn_obj.insert(f, o);
        if let Some(&i) = self.fn_index.get(&f) {
            self.s.obj_fn.insert(o.0, i);
        }
        o
    }

    /// A node pointing to `(o, off)`.
    pub fn fresh_addr(&mut self, o: ObjectId, off: i64) -> NodeId {
        let n = self.s.new_node();
        let l = self.s.loc(o, off);
        self.s.add_addr(n, l);
        n
    }

    /// `dst ⊇ b + shape` (see [`GepShape`]).
    pub(super) fn gep_constraints(&mut self, b: NodeId, dst: NodeId, shape: &GepShape) {
        match shape {
            // Offset 0 maps every location to itself: the same set.
            GepShape::Offsets(offs) if offs[..] == [0] => self.s.merge(b, dst),
            GepShape::Offsets(offs) => {
                for &off in offs {
                    self.s.add_gep(b, dst, off);
                }
            }
            GepShape::Strided { stride, then } => {
                let elems = if then[..] == [0] { dst } else { self.s.new_node() };
                self.s.add_strided(b, elems, *stride);
                if elems != dst {
                    for &off in then {
                        self.s.add_gep(elems, dst, off);
                    }
                }
            }
            GepShape::Unknown => self.s.add_gep(b, dst, ANY),
        }
    }

    /// A node `t ⊇ x + off`.
    pub fn gep_node(&mut self, x: NodeId, off: i64) -> NodeId {
        let t = self.s.new_node();
        self.s.add_gep(x, t, off);
        t
    }

    /// Records that `v = gep base, off` always points to one location when `base` does.
    pub(super) fn note_fixed_gep(&mut self, v: LLVMValueRef, base: LLVMValueRef, off: i64) {
        if off == ANY {
            return;
        }
        if let Some(&(o, b)) = self.fixed.get(&base) {
            if b.checked_add(off).is_some_and(|x| x >= 0) {
                self.fixed.insert(v, (o, b + off));
            }
        }
    }

    /// The object of allocation `what` made at call `inst` (one per site and callee).
    pub fn site_object(&mut self, inst: LLVMValueRef, what: &str, kind: ObjectKind, size: Option<u64>) -> ObjectId {
        if let Some(&o) = self.site_objs.get(&(inst, what.to_string())) {
            return o;
        }
        let (function, line) = if inst.is_null() {
            (String::new(), None)
        } else {
            // SAFETY: `inst` is a non-null instruction inside a function of the live module, so it
            // has a parent block and function.
            unsafe {
                let f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
                (ir::name(f), ir::dbg_outer_line(inst))
            }
        };
        // A null `inst`: one object per `what` for the whole program (library storage).
        let site = if inst.is_null() { AllocSite::None } else { AllocSite::Instruction(inst) };
        let o = self.s.new_object(kind, site, function, line, size, false);
        self.site_objs.insert((inst, what.to_string()), o);
        o
    }

    pub(super) fn vararg_object(&mut self, fi: u32) -> ObjectId {
        if let Some(o) = self.funcs[fi as usize].vararg {
            return o;
        }
        let f = self.funcs[fi as usize].value;
        let o = self.s.new_object(ObjectKind::VarArgs, AllocSite::VarArgs(f), ir::name(f), None, None, false);
        self.s.collapse(o);
        self.funcs[fi as usize].vararg = Some(o);
        o
    }
}
