//! The constraint graph and its worklist solver.
//!
//! Nodes are pointer-carrying IR values and object fields ("locations": an object at a
//! byte offset, each with a content node). Points-to sets are hash-consed sets of
//! location ids ([`PtsSets`]; nodes hold [`SetId`]s). Edges and constraints (Andersen-style, field-sensitive):
//!
//! | constraint | meaning |
//! | --- | --- |
//! | addr `n ∋ l` | `n` points to location `l` |
//! | copy `a -> b` | `pts(b) ⊇ pts(a)` |
//! | gep `a -(k)-> b` | `pts(b) ⊇ { (o, off+k) : (o, off) ∈ pts(a) }`; `k = ANY` collapses `o` |
//! | clone `a -(key)-> b` | `pts(b) ⊇ { (clone(key, o), off) }` (see `cloning.rs`) |
//! | load `dst = *p` | for each `l ∈ pts(p)`: copy `content(l) -> dst` (through the node of `pts(p)`'s contents) |
//! | store `*p = src` | for each `l ∈ pts(p)`: copy `src -> content(l)` |
//! | icall `p(args)` | each function object in `pts(p)` is reported once to the driver |
//! | memcpy `d, s, len` | field-wise copy edges between the objects of `pts(s)` and `pts(d)` |
//!
//! Every constraint can be added at any time (also while solving): it is applied to the
//! current points-to sets at once, so the driver and the library models use one API.
//!
//! Solving: difference propagation over a worklist ordered by the topological rank of the
//! last SCC pass (FIFO among equal ranks); every so often (and whenever the
//! worklist drains after new edges) an SCC pass (cycles.rs, Pearce's Tarjan) runs over copy and
//! gep edges and each cycle is merged into one node (union-find). A cycle containing a gep
//! edge with a non-zero offset is a positive-weight cycle (a pointer walk): once merged,
//! its gep edges lead back into their own node and map every location to its object's
//! variable-index location ([`VAR`]), which bounds offsets; the objects stay
//! field-sensitive and the walk's start (outside the cycle) keeps its offset. Objects
//! collapse on a negative or huge offset, or more than
//! [`MAX_FIELDS`] fields ([`MAX_FIELDS_SIZED`] for offsets inside an object of known
//! size); collapsing merges all field nodes of the object.
//!
//! Escape: the unknown object's single field ("unknown content") points to the unknown
//! object and to every location that reached it; an object whose location reaches it
//! escapes: each of its fields gets copy edges to and from unknown content.
//!
//! Invariants: node and location ids only grow; `find` gives a node's representative;
//! `prev(n) ⊆ pts(n)` is what `n`'s edges and constraints have seen; the solver never
//! iterates a hash map (determinism).
//!
//! Files, one concern each:
//!
//! | file | concern |
//! | --- | --- |
//! | `mod.rs` | ids and limits, the node/constraint/object-state data, [`Solver`] and its constructor |
//! | `fields.rs` | objects and field locations, collapsing, escape, clones |
//! | `edges.rs` | union-find nodes and adding constraints; the gep/strided/clone maps |
//! | `derefs.rs` | loads through shared sets: one content node per points-to set |
//! | `memcpy.rs` | memcpy constraints (part nodes, source watches) |
//! | `cycles.rs` | merging nodes, SCC detection and collapsing, positive-weight cycles |
//! | `propagate.rs` | the worklist and difference propagation, compaction of the set arena |
//! | `queries.rs` | read-outs after solving and the counters |
//! | `fxhash.rs` | the deterministic hasher of the lookup tables |

mod cycles;
mod derefs;
mod edges;
mod fields;
mod fxhash;
mod memcpy;
mod propagate;
mod queries;
mod zero_cycles;

pub(crate) use fxhash::{FxMap, FxSet};

use super::cloning::CloneKey;
use super::objects::{AbstractObject, AllocSite, ObjectId, ObjectKind};
use super::pts_sets::{PtsSets, SetId};

/// A constraint-graph node.
pub(crate) type NodeId = u32;
/// A location: (object, byte offset or [`ANY`]).
pub(crate) type LocId = u32;
/// The offset of a collapsed object's single field / a variable index.
pub(crate) const ANY: i64 = i64::MIN;
/// A variable offset inside an object that is *not* collapsed (array smashing): loads
/// through it read every field (its content node gathers them all), stores through it
/// write every field (through a separate write node), and the fields stay apart.
pub(crate) const VAR: i64 = i64::MIN + 1;
/// Copy edges past which the solve gives up with an error (a few GiB of memory; the
/// largest test programs need under 4 million).
pub(crate) const MAX_COPY_EDGES: usize = 40_000_000;
/// Field locations past which the solve gives up with an error.
pub(crate) const MAX_LOCATIONS: usize = 2_000_000;
/// More distinct fields than this collapse an object of unknown size.
pub(crate) const MAX_FIELDS: usize = 256;
/// More distinct fields than this collapse an object of known size (whose offsets are
/// bounded by its size anyway): large tables of pointer slots, such as a global
/// `void *slots[1000]` indexed by constants, stay field-sensitive.
pub(crate) const MAX_FIELDS_SIZED: usize = 1 << 16;
/// A strided edge reaching more slots of one object than this gives its variable-index
/// location instead.
pub(crate) const MAX_STRIDED_SLOTS: i64 = 64;
/// A location made by this many gep edges in a row (each from the previous one's
/// location) is taken for a pointer walk that no SCC pass has found yet: the next gep
/// reaches the variable-index location (see `map_gep`).
pub(crate) const MAX_GEP_CHAIN: u8 = 6;
/// "No node" (a location not made by a gep edge).
pub(crate) const NO_NODE: NodeId = NodeId::MAX;
/// Offsets beyond this (for objects of unknown size) collapse the object.
pub(crate) const MAX_OFFSET: i64 = 1 << 24;
/// Index of the pseudo-function "unknown code" reported for indirect calls through the
/// unknown object.
pub(crate) const UNKNOWN_FN: u32 = u32::MAX;

/// A constraint-graph node: 64 bytes. Most nodes have only copy and gep edges (sqlite3:
/// 18 k of 250 k nodes have anything else), so the other lists live in [`Rare`], boxed.
#[derive(Default)]
struct Node {
    pts: SetId,
    /// The part of `pts` already pushed through this node's edges and constraints
    /// (`prev ⊆ pts`; `pts \ prev` is the pending difference).
    prev: SetId,
    copy: Vec<NodeId>,
    gep: Vec<(NodeId, i64)>,
    rare: Option<Box<Rare>>,
}

/// A node's constraints other than copy and gep edges.
#[derive(Default)]
struct Rare {
    /// Strided edges `(to, stride)`: see [`Solver::add_strided`].
    strided: Vec<(NodeId, i64)>,
    clone: Vec<(NodeId, CloneKey)>,
    /// The entries of `clone` once it is long (the node unknown content merges into
    /// gathers one per escaped field of a cloned object): a linear search per added
    /// edge was quadratic. May lack entries `restore` appended (a duplicate then only
    /// costs a repeated map).
    clone_seen: FxSet<(NodeId, CloneKey)>,
    loads: Vec<NodeId>,
    stores: Vec<NodeId>,
    icalls: Vec<u32>,
    memcpys: Vec<u32>,
}

impl Node {
    /// The node's rare lists, made empty on first use.
    fn rare(&mut self) -> &mut Rare {
        self.rare.get_or_insert_with(Default::default)
    }

    /// Takes one of the rare lists out (empty when the node has none).
    fn take_rare<T>(&mut self, field: impl Fn(&mut Rare) -> &mut Vec<T>) -> Vec<T> {
        self.rare.as_mut().map(|r| std::mem::take(field(r))).unwrap_or_default()
    }

    /// A rare list, read-only (empty when the node has none).
    fn rare_list<T>(&self, field: impl Fn(&Rare) -> &Vec<T>) -> &[T] {
        self.rare.as_ref().map_or(&[], |r| field(r))
    }
}

impl Rare {
    /// Adds another node's lists after this node's (merging nodes).
    fn absorb(&mut self, other: Rare) {
        append(&mut self.strided, other.strided);
        self.absorb_clones(other.clone, other.clone_seen);
        append(&mut self.loads, other.loads);
        append(&mut self.stores, other.stores);
        append(&mut self.icalls, other.icalls);
        append(&mut self.memcpys, other.memcpys);
    }

    /// Adds another node's clone edges after this node's, without duplicates. When the
    /// other list is the longer one (every collapse of an escaped object merges a fresh
    /// node with the node of unknown content and its thousands of clone edges), its
    /// look-up set is kept rather than hashed again entry by entry.
    fn absorb_clones(&mut self, other: Vec<(NodeId, CloneKey)>, other_seen: FxSet<(NodeId, CloneKey)>) {
        if self.clone.len() >= other.len() {
            for c in other {
                self.push_clone(c);
            }
            return;
        }
        let mine = std::mem::replace(&mut self.clone, other);
        let mut seen = other_seen;
        if !mine.is_empty() {
            // Drop the other's duplicates of ours (a scan only when the set cannot rule
            // them out), then put ours first.
            if seen.is_empty() || mine.iter().any(|c| seen.contains(c)) {
                let dup: FxSet<(NodeId, CloneKey)> = mine.iter().copied().collect();
                self.clone.retain(|c| !dup.contains(c));
            }
            if !seen.is_empty() {
                seen.extend(mine.iter().copied());
            }
            self.clone.splice(0..0, mine);
        }
        self.clone_seen = seen;
    }
}

/// Appends `b` to `a`: when `b` is the longer, `a`'s elements move in front of `b`'s
/// (one move of `b`'s) instead of `b`'s being copied one by one; the order is the same.
fn append<T>(a: &mut Vec<T>, mut b: Vec<T>) {
    if a.len() < b.len() {
        b.splice(0..0, std::mem::take(a));
        *a = b;
    } else {
        a.extend(b);
    }
}

impl Rare {
    /// Adds clone edge `c` unless the list has it; whether it was added.
    fn push_clone(&mut self, c: (NodeId, CloneKey)) -> bool {
        const LINEAR: usize = 16;
        if self.clone.len() < LINEAR {
            if self.clone.contains(&c) {
                return false;
            }
        } else {
            if self.clone_seen.is_empty() {
                self.clone_seen.extend(self.clone.iter().copied());
            }
            if !self.clone_seen.insert(c) {
                return false;
            }
        }
        self.clone.push(c);
        true
    }
}

/// An indirect call (or a library callback) waiting for function objects.
pub(crate) struct Icall {
    /// The called pointer.
    pub callee: NodeId,
    /// Argument nodes by position (`None`: carries no pointers).
    pub args: Vec<Option<NodeId>>,
    /// The call's result node.
    pub ret: Option<NodeId>,
    /// The call instruction (for per-site objects of models); null for synthetic calls.
    pub inst: llvm_sys::prelude::LLVMValueRef,
    /// Calls made by unknown code: every parameter gets unknown content.
    pub all_unknown: bool,
    /// Calls only the functions the callee set names: a model's callback whose functions
    /// come from a constant vtable, read through fields that also hold other pointers
    /// (the unknown object there is no function this call makes).
    pub known_only: bool,
    resolved: FxSet<u32>,
}

impl Icall {
    /// A new indirect call constraint.
    pub fn new(callee: NodeId, args: Vec<Option<NodeId>>, ret: Option<NodeId>, inst: llvm_sys::prelude::LLVMValueRef) -> Icall {
        Icall { callee, args, ret, inst, all_unknown: false, known_only: false, resolved: FxSet::default() }
    }
}

/// A memcpy constraint. Source fields are gathered into one node per offset relative to
/// the copy's start (`parts`), which then feed the same relative offsets of every
/// destination: linear in sources + destinations, not their product. A destination that
/// takes every part into one node (a collapsed object, a variable index) is fed by `all`,
/// the union of the parts, through one edge.
struct Memcpy {
    dst: NodeId,
    src: NodeId,
    len: Option<i64>,
    parts: Vec<(i64, NodeId)>,
    /// `parts` by relative offset (a copy of unknown length may have a thousand).
    part_at: FxMap<i64, NodeId>,
    all: Option<NodeId>,
    srcs: FxSet<LocId>,
    /// Destinations with a field per part.
    dsts: Vec<LocId>,
    dst_set: FxSet<LocId>,
}

/// "New fields of this object at offsets `[src_base, src_base+len)` feed memcpy `mc`."
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct MemcpyWatch {
    src_base: i64,
    len: Option<i64>,
    mc: u32,
}

#[derive(Default)]
struct ObjState {
    fields: Vec<LocId>,
    clones: Vec<(ObjectId, CloneKey)>,
    clone_srcs: Vec<(ObjectId, CloneKey)>,
    watches: Vec<MemcpyWatch>,
    /// `[from, to)` byte ranges and the memcpy part every field made there gets (what a
    /// short copy moved from anywhere in its source: `memcpy.rs` `memcpy_link`).
    fills: Vec<(i64, i64, NodeId)>,
}

/// The solver state: objects, locations, nodes, constraints.
pub(crate) struct Solver {
    pub objects: Vec<AbstractObject>,
    /// Every points-to set, hash-consed; nodes hold [`SetId`]s.
    pub sets: PtsSets,
    obj_state: Vec<ObjState>,
    next_number: u32,
    locs: Vec<(ObjectId, i64)>,
    loc_map: FxMap<(u32, i64), LocId>,
    loc_node: Vec<NodeId>,
    /// Per location, the gep edge that made it (source node, offset; [`NO_NODE`] when
    /// none) and how many gep edges in a row did: finds pointer walks before an SCC pass.
    loc_gep: Vec<(NodeId, i64, u8)>,
    /// The source node of the gep edge being applied ([`NO_NODE`] outside one).
    gep_src: NodeId,
    nodes: Vec<Node>,
    rep: Vec<NodeId>,
    /// Pending nodes by (topological rank from the last SCC pass, arrival order).
    worklist: std::collections::BinaryHeap<std::cmp::Reverse<(u32, u64, NodeId)>>,
    wl_seq: u64,
    rank: Vec<u32>,
    in_wl: Vec<bool>,
    /// Copy edges added, as `from << 32 | to` (one hash round per look-up).
    copy_set: FxSet<u64>,
    icalls: Vec<Icall>,
    memcpys: Vec<Memcpy>,
    watch_set: FxSet<(u32, MemcpyWatch)>,
    clone_map: FxMap<(CloneKey, u32), ObjectId>,
    linked: FxSet<(u32, u32)>,
    /// Write nodes of the `VAR` locations, by object.
    var_write: FxMap<u32, NodeId>,
    /// Function objects -> index in the driver's function table.
    pub obj_fn: FxMap<u32, u32>,
    /// Remote method names by function-table index (for clone descriptions).
    pub method_names: FxMap<u32, String>,
    /// (icall, function index) pairs found since the driver last looked.
    pub pending: Vec<(u32, u32)>,
    /// The unknown object's content node.
    pub ucontent: NodeId,
    /// The unknown object's location.
    pub uloc: LocId,
    edges_since_scc: usize,
    edges_total: usize,
    /// Locations made by gep edges since the last SCC pass: many of them hint at a
    /// positive-weight cycle, so the next SCC pass comes early.
    gep_new_locs: usize,
    /// Bumped whenever the interner forgets the gep maps (see `map_gep`).
    map_epoch: u64,
    /// Per points-to set, the node holding its locations' contents (`derefs.rs`).
    set_contents: FxMap<SetId, NodeId>,
    pub stats: crate::heap::SolveStats,
}

impl Solver {
    /// A solver holding only the unknown object (id 0, numbered (0,0)).
    pub fn new() -> Solver {
        let mut s = Solver {
            objects: Vec::new(),
            sets: PtsSets::new(),
            obj_state: Vec::new(),
            next_number: 0,
            locs: Vec::new(),
            loc_map: FxMap::default(),
            loc_node: Vec::new(),
            loc_gep: Vec::new(),
            gep_src: NO_NODE,
            nodes: Vec::new(),
            rep: Vec::new(),
            worklist: std::collections::BinaryHeap::new(),
            wl_seq: 0,
            rank: Vec::new(),
            in_wl: Vec::new(),
            copy_set: FxSet::default(),
            icalls: Vec::new(),
            memcpys: Vec::new(),
            watch_set: FxSet::default(),
            clone_map: FxMap::default(),
            linked: FxSet::default(),
            var_write: FxMap::default(),
            obj_fn: FxMap::default(),
            method_names: FxMap::default(),
            pending: Vec::new(),
            ucontent: 0,
            uloc: 0,
            edges_since_scc: 0,
            edges_total: 0,
            gep_new_locs: 0,
            map_epoch: 0,
            set_contents: FxMap::default(),
            stats: Default::default(),
        };
        let u = s.new_object(ObjectKind::Unknown, AllocSite::None, String::new(), None, None, false);
        s.objects[0].collapsed = true;
        s.objects[0].escaped = true;
        let uloc = s.loc(u, ANY);
        s.uloc = uloc;
        s.ucontent = s.loc_node[uloc as usize];
        let uc = s.ucontent;
        s.add_addr(uc, uloc);
        let mut ic = Icall::new(uc, Vec::new(), Some(uc), std::ptr::null_mut());
        ic.all_unknown = true;
        s.add_icall(ic);
        s
    }
}

#[cfg(test)]
mod tests {
    /// The node stays at one cache line (see [`super::Node`]).
    #[test]
    fn node_is_64_bytes() {
        assert_eq!(std::mem::size_of::<super::Node>(), 64);
    }

    /// A graph past its edge budget ends the solve with an error naming both counts.
    #[test]
    fn solve_stops_past_the_edge_budget() {
        let mut s = super::Solver::new();
        let (a, b) = (s.new_node(), s.new_node());
        s.add_copy(a, b);
        assert!(s.solve().is_ok());
        s.edges_total = super::MAX_COPY_EDGES + 1;
        let c = s.new_node();
        s.add_copy(b, c);
        let err = s.solve().expect_err("over budget");
        assert!(err.contains(&format!("{} copy edges", super::MAX_COPY_EDGES + 2)), "{err}");
    }
}
