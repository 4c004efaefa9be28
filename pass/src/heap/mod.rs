//! Whole-program heap (points-to) analysis with RMI cloning semantics.
//!
//! Inclusion-based (Andersen-style), interprocedural, field-sensitive by byte offset,
//! flow- and context-insensitive, over allocation-site abstract objects (DESIGN.md
//! "Analyses" 1; the paper's §2). Objects are pairs (logical number, physical number); at
//! every remote call (`__cormi_invoke`) the objects reachable from the arguments are
//! cloned for the method's formals and the method's return objects are cloned back for the
//! call's result (see [`cloning`] for the exact rule, paper §2, figures 3 and 4).
//!
//! Entry points: [`HeapAnalysis::run`] on a module (read-only, the module is never
//! changed), or [`HeapAnalysis::run_with`] given discovery's
//! [`crate::discovery::IntrinsicCalls`] (the analysis context's way). The remote call
//! sites are those intrinsic calls. Queries: [`HeapAnalysis::points_to`], [`HeapAnalysis::field_points_to`],
//! [`HeapAnalysis::object`], [`HeapAnalysis::objects`], [`HeapAnalysis::may_alias`],
//! [`HeapAnalysis::remote_calls`], [`HeapAnalysis::stats`], [`HeapAnalysis::debug`].
//! Printers: [`print::print_heap`], [`dot::print_dot`],
//! [`alias_checks::print_alias_checks`], [`print_stats::print_stats`],
//! [`print_debug::print_debug`].
//!
//! Code map: `bitset.rs` (sparse bit sets), `pts_sets.rs` (hash-consed points-to sets),
//! `layout.rs` (DataLayout: where pointers lie),
//! `objects.rs` (abstract objects and locations), `solver/` (constraint graph, worklist,
//! SCC collapsing, object collapsing), `cloning.rs` (RMI clone keys), `constraints/`
//! (IR -> constraints, the driver, results), `libc_models.rs` (library models),
//! `ptr_fields.rs`, printers `print.rs`, `print_stats.rs`, `print_debug.rs`, `dot.rs`,
//! `alias_checks.rs`. See ARCHITECTURE.md.

pub mod alias_checks;
pub mod bitset;
pub mod cloning;
mod constraints;
pub mod dot;
pub mod layout;
pub(crate) mod libc_models;
pub mod objects;
pub mod print;
pub mod print_debug;
pub mod print_stats;
mod ptr_fields;
mod pts_sets;
mod solver;

#[cfg(test)]
mod tests;

use crate::discovery::IntrinsicCalls;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::collections::HashMap;
use std::fmt;

pub use cloning::{CloneDir, CloneKey};
pub use libc_models::{returned_storage, storage_named, Extent, Storage};
pub use objects::{AbstractObject, AllocSite, ObjectId, ObjectKind, Offset, Target};
pub(crate) use solver::{FxMap, FxSet};

/// A sorted list of targets, shared: equal points-to sets (most fields of a real
/// program's big objects) share one list.
pub type Targets = std::rc::Rc<[Target]>;

/// Why the analysis could not run. The analysis never fails on well-formed IR; these are
/// for modules it cannot read (no data layout) or internal limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeapError {
    /// The module cannot be analysed; the string says why.
    Unsupported(String),
}

impl fmt::Display for HeapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapError::Unsupported(s) => write!(f, "cormi heap analysis: {s}"),
        }
    }
}

impl std::error::Error for HeapError {}

/// The answer to an alias query between two pointer values (see [`HeapAnalysis::may_alias`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AliasAnswer {
    /// No target of one points-to set overlaps a target of the other (also when a set is
    /// empty).
    NoAlias,
    /// Some targets overlap.
    MayAlias,
    /// Both sets are the same single concrete location (a non-summary object at one exact
    /// byte offset: a global variable, or an entry-block `alloca` of a function that
    /// nothing calls, such as `main`).
    MustAlias,
}

impl fmt::Display for AliasAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AliasAnswer::NoAlias => "NoAlias",
            AliasAnswer::MayAlias => "MayAlias",
            AliasAnswer::MustAlias => "MustAlias",
        })
    }
}

/// What the analysis knows about one remote call site
/// (`call (i64, ptr, ...) @__cormi_invoke(i64 ref, ptr @method, args...)`).
#[derive(Debug, Clone)]
pub struct RemoteCall {
    /// The call instruction.
    pub call: LLVMValueRef,
    /// Name of the function that contains the call.
    pub caller: String,
    /// The remote method (`None` when operand 1 is not a function of this module).
    pub method: Option<LLVMValueRef>,
    /// The method's name ("" when unknown).
    pub method_name: String,
    /// `!dbg` line of the call, 0 without debug info.
    pub line: u32,
    /// Index of this call among the remote calls of its caller (0-based, in instruction
    /// order); `<caller>#<index>` is this module's call-site name until discovery's stable
    /// ids replace it.
    pub index_in_caller: u32,
    /// Points-to set of each actual argument after the method operand (operand 2 on), on
    /// the caller's side (original objects). Empty for non-pointer arguments.
    pub actuals: Vec<Vec<Target>>,
    /// Points-to set of the method's formal for each actual (parameter 1 on): the clones
    /// (union over every call site of the method, as the paper's rule is per method).
    pub formals: Vec<Vec<Target>>,
    /// Points-to set of the call's result (clones of what the method returns).
    pub result: Vec<Target>,
    /// Pairs (original, clone) made for the method's formals (key `(method, Arg)`),
    /// restricted to originals reachable from this call's actuals.
    pub arg_clones: Vec<(ObjectId, ObjectId)>,
    /// Pairs (original in the method, clone in the caller) made for the result (key
    /// `(method, Ret)`).
    pub ret_clones: Vec<(ObjectId, ObjectId)>,
}

/// The solved analysis. Built by [`HeapAnalysis::run`]; immutable afterwards. Holds raw
/// `LLVMValueRef`s of the analysed module as keys: query only while the module is alive.
pub struct HeapAnalysis {
    pub(crate) objects: Vec<AbstractObject>,
    /// IR values (instructions, arguments, constants used as operands) that can carry
    /// pointers -> index of their final points-to set in `sets`.
    pub(crate) value_set: HashMap<LLVMValueRef, u32>,
    /// Distinct final points-to sets (one per solved node) as location ids, turned into
    /// sorted targets on first query (`targets`).
    pub(crate) raw_sets: Vec<bitset::SparseBitSet>,
    pub(crate) targets: Vec<std::cell::OnceCell<Targets>>,
    /// Location id -> target (object, offset with collapsed objects as `Any`).
    pub(crate) loc_targets: Vec<Target>,
    /// Final contents of each object's fields: `fields[obj]` = sorted (offset, targets).
    pub(crate) fields: Vec<Vec<(Offset, Targets)>>,
    /// Location ids past element 0 of a smashed array (see [`HeapAnalysis::points_to_interior`]).
    pub(crate) later: bitset::SparseBitSet,
    /// `fields` as [`HeapAnalysis::fields_interior`] gives them, for the objects where
    /// some field's content differs (holds a later-element location).
    pub(crate) fields_interior: HashMap<ObjectId, Vec<(Offset, Targets)>>,
    pub(crate) remote_calls: Vec<RemoteCall>,
    pub(crate) stats: SolveStats,
    pub(crate) debug: DebugFacts,
    /// Wall time of the whole run (building, solving, extracting the results).
    pub(crate) elapsed: std::time::Duration,
}

/// Counters of one run, for benchmarks and `print<cormi-heap-stats>`. Deterministic:
/// the same module gives the same counters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SolveStats {
    /// Instructions visited.
    pub instructions: usize,
    /// Constraint-graph nodes (values and object fields).
    pub nodes: usize,
    /// Abstract objects (including clones and the unknown object).
    pub objects: usize,
    /// Worklist pops.
    pub iterations: usize,
    /// SCC detection passes run.
    pub scc_passes: usize,
    /// Nodes merged by SCC collapsing.
    pub nodes_merged: usize,
    /// Objects collapsed to field-insensitive.
    pub objects_collapsed: usize,
    /// Points-to facts of the answer: the sum of |pts(n)| over the constraint graph's
    /// representative nodes (the size of the output an exact solver must produce),
    /// without the solver's per-set content nodes of loads. A set may name a field of an
    /// object that collapsed after the set got it, next to the object's ANY field (the
    /// same target): how many such ids there are depends on the solving order.
    pub facts: usize,
    /// Locations (object fields) made.
    pub locations: usize,
    /// Distinct copy edges added.
    pub copy_edges: usize,
    /// memcpy-like constraints (memcpy, memmove, realloc's copy, va_copy...).
    pub memcpys: usize,
    /// Source and destination locations met by the memcpy constraints, summed.
    pub memcpy_pairs: usize,
    /// (object, memcpy) watches: source objects whose new fields feed a memcpy.
    pub memcpy_watches: usize,
}

/// What the analysis handed to unknown code, for `print<cormi-heap-debug>`: the places
/// where its answers lose precision. Objects that escaped are
/// [`AbstractObject::escaped`]. Every list is in a deterministic order.
#[derive(Debug, Clone, Default)]
pub struct DebugFacts {
    /// Calls of declared functions without a library model, as (callee name, call
    /// instruction), in the order the analysis met them (indirect calls when resolved).
    pub unknown_externals: Vec<(String, LLVMValueRef)>,
    /// Calls whose callee pointer may be the unknown object (unknown code is called), in
    /// the order the analysis found them. A library call that calls back through such a
    /// pointer (qsort's comparator) is listed by its own instruction.
    pub unknown_pointer_calls: Vec<LLVMValueRef>,
    /// IR values with a copy edge into the unknown object's content (what flows into
    /// unknown code), in the order the analysis made their nodes.
    pub feeds_unknown: Vec<LLVMValueRef>,
    /// Instructions that rebuild a pointer from data: `inttoptr` of an integer whose
    /// bits may not come from a tracked pointer, and scanf-family calls that may parse
    /// a `%p`. Such a pointer may be any exposed address.
    pub laundered_int_to_ptr: Vec<LLVMValueRef>,
    /// Objects whose address was exposed (turned into an integer, formatted, written
    /// out) in a program that can rebuild a pointer from such data
    /// (`laundered_int_to_ptr` not empty; otherwise empty), sorted.
    pub exposed: Vec<ObjectId>,
}

static EMPTY: [Target; 0] = [];

impl HeapAnalysis {
    /// Analyses the whole module. Never changes it. Errors only for modules it cannot
    /// read ([`HeapError`]).
    /// The remote call sites are the module's intrinsic calls, found here (the analysis
    /// context hands over discovery's instead: [`HeapAnalysis::run_with`]).
    pub fn run(module: &inkwell::module::Module<'_>) -> Result<HeapAnalysis, HeapError> {
        Self::run_raw(module.as_mut_ptr())
    }

    /// [`HeapAnalysis::run`] with the module's intrinsic calls (`__cormi_invoke`,
    /// `__cormi_create`) found already by discovery: the remote call sites.
    pub fn run_with(module: &inkwell::module::Module<'_>, calls: &IntrinsicCalls) -> Result<HeapAnalysis, HeapError> {
        Self::run_raw_with(module.as_mut_ptr(), calls)
    }

    /// [`HeapAnalysis::run`] on a raw module handle (from the C++ shim). The handle must be
    /// a live module. The run's counters and time are in [`HeapAnalysis::stats`] and
    /// [`HeapAnalysis::elapsed`].
    pub fn run_raw(module: LLVMModuleRef) -> Result<HeapAnalysis, HeapError> {
        if module.is_null() {
            return Err(HeapError::Unsupported("null module".into()));
        }
        Self::run_raw_with(module, &IntrinsicCalls::find(module))
    }

    /// [`HeapAnalysis::run_with`] on a raw module handle.
    fn run_raw_with(module: LLVMModuleRef, calls: &IntrinsicCalls) -> Result<HeapAnalysis, HeapError> {
        let t0 = std::time::Instant::now();
        let mut h = constraints::analyse(module, calls)?;
        h.elapsed = t0.elapsed();
        Ok(h)
    }

    /// Points-to set of an IR value (instruction, argument, or a constant that appeared as
    /// an operand), sorted; empty for values that carry no pointers or were never seen.
    /// Union over all clones/contexts.
    pub fn points_to(&self, value: LLVMValueRef) -> &[Target] {
        match self.value_set.get(&value) {
            Some(&i) => self.targets[i as usize].get_or_init(|| {
                let mut v: Vec<Target> = self.raw_sets[i as usize].iter().map(|l| self.loc_targets[l as usize]).collect();
                v.sort_unstable();
                v.dedup();
                v.into()
            }),
            None => &EMPTY,
        }
    }

    /// [`HeapAnalysis::points_to`] as interior-pointer decisions need it: a pointer to an
    /// element after the first of a smashed array (`&a[i]`, `a + i` into an array of a
    /// run-time count, whose elements all share element 0's fields) has `Offset::Any`
    /// (somewhere inside the object) rather than the field's offset in element 0, which
    /// `points_to` reports. A pointer that may only be the array's start keeps offset 0.
    pub fn points_to_interior(&self, value: LLVMValueRef) -> Vec<Target> {
        match self.value_set.get(&value) {
            Some(&i) => self.interior_targets(&self.raw_sets[i as usize]),
            None => Vec::new(),
        }
    }

    /// The targets of a raw set with later-element locations at `Offset::Any`, sorted.
    fn interior_targets(&self, set: &bitset::SparseBitSet) -> Vec<Target> {
        let mut v: Vec<Target> = set
            .iter()
            .map(|l| {
                let t = self.loc_targets[l as usize];
                if self.later.contains(l) {
                    Target { obj: t.obj, offset: Offset::Any }
                } else {
                    t
                }
            })
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// [`HeapAnalysis::fields`] with contents as [`HeapAnalysis::points_to_interior`]
    /// gives them (same offsets).
    pub fn fields_interior(&self, obj: ObjectId) -> &[(Offset, Targets)] {
        match self.fields_interior.get(&obj) {
            Some(f) => f,
            None => &self.fields[obj.index()],
        }
    }

    /// [`HeapAnalysis::field_points_to`] with contents as
    /// [`HeapAnalysis::points_to_interior`] gives them.
    pub fn field_points_to_interior(&self, obj: ObjectId, offset: Offset) -> &[Target] {
        match self.fields_interior.get(&obj) {
            Some(fields) => {
                let key = if self.objects[obj.index()].collapsed { Offset::Any } else { offset };
                let found = fields.iter().find(|(off, _)| *off == key).or_else(|| fields.iter().find(|(off, _)| *off == Offset::Any));
                found.map_or(&EMPTY[..], |(_, t)| t)
            }
            None => self.field_points_to(obj, offset),
        }
    }

    /// Contents of field `offset` of object `obj`: what a pointer-sized load at that byte
    /// offset can yield. For a collapsed object every offset answers the one summary field;
    /// an offset nobody names exactly answers what was stored through a variable index
    /// (the `Offset::Any` entry of an `indexed_pointers` object), else nothing. For "any
    /// offset" of a field-sensitive object take the union of [`HeapAnalysis::fields`].
    pub fn field_points_to(&self, obj: ObjectId, offset: Offset) -> &[Target] {
        let fields = &self.fields[obj.index()];
        let o = &self.objects[obj.index()];
        let key = if o.collapsed { Offset::Any } else { offset };
        match fields.iter().find(|(off, _)| *off == key) {
            Some((_, t)) => t,
            None => match fields.iter().find(|(off, _)| *off == Offset::Any) {
                Some((_, t)) => t,
                None => &EMPTY,
            },
        }
    }

    /// Every field of `obj` that can hold pointers, sorted by offset (`Offset::Any` last):
    /// (byte offset, targets). `Offset::Any` appears for a collapsed object (its only
    /// field) and for an object with [`AbstractObject::indexed_pointers`] (pointers stored
    /// through a variable index, so they may lie at offsets not listed).
    pub fn fields(&self, obj: ObjectId) -> &[(Offset, Targets)] {
        &self.fields[obj.index()]
    }

    /// The abstract object with this id.
    pub fn object(&self, id: ObjectId) -> &AbstractObject {
        &self.objects[id.index()]
    }

    /// All abstract objects, indexed by [`ObjectId`]; object 0 is the unknown object.
    pub fn objects(&self) -> &[AbstractObject] {
        &self.objects
    }

    /// Alias answer for two values (the rule of `print<cormi-alias-checks>`): `NoAlias`
    /// when no target of `pts(a)` overlaps a target of `pts(b)`; targets overlap when they
    /// name the same object at the same offset, or either offset is `Any` (collapsed or
    /// variable index) on the same object, or either object is the unknown object.
    pub fn may_alias(&self, a: LLVMValueRef, b: LLVMValueRef) -> AliasAnswer {
        self.alias_sets(self.points_to(a), self.points_to(b))
    }

    /// [`HeapAnalysis::may_alias`] on two target sets.
    pub fn alias_sets(&self, a: &[Target], b: &[Target]) -> AliasAnswer {
        let overlap = a.iter().any(|x| b.iter().any(|y| self.targets_overlap(*x, *y)));
        if !overlap {
            return AliasAnswer::NoAlias;
        }
        if a.len() == 1 && b.len() == 1 && a[0] == b[0] && self.is_concrete(a[0]) {
            return AliasAnswer::MustAlias;
        }
        AliasAnswer::MayAlias
    }

    /// Whether two targets can name the same location (see [`HeapAnalysis::may_alias`]).
    pub fn targets_overlap(&self, a: Target, b: Target) -> bool {
        if self.objects[a.obj.index()].kind == ObjectKind::Unknown || self.objects[b.obj.index()].kind == ObjectKind::Unknown {
            return true;
        }
        if a.obj != b.obj {
            return false;
        }
        a.offset == Offset::Any || b.offset == Offset::Any || a.offset == b.offset
    }

    /// Whether a target is one concrete run-time location (non-summary object, exact offset).
    fn is_concrete(&self, t: Target) -> bool {
        let o = &self.objects[t.obj.index()];
        o.concrete && !o.collapsed && t.offset != Offset::Any
    }

    /// What the analysis knows about each remote call site, in module order.
    pub fn remote_calls(&self) -> &[RemoteCall] {
        &self.remote_calls
    }

    /// Counters of the run.
    pub fn stats(&self) -> &SolveStats {
        &self.stats
    }

    /// Wall time of the run (not deterministic: for benchmarks only).
    pub fn elapsed(&self) -> std::time::Duration {
        self.elapsed
    }

    /// What the run handed to unknown code.
    pub fn debug(&self) -> &DebugFacts {
        &self.debug
    }
}

impl crate::context::Analysis for HeapAnalysis {
    const NAME: &'static str = "heap";

    /// [`HeapAnalysis::run_with`] on the context's module and discovery's
    /// [`IntrinsicCalls`] (every intrinsic call, valid or not, so that the heap printers
    /// also work on modules discovery rejects); a module it cannot read is a module-level
    /// error.
    fn compute(cx: &crate::context::AnalysisContext<'_, '_>) -> Result<Self, crate::diag::Diagnostics> {
        let calls = cx.get::<IntrinsicCalls>()?;
        HeapAnalysis::run_with(cx.module(), &calls).map_err(|e| crate::diag::Diagnostic::module_error(e.to_string()).into())
    }
}
