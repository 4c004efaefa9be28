//! Shapes of argument graphs, from the heap analysis (DESIGN.md, "Analyses" 2 and
//! "Object model").
//!
//! A pointer's points-to set (a set of abstract objects at offset 0) becomes one shape
//! [`Node`]: a struct of known size whose pointer fields lead to other nodes, or an array
//! from `cormi_alloc_array` (element-count header) whose elements are scalars or pointers
//! to one node. Nodes are memoised per object set, so recursive data (lists, trees,
//! cycles) gives a cyclic node graph; code generation walks it with a work list. A
//! slot's node is built from the whole class of its objects ([`object_classes`]:
//! objects that share any points-to set of the site), so every slot that can hold one
//! object gives it one layout. Two classes can give nodes of one layout:
//! [`crate::plan::layout_classes`] merges those.
//!
//! Pointer fields are the offsets that hold `ptr` values (`ptr_offsets`, slots read as
//! pointers), not every offset with pointer provenance (a `long` hash of an address).
//!
//! A set whose objects have several layouts becomes a [`NodeKind::Poly`] node when every
//! variant is a `cormi_new(T)` struct of a distinct size (the run-time header tells them
//! apart); otherwise a compile error naming the object that cannot be told apart. Also errors: unknown-origin objects,
//! function pointers, pointers into the middle of an object, unknown sizes, collapsed
//! (field-insensitive) structs.

pub mod object_classes;

use crate::facts::ptr_reads::PointerReads;
use crate::facts::scalar_stores::ScalarStores;
use crate::facts::Facts;
use crate::heap::{AbstractObject, AllocSite, HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use object_classes::ObjectClasses;
use std::collections::{BTreeSet, HashMap};

/// How the receiving side allocates a struct copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alloc {
    /// `malloc` (the original came from `malloc`/`calloc`, the stack or a global).
    Malloc,
    /// `cormi_alloc_object` (the original came from `cormi_new`, so `cormi_free` works).
    Object,
}

/// One shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// The pointer is always null (its points-to set is empty).
    Null,
    /// A struct of `size` bytes; `ptr_fields` are (byte offset, node) of its pointer
    /// fields, sorted by offset. No pointer fields: a flat struct (one byte run).
    Struct {
        /// Bytes.
        size: u64,
        /// Allocator on the receiving side.
        alloc: Alloc,
        /// (offset, node index) per pointer field.
        ptr_fields: Vec<(u64, usize)>,
        /// Byte offsets of slots that never hold a pointer in the analysis but that the
        /// program reads as one ([`crate::facts::ptr_reads`]): the receiver writes `NULL` there
        /// after copying the body, so no pointer value comes from the message.
        null_slots: Vec<u64>,
    },
    /// A `cormi_alloc_array` block: element count + elements of `elem` bytes; with
    /// `elem_ptr`, each element is a pointer to that node (and `elem` is 8).
    Array {
        /// Element size in bytes.
        elem: u64,
        /// Node of the pointed-to elements, for arrays of pointers.
        elem_ptr: Option<usize>,
        /// Scalar array (`elem_ptr` is `None`) of 8-byte elements that the program reads
        /// as pointers, though none ever holds one: the receiver zeroes every element
        /// after reading them ([`crate::facts::ptr_reads`]).
        zeroed: bool,
    },
    /// A pointer whose objects have several layouts (DESIGN.md: "type tags only where a
    /// pointer is polymorphic"): every variant is a `cormi_alloc_object` struct, told
    /// apart at run time by the element size in its header (`CORMI_ARRAY_HEADER`).
    /// `variants` are (struct size, node of that variant's objects), sorted by size; the
    /// position is the variant index on the wire.
    Poly {
        /// (bytes, node index) per variant; sizes distinct.
        variants: Vec<(u64, usize)>,
    },
}

/// A shape node and what it stands for (for remarks and errors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The layout.
    pub kind: NodeKind,
    /// e.g. `struct of 24 bytes allocated at main:14`.
    pub about: String,
}

/// The shape graph of one call site.
#[derive(Clone, Debug, Default)]
pub struct Shapes {
    /// Nodes; indices are stable.
    pub nodes: Vec<Node>,
    memo: HashMap<Vec<ObjectId>, usize>,
    classes: ObjectClasses,
}

impl Shapes {
    /// The node for a pointer with points-to set `targets`, building it (and everything
    /// reachable) on first use. Errors say why the graph cannot be sent.
    pub fn root(&mut self, heap: &HeapAnalysis, facts: &Facts, targets: &[Target]) -> Result<usize, String> {
        let objs = object_set(heap, targets)?;
        self.slot(heap, facts, objs)
    }

    /// The classes of objects merged at this site (two or more members each), sorted
    /// ([`object_classes`]).
    pub fn merged_object_classes(&self) -> Vec<Vec<ObjectId>> {
        self.classes.merged()
    }

    /// True when no object class merged while the nodes were built, so every slot's
    /// node is its objects' whole class. Otherwise forgets the nodes (keeping the
    /// classes): the caller builds every root again ([`object_classes`]).
    pub fn settle(&mut self) -> bool {
        if !self.classes.take_changed() {
            return true;
        }
        self.nodes.clear();
        self.memo.clear();
        false
    }

    /// The node of a pointer slot whose points-to set is `objs`: built from their
    /// whole class, so all slots that can hold one object agree on its layout.
    fn slot(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: Vec<ObjectId>) -> Result<usize, String> {
        let class = self.classes.widen(&objs);
        self.node(heap, facts, class)
    }

    fn node(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: Vec<ObjectId>) -> Result<usize, String> {
        if let Some(&n) = self.memo.get(&objs) {
            return Ok(n);
        }
        let index = self.nodes.len();
        self.memo.insert(objs.clone(), index);
        self.nodes.push(Node { kind: NodeKind::Null, about: String::new() });
        let (kind, about) = self.layout(heap, facts, &objs)?;
        self.nodes[index] = Node { kind, about };
        Ok(index)
    }

    /// The layout of a non-empty set of objects (or `Null` for an empty one).
    fn layout(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId]) -> Result<(NodeKind, String), String> {
        let Some(&first) = objs.first() else {
            return Ok((NodeKind::Null, "always null".into()));
        };
        let about = describe(heap.object(first));
        let mut arrays = objs.iter().map(|&o| array_elem(heap, o));
        let first_elem = arrays.next().flatten();
        let sizes: BTreeSet<Option<u64>> = objs.iter().map(|&o| heap.object(o).size).collect();
        if arrays.any(|e| e != first_elem) || (first_elem.is_none() && !sizes.contains(&None) && sizes.len() > 1) {
            return self.poly(heap, facts, objs, &about);
        }
        match first_elem {
            Some(0) => Err(format!("the element size of the array {about} is not a constant")),
            Some(elem) => self.array(heap, facts, objs, elem, &about),
            None => self.structure(heap, facts, objs, &about),
        }
    }

    fn array(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], elem: u64, about: &str) -> Result<(NodeKind, String), String> {
        let children = if PointerSlots::of(heap, facts, objs).any() { field_union(heap, objs, |_| true) } else { Vec::new() };
        if children.is_empty() {
            turned_back(heap, facts, objs, about, |_| true)?;
            let zeroed = !facts.reads.unexplained_of(heap, objs).is_empty();
            if zeroed && elem != 8 {
                return Err(format!("the array {about} of {elem}-byte scalars is read as a pointer somewhere; its elements cannot be sent safely"));
            }
            return Ok((NodeKind::Array { elem, elem_ptr: None, zeroed }, format!("array of {elem}-byte scalars {about}")));
        }
        if elem != 8 {
            return Err(format!("array {about} holds pointers in {elem}-byte elements; only arrays of pointers or of scalars are supported"));
        }
        let child = self.slot(heap, facts, object_set(heap, &children)?)?;
        Ok((NodeKind::Array { elem, elem_ptr: Some(child), zeroed: false }, format!("array of pointers {about}")))
    }

    /// A set of objects of several layouts: one variant per struct size. Each variant
    /// must be a struct from `cormi_alloc_object` (its header tells the sizes apart at
    /// run time); anything else cannot be told apart and is an error naming the object.
    fn poly(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], about: &str) -> Result<(NodeKind, String), String> {
        let mut groups: std::collections::BTreeMap<u64, Vec<ObjectId>> = std::collections::BTreeMap::new();
        for &o in objs {
            let obj = heap.object(o);
            let why = if array_elem(heap, o).is_some() {
                Some("it is an array")
            } else if obj.kind != ObjectKind::Heap("cormi_alloc_object".into()) {
                Some("it is not allocated with cormi_new(T), whose header gives its size at run time")
            } else if obj.size.is_none() {
                Some("its size is unknown")
            } else {
                None
            };
            if let Some(why) = why {
                let other = objs.iter().find(|&&x| x != o).map(|&x| describe(heap.object(x))).unwrap_or_else(|| about.to_string());
                return Err(format!(
                    "may point to objects of different shapes ({other} and others), which need a type tag, but the object {} cannot be told apart from the others at run time: {why}",
                    describe(obj)
                ));
            }
            groups.entry(obj.size.unwrap_or(0)).or_default().push(o);
        }
        let mut variants = Vec::new();
        for (size, group) in groups {
            variants.push((size, self.node(heap, facts, group)?));
        }
        let sizes: Vec<String> = variants.iter().map(|v| v.0.to_string()).collect();
        Ok((NodeKind::Poly { variants }, format!("one of {} structs of {} bytes {about} and others (type tag)", sizes.len(), sizes.join("/"))))
    }

    fn structure(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], about: &str) -> Result<(NodeKind, String), String> {
        let mut size = None;
        for &o in objs {
            let obj = heap.object(o);
            let Some(s) = obj.size else {
                return Err(format!(
                    "the size of the object {} is unknown; allocate it with a constant size, cormi_new(T) or cormi_new_array(T, n)",
                    describe(obj)
                ));
            };
            if obj.collapsed {
                return Err(format!("the layout of the object {} is not known field by field (it is indexed with a variable or cast)", describe(obj)));
            }
            size = Some(s);
        }
        let size = size.unwrap_or(0);
        let slots = PointerSlots::of(heap, facts, objs);
        let offsets: BTreeSet<i64> = objs
            .iter()
            .flat_map(|&o| heap.fields(o).iter())
            .filter(|(_, t)| !t.is_empty())
            .filter_map(|(off, _)| match off {
                Offset::At(x) if slots.holds(*x) => Some(*x),
                _ => None,
            })
            .collect();
        turned_back(heap, facts, objs, about, |off| match off {
            Offset::At(x) => !slots.holds(x),
            Offset::Any => !slots.anywhere,
        })?;
        let mut ptr_fields = Vec::new();
        // A pointer at or past the end is another variant's field seen through a
        // polymorphic pointer (path-insensitive analysis), never one of these objects.
        for off in offsets.into_iter().filter(|&o| o < 0 || (o as u64) < size) {
            if off < 0 || off as u64 + 8 > size {
                return Err(format!("the object {about} has a pointer at byte {off}, outside its {size} bytes"));
            }
            let targets = field_union(heap, objs, |o| o == Offset::At(off));
            let child = self.slot(heap, facts, object_set(heap, &targets).map_err(|e| format!("field at byte {off} of {about}: {e}"))?)?;
            ptr_fields.push((off as u64, child));
        }
        let alloc = if objs.iter().all(|&o| heap.object(o).kind == ObjectKind::Heap("cormi_alloc_object".into())) { Alloc::Object } else { Alloc::Malloc };
        if let Some(err) = union_conflict(heap, &facts.stores, objs, &ptr_fields) {
            return Err(format!("{err} (the object {about})"));
        }
        let null_slots = null_slots(heap, &facts.reads, objs, size, &ptr_fields).map_err(|e| format!("{e} (the object {about})"))?;
        Ok((NodeKind::Struct { size, alloc, ptr_fields, null_slots }, format!("struct of {size} bytes {about}")))
    }
}

/// The offsets of a set of objects that hold pointers, as opposed to integers that only
/// carry a pointer's bits (a `long` hash of an address): the heap analysis'
/// `ptr_offsets` (typed accesses, through copies and clones) plus the slots the program
/// reads as pointers ([`PointerReads`]: `inttoptr` of a loaded integer, integer copies
/// into pointer slots, which covers an 8-byte `memcpy` lowered to `load/store i64`).
/// Source: pass/src/heap/ARCHITECTURE.md, "fields vs ptr_offsets".
struct PointerSlots {
    exact: BTreeSet<i64>,
    /// Some pointer is at an offset not known exactly: every provenance offset counts.
    anywhere: bool,
}

impl PointerSlots {
    fn of(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId]) -> PointerSlots {
        let mut all: BTreeSet<Offset> = objs.iter().flat_map(|&o| heap.object(o).ptr_offsets.iter().copied()).collect();
        all.extend(facts.reads.offsets_of(heap, objs));
        let anywhere = all.contains(&Offset::Any) || objs.iter().any(|&o| heap.object(o).indexed_pointers);
        let exact = all
            .into_iter()
            .filter_map(|o| match o {
                Offset::At(x) => Some(x),
                Offset::Any => None,
            })
            .collect();
        PointerSlots { exact, anywhere }
    }

    /// Whether byte `off` holds a pointer.
    fn holds(&self, off: i64) -> bool {
        self.anywhere || self.exact.contains(&off)
    }

    /// Whether any offset holds a pointer.
    fn any(&self) -> bool {
        self.anywhere || !self.exact.is_empty()
    }
}

/// Integer fields (those `sent_as_bytes` picks) that carry a pointer's bits which the
/// program turns back into a pointer somewhere ([`crate::facts::int_to_ptr`], e.g. a tagged
/// pointer `(uintptr_t)p | 1`): the receiver would follow the sender's address, so an
/// error naming the field and the `inttoptr`.
fn turned_back(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], about: &str, sent_as_bytes: impl Fn(Offset) -> bool) -> Result<(), String> {
    for &o in objs {
        for (off, targets) in heap.fields(o).iter().filter(|(off, _)| sent_as_bytes(*off)) {
            let Some(back) = facts.int_to_ptr.reaching(heap, targets.iter().map(|t| t.obj)) else { continue };
            let at = ir::source_loc(back).map(|l| l.to_string()).unwrap_or_else(|| "an instruction without debug info".into());
            let func = ir::name(ir::parent_function(back));
            return Err(format!(
                "the integer at byte {off} of the object {about} holds a pointer converted to an integer, which is turned back into a pointer at {at} (in {func}); cormi cannot send such pointers: keep them as pointers"
            ));
        }
    }
    Ok(())
}

/// A pointer field that scalar data also lands on: a union (or variant) whose active
/// member cannot be known ([`crate::facts::scalar_stores`]).
fn union_conflict(heap: &HeapAnalysis, stores: &ScalarStores, objs: &[ObjectId], ptr_fields: &[(u64, usize)]) -> Option<String> {
    ptr_fields.iter().find_map(|&(off, _)| {
        stores.overlapping(heap, objs, off).map(|s| {
            format!("is a union whose active member cannot be known: the pointer at byte {off} overlaps non-pointer data ({}); keep pointers and other data in separate fields", s.what)
        })
    })
}

/// The slots of a struct of `size` bytes that the program reads as pointers
/// ([`PointerReads`]) but that are not among its pointer fields: the receiver writes
/// `NULL` into each (8 bytes at the offset). A read at a variable offset cannot be
/// mapped to slots: an error rather than a guess.
fn null_slots(heap: &HeapAnalysis, reads: &PointerReads, objs: &[ObjectId], size: u64, ptr_fields: &[(u64, usize)]) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for off in reads.unexplained_of(heap, objs) {
        let Offset::At(x) = off else {
            return Err("a pointer is read from this struct at a variable offset, and the analysis cannot tell which bytes are pointers".into());
        };
        let inside = x >= 0 && x as u64 + 8 <= size;
        if inside && !ptr_fields.iter().any(|&(f, _)| f == x as u64) {
            out.push(x as u64);
        }
    }
    Ok(out)
}

/// The objects of a points-to set, sorted; errors for targets that cannot be copied.
fn object_set(heap: &HeapAnalysis, targets: &[Target]) -> Result<Vec<ObjectId>, String> {
    let mut set = BTreeSet::new();
    for t in targets {
        let obj = heap.object(t.obj);
        match &obj.kind {
            ObjectKind::Unknown => {
                return Err("may point to an object of unknown origin (from code the analysis cannot see); its size and layout are unknown".into())
            }
            ObjectKind::Function => return Err(format!("is a function pointer ('{}'); code cannot be sent to another node", obj.function)),
            ObjectKind::VarArgs | ObjectKind::Library(_) => return Err(format!("may point to {}, which cannot be copied", describe(obj))),
            _ => {}
        }
        if t.offset != Offset::At(0) {
            let why = match laundered_into(heap, *t) {
                Some(i) => format!(": the integer turned into a pointer {} may hold any exposed address", source_place(i)),
                None => String::new(),
            };
            return Err(format!("may point into the middle of the object {} (offset {}){why}; pass a pointer to its start", describe(obj), t.offset));
        }
        set.insert(t.obj);
    }
    Ok(set.into_iter().collect())
}

/// The first `inttoptr` of an integer of unknown origin (see the heap's
/// `laundered_int_to_ptr`) whose result may be `t`.
fn laundered_into(heap: &HeapAnalysis, t: Target) -> Option<llvm_sys::prelude::LLVMValueRef> {
    heap.debug().laundered_int_to_ptr.iter().copied().find(|&i| heap.points_to(i).contains(&t))
}

/// `at file:line` of an instruction, or `in function` without debug info.
fn source_place(i: llvm_sys::prelude::LLVMValueRef) -> String {
    match ir::source_loc(i) {
        Some(l) => format!("at {}:{}", l.file, l.line),
        None => format!("in {} (-g gives file:line)", ir::name(ir::parent_function(i))),
    }
}

/// Union of the targets of the fields of `objs` whose offset matches `keep`.
fn field_union(heap: &HeapAnalysis, objs: &[ObjectId], keep: impl Fn(Offset) -> bool) -> Vec<Target> {
    let mut out: BTreeSet<Target> = BTreeSet::new();
    for &o in objs {
        for (off, ts) in heap.fields(o) {
            if keep(*off) || *off == Offset::Any {
                out.extend(ts.iter().copied());
            }
        }
    }
    out.into_iter().collect()
}

/// The element size of a `cormi_alloc_array` object (following clones to the original
/// allocation call), or `None` for any other object. A non-constant element size is
/// reported as `Some(0)`, which no layout accepts.
fn array_elem(heap: &HeapAnalysis, mut id: ObjectId) -> Option<u64> {
    loop {
        let obj = heap.object(id);
        if obj.kind != ObjectKind::Heap("cormi_alloc_array".into()) {
            return None;
        }
        match &obj.site {
            AllocSite::Clone { of, .. } => id = *of,
            AllocSite::Instruction(call) => {
                let elem = ir::call_args(*call).first().and_then(|&a| ir::const_int(a));
                return Some(elem.filter(|&e| e > 0).map(|e| e as u64).unwrap_or(0));
            }
            _ => return Some(0),
        }
    }
}

/// `allocated at main:14` (or `allocated in main`).
fn describe(obj: &AbstractObject) -> String {
    let what = obj.kind.label();
    match obj.line {
        Some(l) => format!("({what}) allocated at {}:{l}", obj.function),
        None => format!("({what}) allocated in {}", obj.function),
    }
}

/// The union of the points-to sets of every value `method` returns.
pub fn returned_targets(heap: &HeapAnalysis, method: llvm_sys::prelude::LLVMValueRef) -> Vec<Target> {
    let mut out: BTreeSet<Target> = BTreeSet::new();
    for bb in ir::blocks(method) {
        for i in ir::block_instructions(bb) {
            if ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMRet && ir::num_operands(i) == 1 {
                out.extend(heap.points_to(ir::operand(i, 0)).iter().copied());
            }
        }
    }
    out.into_iter().collect()
}
