//! Calls: direct calls of defined functions (parameter and return copies), indirect
//! calls (resolved on the fly by the driver), intrinsics, library models
//! (`libc_models.rs`), unknown code, and the remote intrinsics `__cormi_invoke` and
//! `__cormi_create` (clone edges, `cloning.rs`).

use super::string_copy;
use super::wrappers;
use super::{Builder, RemoteRec};
use crate::discovery::IntrinsicKind;
use crate::heap::cloning::{CloneDir, CloneKey};
use crate::heap::libc_models;
use crate::heap::objects::{AllocSite, ObjectKind, RUST_VALUE};
use crate::heap::solver::{Icall, LocId, NodeId, ANY, UNKNOWN_FN};
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;

impl Builder {
    pub(super) fn call(&mut self, i: LLVMValueRef) {
        let args = ir::call_args(i);
        let remote = self.remote_sites.get(&i).copied();
        // The method/ctor operand of the remote intrinsics is not an address-taken use.
        let anodes: Vec<Option<NodeId>> = args.iter().enumerate().map(|(k, &a)| if remote.is_some() && k == 1 { None } else { self.value_node(a) }).collect();
        let ret = if self.layout.carries_pointers(ir::type_of(i)) { Some(self.node_for(i)) } else { None };
        match remote {
            Some(IntrinsicKind::Invoke) => return self.remote_invoke(i, &args, &anodes, ret),
            Some(IntrinsicKind::Create) => return self.remote_create(&args, &anodes),
            None => {}
        }
        match ir::direct_callee(i) {
            Some(f) if self.wrappers.contains_key(&f) => {
                let fi = self.fn_index[&f];
                self.wrapper_call(fi, f, i, &args, &anodes, ret);
            }
            Some(f) if self.pass_through.contains_key(&f) => {
                let fi = self.fn_index[&f];
                self.pass_through_call(fi, self.pass_through[&f], &anodes, ret);
            }
            Some(f) => {
                let fi = self.fn_index[&f];
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
    /// An intrinsic reached other than by one of its call sites (through a function pointer)
    /// is unknown code.
    fn call_function(&mut self, fi: u32, inst: LLVMValueRef, args: &[LLVMValueRef], anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        if self.intrinsic_functions.contains(&self.funcs[fi as usize].value) {
            return self.unknown_call(anodes, ret);
        }
        let f = self.funcs[fi as usize].value;
        if self.rust_swap(f, args, anodes) {
            return;
        }
        let allocator = crate::rust_input::allocator_model(f);
        if self.funcs[fi as usize].defined && allocator.is_none() {
            return self.call_defined(fi, anodes, ret);
        }
        let name = allocator.map(String::from).unwrap_or_else(|| self.funcs[fi as usize].name.clone());
        if ir::intrinsic_id(f) != 0 {
            return self.intrinsic(&name, args, anodes, ret);
        }
        if !libc_models::apply(self, &name, inst, args, anodes, ret) {
            self.debug.unknown_externals.push((name.clone(), inst));
            // Floating-point values (which carry punned pointers inside the module) are
            // numbers to library code (libm): they do not escape, and a floating-point
            // result is at most one of them passed through (fabs, fmin...).
            let fp_args: Vec<NodeId> = args.iter().zip(anodes).filter(|(&v, _)| ir::is_floating(ir::type_of(v))).filter_map(|(_, &n)| n).collect();
            // A library's callback has no IR operands (`args` is empty): its nodes count.
            let others: Vec<Option<NodeId>> = anodes
                .iter()
                .enumerate()
                .map(|(k, &n)| match n {
                    _ if args.get(k).is_some_and(|&v| ir::is_floating(ir::type_of(v))) => None,
                    Some(p) if ir::param_read_only_unkept(f, k as u32) => Some(self.read_through(p)),
                    _ => n,
                })
                .collect();
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

    /// std's swap loop ([`crate::rust_input::swap_chunk_type`]): a copy of the swapped
    /// bytes each way (the length unknown when the chunk count is not a constant).
    fn rust_swap(&mut self, f: LLVMValueRef, args: &[LLVMValueRef], anodes: &[Option<NodeId>]) -> bool {
        let Some(chunk) = crate::rust_input::swap_chunk_type(f) else { return false };
        let (Some(x), Some(y)) = (anodes.first().copied().flatten(), anodes.get(1).copied().flatten()) else { return false };
        let count = args.get(2).and_then(|&n| ir::const_int(n));
        let len = count.map(|n| n * self.layout.alloc_size(chunk) as i64);
        self.memcpy(x, y, len);
        self.memcpy(y, x, len);
        true
    }

    /// What unknown code can reach through a pointer it only reads through and does not
    /// keep for writing ([`ir::param_read_only_unkept`]): the pointers stored in what `p`
    /// points to, not that object itself (its fields get nothing from unknown code).
    fn read_through(&mut self, p: NodeId) -> NodeId {
        self.read_fields(p)
    }

    /// A node holding what any field of the objects `p` points to holds.
    pub(crate) fn read_fields(&mut self, p: NodeId) -> NodeId {
        let fields = self.gep_node(p, ANY);
        let t = self.s.new_node();
        self.s.add_load(fields, t);
        t
    }

    /// A direct call of an allocation wrapper (`wrappers.rs`): the wrapper's body runs
    /// (its parameters get the arguments, its allocations also stand for this call's
    /// object, so what it writes into them is seen), but the result is one fresh object
    /// of this call, sized from the arguments like the wrapped allocator's call.
    fn wrapper_call(&mut self, fi: u32, f: LLVMValueRef, inst: LLVMValueRef, args: &[LLVMValueRef], anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        self.call_defined(fi, anodes, None);
        let Some(r) = ret else { return };
        let w = self.wrappers[&f].clone();
        let arg = |k: usize| args.get(k).copied();
        let (size, elem) = match w.size {
            wrappers::WrapperSize::Param(k) => match arg(k) {
                Some(v) => (ir::const_int(v).map(|c| c as u64), libc_models::element_size(v)),
                None => (None, None),
            },
            wrappers::WrapperSize::Product(k, j) => match (arg(k), arg(j)) {
                (Some(a), Some(b)) => match (ir::const_int(a), ir::const_int(b)) {
                    (Some(a), Some(b)) => (Some((a * b) as u64), None),
                    _ => (None, libc_models::product_element(&[a, b])),
                },
                _ => (None, None),
            },
            wrappers::WrapperSize::Elem(e) => (None, Some(e)),
            wrappers::WrapperSize::Const(n) => (Some(n), None),
            wrappers::WrapperSize::Unknown => (None, None),
        };
        let o = self.site_object(inst, &w.allocator, ObjectKind::Heap(w.allocator.clone()), size);
        if self.s.object_fields(o).is_empty() {
            self.s.objects[o.index()].elem = if size.is_none() { elem } else { None };
            self.s.objects[o.index()].wrapped = w.allocs.clone();
        }
        let l = self.s.loc(o, 0);
        self.s.add_addr(r, l);
        for &a in &w.allocs {
            let n = self.node_for(a);
            self.s.add_addr(n, l);
        }
    }

    /// A direct call of a pass-through function (`pass_through.rs`): the body runs with
    /// the parameters bound, and the result is this call's argument `k`, not the merged
    /// result of every call.
    fn pass_through_call(&mut self, fi: u32, k: usize, anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        self.call_defined(fi, anodes, None);
        if let (Some(r), Some(&Some(a))) = (ret, anodes.get(k)) {
            self.s.add_copy(a, r);
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
            let string = args.len() > 2 && string_copy::is_string_copy(args[1], args[2]);
            if let (Some(d), Some(s), false) = (arg(0), arg(1), string) {
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

    /// `__cormi_invoke(ref, @m, args...)`: clone edges (paper §2, figures 3 and 4). A
    /// struct result returned through memory comes first (`__cormi_invoke(ptr sret %tmp,
    /// ref, @m, args...)`, the method's `sret` parameter first too): see
    /// [`Builder::remote_result_slot`].
    fn remote_invoke(&mut self, i: LLVMValueRef, args: &[LLVMValueRef], anodes: &[Option<NodeId>], ret: Option<NodeId>) {
        let sret = usize::from(ir::call_arg_has_attr(i, 0, "sret"));
        let method = args.get(sret + 1).and_then(|&m| self.function_of(m));
        let actuals: Vec<Option<NodeId>> = anodes.iter().skip(sret + 2).copied().collect();
        let caller = self.funcs[self.cur_fn as usize].name.clone();
        let index = self.remote.iter().filter(|r| r.caller == caller).count() as u32;
        self.remote.push(RemoteRec { inst: i, caller, method, args: actuals.clone(), result: ret, line: ir::dbg_line(i).unwrap_or(0), index });
        match method {
            Some(fi) if self.funcs[fi as usize].defined => {
                self.s.method_names.insert(fi, self.funcs[fi as usize].name.clone());
                let params = self.funcs[fi as usize].params.clone();
                if let Some(Some(p0)) = params.get(sret) {
                    let selves = self.self_of(fi);
                    self.s.add_copy(selves, *p0);
                }
                let key = CloneKey { method: fi, dir: CloneDir::Arg };
                let (typed, typed_ret) = self.rust_typed(args.get(sret + 1).copied(), actuals.len(), true);
                for (k, a) in actuals.iter().enumerate() {
                    if let (Some(a), Some(Some(p))) = (a, params.get(sret + k + 1)) {
                        self.remote_arg(*a, *p, key, typed[k]);
                    }
                }
                if sret == 1 {
                    let caller_slot = anodes.first().copied().flatten();
                    self.remote_result_slot(i, fi, params.first().copied().flatten(), caller_slot.filter(|_| !typed_ret));
                    if let Some(dst) = caller_slot.filter(|_| typed_ret) {
                        let pointers = self.rust_result_pointers(args.get(sret + 1).copied(), actuals.len());
                        self.typed_result(i, dst, pointers);
                    }
                }
                // A result without pointers is bytes from the serving node's address space:
                // an address it carries (an opaque handle) points to nothing here.
                let result_holds_pointer = ir::holds_pointer(ir::type_of(i));
                if let (Some(r), Some(dst), true) = (self.funcs[fi as usize].ret, ret, result_holds_pointer) {
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

    /// Actual `a` of a remote call flows to formal `p` through a clone edge; a Rust value
    /// the plan sends from its type (`typed`: a `Vec`, `String` or slice whose buffers
    /// the standard library built) arrives as objects the analysis does not model: the
    /// formal points to the unknown object.
    fn remote_arg(&mut self, a: NodeId, p: NodeId, key: CloneKey, typed: bool) {
        match typed {
            true => {
                let u = self.s.uloc;
                self.s.add_addr(p, u);
            }
            false => self.s.add_clone(a, p, key),
        }
    }

    /// The location of the buffers the reply's unmarshaler allocates for a Rust value at
    /// call `inst` (one collapsed object per call): their bytes are numbers and addresses
    /// of further buffers the analysis does not model, so they point to the unknown
    /// object only, not to what escaped into unknown code (an integer or a `f64` read
    /// from them holds no address of an object of this node).
    fn typed_buffers(&mut self, inst: LLVMValueRef) -> LocId {
        let o = self.site_object(inst, RUST_VALUE, ObjectKind::Library(RUST_VALUE.into()), None);
        if !self.s.objects[o.index()].collapsed {
            self.s.collapse(o);
            let l = self.s.loc(o, ANY);
            let c = self.s.content(l);
            let u = self.s.uloc;
            self.s.add_addr(c, u);
        }
        self.s.loc(o, ANY)
    }

    /// The byte offsets of the pointers in the Rust result type of the remote method
    /// operand `method` (with `count` IR arguments after `self`), from its debug info.
    fn rust_result_pointers(&self, method: Option<LLVMValueRef>, count: usize) -> Option<Vec<u64>> {
        // SAFETY: a type query on a live value.
        let f = method.map(ir::strip_casts).filter(|&f| unsafe { !llvm_sys::core::LLVMIsAFunction(f).is_null() })?;
        let (_, ret) = crate::rust_types::method_types(f, count, true)?;
        // SAFETY: a function of a live module.
        let ctx = unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(f)) };
        crate::rust_layout::pointer_offsets(ctx, ret?).ok()
    }

    /// Which arguments (and the result) of the remote method operand `method` are Rust
    /// values sent from their types ([`crate::rust_types::typed_values`]).
    fn rust_typed(&self, method: Option<LLVMValueRef>, count: usize, invoke: bool) -> (Vec<bool>, bool) {
        // SAFETY: a type query on a live value.
        let f = method.map(ir::strip_casts).filter(|&f| unsafe { !llvm_sys::core::LLVMIsAFunction(f).is_null() });
        match f {
            Some(f) => crate::rust_types::typed_values(f, count, invoke),
            None => (vec![false; count], false),
        }
    }

    /// The caller's slot `dst` of a Rust result sent from its type receives what the
    /// reply's unmarshaler builds: at the type's pointer offsets (`pointers`, from debug
    /// info), the call's [`Builder::typed_buffers`]; its numbers carry no address.
    /// Without the offsets, every field points to what the unknown object's fields hold.
    fn typed_result(&mut self, i: LLVMValueRef, dst: NodeId, pointers: Option<Vec<u64>>) {
        let Some(offsets) = pointers else {
            let size = ir::call_arg_type_attr(i, 0, "sret").map(|t| self.layout.alloc_size(t) as i64);
            let u = self.s.new_node();
            let l = self.s.uloc;
            self.s.add_addr(u, l);
            return self.memcpy(dst, u, size);
        };
        let buffers = self.s.new_node();
        let l = self.typed_buffers(i);
        self.s.add_addr(buffers, l);
        for off in offsets {
            let at = if off == 0 { dst } else { self.gep_node(dst, off as i64) };
            self.s.add_store(at, buffers);
        }
    }

    /// The server's slot for a struct result returned through memory: an object of its
    /// own (a stack object named after the call `i`, in method `fi`), which the method's
    /// `sret` parameter `param` points to, so the method's stores fill its fields. The
    /// caller's slot (`caller_slot`) receives the result: a field-wise copy of the slot's
    /// clone for the caller (what the reply's unmarshaler writes).
    fn remote_result_slot(&mut self, i: LLVMValueRef, fi: u32, param: Option<NodeId>, caller_slot: Option<NodeId>) {
        let size = ir::call_arg_type_attr(i, 0, "sret").map(|t| self.layout.alloc_size(t));
        let name = self.funcs[fi as usize].name.clone();
        let o = self.s.new_object(ObjectKind::Stack, AllocSite::Instruction(i), name, ir::dbg_line(i), size, false);
        let slot = self.s.new_node();
        let l = self.s.loc(o, 0);
        self.s.add_addr(slot, l);
        if let Some(p) = param {
            self.s.add_copy(slot, p);
        }
        if let Some(dst) = caller_slot {
            let back = self.s.new_node();
            self.s.add_clone(slot, back, CloneKey { method: fi, dir: CloneDir::Ret });
            self.memcpy(dst, back, size.map(|s| s as i64));
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
        let (typed, _) = self.rust_typed(args.get(1).copied(), anodes.len().saturating_sub(2), false);
        for (k, a) in anodes.iter().skip(2).enumerate() {
            if let (Some(a), Some(Some(p))) = (a, params.get(k)) {
                self.remote_arg(*a, *p, key, typed[k]);
            }
        }
        if let Some(r) = self.funcs[fi as usize].ret {
            self.constructed(fi, r);
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

    pub(super) fn resolve(&mut self, ic: u32, f: u32) {
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
        self.call_function(f, inst, &ir_args, &args, ret);
    }
}
