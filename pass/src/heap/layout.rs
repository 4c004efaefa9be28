//! The heap model's view of the module's DataLayout: allocation sizes and field offsets,
//! which scalar types can carry a pointer (or a piece of one) and at which byte offsets
//! inside a type, and what a GEP adds to its base pointer. Every analysis that must agree
//! with the heap analysis on where pointers lie (facts, module scan, shapes,
//! instrumentation) asks this module.
// The handles are LLVM's opaque C pointers, valid for the module's lifetime: the same
// contract as crate::ir.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::*;
use llvm_sys::LLVMTypeKind;

/// Layout queries against the module's DataLayout.
#[derive(Clone, Copy)]
pub struct Layout {
    td: LLVMTargetDataRef,
    /// Pointer width in bits (address space 0).
    pub ptr_bits: u32,
}

impl Layout {
    /// The module's data layout.
    pub fn of(m: LLVMModuleRef) -> Layout {
        // SAFETY: `m` is a live module; the data layout it returns is owned by the module and
        // lives as long as it.
        unsafe {
            let td = LLVMGetModuleDataLayout(m);
            let ptr_bits = LLVMPointerSize(td) * 8;
            Layout { td, ptr_bits }
        }
    }

    /// Allocation size (`getTypeAllocSize`) in bytes; 0 for unsized types and for types
    /// whose size is a multiple of `vscale` (scalable vectors, possibly inside structs
    /// or arrays: asking LLVM for their fixed size is a fatal error).
    pub fn alloc_size(&self, t: LLVMTypeRef) -> u64 {
        // SAFETY: `td` is the live module's data layout; unsized and scalable types are excluded
        // before the size query.
        unsafe {
            if LLVMTypeIsSized(t) == 0 || ir::is_scalable(t) {
                return 0;
            }
            LLVMABISizeOfType(self.td, t)
        }
    }

    /// Byte offset of field `i` of struct type `t` (0 in a struct with a scalable
    /// member: callers check [`ir::is_scalable`] first).
    pub fn field_offset(&self, t: LLVMTypeRef, i: u32) -> u64 {
        if ir::is_scalable(t) {
            return 0;
        }
        // SAFETY: `td` is the live module's data layout, `t` a struct type without scalable
        // members (checked above) and `i` one of its field indices.
        unsafe { LLVMOffsetOfElement(self.td, t, i) }
    }

    /// Store size in bytes of a sized, fixed-size type.
    pub fn store_size(&self, t: LLVMTypeRef) -> u64 {
        // SAFETY: `td` is the live module's data layout and `t` a sized, fixed-size type.
        unsafe { LLVMStoreSizeOfType(self.td, t) }
    }

    /// How many pointer-sized slots a scalar of type `t` can carry (from offset 0, one
    /// per pointer width): 1 for `ptr` and whole-byte integers up to a pointer's width
    /// (`i8`, `i16`, `i32`, `i64`), more for wider
    /// integers (`i128`), floating-point types at least as wide as a pointer (`double`,
    /// `x86_fp80`, `fp128`: unions pun pointers through them); 0 otherwise.
    fn pointer_slots(&self, t: LLVMTypeRef) -> u64 {
        let pb = (self.ptr_bits / 8).max(1) as u64;
        match ir::type_kind(t) {
            LLVMTypeKind::LLVMPointerTypeKind => 1,
            LLVMTypeKind::LLVMIntegerTypeKind => {
                // SAFETY: `t` is an integer type (matched on its kind).
                let w = unsafe { LLVMGetIntTypeWidth(t) };
                if w % 8 == 0 && w <= self.ptr_bits {
                    1
                } else if w > self.ptr_bits {
                    self.store_size(t) / pb
                } else {
                    0
                }
            }
            LLVMTypeKind::LLVMDoubleTypeKind | LLVMTypeKind::LLVMX86_FP80TypeKind | LLVMTypeKind::LLVMFP128TypeKind | LLVMTypeKind::LLVMPPC_FP128TypeKind => {
                self.store_size(t) / pb
            }
            _ => 0,
        }
    }

    /// Whether a value of this scalar type can carry a pointer (or a piece of one): `ptr`
    /// or a whole-byte integer up to a pointer's width (optimised IR copies pointers as
    /// `i64`, hand-written copy loops move them byte by byte as `i8`, and a union's two
    /// `i32` halves carry an address too; a piece carries the whole pointer's targets, at
    /// the offset where it was read, so pieces put back at the same offsets rebuild the
    /// pointer's set).
    /// Wider integers and pointer-sized floating-point values carry pointers too
    /// ([`Layout::pointer_slots`]).
    pub fn is_pointerish_scalar(&self, t: LLVMTypeRef) -> bool {
        self.pointer_slots(t) > 0
    }

    /// Whether a value of this type (scalar or aggregate) can carry a pointer.
    pub fn carries_pointers(&self, t: LLVMTypeRef) -> bool {
        let mut v = Vec::new();
        self.pointer_leaves(t, 0, &mut v, 1);
        !v.is_empty()
    }

    /// Byte offsets (from `base`) of the `ptr`-typed scalars inside type `t` (at most
    /// `limit`).
    pub fn ptr_typed_leaves(&self, t: LLVMTypeRef, base: i64, out: &mut Vec<i64>, limit: usize) {
        let mut all = Vec::new();
        self.leaves(t, base, &mut all, limit, true);
        out.extend(all);
    }

    /// Byte offsets (from `base`) of the pointer-ish scalars inside type `t`, at most
    /// `limit` of them (more are cut off: callers treat a full list as "collapse").
    pub fn pointer_leaves(&self, t: LLVMTypeRef, base: i64, out: &mut Vec<i64>, limit: usize) {
        self.leaves(t, base, out, limit, false)
    }

    fn leaf_ok(&self, t: LLVMTypeRef, only_ptr: bool) -> bool {
        if only_ptr {
            ir::is_pointer(t)
        } else {
            self.is_pointerish_scalar(t)
        }
    }

    fn leaves(&self, t: LLVMTypeRef, base: i64, out: &mut Vec<i64>, limit: usize, only_ptr: bool) {
        if out.len() >= limit {
            return;
        }
        // SAFETY: `t` is a live type; each element and field query follows the kind match that
        // makes it valid.
        unsafe {
            match ir::type_kind(t) {
                LLVMTypeKind::LLVMStructTypeKind | LLVMTypeKind::LLVMArrayTypeKind if ir::is_scalable(t) => {
                    // No fixed offsets: a full list ("any offset") when it may hold pointers.
                    let mut probe = Vec::new();
                    self.scalable_probe(t, &mut probe, only_ptr);
                    if !probe.is_empty() {
                        while out.len() < limit {
                            out.push(base);
                        }
                    }
                }
                LLVMTypeKind::LLVMStructTypeKind => {
                    let n = LLVMCountStructElementTypes(t);
                    for i in 0..n {
                        let ft = LLVMStructGetTypeAtIndex(t, i);
                        self.leaves(ft, base + self.field_offset(t, i) as i64, out, limit, only_ptr);
                    }
                }
                LLVMTypeKind::LLVMArrayTypeKind => {
                    let et = LLVMGetElementType(t);
                    let n = LLVMGetArrayLength2(t);
                    let sz = self.alloc_size(et) as i64;
                    let mut inner = Vec::new();
                    self.leaves(et, 0, &mut inner, limit, only_ptr);
                    if inner.is_empty() {
                        return;
                    }
                    for k in 0..n as i64 {
                        for &x in &inner {
                            if out.len() >= limit {
                                return;
                            }
                            out.push(base + k * sz + x);
                        }
                    }
                }
                LLVMTypeKind::LLVMVectorTypeKind => {
                    let et = LLVMGetElementType(t);
                    if self.leaf_ok(et, only_ptr) {
                        let n = LLVMGetVectorSize(t) as i64;
                        let sz = self.alloc_size(et) as i64;
                        for k in 0..n {
                            self.leaves(et, base + k * sz, out, limit, only_ptr);
                            if out.len() >= limit {
                                return;
                            }
                        }
                    }
                }
                LLVMTypeKind::LLVMScalableVectorTypeKind => {
                    // Unknown length: a full list, which callers treat as "any offset".
                    if self.leaf_ok(LLVMGetElementType(t), only_ptr) {
                        while out.len() < limit {
                            out.push(base);
                        }
                    }
                }
                _ => {
                    if only_ptr {
                        if ir::is_pointer(t) {
                            out.push(base);
                        }
                    } else {
                        let pb = (self.ptr_bits / 8).max(1) as i64;
                        for k in 0..self.pointer_slots(t) as i64 {
                            if out.len() >= limit {
                                return;
                            }
                            out.push(base + k * pb);
                        }
                    }
                }
            }
        }
    }

    /// Whether some scalar inside (scalable) aggregate `t` may carry a pointer.
    fn scalable_probe(&self, t: LLVMTypeRef, out: &mut Vec<i64>, only_ptr: bool) {
        // SAFETY: `t` is a live type; each element and field query follows the kind match that
        // makes it valid.
        unsafe {
            match ir::type_kind(t) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    for i in 0..LLVMCountStructElementTypes(t) {
                        self.scalable_probe(LLVMStructGetTypeAtIndex(t, i), out, only_ptr);
                    }
                }
                LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => {
                    self.scalable_probe(LLVMGetElementType(t), out, only_ptr)
                }
                _ => {
                    if self.leaf_ok(t, only_ptr) {
                        out.push(0);
                    }
                }
            }
        }
    }

    /// The constant byte offset of a GEP (instruction or constant expression), or `None`
    /// when it can have several offsets (a variable index).
    pub fn gep_offset(&self, gep: LLVMValueRef) -> Option<i64> {
        self.gep_shape(gep).single()
    }

    /// What an `inbounds` GEP can add to its base pointer.
    ///
    /// A variable index into an array of 2 or more elements stays inside that array (C
    /// forbids dereferencing past it): `&s->items[i]` on `[4 x ptr]` gives base +
    /// {0, 8, 16, 24} and no other field. A variable first index (pointer arithmetic,
    /// `&table[i]` as optimised IR writes it) stays inside the pointed-to object:
    /// [`GepShape::Strided`], as is a variable index into an array of more than
    /// [`MAX_GEP_OFFSETS`] elements at the start of the pointed-to type (`&a[i]` on a
    /// local or global `T a[N]`, `gep [N x T], a, 0, i`). `Unknown` for a non-inbounds GEP with a variable index,
    /// arrays of 0 or 1 element (the old flexible-array idiom), scalable vectors, or more
    /// than [`MAX_GEP_OFFSETS`] offsets.
    pub fn gep_shape(&self, gep: LLVMValueRef) -> GepShape {
        // SAFETY: `gep` is a live GEP (instruction or constant expression); every index operand is
        // below its operand count and each type query follows the kind match that makes it valid.
        unsafe {
            let n = LLVMGetNumOperands(gep) as u32;
            let mut ty = LLVMGetGEPSourceElementType(gep);
            if ir::is_scalable(ty) {
                return GepShape::Unknown;
            }
            let inbounds = LLVMIsInBounds(gep) != 0;
            let mut stride = None;
            let mut offs: Vec<i64> = vec![0];
            for k in 1..n {
                let idx = LLVMGetOperand(gep, k);
                if k == 1 {
                    let size = self.alloc_size(ty) as i64;
                    match ir::const_int(idx) {
                        Some(c) => add_all(&mut offs, c.wrapping_mul(size)),
                        None if inbounds && size > 0 => stride = Some(size),
                        None => return GepShape::Unknown,
                    }
                    continue;
                }
                match ir::type_kind(ty) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        let Some(c) = ir::const_int(idx) else { return GepShape::Unknown };
                        add_all(&mut offs, self.field_offset(ty, c as u32) as i64);
                        ty = LLVMStructGetTypeAtIndex(ty, c as u32);
                    }
                    LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                        let et = LLVMGetElementType(ty);
                        let es = self.alloc_size(et) as i64;
                        match ir::const_int(idx) {
                            Some(c) => add_all(&mut offs, c.wrapping_mul(es)),
                            None => {
                                let count =
                                    if ir::type_kind(ty) == LLVMTypeKind::LLVMArrayTypeKind { LLVMGetArrayLength2(ty) } else { LLVMGetVectorSize(ty) as u64 };
                                if inbounds && es > 0 && stride.is_none() && offs[..] == [0] && count as usize > MAX_GEP_OFFSETS {
                                    // `&a[i]` on a local or global `T a[N]` (`gep [N x T], a, 0, i`):
                                    // too many elements to list, and the same as `a + i`.
                                    stride = Some(es);
                                    ty = et;
                                    continue;
                                }
                                if !inbounds || count < 2 || offs.len() as u64 * count > MAX_GEP_OFFSETS as u64 {
                                    return GepShape::Unknown;
                                }
                                offs = offs.iter().flat_map(|&o| (0..count as i64).map(move |e| o.wrapping_add(e.wrapping_mul(es)))).collect();
                            }
                        }
                        ty = et;
                    }
                    _ => return GepShape::Unknown,
                }
            }
            offs.sort_unstable();
            offs.dedup();
            match stride {
                Some(stride) => GepShape::Strided { stride, then: offs },
                None => GepShape::Offsets(offs),
            }
        }
    }
}

/// At most this many offsets from one GEP with variable indices (else it is variable).
pub const MAX_GEP_OFFSETS: usize = 64;

/// What a GEP adds to its base pointer (see [`Layout::gep_shape`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GepShape {
    /// One of these byte offsets (one for constant indices).
    Offsets(Vec<i64>),
    /// A variable number of `stride`-byte elements (staying inside the object), then one
    /// of the offsets `then`.
    Strided { stride: i64, then: Vec<i64> },
    /// Any offset.
    Unknown,
}

impl GepShape {
    /// The one offset of a GEP that has exactly one.
    pub fn single(&self) -> Option<i64> {
        match self {
            GepShape::Offsets(offs) if offs.len() == 1 => Some(offs[0]),
            _ => None,
        }
    }
}

fn add_all(offs: &mut [i64], d: i64) {
    for o in offs.iter_mut() {
        *o = o.wrapping_add(d);
    }
}
