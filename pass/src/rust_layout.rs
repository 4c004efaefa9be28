//! Layouts of Rust values from debug info. rustc's IR has no named struct types: a
//! `Vec<f64>` returned through memory is `sret([24 x i8])`, so the IR alone does not say
//! which of its bytes hold pointers. The value's `DIType` does: [`pointer_offsets`]
//! flattens it to the byte offsets of its pointer members (through structs, `Box`,
//! references, raw pointers, `Option`-like enums whose one data variant holds them),
//! and [`typed_struct`] builds a packed LLVM struct of that size with `ptr` at those
//! offsets, which the rest of the pass reads like a C struct.
//!
//! An array holding pointers (`[*mut T; 2]`) is laid out element by element: its count
//! is constant, as a C array member's in an IR struct type.
//!
//! Refused with the Rust type's name: enums with data in more than one variant when any
//! of them holds a pointer (`Result<Box<T>, String>`), trait objects (`&dyn Trait`,
//! `Box<dyn Trait>`: the vtable cannot be sent), function pointers, arrays of more than
//! [`ARRAY_POINTERS`] elements holding pointers.

// LLVM handles are opaque references into live modules, as in ir/.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMDITypeGetName, LLVMDITypeGetOffsetInBits, LLVMDITypeGetSizeInBits, LLVMGetDINodeTag, LLVMGetMetadataKind, LLVMMetadataKind};
use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMTypeRef, LLVMValueRef};

/// `DIType`'s operands before a derived or composite type's own (file, scope, name,
/// size, offset); the base type follows, then a composite's elements.
pub(crate) const BASE: usize = 5;
pub(crate) const ELEMENTS: usize = 6;

pub(crate) const TAG_ARRAY: u16 = 0x01;
pub(crate) const TAG_ENUMERATION: u16 = 0x04;
pub(crate) const TAG_MEMBER: u16 = 0x0d;
pub(crate) const TAG_POINTER: u16 = 0x0f;
pub(crate) const TAG_REFERENCE: u16 = 0x10;
pub(crate) const TAG_VARIANT_PART: u16 = 0x33;
pub(crate) const TAG_RVALUE_REFERENCE: u16 = 0x42;

/// What to send instead of an enum with data in several variants (part of its refusal).
pub const ENUM_WORKAROUND: &str =
    "send a struct instead (a fieldless enum as the tag, each variant's data in its own field or Option<Box<T>>), or one remote method per variant";

/// What to send instead of a trait object (part of its refusal).
pub const TRAIT_WORKAROUND: &str =
    "send the concrete type (a generic method, or one remote method per type), or an enum without data as the tag beside its data";

/// The byte offsets of the pointers inside a value of debug-info type `ty` (sorted), or
/// why such a value cannot be sent (naming the Rust type).
pub fn pointer_offsets(ctx: LLVMContextRef, ty: LLVMMetadataRef) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    walk(ctx, ty, 0, &mut out, 0)?;
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// A packed struct of `size` bytes with `ptr` members at `offsets` and byte arrays
/// between them; `None` when the offsets do not fit.
pub fn typed_struct(ctx: LLVMContextRef, size: u64, offsets: &[u64]) -> Option<LLVMTypeRef> {
    // SAFETY: type constructors of a live context.
    unsafe {
        let bytes = |n: u64| LLVMArrayType2(LLVMInt8TypeInContext(ctx), n);
        let mut fields = Vec::new();
        let mut at = 0u64;
        for &off in offsets {
            if off < at || off + 8 > size {
                return None;
            }
            if off > at {
                fields.push(bytes(off - at));
            }
            fields.push(LLVMPointerTypeInContext(ctx, 0));
            at = off + 8;
        }
        if size > at {
            fields.push(bytes(size - at));
        }
        Some(LLVMStructTypeInContext(ctx, fields.as_mut_ptr(), fields.len() as u32, 1))
    }
}

/// The Rust name of a debug-info type (empty when it has none).
pub fn name(ty: LLVMMetadataRef) -> String {
    if ty.is_null() {
        return String::new();
    }
    let mut len = 0usize;
    // SAFETY: name query on a live DIType; the bytes live with it.
    unsafe {
        let p = LLVMDITypeGetName(ty, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

fn walk(ctx: LLVMContextRef, ty: LLVMMetadataRef, base: u64, out: &mut Vec<u64>, depth: u32) -> Result<(), String> {
    if ty.is_null() {
        return Ok(());
    }
    if depth > 64 {
        return Err(format!("type '{}' nests too deeply", name(ty)));
    }
    // SAFETY: kind and tag queries on live metadata.
    let (kind, tag) = unsafe { (LLVMGetMetadataKind(ty), LLVMGetDINodeTag(ty)) };
    match kind {
        LLVMMetadataKind::LLVMDIBasicTypeMetadataKind => Ok(()),
        LLVMMetadataKind::LLVMDISubroutineTypeMetadataKind => Err("a function pointer cannot be sent (code does not travel)".into()),
        LLVMMetadataKind::LLVMDIDerivedTypeMetadataKind => match tag {
            TAG_POINTER | TAG_REFERENCE | TAG_RVALUE_REFERENCE => {
                if let Some(target) = operand(ctx, ty, BASE) {
                    // SAFETY: kind query on live metadata.
                    if matches!(unsafe { LLVMGetMetadataKind(target) }, LLVMMetadataKind::LLVMDISubroutineTypeMetadataKind) {
                        return Err(format!("'{}' is a function pointer; code cannot be sent to another node", name(ty)));
                    }
                }
                out.push(base);
                Ok(())
            }
            TAG_MEMBER => {
                // SAFETY: offset query on a live DIDerivedType.
                let off = unsafe { LLVMDITypeGetOffsetInBits(ty) } / 8;
                walk(ctx, operand(ctx, ty, BASE).unwrap_or(std::ptr::null_mut()), base + off, out, depth + 1)
            }
            // typedefs, qualifiers, inheritance: the base type at the same place.
            _ => walk(ctx, operand(ctx, ty, BASE).unwrap_or(std::ptr::null_mut()), base, out, depth + 1),
        },
        LLVMMetadataKind::LLVMDICompositeTypeMetadataKind => composite(ctx, ty, tag, base, out, depth),
        _ => Err(format!("type '{}' has debug info the pass does not read", name(ty))),
    }
}

fn composite(ctx: LLVMContextRef, ty: LLVMMetadataRef, tag: u16, base: u64, out: &mut Vec<u64>, depth: u32) -> Result<(), String> {
    let type_name = name(ty);
    if type_name.contains("dyn ") {
        return Err(format!("'{type_name}' is a trait object; its vtable cannot be sent to another node; {TRAIT_WORKAROUND}"));
    }
    let elements = operand(ctx, ty, ELEMENTS).map(|e| operands(ctx, e)).unwrap_or_default();
    match tag {
        TAG_ENUMERATION => Ok(()),
        TAG_ARRAY => {
            let elem = operand(ctx, ty, BASE).unwrap_or(std::ptr::null_mut());
            let mut inner = Vec::new();
            walk(ctx, elem, 0, &mut inner, depth + 1)?;
            if inner.is_empty() {
                return Ok(());
            }
            let (count, stride) = array_layout(ty, elem)?;
            out.extend((0..count).flat_map(|k| inner.iter().map(move |&o| base + k * stride + o)));
            Ok(())
        }
        TAG_VARIANT_PART => {
            let mut with_data = 0;
            let mut any_pointer = false;
            for v in elements.iter().filter(|e| !e.is_null()) {
                let mut inner = Vec::new();
                walk(ctx, *v, base, &mut inner, depth + 1)?;
                // SAFETY: size query on a live DIType (the variant's member).
                let has_data = operand(ctx, *v, BASE).is_some_and(|t| unsafe { LLVMDITypeGetSizeInBits(t) } > 0 && !is_unit(ctx, t));
                with_data += usize::from(has_data);
                any_pointer |= !inner.is_empty();
                out.extend(inner);
            }
            match with_data > 1 && any_pointer {
                true => Err(format!("an enum with data in more than one variant, which cannot be sent yet; {ENUM_WORKAROUND}")),
                false => Ok(()),
            }
        }
        _ => {
            for e in elements.iter().filter(|e| !e.is_null()) {
                walk(ctx, *e, base, out, depth + 1).map_err(|msg| match msg.starts_with("an enum") {
                    true => format!("'{type_name}' is {msg}"),
                    false => msg,
                })?;
            }
            Ok(())
        }
    }
}

/// Most pointers an array inside a value may hold once its elements are laid out one by
/// one (each becomes a pointer member of the value's layout).
pub const ARRAY_POINTERS: u64 = 4096;

/// The element count and stride in bytes of array type `ty` with element type `elem`,
/// from their sizes (rustc gives every array a constant count); an error names the type.
pub fn array_layout(ty: LLVMMetadataRef, elem: LLVMMetadataRef) -> Result<(u64, u64), String> {
    // SAFETY: size queries on live DITypes.
    let (bytes, stride) = unsafe { (LLVMDITypeGetSizeInBits(ty) / 8, LLVMDITypeGetSizeInBits(elem) / 8) };
    let label = array_name(ty, elem);
    if stride == 0 || bytes % stride != 0 {
        return Err(format!("'{label}' is an array whose element size the debug info does not give; put it behind a Box or Vec"));
    }
    let count = bytes / stride;
    if count > ARRAY_POINTERS {
        return Err(format!("'{label}' is an array of {count} elements holding pointers inside a value (at most {ARRAY_POINTERS}); put it in a Vec"));
    }
    Ok((count, stride))
}

/// The Rust name of array type `ty` of `elem`s, `[T; N]` (rustc gives arrays no name).
pub fn array_name(ty: LLVMMetadataRef, elem: LLVMMetadataRef) -> String {
    let own = name(ty);
    if !own.is_empty() {
        return own;
    }
    // SAFETY: size queries on live DITypes.
    let (bytes, stride) = unsafe { (LLVMDITypeGetSizeInBits(ty), LLVMDITypeGetSizeInBits(elem)) };
    match stride {
        0 => format!("[{}]", name(elem)),
        _ => format!("[{}; {}]", name(elem), bytes / stride),
    }
}

/// Whether a variant's struct has no members (the `None` of an `Option`).
fn is_unit(ctx: LLVMContextRef, ty: LLVMMetadataRef) -> bool {
    operand(ctx, ty, ELEMENTS).map(|e| operands(ctx, e).is_empty()).unwrap_or(true)
}

/// Operand `k` of MDNode `md`, if present and not null.
pub fn operand(ctx: LLVMContextRef, md: LLVMMetadataRef, k: usize) -> Option<LLVMMetadataRef> {
    operands(ctx, md).get(k).copied().filter(|m| !m.is_null())
}

/// Every operand of MDNode `md` (null entries for null operands).
pub fn operands(ctx: LLVMContextRef, md: LLVMMetadataRef) -> Vec<LLVMMetadataRef> {
    if md.is_null() {
        return Vec::new();
    }
    // SAFETY: `md` is live metadata of `ctx`, wrapped as a value to read its operands
    // into a buffer of the count asked for.
    unsafe {
        let v: LLVMValueRef = LLVMMetadataAsValue(ctx, md);
        let n = LLVMGetMDNodeNumOperands(v) as usize;
        let mut out: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetMDNodeOperands(v, out.as_mut_ptr());
        }
        out.into_iter().map(|o| if o.is_null() { std::ptr::null_mut() } else { LLVMValueAsMetadata(o) }).collect()
    }
}
