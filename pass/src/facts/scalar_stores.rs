//! Stores of non-pointer data, to find unions whose active member cannot be known
//! (DESIGN.md, "Code generation": unsupported shapes are compile errors,
//! "never silent wrong code").
//!
//! The heap analysis is field-sensitive by byte offset, so a union whose members agree
//! on where the pointers are (the same offsets hold pointers in every member, or no
//! member has pointers) is just a struct to code generation, and tagged variants with
//! pointers only in slots that never hold anything else are supported as they are. A
//! union where a pointer in one member overlaps non-pointer data in another (`union {
//! struct Node *p; double d; }`) is not: nothing tells the marshaler which member is
//! active, and following a `double` as a pointer would crash the sender (or send
//! garbage). [`ScalarStores`] records every store of scalar data; [`crate::shape`]
//! reports a pointer field that one of them overlaps as an error, with the store's line.
//!
//! "Scalar data": a store whose value is not a pointer, carries no pointer in the heap
//! analysis, and is neither all-zero bytes (a null pointer is zero too), nor a value just
//! loaded from a slot that may hold a pointer (a copy of whatever was there), nor a
//! `ptrtoint`; also what `memcpy`/`memmove` carry from an object with such stores into
//! another (struct assignment, a value copied into a union); also an integer
//! that carries a pointer but whose bits were changed (`u |= 1`, a tagged pointer in a
//! union with an integer). Keyed by the allocation site's physical number, like
//! [`super::ptr_reads`].

use super::library_data::{self, Filled};
use super::tag_flow::TagFlow;
use super::tag_guard::Guards;
use super::tag_returns::TagReturns;
use crate::heap::layout::Layout;
use crate::heap::libc_models::formats;
use crate::heap::{FxMap, FxSet};
use crate::heap::{HeapAnalysis, ObjectId, Offset, Target};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::BTreeSet;
use std::rc::Rc;

/// One scalar store into an object: byte range and where it is.
#[derive(Clone, Debug)]
pub struct ScalarStore {
    /// Offset of the first byte (`Any`: a variable index).
    pub offset: Offset,
    /// Bytes stored.
    pub size: u64,
    /// `double stored in main:14` (type, function, line when known), with the copy that
    /// carried it here first (`... (copied by memcpy at f:9)`); shared by the entries of
    /// one store.
    pub what: Rc<str>,
    /// Carried here by a copy: `what` already names the copy (further copies keep it,
    /// so a chain or cycle of copies does not grow the text).
    pub copied: bool,
}

/// The scalar stores of a module, per physical allocation site: each byte range (offset,
/// size) of a site once, with the first store in module order that writes it (what
/// [`ScalarStores::overlapping`] answers depends on the ranges only, and it names the
/// first store).
#[derive(Clone, Debug, Default)]
pub struct ScalarStores {
    by_site: FxMap<u32, Vec<ScalarStore>>,
    /// The (physical number, offset, size) ranges recorded.
    seen: FxSet<(u32, Offset, u64)>,
}

impl ScalarStores {
    /// The stores per physical number, sorted by number (each range once, with its first
    /// store; in module order).
    pub fn by_physical(&self) -> Vec<(u32, &[ScalarStore])> {
        let mut all: Vec<(u32, &[ScalarStore])> = self.by_site.iter().map(|(&p, v)| (p, v.as_slice())).collect();
        all.sort_by_key(|&(p, _)| p);
        all
    }

    /// Scans every defined function of `module` (read-only): the stores, then the bytes
    /// `memcpy`/`memmove` carry from one object into another (a struct assignment, a copy
    /// of a value into a union), until nothing new arrives.
    /// With `guards` (a module with `CORMI_UNION` markers), a store through a union's
    /// pointer member under a test of its tag writes only that member's objects
    /// ([`super::tag_guard`]).
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis, guards: Option<&Guards<'_>>) -> ScalarStores {
        let layout = Layout::of(module);
        let returns = guards.map(|_| TagReturns::of(module, heap, &layout));
        let mut out = ScalarStores::default();
        let mut copies = Vec::new();
        for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
            let flow = returns.as_ref().map(|r| TagFlow::with_tests(heap, &layout, r, f));
            for bb in ir::blocks(f) {
                let insts = ir::block_instructions(bb);
                for (k, &i) in insts.iter().enumerate() {
                    if is_scalar_store(heap, &layout, i) {
                        let narrowed = guards.zip(flow.as_ref()).and_then(|(g, flow)| g.narrowed(heap, flow, bb, &insts, k, ir::operand(i, 1)));
                        out.add(heap, &layout, f, i, narrowed);
                    } else if let Some(c) = byte_copy(heap, i) {
                        copies.push(c);
                    } else if let Some(fill) = ir::is_call(i).then(|| library_data::filled_by(i)).flatten() {
                        out.add_filled(heap, f, i, fill);
                    } else if ir::opcode(i) == LLVMOpcode::LLVMStore {
                        // A copy through a value: what its sources may hold lands here too.
                        for src in value_sources(heap, &layout, ir::operand(i, 0), 4) {
                            match src {
                                Source::Data => out.add(heap, &layout, f, i, None),
                                Source::Slot(load) => copies.push(slot_copy(heap, &layout, load, i)),
                            }
                        }
                    }
                }
            }
        }
        for g in ir::globals(module) {
            out.add_initializer(heap, &layout, g);
        }
        out.carry_all(heap, &copies);
        out
    }

    /// Carries stores through the copies until nothing new arrives. Always the first
    /// copy (in module order) with stores it has not carried goes next, which keeps the
    /// order in which ranges (and the stores they name) arrive; a copy is looked at again
    /// only when a site it reads from grew (the cursors skip what it already carried).
    fn carry_all(&mut self, heap: &HeapAnalysis, copies: &[ByteCopy]) {
        let mut readers: FxMap<u32, Vec<usize>> = FxMap::default();
        for (i, c) in copies.iter().enumerate() {
            for s in &c.src {
                let r = readers.entry(heap.object(s.obj).physical).or_default();
                if r.last() != Some(&i) {
                    r.push(i);
                }
            }
        }
        let mut cursors: Vec<Vec<usize>> = copies.iter().map(|c| vec![0; c.src.len()]).collect();
        let mut pending: BTreeSet<usize> = (0..copies.len()).collect();
        while let Some(i) = pending.pop_first() {
            for site in self.carry(heap, &copies[i], &mut cursors[i]) {
                pending.extend(readers.get(&site).into_iter().flatten().copied());
            }
        }
    }

    /// Records the data bytes of global `g`'s initializer (a constant that `memcpy`
    /// copies into a union, as clang does for `Value v = { .num = 4660 }`).
    fn add_initializer(&mut self, heap: &HeapAnalysis, layout: &Layout, g: LLVMValueRef) {
        // SAFETY: initializer query on a live global.
        let init = unsafe { llvm_sys::core::LLVMGetInitializer(g) };
        if init.is_null() {
            return;
        }
        let mut pieces = Vec::new();
        initializer_data(layout, init, 0, &mut pieces);
        if pieces.is_empty() {
            return;
        }
        let what: Rc<str> = format!("data in the initializer of {}", ir::name(g)).into();
        for t in heap.points_to(g) {
            let physical = heap.object(t.obj).physical;
            for &(at, size) in &pieces {
                let offset = shift(t.offset, at);
                if self.seen.insert((physical, offset, size)) {
                    self.by_site.entry(physical).or_default().push(ScalarStore { offset, size, what: Rc::clone(&what), copied: false });
                }
            }
        }
    }

    /// Adds the stores a copy carries into its destination objects; the sites that got
    /// new ranges.
    /// The candidates are found against the stores as they were before the call, then
    /// added in that order; only a range not recorded yet gets its message formatted.
    /// `carried_up_to[k]` counts the stores of source `k`'s site this copy already
    /// carried: a site's stores are only ever appended, and a range once recorded stays,
    /// so the earlier ones cannot give anything new (the fixpoint visits each copy many
    /// times).
    /// The source stores are first reduced to where they land relative to a destination
    /// ([`Landing`]), each landing once with its first store: a copy between hundreds of
    /// clones of one buffer (Rust's `RawVec` growth) would otherwise place every store of
    /// every source into every destination. The first store (in source, store order) of
    /// each landing is the one that reaches a destination range first, so the result
    /// and the store each range names are as without the reduction.
    fn carry(&mut self, heap: &HeapAnalysis, c: &ByteCopy, carried_up_to: &mut [usize]) -> Vec<u32> {
        let landings = self.landings(heap, c, carried_up_to);
        if landings.is_empty() {
            return Vec::new();
        }
        let mut new: Vec<(u32, Offset, u64, Rc<str>, bool)> = Vec::new();
        let mut fresh: FxSet<(u32, Offset, u64)> = FxSet::default();
        // Past a site's budget of ranges, what arrives lands anywhere in it.
        let dsts: Vec<(u32, Offset, bool)> = c
            .dst
            .iter()
            .map(|d| {
                let phys = heap.object(d.obj).physical;
                (phys, d.offset, self.by_site.get(&phys).is_some_and(|v| v.len() >= super::MAX_CARRIED_PER_SITE))
            })
            .collect();
        for (land, size, st) in &landings {
            for &(phys, dst, full) in &dsts {
                let Some(offset) = land.at(dst) else { continue };
                let offset = if full { Offset::Any } else { offset };
                let key = (phys, offset, *size);
                if !self.seen.contains(&key) && fresh.insert(key) {
                    new.push((phys, offset, *size, Rc::clone(&st.what), st.copied));
                }
            }
        }
        let mut grew: Vec<u32> = new.iter().map(|n| n.0).collect();
        grew.sort_unstable();
        grew.dedup();
        for (phys, offset, size, what, copied) in new {
            self.seen.insert((phys, offset, size));
            let what = if copied { what } else { format!("{what} (copied{})", c.place).into() };
            self.by_site.entry(phys).or_default().push(ScalarStore { offset, size, what, copied: true });
        }
        grew
    }

    /// The stores copy `c` has not carried yet (advancing `carried_up_to`), as landings
    /// with their sizes, each (landing, size) once with its first store, in source and
    /// store order.
    fn landings<'a>(&'a self, heap: &HeapAnalysis, c: &ByteCopy, carried_up_to: &mut [usize]) -> Vec<(Landing, u64, &'a ScalarStore)> {
        let mut out = Vec::new();
        let mut seen: FxSet<(Landing, u64)> = FxSet::default();
        for (s, done) in c.src.iter().zip(carried_up_to.iter_mut()) {
            let Some(stores) = self.by_site.get(&heap.object(s.obj).physical) else { continue };
            let from = std::mem::replace(done, stores.len());
            for st in &stores[from..] {
                let land = Landing::of(st, s.offset, c.len);
                if seen.insert((land, st.size)) {
                    out.push((land, st.size, st));
                }
            }
        }
        out
    }

    /// Records the byte ranges `store` (in function `f`) writes into each allocation site
    /// it may write to (`targets`: narrowed by a tag test, else its address's points-to
    /// set), those not recorded yet.
    fn add(&mut self, heap: &HeapAnalysis, layout: &Layout, f: LLVMValueRef, store: LLVMValueRef, targets: Option<Vec<Target>>) {
        let value = ir::operand(store, 0);
        let ty = ir::type_of(value);
        let what: Rc<str> = format!("{} stored in {}", ir::type_str(ty), place_in(f, store)).into();
        let pieces = nonzero_pieces(layout, value);
        let targets = targets.unwrap_or_else(|| heap.points_to(ir::operand(store, 1)).to_vec());
        for t in &targets {
            let physical = heap.object(t.obj).physical;
            for &(at, size) in &pieces {
                let offset = shift(t.offset, at);
                if self.seen.insert((physical, offset, size)) {
                    self.by_site.entry(physical).or_default().push(ScalarStore { offset, size, what: Rc::clone(&what), copied: false });
                }
            }
        }
    }

    /// Records the bytes a library call fills with data ([`library_data`]).
    fn add_filled(&mut self, heap: &HeapAnalysis, f: LLVMValueRef, call: LLVMValueRef, fill: Filled) {
        let callee = ir::direct_callee(call).map(ir::name).unwrap_or_default();
        let what: Rc<str> = format!("data written by {callee} in {}", place_in(f, call)).into();
        let args = ir::call_args(call);
        let filled: Vec<(Target, u64)> = match fill {
            Filled::Result => whole(heap.points_to(call).to_vec()),
            Filled::StoredAt(k) => whole(args.get(k).map(|&a| stored_at(heap, a)).unwrap_or_default()),
            Filled::Conversions { from } => conversions(heap, &args, from),
            Filled::Arg { arg, len } => {
                let bytes = len.and_then(|k| args.get(k)).and_then(|&n| ir::const_int(n)).filter(|&n| n > 0).map_or(1, |n| n as u64);
                args.get(arg).map(|&a| heap.points_to(a).iter().map(|&t| (t, bytes)).collect()).unwrap_or_default()
            }
        };
        for (t, size) in filled {
            let physical = heap.object(t.obj).physical;
            if self.seen.insert((physical, t.offset, size)) {
                self.by_site.entry(physical).or_default().push(ScalarStore { offset: t.offset, size, what: Rc::clone(&what), copied: false });
            }
        }
    }

    /// The first scalar store into an object of `objs` that overlaps the 8 bytes at
    /// `field` (a pointer field), if any. In an array of `rec`-byte records (`rec`, or
    /// else the object's element size), `field` is a record's offset, and a store into
    /// any record counts (`v[1].u.num = 7` is at byte 24 of two 16-byte records).
    pub fn overlapping(&self, heap: &HeapAnalysis, objs: &[ObjectId], field: u64, rec: Option<u64>) -> Option<&ScalarStore> {
        let field = field as i64;
        objs.iter().find_map(|&o| {
            let obj = heap.object(o);
            let rec = rec.or(obj.elem).filter(|&r| r > field as u64).map(|r| r as i64);
            self.by_site.get(&obj.physical)?.iter().find(|s| match s.offset {
                Offset::At(x) => {
                    let x = match rec {
                        Some(r) if x >= r && s.size < WHOLE => x % r,
                        _ => x,
                    };
                    x < field + 8 && field < x + s.size as i64
                }
                Offset::Any => false,
            })
        })
    }
}

impl ScalarStores {
    /// The first scalar store into any object of `objs`, at any offset (an indexed one
    /// included), if any.
    pub fn any_into(&self, heap: &HeapAnalysis, objs: &[ObjectId]) -> Option<&ScalarStore> {
        objs.iter().find_map(|&o| self.by_site.get(&heap.object(o).physical)?.first())
    }
}

/// Every byte of each object in `targets`.
fn whole(targets: Vec<Target>) -> Vec<(Target, u64)> {
    targets.into_iter().map(|t| (t, WHOLE)).collect()
}

/// The objects whose pointers are stored in the cells `cell` points to (a string
/// `asprintf` stored at `*cell`).
fn stored_at(heap: &HeapAnalysis, cell: LLVMValueRef) -> Vec<Target> {
    let mut strings = Vec::new();
    for c in heap.points_to(cell) {
        for (off, to) in heap.fields(c.obj) {
            if *off == c.offset || *off == Offset::Any || c.offset == Offset::Any {
                strings.extend(to.iter().copied());
            }
        }
    }
    strings
}

/// What a scanf call's conversions fill, from argument `from` on: the first byte each
/// argument points to, or, for a `%ms` conversion of a constant format, the whole string
/// glibc allocates and stores there.
fn conversions(heap: &HeapAnalysis, args: &[LLVMValueRef], from: usize) -> Vec<(Target, u64)> {
    let format = from.checked_sub(1).and_then(|k| args.get(k)).and_then(|&f| ir::const_string(f));
    let allocating = format.and_then(|f| formats::scanf_assignments(&f)).unwrap_or_default();
    let mut filled = Vec::new();
    for (k, &a) in args.iter().enumerate().skip(from).filter(|(_, &a)| ir::is_pointer(ir::type_of(a))) {
        if allocating.get(k - from) == Some(&true) {
            filled.extend(whole(stored_at(heap, a)));
        } else {
            filled.extend(heap.points_to(a).iter().map(|&t| (t, 1)));
        }
    }
    filled
}

/// The size recorded for data that fills an object to its end (a string from `strdup`).
const WHOLE: u64 = 1 << 40;

/// The byte ranges (offset, size) of `value` that hold data: the whole value, except
/// that the all-zero elements of a constant vector, array or struct are left out (the
/// optimiser merges `p->next = NULL; p->v = 5;` into one `<2 x i64> <i64 5, i64 0>`
/// store, whose zero half is a null pointer, not data).
fn nonzero_pieces(layout: &Layout, value: LLVMValueRef) -> Vec<(i64, u64)> {
    let ty = ir::type_of(value);
    let whole = vec![(0, layout.alloc_size(ty))];
    // SAFETY: constant and type queries on live values.
    unsafe {
        use llvm_sys::core::*;
        use llvm_sys::LLVMTypeKind::*;
        if LLVMIsConstant(value) == 0 {
            return whole;
        }
        let (n, elem_at): (u32, Box<dyn Fn(u32) -> i64>) = match ir::type_kind(ty) {
            LLVMVectorTypeKind => {
                let esz = layout.alloc_size(LLVMGetElementType(ty)) as i64;
                (LLVMGetVectorSize(ty), Box::new(move |k| i64::from(k) * esz))
            }
            LLVMArrayTypeKind => {
                let esz = layout.alloc_size(LLVMGetElementType(ty)) as i64;
                (LLVMGetArrayLength2(ty) as u32, Box::new(move |k| i64::from(k) * esz))
            }
            LLVMStructTypeKind => (LLVMCountStructElementTypes(ty), Box::new(|k| layout.field_offset(ty, k) as i64)),
            _ => return whole,
        };
        let mut out = Vec::new();
        for k in 0..n {
            let e = LLVMGetAggregateElement(value, k);
            if e.is_null() {
                return whole;
            }
            if LLVMIsNull(e) == 0 {
                out.push((elem_at(k), layout.alloc_size(ir::type_of(e))));
            }
        }
        out
    }
}

/// The byte ranges (offset from `base`, size) of constant `c` that hold non-zero data
/// (no pointers, no constant expressions); an array of scalars with any such element is
/// one range.
fn initializer_data(layout: &Layout, c: LLVMValueRef, base: i64, out: &mut Vec<(i64, u64)>) {
    let ty = ir::type_of(c);
    // SAFETY: constant and type queries on live values.
    unsafe {
        use llvm_sys::core::*;
        use llvm_sys::LLVMTypeKind::*;
        if LLVMIsNull(c) != 0 || !LLVMIsAConstantExpr(c).is_null() {
            return;
        }
        match ir::type_kind(ty) {
            LLVMIntegerTypeKind | LLVMHalfTypeKind | LLVMBFloatTypeKind | LLVMFloatTypeKind | LLVMDoubleTypeKind | LLVMX86_FP80TypeKind | LLVMFP128TypeKind
                if LLVMIsUndef(c) == 0 =>
            {
                out.push((base, layout.alloc_size(ty)));
            }
            LLVMArrayTypeKind | LLVMVectorTypeKind if !ir::holds_pointer(LLVMGetElementType(ty)) => {
                out.push((base, layout.alloc_size(ty)));
            }
            LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMStructTypeKind => {
                let n = match ir::type_kind(ty) {
                    LLVMStructTypeKind => LLVMCountStructElementTypes(ty),
                    LLVMVectorTypeKind => LLVMGetVectorSize(ty),
                    _ => LLVMGetArrayLength2(ty) as u32,
                };
                for k in 0..n {
                    let e = LLVMGetAggregateElement(c, k);
                    if e.is_null() {
                        continue;
                    }
                    let at = match ir::type_kind(ty) {
                        LLVMStructTypeKind => layout.field_offset(ty, k) as i64,
                        _ => i64::from(k) * layout.alloc_size(LLVMGetElementType(ty)) as i64,
                    };
                    initializer_data(layout, e, base + at, out);
                }
            }
            _ => {}
        }
    }
}

/// A `memcpy`/`memmove` (libc or intrinsic): its targets, constant length and place.
struct ByteCopy {
    dst: Vec<Target>,
    src: Vec<Target>,
    len: Option<i64>,
    place: String,
}

/// The copy a call makes, if it is one.
fn byte_copy(heap: &HeapAnalysis, call: LLVMValueRef) -> Option<ByteCopy> {
    let (callee, dst, src, len) = super::byte_copy_operands(call)?;
    let place = ir::dbg_line(call).map(|_| format!(" by {callee} at {}", place_in(ir::parent_function(call), call))).unwrap_or_default();
    Some(ByteCopy { dst: by_site(heap, heap.points_to(dst)), src: by_site(heap, heap.points_to(src)), len: ir::const_int(len), place })
}

/// Where a store into a copy's source lands in a destination, relative to the offset the
/// copy writes to.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Landing {
    /// `by` bytes past the destination offset.
    At(i64),
    /// Outside the copied bytes: carried only into a destination of unknown offset
    /// (where it lands anywhere, as every byte does).
    Outside,
    /// Anywhere (the store's or the source's offset is unknown).
    Any,
}

impl Landing {
    /// Where store `st` into the source (copied from offset `src`) lands, for a copy of
    /// `len` bytes (`None`: unknown).
    fn of(st: &ScalarStore, src: Offset, len: Option<i64>) -> Landing {
        match (st.offset, src) {
            (Offset::At(x), Offset::At(s)) => {
                let inside = x + st.size as i64 > s && len.is_none_or(|n| x < s + n);
                if inside {
                    Landing::At(x - s)
                } else {
                    Landing::Outside
                }
            }
            _ => Landing::Any,
        }
    }

    /// The offset in a destination copied to at `dst`; `None` when the copy does not
    /// cover it. Unknown offsets give `Any` (not compared with pointer fields).
    fn at(self, dst: Offset) -> Option<Offset> {
        match (self, dst) {
            (Landing::At(by), Offset::At(d)) => Some(Offset::At(d + by)),
            (Landing::Outside, Offset::At(_)) => None,
            _ => Some(Offset::Any),
        }
    }
}

/// `offset + by` (`Any` stays `Any`).
fn shift(offset: Offset, by: i64) -> Offset {
    match offset {
        Offset::At(x) => Offset::At(x + by),
        Offset::Any => Offset::Any,
    }
}

/// Whether `i` stores scalar data (see the module comment).
fn is_scalar_store(heap: &HeapAnalysis, layout: &Layout, i: LLVMValueRef) -> bool {
    ir::opcode(i) == LLVMOpcode::LLVMStore && is_scalar_value(heap, layout, ir::operand(i, 0))
}

/// Whether `v`, stored, is scalar data (see the module comment). A floating-point value
/// always is (C code never keeps an address in a `double`; a loaded one may copy a
/// union's pointer bits in the analysis, but what it stores is a number).
fn is_scalar_value(heap: &HeapAnalysis, layout: &Layout, v: LLVMValueRef) -> bool {
    // SAFETY: value queries on a live value.
    let all_zero = unsafe { llvm_sys::core::LLVMIsConstant(v) != 0 && llvm_sys::core::LLVMIsNull(v) != 0 };
    if ir::is_floating(ir::type_of(v)) {
        return !all_zero;
    }
    if ir::is_pointer(ir::type_of(v)) || (!heap.points_to(v).is_empty() && !changes_bits(v)) {
        return false;
    }
    let copied = is_instruction(v)
        && match ir::opcode(v) {
            LLVMOpcode::LLVMPtrToInt => true,
            LLVMOpcode::LLVMLoad => may_copy_pointer_slot(heap, layout, v),
            _ => false,
        };
    !all_zero && !copied
}

/// Where a stored value that is not itself data (it carries a pointer in the heap
/// analysis) gets its bytes from: a slot it was loaded from (whose data a copy carries
/// along, like `memcpy`), or, for a function's parameter, the arguments of its direct
/// calls (data, or loads again). A parameter of a function whose address is taken may
/// receive anything: data.
enum Source {
    Data,
    Slot(LLVMValueRef),
}

fn value_sources(heap: &HeapAnalysis, layout: &Layout, v: LLVMValueRef, depth: u32) -> Vec<Source> {
    let v = ir::strip_int_casts(v);
    if ir::is_pointer(ir::type_of(v)) {
        return Vec::new();
    }
    if is_instruction(v) && ir::opcode(v) == LLVMOpcode::LLVMLoad {
        return vec![Source::Slot(v)];
    }
    // SAFETY: value query on a live value.
    let Some(k) = (unsafe { !llvm_sys::core::LLVMIsAArgument(v).is_null() }).then(|| ir::params(param_parent(v)).iter().position(|&p| p == v)).flatten() else {
        return Vec::new();
    };
    let f = param_parent(v);
    let mut out = Vec::new();
    for user in ir::users(f) {
        let direct = ir::is_call(user) && ir::direct_callee(user) == Some(f);
        let Some(&arg) = ir::call_args(user).get(k).filter(|_| direct) else {
            return vec![Source::Data];
        };
        if is_scalar_value(heap, layout, arg) {
            out.push(Source::Data);
        } else if depth > 0 {
            out.extend(value_sources(heap, layout, arg, depth - 1));
        }
    }
    out
}

/// The function a parameter belongs to.
fn param_parent(arg: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: `arg` is a live function argument.
    unsafe { llvm_sys::core::LLVMGetParamParent(arg) }
}

/// The copy that storing the value of `load` makes (by `store`): the loaded bytes' data
/// lands where the store writes.
fn slot_copy(heap: &HeapAnalysis, layout: &Layout, load: LLVMValueRef, store: LLVMValueRef) -> ByteCopy {
    let f = ir::parent_function(store);
    let place = ir::dbg_line(store).map(|_| format!(" by a store at {}", place_in(f, store))).unwrap_or_default();
    let len = layout.store_size(ir::type_of(load)) as i64;
    ByteCopy { dst: by_site(heap, heap.points_to(ir::operand(store, 1))), src: by_site(heap, heap.points_to(ir::operand(load, 0))), len: Some(len), place }
}

/// The targets with the first of each (physical number, offset) only: stores are kept
/// per physical number, so a clone at the offset of an earlier target carries or
/// receives exactly the same ranges (many clones of one site in a set).
fn by_site(heap: &HeapAnalysis, targets: &[Target]) -> Vec<Target> {
    let mut seen: FxSet<(u32, Offset)> = FxSet::default();
    targets.iter().filter(|t| seen.insert((heap.object(t.obj).physical, t.offset))).copied().collect()
}

/// Whether a load may copy (part of) a pointer slot: its address may name bytes of an
/// object that holds a pointer there (`ptr_offsets`), or nothing is known about it. A
/// load from a slot that never holds a pointer (a parameter's spill slot, an `int64_t`
/// field) copies data: stored into a union's pointer member, it is data there too.
fn may_copy_pointer_slot(heap: &HeapAnalysis, layout: &Layout, load: LLVMValueRef) -> bool {
    let targets = heap.points_to(ir::operand(load, 0));
    if targets.is_empty() {
        return true;
    }
    let size = layout.alloc_size(ir::type_of(load)) as i64;
    targets.iter().any(|t| {
        let slots = &heap.object(t.obj).ptr_offsets;
        match t.offset {
            Offset::Any => !slots.is_empty(),
            Offset::At(x) => slots.iter().any(|p| match *p {
                Offset::Any => true,
                Offset::At(y) => y < x + size && x < y + 8,
            }),
        }
    })
}

/// Whether `v` is an integer whose bits an operation changed in a way that leaves no
/// pointer (`p | 1` tagging, masking, shifts, products): stored into a pointer slot it is
/// data, although the heap analysis keeps its provenance (tests/e2e/errors/tagged_union.c).
fn changes_bits(v: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    is_instruction(v)
        && matches!(ir::opcode(v), LLVMOr | LLVMAnd | LLVMXor | LLVMShl | LLVMLShr | LLVMAShr | LLVMMul | LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem)
}

/// Whether `v` is an instruction.
fn is_instruction(v: LLVMValueRef) -> bool {
    // SAFETY: value query on a live value.
    !unsafe { llvm_sys::core::LLVMIsAInstruction(v) }.is_null()
}

/// Where instruction `i` lies in its function `f`: `f:line`, or `f (at file:line)` when
/// the line is another file's (std code inlined into `f`): `f`'s own file has no such line.
fn place_in(f: LLVMValueRef, i: LLVMValueRef) -> String {
    let name = ir::name(f);
    match ir::source_loc(i) {
        Some(at) if ir::source_loc(f).is_some_and(|own| own.file != at.file) => format!("{name} (at {}:{})", at.file, at.line),
        Some(at) => format!("{name}:{}", at.line),
        None => name,
    }
}
