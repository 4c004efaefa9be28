//! The build id: a 64-bit hash that two nodes compare at the connection handshake (and in
//! every message header), so that a peer whose messages this node would misread is
//! refused (DESIGN.md, object model: "a build id in the connection handshake refuses a
//! peer built from another module"). The runtime only compares it for equality.
//!
//! What goes in (FNV-1a 64 over length-prefixed fields, in this order):
//! 1. [`VERSION`] and the code-generation mode (the modes encode graphs differently);
//! 2. the data layout and target triple (scalar sizes and struct layouts);
//! 3. the wire contract proper: every remote method (name, function type, origins), by
//!    name; every call site (id, kind, one-way, result type, each argument's passed,
//!    parameter and by-value type), by id;
//! 4. a structural digest of the rest of the module, entity by entity in name order:
//!    globals (type, linkage, constness, thread-locality, initializer), aliases, and
//!    functions (type, linkage, calling convention, attributes and, for a definition,
//!    every instruction: opcode, type, operands, and the fields that are no operands:
//!    predicates, allocated and GEP source types, callee type and call-site attributes,
//!    phi blocks, aggregate indices, shuffle masks, atomic operations).
//!
//! Types hash by structure (a named struct by its name and body). Values inside a
//! function hash by position (argument k, instruction n, block b), constants by value,
//! globals by name. Left out: the names of locals and blocks, the order of entities,
//! and all metadata (debug info holds build paths), so a rebuild elsewhere or with
//! functions reordered keeps the id.
//!
//! Why the bodies, although they are not on the wire: how a call site encodes a pointer
//! graph comes from whole-program analyses (points-to, sharing, escape). A change in a
//! function no call site reaches can still change a site's encoding (a second pointer
//! stored to a sent object keeps the handle table), and two nodes that disagree there
//! misread each other's messages. So any change of the code changes the id; a hash of the
//! signatures alone would let such peers talk. The walk reads the module once through
//! the C API, without printing it.
//!
//! [`BuildId`] is an analysis: computed when first asked (code generation after the
//! whole-program gate, `print<cormi-callsites>`), at most once per run, so runs that do
//! not lower (per-TU compiles under -flto) never pay for it.

use super::ids::Fnv;
use super::{CallSite, Discovery, RemoteMethod};
use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::params::Mode;
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMAttributeRef, LLVMBasicBlockRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashMap;
use std::ffi::CStr;

/// The first field: changes whenever what goes into the hash changes, so that two
/// versions of the pass never agree by accident.
pub const VERSION: &str = "cormi-build-v3";

/// The module's build id (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildId(pub u64);

impl Analysis for BuildId {
    const NAME: &'static str = "build-id";

    /// [`build_id`] of the context's module and mode, over its discovery result.
    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let found = cx.get::<Discovery>()?;
        Ok(BuildId(build_id(cx.raw_module(), cx.params().mode, &found.sites, &found.methods)))
    }
}

/// The build id of `module` compiled in `mode`, with its discovered `sites` and `methods`.
fn build_id(module: LLVMModuleRef, mode: Mode, sites: &[CallSite], methods: &[RemoteMethod]) -> u64 {
    let mut w = Walk { types: HashMap::new() };
    let mut h = Fnv::new();
    h.field(VERSION.as_bytes());
    let spelling = Mode::ALL.iter().find(|(m, _)| *m == mode).map_or("", |(_, s)| s);
    h.field(spelling.as_bytes());
    // SAFETY: read-only queries of a live module; both strings are owned by the module.
    unsafe {
        h.field(CStr::from_ptr(LLVMGetDataLayoutStr(module)).to_bytes());
        h.field(CStr::from_ptr(LLVMGetTarget(module)).to_bytes());
    }
    w.contract(&mut h, sites, methods);
    w.entities(&mut h, module);
    h.finish()
}

/// Value tags inside a function.
const ARG: u64 = 1;
const INST: u64 = 2;
const BLOCK: u64 = 3;
const GLOBAL: u64 = 4;

/// One walk over a module: type digests are memoised (types are unique per context).
struct Walk {
    types: HashMap<LLVMTypeRef, u64>,
}

/// Positions of a function's arguments and instructions, and of its blocks.
struct Locals {
    values: HashMap<LLVMValueRef, (u64, u64)>,
    blocks: HashMap<LLVMBasicBlockRef, u64>,
}

impl Walk {
    /// Part 3 of the module docs: methods by name (discovery sorts them), sites by id.
    fn contract(&mut self, h: &mut Fnv, sites: &[CallSite], methods: &[RemoteMethod]) {
        h.u64(methods.len() as u64);
        for m in methods {
            h.field(m.name.as_bytes());
            // SAFETY: a remote method is a live Function; its value type is its FunctionType.
            h.u64(self.ty(unsafe { LLVMGlobalGetValueType(m.function) }));
            h.u64(u64::from(m.origins.bits()));
        }
        let mut sorted: Vec<&CallSite> = sites.iter().collect();
        sorted.sort_by_key(|s| s.id);
        h.u64(sorted.len() as u64);
        for s in sorted {
            h.u64(s.id.0);
            h.field(s.kind.as_str().as_bytes());
            h.u64(u64::from(s.oneway));
            h.u64(self.ty(s.ret));
            if let Some(t) = s.sret {
                // Only when present: the ids of modules without one stay as pinned.
                h.u64(self.ty(t));
            }
            h.u64(s.args.len() as u64);
            for a in &s.args {
                h.u64(u64::from(a.param));
                h.u64(self.ty(a.passed));
                h.u64(self.ty(a.param_ty));
                h.u64(a.byval.map_or(0, |t| self.ty(t)));
            }
        }
    }

    /// Part 4 of the module docs: every global, alias and function, sorted by (name,
    /// kind, digest) so that the module's order does not matter.
    fn entities(&mut self, h: &mut Fnv, module: LLVMModuleRef) {
        let mut all: Vec<(Vec<u8>, u8, u64)> = Vec::new();
        // SAFETY: iteration over the live module's globals, aliases and functions.
        unsafe {
            let mut g = LLVMGetFirstGlobal(module);
            while !g.is_null() {
                all.push((name(g), b'v', self.global(g)));
                g = LLVMGetNextGlobal(g);
            }
            let mut a = LLVMGetFirstGlobalAlias(module);
            while !a.is_null() {
                let mut d = Fnv::new();
                d.u64(self.ty(LLVMGlobalGetValueType(a)));
                d.u64(LLVMGetLinkage(a) as u64);
                self.value(&mut d, LLVMAliasGetAliasee(a));
                all.push((name(a), b'a', d.finish()));
                a = LLVMGetNextGlobalAlias(a);
            }
            let mut f = LLVMGetFirstFunction(module);
            while !f.is_null() {
                all.push((name(f), b'f', self.function(f)));
                f = LLVMGetNextFunction(f);
            }
        }
        all.sort_unstable();
        h.u64(all.len() as u64);
        for (n, kind, digest) in all {
            h.field(&n);
            h.u64(u64::from(kind));
            h.u64(digest);
        }
    }

    /// A global variable's digest.
    fn global(&mut self, g: LLVMValueRef) -> u64 {
        let mut d = Fnv::new();
        // SAFETY: read-only queries of a live global variable.
        unsafe {
            d.u64(self.ty(LLVMGlobalGetValueType(g)));
            d.u64(LLVMGetLinkage(g) as u64);
            d.u64(LLVMIsGlobalConstant(g) as u64);
            d.u64(LLVMIsThreadLocal(g) as u64);
            let init = LLVMGetInitializer(g);
            d.u64(u64::from(!init.is_null()));
            if !init.is_null() {
                self.value(&mut d, init);
            }
        }
        d.finish()
    }

    /// A function's digest: its signature, attributes and, for a definition, its body.
    fn function(&mut self, f: LLVMValueRef) -> u64 {
        let mut d = Fnv::new();
        // SAFETY: read-only queries of a live function, its parameters, blocks and
        // instructions.
        unsafe {
            d.u64(self.ty(LLVMGlobalGetValueType(f)));
            d.u64(LLVMGetLinkage(f) as u64);
            d.u64(u64::from(LLVMGetFunctionCallConv(f)));
            let params = LLVMCountParams(f);
            for index in attribute_indices(params) {
                let n = LLVMGetAttributeCountAtIndex(f, index);
                let mut attrs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); n as usize];
                if n > 0 {
                    LLVMGetAttributesAtIndex(f, index, attrs.as_mut_ptr());
                }
                self.attributes(&mut d, &attrs);
            }
            if LLVMIsDeclaration(f) != 0 {
                return d.finish();
            }
            let mut locals = Locals { values: HashMap::new(), blocks: HashMap::new() };
            for k in 0..params {
                locals.values.insert(LLVMGetParam(f, k), (ARG, u64::from(k)));
            }
            let mut count = 0;
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                locals.blocks.insert(bb, locals.blocks.len() as u64);
                let mut inst = LLVMGetFirstInstruction(bb);
                while !inst.is_null() {
                    locals.values.insert(inst, (INST, count));
                    count += 1;
                    inst = LLVMGetNextInstruction(inst);
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                d.u64(BLOCK);
                let mut inst = LLVMGetFirstInstruction(bb);
                while !inst.is_null() {
                    self.instruction(&mut d, inst, &locals);
                    inst = LLVMGetNextInstruction(inst);
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
        }
        d.finish()
    }

    /// One instruction: opcode, type, operands, and the fields that are no operands.
    fn instruction(&mut self, d: &mut Fnv, inst: LLVMValueRef, locals: &Locals) {
        // SAFETY: read-only queries of a live instruction; each opcode-specific query is
        // made only for its opcode.
        unsafe {
            let op = LLVMGetInstructionOpcode(inst);
            d.u64(op as u64);
            d.u64(self.ty(LLVMTypeOf(inst)));
            let n = LLVMGetNumOperands(inst);
            d.u64(n as u64);
            for k in 0..n as u32 {
                self.operand(d, LLVMGetOperand(inst, k), locals);
            }
            match op {
                LLVMOpcode::LLVMICmp => d.u64(LLVMGetICmpPredicate(inst) as u64),
                LLVMOpcode::LLVMFCmp => d.u64(LLVMGetFCmpPredicate(inst) as u64),
                LLVMOpcode::LLVMAlloca => d.u64(self.ty(LLVMGetAllocatedType(inst))),
                LLVMOpcode::LLVMGetElementPtr => {
                    d.u64(self.ty(LLVMGetGEPSourceElementType(inst)));
                    d.u64(LLVMIsInBounds(inst) as u64);
                }
                LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => {
                    d.u64(self.ty(LLVMGetCalledFunctionType(inst)));
                    for index in attribute_indices(LLVMGetNumArgOperands(inst)) {
                        let n = LLVMGetCallSiteAttributeCount(inst, index);
                        let mut attrs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); n as usize];
                        if n > 0 {
                            LLVMGetCallSiteAttributes(inst, index, attrs.as_mut_ptr());
                        }
                        self.attributes(d, &attrs);
                    }
                }
                LLVMOpcode::LLVMPHI => {
                    for k in 0..LLVMCountIncoming(inst) {
                        d.u64(locals.blocks.get(&LLVMGetIncomingBlock(inst, k)).copied().unwrap_or(u64::MAX));
                    }
                }
                LLVMOpcode::LLVMExtractValue | LLVMOpcode::LLVMInsertValue => {
                    let n = LLVMGetNumIndices(inst);
                    let indices = LLVMGetIndices(inst);
                    for k in 0..n as usize {
                        d.u64(u64::from(*indices.add(k)));
                    }
                }
                LLVMOpcode::LLVMShuffleVector => {
                    for k in 0..LLVMGetNumMaskElements(inst) {
                        d.u64(LLVMGetMaskValue(inst, k) as u64);
                    }
                }
                LLVMOpcode::LLVMAtomicRMW => d.u64(LLVMGetAtomicRMWBinOp(inst) as u64),
                _ => {}
            }
        }
    }

    /// An instruction operand: a local by position, a block by position, else
    /// [`Walk::value`].
    fn operand(&mut self, d: &mut Fnv, v: LLVMValueRef, locals: &Locals) {
        if let Some(&(tag, k)) = locals.values.get(&v) {
            d.u64(tag);
            d.u64(k);
            return;
        }
        // SAFETY: `v` is a live operand; it is a block exactly when LLVMValueIsBasicBlock.
        unsafe {
            if LLVMValueIsBasicBlock(v) != 0 {
                d.u64(BLOCK);
                d.u64(locals.blocks.get(&LLVMValueAsBasicBlock(v)).copied().unwrap_or(u64::MAX));
                return;
            }
        }
        self.value(d, v);
    }

    /// A value outside any function's locals: a global by name, a constant by value and
    /// type (recursively), anything else (metadata, a block of a `blockaddress`) by kind
    /// and type.
    fn value(&mut self, d: &mut Fnv, v: LLVMValueRef) {
        // SAFETY: read-only queries of a live value; each kind-specific query is made only
        // after the matching LLVMIsA* test.
        unsafe {
            if LLVMValueIsBasicBlock(v) != 0 {
                d.u64(BLOCK);
                return;
            }
            if !LLVMIsAGlobalValue(v).is_null() {
                d.u64(GLOBAL);
                d.field(&name(v));
                return;
            }
            d.u64(LLVMGetValueKind(v) as u64);
            let ty = LLVMTypeOf(v);
            d.u64(self.ty(ty));
            if !LLVMIsAConstantInt(v).is_null() {
                if LLVMGetIntTypeWidth(ty) <= 64 {
                    d.u64(LLVMConstIntGetZExtValue(v));
                } else {
                    d.field(&printed(LLVMPrintValueToString(v)));
                }
            } else if !LLVMIsAConstantFP(v).is_null() {
                let mut lossy = 0;
                d.u64(LLVMConstRealGetDouble(v, &mut lossy).to_bits());
                if lossy != 0 {
                    d.field(&printed(LLVMPrintValueToString(v)));
                }
            } else if !LLVMIsAConstantDataSequential(v).is_null() {
                if LLVMIsConstantString(v) != 0 {
                    let mut len = 0;
                    let bytes = LLVMGetAsString(v, &mut len);
                    d.field(std::slice::from_raw_parts(bytes.cast::<u8>(), len));
                } else {
                    let n = match LLVMGetTypeKind(ty) {
                        LLVMTypeKind::LLVMArrayTypeKind => LLVMGetArrayLength2(ty),
                        _ => u64::from(LLVMGetVectorSize(ty)),
                    };
                    for k in 0..n as u32 {
                        self.value(d, LLVMGetAggregateElement(v, k));
                    }
                }
            } else if !LLVMIsAInlineAsm(v).is_null() {
                let mut len = 0;
                let text = LLVMGetInlineAsmAsmString(v, &mut len);
                d.field(std::slice::from_raw_parts(text.cast::<u8>(), len));
            } else if !LLVMIsAConstant(v).is_null() {
                if !LLVMIsAConstantExpr(v).is_null() {
                    let op = LLVMGetConstOpcode(v);
                    d.u64(op as u64);
                    if op == LLVMOpcode::LLVMGetElementPtr {
                        d.u64(self.ty(LLVMGetGEPSourceElementType(v)));
                    }
                }
                let n = LLVMGetNumOperands(v);
                d.u64(n as u64);
                for k in 0..n as u32 {
                    self.value(d, LLVMGetOperand(v, k));
                }
            }
        }
    }

    /// A list of attributes: string ones by kind and value, type ones by kind and type,
    /// enum and integer ones by kind and value, others by kind.
    fn attributes(&mut self, d: &mut Fnv, attrs: &[LLVMAttributeRef]) {
        d.u64(attrs.len() as u64);
        for &a in attrs {
            // SAFETY: `a` is a live attribute; each query matches its kind.
            unsafe {
                if LLVMIsStringAttribute(a) != 0 {
                    let (mut kn, mut vn) = (0, 0);
                    let k = LLVMGetStringAttributeKind(a, &mut kn);
                    d.field(std::slice::from_raw_parts(k.cast::<u8>(), kn as usize));
                    let v = LLVMGetStringAttributeValue(a, &mut vn);
                    d.field(std::slice::from_raw_parts(v.cast::<u8>(), vn as usize));
                } else if LLVMIsTypeAttribute(a) != 0 {
                    d.u64(u64::from(LLVMGetEnumAttributeKind(a)));
                    d.u64(self.ty(LLVMGetTypeAttributeValue(a)));
                } else if LLVMIsEnumAttribute(a) != 0 {
                    d.u64(u64::from(LLVMGetEnumAttributeKind(a)));
                    d.u64(LLVMGetEnumAttributeValue(a));
                } else {
                    d.u64(u64::from(LLVMGetEnumAttributeKind(a)));
                }
            }
        }
    }

    /// A type's digest, by structure; a named struct by its name and body.
    fn ty(&mut self, t: LLVMTypeRef) -> u64 {
        if let Some(&digest) = self.types.get(&t) {
            return digest;
        }
        let mut d = Fnv::new();
        // SAFETY: read-only queries of a live type; each kind-specific query is made only
        // for its kind.
        unsafe {
            let kind = LLVMGetTypeKind(t);
            d.u64(kind as u64);
            match kind {
                LLVMTypeKind::LLVMIntegerTypeKind => d.u64(u64::from(LLVMGetIntTypeWidth(t))),
                LLVMTypeKind::LLVMPointerTypeKind => d.u64(u64::from(LLVMGetPointerAddressSpace(t))),
                LLVMTypeKind::LLVMArrayTypeKind => {
                    d.u64(self.ty(LLVMGetElementType(t)));
                    d.u64(LLVMGetArrayLength2(t));
                }
                LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => {
                    d.u64(self.ty(LLVMGetElementType(t)));
                    d.u64(u64::from(LLVMGetVectorSize(t)));
                }
                LLVMTypeKind::LLVMFunctionTypeKind => {
                    d.u64(self.ty(LLVMGetReturnType(t)));
                    d.u64(LLVMIsFunctionVarArg(t) as u64);
                    let n = LLVMCountParamTypes(t);
                    let mut params: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n as usize];
                    LLVMGetParamTypes(t, params.as_mut_ptr());
                    d.u64(u64::from(n));
                    for p in params {
                        d.u64(self.ty(p));
                    }
                }
                LLVMTypeKind::LLVMStructTypeKind => {
                    let n = LLVMGetStructName(t);
                    d.field(if n.is_null() { b"" } else { CStr::from_ptr(n).to_bytes() });
                    d.u64(LLVMIsPackedStruct(t) as u64);
                    d.u64(LLVMIsOpaqueStruct(t) as u64);
                    let count = LLVMCountStructElementTypes(t);
                    d.u64(u64::from(count));
                    for k in 0..count {
                        d.u64(self.ty(LLVMStructGetTypeAtIndex(t, k)));
                    }
                }
                _ => {}
            }
        }
        let digest = d.finish();
        self.types.insert(t, digest);
        digest
    }
}

/// The attribute indices of a function or call with `params` parameters or arguments:
/// the function, the return value, then each parameter (1-based).
fn attribute_indices(params: u32) -> impl Iterator<Item = u32> {
    [llvm_sys::LLVMAttributeFunctionIndex, llvm_sys::LLVMAttributeReturnIndex].into_iter().chain(1..=params)
}

/// The name of a global value, as bytes (empty for an unnamed one).
fn name(v: LLVMValueRef) -> Vec<u8> {
    let mut len = 0;
    // SAFETY: LLVMGetValueName2 returns a pointer to `len` bytes owned by the value.
    unsafe {
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            Vec::new()
        } else {
            std::slice::from_raw_parts(p.cast::<u8>(), len).to_vec()
        }
    }
}

/// An LLVM-allocated message as bytes (disposed).
///
/// # Safety
/// `raw` is a NUL-terminated message that LLVM allocated and nobody else disposes.
unsafe fn printed(raw: *mut std::ffi::c_char) -> Vec<u8> {
    let s = CStr::from_ptr(raw).to_bytes().to_vec();
    LLVMDisposeMessage(raw);
    s
}
