//! Type names from debug info: the struct a constructor returns a pointer to, and the
//! struct a method's `self` points to (`DISubprogram` -> `DISubroutineType` -> the
//! pointee of the return type or of the first parameter).
//!
//! Typedefs and qualifiers (`const`, `volatile`, `restrict`, `_Atomic`) are looked
//! through to the struct, which is named by its tag (`struct acc_s`, whatever typedef
//! spells it), or by the nearest typedef when it has no tag (`typedef struct { ... }
//! Acc;`). Without debug info (or for `void *`) there is no name. The C API has no
//! getters for these fields, so the nodes are read through their operands (LLVM 22's
//! layouts, named below).

use llvm_sys::core::{LLVMGetGlobalParent, LLVMGetMDNodeNumOperands, LLVMGetMDNodeOperands, LLVMGetModuleContext, LLVMMetadataAsValue, LLVMValueAsMetadata};
use llvm_sys::debuginfo::{LLVMDITypeGetName, LLVMGetDINodeTag, LLVMGetMetadataKind, LLVMGetSubprogram, LLVMMetadataKind};
use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMValueRef};

/// `DISubprogram`'s type (`getRawType`).
const SUBPROGRAM_TYPE: usize = 4;
/// `DISubroutineType`'s type array (`getRawTypeArray`; after `DIType`'s file, scope,
/// name, size and offset): return type, then parameters.
const SUBROUTINE_TYPES: usize = 5;
/// `DIDerivedType`'s base type (`getRawBaseType`, after the same five).
const DERIVED_BASE: usize = 5;
/// DWARF tags of the derived types looked through or followed.
const TAG_POINTER: u32 = 0x0f;
const TAG_TYPEDEF: u32 = 0x16;
const QUALIFIERS: [u32; 4] = [0x26, 0x35, 0x37, 0x47];

/// The type constructor `f` returns a pointer to, by name.
pub fn returned_type(f: LLVMValueRef) -> Option<String> {
    let r = Reader::of(f);
    r.pointee_name(*r.signature_types(f)?.first()?)
}

/// The type the first parameter (`self`) of method `f` points to, by name.
pub fn self_type(f: LLVMValueRef) -> Option<String> {
    let r = Reader::of(f);
    r.pointee_name(*r.signature_types(f)?.get(1)?)
}

/// The struct that local variable `var` (a `DILocalVariable`, e.g. of a `#dbg_declare`)
/// points to, by name, with its size in bytes, in `f`'s context.
pub fn variable_pointee(f: LLVMValueRef, var: LLVMMetadataRef) -> Option<(String, u64)> {
    let r = Reader::of(f);
    let ty = r.operand(var, VARIABLE_TYPE)?;
    r.pointee_struct(ty)
}

/// `DIVariable`'s type (`getRawType`: after scope, name and file).
const VARIABLE_TYPE: usize = 3;

/// Reads debug-info nodes of one context.
struct Reader {
    ctx: LLVMContextRef,
}

impl Reader {
    /// The reader for `f`'s module.
    fn of(f: LLVMValueRef) -> Reader {
        // SAFETY: `f` is a live function of a live module.
        Reader { ctx: unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(f)) } }
    }

    /// The signature's types (return first; null for `void`), from `f`'s subprogram.
    fn signature_types(&self, f: LLVMValueRef) -> Option<Vec<LLVMMetadataRef>> {
        // SAFETY: `f` is a live function; a null subprogram means no debug info.
        let sp = unsafe { LLVMGetSubprogram(f) };
        let ty = self.operand(sp, SUBPROGRAM_TYPE)?;
        let array = self.operand(ty, SUBROUTINE_TYPES)?;
        Some(self.operands(array))
    }

    /// The name of the struct that pointer type `ty` points to.
    fn pointee_name(&self, ty: LLVMMetadataRef) -> Option<String> {
        let ty = self.through(ty, |t| t == TAG_TYPEDEF || QUALIFIERS.contains(&t))?;
        if tag(ty) != Some(TAG_POINTER) {
            return None;
        }
        let mut typedef_name = None;
        let mut t = self.operand(ty, DERIVED_BASE)?;
        for _ in 0..64 {
            match tag(t) {
                Some(TAG_TYPEDEF) => {
                    typedef_name = typedef_name.or_else(|| type_name(t));
                    t = self.operand(t, DERIVED_BASE)?;
                }
                Some(q) if QUALIFIERS.contains(&q) => t = self.operand(t, DERIVED_BASE)?,
                _ => break,
            }
        }
        // SAFETY: kind query on live metadata.
        let composite = matches!(unsafe { LLVMGetMetadataKind(t) }, LLVMMetadataKind::LLVMDICompositeTypeMetadataKind);
        match (composite, type_name(t)) {
            (true, Some(name)) => Some(name),
            (true, None) => typedef_name,
            (false, name) => name,
        }
    }

    /// The struct that pointer type `ty` points to, by name, and its size in bytes
    /// (`None` for a pointer to anything but a struct).
    fn pointee_struct(&self, ty: LLVMMetadataRef) -> Option<(String, u64)> {
        let ptr = self.through(ty, |t| t == TAG_TYPEDEF || QUALIFIERS.contains(&t))?;
        if tag(ptr) != Some(TAG_POINTER) {
            return None;
        }
        let base = self.through(self.operand(ptr, DERIVED_BASE)?, |t| t == TAG_TYPEDEF || QUALIFIERS.contains(&t))?;
        // SAFETY: kind and size queries on live metadata.
        let composite = matches!(unsafe { LLVMGetMetadataKind(base) }, LLVMMetadataKind::LLVMDICompositeTypeMetadataKind);
        let size = unsafe { llvm_sys::debuginfo::LLVMDITypeGetSizeInBits(base) } / 8;
        composite.then(|| self.pointee_name(ptr)).flatten().map(|n| (n, size))
    }

    /// `ty` with the derived types whose tag `skip` accepts looked through.
    fn through(&self, ty: LLVMMetadataRef, skip: impl Fn(u32) -> bool) -> Option<LLVMMetadataRef> {
        let mut t = ty;
        for _ in 0..64 {
            match tag(t) {
                Some(q) if skip(q) => t = self.operand(t, DERIVED_BASE)?,
                _ => return (!t.is_null()).then_some(t),
            }
        }
        None
    }

    /// Operand `k` of MDNode `md`, if present and not null.
    fn operand(&self, md: LLVMMetadataRef, k: usize) -> Option<LLVMMetadataRef> {
        self.operands(md).get(k).copied().filter(|m| !m.is_null())
    }

    /// Every operand of MDNode `md` (null entries for null operands).
    fn operands(&self, md: LLVMMetadataRef) -> Vec<LLVMMetadataRef> {
        if md.is_null() {
            return Vec::new();
        }
        // SAFETY: `md` is live metadata of `ctx`, wrapped as a value to read its
        // operands into a buffer of the count asked for.
        unsafe {
            let v = LLVMMetadataAsValue(self.ctx, md);
            let n = LLVMGetMDNodeNumOperands(v) as usize;
            let mut out: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
            if n > 0 {
                LLVMGetMDNodeOperands(v, out.as_mut_ptr());
            }
            out.into_iter().map(|o| if o.is_null() { std::ptr::null_mut() } else { LLVMValueAsMetadata(o) }).collect()
        }
    }
}

/// The DWARF tag of a derived type; `None` for other metadata.
fn tag(ty: LLVMMetadataRef) -> Option<u32> {
    if ty.is_null() {
        return None;
    }
    // SAFETY: kind and tag queries on live metadata.
    unsafe { matches!(LLVMGetMetadataKind(ty), LLVMMetadataKind::LLVMDIDerivedTypeMetadataKind).then(|| u32::from(LLVMGetDINodeTag(ty))) }
}

/// The name of a type (`DIType::getName`), if not empty.
fn type_name(ty: LLVMMetadataRef) -> Option<String> {
    let mut len = 0usize;
    // SAFETY: name query on a live DIType; the returned bytes live with it.
    unsafe {
        let p = LLVMDITypeGetName(ty, &mut len);
        (!p.is_null() && len > 0).then(|| String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned())
    }
}
