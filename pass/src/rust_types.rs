//! Shapes of Rust values from their debug-info types. The standard library builds the
//! buffers of `Vec<T>` and `String` (out of the heap analysis' sight), and a buffer
//! holds `len` elements of `cap`: its graph comes from the value's Rust type instead of
//! points-to sets. The method's `DISubprogram` gives each argument's and the result's
//! type; a value whose type holds a `Vec`, `String`, slice or `&str` anywhere
//! ([`needs_types`]) is planned from it ([`Builder`]), every other one as before.
//!
//! The header of a `Vec`/`String` (and a slice's `{data_ptr, length}`) lies inside its
//! owner, so it becomes a [`NodeKind::Vec`] node reached through the owner's pointer
//! field at the header's offset: the walks push the header's address, not a loaded
//! pointer. Where the buffer pointer, the length and the capacity lie comes from the
//! members `buf.inner.ptr`, `buf.inner.cap` and `len` (rustc orders them as it likes);
//! the element type from the template parameter `T`. `Box<T>`, references and raw
//! pointers lead to struct nodes of their pointee's layout (recursive types give cyclic
//! node graphs); `Option`-like enums whose one data variant is a pointer are that
//! pointer (None is null).
//!
//! Refused with the Rust type's name: trait objects, function pointers, enums with data
//! in more than one variant when one holds a pointer, an enum (`Option<Vec<T>>`) whose
//! data holds a `Vec`/`String`/slice, arrays of more than
//! [`crate::rust_layout::ARRAY_POINTERS`] elements holding pointers, zero-sized pointees
//! and elements, elements aligned to more than 16 bytes. A smaller array holding pointers
//! is laid out element by element.

// LLVM handles are opaque references into live modules, as in ir/.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use crate::rust_layout::{name, operand, operands};
use crate::rust_layout::{BASE, ELEMENTS, TAG_ARRAY, TAG_ENUMERATION, TAG_MEMBER, TAG_POINTER, TAG_REFERENCE, TAG_RVALUE_REFERENCE, TAG_VARIANT_PART};
use crate::shape::{Alloc, Elems, Node, NodeKind, Shapes};
use llvm_sys::core::LLVMGetGlobalParent;
use llvm_sys::core::LLVMGetModuleContext;
use llvm_sys::debuginfo::{
    LLVMDITypeGetAlignInBits, LLVMDITypeGetOffsetInBits, LLVMDITypeGetSizeInBits, LLVMGetDINodeTag, LLVMGetMetadataKind, LLVMMetadataKind,
};
use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMValueRef};
use std::collections::{HashMap, HashSet};

type Md = LLVMMetadataRef;

/// `DIType` operands beyond rust_layout.rs's (base type, elements): a composite's
/// template parameters, a template parameter's type, a subprogram's and its types.
const TEMPLATE_PARAMS: usize = 8;
const PARAM_TYPE: usize = 1;
const SUBPROGRAM_TYPE: usize = 4;
const SUBROUTINE_TYPES: usize = 5;

/// The most alignment a received buffer gets (the runtime's blocks come from `calloc`).
const MAX_ALIGN: u64 = 16;

/// How one IR argument of a remote method (after `self`) carries a Rust value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgType {
    /// A value of this type behind a pointer (Rust passes larger values indirectly: the
    /// method reads the caller's copy and never frees its memory).
    Indirect(Md),
    /// The data pointer of a fat pointer of this type (`&[T]`, `&str`); the length is the
    /// next argument.
    SliceData(Md),
    /// Anything else (planned as before).
    Plain,
}

/// The Rust types of a remote method's IR arguments after `self` (`count` of them) and
/// of its result, from its debug info; `None` without debug info or when the Rust
/// parameters do not map onto the IR's.
pub fn method_types(method: LLVMValueRef, count: usize, invoke: bool) -> Option<(Vec<ArgType>, Option<Md>)> {
    // SAFETY: a function of a live module; a null subprogram means no debug info.
    let (ctx, sp) = unsafe { (LLVMGetModuleContext(LLVMGetGlobalParent(method)), llvm_sys::debuginfo::LLVMGetSubprogram(method)) };
    let types = operand(ctx, sp, SUBPROGRAM_TYPE).and_then(|t| operand(ctx, t, SUBROUTINE_TYPES)).map(|a| operands(ctx, a))?;
    let (ret, params) = types.split_first()?;
    let params = if invoke { params.get(1..)? } else { params };
    let mut out = Vec::new();
    for &p in params {
        match ir_params(ctx, p) {
            0 => {}
            1 if size(p) > 16 && !is_pointer(p) => out.push(ArgType::Indirect(p)),
            1 => out.push(ArgType::Plain),
            _ if is_fat_pointer(ctx, p) => {
                out.push(ArgType::SliceData(p));
                out.push(ArgType::Plain);
            }
            _ => out.extend([ArgType::Plain, ArgType::Plain]),
        }
    }
    (out.len() == count).then_some((out, (!ret.is_null()).then_some(*ret)))
}

/// Where a `String` that std writes through a call's result pointer (`format_inner`,
/// `String::clone`) keeps its buffer pointer: the byte offset of `vec.buf.inner.ptr` in
/// the `String` type of the debug info of the functions at the call (the one holding it
/// and those it is inlined into: their result and parameter types, and the types these
/// hold); every `String` of a program has the one layout of its std. `None` without it.
pub fn string_buffer(call: LLVMValueRef) -> Option<u64> {
    let ctx = context_of(call);
    let mut seen = HashSet::new();
    subprograms_at(call).into_iter().find_map(|sp| {
        let types = operand(ctx, sp, SUBPROGRAM_TYPE).and_then(|t| operand(ctx, t, SUBROUTINE_TYPES)).map(|a| operands(ctx, a))?;
        types.into_iter().find_map(|t| find_string(ctx, t, &mut seen, 0))
    })
}

/// The buffer pointer's offset in the first `String` type reachable from `ty` (through
/// pointees, members and template parameters, a few levels deep).
fn find_string(ctx: LLVMContextRef, ty: Md, seen: &mut HashSet<Md>, depth: u32) -> Option<u64> {
    if ty.is_null() || depth > 4 || !seen.insert(ty) {
        return None;
    }
    if matches!(kind(ty), LLVMMetadataKind::LLVMDICompositeTypeMetadataKind) {
        if name(ty) == "String" {
            return vec_layout(ctx, ty).map(|v| v.ptr);
        }
        let params = operand(ctx, ty, TEMPLATE_PARAMS).map(|p| operands(ctx, p)).unwrap_or_default();
        let inner =
            elements(ctx, ty).into_iter().map(|e| base(ctx, e)).chain(params.into_iter().filter(|p| !p.is_null()).filter_map(|p| operand(ctx, p, PARAM_TYPE)));
        return inner.collect::<Vec<_>>().into_iter().find_map(|t| find_string(ctx, t, seen, depth + 1));
    }
    find_string(ctx, base(ctx, ty), seen, depth + 1)
}

/// The module's context of instruction `i`.
fn context_of(i: LLVMValueRef) -> LLVMContextRef {
    // SAFETY: `i` is a live instruction of a live module.
    unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(crate::ir::parent_function(i))) }
}

/// The subprograms of a call's debug location: the function holding the call, then each
/// one it was inlined into.
fn subprograms_at(call: LLVMValueRef) -> Vec<Md> {
    let ctx = context_of(call);
    let mut out = Vec::new();
    // SAFETY: debug-location queries on a live instruction; each location is NULL-checked.
    let mut loc = unsafe { llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(call) };
    for _ in 0..64 {
        if loc.is_null() {
            break;
        }
        // SAFETY: `loc` is a live DILocation.
        let (scope, next) = unsafe { (llvm_sys::debuginfo::LLVMDILocationGetScope(loc), llvm_sys::debuginfo::LLVMDILocationGetInlinedAt(loc)) };
        out.extend(crate::rust_objects::subprogram(ctx, scope));
        loc = next;
    }
    out
}

/// Why a value of Rust type `ty` cannot be sent when it is or holds (in a member, or
/// behind a Box or reference, a few levels deep) one of std's collections whose layout is
/// std's private code (hash tables, B-trees, ring buffers, linked lists) or a shared
/// pointer: its name in short form (`HashMap<String, u64>`) and what to send instead.
pub fn std_collection(ctx: LLVMContextRef, ty: Md) -> Option<String> {
    fn go(ctx: LLVMContextRef, ty: Md, seen: &mut HashSet<Md>, depth: u32) -> Option<String> {
        if ty.is_null() || depth > 4 || !seen.insert(ty) {
            return None;
        }
        if !matches!(kind(ty), LLVMMetadataKind::LLVMDICompositeTypeMetadataKind) {
            return go(ctx, base(ctx, ty), seen, depth + 1);
        }
        let n = name(ty);
        let instead = STD_COLLECTIONS.iter().find(|(prefix, _)| n.starts_with(prefix)).map(|(_, instead)| *instead);
        if let Some(instead) = instead {
            return Some(format!("'{}' is one of std's collections, whose layout the pass does not read, and cannot be sent; {instead}", short_name(&n)));
        }
        // Vec/String buffers are read from their own members; other types member by member.
        if n.starts_with("Vec<") || n == "String" {
            return template_param(ctx, ty, "T").and_then(|t| go(ctx, t, seen, depth + 1));
        }
        elements(ctx, ty).into_iter().find_map(|e| go(ctx, base(ctx, e), seen, depth + 1))
    }
    go(ctx, ty, &mut HashSet::new(), 0)
}

/// std's collections that cannot be sent, by their debug-info names, and what to send.
const STD_COLLECTIONS: &[(&str, &str)] = &[
    ("HashMap<", "send its entries as a Vec of pairs (`map.into_iter().collect::<Vec<_>>()`) and rebuild the map in the method"),
    ("BTreeMap<", "send its entries as a Vec of pairs (`map.into_iter().collect::<Vec<_>>()`) and rebuild the map in the method"),
    ("HashSet<", "send its elements as a Vec (`set.into_iter().collect::<Vec<_>>()`) and rebuild the set in the method"),
    ("BTreeSet<", "send its elements as a Vec (`set.into_iter().collect::<Vec<_>>()`) and rebuild the set in the method"),
    ("VecDeque<", "send a Vec (`Vec::from(deque)`)"),
    ("LinkedList<", "send a Vec, or an Option<Box<Node>> list"),
    ("BinaryHeap<", "send a Vec (`heap.into_vec()`)"),
    ("Rc<", "send the value it holds (a Box, or a raw pointer for sharing)"),
    ("Arc<", "send the value it holds (a Box, or a raw pointer for sharing)"),
];

/// A debug-info type name without module paths and default type arguments:
/// `HashMap<alloc::string::String, u64, std::hash::random::RandomState>` is
/// `HashMap<String, u64>`.
pub fn short_name(n: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    for c in n.chars() {
        if c.is_alphanumeric() || c == '_' || c == ':' {
            word.push(c);
            continue;
        }
        out.push_str(word.rsplit("::").next().unwrap_or(""));
        word.clear();
        out.push(c);
    }
    out.push_str(word.rsplit("::").next().unwrap_or(""));
    for default in [", RandomState", ", Global"] {
        out = out.replace(default, "");
    }
    out
}

/// Where the buffer pointer lies in the receiver of a call of std's `RawVec` growth
/// (`grow_one`, `do_reserve_and_handle`): `RawVecInner`'s member `ptr`, plus, for a
/// `RawVec` receiver (`inner_receiver` false), the offset of its member `inner`. The
/// types come from debug info: the callee's own receiver type when the program holds its
/// body, else the receiver (`&mut Vec<T>`, `&mut String`, `&mut RawVec<T>`) of a function
/// inlined at the call (`Vec::push`); `None` without them.
pub fn raw_vec_buffer(call: LLVMValueRef, inner_receiver: bool) -> Option<RawVecBuffer> {
    let ctx = context_of(call);
    // SAFETY: a function of a live module; a null subprogram means no debug info.
    let callee_sp = crate::ir::direct_callee(call).map_or(std::ptr::null_mut(), |f| unsafe { llvm_sys::debuginfo::LLVMGetSubprogram(f) });
    let mut subprograms = vec![callee_sp];
    subprograms.extend(subprograms_at(call));
    subprograms.into_iter().filter(|sp| !sp.is_null()).find_map(|sp| {
        let types = operand(ctx, sp, SUBPROGRAM_TYPE).and_then(|t| operand(ctx, t, SUBROUTINE_TYPES)).map(|a| operands(ctx, a))?;
        let receiver = *types.get(1)?;
        let parts = raw_vec_parts(ctx, base(ctx, receiver), 0)?;
        let ptr = if inner_receiver { parts.ptr } else { parts.inner? + parts.ptr };
        Some(RawVecBuffer { ptr, elem: parts.elem.filter(|&e| e > 0) })
    })
}

/// Where a `RawVec`'s buffer pointer lies ([`raw_vec_buffer`]) and the size of its
/// elements when debug info gives `T`.
#[derive(Clone, Copy, Debug)]
pub struct RawVecBuffer {
    /// Byte offset of the buffer pointer in the receiver.
    pub ptr: u64,
    /// Size of one element in bytes.
    pub elem: Option<u64>,
}

/// The parts of a `RawVec` that its type's debug info gives.
struct RawVecParts {
    /// Offset of `inner` in the `RawVec` (`None` for a `RawVecInner`).
    inner: Option<u64>,
    /// Offset of `ptr` in the `RawVecInner`.
    ptr: u64,
    /// Size of `T` (`None` for a `RawVecInner`, which has no `T`).
    elem: Option<u64>,
}

/// The [`RawVecParts`] of a `Vec`, `String`, `RawVec` or `RawVecInner` type.
fn raw_vec_parts(ctx: LLVMContextRef, ty: Md, depth: u32) -> Option<RawVecParts> {
    if ty.is_null() || depth > 4 || !matches!(kind(ty), LLVMMetadataKind::LLVMDICompositeTypeMetadataKind) {
        return None;
    }
    let n = name(ty);
    if n == "String" {
        return raw_vec_parts(ctx, member(ctx, ty, "vec")?.1, depth + 1);
    }
    if n.starts_with("Vec<") {
        return raw_vec_parts(ctx, member(ctx, ty, "buf")?.1, depth + 1);
    }
    if n.starts_with("RawVecInner<") {
        return Some(RawVecParts { inner: None, ptr: member(ctx, ty, "ptr")?.0, elem: None });
    }
    if n.starts_with("RawVec<") {
        let (inner, raw_inner) = member(ctx, ty, "inner")?;
        let parts = raw_vec_parts(ctx, raw_inner, depth + 1)?;
        let elem = template_param(ctx, ty, "T").map(size);
        return Some(RawVecParts { inner: Some(inner), ptr: parts.ptr, elem });
    }
    None
}

/// Which of a remote method's IR arguments after `self` (`count` of them) the plan sends
/// from their Rust types (`plan::rust_value`), and whether its result returned through
/// memory is: the heap analysis gives those no clone edges (the copies are built from
/// the types, not from points-to sets).
pub fn typed_values(method: LLVMValueRef, count: usize, invoke: bool) -> (Vec<bool>, bool) {
    // SAFETY: a function of a live module.
    let ctx = unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(method)) };
    let Some((args, ret)) = method_types(method, count, invoke) else { return (vec![false; count], false) };
    let args = args
        .iter()
        .map(|a| match a {
            ArgType::Indirect(t) | ArgType::SliceData(t) => needs_types(ctx, *t),
            ArgType::Plain => false,
        })
        .collect();
    (args, ret.is_some_and(|t| needs_types(ctx, t)))
}

/// How many IR parameters Rust's ABI gives a value of type `ty`: none for a zero-sized
/// one, two for a fat pointer or a pair of scalars, one otherwise.
fn ir_params(ctx: LLVMContextRef, ty: Md) -> usize {
    if size(ty) == 0 {
        return 0;
    }
    if is_fat_pointer(ctx, ty) {
        return 2;
    }
    let mut leaves = 0;
    if scalar_leaves(ctx, ty, &mut leaves, 0) && leaves == 2 {
        2
    } else {
        1
    }
}

/// Counts the non-zero-sized scalar leaves of a struct (false for enums and arrays).
fn scalar_leaves(ctx: LLVMContextRef, ty: Md, n: &mut usize, depth: u32) -> bool {
    if ty.is_null() || depth > 16 {
        return false;
    }
    match kind(ty) {
        LLVMMetadataKind::LLVMDIBasicTypeMetadataKind => {
            *n += usize::from(size(ty) > 0);
            true
        }
        LLVMMetadataKind::LLVMDIDerivedTypeMetadataKind => match tag(ty) {
            TAG_POINTER | TAG_REFERENCE | TAG_RVALUE_REFERENCE => {
                *n += 1;
                true
            }
            _ => scalar_leaves(ctx, base(ctx, ty), n, depth + 1),
        },
        LLVMMetadataKind::LLVMDICompositeTypeMetadataKind if tag(ty) == 0x13 => {
            if size(ty) == 0 {
                return true;
            }
            elements(ctx, ty).into_iter().all(|e| scalar_leaves(ctx, e, n, depth + 1))
        }
        _ => false,
    }
}

/// Whether a value of type `ty` holds, anywhere it leads to, a `Vec`, `String`, slice
/// or `&str` (then its shape comes from its type).
pub fn needs_types(ctx: LLVMContextRef, ty: Md) -> bool {
    fn go(ctx: LLVMContextRef, ty: Md, seen: &mut HashSet<Md>, depth: u32) -> bool {
        if ty.is_null() || depth > 64 || !seen.insert(ty) {
            return false;
        }
        if vec_layout(ctx, ty).is_some() || is_fat_pointer(ctx, ty) {
            return true;
        }
        match kind(ty) {
            LLVMMetadataKind::LLVMDIDerivedTypeMetadataKind => go(ctx, base(ctx, ty), seen, depth + 1),
            LLVMMetadataKind::LLVMDICompositeTypeMetadataKind => {
                elements(ctx, ty).into_iter().any(|e| go(ctx, e, seen, depth + 1)) || go(ctx, base(ctx, ty), seen, depth + 1)
            }
            _ => false,
        }
    }
    go(ctx, ty, &mut HashSet::new(), 0)
}

/// Builds shape nodes from debug-info types into a site's [`Shapes`], one node per
/// pointee type (memoised: recursive types give cyclic graphs).
pub struct Builder<'s> {
    ctx: LLVMContextRef,
    shapes: &'s mut Shapes,
    memo: HashMap<Md, usize>,
    headers: HashMap<Md, usize>,
}

impl<'s> Builder<'s> {
    /// A builder adding nodes to `shapes`; `method` gives the LLVM context.
    pub fn new(method: LLVMValueRef, shapes: &'s mut Shapes) -> Self {
        // SAFETY: a function of a live module.
        let ctx = unsafe { LLVMGetModuleContext(LLVMGetGlobalParent(method)) };
        Builder { ctx, shapes, memo: HashMap::new(), headers: HashMap::new() }
    }

    /// The node of an object of type `ty` reached through a pointer (a struct node of its
    /// size and pointer fields).
    pub fn object(&mut self, ty: Md) -> Result<usize, String> {
        if let Some(&n) = self.memo.get(&ty) {
            return Ok(n);
        }
        let bytes = size(ty);
        if bytes == 0 {
            return Err(format!("'{}' is zero-sized; a pointer to it cannot be sent", name(ty)));
        }
        let index = self.shapes.add_node(Node { kind: NodeKind::Null, about: String::new(), sizes: Vec::new(), align: 1 });
        self.memo.insert(ty, index);
        let mut ptr_fields = Vec::new();
        self.members(ty, 0, &mut ptr_fields, 0)?;
        ptr_fields.sort_by_key(|f| f.0);
        let kind = NodeKind::Struct { size: bytes, alloc: Alloc::Malloc, ptr_fields, null_slots: Vec::new(), runtime: false, tagged: None };
        self.shapes.nodes[index] = Node { kind, about: format!("Rust value of type '{}' ({bytes} bytes)", name(ty)), sizes: Vec::new(), align: align(ty) };
        Ok(index)
    }

    /// The node of a fat pointer's header (`&[T]`, `&str`) of type `ty` standing alone:
    /// a struct of its 16 bytes whose header at byte 0 leads to the elements.
    pub fn slice_root(&mut self, ty: Md) -> Result<usize, String> {
        self.object(ty)
    }

    /// Appends (offset, node) for every pointer or header inside a value of type `ty`
    /// at `at`.
    fn members(&mut self, ty: Md, at: u64, out: &mut Vec<(u64, usize)>, depth: u32) -> Result<(), String> {
        if ty.is_null() {
            return Ok(());
        }
        if depth > 64 {
            return Err(format!("type '{}' nests too deeply", name(ty)));
        }
        if let Some(v) = vec_layout(self.ctx, ty) {
            out.push((at, self.header(ty, v)?));
            return Ok(());
        }
        if let Some(v) = slice_layout(self.ctx, ty)? {
            out.push((at, self.header(ty, v)?));
            return Ok(());
        }
        match kind(ty) {
            LLVMMetadataKind::LLVMDIBasicTypeMetadataKind => Ok(()),
            LLVMMetadataKind::LLVMDISubroutineTypeMetadataKind => Err("a function pointer cannot be sent (code does not travel)".into()),
            LLVMMetadataKind::LLVMDIDerivedTypeMetadataKind => match tag(ty) {
                TAG_POINTER | TAG_REFERENCE | TAG_RVALUE_REFERENCE => {
                    let target = base(self.ctx, ty);
                    if !target.is_null() && matches!(kind(target), LLVMMetadataKind::LLVMDISubroutineTypeMetadataKind) {
                        return Err(format!("'{}' is a function pointer; code cannot be sent to another node", name(ty)));
                    }
                    if target.is_null() || name(target).contains("dyn ") {
                        return Err(format!(
                            "'{}' points to a trait object or an unknown type; its vtable cannot be sent to another node; {}",
                            name(ty),
                            crate::rust_layout::TRAIT_WORKAROUND
                        ));
                    }
                    out.push((at, self.object(target)?));
                    Ok(())
                }
                TAG_MEMBER => {
                    // SAFETY: offset query on a live DIDerivedType.
                    let off = unsafe { LLVMDITypeGetOffsetInBits(ty) } / 8;
                    self.members(base(self.ctx, ty), at + off, out, depth + 1)
                }
                _ => self.members(base(self.ctx, ty), at, out, depth + 1),
            },
            LLVMMetadataKind::LLVMDICompositeTypeMetadataKind => self.composite(ty, at, out, depth),
            _ => Err(format!("type '{}' has debug info the pass does not read", name(ty))),
        }
    }

    fn composite(&mut self, ty: Md, at: u64, out: &mut Vec<(u64, usize)>, depth: u32) -> Result<(), String> {
        let type_name = name(ty);
        if type_name.contains("dyn ") {
            return Err(format!("'{type_name}' is a trait object; its vtable cannot be sent to another node; {}", crate::rust_layout::TRAIT_WORKAROUND));
        }
        match tag(ty) {
            TAG_ENUMERATION => Ok(()),
            TAG_ARRAY => {
                let elem = base(self.ctx, ty);
                let mut inner = Vec::new();
                self.members(elem, 0, &mut inner, depth + 1)?;
                if inner.is_empty() {
                    return Ok(());
                }
                let (count, stride) = crate::rust_layout::array_layout(ty, elem)?;
                out.extend((0..count).flat_map(|k| inner.iter().map(move |&(o, n)| (at + k * stride + o, n))));
                Ok(())
            }
            TAG_VARIANT_PART => self.variants(ty, at, out, depth),
            _ => {
                for e in elements(self.ctx, ty) {
                    self.members(e, at, out, depth + 1).map_err(|msg| match msg.starts_with("an enum") {
                        true => format!("'{type_name}' is {msg}"),
                        false => msg,
                    })?;
                }
                Ok(())
            }
        }
    }

    /// An enum's variants: the pointers of its one data variant (an `Option`-like enum
    /// whose other variants are the pointer's null); data holding pointers in several
    /// variants, or a buffer header in one, cannot be told apart yet.
    fn variants(&mut self, ty: Md, at: u64, out: &mut Vec<(u64, usize)>, depth: u32) -> Result<(), String> {
        let mut with_data = 0;
        let mut found = Vec::new();
        for v in elements(self.ctx, ty) {
            let mut inner = Vec::new();
            self.members(v, at, &mut inner, depth + 1)?;
            let data = base(self.ctx, v);
            with_data += usize::from(!data.is_null() && size(data) > 0 && !elements(self.ctx, data).is_empty());
            found.extend(inner);
        }
        if found.is_empty() {
            return Ok(());
        }
        if with_data > 1 {
            return Err(format!("an enum with data in more than one variant, which cannot be sent yet; {}", crate::rust_layout::ENUM_WORKAROUND));
        }
        if found.iter().any(|&(_, n)| matches!(self.shapes.nodes[n].kind, NodeKind::Vec { .. })) {
            return Err(
                "an enum whose data holds a Vec, String or slice (such as Option<String>), which cannot be sent yet; send the value itself with an empty one for None (String::new(), Vec::new()) and a bool or length beside it, or Option<Box<T>> of a struct holding it"
                    .into(),
            );
        }
        out.extend(found);
        Ok(())
    }

    /// The node of a buffer header (`Vec`, `String`, slice) of type `ty`.
    fn header(&mut self, ty: Md, v: HeaderLayout) -> Result<usize, String> {
        if let Some(&n) = self.headers.get(&ty) {
            return Ok(n);
        }
        let elem = size(v.elem);
        let elem_name = name(v.elem);
        if elem == 0 {
            return Err(format!("'{}' holds zero-sized elements ('{elem_name}'), which cannot be sent yet", name(ty)));
        }
        let align = align(v.elem);
        if align > MAX_ALIGN {
            return Err(format!("'{}' holds elements aligned to {align} bytes; at most {MAX_ALIGN} can be received", name(ty)));
        }
        let index = self.shapes.add_node(Node { kind: NodeKind::Null, about: String::new(), sizes: Vec::new(), align: 1 });
        self.headers.insert(ty, index);
        let mut ptr_fields = Vec::new();
        self.members(v.elem, 0, &mut ptr_fields, 0).map_err(|e| format!("the elements of '{}': {e}", name(ty)))?;
        ptr_fields.sort_by_key(|f| f.0);
        let elems = match ptr_fields.is_empty() {
            true => Elems::Scalars { zeroed: false },
            false => Elems::Records { ptr_fields, null_slots: Vec::new(), tagged: None },
        };
        let kind = NodeKind::Vec { elem, align, elems, ptr_off: v.ptr, len_off: v.len, cap_off: v.cap };
        self.shapes.nodes[index] = Node { kind, about: format!("buffer of '{}' ({elem}-byte '{elem_name}' elements)", name(ty)), sizes: Vec::new(), align: 1 };
        Ok(index)
    }
}

/// Where a buffer header keeps its parts, and the element type.
#[derive(Clone, Copy, Debug)]
struct HeaderLayout {
    ptr: u64,
    len: u64,
    cap: Option<u64>,
    elem: Md,
}

/// The layout of a `Vec<T>` or `String` value of type `ty`, from its members.
fn vec_layout(ctx: LLVMContextRef, ty: Md) -> Option<HeaderLayout> {
    if ty.is_null() || !matches!(kind(ty), LLVMMetadataKind::LLVMDICompositeTypeMetadataKind) {
        return None;
    }
    let type_name = name(ty);
    if type_name == "String" {
        let (off, vec) = member(ctx, ty, "vec")?;
        let v = vec_layout(ctx, vec)?;
        return Some(HeaderLayout { ptr: v.ptr + off, len: v.len + off, cap: v.cap.map(|c| c + off), elem: v.elem });
    }
    if !type_name.starts_with("Vec<") {
        return None;
    }
    let (buf, raw) = member(ctx, ty, "buf")?;
    let (inner, raw_inner) = member(ctx, raw, "inner")?;
    let (ptr, _) = member(ctx, raw_inner, "ptr")?;
    let (cap, _) = member(ctx, raw_inner, "cap")?;
    let (len, _) = member(ctx, ty, "len")?;
    let elem = template_param(ctx, ty, "T")?;
    Some(HeaderLayout { ptr: buf + inner + ptr, len, cap: Some(buf + inner + cap), elem })
}

/// The layout of a fat pointer to a slice or `str` (`&[T]`, `&str`, `Box<[T]>`): its
/// members `data_ptr` and `length`; an error for a trait object's (`vtable`).
fn slice_layout(ctx: LLVMContextRef, ty: Md) -> Result<Option<HeaderLayout>, String> {
    if !is_fat_pointer(ctx, ty) {
        return Ok(None);
    }
    let Some((len, _)) = member(ctx, ty, "length") else {
        return Err(format!("'{}' is a trait object; its vtable cannot be sent to another node; {}", name(ty), crate::rust_layout::TRAIT_WORKAROUND));
    };
    let Some((ptr, data)) = member(ctx, ty, "data_ptr") else { return Ok(None) };
    let elem = base(ctx, data);
    if elem.is_null() {
        return Ok(None);
    }
    Ok(Some(HeaderLayout { ptr, len, cap: None, elem }))
}

/// A struct of two members, `data_ptr` and `length` or `vtable`, named as rustc names
/// its fat pointers (`&[T]`, `&mut str`, `*const [T]`, `Box<[T]>`; a C struct with such
/// members is not one).
fn is_fat_pointer(ctx: LLVMContextRef, ty: Md) -> bool {
    if ty.is_null() || !matches!(kind(ty), LLVMMetadataKind::LLVMDICompositeTypeMetadataKind) {
        return false;
    }
    let type_name = name(ty);
    if !(type_name.starts_with('&') || type_name.starts_with('*') || type_name.starts_with("Box<") || type_name.starts_with("alloc::boxed::Box<")) {
        return false;
    }
    let names: Vec<String> = elements(ctx, ty).into_iter().map(name).collect();
    names.len() == 2 && names[0] == "data_ptr" && (names[1] == "length" || names[1] == "vtable")
}

/// The byte offset and type of the member called `wanted` of composite `ty`.
fn member(ctx: LLVMContextRef, ty: Md, wanted: &str) -> Option<(u64, Md)> {
    elements(ctx, ty).into_iter().find(|&e| tag(e) == TAG_MEMBER && name(e) == wanted).map(|e| {
        // SAFETY: offset query on a live DIDerivedType.
        (unsafe { LLVMDITypeGetOffsetInBits(e) } / 8, base(ctx, e))
    })
}

/// The type of the template parameter called `wanted` of composite `ty`.
fn template_param(ctx: LLVMContextRef, ty: Md, wanted: &str) -> Option<Md> {
    let params = operand(ctx, ty, TEMPLATE_PARAMS).map(|p| operands(ctx, p)).unwrap_or_default();
    params.into_iter().filter(|p| !p.is_null()).find(|&p| param_name(ctx, p) == wanted).and_then(|p| operand(ctx, p, PARAM_TYPE))
}

/// A template parameter's name (its first operand, an MDString).
fn param_name(ctx: LLVMContextRef, p: Md) -> String {
    // SAFETY: operand 0 of a DITemplateParameter is its name (an MDString) or null; the
    // string bytes live with the context.
    unsafe {
        let v = llvm_sys::core::LLVMMetadataAsValue(ctx, p);
        if llvm_sys::core::LLVMGetMDNodeNumOperands(v) == 0 {
            return String::new();
        }
        let mut ops = vec![std::ptr::null_mut(); llvm_sys::core::LLVMGetMDNodeNumOperands(v) as usize];
        llvm_sys::core::LLVMGetMDNodeOperands(v, ops.as_mut_ptr());
        if ops[0].is_null() {
            return String::new();
        }
        let mut len = 0u32;
        let s = llvm_sys::core::LLVMGetMDString(ops[0], &mut len);
        if s.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(s.cast::<u8>(), len as usize)).into_owned()
    }
}

fn elements(ctx: LLVMContextRef, ty: Md) -> Vec<Md> {
    operand(ctx, ty, ELEMENTS).map(|e| operands(ctx, e)).unwrap_or_default().into_iter().filter(|e| !e.is_null()).collect()
}

fn base(ctx: LLVMContextRef, ty: Md) -> Md {
    operand(ctx, ty, BASE).unwrap_or(std::ptr::null_mut())
}

fn kind(ty: Md) -> LLVMMetadataKind {
    // SAFETY: kind query on live metadata.
    unsafe { LLVMGetMetadataKind(ty) }
}

fn tag(ty: Md) -> u16 {
    // SAFETY: tag query on a live DINode.
    unsafe { LLVMGetDINodeTag(ty) }
}

/// A type's size in bytes (0 for a null type).
fn size(ty: Md) -> u64 {
    if ty.is_null() {
        return 0;
    }
    // SAFETY: size query on a live DIType.
    unsafe { LLVMDITypeGetSizeInBits(ty) / 8 }
}

/// A type's alignment in bytes (its size for a basic type, which has none recorded).
fn align(ty: Md) -> u64 {
    // SAFETY: alignment query on a live DIType.
    let a = u64::from(unsafe { LLVMDITypeGetAlignInBits(ty) }) / 8;
    if a > 0 {
        a
    } else {
        size(ty).clamp(1, 16)
    }
}

fn is_pointer(ty: Md) -> bool {
    matches!(kind(ty), LLVMMetadataKind::LLVMDIDerivedTypeMetadataKind) && matches!(tag(ty), TAG_POINTER | TAG_REFERENCE | TAG_RVALUE_REFERENCE)
}

#[cfg(test)]
mod tests {
    use super::short_name;

    #[test]
    fn short_names_drop_paths_and_default_arguments() {
        assert_eq!(short_name("HashMap<alloc::string::String, u64, std::hash::random::RandomState>"), "HashMap<String, u64>");
        assert_eq!(short_name("BTreeMap<u32, alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>"), "BTreeMap<u32, Vec<f64>>");
        assert_eq!(short_name("Rc<kv::Node, alloc::alloc::Global>"), "Rc<Node>");
    }
}
