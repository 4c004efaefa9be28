//! Offsets a program keeps in a field written with one constant only (uthash's
//! `tbl->hho = offsetof(elem, hh)`, read back to move a handle to its element:
//! `(char *)hh - tbl->hho`). A load of such a field is read as the constant, so the
//! pointer it moves keeps an exact offset instead of reaching the variable-index
//! location. The guess comes from the field's stores (by struct-path TBAA tag, or by the
//! struct type and field of a struct GEP: every store writes one constant, or the
//! distance between two addresses of one base, `(char *)&e->hh - (char *)e`); the
//! solution computed with it confirms it or the analysis runs again without it
//! (`refuted`): each allocation of the objects the load may read stores the constant
//! before anything may read the field (`init_path.rs`), every other store the solution
//! lets reach the field stores that constant at that offset, and no other code writes
//! the objects.

use super::super::layout::Layout;
use super::super::objects::{AllocSite, ObjectId, Offset, Target};
use super::super::HeapAnalysis;
use super::init_path::{self, Init};
use crate::ir;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode as Op;
use std::collections::{HashMap, HashSet};

/// Loads read as the constant their field always holds.
pub(crate) type Assumed = HashMap<LLVMValueRef, i64>;

/// The loads whose field (struct-path TBAA tag) every store of the module writes with
/// one pointer-width constant, and whose value moves a pointer (a byte GEP's index,
/// directly or negated).
pub(crate) fn candidates(m: LLVMModuleRef, layout: &Layout) -> Assumed {
    let kind = tbaa_kind(m);
    // Per field: the one constant its stores write (None once two differ or one is not
    // a constant).
    let mut stored: HashMap<Field, Option<i64>> = HashMap::new();
    let mut loads = Vec::new();
    for f in ir::functions(m) {
        for i in ir::function_instructions(f) {
            let op = ir::opcode(i);
            if op != Op::LLVMStore && op != Op::LLVMLoad {
                continue;
            }
            let Some(field) = field_of(i, kind) else { continue };
            if op == Op::LLVMStore {
                let v = ir::operand(i, 0);
                let c = (ir::int_width(ir::type_of(v)) == Some(layout.ptr_bits)).then(|| guess(layout, v)).flatten();
                let e = stored.entry(field).or_insert(c);
                if *e != c {
                    *e = None;
                }
            } else if ir::int_width(ir::type_of(i)) == Some(layout.ptr_bits) && moves_pointer(i) {
                loads.push((i, field));
            }
        }
    }
    loads.into_iter().filter_map(|(l, field)| Some((l, (*stored.get(&field)?)?))).collect()
}

/// A field as the program names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Field {
    /// A struct-path TBAA access tag.
    Tag(LLVMValueRef),
    /// A struct type and member index (`gep %T, p, 0, k`).
    Member(LLVMTypeRef, i64),
}

/// The field a load or store accesses, when it names one.
fn field_of(i: LLVMValueRef, kind: u32) -> Option<Field> {
    // SAFETY: metadata of a live instruction.
    let tag = unsafe { LLVMGetMetadata(i, kind) };
    if !tag.is_null() {
        return Some(Field::Tag(tag));
    }
    let g = ir::operand(i, if ir::opcode(i) == Op::LLVMStore { 1 } else { 0 });
    if !ir::is_instruction(g) || ir::opcode(g) != Op::LLVMGetElementPtr || ir::num_operands(g) != 3 || ir::const_int(ir::operand(g, 1)) != Some(0) {
        return None;
    }
    // SAFETY: the source element type of a live GEP.
    let t = unsafe { LLVMGetGEPSourceElementType(g) };
    (ir::type_kind(t) == llvm_sys::LLVMTypeKind::LLVMStructTypeKind).then(|| ir::const_int(ir::operand(g, 2)).map(|k| Field::Member(t, k))).flatten()
}

/// The constant a stored value looks like: a constant, or the distance between two
/// addresses of one base (two loads of one slot count as one base: a guess).
fn guess(layout: &Layout, v: LLVMValueRef) -> Option<i64> {
    if let Some(c) = ir::const_int(v) {
        return Some(c);
    }
    if !ir::is_instruction(v) || ir::opcode(v) != Op::LLVMSub {
        return None;
    }
    let (a, x) = address(layout, ir::operand(v, 0))?;
    let (b, y) = address(layout, ir::operand(v, 1))?;
    let same = a == b
        || (ir::is_instruction(a)
            && ir::is_instruction(b)
            && ir::opcode(a) == Op::LLVMLoad
            && ir::opcode(b) == Op::LLVMLoad
            && ir::operand(a, 0) == ir::operand(b, 0));
    same.then(|| x.wrapping_sub(y))
}

/// `ptrtoint` of a base moved by constant GEPs: (base, bytes).
fn address(layout: &Layout, v: LLVMValueRef) -> Option<(LLVMValueRef, i64)> {
    if !ir::is_instruction(v) || ir::opcode(v) != Op::LLVMPtrToInt {
        return None;
    }
    let (mut p, mut off) = (ir::operand(v, 0), 0i64);
    while ir::is_instruction(p) && ir::opcode(p) == Op::LLVMGetElementPtr {
        off = off.wrapping_add(layout.gep_shape(p).single()?);
        p = ir::operand(p, 0);
    }
    Some((p, off))
}

/// Whether load `l`'s value is the index of a byte GEP, directly or negated.
fn moves_pointer(l: LLVMValueRef) -> bool {
    ir::users(l).into_iter().any(|u| byte_index(u) == Some(l) || (is_negation(u) && ir::users(u).into_iter().any(|g| byte_index(g) == Some(u))))
}

/// `sub 0, x`.
fn is_negation(u: LLVMValueRef) -> bool {
    ir::opcode(u) == Op::LLVMSub && ir::const_int(ir::operand(u, 0)) == Some(0)
}

/// The index of `gep i8, p, idx`.
fn byte_index(g: LLVMValueRef) -> Option<LLVMValueRef> {
    if !ir::is_instruction(g) || ir::opcode(g) != Op::LLVMGetElementPtr || ir::num_operands(g) != 2 {
        return None;
    }
    // SAFETY: the source element type of a live GEP.
    let t = unsafe { LLVMGetGEPSourceElementType(g) };
    (ir::int_width(t) == Some(8)).then(|| ir::operand(g, 1))
}

/// The byte offset of a GEP whose index is an assumed load or its negation.
pub(crate) fn folded_offset(g: LLVMValueRef, assumed: &Assumed) -> Option<i64> {
    if assumed.is_empty() {
        return None;
    }
    let idx = byte_index(g)?;
    if let Some(&c) = assumed.get(&idx) {
        return Some(c);
    }
    if ir::is_instruction(idx) && is_negation(idx) {
        return assumed.get(&ir::operand(idx, 1)).map(|&c| c.wrapping_neg());
    }
    None
}

/// The assumed loads that the solution computed with them does not confirm.
pub(crate) fn refuted(m: LLVMModuleRef, h: &HeapAnalysis, assumed: &Assumed, intrinsics: &[LLVMValueRef]) -> Vec<LLVMValueRef> {
    if assumed.is_empty() {
        return Vec::new();
    }
    let layout = Layout::of(m);
    let writes = Writes::of(m, h, &layout, intrinsics);
    // Per (original object, offset, constant): how its allocation stores the constant.
    let mut inits: HashMap<(ObjectId, i64, i64), Option<Init>> = HashMap::new();
    for (&l, &c) in assumed {
        for t in h.points_to(ir::operand(l, 0)) {
            if let Offset::At(off) = t.offset {
                let o = original(h, t.obj);
                inits.entry((o, off, c)).or_insert_with(|| initialised(h, &layout, o, off, c));
            }
        }
    }
    let mut bad: Vec<LLVMValueRef> = assumed
        .iter()
        .filter(|&(&l, &c)| {
            let targets = h.points_to(ir::operand(l, 0));
            targets.is_empty() || !targets.iter().all(|t| confirmed(h, &writes, &inits, *t, c))
        })
        .map(|(&l, _)| l)
        .collect();
    bad.sort_by_key(|&l| l as usize);
    bad
}

/// Whether location `t` holds `c` whenever it is read: its allocation stores `c` before
/// any read, and every other write the solution lets reach it writes `c` too, or is
/// another allocation's store of `c` at that offset (or its `memset` before it), which
/// writes only that allocation's fresh object.
fn confirmed(h: &HeapAnalysis, writes: &Writes, inits: &HashMap<(ObjectId, i64, i64), Option<Init>>, t: Target, c: i64) -> bool {
    let Offset::At(off) = t.offset else { return false };
    let o = h.object(t.obj);
    if t.obj == ObjectId::UNKNOWN || o.escaped || o.collapsed || writes.other.contains(&t.obj) {
        return false;
    }
    if !matches!(inits.get(&(original(h, t.obj), off, c)), Some(Some(_))) {
        return false;
    }
    let fresh =
        |w: &Store| inits.iter().any(|(&(_, o2, c2), i)| o2 == off && c2 == c && i.as_ref().is_some_and(|i| i.store == w.inst || i.cleared.contains(&w.inst)));
    writes.stores.iter().all(|w| w.keeps(t.obj, off, c) || fresh(w))
}

/// The object a clone copies (the unmarshaled bytes are the original's).
fn original(h: &HeapAnalysis, mut o: ObjectId) -> ObjectId {
    while let AllocSite::Clone { of, .. } = h.object(o).site {
        o = of;
    }
    o
}

/// Whether a write of `width` bytes at `x` may touch the 8 bytes at `off`.
fn overlaps(x: Offset, width: u64, off: i64) -> bool {
    match x {
        Offset::At(a) => a < off + 8 && off < a + width as i64,
        Offset::Any => true,
    }
}

/// The store that gives each run-time object of allocation `o` the value `c` at `off`
/// before anything can read it (`init_path.rs`).
fn initialised(h: &HeapAnalysis, layout: &Layout, o: ObjectId, off: i64, c: i64) -> Option<Init> {
    let AllocSite::Instruction(call) = h.object(o).site else { return None };
    if !ir::is_call(call) {
        return None;
    }
    let callee = ir::direct_callee(call).map(ir::name).unwrap_or_default();
    if callee != "malloc" && callee != "calloc" {
        return None;
    }
    init_path::init_store(h, layout, call, o, off, c)
}

/// The module's writes as the solution sees them.
struct Writes {
    stores: Vec<Store>,
    /// Objects some other instruction may write (atomics, calls of library code).
    other: HashSet<ObjectId>,
}

/// A store: which, where, how wide, and its constant value when it has one.
struct Store {
    inst: LLVMValueRef,
    targets: Vec<Target>,
    width: u64,
    value: Option<i64>,
}

impl Store {
    /// Whether this store leaves `c` at `off` of `o`: it does not touch those bytes, or
    /// writes exactly them with the constant `c`.
    fn keeps(&self, o: ObjectId, off: i64, c: i64) -> bool {
        let touches = self.targets.iter().any(|x| x.obj == o && overlaps(x.offset, self.width, off));
        if !touches {
            return true;
        }
        let writes_c = self.width == 8 && self.value == Some(c);
        !touches || (writes_c && self.targets.iter().all(|x| x.obj != o || x.offset == Offset::At(off)))
    }
}

impl Writes {
    fn of(m: LLVMModuleRef, h: &HeapAnalysis, layout: &Layout, intrinsics: &[LLVMValueRef]) -> Writes {
        let (mut stores, mut other) = (Vec::new(), HashSet::new());
        for f in ir::functions(m) {
            for i in ir::function_instructions(f) {
                match ir::opcode(i) {
                    Op::LLVMStore => {
                        let v = ir::operand(i, 0);
                        let t = ir::type_of(v);
                        // A scalable vector's size is unknown: it may cover any field.
                        let width = if ir::is_scalable(t) { u32::MAX as u64 } else { layout.store_size(t) };
                        let value = ir::const_int(v).filter(|_| ir::int_width(ir::type_of(v)).is_some());
                        stores.push(Store { inst: i, targets: h.points_to(ir::operand(i, 1)).to_vec(), width, value });
                    }
                    Op::LLVMAtomicRMW | Op::LLVMAtomicCmpXchg => other.extend(h.points_to(ir::operand(i, 0)).iter().map(|t| t.obj)),
                    Op::LLVMCall if ir::direct_callee(i).is_some_and(|f| ir::name(f).starts_with("llvm.memset.")) => {
                        let (dst, len) = (ir::operand(i, 0), ir::const_int(ir::operand(i, 2)));
                        let width = len.filter(|&n| n >= 0).map_or(u32::MAX as u64, |n| n as u64);
                        stores.push(Store { inst: i, targets: h.points_to(dst).to_vec(), width, value: None });
                    }
                    Op::LLVMCall | Op::LLVMInvoke | Op::LLVMCallBr => {
                        let callee = ir::direct_callee(i);
                        if callee.is_some_and(|f| ir::is_defined(f) || intrinsics.contains(&f) || keeps_args(&ir::name(f))) {
                            continue;
                        }
                        for a in ir::call_args(i) {
                            other.extend(h.points_to(a).iter().map(|t| t.obj));
                        }
                    }
                    _ => {}
                }
            }
        }
        Writes { stores, other }
    }
}

/// Library functions that write nothing through their pointer arguments.
fn keeps_args(name: &str) -> bool {
    matches!(name, "free" | "memcmp" | "bcmp" | "strlen" | "strcmp" | "strncmp") || name.starts_with("llvm.dbg.") || name.starts_with("llvm.lifetime.")
}

/// The metadata kind of TBAA access tags.
fn tbaa_kind(m: LLVMModuleRef) -> u32 {
    let name = "tbaa";
    // SAFETY: the context of a live module; the name is passed with its length.
    unsafe { LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), name.as_ptr() as *const _, name.len() as u32) }
}
