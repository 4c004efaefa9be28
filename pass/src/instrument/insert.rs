//! Inserts the runtime calls. Every position is computed from the original instructions
//! (the instruction after a site or check point, or the first non-alloca instruction of an
//! entry block) before anything is inserted, and calls for one position are inserted in
//! order: registrations first, then checks, so a fresh object is registered before the
//! pointer to it is checked.
//!
//! An alloca with `llvm.lifetime.start` markers (optimised IR) is registered after each
//! marker instead of at entry: the code generator may give allocas with disjoint lifetimes
//! one stack slot, and the object living there is the one whose lifetime started last.
//! [`pin_addresses`] keeps distinct globals at distinct addresses.
//!
//! Every instrumented function starts with `__cormi_pts_enter(llvm.frameaddress(0))`: the
//! runtime forgets the registered stack objects between its own frame and that frame
//! pointer. They belong to calls that returned, and the new frame's spill slots, register
//! save area (`va_list`) and outgoing arguments now live there. [`keep_frames`] makes every
//! function `noinline` so that the frame address stays the function's own when the
//! instrumented module is optimised.

use crate::heap::layout::Layout;
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use std::collections::HashMap;
use std::ffi::CString;

use super::collect::{self, CheckKind, CheckPoint, HeapFn, Site, SiteKind};
use super::{RT_ALLOC, RT_CHECK, RT_ENTER, RT_FREE};

/// Inserts every registration, free and check call; `main` receives the registrations of
/// globals and functions at its entry.
pub fn calls(m: LLVMModuleRef, main: LLVMValueRef, sites: &[Site], points: &[CheckPoint]) {
    let plan = Plan::new(m, main, sites, points);
    let mut b = Builder::new(m);
    for (pos, actions) in plan.at {
        for a in actions {
            b.emit(pos, a);
        }
    }
}

/// One call to insert.
#[derive(Clone, Copy, Debug)]
enum Action {
    /// `__cormi_pts_alloc(site, value, size)`; the size comes from the site's kind.
    Register(u32, LLVMValueRef, SiteKind),
    /// `__cormi_pts_enter(llvm.frameaddress(0))` at a function's entry.
    Enter,
    /// `__cormi_pts_free(arg 0 of the call)`.
    Free(LLVMValueRef),
    /// `__cormi_pts_check(id, value)`.
    Check(u32, LLVMValueRef),
}

/// The calls to insert, grouped by the original instruction they go before, in order.
struct Plan {
    at: Vec<(LLVMValueRef, Vec<Action>)>,
    index: HashMap<LLVMValueRef, usize>,
}

impl Plan {
    fn new(m: LLVMModuleRef, main: LLVMValueRef, sites: &[Site], points: &[CheckPoint]) -> Plan {
        let mut plan = Plan { at: Vec::new(), index: HashMap::new() };
        let main_entry = entry_point(main);
        for f in collect::instrumented_functions(m) {
            plan.push(entry_point(f), Action::Enter);
        }
        for s in sites {
            if s.kind == SiteKind::Alloca {
                let starts = lifetime_starts(s.value);
                if !starts.is_empty() {
                    for start in starts {
                        plan.push(after(start), Action::Register(s.id, s.value, s.kind));
                    }
                    continue;
                }
            }
            let pos = match s.kind {
                SiteKind::Global | SiteKind::Function => main_entry,
                SiteKind::Alloca if is_static_entry_alloca(s.value) && in_leading_allocas(s.value) => entry_point(llvm_parent(s.value)),
                SiteKind::Alloca | SiteKind::Heap(_) => after(s.value),
            };
            plan.push(pos, Action::Register(s.id, s.value, s.kind));
        }
        for f in collect::instrumented_functions(m) {
            for inst in ir::function_instructions(f) {
                if collect::frees(inst) {
                    // SAFETY: a call to free/realloc has at least one argument.
                    let p = unsafe { LLVMGetOperand(inst, 0) };
                    plan.push(inst, Action::Free(p));
                }
            }
        }
        for p in points {
            let pos = match p.kind {
                CheckKind::Argument => entry_point(p.function),
                CheckKind::Load | CheckKind::CallResult => after(p.value),
            };
            plan.push(pos, Action::Check(p.id, p.value));
        }
        plan
    }

    fn push(&mut self, pos: LLVMValueRef, a: Action) {
        let i = *self.index.entry(pos).or_insert_with(|| {
            self.at.push((pos, Vec::new()));
            self.at.len() - 1
        });
        self.at[i].1.push(a);
    }
}

/// Clears `unnamed_addr` on every global variable and function, so that no later pass
/// (constant merging) or linker (string tail merging in mergeable sections) puts two
/// registered objects at one address, which would make the runtime attribute a pointer to
/// the wrong site.
pub fn pin_addresses(m: LLVMModuleRef) {
    let globals = ir::globals(m).into_iter().chain(ir::functions(m));
    for g in globals {
        // SAFETY: `g` is a live global value of `m`.
        unsafe { LLVMSetUnnamedAddress(g, llvm_sys::LLVMUnnamedAddr::LLVMNoUnnamedAddr) }
    }
}

/// The `llvm.lifetime.start` calls that start the lifetime of `alloca`.
fn lifetime_starts(alloca: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    // SAFETY: walking the use list of a live value.
    unsafe {
        let mut u = LLVMGetFirstUse(alloca);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            if !LLVMIsACallInst(user).is_null() && ir::direct_callee(user).is_some_and(|f| ir::name(f).starts_with("llvm.lifetime.start")) {
                out.push(user);
            }
            u = LLVMGetNextUse(u);
        }
    }
    out
}

/// The function of an instruction.
fn llvm_parent(inst: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `inst` is an instruction inside a function.
    unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)) }
}

/// The instruction after `inst` (never null: a block ends with a terminator, and sites
/// and check points are never terminators).
fn after(inst: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `inst` is a live non-terminator instruction.
    unsafe { LLVMGetNextInstruction(inst) }
}

/// The first instruction of `f`'s entry block that is not an `alloca`.
fn entry_point(f: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `f` is a defined function; its entry block ends with a terminator.
    unsafe {
        let mut i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f));
        while collect::is_alloca(i) {
            i = LLVMGetNextInstruction(i);
        }
        i
    }
}

/// Whether only allocas precede `inst` in its block: then [`entry_point`] comes after it
/// (an alloca after other instructions is registered right after itself).
fn in_leading_allocas(inst: LLVMValueRef) -> bool {
    // SAFETY: `inst` is a live instruction; walking back stays inside its block.
    unsafe {
        let mut i = LLVMGetPreviousInstruction(inst);
        while !i.is_null() {
            if !collect::is_alloca(i) {
                return false;
            }
            i = LLVMGetPreviousInstruction(i);
        }
        true
    }
}

/// An alloca in the entry block with a constant element count.
fn is_static_entry_alloca(inst: LLVMValueRef) -> bool {
    // SAFETY: `inst` is a live alloca.
    unsafe {
        let f = llvm_parent(inst);
        LLVMGetInstructionParent(inst) == LLVMGetEntryBasicBlock(f) && ir::const_int(LLVMGetOperand(inst, 0)).is_some()
    }
}

/// An IR builder with the three runtime functions declared.
struct Builder {
    raw: LLVMBuilderRef,
    layout: Layout,
    i32t: LLVMTypeRef,
    i64t: LLVMTypeRef,
    alloc: (LLVMTypeRef, LLVMValueRef),
    free: (LLVMTypeRef, LLVMValueRef),
    enter: (LLVMTypeRef, LLVMValueRef),
    frameaddress: (LLVMTypeRef, LLVMValueRef),
    check: (LLVMTypeRef, LLVMValueRef),
}

impl Builder {
    fn new(m: LLVMModuleRef) -> Builder {
        // SAFETY: types and declarations are created in the live module's context.
        unsafe {
            let ctx = LLVMGetModuleContext(m);
            let void = LLVMVoidTypeInContext(ctx);
            let i32t = LLVMInt32TypeInContext(ctx);
            let i64t = LLVMInt64TypeInContext(ctx);
            let ptr = LLVMPointerTypeInContext(ctx, 0);
            Builder {
                raw: LLVMCreateBuilderInContext(ctx),
                layout: Layout::of(m),
                i32t,
                i64t,
                alloc: declare(m, RT_ALLOC, void, &mut [i32t, ptr, i64t]),
                free: declare(m, RT_FREE, void, &mut [ptr]),
                enter: declare(m, RT_ENTER, void, &mut [ptr]),
                frameaddress: intrinsic(m, "llvm.frameaddress", &mut [ptr]),
                check: declare(m, RT_CHECK, void, &mut [i32t, ptr]),
            }
        }
    }

    /// Inserts the call for `a` before `pos`, with `pos`'s debug location.
    fn emit(&mut self, pos: LLVMValueRef, a: Action) {
        // SAFETY: `pos` is a live instruction; all operands are values of its function (or
        // constants/globals).
        unsafe {
            LLVMPositionBuilderBefore(self.raw, pos);
            LLVMSetCurrentDebugLocation2(self.raw, LLVMInstructionGetDebugLoc(pos));
            match a {
                Action::Register(id, v, kind) => {
                    let size = self.size_of(v, kind);
                    let idv = LLVMConstInt(self.i32t, id as u64, 0);
                    self.call(self.alloc, &mut [idv, v, size]);
                }
                Action::Free(p) => self.call(self.free, &mut [p]),
                Action::Enter => {
                    let zero = LLVMConstInt(self.i32t, 0, 0);
                    let empty = CString::default();
                    let fa = LLVMBuildCall2(self.raw, self.frameaddress.0, self.frameaddress.1, [zero].as_mut_ptr(), 1, empty.as_ptr());
                    self.call(self.enter, &mut [fa]);
                }
                Action::Check(id, v) => {
                    let idv = LLVMConstInt(self.i32t, id as u64, 0);
                    self.call(self.check, &mut [idv, v]);
                }
            }
        }
    }

    /// The size in bytes of the object a site makes, as an `i64` value (built before the
    /// current position when it depends on run-time operands).
    ///
    /// # Safety
    /// `v` is a live allocation call or alloca of the builder's module.
    unsafe fn size_of(&self, v: LLVMValueRef, kind: SiteKind) -> LLVMValueRef {
        let konst = |n: u64| LLVMConstInt(self.i64t, n, 0);
        match kind {
            SiteKind::Global => konst(self.layout.alloc_size(LLVMGlobalGetValueType(v))),
            SiteKind::Function => konst(1),
            SiteKind::Alloca => {
                let elem = konst(self.layout.alloc_size(LLVMGetAllocatedType(v)));
                self.mul(elem, LLVMGetOperand(v, 0))
            }
            SiteKind::Heap(HeapFn::Size0) => self.to_i64(LLVMGetOperand(v, 0)),
            SiteKind::Heap(HeapFn::Size1) => self.to_i64(LLVMGetOperand(v, 1)),
            SiteKind::Heap(HeapFn::Product01) => self.mul(self.to_i64(LLVMGetOperand(v, 0)), LLVMGetOperand(v, 1)),
        }
    }

    /// `a * zext(b)` as i64.
    ///
    /// # Safety
    /// `a` and `b` are live integer values of the builder's module.
    unsafe fn mul(&self, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
        let empty = CString::default();
        LLVMBuildMul(self.raw, a, self.to_i64(b), empty.as_ptr())
    }

    /// An integer value zero-extended or truncated to i64.
    ///
    /// # Safety
    /// `v` is a live integer value of the builder's module.
    unsafe fn to_i64(&self, v: LLVMValueRef) -> LLVMValueRef {
        let empty = CString::default();
        LLVMBuildIntCast2(self.raw, v, self.i64t, 0, empty.as_ptr())
    }

    /// Builds a call of `f` (type, callee) with `args` at the builder's position.
    ///
    /// # Safety
    /// `f` and `args` are live values of the builder's module and match `f`'s type.
    unsafe fn call(&self, f: (LLVMTypeRef, LLVMValueRef), args: &mut [LLVMValueRef]) {
        let empty = CString::default();
        LLVMBuildCall2(self.raw, f.0, f.1, args.as_mut_ptr(), args.len() as u32, empty.as_ptr());
    }
}

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: the builder was created by `new` and is disposed once.
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}

/// Declares an overloaded intrinsic for the given overload types.
///
/// # Safety
/// `m` is a live module; `overloads` are types of its context.
unsafe fn intrinsic(m: LLVMModuleRef, name: &str, overloads: &mut [LLVMTypeRef]) -> (LLVMTypeRef, LLVMValueRef) {
    let id = LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len());
    assert!(id != 0, "LLVM knows {name}");
    let ctx = LLVMGetModuleContext(m);
    let f = LLVMGetIntrinsicDeclaration(m, id, overloads.as_mut_ptr(), overloads.len());
    (LLVMIntrinsicGetType(ctx, id, overloads.as_mut_ptr(), overloads.len()), f)
}

/// Makes every instrumented function `noinline` (dropping `alwaysinline`), so that each
/// keeps its own frame and its `__cormi_pts_enter` sees its own frame address.
pub fn keep_frames(m: LLVMModuleRef) {
    // SAFETY: attribute edits on live functions of `m`.
    unsafe {
        let ctx = LLVMGetModuleContext(m);
        let kind = |n: &str| LLVMGetEnumAttributeKindForName(n.as_ptr() as *const _, n.len());
        let (noinline, always) = (kind("noinline"), kind("alwaysinline"));
        for f in collect::instrumented_functions(m) {
            LLVMRemoveEnumAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, always);
            LLVMAddAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, noinline, 0));
        }
    }
}

/// Declares (or finds) `void name(params...)`.
///
/// # Safety
/// `m` is a live module; `ret` and `params` are types of its context.
unsafe fn declare(m: LLVMModuleRef, name: &str, ret: LLVMTypeRef, params: &mut [LLVMTypeRef]) -> (LLVMTypeRef, LLVMValueRef) {
    let ty = LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
    let cname = CString::new(name).expect("no NUL in name");
    let mut f = LLVMGetNamedFunction(m, cname.as_ptr());
    if f.is_null() {
        f = LLVMAddFunction(m, cname.as_ptr(), ty);
    }
    (ty, f)
}
