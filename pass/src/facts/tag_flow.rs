//! The constant integers known to be in memory at each point of a function: what ties a
//! pointer stored in one block to the tag stored in another (`v->tag = V_LIST;` before a
//! loop whose body stores `v->u.items = it;`), for [`super::union_ties`].
//!
//! A forward must-analysis over the control-flow graph: a fact "the `size` bytes at
//! `off` from base `key` hold `value`" holds at a point when it holds on every path to
//! it. A base is an SSA value after constant GEPs, or a stack slot the pointer is loaded
//! from (-O0 reloads `v` in each block) that only loads and stores use. A fact dies at
//! - a store that may write its bytes: through the same base when the ranges overlap,
//!   through another base when the heap analysis says the addresses may overlap;
//! - a store into its slot (the base changed), or a new definition of its SSA value (a
//!   loop's phi: the next iteration's object);
//! - a call of a function of the program, an indirect call, or a library call that gets
//!   a function pointer (which may write anything), or a library call with a pointer
//!   argument that may reach its bytes; a call of a function of the program keeps the
//!   facts in a fresh object whose pointer the function never let go of
//!   ([`super::fresh`]: no call can reach it).
//!
//! A call of a function of the program that returns an object with constants in it
//! (`Ast *mk(NK k) { Ast *a = calloc(1, sizeof *a); a->k = k; return a; }`,
//! [`super::tag_returns`]) leaves those in the object it returns (`mk(N_BIN)`: `N_BIN` at
//! byte 0 of the result), and storing a pointer into a stack slot gives the slot its
//! facts (-O0 keeps `b = mk(N_BIN)` in `b`'s slot and reloads it for each field).
//! Within a function, a stored value may also be one of its parameters (what a
//! function's summary leaves for its caller to fill in).
//!
//! [`TagFlow::with_tests`] also learns from branches: past `if (v->tag == K)` (the true
//! edge of an `icmp eq` of a loaded integer and a constant, the false edge of an `icmp
//! ne`) the loaded bytes hold `K`. Only the tag guards of scalar stores ask for it
//! ([`super::tag_guard`]): a tag tested is not a tag stored, so the ties of pointer
//! stores do not use it.

use super::tag_returns::TagReturns;
use crate::heap::layout::Layout;
use crate::heap::{HeapAnalysis, Offset, Target};
use crate::ir;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::HashMap;

/// The base of an address.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// An SSA value (not a load of a tracked slot).
    Value(LLVMValueRef),
    /// Whatever pointer a stack slot holds.
    Slot(LLVMValueRef),
    /// An address computed from tracked slots, constants and the function's parameters
    /// (`&arr[i]` at -O0: a GEP of the loads of `arr` and `i`), by its canonical form,
    /// with the slots it reads.
    Computed(String, Vec<LLVMValueRef>),
}

impl Base {
    /// Whether a store into `slot` changes the address this base names.
    fn reads_slot(&self, slot: LLVMValueRef) -> bool {
        match self {
            Base::Slot(s) => *s == slot,
            Base::Computed(_, slots) => slots.contains(&slot),
            Base::Value(_) => false,
        }
    }
}

/// One constant known to be in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    /// Its base.
    pub base: Base,
    /// Byte offset from the base.
    pub off: i64,
    /// Bytes.
    pub size: u64,
    /// The value.
    pub value: TagValue,
    /// Where the heap analysis says it lies (for stores through other bases).
    pub at: Vec<Target>,
}

/// What a known integer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TagValue {
    /// A constant, zero-extended from its width.
    Const(u64),
    /// The function's parameter `k` as it was passed (a summary's placeholder).
    Param(usize),
}

impl TagValue {
    /// The constant, if it is one.
    pub fn constant(self) -> Option<u64> {
        match self {
            TagValue::Const(v) => Some(v),
            TagValue::Param(_) => None,
        }
    }
}

/// The facts at the entry of each block of one function.
pub struct TagFlow<'a> {
    heap: &'a HeapAnalysis,
    layout: &'a Layout,
    /// What the program's functions leave in the objects they return.
    returns: &'a TagReturns,
    /// The function's parameters.
    params: Vec<LLVMValueRef>,
    /// Learn from tag tests on branches ([`TagFlow::with_tests`]).
    tests: bool,
    entry: HashMap<LLVMBasicBlockRef, Vec<Known>>,
}

impl<'a> TagFlow<'a> {
    /// Solves the analysis for `f` (a defined function); `returns` says what the
    /// functions it calls leave in the objects they return.
    pub fn of(heap: &'a HeapAnalysis, layout: &'a Layout, returns: &'a TagReturns, f: LLVMValueRef) -> TagFlow<'a> {
        Self::solve(heap, layout, returns, f, false)
    }

    /// As [`TagFlow::of`], also learning from tag tests on branches.
    pub fn with_tests(heap: &'a HeapAnalysis, layout: &'a Layout, returns: &'a TagReturns, f: LLVMValueRef) -> TagFlow<'a> {
        Self::solve(heap, layout, returns, f, true)
    }

    fn solve(heap: &'a HeapAnalysis, layout: &'a Layout, returns: &'a TagReturns, f: LLVMValueRef, tests: bool) -> TagFlow<'a> {
        let mut flow = TagFlow { heap, layout, returns, params: ir::params(f), tests, entry: HashMap::new() };
        let blocks = ir::blocks(f);
        let mut preds: HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>> = HashMap::new();
        for &b in &blocks {
            for s in ir::block_successors(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        // `None`: not reached yet (the top of the lattice).
        let mut out: HashMap<LLVMBasicBlockRef, Vec<Known>> = HashMap::new();
        let mut changed = true;
        while changed {
            changed = false;
            for (k, &b) in blocks.iter().enumerate() {
                let facts = if k == 0 { Vec::new() } else { flow.meet_into(b, preds.get(&b), &out) };
                let facts = flow.enter(b, facts);
                let end = flow.through(&ir::block_instructions(b), facts);
                if out.get(&b) != Some(&end) {
                    out.insert(b, end);
                    changed = true;
                }
            }
        }
        for (k, &b) in blocks.iter().enumerate() {
            let facts = if k == 0 { Vec::new() } else { flow.meet_into(b, preds.get(&b), &out) };
            let facts = flow.enter(b, facts);
            flow.entry.insert(b, facts);
        }
        flow
    }

    /// The facts just before instruction `k` of block `b` (`insts` its instructions).
    pub fn before(&self, b: LLVMBasicBlockRef, insts: &[LLVMValueRef], k: usize) -> Vec<Known> {
        let facts = self.entry.get(&b).cloned().unwrap_or_default();
        self.through(&insts[..k], facts)
    }

    /// The facts every predecessor of `b` agrees on, on the edge into `b` (with the tag
    /// its branch tested, [`TagFlow::with_tests`]).
    fn meet_into(&self, b: LLVMBasicBlockRef, preds: Option<&Vec<LLVMBasicBlockRef>>, out: &HashMap<LLVMBasicBlockRef, Vec<Known>>) -> Vec<Known> {
        let ins: Vec<Vec<Known>> = preds
            .into_iter()
            .flatten()
            .filter_map(|p| {
                let mut facts = out.get(p)?.clone();
                if let Some(t) = self.tested(*p, b) {
                    facts.retain(|f| !(f.base == t.base && f.off < t.off + t.size as i64 && t.off < f.off + f.size as i64));
                    facts.push(t);
                }
                Some(facts)
            })
            .collect();
        meet(ins.iter().collect())
    }

    /// The tag the branch ending `from` tested on its edge to `to`: `load X == K` on the
    /// true edge of an `icmp eq`, the false edge of an `icmp ne` (the two edges distinct).
    fn tested(&self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> Option<Known> {
        use llvm_sys::LLVMIntPredicate::*;
        if !self.tests {
            return None;
        }
        let succ = ir::block_successors(from);
        let [on_true, on_false] = succ[..] else { return None };
        // SAFETY: terminator and operand queries on a live block's conditional branch.
        let (cond, pred) = unsafe {
            let t = llvm_sys::core::LLVMGetBasicBlockTerminator(from);
            if ir::opcode(t) != LLVMOpcode::LLVMBr || on_true == on_false {
                return None;
            }
            let c = llvm_sys::core::LLVMGetCondition(t);
            if !ir::is_instruction(c) || ir::opcode(c) != LLVMOpcode::LLVMICmp {
                return None;
            }
            (c, llvm_sys::core::LLVMGetICmpPredicate(c))
        };
        let taken = match pred {
            LLVMIntEQ => to == on_true,
            LLVMIntNE => to == on_false,
            _ => false,
        };
        if !taken {
            return None;
        }
        let (a, b) = (ir::operand(cond, 0), ir::operand(cond, 1));
        let (load, k) = match (super::union_ties::const_bits(a), super::union_ties::const_bits(b)) {
            (None, Some(k)) => (a, k),
            (Some(k), None) => (b, k),
            _ => return None,
        };
        if !ir::is_instruction(load) || ir::opcode(load) != LLVMOpcode::LLVMLoad {
            return None;
        }
        let at = ir::operand(load, 0);
        let (base, off) = self.base_of(at);
        let size = self.layout.store_size(ir::type_of(load));
        Some(Known { base, off, size, value: TagValue::Const(k), at: self.heap.points_to(at).to_vec() })
    }

    /// The base and constant offset of an address.
    pub fn base_of(&self, p: LLVMValueRef) -> (Base, i64) {
        let (v, off) = super::union_ties::split(self.layout, p);
        (base(v), off)
    }

    /// Facts at a block's entry: those keyed by a value the block defines anew (its phis,
    /// or any instruction of it, met again around a loop) are gone.
    fn enter(&self, b: LLVMBasicBlockRef, mut facts: Vec<Known>) -> Vec<Known> {
        let defined = ir::block_instructions(b);
        facts.retain(|f| !matches!(f.base, Base::Value(v) if defined.contains(&v)));
        facts
    }

    fn through(&self, insts: &[LLVMValueRef], mut facts: Vec<Known>) -> Vec<Known> {
        for &i in insts {
            self.step(i, &mut facts);
        }
        facts
    }

    fn step(&self, i: LLVMValueRef, facts: &mut Vec<Known>) {
        match ir::opcode(i) {
            LLVMOpcode::LLVMStore => self.store(i, facts),
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => self.call(i, facts),
            LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg | LLVMOpcode::LLVMVAArg => facts.clear(),
            _ => {}
        }
    }

    fn store(&self, i: LLVMValueRef, facts: &mut Vec<Known>) {
        let (value, dst) = (ir::operand(i, 0), ir::operand(i, 1));
        let size = self.layout.store_size(ir::type_of(value));
        let (b, off) = self.base_of(dst);
        let targets = self.heap.points_to(dst);
        // A global stored into directly (`p = end;`) writes only itself.
        let global = Some(ir::strip_casts(dst)).filter(|&g| targets.is_empty() && ir::is_global_value(g));
        facts.retain(|f| {
            let slot_changed = f.base.reads_slot(dst);
            let overlaps = if f.base == b {
                f.off < off + size as i64 && off < f.off + f.size as i64
            } else if let Some(g) = global {
                f.at.is_empty() || self.in_global(&f.at, g)
            } else {
                may_overlap(&f.at, f.size, targets, size)
            };
            !slot_changed && !overlaps
        });
        if let Some(v) = self.value_of(value) {
            facts.push(Known { base: b.clone(), off, size, value: v, at: targets.to_vec() });
        }
        // A pointer kept in a stack slot: what is known at it is known at the slot's loads.
        if ir::is_pointer(ir::type_of(value)) && off == 0 && matches!(b, Base::Value(_)) && is_tracked_slot(dst) {
            let (from, at) = self.base_of(value);
            let copied: Vec<Known> = facts.iter().filter(|f| f.base == from).map(|f| Known { base: Base::Slot(dst), off: f.off - at, ..f.clone() }).collect();
            facts.extend(copied);
        }
    }

    /// A stored integer as a known value: a constant, or a parameter of the function
    /// (directly, or reloaded from a stack slot that holds only it, as at -O0).
    fn value_of(&self, v: LLVMValueRef) -> Option<TagValue> {
        if let Some(c) = super::union_ties::const_bits(v) {
            return Some(TagValue::Const(c));
        }
        let v = match tracked_slot_load(v) {
            Some(slot) => match stores_into(slot)[..] {
                [only] => only,
                _ => return None,
            },
            None => v,
        };
        self.params.iter().position(|&p| p == v).map(TagValue::Param)
    }

    fn call(&self, i: LLVMValueRef, facts: &mut Vec<Known>) {
        let Some(callee) = ir::direct_callee(i) else {
            self.forget_reachable(facts);
            return;
        };
        let name = ir::name(callee);
        // Intrinsics write nothing of the program's memory but these (and va_start/va_copy,
        // which write a va_list the program does not keep tags in).
        let writes = ["llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.va_"].iter().any(|w| name.starts_with(w));
        if name.starts_with("llvm.") && !writes {
            return;
        }
        let args = ir::call_args(i);
        if ir::is_defined(callee) {
            self.forget_reachable(facts);
            self.returned(i, callee, &args, facts);
            return;
        }
        // No argument leads to a private object: its facts stay whatever the call writes.
        let (private, mut rest): (Vec<Known>, Vec<Known>) = facts.drain(..).partition(|f| self.is_private(f));
        self.library_call(&args, &mut rest);
        *facts = private;
        facts.extend(rest);
    }

    /// Forgets the facts a library call with `args` may change.
    fn library_call(&self, args: &[LLVMValueRef], facts: &mut Vec<Known>) {
        if args.iter().any(|&a| is_function(a)) {
            facts.clear();
            return;
        }
        for &a in args.iter().filter(|&&a| ir::is_pointer(ir::type_of(a))) {
            let reach = self.heap.points_to(a);
            // A global used directly names only itself (UBSan's check data, a string).
            if reach.is_empty() && ir::is_global_value(ir::strip_casts(a)) {
                let g = ir::strip_casts(a);
                facts.retain(|f| !self.in_global(&f.at, g));
                continue;
            }
            if reach.is_empty() {
                // Unknown memory: it may be any of them.
                facts.clear();
                return;
            }
            facts.retain(|f| !may_overlap(&f.at, f.size, reach, u64::MAX / 4) && !f.base.reads_slot(a));
        }
    }
}

impl TagFlow<'_> {
    /// Whether any of `at` lies in the global `g`.
    fn in_global(&self, at: &[Target], g: LLVMValueRef) -> bool {
        at.iter().any(|t| self.heap.object(t.obj).site == crate::heap::AllocSite::Global(g))
    }

    /// Keeps only the facts in objects no call can reach ([`super::fresh`]).
    fn forget_reachable(&self, facts: &mut Vec<Known>) {
        facts.retain(|f| self.is_private(f));
    }

    /// Whether `f` is in an object no call can reach ([`super::fresh`]).
    fn is_private(&self, f: &Known) -> bool {
        let fresh = self.returns.fresh();
        match f.base {
            Base::Value(v) => fresh.is_private(v),
            Base::Slot(s) => fresh.is_private_slot(s),
            Base::Computed(..) => false,
        }
    }

    /// The facts a call `i` of `callee` leaves in the object it returns: the callee's
    /// summary, its parameters replaced by this call's arguments (constants, or this
    /// function's own parameters).
    fn returned(&self, i: LLVMValueRef, callee: LLVMValueRef, args: &[LLVMValueRef], facts: &mut Vec<Known>) {
        // What it leaves in the objects its pointer arguments point to.
        for &(k, r) in self.returns.of_params(callee) {
            let Some(&a) = args.get(k) else { continue };
            let Some(value) = self.summary_value(r, args) else { continue };
            let (base, at) = self.base_of(a);
            let targets = self.heap.points_to(a).iter().map(|t| Target { obj: t.obj, offset: shifted(t.offset, r.off) }).collect();
            facts.push(Known { base, off: at + r.off, size: r.size, value, at: targets });
        }
        let Some(summary) = self.returns.of_function(callee) else { return };
        let targets = self.heap.points_to(i);
        for r in summary {
            let Some(value) = self.summary_value(*r, args) else { continue };
            let at = targets.iter().map(|t| Target { obj: t.obj, offset: shifted(t.offset, r.off) }).collect();
            facts.push(Known { base: Base::Value(i), off: r.off, size: r.size, value, at });
        }
    }
}

impl TagFlow<'_> {
    /// The constants a call of a function of the program leaves in the objects its
    /// pointer arguments point to: (argument, offset from it, bytes, value).
    pub(super) fn left_by_call(&self, call: LLVMValueRef) -> Vec<(LLVMValueRef, i64, u64, u64)> {
        let Some(callee) = ir::direct_callee(call).filter(|&f| ir::is_defined(f)) else { return Vec::new() };
        let args = ir::call_args(call);
        self.returns.of_params(callee).iter().filter_map(|&(k, r)| Some((*args.get(k)?, r.off, r.size, self.summary_value(r, &args)?.constant()?))).collect()
    }

    /// A summary's value at a call with `args`: a constant, or the argument it names
    /// (a constant or this function's own parameter), truncated to its bytes.
    pub(super) fn summary_value(&self, r: super::tag_returns::Returned, args: &[LLVMValueRef]) -> Option<TagValue> {
        let value = match r.value {
            TagValue::Const(c) => TagValue::Const(c),
            TagValue::Param(k) => args.get(k).and_then(|&a| self.value_of(a))?,
        };
        Some(match value {
            TagValue::Const(c) if r.size < 8 => TagValue::Const(c & ((1u64 << (8 * r.size)) - 1)),
            v => v,
        })
    }
}

/// `offset + by` (`Any` stays `Any`).
fn shifted(offset: Offset, by: i64) -> Offset {
    match offset {
        Offset::At(x) => Offset::At(x + by),
        Offset::Any => Offset::Any,
    }
}

/// Whether `p` is a stack slot that only loads and stores use (its loads are
/// [`Base::Slot`]s).
fn is_tracked_slot(p: LLVMValueRef) -> bool {
    ir::is_instruction(p) && ir::opcode(p) == LLVMOpcode::LLVMAlloca && ir::only_loaded_and_stored(p)
}

/// Whether `slot` is a stack slot that only loads and stores use and that only `v` is
/// ever stored into (-O0's copy of a parameter).
pub(super) fn holds_only(slot: LLVMValueRef, v: LLVMValueRef) -> bool {
    is_tracked_slot(slot) && stores_into(slot)[..] == [v]
}

/// The values stored into `slot`.
fn stores_into(slot: LLVMValueRef) -> Vec<LLVMValueRef> {
    ir::users(slot).into_iter().filter(|&u| ir::opcode(u) == LLVMOpcode::LLVMStore && ir::operand(u, 1) == slot).map(|u| ir::operand(u, 0)).collect()
}

/// The facts every predecessor agrees on.
fn meet(ins: Vec<&Vec<Known>>) -> Vec<Known> {
    let Some((first, rest)) = ins.split_first() else { return Vec::new() };
    first.iter().filter(|f| rest.iter().all(|o| o.contains(f))).cloned().collect()
}

/// The base of a stripped address: a load of a slot that only loads and stores use is
/// the slot; a GEP of such loads, constants and parameters is its computation.
fn base(v: LLVMValueRef) -> Base {
    if let Some(slot) = tracked_slot_load(v) {
        return Base::Slot(slot);
    }
    let mut slots = Vec::new();
    if ir::is_instruction(v) && ir::opcode(v) == LLVMOpcode::LLVMGetElementPtr {
        if let Some(key) = computation(v, &mut slots, 6) {
            return Base::Computed(key, slots);
        }
    }
    Base::Value(v)
}

/// The slot `v` loads, when `v` is a load of a slot that only loads and stores use.
pub(super) fn tracked_slot_load(v: LLVMValueRef) -> Option<LLVMValueRef> {
    if !ir::is_instruction(v) || ir::opcode(v) != LLVMOpcode::LLVMLoad {
        return None;
    }
    let slot = ir::operand(v, 0);
    (ir::is_instruction(slot) && ir::opcode(slot) == LLVMOpcode::LLVMAlloca && ir::only_loaded_and_stored(slot)).then_some(slot)
}

/// The canonical form of a value computed from tracked slots' loads, integer constants
/// and parameters by GEPs and integer casts (`None` for anything else); `slots` collects
/// the slots read.
fn computation(v: LLVMValueRef, slots: &mut Vec<LLVMValueRef>, depth: u32) -> Option<String> {
    if let Some(c) = ir::const_int(v) {
        return Some(format!("c{c}"));
    }
    // SAFETY: value query on a live value.
    if !unsafe { llvm_sys::core::LLVMIsAArgument(v) }.is_null() {
        return Some(format!("a{v:?}"));
    }
    if let Some(slot) = tracked_slot_load(v) {
        slots.push(slot);
        return Some(format!("s{slot:?}:{}", ir::type_str(ir::type_of(v))));
    }
    if depth == 0 || !ir::is_instruction(v) {
        return None;
    }
    let op = ir::opcode(v);
    let head = match op {
        // SAFETY: a live GEP instruction.
        LLVMOpcode::LLVMGetElementPtr => format!("g{}", ir::type_str(unsafe { llvm_sys::core::LLVMGetGEPSourceElementType(v) })),
        LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMTrunc => format!("x{:?}{}", op, ir::type_str(ir::type_of(v))),
        _ => return None,
    };
    let parts: Option<Vec<String>> = (0..ir::num_operands(v)).map(|k| computation(ir::operand(v, k), slots, depth - 1)).collect();
    Some(format!("{head}({})", parts?.join(",")))
}

/// Whether `size` bytes at any of `a` may overlap `len` bytes at any of `b` (an empty
/// `b`, unknown memory, may be anything).
fn may_overlap(a: &[Target], size: u64, b: &[Target], len: u64) -> bool {
    if b.is_empty() || a.is_empty() {
        return true;
    }
    a.iter().any(|x| {
        b.iter().any(|y| {
            x.obj == y.obj
                && match (x.offset, y.offset) {
                    (Offset::At(p), Offset::At(q)) => p < q.saturating_add(len.min(i64::MAX as u64) as i64) && q < p + size as i64,
                    _ => true,
                }
        })
    })
}

/// Whether `v` is a function (a callback a library call may run).
fn is_function(v: LLVMValueRef) -> bool {
    // SAFETY: value query on a live value.
    !unsafe { llvm_sys::core::LLVMIsAFunction(ir::strip_casts(v)) }.is_null()
}
