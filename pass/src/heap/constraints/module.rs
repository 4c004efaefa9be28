//! The module walk: global objects and their initializers, the function table, `main`'s
//! argv/envp, then every instruction of every defined function.

use super::{Builder, FuncInfo};
use crate::heap::objects::{AllocSite, ObjectId, ObjectKind};
use crate::heap::ptr_fields::Access;
use crate::heap::solver::{LocId, ANY};

/// The name of the environment strings' object.
const ENV_STRINGS: &str = "envp-strings";
/// The name of the environment vector's object (`main`'s envp, `environ`).
const ENV_VECTOR: &str = "envp";
/// External globals that hold the environment vector.
const ENVIRON: &[&str] = &["environ", "__environ", "_environ"];
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;

/// External globals that hold pointers to library-owned `FILE`s.
const STD_STREAMS: &[&str] = &["stdin", "stdout", "stderr", "_IO_2_1_stdin_", "_IO_2_1_stdout_", "_IO_2_1_stderr_", "__stdinp", "__stdoutp", "__stderrp"];

impl Builder {
    pub(super) fn build(&mut self, m: LLVMModuleRef) {
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
            // A library function's inline copy is called as the library function.
            let defined = ir::is_defined(f) && !crate::heap::libc_models::modelled_copy(f);
            let params = ir::params(f);
            let pnodes = params.iter().map(|&p| if defined && self.layout.carries_pointers(ir::type_of(p)) { Some(self.node_for(p)) } else { None }).collect();
            let ret = if defined && self.layout.carries_pointers(ir::return_type(f)) { Some(self.s.new_node()) } else { None };
            self.funcs.push(FuncInfo { value: f, name: ir::name(f), defined, variadic: ir::is_vararg(f), params: pnodes, ret, vararg: None });
        }
        let defined: Vec<LLVMValueRef> = fns.iter().enumerate().filter(|(i, _)| self.funcs[*i].defined).map(|(_, &f)| f).collect();
        self.wrappers = super::wrappers::find(&defined);
        self.pass_through = super::pass_through::find(&defined);
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
                    if ENVIRON.contains(&name.as_str()) {
                        // The vector envp is (noted by the runtime before main), or one
                        // glibc's setenv made with malloc: its strings are the environment's.
                        let lv = self.env_vector_loc();
                        let l = self.s.loc(o, 0);
                        let c = self.s.content(l);
                        self.s.add_addr(c, lv);
                        continue;
                    }
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
            if k == 2 {
                let lv = self.env_vector_loc();
                self.s.add_addr(p, lv);
                continue;
            }
            // A NULL-terminated array of pointers whose extent the runtime noted: its
            // elements smashed into element 0, as a malloc'd array's (sendable whole).
            let arr = self.s.new_object(ObjectKind::Library("argv".into()), AllocSite::None, "main".into(), None, None, false);
            self.s.objects[arr.index()].elem = Some(8);
            let la = self.s.loc(arr, 0);
            self.s.add_addr(p, la);
            let strs = self.s.new_object(ObjectKind::Library("argv-strings".into()), AllocSite::None, "main".into(), None, None, false);
            self.s.collapse(strs);
            let ls = self.s.loc(strs, ANY);
            let c = self.s.content(la);
            self.s.add_addr(c, ls);
        }
    }

    /// The environment vector's one collapsed object (`main`'s envp and `environ`, made
    /// on first use), whose elements point to the environment strings.
    fn env_vector_loc(&mut self) -> LocId {
        let key = (std::ptr::null_mut(), ENV_VECTOR.to_string());
        if let Some(&o) = self.site_objs.get(&key) {
            return self.s.loc(o, ANY);
        }
        let o = self.s.new_object(ObjectKind::Library(ENV_VECTOR.into()), AllocSite::None, "main".into(), None, None, false);
        self.site_objs.insert(key, o);
        // An array of pointers (its elements smashed into element 0), as a malloc'd one.
        self.s.objects[o.index()].elem = Some(8);
        let lv = self.s.loc(o, 0);
        let ls = self.env_strings_loc();
        let c = self.s.content(lv);
        self.s.add_addr(c, ls);
        lv
    }

    /// The environment strings' one collapsed object (made on first use, whether `main`
    /// takes `envp` or only `getenv` reads them), which `env_strings` points to.
    pub(in crate::heap) fn env_strings_loc(&mut self) -> LocId {
        if let Some(&o) = self.site_objs.get(&(std::ptr::null_mut(), ENV_STRINGS.to_string())) {
            return self.s.loc(o, ANY);
        }
        let o = self.s.new_object(ObjectKind::Library(ENV_STRINGS.into()), AllocSite::None, "main".into(), None, None, false);
        self.site_objs.insert((std::ptr::null_mut(), ENV_STRINGS.to_string()), o);
        self.s.collapse(o);
        let ls = self.s.loc(o, ANY);
        let e = self.env_strings;
        self.s.add_addr(e, ls);
        ls
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
}
