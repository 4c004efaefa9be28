//! Integers turned back into pointers (a tagged pointer sent as bytes would be silent
//! wrong code).
//!
//! An integer field with pointer provenance travels as its bytes ([`crate::shape`]):
//! right for a hash or an id, wrong for a tagged pointer (`(uintptr_t)p | 1`) that the
//! program masks and dereferences, since the receiver would follow the sender's address.
//! This module records, per allocation site's *physical* number (clones share it, paper
//! §2), one `inttoptr` instruction of the whole program whose points-to set reaches an
//! object of that site; `shape.rs` rejects an integer field carrying such objects.
//!
//! An `inttoptr` of a plain loaded integer is left out: [`super::ptr_reads`] already
//! makes the loaded slot a pointer field, which is followed. So is one whose integer
//! comes only from `ptrtoint`s and constants in registers (std's `RawVec` turns its new
//! buffer's address or the dangling alignment back into a pointer): it reads no integer
//! from memory, so no integer that travels can reach it.
//!
//! The same holds for a pointer rebuilt through memory: integer *pieces* of a pointer
//! (`uint32_t` halves, bytes, a value put together with shifts and ors) stored into
//! bytes that are then read as a pointer (a union's pointer member, a `memcpy` into a
//! pointer variable). Such a read is recorded like an `inttoptr`: a `load` of a pointer
//! whose bytes an integer store carrying a pointer's provenance may have written (named
//! by the load), and a slot that [`PointerReads`] finds read as a pointer after copies
//! (named by the integer store).

use super::ptr_reads::PointerReads;
use crate::heap::layout::Layout;
use crate::heap::{HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap};

/// Physical number -> the first instruction (in module order: an `inttoptr`, a pointer
/// load of integer pieces, a piece's store) that may turn an integer into a pointer to
/// an object of that allocation site; and the stores of pieces.
#[derive(Clone, Debug, Default)]
pub struct IntToPointers {
    by_physical: BTreeMap<u32, LLVMValueRef>,
    /// The integer stores that may write a piece of a pointer (see [`Pieces`]).
    pieces: Pieces,
}

impl IntToPointers {
    /// Every (physical number, first instruction reaching it), sorted by number.
    pub fn entries(&self) -> impl Iterator<Item = (u32, LLVMValueRef)> + '_ {
        self.by_physical.iter().map(|(&p, &i)| (p, i))
    }

    /// Scans every defined function of `module` (read-only); `reads` gives the slots
    /// read as pointers after copies.
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis, reads: &PointerReads) -> IntToPointers {
        let mut out = IntToPointers::default();
        let layout = Layout::of(module);
        let mut pieces = Pieces::default();
        let mut pointer_loads = Vec::new();
        for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
            for bb in ir::blocks(f) {
                for i in ir::block_instructions(bb) {
                    match ir::opcode(i) {
                        LLVMOpcode::LLVMIntToPtr if !is_load(ir::operand(i, 0)) && !register_round_trip(ir::operand(i, 0)) => {
                            out.add(heap, heap.points_to(i), i)
                        }
                        LLVMOpcode::LLVMStore => pieces.add(heap, &layout, i),
                        LLVMOpcode::LLVMLoad if pointer_bytes(&layout, ir::type_of(i)) > 0 => pointer_loads.push(i),
                        _ => {}
                    }
                }
            }
        }
        if pieces.by_physical.is_empty() {
            return out;
        }
        // A target list is shared by every address with that points-to set: each list
        // (and width) is checked once.
        let mut checked: HashMap<(usize, usize, i64), bool> = HashMap::new();
        for load in pointer_loads {
            let bytes = pointer_bytes(&layout, ir::type_of(load));
            let targets = heap.points_to(ir::operand(load, 0));
            let key = (targets.as_ptr() as usize, targets.len(), bytes);
            if *checked.entry(key).or_insert_with(|| targets.iter().any(|t| pieces.overlapping(heap, *t, bytes).is_some())) {
                out.add(heap, heap.points_to(load), load);
            }
        }
        for (physical, offset, _) in reads.slots() {
            if let Some(store) = pieces.overlapping_physical(physical, offset, i64::from(layout.ptr_bits / 8)) {
                out.add(heap, heap.points_to(ir::operand(store, 0)), store);
            }
        }
        out.pieces = pieces;
        out
    }

    /// Records `at` for the allocation sites of `targets` that have none yet.
    fn add(&mut self, heap: &HeapAnalysis, targets: &[Target], at: LLVMValueRef) {
        for t in targets {
            let obj = heap.object(t.obj);
            if obj.kind != ObjectKind::Unknown {
                self.by_physical.entry(obj.physical).or_insert(at);
            }
        }
    }

    /// A store of an integer piece of a pointer (not a byte copied as part of a
    /// byte-wise copy, which keeps the bytes in order) that may write into the pointer
    /// slot at byte `off` of `objs`: the slot's bytes need not form a pointer of the
    /// sending node, so the marshaler cannot follow them.
    pub fn piece_into(&self, heap: &HeapAnalysis, objs: &[ObjectId], off: u64) -> Option<LLVMValueRef> {
        let bytes = 8;
        objs.iter().find_map(|&o| {
            let list = self.pieces.by_physical.get(&heap.object(o).physical)?;
            let at = Offset::At(off as i64);
            list.iter().find(|p| !p.byte_copy && overlaps(p.offset, p.width, at, bytes)).map(|p| p.store)
        })
    }

    /// An `inttoptr` that may yield a pointer to one of `objs`, if any.
    pub fn reaching(&self, heap: &HeapAnalysis, objs: impl IntoIterator<Item = ObjectId>) -> Option<LLVMValueRef> {
        objs.into_iter().find_map(|o| self.by_physical.get(&heap.object(o).physical).copied())
    }
}

/// Stores of integers that carry a pointer's provenance (a non-empty points-to set):
/// pieces of a pointer (narrower than a pointer), or pointer-width integers put together
/// by arithmetic (a whole pointer as an integer, from a `ptrtoint`, a load, a call or a
/// parameter, is followed by [`PointerReads`] where it is read as a pointer). Per physical number, the stores into objects of that site.
#[derive(Clone, Debug, Default)]
struct Pieces {
    by_physical: HashMap<u32, Vec<Piece>>,
}

/// One store of [`Pieces`] at one of its targets.
#[derive(Clone, Copy, Debug)]
struct Piece {
    offset: Offset,
    /// Bytes stored.
    width: i64,
    store: LLVMValueRef,
    /// A byte loaded and stored as is (a byte-wise copy).
    byte_copy: bool,
}

impl Pieces {
    /// Records `store` when it stores such an integer.
    fn add(&mut self, heap: &HeapAnalysis, layout: &Layout, store: LLVMValueRef) {
        let value = ir::operand(store, 0);
        let ty = ir::type_of(value);
        let Some(width) = ir::int_width(ty) else { return };
        if width > layout.ptr_bits || (width == layout.ptr_bits && !put_together(value)) || heap.points_to(value).is_empty() {
            return;
        }
        let width_bytes = i64::from(width.div_ceil(8));
        let byte_copy = width == 8 && is_load(value);
        for t in heap.points_to(ir::operand(store, 1)) {
            let piece = Piece { offset: t.offset, width: width_bytes, store, byte_copy };
            self.by_physical.entry(heap.object(t.obj).physical).or_default().push(piece);
        }
    }

    /// A piece store that may write some of the `bytes` bytes at `t`.
    fn overlapping(&self, heap: &HeapAnalysis, t: Target, bytes: i64) -> Option<LLVMValueRef> {
        self.overlapping_physical(heap.object(t.obj).physical, t.offset, bytes)
    }

    /// A piece store into objects of `physical` that may write some of the `bytes` bytes
    /// at `offset`.
    fn overlapping_physical(&self, physical: u32, offset: Offset, bytes: i64) -> Option<LLVMValueRef> {
        self.by_physical.get(&physical)?.iter().find(|p| overlaps(p.offset, p.width, offset, bytes)).map(|p| p.store)
    }
}

/// Whether `width` bytes at `at` and `bytes` bytes at `offset` may overlap (a variable
/// offset may be anywhere).
fn overlaps(at: Offset, width: i64, offset: Offset, bytes: i64) -> bool {
    match (at, offset) {
        (Offset::At(a), Offset::At(r)) => a < r + bytes && r < a + width,
        _ => true,
    }
}

/// Whether pointer-width integer `v` is put together by arithmetic from pieces or
/// changed bits (shifts, masks, `or`, widened narrower integers).
fn put_together(v: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    ir::is_instruction(v) && matches!(ir::opcode(v), LLVMOr | LLVMAnd | LLVMXor | LLVMShl | LLVMLShr | LLVMAShr | LLVMMul | LLVMZExt | LLVMSExt)
}

/// The bytes of pointers a loaded value of type `t` holds: 8 per `ptr` (or per lane of
/// a vector of them), 0 for anything else.
fn pointer_bytes(layout: &Layout, t: llvm_sys::prelude::LLVMTypeRef) -> i64 {
    let size = i64::from(layout.ptr_bits / 8);
    match ir::type_kind(t) {
        LLVMTypeKind::LLVMPointerTypeKind => size,
        // SAFETY: type queries on a live vector type.
        LLVMTypeKind::LLVMVectorTypeKind if ir::is_pointer(unsafe { llvm_sys::core::LLVMGetElementType(t) }) => {
            size * i64::from(unsafe { llvm_sys::core::LLVMGetVectorSize(t) })
        }
        _ => 0,
    }
}

/// Whether integer `v` (a method's parameter) may become a pointer in its function or
/// the defined functions it is passed to: through arithmetic (pieces widened, shifted and
/// or-ed) into an `inttoptr`, or stored into a local slot whose bytes are read as a
/// pointer or copied out (a union's halves, a `memcpy` into a pointer). Syntactic, so it
/// needs no heap analysis; a value stored into other memory is not followed.
pub fn rebuilt_into_pointer(v: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    // Bounds the walk on huge functions; a longer chain is beyond what the rule models.
    ir::users_reach(v, 256, |x, user| match ir::opcode(user) {
        LLVMIntToPtr => None,
        op if ir::IntFlow::ALL.carries(op) => Some(vec![user]),
        LLVMStore if ir::operand(user, 0) == x => match local_slot(ir::operand(user, 1)) {
            Some(slot) if read_as_pointer_or_copied(slot) => None,
            Some(slot) => Some(slot_loads(slot)),
            None => Some(Vec::new()),
        },
        LLVMCall | LLVMInvoke => Some(super::ptr_reads::callee_params_fed(user, x)),
        _ => Some(Vec::new()),
    })
}

/// The `alloca` that `p` addresses (through GEPs), if any.
fn local_slot(p: LLVMValueRef) -> Option<LLVMValueRef> {
    let base = ir::gep_base(p);
    (ir::is_instruction(base) && ir::opcode(base) == LLVMOpcode::LLVMAlloca).then_some(base)
}

/// The addresses into `slot`: itself and its GEPs (transitively).
fn slot_addresses(slot: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = vec![slot];
    let mut k = 0;
    while k < out.len() && out.len() < 256 {
        let a = out[k];
        out.extend(ir::users(a).into_iter().filter(|&u| ir::is_instruction(u) && ir::opcode(u) == LLVMOpcode::LLVMGetElementPtr && ir::operand(u, 0) == a));
        k += 1;
    }
    out
}

/// Whether some bytes of `slot` are loaded as a pointer, or handed to a call (a copy
/// out of it, or code that may read it as anything).
fn read_as_pointer_or_copied(slot: LLVMValueRef) -> bool {
    slot_addresses(slot).into_iter().flat_map(ir::users).any(|u| match ir::opcode(u) {
        LLVMOpcode::LLVMLoad => ir::type_kind(ir::type_of(u)) != LLVMTypeKind::LLVMIntegerTypeKind,
        LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => !ir::direct_callee(u).is_some_and(|c| ir::name(c).starts_with("llvm.lifetime.")),
        _ => false,
    })
}

/// The integer loads of `slot`'s bytes (the stored value read back).
fn slot_loads(slot: LLVMValueRef) -> Vec<LLVMValueRef> {
    slot_addresses(slot).into_iter().flat_map(ir::users).filter(|&u| ir::opcode(u) == LLVMOpcode::LLVMLoad).collect()
}

/// `file:line (in f)` of an instruction.
pub fn place(i: LLVMValueRef) -> String {
    let at = ir::source_loc(i).map(|l| l.to_string()).unwrap_or_else(|| "an instruction without debug info".into());
    format!("{at} (in {})", ir::name(ir::parent_function(i)))
}

/// What `back` (an instruction [`IntToPointers`] recorded) does, for an error message:
/// "turned back into a pointer at file:line (in f)", or for an integer piece's store
/// "stored at file:line (in f) into bytes that are read back as a pointer".
pub fn describe(back: LLVMValueRef) -> String {
    match ir::opcode(back) {
        LLVMOpcode::LLVMStore => format!("stored at {} into bytes that are read back as a pointer", place(back)),
        _ => format!("turned back into a pointer at {}", place(back)),
    }
}

/// Whether integer `v` is computed only from `ptrtoint`s and constants, through
/// arithmetic but `mul` ([`ir::IntFlow::NO_MUL`]), casts, `phi`, `select`, `freeze` and parameters of functions only called
/// directly (std's `Layout` alignment passed down to `finish_grow`): no load, call result
/// or parameter of a function whose address is taken.
fn register_round_trip(v: LLVMValueRef) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) {
            continue;
        }
        // Bounds the walk; a longer chain counts as not a round trip.
        if seen.len() > 256 {
            return false;
        }
        if ir::const_int(v).is_some() {
            continue;
        }
        if let Some(args) = param_args(v) {
            stack.extend(args);
            continue;
        }
        if !ir::is_instruction(v) {
            return false;
        }
        if ir::opcode(v) == LLVMOpcode::LLVMPtrToInt {
            continue;
        }
        match ir::IntFlow::NO_MUL.sources(v) {
            Some(from) => stack.extend(from),
            None => return false,
        }
    }
    true
}

/// When `v` is a parameter of a function whose every use is a direct call: the arguments
/// those calls pass for it. `None` otherwise, also without calls (a function nobody calls
/// is entered from outside).
fn param_args(v: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    // SAFETY: kind checks before the parameter queries, on live values of one module.
    let f = unsafe {
        if llvm_sys::core::LLVMIsAArgument(v).is_null() {
            return None;
        }
        llvm_sys::core::LLVMGetParamParent(v)
    };
    let k = ir::params(f).iter().position(|&p| p == v)?;
    let mut out = Vec::new();
    for call in ir::users(f) {
        let is_call = ir::is_instruction(call) && matches!(ir::opcode(call), LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke);
        // SAFETY: the called operand of a live call.
        if !is_call || unsafe { llvm_sys::core::LLVMGetCalledValue(call) } != f {
            return None;
        }
        out.push(*ir::call_args(call).get(k)?);
    }
    (!out.is_empty()).then_some(out)
}

fn is_load(v: LLVMValueRef) -> bool {
    // SAFETY: a type query on a live value.
    unsafe { !llvm_sys::core::LLVMIsALoadInst(v).is_null() }
}
