//! Which object slots the program may read as a pointer (DESIGN.md,
//! "Code generation": "every read on the receiving side is bounds-checked ... never an
//! out-of-bounds access").
//!
//! The rule that keeps pointers off the wire: a struct body travels as bytes, and the
//! receiver overwrites every pointer field the heap analysis knows ([`crate::shape`]).
//! A slot that never held a pointer in the analysis but that the program *reads* as a
//! pointer (a `next` field that is always `NULL` at the call site, an array of pointers
//! that are all `NULL`) would otherwise be copied from the payload, so a hostile peer
//! could plant an address there that the remote method then follows. This module finds
//! those slots; the unmarshalers write `NULL` into them (never bytes from the message).
//!
//! "Read as a pointer", over the whole program (both ends run the same binary, so every
//! function may run on the receiving side), keyed by the allocation site's *physical*
//! number (paper §2: a clone made for a remote method shares it with its original):
//!
//! - a `load` of type `ptr` or `<n x ptr>`, at the offsets of its address' targets;
//! - a `load` of an `i64` that is converted with `inttoptr`;
//! - an `atomicrmw` or `cmpxchg` of a `ptr` (it returns the old pointer);
//! - through copies: a slot read as a pointer in the destination of a `memcpy` or
//!   `memmove`, or of an 8-byte integer copy (`store i64 (load i64)`), is read as a
//!   pointer in the source too (fixpoint).
//!
//! A read is *explained* when one of its targets holds a pointer at that offset (a field
//! with targets): a read through a polymorphic pointer (`((Pair *)x)->b`, x maybe a Leaf)
//! is the Pair's, and the Leaf keeps its bytes there; only objects with an unexplained
//! read get `NULL` written ([`PointerReads::unexplained_of`]).
//!
//! Limits (documented in ARCHITECTURE.md): pointers made from integers by arithmetic
//! before `inttoptr` are not seen.

use crate::heap::{HeapAnalysis, ObjectId, Offset, Target};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// The slots read as pointers: (physical number, byte offset or `Any`) -> whether some
/// read of it is *unexplained*: none of the read's targets holds a pointer there
/// (`ptr_offsets`). A read through a polymorphic pointer (`((Pair *)x)->b`, x maybe a
/// Leaf) is explained by the Pair: it is no pointer read of the Leaf's data.
#[derive(Clone, Debug, Default)]
pub struct PointerReads {
    slots: BTreeMap<(u32, Offset), bool>,
    /// The slots read by a pointer-typed access (`load ptr`, vectors, atomics), closed
    /// under the same copies; the others are read only as integers turned into pointers
    /// (an opaque handle that a method turns back into its own node's pointer).
    typed: BTreeSet<(u32, Offset)>,
}

/// One `memcpy`/`memmove`: destination and source targets (the heap analysis' shared
/// lists), length when constant.
#[derive(Clone, Copy)]
struct Copy<'h> {
    dst: &'h [Target],
    src: &'h [Target],
    len: Option<i64>,
}

impl Copy<'_> {
    /// Identifies the copy by its target lists (one list per distinct points-to set, so
    /// equal sets are the same slice) and length: copies with equal keys add the same.
    fn key(&self) -> (usize, usize, usize, usize, Option<i64>) {
        (self.dst.as_ptr() as usize, self.dst.len(), self.src.as_ptr() as usize, self.src.len(), self.len)
    }
}

/// The scan of the module: the reads found so far, and what it has already seen.
struct Scan<'h> {
    heap: &'h HeapAnalysis,
    reads: PointerReads,
    /// The reads by pointer-typed accesses only.
    typed: PointerReads,
    /// Points-to target lists already read with a number of lanes, typed or not (a list
    /// is shared by every value with that points-to set: a second read of it adds
    /// nothing).
    read_lists: HashSet<(usize, usize, i64, bool)>,
    copies: Vec<Copy<'h>>,
    copy_keys: HashSet<(usize, usize, usize, usize, Option<i64>)>,
}

impl PointerReads {
    /// Every slot read as a pointer: (physical number, offset, whether some read of it
    /// is unexplained), sorted.
    pub fn slots(&self) -> impl Iterator<Item = (u32, Offset, bool)> + '_ {
        self.slots.iter().map(|(&(p, o), &u)| (p, o, u))
    }

    /// Scans every defined function of `module` (read-only).
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> PointerReads {
        let mut scan = Scan {
            heap,
            reads: PointerReads::default(),
            typed: PointerReads::default(),
            read_lists: HashSet::new(),
            copies: Vec::new(),
            copy_keys: HashSet::new(),
        };
        for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
            for bb in ir::blocks(f) {
                for i in ir::block_instructions(bb) {
                    scan.instruction(i);
                }
            }
        }
        let Scan { mut reads, mut typed, copies, .. } = scan;
        reads.through_copies(heap, &copies);
        typed.through_copies(heap, &copies);
        reads.typed = typed.slots.into_keys().collect();
        reads
    }

    /// Whether byte `off` of `objs` is read as a pointer only as an integer turned into
    /// a pointer (`inttoptr` of a loaded integer), never by a pointer-typed access.
    pub fn only_as_integer(&self, heap: &HeapAnalysis, objs: &[ObjectId], off: i64) -> bool {
        objs.iter().all(|&o| {
            let p = heap.object(o).physical;
            !self.typed.contains(&(p, Offset::At(off))) && !self.typed.contains(&(p, Offset::Any))
        })
    }

    /// The offsets read as pointers in objects of physical number `physical`, each with
    /// whether some read of it is unexplained.
    fn slots_of(&self, physical: u32) -> impl Iterator<Item = (Offset, bool)> + '_ {
        self.slots.range((physical, Offset::At(i64::MIN))..=(physical, Offset::Any)).map(|(&(_, o), &u)| (o, u))
    }

    /// The offsets read as pointers in objects of physical number `physical`.
    pub fn offsets(&self, physical: u32) -> impl Iterator<Item = Offset> + '_ {
        self.slots_of(physical).map(|(o, _)| o)
    }

    /// The union of [`PointerReads::offsets`] over the physical numbers of `objs`.
    pub fn offsets_of(&self, heap: &HeapAnalysis, objs: &[ObjectId]) -> BTreeSet<Offset> {
        objs.iter().flat_map(|&o| self.offsets(heap.object(o).physical)).collect()
    }

    /// The offsets of `objs` with an unexplained pointer read: those the receiver must
    /// write `NULL` into when they hold no pointer.
    pub fn unexplained_of(&self, heap: &HeapAnalysis, objs: &[ObjectId]) -> BTreeSet<Offset> {
        objs.iter().flat_map(|&o| self.slots_of(heap.object(o).physical).filter(|s| s.1).map(|s| s.0)).collect()
    }

    /// Records a read of slot (`physical`, `offset`); whether anything changed (a new
    /// slot, or a slot whose reads were all explained so far read unexplained).
    fn add(&mut self, physical: u32, offset: Offset, unexplained: bool) -> bool {
        use std::collections::btree_map::Entry;
        match self.slots.entry((physical, offset)) {
            Entry::Vacant(v) => {
                v.insert(unexplained);
                true
            }
            Entry::Occupied(mut o) => {
                let changed = unexplained && !*o.get();
                *o.get_mut() |= unexplained;
                changed
            }
        }
    }

    /// Closes the reads under the copies: a slot read as a pointer in a copy's
    /// destination is read (alike explained or not) in its source, up to a fixpoint.
    /// A work-list of changed slots; each is taken to the copies whose destination has
    /// an object of its physical number. What a copy adds to its source depends only on
    /// where the slot lies relative to the destination ([`Shift`]), so each copy adds
    /// for a shift once (again only when the slot is unexplained and was not before).
    fn through_copies(&mut self, heap: &HeapAnalysis, copies: &[Copy<'_>]) {
        let physical = |t: &Target| heap.object(t.obj).physical;
        let pairs = |ts: &[Target]| {
            let mut v: Vec<(u32, Offset)> = ts.iter().map(|t| (physical(t), t.offset)).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        let mut into: HashMap<u32, Vec<(usize, Offset)>> = HashMap::new();
        for (c, copy) in copies.iter().enumerate() {
            for (p, o) in pairs(copy.dst) {
                into.entry(p).or_default().push((c, o));
            }
        }
        let sources: Vec<Vec<(u32, Offset)>> = copies.iter().map(|c| pairs(c.src)).collect();
        let mut done: HashMap<(usize, Shift), bool> = HashMap::new();
        let mut work: Vec<(u32, Offset)> = self.slots.keys().copied().collect();
        let mut per_site: HashMap<u32, usize> = HashMap::new();
        for &(p, _) in self.slots.keys() {
            *per_site.entry(p).or_default() += 1;
        }
        while let Some((p, read)) = work.pop() {
            let Some(uses) = into.get(&p) else { continue };
            let unexplained = self.slots[&(p, read)];
            for &(c, dst) in uses {
                let len = copies[c].len;
                let shift = Shift::of(dst, read, len);
                match done.get(&(c, shift)) {
                    Some(&u) if u || !unexplained => continue,
                    _ => done.insert((c, shift), unexplained),
                };
                for &(sp, so) in &sources[c] {
                    if let Some(mut o) = copied_from(dst, so, read, len) {
                        // Past a site's budget the slot is read anywhere in it (which
                        // shapes refuse).
                        let count = per_site.entry(sp).or_default();
                        if *count >= super::MAX_CARRIED_PER_SITE {
                            o = Offset::Any;
                        }
                        let fresh = !self.slots.contains_key(&(sp, o));
                        if self.add(sp, o, unexplained) {
                            *count += usize::from(fresh);
                            work.push((sp, o));
                        }
                    }
                }
            }
        }
    }
}

/// Where a slot read in a copy's destination lies relative to the copied bytes, which is
/// all [`copied_from`] needs besides the source offset: the same shift gives the same
/// source slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Shift {
    /// Inside the copied bytes, this many bytes past the destination's start.
    By(i64),
    /// Before or past the copied bytes (only a source at a variable offset is read).
    Outside,
    /// The destination or the slot is at a variable offset (every source slot is read at
    /// a variable offset).
    Unknown,
}

impl Shift {
    /// The shift of slot `read` for a copy of `len` bytes to `dst`.
    fn of(dst: Offset, read: Offset, len: Option<i64>) -> Shift {
        match (dst, read) {
            (Offset::At(d), Offset::At(r)) if r >= d && len.is_none_or(|n| r < d + n) => Shift::By(r - d),
            (Offset::At(_), Offset::At(_)) => Shift::Outside,
            _ => Shift::Unknown,
        }
    }
}

impl<'h> Scan<'h> {
    /// Records the reads of one instruction and keeps the copies for later.
    fn instruction(&mut self, i: LLVMValueRef) {
        let heap = self.heap;
        match ir::opcode(i) {
            LLVMOpcode::LLVMLoad => {
                let typed = ir::type_kind(ir::type_of(i)) != LLVMTypeKind::LLVMIntegerTypeKind;
                self.read(heap.points_to(ir::operand(i, 0)), pointer_lanes(i), typed)
            }
            LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg if ir::is_pointer(ir::type_of(ir::operand(i, 1))) => {
                self.read(heap.points_to(ir::operand(i, 0)), 1, true)
            }
            LLVMOpcode::LLVMCall => {
                if let Some(c) = copy_call(heap, i) {
                    self.copy(c);
                }
            }
            LLVMOpcode::LLVMStore => {
                if let Some(c) = integer_copy(heap, i) {
                    self.copy(c);
                }
            }
            _ => {}
        }
    }

    /// A read of `lanes` consecutive pointers through a pointer with `targets`; `typed`:
    /// by a pointer-typed access (not an integer turned into a pointer).
    fn read(&mut self, targets: &[Target], lanes: i64, typed: bool) {
        if lanes == 0 || !self.read_lists.insert((targets.as_ptr() as usize, targets.len(), lanes, typed)) {
            return;
        }
        let heap = self.heap;
        for k in 0..lanes {
            let unexplained = !targets.iter().any(|t| holds_pointer(heap, t.obj, shift(t.offset, 8 * k)));
            for t in targets {
                self.reads.add(heap.object(t.obj).physical, shift(t.offset, 8 * k), unexplained);
                if typed {
                    self.typed.add(heap.object(t.obj).physical, shift(t.offset, 8 * k), unexplained);
                }
            }
        }
    }

    /// Keeps a copy unless an equal one is kept.
    fn copy(&mut self, c: Copy<'h>) {
        if self.copy_keys.insert(c.key()) {
            self.copies.push(c);
        }
    }
}

/// Whether `obj` may hold a pointer at `offset` (a field with targets; `Any` covers
/// every offset).
fn holds_pointer(heap: &HeapAnalysis, obj: ObjectId, offset: Offset) -> bool {
    heap.fields(obj).iter().any(|(off, ts)| !ts.is_empty() && (*off == offset || *off == Offset::Any))
}

/// How many pointer lanes a load yields: 1 for `ptr`, n for `<n x ptr>`, 1 for an `i64`
/// that feeds `inttoptr`, 0 otherwise.
fn pointer_lanes(load: LLVMValueRef) -> i64 {
    let t = ir::type_of(load);
    match ir::type_kind(t) {
        LLVMTypeKind::LLVMPointerTypeKind => 1,
        // SAFETY: type queries on a live type.
        LLVMTypeKind::LLVMVectorTypeKind if ir::is_pointer(unsafe { llvm_sys::core::LLVMGetElementType(t) }) => {
            i64::from(unsafe { llvm_sys::core::LLVMGetVectorSize(t) })
        }
        LLVMTypeKind::LLVMIntegerTypeKind if feeds_inttoptr(load) => 1,
        _ => 0,
    }
}

/// Whether `v` reaches an `inttoptr`: directly, through `phi` and `select`, through a
/// local slot it is stored into and loaded from, or as the argument of a direct call of
/// a defined function whose parameter reaches one (a helper that turns the integer into a
/// pointer reads the slot as a pointer as much as the caller would).
pub fn feeds_inttoptr(v: LLVMValueRef) -> bool {
    // Bounds the walk on huge functions; a longer chain is beyond what the rule models.
    ir::users_reach(v, 256, |x, user| match ir::opcode(user) {
        LLVMOpcode::LLVMIntToPtr => None,
        LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect => Some(vec![user]),
        LLVMOpcode::LLVMStore if ir::operand(user, 0) == x => Some(local_slot_loads(ir::operand(user, 1))),
        LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => Some(callee_params_fed(user, x)),
        _ => Some(Vec::new()),
    })
}

/// The loads of `slot` when it is an `alloca` whose address goes nowhere else.
fn local_slot_loads(slot: LLVMValueRef) -> Vec<LLVMValueRef> {
    if !ir::is_instruction(slot) || ir::opcode(slot) != LLVMOpcode::LLVMAlloca || !ir::only_loaded_and_stored(slot) {
        return Vec::new();
    }
    ir::users(slot).into_iter().filter(|&u| ir::opcode(u) == LLVMOpcode::LLVMLoad).collect()
}

/// The parameters of `call`'s defined direct callee that receive `x`.
pub(super) fn callee_params_fed(call: LLVMValueRef, x: LLVMValueRef) -> Vec<LLVMValueRef> {
    let Some(f) = ir::direct_callee(call).filter(|&f| ir::is_defined(f)) else { return Vec::new() };
    let params = ir::params(f);
    ir::call_args(call).iter().zip(params).filter(|(&a, _)| a == x).map(|(_, p)| p).collect()
}

/// A `memcpy`/`memmove` (libc or intrinsic) call: its targets and constant length.
fn copy_call(heap: &HeapAnalysis, call: LLVMValueRef) -> Option<Copy<'_>> {
    let (_, dst, src, len) = super::byte_copy_operands(call)?;
    Some(Copy { dst: heap.points_to(dst), src: heap.points_to(src), len: ir::const_int(len) })
}

/// `store i64 (load i64 %src), %dst`: an 8-byte copy as integers (what instcombine makes
/// of an 8-byte `memcpy`, e.g. `*b = *a` of a struct holding one pointer), so a slot
/// read as a pointer in the destination is one in the source too.
fn integer_copy(heap: &HeapAnalysis, store: LLVMValueRef) -> Option<Copy<'_>> {
    let value = ir::operand(store, 0);
    // SAFETY: type and opcode queries on live values.
    let is_load = unsafe { !llvm_sys::core::LLVMIsALoadInst(value).is_null() };
    let ty = ir::type_of(value);
    if !is_load || ir::type_kind(ty) != LLVMTypeKind::LLVMIntegerTypeKind || unsafe { llvm_sys::core::LLVMGetIntTypeWidth(ty) } != 64 {
        return None;
    }
    let (dst, src) = (heap.points_to(ir::operand(store, 1)), heap.points_to(ir::operand(value, 0)));
    Some(Copy { dst, src, len: Some(8) })
}

/// `offset + by` (`Any` stays `Any`).
fn shift(offset: Offset, by: i64) -> Offset {
    match offset {
        Offset::At(x) => Offset::At(x + by),
        Offset::Any => Offset::Any,
    }
}

/// The source slot of a slot `read` of the destination, for a copy from `src` to `dst`
/// of `len` bytes (`None` length: unknown), or `None` when the copy does not cover it.
fn copied_from(dst: Offset, src: Offset, read: Offset, len: Option<i64>) -> Option<Offset> {
    match (dst, src, read) {
        (Offset::At(d), Offset::At(s), Offset::At(r)) => {
            let inside = r >= d && len.is_none_or(|n| r < d + n);
            inside.then_some(Offset::At(s + r - d))
        }
        _ => Some(Offset::Any),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copied_slot_maps_back_to_its_source_offset() {
        assert_eq!(copied_from(Offset::At(0), Offset::At(16), Offset::At(8), Some(24)), Some(Offset::At(24)));
        assert_eq!(copied_from(Offset::At(0), Offset::At(0), Offset::At(24), Some(24)), None);
        assert_eq!(copied_from(Offset::At(8), Offset::At(0), Offset::At(0), None), None);
        assert_eq!(copied_from(Offset::Any, Offset::At(0), Offset::At(0), Some(8)), Some(Offset::Any));
    }
}
