//! The struct types through which the program reaches memory, by the objects they reach:
//! what tells a `CORMI_UNION(T, ...)` struct from another struct of the same size
//! ([`crate::shape::tagged_type`]), and where a struct holds a union
//! ([`crate::shape::union_proof`]).
//!
//! Two kinds of typed access name a struct at a place in an object:
//! - a GEP whose source element type is a named struct (`getelementptr %struct.Value,
//!   ptr %v, i32 0, i32 1`, as clang emits every member access before optimisation,
//!   which is where cormicc runs the pass): the struct starts at the GEP's base;
//! - a load or store with a struct-path TBAA tag (clang at -O1 and above:
//!   `!{!"Value", !int, i64 0, ...}` as base type, the access `k` bytes into it): the
//!   struct starts `k` bytes before the address;
//! - with debug info, such a GEP on a reload of a local pointer variable (-O0 code):
//!   the struct the variable's declared type points to.
//!
//! TBAA and debug-info names are C's, so they also tell apart two structs of equal LLVM
//! layout from two files, whose IR types `llvm-link` merges into one.

use crate::heap::layout::Layout;
use crate::heap::{HeapAnalysis, ObjectId, Offset};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::HashMap;
use std::ffi::CStr;
use std::rc::Rc;

/// What names the struct.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructName {
    /// An IR struct type (`struct.Value`) and its size in bytes.
    Ir(String, u64),
    /// A TBAA base type's name (`Value`).
    Tbaa(String),
    /// The struct a local pointer variable points to, by its debug info (`-g`): what -O0
    /// code, which has no TBAA tags, says about the struct a GEP on a reloaded local
    /// steps over.
    Debug(String),
}

impl StructName {
    /// `struct Value` for messages.
    pub fn c_name(&self) -> String {
        match self {
            StructName::Ir(n, _) => n.replacen('.', " ", 1),
            StructName::Tbaa(n) | StructName::Debug(n) => format!("struct {n}"),
        }
    }
}

/// A union inside a struct type (clang names union types `union.*`; their members'
/// types are gone from the IR, only their bytes remain).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnionRange {
    /// Byte offset in the struct.
    pub offset: u64,
    /// Bytes.
    pub size: u64,
    /// `union.anon`, `union.U`.
    pub name: String,
}

/// One typed access.
#[derive(Clone, Debug)]
pub struct TypedAccess {
    /// The struct it names.
    pub name: StructName,
    /// The unions inside the struct, nested ones included (IR types only).
    pub unions: Rc<[UnionRange]>,
    /// The instruction.
    pub inst: LLVMValueRef,
}

/// The typed accesses of a module, by the objects they reach.
#[derive(Clone, Debug, Default)]
pub struct StructTypes {
    /// Every typed access, in module order.
    pub accesses: Vec<TypedAccess>,
    /// Per object: where in it a struct starts (an exact offset, or anywhere) and the
    /// access (index into `accesses`).
    by_obj: HashMap<ObjectId, Vec<(Offset, usize)>>,
}

impl StructTypes {
    /// Scans every defined function of `module` (read-only).
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> StructTypes {
        let layout = Layout::of(module);
        let tbaa = kind_id(module, "tbaa");
        let mut out = StructTypes::default();
        let mut unions: HashMap<LLVMTypeRef, Rc<[UnionRange]>> = HashMap::new();
        for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
            let locals = debug_locals(f);
            for i in ir::function_instructions(f) {
                let Some((access, base, rel)) = typed_access(&layout, tbaa, i, &mut unions) else { continue };
                let named = debug_name(&locals, &access, base);
                out.add(heap, access, base, rel);
                if let Some(a) = named {
                    out.add(heap, a, base, rel);
                }
            }
        }
        out
    }

    /// Records `access`, whose struct starts `rel` bytes from `base`.
    fn add(&mut self, heap: &HeapAnalysis, access: TypedAccess, base: LLVMValueRef, rel: i64) {
        let k = self.accesses.len();
        for t in heap.points_to(base) {
            let at = match t.offset {
                Offset::At(x) => Offset::At(x + rel),
                Offset::Any => Offset::Any,
            };
            self.by_obj.entry(t.obj).or_default().push((at, k));
        }
        self.accesses.push(access);
    }

    /// The accesses that name a struct starting at a record start of `obj` (byte
    /// `k * rec`, or anywhere in it).
    pub fn at_records(&self, obj: ObjectId, rec: u64) -> impl Iterator<Item = &TypedAccess> {
        self.by_obj
            .get(&obj)
            .into_iter()
            .flatten()
            .filter(move |(at, _)| match *at {
                Offset::At(x) => x >= 0 && rec > 0 && (x as u64).is_multiple_of(rec),
                Offset::Any => true,
            })
            .map(|&(_, k)| &self.accesses[k])
    }

    /// The accesses of function `f` (the `CORMI_UNION` probe of a marker).
    pub fn in_function(&self, f: LLVMValueRef) -> impl Iterator<Item = &TypedAccess> {
        self.accesses.iter().filter(move |a| ir::parent_function(a.inst) == f)
    }
}

/// The local pointer variables of `f` with debug info (`#dbg_declare` of their stack
/// slot), by slot: the struct each points to, and its size.
fn debug_locals(f: LLVMValueRef) -> HashMap<LLVMValueRef, (String, u64)> {
    let mut out = HashMap::new();
    for i in ir::function_instructions(f) {
        // SAFETY: iteration over the debug records of a live instruction; the record's
        // value and variable are read while it lives.
        unsafe {
            use llvm_sys::core::*;
            let mut r = LLVMGetFirstDbgRecord(i);
            while !r.is_null() {
                if LLVMDbgRecordGetKind(r) == llvm_sys::LLVMDbgRecordKind::LLVMDbgRecordDeclare {
                    let slot = LLVMDbgVariableRecordGetValue(r, 0);
                    let var = LLVMDbgVariableRecordGetVariable(r);
                    if !slot.is_null() && !var.is_null() && !LLVMIsAAllocaInst(slot).is_null() {
                        if let Some(p) = crate::typed_refs::names::variable_pointee(f, var) {
                            out.insert(slot, p);
                        }
                    }
                }
                r = LLVMGetNextDbgRecord(r);
            }
        }
    }
    out
}

/// The debug-info name of the struct a GEP `access` steps over when its base is a
/// reload of a local pointer variable of the same struct size.
fn debug_name(locals: &HashMap<LLVMValueRef, (String, u64)>, access: &TypedAccess, base: LLVMValueRef) -> Option<TypedAccess> {
    let StructName::Ir(_, size) = &access.name else { return None };
    if !ir::is_instruction(base) || ir::opcode(base) != LLVMOpcode::LLVMLoad {
        return None;
    }
    let (name, bytes) = locals.get(&ir::operand(base, 0))?;
    (bytes == size).then(|| TypedAccess { name: StructName::Debug(name.clone()), unions: Rc::new([]), inst: access.inst })
}

/// The access `i` makes, the pointer it is based on and where the struct starts
/// relative to that pointer.
fn typed_access(layout: &Layout, tbaa: u32, i: LLVMValueRef, unions: &mut HashMap<LLVMTypeRef, Rc<[UnionRange]>>) -> Option<(TypedAccess, LLVMValueRef, i64)> {
    match ir::opcode(i) {
        LLVMOpcode::LLVMGetElementPtr => {
            // SAFETY: `i` is a live GEP instruction.
            let ty = unsafe { llvm_sys::core::LLVMGetGEPSourceElementType(i) };
            let name = struct_name(ty)?;
            let size = layout.alloc_size(ty);
            // A constant first index steps over whole structs.
            let first = ir::const_int(ir::operand(i, 1)).unwrap_or(0);
            let inner = unions.entry(ty).or_insert_with(|| {
                let mut v = Vec::new();
                union_ranges(layout, ty, 0, &mut v, 0);
                v.into()
            });
            Some((TypedAccess { name: StructName::Ir(name, size), unions: inner.clone(), inst: i }, ir::operand(i, 0), first * size as i64))
        }
        LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore => {
            let (name, off) = tbaa_base(i, tbaa)?;
            let addr = ir::operand(i, if ir::opcode(i) == LLVMOpcode::LLVMLoad { 0 } else { 1 });
            Some((TypedAccess { name: StructName::Tbaa(name), unions: Rc::new([]), inst: i }, addr, -(off as i64)))
        }
        _ => None,
    }
}

/// The unions of struct type `ty` placed at `base`, into `out` (nested structs and
/// arrays of structs searched to a small depth).
fn union_ranges(layout: &Layout, ty: LLVMTypeRef, base: u64, out: &mut Vec<UnionRange>, depth: u32) {
    if depth > 4 || ir::is_scalable(ty) {
        return;
    }
    match ir::type_kind(ty) {
        llvm_sys::LLVMTypeKind::LLVMStructTypeKind => {
            if let Some(name) = struct_name(ty).filter(|n| n.starts_with("union.")) {
                out.push(UnionRange { offset: base, size: layout.alloc_size(ty), name });
                return;
            }
            // SAFETY: `ty` is a struct type; element indices are below its count.
            let n = unsafe { llvm_sys::core::LLVMCountStructElementTypes(ty) };
            for k in 0..n {
                // SAFETY: as above.
                let e = unsafe { llvm_sys::core::LLVMStructGetTypeAtIndex(ty, k) };
                union_ranges(layout, e, base + layout.field_offset(ty, k), out, depth + 1);
            }
        }
        llvm_sys::LLVMTypeKind::LLVMArrayTypeKind => {
            // SAFETY: `ty` is an array type.
            let (e, n) = unsafe { (llvm_sys::core::LLVMGetElementType(ty), llvm_sys::core::LLVMGetArrayLength2(ty)) };
            let size = layout.alloc_size(e);
            for k in 0..n.min(16) {
                union_ranges(layout, e, base + k * size, out, depth + 1);
            }
        }
        _ => {}
    }
}

/// The name of an identified struct type (`struct.Value`); `None` for others.
fn struct_name(ty: LLVMTypeRef) -> Option<String> {
    if ir::type_kind(ty) != llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
        return None;
    }
    // SAFETY: `ty` is a struct type; its name is NULL for literal structs.
    let p = unsafe { llvm_sys::core::LLVMGetStructName(ty) };
    // SAFETY: a non-null name is a NUL-terminated string owned by the type.
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()).filter(|n| !n.is_empty())
}

/// The metadata kind id of `name` in `module`'s context.
fn kind_id(module: LLVMModuleRef, name: &str) -> u32 {
    // SAFETY: the context of a live module; the name is passed with its length.
    unsafe { llvm_sys::core::LLVMGetMDKindIDInContext(llvm_sys::core::LLVMGetModuleContext(module), name.as_ptr() as *const _, name.len() as u32) }
}

/// The base struct's name and the access's offset in it, of a struct-path TBAA tag
/// (`!{base, access, offset}` whose base is not the access type).
fn tbaa_base(i: LLVMValueRef, kind: u32) -> Option<(String, u64)> {
    // SAFETY: metadata of a live instruction, read through the node's operands.
    unsafe {
        use llvm_sys::core::*;
        let tag = LLVMGetMetadata(i, kind);
        if tag.is_null() || LLVMIsAMDNode(tag).is_null() {
            return None;
        }
        let ops = md_operands(tag);
        let (base, access, off) = (*ops.first()?, *ops.get(1)?, *ops.get(2)?);
        if base.is_null() || base == access || LLVMIsAMDNode(base).is_null() {
            return None;
        }
        let name = md_operands(base).into_iter().find_map(md_string)?;
        let off = ir::const_int(off)?;
        (!name.is_empty() && off >= 0).then_some((name, off as u64))
    }
}

/// The operands of a metadata node (as values; null for null operands).
fn md_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: `node` is a live MDNode as value; the buffer has the count asked for.
    unsafe {
        let n = llvm_sys::core::LLVMGetMDNodeNumOperands(node) as usize;
        let mut out = vec![std::ptr::null_mut(); n];
        if n > 0 {
            llvm_sys::core::LLVMGetMDNodeOperands(node, out.as_mut_ptr());
        }
        out
    }
}

/// The text of an MDString operand.
fn md_string(v: LLVMValueRef) -> Option<String> {
    if v.is_null() {
        return None;
    }
    let mut len = 0u32;
    // SAFETY: `v` is a live metadata value; a null result means it is not an MDString.
    unsafe {
        if llvm_sys::core::LLVMIsAMDString(v).is_null() {
            return None;
        }
        let p = llvm_sys::core::LLVMGetMDString(v, &mut len);
        (!p.is_null()).then(|| String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
    }
}
