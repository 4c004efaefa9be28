//! A structural hash of a module's content for the build id: walks globals, functions,
//! instructions, constants and types through the C API, without printing the module.
//!
//! What goes in: the data layout and target triple; every global variable (name,
//! linkage, constness, value type, initializer) and every function (name, linkage,
//! type; for a definition its blocks and instructions), each by name in sorted order,
//! so the order of entities in the module does not matter; the bodies of the named
//! struct types they use, by name in sorted order. An instruction contributes its
//! opcode, its type, its operands (a local value by its number in the function, a
//! global by name, a constant by value) and the state that changes what it computes:
//! compare predicates, allocated and GEP source types, called function types, phi
//! incoming blocks, aggregate indices, shuffle masks, atomic operations and orderings,
//! volatility, inline assembly. Left out: value names of locals, metadata and debug
//! information (build paths), alignment and poison flags (they do not change data that
//! crosses the wire).

use super::fnv::Fnv;
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::ffi::CStr;

unsafe extern "C" {
    // llvm-sys declares the out-parameter as a plain `usize`; this is the C signature.
    #[link_name = "LLVMGetRawDataValues"]
    fn raw_data_values(c: LLVMValueRef, size_in_bytes: *mut usize) -> *const std::ffi::c_char;
}

/// Hashes the content of `module` into `h` (see the module doc for what counts).
pub(super) fn hash_module(module: LLVMModuleRef, h: &mut Fnv) {
    // SAFETY: read-only queries of a live module; the returned strings are owned by it.
    unsafe {
        h.field(CStr::from_ptr(LLVMGetDataLayoutStr(module)).to_bytes());
        h.field(CStr::from_ptr(LLVMGetTarget(module)).to_bytes());
    }
    let mut hasher = ContentHasher { h, structs: BTreeMap::new(), structs_done: HashSet::new() };
    let mut globals: Vec<(String, LLVMValueRef)> = ir::globals(module).into_iter().map(|g| (ir::name(g), g)).collect();
    globals.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, g) in globals {
        hasher.global_variable(&name, g);
    }
    let mut functions: Vec<(String, LLVMValueRef)> = ir::functions(module).into_iter().map(|f| (ir::name(f), f)).collect();
    functions.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, f) in functions {
        hasher.function(&name, f);
    }
    hasher.struct_bodies();
}

struct ContentHasher<'h> {
    h: &'h mut Fnv,
    /// Named struct types seen so far, by name; their bodies are hashed at the end.
    structs: BTreeMap<String, LLVMTypeRef>,
    structs_done: HashSet<String>,
}

impl ContentHasher<'_> {
    fn global_variable(&mut self, name: &str, g: LLVMValueRef) {
        self.h.field(b"global");
        self.h.field(name.as_bytes());
        // SAFETY: `g` is a live global variable of the module.
        let (linkage, constant, value_type, init) =
            unsafe { (LLVMGetLinkage(g) as u32, LLVMIsGlobalConstant(g), LLVMGlobalGetValueType(g), LLVMGetInitializer(g)) };
        self.h.field(&linkage.to_le_bytes());
        self.h.field(&[constant as u8]);
        self.ty(value_type);
        if init.is_null() {
            self.h.field(b"extern");
        } else {
            self.constant(init);
        }
    }

    fn function(&mut self, name: &str, f: LLVMValueRef) {
        self.h.field(b"function");
        self.h.field(name.as_bytes());
        // SAFETY: `f` is a live function of the module.
        let (linkage, fty) = unsafe { (LLVMGetLinkage(f) as u32, LLVMGlobalGetValueType(f)) };
        self.h.field(&linkage.to_le_bytes());
        self.ty(fty);
        if !ir::is_defined(f) {
            return;
        }
        let locals = local_numbers(f);
        for b in ir::blocks(f) {
            self.h.field(b"block");
            for inst in ir::block_instructions(b) {
                self.instruction(inst, &locals);
            }
        }
    }

    fn instruction(&mut self, inst: LLVMValueRef, locals: &HashMap<LLVMValueRef, u32>) {
        let op = ir::opcode(inst);
        self.h.field(&(op as u32).to_le_bytes());
        self.ty(ir::type_of(inst));
        for i in 0..ir::num_operands(inst) {
            self.operand(ir::operand(inst, i), locals);
        }
        self.instruction_state(inst, op, locals);
    }

    /// What an instruction computes beyond its opcode, type and operands.
    fn instruction_state(&mut self, inst: LLVMValueRef, op: LLVMOpcode, locals: &HashMap<LLVMValueRef, u32>) {
        use LLVMOpcode::*;
        // SAFETY: each query is made only on the instruction kind it applies to (matched on
        // the opcode); index queries stay below the counts LLVM reports.
        unsafe {
            match op {
                LLVMICmp => self.h.field(&(LLVMGetICmpPredicate(inst) as u32).to_le_bytes()),
                LLVMFCmp => self.h.field(&(LLVMGetFCmpPredicate(inst) as u32).to_le_bytes()),
                LLVMAlloca => self.ty(LLVMGetAllocatedType(inst)),
                LLVMGetElementPtr => {
                    self.ty(LLVMGetGEPSourceElementType(inst));
                    self.h.field(&[LLVMIsInBounds(inst) as u8]);
                }
                LLVMCall | LLVMInvoke | LLVMCallBr => self.ty(LLVMGetCalledFunctionType(inst)),
                LLVMPHI => {
                    for i in 0..LLVMCountIncoming(inst) {
                        let block = LLVMBasicBlockAsValue(LLVMGetIncomingBlock(inst, i));
                        self.local(block, locals);
                    }
                }
                LLVMExtractValue | LLVMInsertValue => {
                    let n = LLVMGetNumIndices(inst) as usize;
                    let indices = LLVMGetIndices(inst);
                    for &i in std::slice::from_raw_parts(indices, n) {
                        self.h.field(&i.to_le_bytes());
                    }
                }
                LLVMShuffleVector => {
                    for i in 0..LLVMGetNumMaskElements(inst) {
                        self.h.field(&LLVMGetMaskValue(inst, i).to_le_bytes());
                    }
                }
                LLVMLoad | LLVMStore => {
                    self.h.field(&[LLVMGetVolatile(inst) as u8]);
                    self.h.field(&(LLVMGetOrdering(inst) as u32).to_le_bytes());
                }
                LLVMAtomicRMW => {
                    self.h.field(&(LLVMGetAtomicRMWBinOp(inst) as u32).to_le_bytes());
                    self.h.field(&(LLVMGetOrdering(inst) as u32).to_le_bytes());
                }
                LLVMAtomicCmpXchg => {
                    self.h.field(&(LLVMGetCmpXchgSuccessOrdering(inst) as u32).to_le_bytes());
                    self.h.field(&(LLVMGetCmpXchgFailureOrdering(inst) as u32).to_le_bytes());
                }
                _ => {}
            }
        }
    }

    fn operand(&mut self, v: LLVMValueRef, locals: &HashMap<LLVMValueRef, u32>) {
        if v.is_null() {
            self.h.field(b"none");
        } else if locals.contains_key(&v) {
            self.local(v, locals);
        } else {
            self.constant(v);
        }
    }

    fn local(&mut self, v: LLVMValueRef, locals: &HashMap<LLVMValueRef, u32>) {
        self.h.field(b"local");
        self.h.field(&locals.get(&v).copied().unwrap_or(u32::MAX).to_le_bytes());
    }

    /// A constant (or any value that is not local to the function: globals by name,
    /// inline assembly by its text, metadata operands by kind only).
    fn constant(&mut self, c: LLVMValueRef) {
        // SAFETY: kind checks come before each accessor; strings and raw data are owned by
        // the live constant; element and operand indices stay below their counts.
        unsafe {
            let ty = LLVMTypeOf(c);
            self.h.field(&(LLVMGetValueKind(c) as u32).to_le_bytes());
            self.ty(ty);
            if !LLVMIsAGlobalValue(c).is_null() {
                self.h.field(ir::name(c).as_bytes());
            } else if !LLVMIsAConstantInt(c).is_null() {
                self.constant_int(c);
            } else if !LLVMIsAConstantFP(c).is_null() {
                let mut lost = 0;
                self.h.field(&LLVMConstRealGetDouble(c, &mut lost).to_bits().to_le_bytes());
            } else if !LLVMIsAConstantDataSequential(c).is_null() {
                let mut len = 0usize;
                let data = raw_data_values(c, &mut len);
                self.h.field(std::slice::from_raw_parts(data as *const u8, len));
            } else if !LLVMIsAInlineAsm(c).is_null() {
                let mut len = 0usize;
                let text = LLVMGetInlineAsmAsmString(c, &mut len);
                self.h.field(std::slice::from_raw_parts(text as *const u8, len));
            } else if !LLVMIsAConstantExpr(c).is_null() {
                self.h.field(&(LLVMGetConstOpcode(c) as u32).to_le_bytes());
                if LLVMGetConstOpcode(c) == LLVMOpcode::LLVMGetElementPtr {
                    self.ty(LLVMGetGEPSourceElementType(c));
                }
                for i in 0..ir::num_operands(c) {
                    self.constant(ir::operand(c, i));
                }
            } else if !LLVMIsAConstant(c).is_null() {
                // Aggregates, vectors, null, undef, poison: the kind and type above, then
                // the elements.
                for i in 0..ir::num_operands(c) {
                    self.constant(ir::operand(c, i));
                }
            }
        }
    }

    fn constant_int(&mut self, c: LLVMValueRef) {
        // SAFETY: `c` is a ConstantInt; LLVMConstIntGetZExtValue reads its low 64 bits, and
        // wider values are hashed through their printed form.
        unsafe {
            if LLVMGetIntTypeWidth(LLVMTypeOf(c)) <= 64 {
                self.h.field(&LLVMConstIntGetZExtValue(c).to_le_bytes());
            } else {
                self.h.field(ir::value_str(c).as_bytes());
            }
        }
    }

    /// A type: its kind and shape; a named struct by name (its body is hashed once, at
    /// the end).
    fn ty(&mut self, t: LLVMTypeRef) {
        use LLVMTypeKind::*;
        let kind = ir::type_kind(t);
        self.h.field(&(kind as u32).to_le_bytes());
        // SAFETY: each accessor is used on the type kind it applies to.
        unsafe {
            match kind {
                LLVMIntegerTypeKind => self.h.field(&LLVMGetIntTypeWidth(t).to_le_bytes()),
                LLVMPointerTypeKind => self.h.field(&LLVMGetPointerAddressSpace(t).to_le_bytes()),
                LLVMArrayTypeKind => {
                    self.h.field(&LLVMGetArrayLength2(t).to_le_bytes());
                    self.ty(LLVMGetElementType(t));
                }
                LLVMVectorTypeKind | LLVMScalableVectorTypeKind => {
                    self.h.field(&LLVMGetVectorSize(t).to_le_bytes());
                    self.ty(LLVMGetElementType(t));
                }
                LLVMStructTypeKind => {
                    let name = LLVMGetStructName(t);
                    if name.is_null() {
                        self.struct_elements(t);
                    } else {
                        let name = CStr::from_ptr(name).to_string_lossy().into_owned();
                        self.h.field(name.as_bytes());
                        self.structs.entry(name).or_insert(t);
                    }
                }
                LLVMFunctionTypeKind => {
                    self.ty(LLVMGetReturnType(t));
                    let n = LLVMCountParamTypes(t) as usize;
                    let mut params = vec![std::ptr::null_mut(); n];
                    LLVMGetParamTypes(t, params.as_mut_ptr());
                    for p in params {
                        self.ty(p);
                    }
                    self.h.field(&[LLVMIsFunctionVarArg(t) as u8]);
                }
                _ => {}
            }
        }
    }

    fn struct_elements(&mut self, t: LLVMTypeRef) {
        // SAFETY: `t` is a struct type; indices stay below its element count.
        unsafe {
            self.h.field(&[LLVMIsPackedStruct(t) as u8, LLVMIsOpaqueStruct(t) as u8]);
            let n = LLVMCountStructElementTypes(t);
            self.h.field(&n.to_le_bytes());
            for i in 0..n {
                self.ty(LLVMStructGetTypeAtIndex(t, i));
            }
        }
    }

    /// The bodies of every named struct seen, by name; hashing a body can add more.
    fn struct_bodies(&mut self) {
        loop {
            let pending: Vec<(String, LLVMTypeRef)> =
                self.structs.iter().filter(|(n, _)| !self.structs_done.contains(*n)).map(|(n, t)| (n.clone(), *t)).collect();
            if pending.is_empty() {
                return;
            }
            for (name, t) in pending {
                self.h.field(b"struct");
                self.h.field(name.as_bytes());
                self.struct_elements(t);
                self.structs_done.insert(name);
            }
        }
    }
}

/// Numbers the arguments, blocks and instructions of a function in order.
fn local_numbers(f: LLVMValueRef) -> HashMap<LLVMValueRef, u32> {
    let mut numbers = HashMap::new();
    for p in ir::params(f) {
        let n = numbers.len() as u32;
        numbers.insert(p, n);
    }
    for b in ir::blocks(f) {
        // SAFETY: `b` is a live block of `f`.
        let block_value = unsafe { LLVMBasicBlockAsValue(b) };
        let n = numbers.len() as u32;
        numbers.insert(block_value, n);
        for inst in ir::block_instructions(b) {
            let n = numbers.len() as u32;
            numbers.insert(inst, n);
        }
    }
    numbers
}
