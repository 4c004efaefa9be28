//! From LLVM IR to constraints (see `solver.rs` for the constraint kinds), and the driver
//! that alternates solving with resolving indirect calls.
//!
//! Which values are nodes: every value whose type can carry a pointer (`ptr`, an integer
//! as wide as a pointer, vectors/aggregates of them; `Layout::carries_pointers`).
//! Aggregates are field-insensitive values; they are spread over byte offsets only when
//! stored or loaded. Constants get nodes on first use (a global's or function's address,
//! constant GEPs, casts).
//!
//! Per instruction: `alloca` -> a stack object; `load`/`store` -> load/store constraints
//! at each pointer-sized offset of the accessed type; GEP -> gep edge (constant byte
//! offset from the DataLayout, or `ANY` for a variable index); `phi`/`select`/casts/
//! aggregate ops/integer arithmetic -> copies (add/sub of a constant: exact gep);
//! `inttoptr` -> variable gep of its operand's provenance, or the unknown object when the
//! operand carries none; calls -> parameter/return copies (direct), on-the-fly resolution
//! (indirect), library models (`libc_models.rs`), remote calls -> clone edges
//! (`cloning.rs`); `va_arg`/`llvm.va_start` -> the function's varargs object.

use super::cloning::{CloneDir, CloneKey};
use super::layout::{GepShape, Layout};
use super::libc_models;
use super::objects::{AllocSite, ObjectId, ObjectKind, Offset, Target};
use super::ptr_fields::{self, Access, Copy};
use super::solver::{FxMap, Icall, LocId, NodeId, Solver, ANY, UNKNOWN_FN, VAR};
use super::{DebugFacts, HeapAnalysis, HeapError, RemoteCall};
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode as Op;
use std::collections::HashMap;

/// External globals that hold pointers to library-owned `FILE`s.
const STD_STREAMS: &[&str] = &["stdin", "stdout", "stderr", "_IO_2_1_stdin_", "_IO_2_1_stdout_", "_IO_2_1_stderr_", "__stdinp", "__stdoutp", "__stderrp"];

/// Per-function facts.
pub(crate) struct FuncInfo {
    pub value: LLVMValueRef,
    pub name: String,
    pub defined: bool,
    pub variadic: bool,
    /// Nodes of the parameters that can carry pointers.
    pub params: Vec<Option<NodeId>>,
    /// The node all `ret` values flow to.
    pub ret: Option<NodeId>,
    /// The varargs object (made on first use).
    pub vararg: Option<ObjectId>,
}

struct RemoteRec {
    inst: LLVMValueRef,
    caller: String,
    method: Option<u32>,
    args: Vec<Option<NodeId>>,
    result: Option<NodeId>,
    line: u32,
    index: u32,
}

/// The constraint builder and driver.
pub(crate) struct Builder {
    pub layout: Layout,
    pub s: Solver,
    vals: FxMap<LLVMValueRef, NodeId>,
    pub funcs: Vec<FuncInfo>,
    fn_index: FxMap<LLVMValueRef, u32>,
    fn_obj: FxMap<LLVMValueRef, ObjectId>,
    global_obj: FxMap<LLVMValueRef, ObjectId>,
    site_objs: FxMap<(LLVMValueRef, String), ObjectId>,
    /// Pointer values that always point to one location (an alloca, a global, a constant
    /// GEP of one): loads and stores through them become plain copies.
    fixed: FxMap<LLVMValueRef, (ObjectId, i64)>,
    /// `ptr`-typed accesses and field-wise copies, for `AbstractObject::ptr_offsets`.
    accesses: Vec<Access>,
    copies: Vec<Copy>,
    /// Final target sets by representative node (filled by `finish`).
    memo: FxMap<NodeId, Vec<Target>>,
    remote_self: NodeId,
    remote: Vec<RemoteRec>,
    cur_fn: u32,
    /// Node holding strtok's hidden state.
    pub strtok_state: NodeId,
    /// Node holding what thread routines return (read by `pthread_join`).
    pub thread_ret: NodeId,
    /// Node pointing to the environment strings (`envp`'s strings, `putenv`'s
    /// arguments): `getenv` returns pointers into them.
    pub env_strings: NodeId,
    /// Node holding what the program wrote to files and sockets (fwrite, write, send):
    /// what fread/read/recv may read back.
    pub file_data: NodeId,
    instructions: usize,
    /// What was handed to unknown code (see [`DebugFacts`]).
    debug: DebugFacts,
}

/// Runs the whole analysis on a module.
pub(crate) fn analyse(m: LLVMModuleRef) -> Result<HeapAnalysis, HeapError> {
    if m.is_null() {
        return Err(HeapError::Unsupported("null module".into()));
    }
    let mut b = Builder::new(m);
    b.build(m);
    b.drive();
    Ok(b.finish())
}

impl Builder {
    fn new(m: LLVMModuleRef) -> Builder {
        let mut s = Solver::new();
        let remote_self = s.new_node();
        let strtok_state = s.new_node();
        let thread_ret = s.new_node();
        let env_strings = s.new_node();
        let file_data = s.new_node();
        Builder {
            layout: Layout::of(m),
            s,
            vals: FxMap::default(),
            funcs: Vec::new(),
            fn_index: FxMap::default(),
            fn_obj: FxMap::default(),
            global_obj: FxMap::default(),
            site_objs: FxMap::default(),
            fixed: FxMap::default(),
            memo: FxMap::default(),
            accesses: Vec::new(),
            copies: Vec::new(),
            remote_self,
            remote: Vec::new(),
            cur_fn: 0,
            strtok_state,
            thread_ret,
            env_strings,
            file_data,
            instructions: 0,
            debug: DebugFacts::default(),
        }
    }

    // ----- module walk -----

    fn build(&mut self, m: LLVMModuleRef) {
        let globals = ir::globals(m);
        for &g in &globals {
            // SAFETY: a global of the live module being analysed; its value type is a live type.
            let size = unsafe { self.layout.alloc_size(LLVMGlobalGetValueType(g)) };
            let o = self.s.new_object(ObjectKind::Global, AllocSite::Global(g), ir::name(g), None, Some(size), true);
            self.global_obj.insert(g, o);
            self.fixed.insert(g, (o, 0));
        }
        let fns = ir::functions(m);
        for (i, &f) in fns.iter().enumerate() {
            self.fn_index.insert(f, i as u32);
            let defined = ir::is_defined(f);
            let params = ir::params(f);
            let pnodes = params.iter().map(|&p| if defined && self.layout.carries_pointers(ir::type_of(p)) { Some(self.node_for(p)) } else { None }).collect();
            let ret = if defined && self.layout.carries_pointers(ir::return_type(f)) { Some(self.s.new_node()) } else { None };
            self.funcs.push(FuncInfo { value: f, name: ir::name(f), defined, variadic: ir::is_vararg(f), params: pnodes, ret, vararg: None });
        }
        for &g in &globals {
            let o = self.global_obj[&g];
            // SAFETY: `g` is a global of the live module; LLVMGetInitializer is NULL for external
            // globals, which the first branch handles.
            unsafe {
                let init = LLVMGetInitializer(g);
                if init.is_null() {
                    // Defined elsewhere. The standard streams point to a library-owned
                    // FILE whose pointers point to library buffers; anything else (environ,
                    // optarg...) may hold whatever the library stores: unknown.
                    let name = ir::name(g);
                    if !STD_STREAMS.contains(&name.as_str()) {
                        let l = self.s.loc(o, ANY);
                        let (c, u) = (self.s.content(l), self.s.ucontent);
                        self.s.add_copy(u, c);
                        continue;
                    }
                    let lib = self.s.new_object(ObjectKind::Library(format!("extern:{name}")), AllocSite::Global(g), name.clone(), None, None, false);
                    let inner = self.s.new_object(ObjectKind::Library(format!("extern:{name}-buffers")), AllocSite::Global(g), name, None, None, false);
                    self.s.collapse(lib);
                    self.s.collapse(inner);
                    let ll = self.s.loc(lib, ANY);
                    let li = self.s.loc(inner, ANY);
                    let lc = self.s.content(ll);
                    self.s.add_addr(lc, li);
                    let l = self.s.loc(o, ANY);
                    let c = self.s.content(l);
                    self.s.add_addr(c, ll);
                } else {
                    self.init_walk(o, init, 0);
                }
            }
        }
        for (i, &f) in fns.iter().enumerate() {
            if self.funcs[i].defined {
                self.cur_fn = i as u32;
                if self.funcs[i].name == "main" {
                    self.main_args(i);
                }
                self.function(f);
            }
        }
    }

    /// `main(argc, argv, envp)`: each pointer parameter points to an array object made by
    /// the C runtime, whose elements point to a strings object.
    fn main_args(&mut self, fi: usize) {
        let params = self.funcs[fi].params.clone();
        let ptrs: Vec<bool> = ir::params(self.funcs[fi].value).iter().map(|&p| ir::is_pointer(ir::type_of(p))).collect();
        for (k, p) in params.iter().enumerate() {
            let Some(p) = *p else { continue };
            if !(k == 1 || k == 2) || !ptrs[k] {
                continue;
            }
            let what = if k == 1 { "argv" } else { "envp" };
            let arr = self.s.new_object(ObjectKind::Library(what.into()), AllocSite::None, "main".into(), None, None, false);
            let strs = self.s.new_object(ObjectKind::Library(format!("{what}-strings")), AllocSite::None, "main".into(), None, None, false);
            self.s.collapse(arr);
            self.s.collapse(strs);
            let la = self.s.loc(arr, ANY);
            self.s.add_addr(p, la);
            let ls = self.s.loc(strs, ANY);
            let c = self.s.content(la);
            self.s.add_addr(c, ls);
            if k == 2 {
                let e = self.env_strings;
                self.s.add_addr(e, ls);
            }
        }
    }

    fn init_walk(&mut self, o: ObjectId, c: LLVMValueRef, base: i64) {
        // SAFETY: `c` is a live constant initializer; operand indices stay below its operand
        // count.
        unsafe {
            let t = LLVMTypeOf(c);
            if !LLVMIsAConstantStruct(c).is_null() {
                for i in 0..ir::num_operands(c) {
                    let off = self.layout.field_offset(t, i) as i64;
                    self.init_walk(o, ir::operand(c, i), base + off);
                }
                return;
            }
            if !LLVMIsAConstantArray(c).is_null() || !LLVMIsAConstantVector(c).is_null() {
                // (Arrays of plain numbers are ConstantDataArrays and never get here.)
                let es = self.layout.alloc_size(LLVMGetElementType(t)) as i64;
                for i in 0..ir::num_operands(c) {
                    self.init_walk(o, ir::operand(c, i), base + i as i64 * es);
                }
                return;
            }
            let n = if !LLVMIsAConstantExpr(c).is_null() && ir::type_kind(t) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind {
                // An integer computed from addresses, e.g. a relative lookup table entry
                // `trunc(ptrtoint @str - ptrtoint @table)` read by llvm.load.relative:
                // it carries the addresses it was computed from.
                self.const_node(c)
            } else if self.layout.carries_pointers(t) {
                if ir::is_pointer(t) {
                    self.accesses.push(Access::Fixed(o, base));
                }
                self.value_node(c)
            } else {
                None
            };
            if let Some(n) = n {
                let l = self.s.loc(o, base);
                let cn = self.s.content(l);
                self.s.add_copy(n, cn);
            }
        }
    }

    fn function(&mut self, f: LLVMValueRef) {
        let concrete_entry = !ir::has_uses(f);
        for (bi, bb) in ir::blocks(f).into_iter().enumerate() {
            for i in ir::block_instructions(bb) {
                self.instructions += 1;
                self.instruction(i, concrete_entry && bi == 0);
            }
        }
    }

    // ----- values -----

    /// A fresh node registered for value `v`.
    fn node_for(&mut self, v: LLVMValueRef) -> NodeId {
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

    fn const_node(&mut self, v: LLVMValueRef) -> Option<NodeId> {
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
                            None if ir::is_null_like(x) => {}
                            None => self.s.add_addr(n, self.s.uloc),
                        }
                    }
                    _ => {
                        for k in 0..ir::num_operands(v) {
                            if let Some(b) = self.value_node(ir::operand(v, k)) {
                                self.s.add_copy(b, n);
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
    fn gep_constraints(&mut self, b: NodeId, dst: NodeId, shape: &GepShape) {
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
                (ir::name(f), ir::dbg_line(inst))
            }
        };
        // A null `inst`: one object per `what` for the whole program (library storage).
        let site = if inst.is_null() { AllocSite::None } else { AllocSite::Instruction(inst) };
        let o = self.s.new_object(kind, site, function, line, size, false);
        self.site_objs.insert((inst, what.to_string()), o);
        o
    }

    fn vararg_object(&mut self, fi: u32) -> ObjectId {
        if let Some(o) = self.funcs[fi as usize].vararg {
            return o;
        }
        let f = self.funcs[fi as usize].value;
        let o = self.s.new_object(ObjectKind::VarArgs, AllocSite::VarArgs(f), ir::name(f), None, None, false);
        self.s.collapse(o);
        self.funcs[fi as usize].vararg = Some(o);
        o
    }

    // ----- instructions -----

    /// Constraints of one instruction: effects first, then (for values that can carry
    /// pointers) the value's own constraints.
    fn instruction(&mut self, i: LLVMValueRef, entry_of_uncalled: bool) {
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
            _ if self.layout.carries_pointers(ir::type_of(i)) => self.value_instruction(i),
            _ => {}
        }
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
                let shape = self.layout.gep_shape(i);
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
                    Some(b) => self.s.add_gep(b, dst, off),
                    None if ir::is_null_like(x) => {}
                    None => self.s.add_addr(dst, self.s.uloc),
                }
            }
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
            | Op::LLVMExtractValue
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

    /// add/sub on pointer-width integers: exact offset with a constant operand, otherwise
    /// the provenance of both operands (offset not tracked).
    fn int_arith(&mut self, i: LLVMValueRef) {
        let dst = self.node_for(i);
        let (a, b) = (ir::operand(i, 0), ir::operand(i, 1));
        let is_sub = ir::opcode(i) == Op::LLVMSub;
        match (ir::const_int(a), ir::const_int(b)) {
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

    /// Records that `v = gep base, off` always points to one location when `base` does.
    fn note_fixed_gep(&mut self, v: LLVMValueRef, base: LLVMValueRef, off: i64) {
        if off == ANY {
            return;
        }
        if let Some(&(o, b)) = self.fixed.get(&base) {
            if b.checked_add(off).is_some_and(|x| x >= 0) {
                self.fixed.insert(v, (o, b + off));
            }
        }
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
        let mut leaves = Vec::new();
        self.layout.pointer_leaves(t, 0, &mut leaves, 64);
        if leaves.len() >= 64 {
            let g = self.gep_node(p, ANY);
            return self.s.add_load(g, dst);
        }
        for k in leaves {
            let g = if k == 0 { p } else { self.gep_node(p, k) };
            self.s.add_load(g, dst);
        }
    }

    /// Stores value node `v` (of type `t`) at `p`, at each pointer-sized offset of `t`.
    fn store_typed(&mut self, p: NodeId, v: NodeId, t: LLVMTypeRef) {
        let mut leaves = Vec::new();
        self.layout.pointer_leaves(t, 0, &mut leaves, 64);
        if leaves.len() >= 64 {
            let g = self.gep_node(p, ANY);
            return self.s.add_store(g, v);
        }
        for k in leaves {
            let g = if k == 0 { p } else { self.gep_node(p, k) };
            self.s.add_store(g, v);
        }
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
    fn va_start(&mut self, ap: NodeId) {
        let v = self.vararg_object(self.cur_fn);
        let tmp = self.fresh_addr(v, ANY);
        for k in [0i64, 8, 16] {
            let f = if k == 0 { ap } else { self.gep_node(ap, k) };
            self.s.add_store(f, tmp);
        }
    }

    // ----- calls -----

    fn call(&mut self, i: LLVMValueRef) {
        let args = ir::call_args(i);
        let callee = ir::direct_callee(i);
        // The method/ctor operand of the remote intrinsics is not an address-taken use.
        let remote = callee.is_some_and(|f| {
            let n = ir::name(f);
            n == "__cormi_invoke" || n == "__cormi_create"
        });
        let anodes: Vec<Option<NodeId>> = args.iter().enumerate().map(|(k, &a)| if remote && k == 1 { None } else { self.value_node(a) }).collect();
        let ret = if self.layout.carries_pointers(ir::type_of(i)) { Some(self.node_for(i)) } else { None };
        match callee {
            Some(f) => {
                let fi = self.fn_index[&f];
                let name = self.funcs[fi as usize].name.clone();
                if name == "__cormi_invoke" {
                    return self.remote_invoke(i, &args, &anodes, ret);
                }
                if name == "__cormi_create" {
                    return self.remote_create(&args, &anodes);
                }
                self.call_function(fi, i, &args, &anodes, ret);
            }
            None => {
                let cv = ir::called_operand(i);
                // SAFETY: `cv` is the live called operand of a call in the module.
                if unsafe { !LLVMIsAInlineAsm(cv).is_null() } {
                    // Inline assembly can do anything with its pointer operands.
                    return self.unknown_call(&anodes, ret);
                }
                match self.value_node(cv) {
                    Some(c) => {
                        self.s.add_icall(Icall::new(c, anodes, ret, i));
                    }
                    None => self.unknown_call(&anodes, ret),
                }
            }
        }
    }

    /// A call of function-table entry `fi` (direct, or resolved indirect).
    fn call_function(&mut self, fi: u32, inst: LLVMValueRef, args: &[LLVMValueRef], anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        if self.funcs[fi as usize].defined {
            return self.call_defined(fi, anodes, ret);
        }
        let f = self.funcs[fi as usize].value;
        let name = self.funcs[fi as usize].name.clone();
        if ir::intrinsic_id(f) != 0 {
            return self.intrinsic(&name, args, anodes, ret);
        }
        if !libc_models::apply(self, &name, inst, args, anodes, ret) {
            self.debug.unknown_externals.push((name.clone(), inst));
            // Floating-point values (which carry punned pointers inside the module) are
            // numbers to library code (libm): they do not escape, and a floating-point
            // result is at most one of them passed through (fabs, fmin...).
            let fp_args: Vec<NodeId> = args.iter().zip(anodes).filter(|(&v, _)| ir::is_floating(ir::type_of(v))).filter_map(|(_, &n)| n).collect();
            let others: Vec<Option<NodeId>> = args.iter().zip(anodes).map(|(&v, &n)| if ir::is_floating(ir::type_of(v)) { None } else { n }).collect();
            if !inst.is_null() && ir::is_floating(ir::type_of(inst)) {
                self.unknown_call(&others, None);
                if let Some(r) = ret {
                    for a in fp_args {
                        self.s.add_copy(a, r);
                    }
                }
            } else {
                self.unknown_call(&others, ret);
            }
        }
    }

    fn call_defined(&mut self, fi: u32, anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        let params = self.funcs[fi as usize].params.clone();
        for (k, a) in anodes.iter().enumerate() {
            let Some(a) = *a else { continue };
            if k < params.len() {
                if let Some(p) = params[k] {
                    self.s.add_copy(a, p);
                }
            } else if self.funcs[fi as usize].variadic {
                let v = self.vararg_object(fi);
                let l = self.s.loc(v, ANY);
                let c = self.s.content(l);
                self.s.add_copy(a, c);
            }
        }
        if let (Some(r), Some(dst)) = (self.funcs[fi as usize].ret, ret) {
            self.s.add_copy(r, dst);
        }
    }

    /// Unknown code: pointer arguments escape, the result is anything that escaped.
    pub fn unknown_call(&mut self, anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        let u = self.s.ucontent;
        for a in anodes.iter().flatten() {
            self.s.add_copy(*a, u);
        }
        if let Some(r) = ret {
            self.s.add_copy(u, r);
        }
    }

    fn intrinsic(&mut self, name: &str, args: &[LLVMValueRef], a: &[Option<NodeId>], ret: Option<NodeId>) {
        let arg = |k: usize| a.get(k).copied().flatten();
        if name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove") {
            if let (Some(d), Some(s)) = (arg(0), arg(1)) {
                let len = args.get(2).and_then(|&l| ir::const_int(l));
                self.memcpy(d, s, len);
            }
        } else if name.starts_with("llvm.load.relative") {
            // ptr = base + *(i32 *)(base + off): the table entry carries the target.
            if let (Some(p), Some(r)) = (arg(0), ret) {
                let g = self.gep_node(p, ANY);
                self.s.add_load(g, r);
            }
        } else if name.starts_with("llvm.va_start") {
            if let Some(ap) = arg(0) {
                self.va_start(ap);
            }
        } else if name.starts_with("llvm.va_copy") {
            if let (Some(d), Some(s)) = (arg(0), arg(1)) {
                self.memcpy(d, s, Some(32));
            }
        } else if name.starts_with("llvm.masked.load") || name.starts_with("llvm.masked.gather") || name.starts_with("llvm.masked.expandload") {
            if let (Some(p), Some(r)) = (arg(0), ret) {
                let g = self.gep_node(p, ANY);
                self.s.add_load(g, r);
            }
        } else if name.starts_with("llvm.masked.store") || name.starts_with("llvm.masked.scatter") || name.starts_with("llvm.masked.compressstore") {
            if let (Some(v), Some(p)) = (arg(0), arg(1)) {
                let g = self.gep_node(p, ANY);
                self.s.add_store(g, v);
            }
        } else if name.starts_with("llvm.memset")
            || name.starts_with("llvm.lifetime")
            || name.starts_with("llvm.dbg")
            || name.starts_with("llvm.va_end")
            || name.starts_with("llvm.stacksave")
            || name.starts_with("llvm.stackrestore")
            || name.starts_with("llvm.assume")
            || name.starts_with("llvm.prefetch")
            || name.starts_with("llvm.objectsize")
            || name.starts_with("llvm.invariant")
        {
        } else if let Some(r) = ret {
            // ptrmask, launder/strip.invariant.group, threadlocal.address, ssa.copy,
            // preserve.*.access.index, and anything else returning a pointer: derived
            // from the pointer arguments.
            let exact = name.starts_with("llvm.ptrmask")
                || name.contains("invariant.group")
                || name.starts_with("llvm.threadlocal")
                || name.starts_with("llvm.ssa.copy");
            for x in a.iter().flatten() {
                if exact {
                    self.s.add_copy(*x, r);
                } else {
                    self.s.add_gep(*x, r, ANY);
                }
            }
        }
    }

    /// `__cormi_invoke(ref, @m, args...)`: clone edges (paper §2, figures 3 and 4).
    fn remote_invoke(&mut self, i: LLVMValueRef, args: &[LLVMValueRef], anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        let method = args.get(1).and_then(|&m| self.function_of(m));
        let actuals: Vec<Option<NodeId>> = anodes.iter().skip(2).copied().collect();
        let caller = self.funcs[self.cur_fn as usize].name.clone();
        let index = self.remote.iter().filter(|r| r.caller == caller).count() as u32;
        self.remote.push(RemoteRec { inst: i, caller, method, args: actuals.clone(), result: ret, line: ir::dbg_line(i).unwrap_or(0), index });
        match method {
            Some(fi) if self.funcs[fi as usize].defined => {
                self.s.method_names.insert(fi, self.funcs[fi as usize].name.clone());
                let params = self.funcs[fi as usize].params.clone();
                if let Some(Some(p0)) = params.first() {
                    self.s.add_copy(self.remote_self, *p0);
                }
                let key = CloneKey { method: fi, dir: CloneDir::Arg };
                for (k, a) in actuals.iter().enumerate() {
                    if let (Some(a), Some(Some(p))) = (a, params.get(k + 1)) {
                        self.s.add_clone(*a, *p, key);
                    }
                }
                if let (Some(r), Some(dst)) = (self.funcs[fi as usize].ret, ret) {
                    self.s.add_clone(r, dst, CloneKey { method: fi, dir: CloneDir::Ret });
                }
            }
            _ => {
                // Unknown remote code works on deep copies: only the result is unknown.
                if let Some(r) = ret {
                    let u = self.s.uloc;
                    self.s.add_addr(r, u);
                }
            }
        }
    }

    /// `__cormi_create(node, @ctor, args...)`: arguments cloned for the constructor; what
    /// it returns is `self` of every remote method.
    fn remote_create(&mut self, args: &[LLVMValueRef], anodes: &[Option<NodeId>]) {
        let Some(fi) = args.get(1).and_then(|&m| self.function_of(m)) else { return };
        if !self.funcs[fi as usize].defined {
            return;
        }
        self.s.method_names.insert(fi, self.funcs[fi as usize].name.clone());
        let params = self.funcs[fi as usize].params.clone();
        let key = CloneKey { method: fi, dir: CloneDir::Arg };
        for (k, a) in anodes.iter().skip(2).enumerate() {
            if let (Some(a), Some(Some(p))) = (a, params.get(k)) {
                self.s.add_clone(*a, *p, key);
            }
        }
        if let Some(r) = self.funcs[fi as usize].ret {
            self.s.add_copy(r, self.remote_self);
        }
    }

    fn function_of(&self, v: LLVMValueRef) -> Option<u32> {
        let mut v = v;
        // SAFETY: `v` is a live value; the aliasee of an alias and operand 0 of a constant
        // expression exist.
        unsafe {
            for _ in 0..4 {
                if !LLVMIsAFunction(v).is_null() {
                    return self.fn_index.get(&v).copied();
                }
                if !LLVMIsAGlobalAlias(v).is_null() {
                    v = LLVMAliasGetAliasee(v);
                } else if !LLVMIsAConstantExpr(v).is_null() {
                    v = ir::operand(v, 0);
                } else {
                    return None;
                }
            }
        }
        None
    }

    // ----- driver -----

    fn drive(&mut self) {
        loop {
            self.s.solve();
            if self.s.pending.is_empty() {
                break;
            }
            let pending = std::mem::take(&mut self.s.pending);
            for (ic, f) in pending {
                self.resolve(ic, f);
            }
        }
    }

    fn resolve(&mut self, ic: u32, f: u32) {
        let (args, ret, inst, all_unknown) = {
            let c = self.s.icall(ic);
            (c.args.clone(), c.ret, c.inst, c.all_unknown)
        };
        if f == UNKNOWN_FN {
            self.debug.unknown_pointer_calls.push(inst);
            return self.unknown_call(&args, ret);
        }
        if all_unknown {
            // A function that escaped into unknown code may be called back by it.
            if self.funcs[f as usize].defined {
                let u = self.s.ucontent;
                for p in self.funcs[f as usize].params.clone().into_iter().flatten() {
                    self.s.add_copy(u, p);
                }
                if let Some(r) = self.funcs[f as usize].ret {
                    self.s.add_copy(r, u);
                }
            }
            return;
        }
        let mut ir_args: Vec<LLVMValueRef> = if inst.is_null() { Vec::new() } else { ir::call_args(inst) };
        if ir_args.len() != args.len() {
            // A library callback (qsort's comparator...): no IR operands to read.
            ir_args.clear();
        }
        let name = self.funcs[f as usize].name.clone();
        if name == "__cormi_invoke" || name == "__cormi_create" {
            return self.unknown_call(&args, ret);
        }
        self.call_function(f, inst, &ir_args, &args, ret);
    }

    // ----- results -----

    fn target_of(&self, l: LocId) -> Target {
        let (o, off) = self.s.loc_parts(l);
        let offset = if self.s.objects[o.index()].collapsed || off == ANY || off == VAR { Offset::Any } else { Offset::At(off) };
        Target { obj: o, offset }
    }

    fn targets(&mut self, n: NodeId) -> Vec<Target> {
        let r = self.s.find(n);
        if let Some(v) = self.memo.get(&r) {
            return v.clone();
        }
        let mut v: Vec<Target> = self.s.pts(r).into_iter().map(|l| self.target_of(l)).collect();
        v.sort_unstable();
        v.dedup();
        self.memo.insert(r, v.clone());
        v
    }

    fn finish(mut self) -> HeapAnalysis {
        let mut raw_sets = Vec::new();
        let mut by_rep: FxMap<NodeId, u32> = FxMap::default();
        let mut value_set = HashMap::with_capacity(self.vals.len());
        let vals: Vec<(LLVMValueRef, NodeId)> = self.vals.iter().map(|(&v, &n)| (v, n)).collect();
        for (v, n) in vals {
            let r = self.s.find(n);
            let idx = match by_rep.get(&r) {
                Some(&i) => i,
                None => {
                    let i = raw_sets.len() as u32;
                    raw_sets.push(self.s.pts_set(r));
                    by_rep.insert(r, i);
                    i
                }
            };
            value_set.insert(v, idx);
        }
        let loc_targets: Vec<Target> = (0..self.s.num_locs() as u32).map(|l| self.target_of(l)).collect();
        let targets = (0..raw_sets.len()).map(|_| std::cell::OnceCell::new()).collect();
        self.debug.feeds_unknown = self.values_feeding_unknown();
        let mut fields = Vec::with_capacity(self.s.objects.len());
        for oi in 0..self.s.objects.len() {
            let o = ObjectId(oi as u32);
            let mut fs: Vec<(Offset, Vec<Target>)> = Vec::new();
            for l in self.s.object_fields(o).to_vec() {
                if self.s.loc_parts(l).1 == VAR && !self.s.objects[oi].collapsed {
                    continue; // derived: the union of the other fields
                }
                let off = self.target_of(l).offset;
                if fs.iter().any(|(x, _)| *x == off) {
                    continue;
                }
                let c = self.s.content(l);
                let t = self.targets(c);
                if !t.is_empty() {
                    fs.push((off, t));
                }
            }
            if let Some(w) = self.s.var_write_node(o) {
                let t = self.targets(w);
                if !t.is_empty() {
                    self.s.objects[oi].indexed_pointers = true;
                    fs.push((Offset::Any, t));
                }
            }
            fs.sort_by_key(|f| f.0);
            fields.push(fs);
        }
        let ptr_offsets = ptr_fields::compute(&mut self.s, &self.accesses, &self.copies);
        for (oi, offs) in ptr_offsets.into_iter().enumerate() {
            self.s.objects[oi].ptr_offsets = offs;
        }
        let remote_calls = self.remote_calls_info(&fields);
        let mut stats = self.s.stats.clone();
        stats.instructions = self.instructions;
        stats.nodes = self.s.num_nodes();
        stats.objects = self.s.objects.len();
        stats.facts = self.s.num_facts();
        self.s.count_edges(&mut stats);
        HeapAnalysis {
            objects: std::mem::take(&mut self.s.objects),
            value_set,
            raw_sets,
            targets,
            loc_targets,
            fields,
            remote_calls,
            stats,
            debug: std::mem::take(&mut self.debug),
            elapsed: std::time::Duration::ZERO,
        }
    }

    /// The values whose node has a copy edge into the unknown content, by node id (the
    /// order the walk made them in).
    fn values_feeding_unknown(&mut self) -> Vec<LLVMValueRef> {
        let mut vals: Vec<(NodeId, LLVMValueRef)> = self.vals.iter().map(|(&v, &n)| (n, v)).collect();
        vals.sort_unstable_by_key(|&(n, _)| n);
        // Many values share a representative: look each one's edges up once.
        let mut by_rep: FxMap<NodeId, bool> = FxMap::default();
        let mut out = Vec::new();
        for (n, v) in vals {
            let r = self.s.find(n);
            let feeds = match by_rep.get(&r) {
                Some(&f) => f,
                None => {
                    let f = self.s.feeds_unknown(r);
                    by_rep.insert(r, f);
                    f
                }
            };
            if feeds {
                out.push(v);
            }
        }
        out
    }

    fn remote_calls_info(&mut self, fields: &[Vec<(Offset, Vec<Target>)>]) -> Vec<RemoteCall> {
        let recs = std::mem::take(&mut self.remote);
        let mut out = Vec::new();
        for r in recs {
            let actuals: Vec<Vec<Target>> = r.args.iter().map(|a| a.map(|n| self.targets(n)).unwrap_or_default()).collect();
            let result = r.result.map(|n| self.targets(n)).unwrap_or_default();
            let (mut formals, mut arg_clones, mut ret_clones) = (Vec::new(), Vec::new(), Vec::new());
            let (method, method_name) = match r.method {
                Some(fi) => (Some(self.funcs[fi as usize].value), self.funcs[fi as usize].name.clone()),
                None => (None, String::new()),
            };
            if let Some(fi) = r.method {
                let params = self.funcs[fi as usize].params.clone();
                for k in 0..r.args.len() {
                    formals.push(match params.get(k + 1) {
                        Some(Some(p)) => self.targets(*p),
                        _ => Vec::new(),
                    });
                }
                let roots: Vec<Target> = actuals.iter().flatten().copied().collect();
                for o in reachable(&roots, fields) {
                    if let Some(c) = self.s.clone_for(CloneKey { method: fi, dir: CloneDir::Arg }, o) {
                        arg_clones.push((o, c));
                    }
                }
                if let Some(rn) = self.funcs[fi as usize].ret {
                    let roots = self.targets(rn);
                    for o in reachable(&roots, fields) {
                        if let Some(c) = self.s.clone_for(CloneKey { method: fi, dir: CloneDir::Ret }, o) {
                            ret_clones.push((o, c));
                        }
                    }
                }
            }
            out.push(RemoteCall {
                call: r.inst,
                caller: r.caller,
                method,
                method_name,
                line: r.line,
                index_in_caller: r.index,
                actuals,
                formals,
                result,
                arg_clones,
                ret_clones,
            });
        }
        out
    }
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
        _ => false,
    }
}

/// Objects reachable from `roots` through object fields, sorted.
pub(crate) fn reachable(roots: &[Target], fields: &[Vec<(Offset, Vec<Target>)>]) -> Vec<ObjectId> {
    let mut seen = std::collections::BTreeSet::new();
    let mut stack: Vec<ObjectId> = roots.iter().map(|t| t.obj).collect();
    while let Some(o) = stack.pop() {
        if !seen.insert(o) {
            continue;
        }
        for (_, ts) in &fields[o.index()] {
            for t in ts {
                if !seen.contains(&t.obj) {
                    stack.push(t.obj);
                }
            }
        }
    }
    seen.into_iter().collect()
}
