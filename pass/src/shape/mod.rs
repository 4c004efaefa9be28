//! Shapes of argument graphs, from the heap analysis (DESIGN.md, "Analyses" 2 and
//! "Object model").
//!
//! A pointer's points-to set (a set of abstract objects at offset 0) becomes one shape
//! [`Node`]: a struct whose pointer fields lead to other nodes, or an array (of scalars,
//! of pointers to one node, or of records whose pointer fields lead to nodes). Nodes are
//! memoised per object set, so recursive data (lists, trees, cycles) gives a cyclic node
//! graph; code generation walks it with a work list. A slot's node is built from the
//! whole class of its objects ([`object_classes`]: objects that share any points-to set
//! of the site), so every slot that can hold one object gives it one layout. Two classes
//! can give nodes of one layout: [`crate::plan::layout_classes`] merges those.
//!
//! Sizes ([`sizes`]): a node whose objects all have one static size is sent with it; any
//! other node asks the runtime for each object's extent (`cormi_extent`): arrays (their
//! count is extent / element size: `malloc(n * sizeof(T))`, `calloc`, `realloc`,
//! `cormi_new_array`), flat objects of different or unknown sizes (strings, `strdup`,
//! `getline` buffers: sent as bytes), structs whose size is known only at run time (a
//! flexible array member, an object of an allocation wrapper), and polymorphic pointers
//! (their variant is told by the extent). Each object's size source is recorded in the
//! node ([`Node::sizes`]), shown by `print<cormi-shapes>` and the `ObjectSizes` remark.
//!
//! Pointer fields are the offsets that hold `ptr` values (`ptr_offsets`, slots read as
//! pointers), not every offset with pointer provenance (a `long` hash of an address).
//!
//! A set whose objects have pointer fields and several static sizes becomes a
//! [`NodeKind::Poly`] node (one variant per size). A pointer into the middle of its
//! objects (a cursor, `&a[i]`, an intrusive list's back link, `end = a + n`) is its
//! objects' node plus an [`Interior`] offset: for an argument or a result
//! ([`Shapes::root_interior`]) beside the root, for a pointer field or element an
//! [`NodeKind::Interior`] node over the objects' node.
//! Errors: unknown-origin objects, function pointers, interior pointers whose offset
//! comes from an integer or whose objects the runtime cannot find by an address (naming
//! the instruction that moved them, [`interior`]), sizes the runtime cannot
//! know (memory from `mmap`), collapsed (field-insensitive) structs, records whose
//! pointer fields cannot be told apart.

pub mod align;
pub mod anywhere;
pub mod interior;
pub mod object_classes;
pub mod sizes;
pub mod tagged;
pub mod tagged_type;
pub mod union_proof;

use crate::facts::ptr_reads::PointerReads;
use crate::facts::Facts;
use crate::heap::{AbstractObject, AllocSite, HeapAnalysis, ObjectId, ObjectKind, Offset, Target};
use crate::ir;
use object_classes::ObjectClasses;
use sizes::ObjectSize;
use std::collections::{BTreeMap, BTreeSet, HashMap};
pub use tagged::Tagged;

/// Where a pointer (an argument, a result or a pointer field) points inside the object
/// it is sent with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Interior {
    /// At this byte offset of every object it may point to (known statically: nothing
    /// extra on the wire; the sender subtracts it, the receiver adds it back).
    At(u64),
    /// At an offset known only at run time: the sender finds the object containing the
    /// address (`cormi_object_of`; one past the end counts) and sends the offset as a
    /// LEB128 before the graph; the receiver checks it against the copy's extent.
    Found,
}

/// How the receiving side allocates a struct copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alloc {
    /// `malloc` (the original came from `malloc`/`calloc`, the stack or a global).
    Malloc,
    /// `cormi_alloc_object` (the original came from `cormi_new`: a zeroed heap block).
    Object,
}

/// What the elements of an array are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elems {
    /// Scalars (bytes on the wire). `zeroed`: 8-byte elements that the program reads as
    /// pointers, though none ever holds one: the receiver zeroes every element after
    /// reading them, but an address in the first or the last page, a sender's sentinel
    /// ([`crate::facts::ptr_reads`]).
    Scalars {
        /// Zero the elements (but sentinels) on receipt.
        zeroed: bool,
    },
    /// Pointers (8-byte elements) to objects of this node.
    Pointers(usize),
    /// Records (structs) holding pointers: every record's bytes, then its pointer fields.
    Records {
        /// (offset in a record, node) per pointer field, sorted by offset.
        ptr_fields: Vec<(u64, usize)>,
        /// Offsets in a record of slots read as pointers that never hold one (the
        /// receiver writes NULL there, as for a struct's `null_slots`).
        null_slots: Vec<u64>,
        /// A tagged union in each record (`CORMI_UNION`): which fields each tag sends.
        tagged: Option<Tagged>,
    },
}

/// One shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// The pointer is always null (its points-to set is empty).
    Null,
    /// A struct of `size` bytes; `ptr_fields` are (byte offset, node) of its pointer
    /// fields, sorted by offset. No pointer fields: a flat struct (one byte run).
    Struct {
        /// Bytes; with `runtime`, the least extent an object may have (every pointer
        /// field and null slot lies inside).
        size: u64,
        /// Allocator on the receiving side.
        alloc: Alloc,
        /// (offset, node index) per pointer field.
        ptr_fields: Vec<(u64, usize)>,
        /// Byte offsets of slots that never hold a pointer in the analysis but that the
        /// program reads as one ([`crate::facts::ptr_reads`]): the receiver writes `NULL` there
        /// after copying the body (an address in the first or the last page, a sender's
        /// sentinel, stays), so no pointer to an object comes from the message.
        null_slots: Vec<u64>,
        /// The object's size is known only at run time (a flexible array member, an
        /// object of an allocation wrapper): its extent travels before its bytes.
        runtime: bool,
        /// A tagged union in the struct (`CORMI_UNION`): which pointer fields each tag
        /// value sends (`ptr_fields` may then list an offset once per group of members).
        tagged: Option<Tagged>,
    },
    /// An array whose element count is its extent (asked at run time) divided by
    /// `elem`: `u64` count + the elements.
    Array {
        /// Element size in bytes (1 for flat data of any size: strings, buffers).
        elem: u64,
        /// What the elements are.
        elems: Elems,
    },
    /// A pointer whose objects have several layouts (DESIGN.md: "type tags only where a
    /// pointer is polymorphic"): every variant is a struct of its own static size, told
    /// apart at run time by the object's extent. `variants` are (struct size, node of that
    /// variant's objects), sorted by size; the position is the variant index on the wire.
    Poly {
        /// (bytes, node index) per variant; sizes distinct.
        variants: Vec<(u64, usize)>,
    },
    /// The header of a Rust buffer (`Vec<T>`, `String`, a slice or `&str`) lying *at*
    /// the pointer, inside its owner (built from debug info, [`crate::rust_types`]): an
    /// owner's field of this node is the header's place, not a pointer. `len` elements
    /// of `elem` bytes travel (`u64 len` + the elements as an array's); the receiver
    /// allocates exactly `len` of them (a dangling, aligned pointer for none) and writes
    /// the pointer, the length and the capacity (`len`). Never null, never shared: no
    /// tag and no handle.
    Vec {
        /// Element size in bytes.
        elem: u64,
        /// Element alignment in bytes (the dangling pointer of an empty buffer).
        align: u64,
        /// What the elements are (scalars or records).
        elems: Elems,
        /// Byte offset of the buffer pointer in the header.
        ptr_off: u64,
        /// Byte offset of the length.
        len_off: u64,
        /// Byte offset of the capacity (`None` for a slice).
        cap_off: Option<u64>,
    },
    /// A pointer slot (a field, a record's field, an array element) that may point inside
    /// the objects of node `target`: the object travels whole from its start, like any
    /// pointer of `target`, and the pointer arrives at the same offset of the copy
    /// (`crate::codegen::graph`: the walk resolves it to the start and fixes the slot
    /// up once the object arrived). Never the node of an object itself.
    Interior {
        /// The node of the objects it points into.
        target: usize,
        /// Where inside.
        at: Interior,
    },
}

impl NodeKind {
    /// Whether marshaling an object of this node asks the runtime for its extent.
    pub fn runtime_size(&self) -> bool {
        match self {
            NodeKind::Struct { runtime, .. } => *runtime,
            NodeKind::Array { .. } | NodeKind::Poly { .. } => true,
            NodeKind::Null | NodeKind::Vec { .. } | NodeKind::Interior { .. } => false,
        }
    }
}

/// A shape node and what it stands for (for remarks and errors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The layout.
    pub kind: NodeKind,
    /// e.g. `struct of 24 bytes (malloc) allocated at main:14`.
    pub about: String,
    /// Where the size of each of its objects comes from ([`sizes`]).
    pub sizes: Vec<ObjectSize>,
    /// The largest alignment its objects were allocated with ([`align`]): over
    /// [`align::MALLOC_ALIGN`], the receiver allocates each copy at a multiple of it.
    pub align: u64,
}

/// The shape graph of one call site.
#[derive(Clone, Debug, Default)]
pub struct Shapes {
    /// Nodes; indices are stable.
    pub nodes: Vec<Node>,
    memo: HashMap<Vec<ObjectId>, usize>,
    /// Interior nodes by (target node, where).
    interiors: HashMap<(usize, Interior), usize>,
    classes: ObjectClasses,
    /// Objects that pointers with a run-time offset ([`Interior::Found`]) may point
    /// into: the sender finds the containing object among heap blocks and noted objects,
    /// so the globals and stack objects among them are noted ([`sizes::Note`]).
    pub found_sizes: Vec<ObjectSize>,
    /// How the unions of the nodes were decided, for the remarks.
    pub unions: Vec<UnionNote>,
    /// Per interior node found at run time: the constant offsets its slots' targets
    /// have, or `None` when some target has none ([`Shapes::found_offsets`]).
    found_offsets: HashMap<usize, Option<BTreeSet<u64>>>,
}

/// Most offsets a back link's candidate starts are tried at ([`Shapes::found_offsets`]);
/// past that the runtime's look-up by address is cheaper.
const MAX_FOUND_OFFSETS: usize = 4;

/// How the pass decided which member of a union a node sends (for the remarks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnionNote {
    /// Switched on the tag by a `CORMI_UNION` marker.
    Marker(String),
    /// The member kind proven from the writes ([`union_proof`]).
    Proof(String),
}

/// The constant offsets of `targets` inside their objects, when every one has one and
/// there are at most [`MAX_FOUND_OFFSETS`].
fn constant_offsets(targets: &[Target]) -> Option<BTreeSet<u64>> {
    let offsets = targets
        .iter()
        .map(|t| match t.offset {
            Offset::At(k) if k >= 0 => Some(k as u64),
            _ => None,
        })
        .collect::<Option<BTreeSet<u64>>>()?;
    Some(offsets).filter(|o| o.len() <= MAX_FOUND_OFFSETS)
}

/// The pointer fields (offset, node) of a struct or record, and its tag switch.
type PointerFields = (Vec<(u64, usize)>, Option<Tagged>);

/// A node's layout, description and size sources.
type Layout = (NodeKind, String, Vec<ObjectSize>);

/// Where a pointer points inside its objects, and why (`None`: at their starts).
type Inside = Option<(Interior, String)>;

impl Shapes {
    /// Every object some node of the site stands for (as widened into its class): all
    /// the marshalers of the site may walk at run time.
    pub fn objects(&self) -> BTreeSet<ObjectId> {
        self.memo.keys().flatten().copied().collect()
    }

    /// The node for a pointer with points-to set `targets`, building it (and everything
    /// reachable) on first use. Errors say why the graph cannot be sent.
    pub fn root(&mut self, heap: &HeapAnalysis, facts: &Facts, targets: &[Target]) -> Result<usize, String> {
        let objs = object_set(heap, targets)?;
        self.slot(heap, facts, objs)
    }

    /// The node of a pointer argument that may point inside its objects (a cursor, a
    /// string view, `&a[i]`, `end = a + n`), and where inside ([`Interior`]): the objects
    /// are sent whole from their starts and the pointer arrives at the same offset of the
    /// copy. `None` when every target is a start (then this is [`Shapes::root`]).
    /// Pointers whose offsets the analysis cannot trust (an integer turned into a
    /// pointer) are errors as for [`Shapes::root`]; pointers into argv's strings are
    /// found at run time. The `String` says why the pointer may be interior (the instruction that moves it
    /// off its start, by file:line), for the remark.
    pub fn root_interior(&mut self, heap: &HeapAnalysis, facts: &Facts, targets: &[Target]) -> Result<(usize, Option<(Interior, String)>), String> {
        let (starts, inside) = self.interior_of(heap, facts, targets)?;
        Ok((self.root(heap, facts, &starts)?, inside))
    }

    /// The node of a pointer slot (a field, a record's field, an array element) whose
    /// points-to set is `targets`: the objects' node, or an [`NodeKind::Interior`] node
    /// over it when some target lies inside its object. `what` names the slot, for the
    /// remark.
    pub fn pointer(&mut self, heap: &HeapAnalysis, facts: &Facts, targets: &[Target], what: &str) -> Result<usize, String> {
        let (starts, inside) = self.interior_of(heap, facts, targets)?;
        let target = self.slot(heap, facts, object_set(heap, &starts)?)?;
        let Some((at, why)) = inside else { return Ok(target) };
        let offsets = (at == Interior::Found).then(|| constant_offsets(targets));
        if let Some(&n) = self.interiors.get(&(target, at)) {
            if let Some(offsets) = offsets {
                self.join_found_offsets(n, offsets);
            }
            // One node for every slot into these objects at this offset: the remark
            // names each slot.
            let about = &mut self.nodes[n].about;
            if !about.contains(what) {
                *about = format!("{what}, {about}");
            }
            return Ok(n);
        }
        let index = self.nodes.len();
        self.interiors.insert((target, at), index);
        self.nodes.push(Node { kind: NodeKind::Interior { target, at }, about: format!("{what} ({why})"), sizes: Vec::new(), align: 1 });
        if let Some(offsets) = offsets {
            self.found_offsets.insert(index, offsets);
        }
        Ok(index)
    }

    /// Adds the offsets of another slot of interior node `n` (none: some target has no
    /// constant offset).
    fn join_found_offsets(&mut self, n: usize, offsets: Option<BTreeSet<u64>>) {
        let joined = match (self.found_offsets.remove(&n).flatten(), offsets) {
            (Some(mut a), Some(b)) => {
                a.extend(b);
                Some(a).filter(|a| a.len() <= MAX_FOUND_OFFSETS)
            }
            _ => None,
        };
        self.found_offsets.insert(n, joined);
    }

    /// The constant offsets the pointers of interior node `n` (found at run time) may
    /// have inside their objects, largest first: a `TAILQ`'s `tqe_prev` lies at byte 0
    /// of the head or byte 16 of an element. The sender tries each `k` as a back link
    /// into an object already written (the start `p - k` in its handle table, `p` inside
    /// that object's extent) before asking the runtime which object holds `p`. Empty
    /// when some target has no constant offset or there are more than
    /// [`MAX_FOUND_OFFSETS`].
    pub fn found_offsets(&self, n: usize) -> Vec<u64> {
        self.found_offsets.get(&n).cloned().flatten().map(|o| o.into_iter().rev().collect()).unwrap_or_default()
    }

    /// Where the pointers of points-to set `targets` point inside their objects: the
    /// same targets at their starts, and the [`Interior`] offset with why (the
    /// instruction that moves a pointer off its start, by file:line), `None` when every
    /// target is a start. A static offset when every target has the same constant
    /// offset; otherwise found at run time, which needs objects the runtime can find by
    /// an address (heap blocks and noted objects: [`Shapes::found_sizes`]). Pointers
    /// whose offsets the analysis cannot trust (an integer turned into a pointer) are
    /// errors as for [`Shapes::root`].
    fn interior_of(&mut self, heap: &HeapAnalysis, facts: &Facts, targets: &[Target]) -> Result<(Vec<Target>, Inside), String> {
        // argv, its strings and the environment are one collapsed object each (offset *):
        // a pointer to one may be a string's start or inside it (`argv[1] + 2`, a walk).
        // The runtime noted each before `main` and finds the one containing an address,
        // so such a pointer is found at run time like any other of unknown offset.
        let startup = |t: &Target| matches!(sizes::runtime_source(heap.object(t.obj)), Ok((sizes::SizeSource::Startup, _)));
        let offsets: BTreeSet<Offset> = targets.iter().map(|t| t.offset).collect();
        let interior = match offsets.iter().copied().collect::<Vec<_>>()[..] {
            [] | [Offset::At(0)] => None,
            [Offset::At(k)] if k > 0 => Some(Interior::At(k as u64)),
            _ => Some(Interior::Found),
        };
        let Some(interior) = interior else {
            return Ok((targets.to_vec(), None));
        };
        for t in targets.iter().filter(|t| t.offset != Offset::At(0) && !startup(t)) {
            if laundered_into(heap, *t).is_some() {
                object_set(heap, &[*t])?; // names the inttoptr
            }
        }
        if interior == Interior::Found {
            self.found(heap, targets)?;
        }
        let mut starts: Vec<Target> = targets.iter().map(|t| Target { obj: t.obj, offset: Offset::At(0) }).collect();
        starts.dedup();
        let moved = targets.iter().find(|t| t.offset != Offset::At(0) && !startup(t));
        let why = match (moved.and_then(|t| interior::interior_cause(heap, *t).map(|i| (t, i))), targets.iter().find(|t| startup(t))) {
            (Some((t, i)), _) => format!("{} {} moves it to offset {} of {}", interior::what(i), interior::place(i), t.offset, describe(heap.object(t.obj))),
            (None, Some(t)) => format!("it may point into {}, one object to the analysis, found by its address", describe(heap.object(t.obj))),
            (None, None) => "it may point inside its object".into(),
        };
        let objs: Vec<ObjectId> = starts.iter().map(|t| t.obj).collect();
        if let Some(e) = interior::same_size_layouts(heap, facts, &objs, |o| describe(heap.object(o))) {
            return Err(format!("{e} ({why})"));
        }
        Ok((starts, Some((interior, why))))
    }

    /// Records the objects of `targets` as ones the sender finds by an address
    /// ([`Shapes::found_sizes`]): heap blocks, noted globals and stack objects, and
    /// argv's and the environment's strings (noted before `main`); an object the runtime
    /// cannot find (memory it does not know) is an error naming it and the instruction that moved the
    /// pointer.
    fn found(&mut self, heap: &HeapAnalysis, targets: &[Target]) -> Result<(), String> {
        for t in targets {
            let obj = heap.object(t.obj);
            let source = sizes::runtime_source(obj);
            let (source, note) = match source {
                Ok((s @ (sizes::SizeSource::Heap | sizes::SizeSource::Noted | sizes::SizeSource::Startup), note)) => (s, note),
                _ => {
                    let cause = interior::interior_cause(heap, *t).map(|i| format!("{} {}", interior::what(i), interior::place(i)));
                    if obj.kind == ObjectKind::Unknown {
                        let example = cause.map_or(String::new(), |c| format!(" (such as {c})"));
                        return Err(format!(
                            "points to memory the analysis cannot see into: made or changed by code outside the module{example}, so its layout and extent are unknown; compile the files that define such functions with cormicc (`cormicc -c` objects keep their bitcode), or build the data in code cormicc compiles; for a C library function, copy what it returns into memory the program allocates"
                        ));
                    }
                    if let Some(stream) = stream_of(obj) {
                        return Err(format!(
                            "points to {stream}: a FILE * (or DIR *) is this process's handle of an open file and cannot be sent; keep the stream on its node (open it in the method, on the serving node) and send what it needs instead (a file name, or the text to write)"
                        ));
                    }
                    let why = cause.map_or(String::new(), |c| format!(" ({c})"));
                    return Err(format!(
                        "may point into the middle of the object {} at an offset known only at run time{why}, and the runtime finds the object containing an address only among heap blocks, globals, stack objects and argv's and the environment's strings; pass a pointer to its start (and the offset as an integer)",
                        describe(obj)
                    ));
                }
            };
            if !self.found_sizes.iter().any(|s| s.object == t.obj) {
                self.found_sizes.push(ObjectSize { object: t.obj, source, note });
            }
        }
        Ok(())
    }

    /// Adds a node built elsewhere ([`crate::rust_types`]) and returns its index.
    pub fn add_node(&mut self, node: Node) -> usize {
        self.nodes.push(node);
        self.nodes.len() - 1
    }

    /// Whether node `n` is a buffer header held inside its owner ([`NodeKind::Vec`]).
    pub fn is_header(&self, n: usize) -> bool {
        matches!(self.nodes[n].kind, NodeKind::Vec { .. })
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
        self.interiors.clear();
        self.found_sizes.clear();
        self.unions.clear();
        self.found_offsets.clear();
        false
    }

    /// The node of a pointer slot whose points-to set is `objs`: built from their
    /// whole class, so all slots that can hold one object agree on its layout.
    /// A slot whose objects all have one size inside a polymorphic class (a `TAILQ`'s
    /// forward links: elements only, while back links reach the head too) gets that
    /// size's variant node: no variant index, no extent query. The variant is the node
    /// the class's [`NodeKind::Poly`] holds for those objects, and the receiver records
    /// an object as its variant, so back-references agree.
    fn slot(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: Vec<ObjectId>) -> Result<usize, String> {
        let class = self.classes.widen(&objs);
        let variant = one_variant(heap, facts, &class, &objs);
        let node = self.node(heap, facts, class)?;
        match variant {
            Some(group) => self.node(heap, facts, group),
            None => Ok(node),
        }
    }

    fn node(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: Vec<ObjectId>) -> Result<usize, String> {
        if let Some(&n) = self.memo.get(&objs) {
            return Ok(n);
        }
        let index = self.nodes.len();
        self.memo.insert(objs.clone(), index);
        self.nodes.push(Node { kind: NodeKind::Null, about: String::new(), sizes: Vec::new(), align: 1 });
        let (kind, about, sizes) = self.layout(heap, facts, &objs)?;
        let align = align::of_objects(heap, &objs);
        self.nodes[index] = Node { kind, about, sizes, align };
        Ok(index)
    }

    /// The layout of a non-empty set of objects (or `Null` for an empty one).
    fn layout(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId]) -> Result<Layout, String> {
        let Some(&first) = objs.first() else {
            return Ok((NodeKind::Null, "always null".into(), Vec::new()));
        };
        let about = describe(heap.object(first));
        let elems: BTreeSet<Option<u64>> = objs.iter().map(|&o| array_elem(heap, o)).collect();
        let sizes: BTreeSet<Option<u64>> = objs.iter().map(|&o| heap.object(o).size).collect();
        let slots = PointerSlots::of(heap, facts, objs);
        let flat = !slots.any() || only_data(heap, facts, objs);
        let one_size = sizes.len() == 1 && !sizes.contains(&None);
        match elems.iter().copied().collect::<Vec<_>>()[..] {
            [Some(0)] => Err(format!("the element size of the array {about} is not a constant")),
            [Some(elem)] => self.array(heap, facts, objs, elem, &about),
            [None, Some(elem)] if elem > 0 && whole_elements(heap, objs, elem) => self.array(heap, facts, objs, elem, &about),
            [None] if flat && one_size => self.structure(heap, facts, objs, &about, false),
            // Pointers written through an index into an object of one static size (more
            // slots than the heap analysis tracks one by one: `char *v[100]`): an array of
            // pointers whose count comes from its extent, never a struct of the pointers
            // stored at constant offsets only.
            [None] if one_size && indexed_pointer_array(heap, facts, objs, &slots) => self.array(heap, facts, objs, 8, &about),
            [None] if one_size && let Some(elem) = tagged::records_of(heap, facts, objs) => self.array(heap, facts, objs, elem, &about),
            [None] if flat => self.array(heap, facts, objs, 1, &about),
            [None] if one_size => self.structure(heap, facts, objs, &about, false),
            [None] if !sizes.contains(&None) => self.poly(heap, facts, objs, &about), // polymorphic() holds
            [None] => self.structure(heap, facts, objs, &about, true),
            _ if flat => self.array(heap, facts, objs, 1, &about),
            _ => self.poly(heap, facts, objs, &about),
        }
    }

    /// An array of `elem`-byte elements (its count asked at run time).
    fn array(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], elem: u64, about: &str) -> Result<Layout, String> {
        let sizes = sizes::runtime_sizes(heap, objs, describe)?;
        let slots = PointerSlots::of(heap, facts, objs);
        let children = if slots.any() { field_union(heap, objs, |_| true) } else { Vec::new() };
        if children.is_empty() {
            turned_back(heap, facts, objs, about, |_| true)?;
            let zeroed = !facts.reads.unexplained_of(heap, objs).is_empty();
            if zeroed && elem != 8 {
                // Records whose only pointer-read slots hold no object: null slots.
                let elems = self.records(heap, facts, objs, elem, &slots, about)?;
                return Ok((NodeKind::Array { elem, elems }, format!("array of {elem}-byte records {about}"), sizes));
            }
            let what = if elem == 1 { format!("bytes {about} (size at run time)") } else { format!("array of {elem}-byte scalars {about}") };
            return Ok((NodeKind::Array { elem, elems: Elems::Scalars { zeroed } }, what, sizes));
        }
        if elem == 8 && slots.only_at_zero(elem) {
            if let Some(e) = data_among_pointers(heap, facts, objs, elem) {
                return Err(e);
            }
            let child = self.pointer(heap, facts, &children, &format!("the elements of the array of pointers {about}"))?;
            return Ok((NodeKind::Array { elem, elems: Elems::Pointers(child) }, format!("array of pointers {about}"), sizes));
        }
        let elems = self.records(heap, facts, objs, elem, &slots, about)?;
        Ok((NodeKind::Array { elem, elems }, format!("array of {elem}-byte records {about}"), sizes))
    }

    /// The pointer fields and null slots of the `elem`-byte records of an array: field
    /// offsets modulo `elem` (element 0 stands for every element of a smashed array; a
    /// static-size array lists each element's fields).
    fn records(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], elem: u64, slots: &PointerSlots, about: &str) -> Result<Elems, String> {
        if slots.anywhere {
            return Err(records_anywhere(heap, objs, about));
        }
        let mut by_field: BTreeMap<u64, Vec<Target>> = BTreeMap::new();
        for &o in objs {
            for (off, targets) in heap.fields_interior(o) {
                let Offset::At(x) = *off else { continue };
                if x >= 0 && slots.holds(x) {
                    by_field.entry(x as u64 % elem).or_default().extend(targets.iter().copied());
                }
            }
        }
        if let Some((&off, _)) = by_field.iter().find(|(&off, _)| off + 8 > elem) {
            return Err(format!("the records of the array {about} have a pointer at byte {off}, across the end of their {elem} bytes"));
        }
        let offsets: Vec<u64> = by_field.keys().copied().collect();
        let targets_at = |off: u64| by_field.get(&off).cloned().unwrap_or_default();
        let whose = format!("the records of {about}");
        let (ptr_fields, tagged) = self.pointer_fields(heap, facts, objs, Some(elem), &offsets, &targets_at, &whose)?;
        let mut null_slots = Vec::new();
        for off in facts.reads.unexplained_of(heap, objs) {
            let Offset::At(x) = off else {
                return Err(format!(
                    "a pointer is read from the records of {about} at a variable offset, and the analysis cannot tell which bytes are pointers"
                ));
            };
            let x = x.rem_euclid(elem as i64) as u64;
            if x + 8 <= elem && !ptr_fields.iter().any(|&(f, _)| f == x) && !null_slots.contains(&x) {
                null_slots.push(x);
            }
        }
        null_slots.sort_unstable();
        let null_slots = self.data_kept(heap, facts, objs, null_slots, &whose)?;
        Ok(Elems::Records { ptr_fields, null_slots, tagged })
    }

    /// A set of objects of several static sizes with pointer fields: one variant per
    /// size, told apart at run time by the object's extent. A variant whose extent the
    /// runtime cannot know, or an array among them, cannot be told apart: an error naming
    /// the object.
    fn poly(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], about: &str) -> Result<Layout, String> {
        let mut groups: BTreeMap<u64, Vec<ObjectId>> = BTreeMap::new();
        for &o in objs {
            let obj = heap.object(o);
            let why = match (array_elem(heap, o), obj.size) {
                // A fixed-size object walked by whole records with a variable index: a
                // struct's other pointer fields fold onto the records' (README: the 64 limit).
                (Some(elem), Some(_)) => Some(format!(
                    "it is taken for an array of {elem}-byte records (more than 64 records of a fixed-size array, written through a variable index); if it is a struct holding such an array beside other fields, allocate the array with malloc(n * sizeof *p) and keep a pointer to it in the struct"
                )),
                (Some(_), None) => Some("it is an array".to_string()),
                (None, None) => Some("its size is unknown".to_string()),
                (None, Some(_)) => sizes::runtime_source(obj).err().map(|e| format!("its size is not known at run time ({e})")),
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
        let sizes = sizes::runtime_sizes(heap, objs, describe)?;
        let list: Vec<String> = variants.iter().map(|v| v.0.to_string()).collect();
        Ok((NodeKind::Poly { variants }, format!("one of {} structs of {} bytes {about} and others (told apart by size)", list.len(), list.join("/")), sizes))
    }

    /// A struct: of one static size, or (`runtime`) of a size known at run time only,
    /// whose pointer fields lie at fixed offsets.
    fn structure(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], about: &str, runtime: bool) -> Result<Layout, String> {
        for &o in objs {
            let obj = heap.object(o);
            if obj.collapsed {
                let message = format!(
                    "the layout of the object {} is not known field by field: the analysis merged its fields (the program reaches it at offsets it cannot tell apart, such as an address computed as an integer or a byte offset beyond its size), so it cannot tell which words hold pointers; copy the data into memory the program allocates with malloc (an array of one element type, or a struct reached through its fields) and send that",
                    describe(obj)
                );
                return Err(in_rust_terms(heap, objs, &describe(obj), &message).unwrap_or(message));
            }
        }
        if let Some(e) = objs.iter().find_map(|&o| crate::rust_objects::unsendable_box(heap.object(o), &describe(heap.object(o)))) {
            return Err(e);
        }
        let fixed = if runtime { None } else { heap.object(objs[0]).size };
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
        if runtime && slots.anywhere {
            let cause = anywhere::anywhere_cause(heap, objs)
                .map_or(String::new(), |i| format!(" ({} {} moves them{})", anywhere::what(i), interior::place(i), anywhere::advice(i)));
            return Err(format!("the object {about}, whose size is known only at run time, holds pointers at offsets the analysis cannot tell apart{cause}"));
        }
        if slots.anywhere && indexed_pointers(heap, objs) {
            let data = facts.stores.any_into(heap, objs).map_or(String::new(), |s| format!(" next to data ({})", s.what));
            let message = format!(
                "the object {about} holds pointers stored through a variable index{data} at offsets the analysis cannot tell apart (an array of more than 64 records or pointers after other fields of a struct); allocate the array with malloc(n * sizeof *p) and keep a pointer to it in the struct"
            );
            return Err(in_rust_terms(heap, objs, about, &message).unwrap_or(message));
        }
        turned_back(heap, facts, objs, about, |off| match off {
            Offset::At(x) => !slots.holds(x),
            Offset::Any => !slots.anywhere,
        })?;
        let mut inside = Vec::new();
        // A pointer at or past the end is another variant's field seen through a
        // polymorphic pointer (path-insensitive analysis), never one of these objects.
        for off in offsets.into_iter().filter(|&o| o < 0 || fixed.is_none_or(|size| (o as u64) < size)) {
            if off < 0 || fixed.is_some_and(|size| off as u64 + 8 > size) {
                let message = format!("the object {about} has a pointer at byte {off}, which does not fit in its {} bytes (a pointer to a bigger object of another type, or an unaligned one)", fixed.unwrap_or(0));
                return Err(in_rust_terms(heap, objs, about, &message).unwrap_or(message));
            }
            inside.push(off as u64);
        }
        let targets_at = |off: u64| field_union(heap, objs, |o| o == Offset::At(off as i64));
        let whose = format!("the object {about}");
        let (ptr_fields, tagged) = self.pointer_fields(heap, facts, objs, fixed, &inside, &targets_at, &whose).map_err(|e| {
            let e = mixed_shapes(heap, facts, objs, &inside).unwrap_or(e);
            in_rust_terms(heap, objs, about, &e).unwrap_or(e)
        })?;
        let alloc = if objs.iter().all(|&o| heap.object(o).kind == ObjectKind::Heap("cormi_alloc_object".into())) { Alloc::Object } else { Alloc::Malloc };
        let limit = fixed.unwrap_or(u64::MAX);
        let null_slots = null_slots(heap, &facts.reads, objs, limit, &ptr_fields).map_err(|e| format!("{e} (the object {about})"))?;
        let null_slots = self.data_kept(heap, facts, objs, null_slots, &whose)?;
        match fixed {
            Some(size) => Ok((
                NodeKind::Struct { size, alloc, ptr_fields, null_slots, runtime: false, tagged },
                format!("struct of {size} bytes {about}"),
                sizes::static_sizes(objs),
            )),
            None => {
                let least = ptr_fields.iter().map(|f| f.0 + 8).chain(null_slots.iter().map(|&n| n + 8)).max().unwrap_or(0);
                let sizes = sizes::runtime_sizes(heap, objs, describe)?;
                let kind = NodeKind::Struct { size: least, alloc, ptr_fields, null_slots, runtime: true, tagged };
                Ok((kind, format!("struct of at least {least} bytes {about} (size at run time)"), sizes))
            }
        }
    }
}

impl Shapes {
    /// The pointer fields at `offsets` of a struct or record of `rec` bytes (`None`: a
    /// size known at run time only) and, when a `CORMI_UNION` marker applies
    /// ([`tagged`]), its tag switch. A field that data also lands on, and that no marker
    /// explains, is an error naming the union and the marker. `whose`: `the object ...`
    /// or `the records of ...`.
    #[allow(clippy::too_many_arguments)]
    fn pointer_fields(
        &mut self,
        heap: &HeapAnalysis,
        facts: &Facts,
        objs: &[ObjectId],
        rec: Option<u64>,
        offsets: &[u64],
        targets_at: &dyn Fn(u64) -> Vec<Target>,
        whose: &str,
    ) -> Result<PointerFields, String> {
        let applied = match rec {
            Some(rec) => tagged::apply(heap, facts, &tagged::Objects { objs, rec, offsets }, targets_at, whose)?,
            None => tagged::apply_runtime(heap, facts, objs, offsets, targets_at, whose)?,
        };
        let fields: Vec<(u64, Vec<Target>, u64)> = match &applied {
            Some(a) => a.fields.clone(),
            None => offsets.iter().map(|&off| (off, targets_at(off), tagged::ALWAYS)).collect(),
        };
        let mut ptr_fields = Vec::new();
        let mut active = Vec::new();
        for (off, targets, mask) in fields {
            let of = whose.strip_prefix("the object ").unwrap_or(whose);
            let what = format!("the pointer at byte {off} of {of}");
            let child = match self.pointer(heap, facts, &targets, &what) {
                Ok(child) => child,
                // Data stored on the same bytes, no marker: the union is the cause (its
                // pointers' objects differ because the members do).
                Err(e) => match union_conflict(heap, facts, objs, &[(off, 0)], rec).filter(|_| mask == tagged::ALWAYS) {
                    Some((off, err)) => return Err(format!("{err} ({whose}){}", union_proof::union_at(facts, objs, rec, off))),
                    None => return Err(format!("field at byte {off} of {of}: {}", union_hint(facts, objs, rec, off, mask, &targets, heap, e))),
                },
            };
            ptr_fields.push((off, child));
            active.push(mask);
        }
        let always: Vec<(u64, usize)> = ptr_fields.iter().zip(&active).filter(|(_, &m)| m == tagged::ALWAYS).map(|(f, _)| *f).collect();
        if let Some((off, err)) = union_conflict(heap, facts, objs, &always, rec) {
            return Err(format!("{err} ({whose}){}", union_proof::union_at(facts, objs, rec, off)));
        }
        // A field a CORMI_UNION marker makes a pointer under some tags only shares its
        // bytes with the other members' data (`b->u.bin.op = a->u.bin.op` copies an int
        // whose load overlaps another member's pointer): the marker says when they are one.
        let mut unmarked = ptr_fields.iter().zip(&active).filter(|(_, &m)| m == tagged::ALWAYS).map(|(f, _)| f.0);
        if let Some((off, store)) = unmarked.find_map(|off| facts.int_to_ptr.piece_into(heap, objs, off).map(|s| (off, s))) {
            return Err(format!(
                "the pointer at byte {off} of {whose} is written as an integer piece of a pointer at {}, so its bytes need not form an address of this node; cormi cannot send it: keep it as a pointer",
                crate::facts::int_to_ptr::place(store)
            ));
        }
        let Some(applied) = applied else {
            let offsets: Vec<u64> = ptr_fields.iter().map(|f| f.0).collect();
            if let Some(note) = rec.and_then(|rec| union_proof::note(facts, objs, rec, &offsets, whose)) {
                self.unions.push(UnionNote::Proof(note));
            }
            return Ok((ptr_fields, None));
        };
        self.unions.push(UnionNote::Marker(applied.note));
        Ok((ptr_fields, Some(Tagged { active, ..applied.tagged })))
    }

    /// The null slots of `objs`, none of them written with data: a slot the program
    /// reads as a pointer and writes with data is a union whose data member may be the
    /// active one. The receiver cannot keep those bytes (a message must never hand the
    /// program a pointer) nor write NULL over the data: an error naming the marker.
    fn data_kept(&mut self, heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], mut null_slots: Vec<u64>, whose: &str) -> Result<Vec<u64>, String> {
        // An integer field (no union covers it) written with data and read as a pointer
        // only through an integer-to-pointer cast (an opaque handle that the serving
        // node made and gets back) travels as the integer it is, as an integer argument
        // does; one that carries this node's pointer is refused by `turned_back`.
        null_slots.retain(|&off| {
            let handle = facts.stores.overlapping(heap, objs, off, None).is_some()
                && facts.reads.only_as_integer(heap, objs, off as i64)
                && union_proof::union_at(facts, objs, None, off).is_empty();
            !handle
        });
        for &off in &null_slots {
            if let Some(s) = facts.stores.overlapping(heap, objs, off, None) {
                return Err(format!(
                    "is a union whose active member cannot be known: byte {off} of {whose} is read as a pointer and written with data ({}), and no pointer is ever stored there; say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition, or keep pointers and other data in separate fields{}",
                    s.what,
                    union_proof::union_at(facts, objs, None, off)
                ));
            }
        }
        Ok(null_slots)
    }
}

/// The error for records whose pointers lie at offsets not known statically: naming the
/// instruction that put them there when one is found.
fn records_anywhere(heap: &HeapAnalysis, objs: &[ObjectId], about: &str) -> String {
    let Some(i) = anywhere::anywhere_cause(heap, objs) else {
        return format!(
            "the records of the array {about} hold pointers at offsets the analysis cannot tell apart (the array is written through a pointer that is not a pointer to its records); only arrays whose records are written field by field (or moved whole) can be sent"
        );
    };
    format!(
        "the records of the array {about} hold pointers at offsets the analysis cannot tell apart: {} {} moves pointers into it at a byte offset that is not a field of its records (a copy, a sort or a store by a size or an index that is not a whole record); move whole records (`a[i] = a[j]`, memcpy or memmove of `k * sizeof *a` bytes between records, qsort with `sizeof *a`)",
        anywhere::what(i),
        interior::place(i)
    )
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

    /// Whether pointers lie only at offsets that are multiples of `elem` (or anywhere:
    /// an array of pointers written through an index).
    fn only_at_zero(&self, elem: u64) -> bool {
        self.exact.iter().all(|&x| x.rem_euclid(elem as i64) == 0)
    }
}

/// Whether `class` is laid out as a [`NodeKind::Poly`] (the arm of `Shapes::layout`
/// that calls `Shapes::poly`: no arrays, pointer fields, several static sizes).
fn polymorphic(heap: &HeapAnalysis, facts: &Facts, class: &[ObjectId]) -> bool {
    let sizes: BTreeSet<Option<u64>> = class.iter().map(|&o| heap.object(o).size).collect();
    sizes.len() > 1
        && !sizes.contains(&None)
        && class.iter().all(|&o| array_elem(heap, o).is_none())
        && PointerSlots::of(heap, facts, class).any()
        && !only_data(heap, facts, class)
}

/// The objects of `class` of the one size every object of `objs` has, when `class` is
/// polymorphic ([`polymorphic`]): the group `Shapes::poly` builds that variant from.
fn one_variant(heap: &HeapAnalysis, facts: &Facts, class: &[ObjectId], objs: &[ObjectId]) -> Option<Vec<ObjectId>> {
    let size = heap.object(*objs.first()?).size?;
    if objs.iter().any(|&o| heap.object(o).size != Some(size)) || !polymorphic(heap, facts, class) {
        return None;
    }
    Some(class.iter().copied().filter(|&o| heap.object(o).size == Some(size)).collect())
}

/// Whether no pointer ever lands in `objs` (no field with targets, which the heap
/// analysis tracks through byte copies too) and every read of them as a pointer is
/// explained by another object the read may reach ([`PointerReads`]): a string reached
/// through a union member whose other members point to structs (`ev(a->u.bin.l)` also
/// reads the `u.name` string as an `Ast`). Their bytes are data on both nodes, and such a
/// read, which the program makes only through another member's tag, reads the same
/// data on either node.
fn only_data(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId]) -> bool {
    objs.iter().all(|&o| heap.fields(o).iter().all(|(_, t)| t.is_empty())) && facts.reads.unexplained_of(heap, objs).is_empty()
}

/// Integer fields (those `sent_as_bytes` picks) that carry a pointer's bits which the
/// program turns back into a pointer somewhere ([`crate::facts::int_to_ptr`], e.g. a tagged
/// pointer `(uintptr_t)p | 1`): the receiver would follow the sender's address, so an
/// error naming the field and the `inttoptr`.
fn turned_back(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], about: &str, sent_as_bytes: impl Fn(Offset) -> bool) -> Result<(), String> {
    for &o in objs {
        for (off, targets) in heap.fields(o).iter().filter(|(off, _)| sent_as_bytes(*off)) {
            let Some(back) = facts.int_to_ptr.reaching(heap, targets.iter().map(|t| t.obj)) else { continue };
            return Err(format!(
                "the integer at byte {off} of the object {about} holds a pointer converted to an integer, which is {}; cormi cannot send such pointers: keep them as pointers",
                crate::facts::int_to_ptr::describe(back)
            ));
        }
    }
    Ok(())
}

/// Objects of different kinds behind one pointer: one holds a pointer at a byte where
/// another, of another size, holds data (a string from `strdup` and a list node reached through one union
/// member, one read as the other's type). Nothing tells them apart at run time: asked
/// when the pointer fields are refused (a marker may tell a union's objects apart), for
/// an error naming both instead of a union that is not there.
fn mixed_shapes(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], offsets: &[u64]) -> Option<String> {
    if objs.len() < 2 {
        return None;
    }
    offsets.iter().find_map(|&off| {
        let holds = |o: ObjectId| heap.fields(o).iter().any(|(f, t)| *f == Offset::At(off as i64) && !t.is_empty());
        let pointer = objs.iter().copied().find(|&o| holds(o))?;
        let size = heap.object(pointer).size;
        // Objects of one size may be one struct's, a union's members: the union's error.
        let other_kind = |o: ObjectId| !holds(o) && heap.object(o).size != size;
        let (data, store) = objs.iter().filter(|&&o| other_kind(o)).find_map(|&o| facts.stores.overlapping(heap, &[o], off, None).map(|s| (o, s)))?;
        Some(format!(
            "may point to objects of different kinds that cannot be told apart at run time: {} holds data at byte {off} ({}) where {} holds a pointer. They meet behind one pointer when the analysis cannot tell which union member a pointer was stored as: store a constant tag beside each pointer (`v->tag = V_LIST; v->u.items = head;`, in one block or on every path before the pointer), build a member's data in a local variable rather than through the member (`it->next = v->u.items;` reads every member's objects), or keep the kinds in separate fields",
            describe(heap.object(data)),
            store.what,
            describe(heap.object(pointer))
        ))
    })
}

/// A pointer's error `e`, with the fix when its field is a union member, no marker of
/// its struct's size exists, and it points to objects of several allocation sites: the members may point to
/// different structs, which only a tag tells apart.
#[allow(clippy::too_many_arguments)]
fn union_hint(facts: &Facts, objs: &[ObjectId], rec: Option<u64>, off: u64, mask: u64, targets: &[Target], heap: &HeapAnalysis, e: String) -> String {
    let sites: BTreeSet<u32> = targets.iter().map(|t| heap.object(t.obj).physical).collect();
    let at = union_proof::union_at(facts, objs, rec, off);
    let unmarked = rec.is_some_and(|r| facts.markers.of_size(r).next().is_none());
    let Some(at) = at.strip_prefix("; ").filter(|_| unmarked && mask == tagged::ALWAYS && sites.len() >= 2) else { return e };
    format!(
        "{at} and no CORMI_UNION marker, and the objects its members point to at byte {off} cannot be sent as one ({e}); when the members point to different structs, say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition"
    )
}

/// The library functions whose results are streams (`FILE *`, `DIR *`).
const STREAM_OPENERS: &[&str] =
    &["fopen", "fopen64", "fdopen", "tmpfile", "tmpfile64", "popen", "fmemopen", "opendir", "fdopendir", "open_memstream", "open_wmemstream"];

/// What `obj` is when it is a stream the program opened or a standard one: `the stream
/// opened by fopen allocated at main:11`, `the standard stream stdout`.
fn stream_of(obj: &AbstractObject) -> Option<String> {
    let ObjectKind::Library(name) = &obj.kind else { return None };
    let name = name.strip_suffix("-internals").unwrap_or(name);
    if STREAM_OPENERS.contains(&name) {
        return Some(format!("the stream {}", describe(obj)));
    }
    let std = name.strip_prefix("extern:")?;
    ["stdin", "stdout", "stderr"].contains(&std).then(|| format!("the standard stream {std}"))
}

/// A pointer field that scalar data also lands on: a union (or variant) whose active
/// member cannot be known ([`crate::facts::scalar_stores`]). The message names the
/// union's struct when a marker of that size exists and the fix: the marker.
fn union_conflict(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], ptr_fields: &[(u64, usize)], rec: Option<u64>) -> Option<(u64, String)> {
    ptr_fields.iter().find_map(|&(off, _)| {
        facts.stores.overlapping(heap, objs, off, rec).map(|s| {
            let near = match rec.and_then(|r| facts.markers.of_size(r).next()) {
                Some(m) => format!(" ({} does not cover byte {off})", m.describe()),
                // A marked struct inside a bigger one (`struct Row { Value cols[3]; }`).
                None => match rec.and_then(|r| facts.markers.markers.iter().find(|m| m.size < r)) {
                    Some(m) => format!(
                        " (if byte {off} is inside a {} held in a bigger struct: {} applies to objects and arrays of {} itself, not to one nested in another struct; send the {} array or object through its own pointer)",
                        m.type_name,
                        m.describe(),
                        m.type_name,
                        m.type_name
                    ),
                    None => String::new(),
                },
            };
            let msg = format!(
                "is a union whose active member cannot be known: the pointer at byte {off} overlaps non-pointer data ({}); say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition{near}, or keep pointers and other data in separate fields",
                s.what
            );
            (off, msg)
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

/// The error for a pointer to function `name`; a Rust trait method (`<T as Trait>::m`)
/// is what a trait object's vtable holds.
fn function_pointer(name: &str) -> String {
    match crate::rust_names::trait_of(name) {
        Some(t) => format!("is a function pointer ('{name}'), a method of trait '{t}' as a trait object's vtable holds: trait objects (`dyn {t}`) cannot be sent yet, and code cannot be sent to another node; send the implementing type's value instead"),
        None => format!("is a function pointer ('{name}'); code cannot be sent to another node"),
    }
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
            ObjectKind::Function => return Err(function_pointer(&obj.function)),
            ObjectKind::Library(_) if sizes::runtime_source(obj).is_ok() => {}
            // A library object of a static size (localtime's `struct tm`).
            ObjectKind::Library(f) if obj.size.is_some() && crate::heap::storage_named(f).is_some() => {}
            ObjectKind::VarArgs | ObjectKind::Library(_) => return Err(format!("may point to {}, which cannot be copied", describe(obj))),
            _ => {}
        }
        // Pointers into argv's strings (offset *: one collapsed object) come here as
        // starts: `Shapes::interior_of` has them found by their address.
        if t.offset != Offset::At(0) {
            let why = match (laundered_into(heap, *t), interior::interior_cause(heap, *t)) {
                (Some(i), _) => format!(": the integer turned into a pointer {} may hold any exposed address", source_place(i)),
                (None, Some(i)) => format!(": {} {} moves a pointer to it off its start", interior::what(i), interior::place(i)),
                (None, None) => String::new(),
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
    heap.debug().laundered_int_to_ptr.iter().copied().find(|&i| interior::may_hold(heap, i, t))
}

/// `at file:line` of an instruction, or `in function` without debug info.
fn source_place(i: llvm_sys::prelude::LLVMValueRef) -> String {
    match ir::source_loc(i) {
        Some(l) => format!("at {}:{}", l.file, l.line),
        None => format!("in {} (-g gives file:line)", ir::name(ir::parent_function(i))),
    }
}

/// Union of the targets of the fields of `objs` whose offset matches `keep` (pointers to
/// later elements of arrays as `HeapAnalysis::points_to_interior` gives them).
fn field_union(heap: &HeapAnalysis, objs: &[ObjectId], keep: impl Fn(Offset) -> bool) -> Vec<Target> {
    let mut out: BTreeSet<Target> = BTreeSet::new();
    for &o in objs {
        for (off, ts) in heap.fields_interior(o) {
            if keep(*off) || *off == Offset::Any {
                out.extend(ts.iter().copied());
            }
        }
    }
    out.into_iter().collect()
}

/// The element size of an array: an object of unknown size allocated as `n` elements
/// (`AbstractObject::elem`), or a `cormi_alloc_array` object (following clones to the
/// original allocation call); `None` for any other object. A non-constant element size
/// of `cormi_alloc_array` is reported as `Some(0)`, which no layout accepts.
fn array_elem(heap: &HeapAnalysis, mut id: ObjectId) -> Option<u64> {
    loop {
        let obj = heap.object(id);
        if obj.elem.is_some() {
            return obj.elem;
        }
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

/// Whether `objs` (of one static size, a multiple of 8; `slots` their pointer slots) hold pointers stored through a
/// variable index at offsets the heap analysis does not tell apart and pointers nowhere
/// else but at 8-byte slots: an array of pointers.
fn indexed_pointer_array(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], slots: &PointerSlots) -> bool {
    let size = heap.object(objs[0]).size.unwrap_or(0);
    indexed_pointers(heap, objs) && slots.anywhere && size > 0 && size.is_multiple_of(8) && slots.only_at_zero(8) && facts.stores.any_into(heap, objs).is_none()
}

/// Whether a pointer is stored into `objs` through a variable index (at an offset the
/// heap analysis does not tell apart).
fn indexed_pointers(heap: &HeapAnalysis, objs: &[ObjectId]) -> bool {
    objs.iter().any(|&o| heap.fields(o).iter().any(|(off, t)| *off == Offset::Any && !t.is_empty()))
}

/// Whether every object of `objs` that is not an array holds whole `elem`-byte elements:
/// such an object (`calloc(1, sizeof(char *))` or `malloc(2 * sizeof(Item))` beside the
/// array `realloc` makes of it) is an array of a constant count, its count read from its
/// extent at run time like the arrays'. Its pointer fields are taken modulo `elem` with
/// the arrays' (`Shapes::records`), so a pointer at a byte where a record holds data is
/// the union error, never data sent as a pointer or a pointer sent as data.
fn whole_elements(heap: &HeapAnalysis, objs: &[ObjectId], elem: u64) -> bool {
    objs.iter().all(|&o| array_elem(heap, o).is_some() || heap.object(o).size.is_some_and(|s| s > 0 && s % elem == 0))
}

/// An object of a constant size taken for an array of pointers with others
/// ([`whole_elements`]: more than one element) whose bytes hold data somewhere: a struct
/// (`{Node *p; long n;}`), not an array; every element of the array is sent as a pointer,
/// so an error naming the object and the store. (Records check their pointer fields
/// against data in `Shapes::pointer_fields`.)
fn data_among_pointers(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId], elem: u64) -> Option<String> {
    let constant = |o: ObjectId| array_elem(heap, o).is_none() && heap.object(o).size.is_some_and(|s| s > elem);
    objs.iter().filter(|&&o| constant(o)).find_map(|&o| {
        facts.stores.overlapping(heap, &[o], 0, Some(elem)).map(|s| {
            format!(
                "may point to arrays of pointers and to the object {} of a constant size, which holds data ({}) where an array holds pointers; they cannot be told apart at run time: keep them behind separate pointers",
                describe(heap.object(o)),
                s.what
            )
        })
    })
}

/// The refusal `message` of the layout of `objs` in terms of the Rust type of one of
/// them, when debug info gives it ([`crate::rust_objects::refusal`]).
fn in_rust_terms(heap: &HeapAnalysis, objs: &[ObjectId], about: &str, message: &str) -> Option<String> {
    objs.iter().find_map(|&o| crate::rust_objects::refusal(heap.object(o), about, message))
}

/// `allocated at main:14` (or `allocated in main`, or only the kind for a library's storage).
pub fn describe(obj: &AbstractObject) -> String {
    let what = obj.kind.label();
    match obj.line {
        // Storage of a library function (its kind names it) belongs to no function here.
        _ if obj.function.is_empty() => format!("({what})"),
        Some(l) => format!("({what}) allocated at {}:{l}", obj.function),
        None => format!("({what}) allocated in {}", obj.function),
    }
}

/// The union of the points-to sets of every value `method` returns.
pub fn returned_targets(heap: &HeapAnalysis, method: llvm_sys::prelude::LLVMValueRef) -> Vec<Target> {
    returned(method, |v| heap.points_to(v).to_vec())
}

/// [`returned_targets`] as [`HeapAnalysis::points_to_interior`] gives them (pointers to
/// later elements of arrays inside their objects), for the result's shape.
pub fn returned_targets_interior(heap: &HeapAnalysis, method: llvm_sys::prelude::LLVMValueRef) -> Vec<Target> {
    returned(method, |v| heap.points_to_interior(v))
}

fn returned(method: llvm_sys::prelude::LLVMValueRef, pts: impl Fn(llvm_sys::prelude::LLVMValueRef) -> Vec<Target>) -> Vec<Target> {
    let mut out: BTreeSet<Target> = BTreeSet::new();
    for bb in ir::blocks(method) {
        for i in ir::block_instructions(bb) {
            if ir::opcode(i) == llvm_sys::LLVMOpcode::LLVMRet && ir::num_operands(i) == 1 {
                out.extend(pts(ir::operand(i, 0)));
            }
        }
    }
    out.into_iter().collect()
}
