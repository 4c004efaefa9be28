//! The constraint graph and its worklist solver.
//!
//! Nodes are pointer-carrying IR values and object fields ("locations": an object at a
//! byte offset, each with a content node). Points-to sets are [`SparseBitSet`]s of
//! location ids. Edges and constraints (Andersen-style, field-sensitive):
//!
//! | constraint | meaning |
//! | --- | --- |
//! | addr `n ∋ l` | `n` points to location `l` |
//! | copy `a -> b` | `pts(b) ⊇ pts(a)` |
//! | gep `a -(k)-> b` | `pts(b) ⊇ { (o, off+k) : (o, off) ∈ pts(a) }`; `k = ANY` collapses `o` |
//! | clone `a -(key)-> b` | `pts(b) ⊇ { (clone(key, o), off) }` (see `cloning.rs`) |
//! | load `dst = *p` | for each `l ∈ pts(p)`: copy `content(l) -> dst` |
//! | store `*p = src` | for each `l ∈ pts(p)`: copy `src -> content(l)` |
//! | icall `p(args)` | each function object in `pts(p)` is reported once to the driver |
//! | memcpy `d, s, len` | field-wise copy edges between the objects of `pts(s)` and `pts(d)` |
//!
//! Every constraint can be added at any time (also while solving): it is applied to the
//! current points-to sets at once, so the driver and the library models use one API.
//!
//! Solving: difference propagation over a worklist ordered by the topological rank of the
//! last SCC pass (FIFO among equal ranks); every so often (and whenever the
//! worklist drains after new edges) Tarjan's SCC algorithm (petgraph) runs over copy and
//! gep edges and each cycle is merged into one node (union-find). A cycle containing a gep
//! edge with a non-zero offset is a positive-weight cycle: every object that reaches it is
//! collapsed to field-insensitive (Pearce et al.), which also bounds offsets. Objects
//! collapse as well on a variable-index GEP, a negative or huge offset, or more than
//! [`MAX_FIELDS`] fields ([`MAX_FIELDS_SIZED`] for offsets inside an object of known
//! size); collapsing merges all field nodes of the object.
//!
//! Escape: the unknown object's single field ("unknown content") points to the unknown
//! object and to every location that reached it; an object whose location reaches it
//! escapes: each of its fields gets copy edges to and from unknown content.
//!
//! Invariants: node and location ids only grow; `find` gives a node's representative;
//! `delta(n) ⊆ pts(n)` is what `n`'s edges and constraints have not seen yet; the solver
//! never iterates a hash map (determinism).

use super::bitset::SparseBitSet;
use super::cloning::CloneKey;
use super::objects::{AbstractObject, AllocSite, ObjectId, ObjectKind};
use petgraph::graph::DiGraph;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

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
/// More distinct fields than this collapse an object of unknown size.
pub(crate) const MAX_FIELDS: usize = 256;
/// More distinct fields than this collapse an object of known size (whose offsets are
/// bounded by its size anyway): large tables of pointer slots, such as a global
/// `void *slots[1000]` indexed by constants, stay field-sensitive.
pub(crate) const MAX_FIELDS_SIZED: usize = 1 << 16;
/// A strided edge reaching more slots of one object than this gives its variable-index
/// location instead.
pub(crate) const MAX_STRIDED_SLOTS: i64 = 64;
/// Offsets beyond this (for objects of unknown size) collapse the object.
pub(crate) const MAX_OFFSET: i64 = 1 << 24;
/// Index of the pseudo-function "unknown code" reported for indirect calls through the
/// unknown object.
pub(crate) const UNKNOWN_FN: u32 = u32::MAX;

/// A fast, deterministic hasher (FxHash) for the solver's lookup tables.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        // A multiply mixes only upwards: bring the well-mixed high bits down to where
        // hashbrown takes the bucket index (as rustc-hash 2 does).
        self.0.rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64)
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64)
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

pub(crate) type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
pub(crate) type FxSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

#[derive(Default)]
struct Node {
    pts: SparseBitSet,
    /// The part of `pts` not yet pushed through this node's edges and constraints.
    delta: SparseBitSet,
    copy: Vec<NodeId>,
    gep: Vec<(NodeId, i64)>,
    /// Strided edges `(to, stride)`: see [`Solver::add_strided`].
    strided: Vec<(NodeId, i64)>,
    clone: Vec<(NodeId, CloneKey)>,
    loads: Vec<NodeId>,
    stores: Vec<NodeId>,
    icalls: Vec<u32>,
    memcpys: Vec<u32>,
    pwc: bool,
}

impl Node {
    /// `pts |= other`, recording the new locations in `delta`; true when `pts` grew.
    fn absorb(&mut self, other: &SparseBitSet) -> bool {
        self.pts.union_with_delta(other, &mut self.delta)
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
    resolved: FxSet<u32>,
}

impl Icall {
    /// A new indirect call constraint.
    pub fn new(callee: NodeId, args: Vec<Option<NodeId>>, ret: Option<NodeId>, inst: llvm_sys::prelude::LLVMValueRef) -> Icall {
        Icall { callee, args, ret, inst, all_unknown: false, resolved: FxSet::default() }
    }
}

/// A memcpy constraint. Source fields are gathered into one node per offset relative to
/// the copy's start (`parts`), which then feed the same relative offsets of every
/// destination: linear in sources + destinations, not their product.
struct Memcpy {
    dst: NodeId,
    src: NodeId,
    len: Option<i64>,
    parts: Vec<(i64, NodeId)>,
    srcs: FxSet<LocId>,
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
}

/// The solver state: objects, locations, nodes, constraints.
pub(crate) struct Solver {
    pub objects: Vec<AbstractObject>,
    obj_state: Vec<ObjState>,
    next_number: u32,
    locs: Vec<(ObjectId, i64)>,
    loc_map: FxMap<(u32, i64), LocId>,
    loc_node: Vec<NodeId>,
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
    pub stats: super::SolveStats,
}

impl Solver {
    /// A solver holding only the unknown object (id 0, numbered (0,0)).
    pub fn new() -> Solver {
        let mut s = Solver {
            objects: Vec::new(),
            obj_state: Vec::new(),
            next_number: 0,
            locs: Vec::new(),
            loc_map: FxMap::default(),
            loc_node: Vec::new(),
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

    // ----- objects and locations -----

    /// Creates an original object (logical = physical = the next number).
    pub fn new_object(&mut self, kind: ObjectKind, site: AllocSite, function: String, line: Option<u32>, size: Option<u64>, concrete: bool) -> ObjectId {
        let id = ObjectId(self.objects.len() as u32);
        let n = self.next_number;
        self.next_number += 1;
        self.objects.push(AbstractObject {
            id,
            logical: n,
            physical: n,
            kind,
            site,
            function,
            line,
            size,
            collapsed: false,
            escaped: false,
            indexed_pointers: false,
            ptr_offsets: Vec::new(),
            concrete,
        });
        self.obj_state.push(ObjState::default());
        id
    }

    /// The location (o, off), created on first use; normalises offsets of collapsed
    /// objects to [`ANY`] and collapses `o` on `ANY`, negative or huge offsets or too many
    /// fields.
    pub fn loc(&mut self, o: ObjectId, off: i64) -> LocId {
        let mut off = off;
        if self.objects[o.index()].collapsed {
            off = ANY;
        } else if off == VAR {
        } else if off == ANY || self.out_of_range(o, off) {
            self.collapse(o);
            off = ANY;
        }
        if let Some(&l) = self.loc_map.get(&(o.0, off)) {
            return l;
        }
        let l = self.locs.len() as LocId;
        let n = self.new_node();
        self.locs.push((o, off));
        self.loc_node.push(n);
        self.loc_map.insert((o.0, off), l);
        self.obj_state[o.index()].fields.push(l);
        self.on_new_loc(o, l, off);
        l
    }

    /// Offsets past a known size stay exact (no collapse): a path-insensitive access to a
    /// bigger variant's field through a pointer that may also hold a smaller object
    /// (`((Pair *)x)->b` where x may be a Leaf) is no real access of the smaller one, and
    /// collapsing it would lose its layout (codegen's polymorphic pointers).
    fn out_of_range(&self, o: ObjectId, off: i64) -> bool {
        // Inside a known size the size bounds the fields; past it (or without a size)
        // the small limit keeps a cycle of geps from growing fields for long.
        let inside = matches!(self.objects[o.index()].size, Some(sz) if sz > 0 && (off as u64) < sz);
        let limit = if inside { MAX_FIELDS_SIZED } else { MAX_FIELDS };
        !(0..=MAX_OFFSET).contains(&off) || self.obj_state[o.index()].fields.len() >= limit
    }

    /// The (object, offset) of a location.
    pub fn loc_parts(&self, l: LocId) -> (ObjectId, i64) {
        self.locs[l as usize]
    }

    /// The representative content node of a location.
    pub fn content(&mut self, l: LocId) -> NodeId {
        let n = self.loc_node[l as usize];
        self.find(n)
    }

    /// The node a store through location `l` writes: its content, or for a `VAR`
    /// location of a non-collapsed object its write node.
    pub fn store_node(&mut self, l: LocId) -> NodeId {
        let (o, off) = self.locs[l as usize];
        if off == VAR && !self.objects[o.index()].collapsed {
            if let Some(&w) = self.var_write.get(&o.0) {
                return self.find(w);
            }
        }
        self.content(l)
    }

    /// The field locations of an object (including a collapsed object's stale ones).
    pub fn object_fields(&self, o: ObjectId) -> &[LocId] {
        &self.obj_state[o.index()].fields
    }

    fn on_new_loc(&mut self, o: ObjectId, l: LocId, off: i64) {
        let c = self.loc_node[l as usize];
        if off == VAR {
            // The read node gathers every field, the write node feeds every field.
            let w = self.new_node();
            self.var_write.insert(o.0, w);
            self.add_copy(w, c);
            if self.objects[o.index()].escaped {
                let u = self.ucontent;
                self.add_copy(u, w);
                self.add_copy(c, u);
            }
            for f in self.obj_state[o.index()].fields.clone() {
                if f != l {
                    let fc = self.content(f);
                    self.add_copy(fc, c);
                    self.add_copy(w, fc);
                }
            }
            // Clones see what was stored through the variable index too.
            for (cl, key) in self.obj_state[o.index()].clones.clone() {
                let lc = self.loc(cl, VAR);
                self.link_clone_locs(l, lc, key);
            }
            for (src, key) in self.obj_state[o.index()].clone_srcs.clone() {
                let ls = self.loc(src, VAR);
                self.link_clone_locs(ls, l, key);
            }
            // memcpys reading this object copy what was written through the index.
            for w in self.obj_state[o.index()].watches.clone() {
                self.apply_watch(l, off, w);
            }
            return;
        }
        if let Some(&vl) = self.loc_map.get(&(o.0, VAR)) {
            if let Some(&w) = self.var_write.get(&o.0) {
                let r = self.content(vl);
                self.add_copy(c, r);
                self.add_copy(w, c);
            }
        }
        if self.objects[o.index()].escaped {
            let u = self.ucontent;
            self.add_copy(c, u);
            self.add_copy(u, c);
        }
        let clones = self.obj_state[o.index()].clones.clone();
        for (cl, key) in clones {
            let lc = self.loc(cl, off);
            let (a, b) = (self.content(l), self.content(lc));
            self.add_clone(a, b, key);
        }
        let srcs = self.obj_state[o.index()].clone_srcs.clone();
        for (src, key) in srcs {
            let ls = self.loc(src, off);
            let (a, b) = (self.content(ls), self.content(l));
            self.add_clone(a, b, key);
        }
        let watches = self.obj_state[o.index()].watches.clone();
        for w in watches {
            self.apply_watch(l, off, w);
        }
    }

    /// Clone edge from the content of original location `lo` to clone location `lc`
    /// (for `VAR` locations also between their write nodes).
    fn link_clone_locs(&mut self, lo: LocId, lc: LocId, key: CloneKey) {
        let (a, b) = (self.content(lo), self.content(lc));
        self.add_clone(a, b, key);
        let (oo, ooff) = self.locs[lo as usize];
        let (co, coff) = self.locs[lc as usize];
        if ooff == VAR && coff == VAR {
            if let (Some(&wo), Some(&wc)) = (self.var_write.get(&oo.0), self.var_write.get(&co.0)) {
                let (a, b) = (self.find(wo), self.find(wc));
                self.add_clone(a, b, key);
            }
        }
    }

    fn apply_watch(&mut self, l: LocId, off: i64, w: MemcpyWatch) {
        if off == VAR {
            // Pointers stored at a variable index may lie anywhere in the copied range:
            // what was written through the index goes to every destination field (the
            // destination's `VAR` write node). Fixed fields have their own watches.
            let o = self.locs[l as usize].0;
            if let Some(&wn) = self.var_write.get(&o.0) {
                let wn = self.find(wn);
                let part = self.memcpy_part(w.mc, ANY);
                self.add_copy(wn, part);
            }
            return;
        }
        let k = if off == ANY {
            ANY
        } else {
            if off < w.src_base || matches!(w.len, Some(len) if off >= w.src_base + len) {
                return;
            }
            off - w.src_base
        };
        let part = self.memcpy_part(w.mc, k);
        let c = self.content(l);
        self.add_copy(c, part);
    }

    /// Makes `o` field-insensitive: all its fields merge into the one `ANY` field; its
    /// clones and memcpy destinations collapse too.
    pub fn collapse(&mut self, o: ObjectId) {
        if self.objects[o.index()].collapsed {
            return;
        }
        self.objects[o.index()].collapsed = true;
        self.stats.objects_collapsed += 1;
        let any = self.loc(o, ANY);
        let fields = self.obj_state[o.index()].fields.clone();
        if let Some(w) = self.var_write.remove(&o.0) {
            let a = self.loc_node[any as usize];
            self.merge(a, w);
        }
        for f in fields {
            if f != any {
                let (a, b) = (self.loc_node[any as usize], self.loc_node[f as usize]);
                self.merge(a, b);
            }
        }
    }

    /// Marks `o` as escaped into unknown code.
    fn escape(&mut self, o: ObjectId) {
        if self.objects[o.index()].escaped {
            return;
        }
        self.objects[o.index()].escaped = true;
        let u = self.ucontent;
        for f in self.obj_state[o.index()].fields.clone() {
            let c = self.loc_node[f as usize];
            self.add_copy(c, u);
            self.add_copy(u, c);
        }
    }

    /// The clone of `o` for `key` (paper §2, figure 4): one per (key, physical number);
    /// links `o`'s fields to it on first meeting.
    fn clone_of(&mut self, key: CloneKey, o: ObjectId) -> ObjectId {
        let phys = self.objects[o.index()].physical;
        let c = match self.clone_map.get(&(key, phys)) {
            Some(&c) => c,
            None => {
                let src = &self.objects[o.index()];
                let id = ObjectId(self.objects.len() as u32);
                let method = self.method_names.get(&key.method).cloned().unwrap_or_default();
                let obj = AbstractObject {
                    id,
                    logical: self.next_number,
                    physical: phys,
                    kind: src.kind.clone(),
                    site: AllocSite::Clone { of: o, key, method },
                    function: src.function.clone(),
                    line: src.line,
                    size: src.size,
                    collapsed: false,
                    escaped: false,
                    indexed_pointers: false,
                    ptr_offsets: Vec::new(),
                    concrete: false,
                };
                self.next_number += 1;
                self.objects.push(obj);
                self.obj_state.push(ObjState::default());
                self.clone_map.insert((key, phys), id);
                id
            }
        };
        if self.linked.insert((o.0, c.0)) {
            self.obj_state[o.index()].clones.push((c, key));
            self.obj_state[c.index()].clone_srcs.push((o, key));
            for f in self.obj_state[o.index()].fields.clone() {
                let off = self.locs[f as usize].1;
                let lc = self.loc(c, off);
                self.link_clone_locs(f, lc, key);
            }
        }
        c
    }

    // ----- nodes and constraints -----

    /// A fresh node with an empty points-to set.
    pub fn new_node(&mut self) -> NodeId {
        let n = self.nodes.len() as NodeId;
        self.nodes.push(Node::default());
        self.rep.push(n);
        self.in_wl.push(false);
        self.rank.push(u32::MAX);
        n
    }

    /// The representative of a node (union-find with path halving).
    pub fn find(&mut self, mut n: NodeId) -> NodeId {
        while self.rep[n as usize] != n {
            let p = self.rep[n as usize];
            self.rep[n as usize] = self.rep[p as usize];
            n = p;
        }
        n
    }

    fn push(&mut self, n: NodeId) {
        if !self.in_wl[n as usize] {
            self.in_wl[n as usize] = true;
            self.wl_seq += 1;
            self.worklist.push(std::cmp::Reverse((self.rank[n as usize], self.wl_seq, n)));
        }
    }

    /// `pts(b) |= set`, queueing `b` when it grew.
    fn add_set(&mut self, b: NodeId, set: &SparseBitSet) {
        let b = self.find(b);
        if self.nodes[b as usize].absorb(set) {
            self.push(b);
        }
    }

    /// `pts(b) |= pts(a)` without copying `pts(a)`; queues `b` when it grew.
    fn union_nodes(&mut self, a: NodeId, b: NodeId) {
        let (a, b) = (a as usize, b as usize);
        if a == b {
            return;
        }
        let grew = if a < b {
            let (x, y) = self.nodes.split_at_mut(b);
            y[0].absorb(&x[a].pts)
        } else {
            let (x, y) = self.nodes.split_at_mut(a);
            x[b].absorb(&y[0].pts)
        };
        if grew {
            self.push(b as NodeId);
        }
    }

    /// `n ∋ l`.
    pub fn add_addr(&mut self, n: NodeId, l: LocId) {
        let n = self.find(n);
        if self.nodes[n as usize].pts.insert(l) {
            self.nodes[n as usize].delta.insert(l);
            self.push(n);
        }
    }

    /// Copy edge: `pts(b) ⊇ pts(a)`.
    pub fn add_copy(&mut self, a: NodeId, b: NodeId) {
        let (a, b) = (self.find(a), self.find(b));
        if a == b || !self.copy_set.insert((a as u64) << 32 | b as u64) {
            return;
        }
        self.nodes[a as usize].copy.push(b);
        self.edges_since_scc += 1;
        self.edges_total += 1;
        self.union_nodes(a, b);
    }

    /// Gep edge: `pts(b) ⊇ pts(a) + off` (`off` may be [`ANY`]).
    pub fn add_gep(&mut self, a: NodeId, b: NodeId, off: i64) {
        if off == 0 {
            return self.add_copy(a, b);
        }
        let a = self.find(a);
        self.nodes[a as usize].gep.push((b, off));
        self.edges_since_scc += 1;
        let set = self.nodes[a as usize].pts.clone();
        let mapped = self.map_gep(&set, off);
        self.add_set(b, &mapped);
    }

    /// Strided edge: `pts(b) ⊇ { (o, off') : (o, off) ∈ pts(a), off' ≡ off mod stride,
    /// 0 <= off' < size(o) }`, pointer arithmetic by a variable number of `stride`-byte
    /// elements that stays inside the object (C). Objects of unknown size, offsets past
    /// the size, and more than [`MAX_STRIDED_SLOTS`] slots give the variable-index
    /// location. Idempotent and never growing offsets, so not part of cycle detection.
    pub fn add_strided(&mut self, a: NodeId, b: NodeId, stride: i64) {
        let a = self.find(a);
        self.nodes[a as usize].strided.push((b, stride));
        let set = self.nodes[a as usize].pts.clone();
        let mapped = self.map_strided(&set, stride);
        self.add_set(b, &mapped);
    }

    /// Clone edge with `key` (see `cloning.rs`).
    pub fn add_clone(&mut self, a: NodeId, b: NodeId, key: CloneKey) {
        let a = self.find(a);
        if self.nodes[a as usize].clone.contains(&(b, key)) {
            return;
        }
        self.nodes[a as usize].clone.push((b, key));
        let set = self.nodes[a as usize].pts.clone();
        let mapped = self.map_clone(&set, key);
        self.add_set(b, &mapped);
    }

    /// Load: `dst ⊇ *p`.
    pub fn add_load(&mut self, p: NodeId, dst: NodeId) {
        let p = self.find(p);
        self.nodes[p as usize].loads.push(dst);
        for l in self.nodes[p as usize].pts.to_vec() {
            let c = self.content(l);
            self.add_copy(c, dst);
        }
    }

    /// Store: `*p ⊇ src`.
    pub fn add_store(&mut self, p: NodeId, src: NodeId) {
        let p = self.find(p);
        self.nodes[p as usize].stores.push(src);
        for l in self.nodes[p as usize].pts.to_vec() {
            let c = self.store_node(l);
            self.add_copy(src, c);
        }
    }

    /// Indirect call: function objects reaching `callee` are reported in `pending`.
    pub fn add_icall(&mut self, ic: Icall) -> u32 {
        let idx = self.icalls.len() as u32;
        let callee = self.find(ic.callee);
        self.icalls.push(ic);
        self.nodes[callee as usize].icalls.push(idx);
        let set = self.nodes[callee as usize].pts.clone();
        self.resolve_icall(idx, &set);
        idx
    }

    /// The indirect call with this index.
    pub fn icall(&self, idx: u32) -> &Icall {
        &self.icalls[idx as usize]
    }

    /// memcpy/memmove: field-wise copy of `len` bytes (`None`: to the end) from the
    /// objects `src` points to into those `dst` points to.
    pub fn add_memcpy(&mut self, dst: NodeId, src: NodeId, len: Option<i64>) {
        let idx = self.memcpys.len() as u32;
        self.memcpys.push(Memcpy { dst, src, len, parts: Vec::new(), srcs: FxSet::default(), dsts: Vec::new(), dst_set: FxSet::default() });
        let (d, s) = (self.find(dst), self.find(src));
        self.nodes[d as usize].memcpys.push(idx);
        if s != d {
            self.nodes[s as usize].memcpys.push(idx);
        }
        for ls in self.nodes[s as usize].pts.to_vec() {
            self.memcpy_src(idx, ls);
        }
        let d = self.find(d);
        for ld in self.nodes[d as usize].pts.to_vec() {
            self.memcpy_dst(idx, ld);
        }
    }

    /// The node gathering what memcpy `mc` copies at relative offset `k` (made on first
    /// use and connected to every destination seen so far).
    fn memcpy_part(&mut self, mc: u32, k: i64) -> NodeId {
        if let Some(&(_, n)) = self.memcpys[mc as usize].parts.iter().find(|p| p.0 == k) {
            return n;
        }
        let n = self.new_node();
        self.memcpys[mc as usize].parts.push((k, n));
        for ld in self.memcpys[mc as usize].dsts.clone() {
            self.memcpy_link(n, k, ld);
        }
        n
    }

    fn memcpy_link(&mut self, part: NodeId, k: i64, ld: LocId) {
        let (dobj, doff) = self.locs[ld as usize];
        let off = if doff == ANY || self.objects[dobj.index()].collapsed {
            ANY
        } else if k == ANY || doff == VAR {
            VAR
        } else {
            doff + k
        };
        let t = self.loc(dobj, off);
        let c = self.store_node(t);
        self.add_copy(part, c);
    }

    fn memcpy_src(&mut self, mc: u32, ls: LocId) {
        if !self.memcpys[mc as usize].srcs.insert(ls) {
            return;
        }
        let len = self.memcpys[mc as usize].len;
        let (sobj, soff) = self.locs[ls as usize];
        if soff == ANY || soff == VAR || self.objects[sobj.index()].collapsed {
            let part = self.memcpy_part(mc, ANY);
            let c = self.content(ls);
            self.add_copy(c, part);
            return;
        }
        let w = MemcpyWatch { src_base: soff, len, mc };
        if !self.watch_set.insert((sobj.0, w)) {
            return;
        }
        self.obj_state[sobj.index()].watches.push(w);
        for f in self.obj_state[sobj.index()].fields.clone() {
            let off = self.locs[f as usize].1;
            self.apply_watch(f, off, w);
        }
    }

    fn memcpy_dst(&mut self, mc: u32, ld: LocId) {
        if !self.memcpys[mc as usize].dst_set.insert(ld) {
            return;
        }
        self.memcpys[mc as usize].dsts.push(ld);
        for (k, part) in self.memcpys[mc as usize].parts.clone() {
            self.memcpy_link(part, k, ld);
        }
    }

    fn map_gep(&mut self, set: &SparseBitSet, off: i64) -> SparseBitSet {
        // Ids that map to themselves stay sorted; only the others need sorting.
        let mut same = Vec::with_capacity(set.len());
        let mut moved = Vec::new();
        for l in set.iter() {
            let (o, lo) = self.locs[l as usize];
            // Fast paths first: a collapsed object's ANY field and a VAR location map to
            // themselves (most of a large set in real code), with no table look-up.
            let nl = if lo == ANY {
                l
            } else if self.objects[o.index()].collapsed {
                self.loc(o, ANY)
            } else if lo == VAR {
                l
            } else if off == ANY {
                self.loc(o, VAR)
            } else {
                let before = self.locs.len();
                let nl = self.loc(o, lo.saturating_add(off));
                if self.locs.len() > before {
                    self.gep_new_locs += 1;
                }
                nl
            };
            if nl == l {
                same.push(l);
            } else {
                moved.push(nl);
            }
        }
        let mut out = SparseBitSet::from_sorted(&same);
        if !moved.is_empty() {
            out.union_with(&SparseBitSet::from_unsorted(moved));
        }
        out
    }

    fn map_strided(&mut self, set: &SparseBitSet, stride: i64) -> SparseBitSet {
        let mut ids = Vec::with_capacity(set.len());
        for l in set.iter() {
            let (o, lo) = self.locs[l as usize];
            if lo == ANY || lo == VAR {
                ids.push(l);
                continue;
            }
            if self.objects[o.index()].collapsed {
                ids.push(self.loc(o, ANY));
                continue;
            }
            let size = self.objects[o.index()].size.unwrap_or(0) as i64;
            if size <= 0 || lo >= size || size / stride > MAX_STRIDED_SLOTS {
                ids.push(self.loc(o, VAR));
                continue;
            }
            let mut off = lo % stride;
            while off < size {
                ids.push(self.loc(o, off));
                off += stride;
            }
        }
        SparseBitSet::from_unsorted(ids)
    }

    fn map_clone(&mut self, set: &SparseBitSet, key: CloneKey) -> SparseBitSet {
        let mut out = SparseBitSet::new();
        for l in set.iter() {
            let (o, lo) = self.locs[l as usize];
            match self.objects[o.index()].kind {
                ObjectKind::Unknown | ObjectKind::Function => {
                    out.insert(l);
                }
                _ => {
                    let c = self.clone_of(key, o);
                    let lo = if self.objects[o.index()].collapsed { ANY } else { lo };
                    let nl = self.loc(c, lo);
                    out.insert(nl);
                }
            }
        }
        out
    }

    fn resolve_icall(&mut self, idx: u32, set: &SparseBitSet) {
        for l in set.iter() {
            let (o, _) = self.locs[l as usize];
            let f = if o == ObjectId::UNKNOWN {
                if self.icalls[idx as usize].all_unknown {
                    continue;
                }
                UNKNOWN_FN
            } else {
                match self.obj_fn.get(&o.0) {
                    Some(&f) => f,
                    None => continue,
                }
            };
            if self.icalls[idx as usize].resolved.insert(f) {
                self.pending.push((idx, f));
            }
        }
    }

    // ----- merging and cycles -----

    /// Merges node `b` into `a` (both become one node).
    pub fn merge(&mut self, a: NodeId, b: NodeId) {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return;
        }
        self.stats.nodes_merged += 1;
        self.rep[b as usize] = a;
        let nb = std::mem::take(&mut self.nodes[b as usize]);
        let na = &mut self.nodes[a as usize];
        // Not yet seen by the merged constraints: each side's pending part, and whatever
        // one side had that the other's constraints never saw.
        let mut pending = na.pts.difference(&nb.pts);
        pending.union_with(&nb.pts.difference(&na.pts));
        pending.union_with(&na.delta);
        pending.union_with(&nb.delta);
        na.pts.union_with(&nb.pts);
        na.delta = pending;
        na.copy.extend(nb.copy);
        na.gep.extend(nb.gep);
        na.strided.extend(nb.strided);
        for c in nb.clone {
            if !na.clone.contains(&c) {
                na.clone.push(c);
            }
        }
        na.loads.extend(nb.loads);
        na.stores.extend(nb.stores);
        na.icalls.extend(nb.icalls);
        na.memcpys.extend(nb.memcpys);
        na.pwc |= nb.pwc;
        self.push(a);
    }

    /// The copy and gep edges between representatives, `(from, to, non-zero gep)`, read
    /// in place (no per-node list copies).
    fn scc_edges(&mut self) -> Vec<(u32, u32, bool)> {
        let mut edges = Vec::with_capacity(self.edges_total + 1024);
        for i in 0..self.nodes.len() as u32 {
            if self.rep[i as usize] != i {
                continue;
            }
            for k in 0..self.nodes[i as usize].copy.len() {
                let t = self.find(self.nodes[i as usize].copy[k]);
                if t != i {
                    edges.push((i, t, false));
                }
            }
            for k in 0..self.nodes[i as usize].gep.len() {
                let (t, off) = self.nodes[i as usize].gep[k];
                let t = self.find(t);
                if t != i || off != 0 {
                    edges.push((i, t, off != 0));
                }
            }
        }
        edges
    }

    fn collapse_sccs(&mut self) {
        self.stats.scc_passes += 1;
        self.edges_since_scc = 0;
        self.gep_new_locs = 0;
        let n = self.nodes.len();
        let edges = self.scc_edges();
        let mut g: DiGraph<(), bool, u32> = DiGraph::with_capacity(n, edges.len());
        for _ in 0..n {
            g.add_node(());
        }
        g.extend_with_edges(edges);
        let sccs = petgraph::algo::tarjan_scc(&g);
        // Tarjan yields SCCs in reverse topological order: sources get the lowest rank,
        // so the worklist propagates along the graph in waves.
        let nsccs = sccs.len() as u32;
        for (k, scc) in sccs.iter().enumerate() {
            for v in scc {
                self.rank[v.index()] = nsccs - 1 - k as u32;
            }
        }
        for scc in sccs {
            let pwc_self = scc.len() == 1 && {
                let v = scc[0];
                g.edges_connecting(v, v).any(|e| *e.weight())
            };
            if scc.len() < 2 && !pwc_self {
                continue;
            }
            let members: FxSet<usize> = scc.iter().map(|x| x.index()).collect();
            let mut pwc = pwc_self;
            if !pwc {
                'outer: for &v in &scc {
                    for e in g.edges(v) {
                        use petgraph::visit::EdgeRef;
                        if *e.weight() && members.contains(&e.target().index()) {
                            pwc = true;
                            break 'outer;
                        }
                    }
                }
            }
            let mut ids: Vec<u32> = scc.iter().map(|x| x.index() as u32).collect();
            ids.sort_unstable();
            let root = ids[0];
            for &m in &ids[1..] {
                self.merge(root, m);
            }
            if pwc {
                let r = self.find(root);
                self.nodes[r as usize].pwc = true;
                self.nodes[r as usize].delta = self.nodes[r as usize].pts.clone();
                self.push(r);
            }
        }
    }

    // ----- solving -----

    /// Runs the worklist to a fixpoint (of the constraints added so far). Newly resolved
    /// indirect calls are left in `pending` for the driver.
    pub fn solve(&mut self) {
        loop {
            while let Some(std::cmp::Reverse((_, _, n))) = self.worklist.pop() {
                self.in_wl[n as usize] = false;
                if self.rep[n as usize] != n {
                    continue;
                }
                self.stats.iterations += 1;
                self.process(n);
                if self.edges_since_scc > 4096 + self.edges_total / 2 || self.gep_new_locs > 64 + self.locs.len() / 4 {
                    self.collapse_sccs();
                }
            }
            if self.edges_since_scc > 0 {
                self.collapse_sccs();
                if !self.worklist.is_empty() {
                    continue;
                }
            }
            break;
        }
        self.stats.nodes = self.nodes.len();
        self.stats.objects = self.objects.len();
    }

    /// Fills the edge and location counters of `stats` from the current graph.
    pub fn count_edges(&self, stats: &mut super::SolveStats) {
        stats.locations = self.locs.len();
        stats.copy_edges = self.copy_set.len();
        stats.memcpys = self.memcpys.len();
        stats.memcpy_pairs = self.memcpys.iter().map(|m| m.srcs.len() + m.dsts.len()).sum();
        stats.memcpy_watches = self.watch_set.len();
    }

    fn alive(&mut self, n: NodeId) -> bool {
        self.find(n) == n
    }

    fn process(&mut self, n: NodeId) {
        let delta = std::mem::take(&mut self.nodes[n as usize].delta);
        if delta.is_empty() {
            return;
        }
        let locs = delta.to_vec();
        if n == self.find(self.ucontent) {
            for &l in &locs {
                let o = self.locs[l as usize].0;
                self.escape(o);
            }
        }
        if self.nodes[n as usize].pwc {
            for &l in &locs {
                let o = self.locs[l as usize].0;
                self.collapse(o);
            }
        }
        if !self.alive(n) {
            return;
        }
        // Complex constraints first: they may add edges out of n.
        let loads = std::mem::take(&mut self.nodes[n as usize].loads);
        for &dst in &loads {
            for &l in &locs {
                let c = self.content(l);
                self.add_copy(c, dst);
            }
        }
        self.restore(n, |nd| &mut nd.loads, loads);
        let stores = std::mem::take(&mut self.nodes[n as usize].stores);
        for &src in &stores {
            for &l in &locs {
                let c = self.store_node(l);
                self.add_copy(src, c);
            }
        }
        self.restore(n, |nd| &mut nd.stores, stores);
        let r = self.find(n);
        if !self.nodes[r as usize].icalls.is_empty() {
            let icalls = self.nodes[r as usize].icalls.clone();
            for ic in icalls {
                self.resolve_icall(ic, &delta);
            }
        }
        let r = self.find(n);
        if !self.nodes[r as usize].memcpys.is_empty() {
            let mcs = self.nodes[r as usize].memcpys.clone();
            for mi in mcs {
                let (d, s) = (self.memcpys[mi as usize].dst, self.memcpys[mi as usize].src);
                let (d, s, me) = (self.find(d), self.find(s), self.find(n));
                if s == me {
                    for &ls in &locs {
                        self.memcpy_src(mi, ls);
                    }
                }
                if d == me {
                    for &ld in &locs {
                        self.memcpy_dst(mi, ld);
                    }
                }
            }
        }
        let copies = std::mem::take(&mut self.nodes[n as usize].copy);
        let me = self.find(n);
        let mut kept = Vec::with_capacity(copies.len());
        for &t in &copies {
            let t = self.find(t);
            if t != me {
                self.add_set(t, &delta);
                kept.push(t);
            }
        }
        kept.sort_unstable();
        kept.dedup();
        self.restore(n, |nd| &mut nd.copy, kept);
        let geps = std::mem::take(&mut self.nodes[n as usize].gep);
        for &(t, off) in &geps {
            let mapped = self.map_gep(&delta, off);
            self.add_set(t, &mapped);
        }
        self.restore(n, |nd| &mut nd.gep, geps);
        let strided = std::mem::take(&mut self.nodes[n as usize].strided);
        for &(t, stride) in &strided {
            let mapped = self.map_strided(&delta, stride);
            self.add_set(t, &mapped);
        }
        self.restore(n, |nd| &mut nd.strided, strided);
        let clones = std::mem::take(&mut self.nodes[n as usize].clone);
        for &(t, key) in &clones {
            let mapped = self.map_clone(&delta, key);
            self.add_set(t, &mapped);
        }
        self.restore(n, |nd| &mut nd.clone, clones);
    }

    /// Puts a list taken out of node `n` back (into `n`'s representative, after anything
    /// added meanwhile).
    fn restore<T>(&mut self, n: NodeId, field: impl Fn(&mut Node) -> &mut Vec<T>, mut list: Vec<T>) {
        let r = self.find(n);
        let slot = field(&mut self.nodes[r as usize]);
        list.append(slot);
        *slot = list;
    }

    /// The points-to set of a node's representative (location ids).
    pub fn pts(&mut self, n: NodeId) -> Vec<LocId> {
        let r = self.find(n);
        self.nodes[r as usize].pts.to_vec()
    }

    /// The clone of `o` made for `key`, if `o` was ever mapped onto one.
    pub fn clone_for(&self, key: CloneKey, o: ObjectId) -> Option<ObjectId> {
        let phys = self.objects.get(o.index())?.physical;
        let c = *self.clone_map.get(&(key, phys))?;
        if self.linked.contains(&(o.0, c.0)) {
            Some(c)
        } else {
            None
        }
    }

    /// Whether node `a` has a copy edge into the unknown content.
    pub fn feeds_unknown(&mut self, a: NodeId) -> bool {
        let (a, u) = (self.find(a), self.find(self.ucontent));
        a != u && self.nodes[a as usize].copy.iter().any(|&t| self.rep[t as usize] == u || t == u)
    }

    /// The points-to set of a node's representative, as a bit set of location ids.
    pub fn pts_set(&mut self, n: NodeId) -> SparseBitSet {
        let r = self.find(n);
        self.nodes[r as usize].pts.clone()
    }

    /// The write node of `o`'s variable-index location, if any (not collapsed).
    pub fn var_write_node(&mut self, o: ObjectId) -> Option<NodeId> {
        if self.objects[o.index()].collapsed {
            return None;
        }
        let w = *self.var_write.get(&o.0)?;
        Some(self.find(w))
    }

    /// Every (original, clone) pair linked by a clone edge.
    pub fn clone_pairs(&self) -> Vec<(ObjectId, ObjectId)> {
        let mut v = Vec::new();
        for (i, st) in self.obj_state.iter().enumerate() {
            for &(c, _) in &st.clones {
                v.push((ObjectId(i as u32), c));
            }
        }
        v
    }

    /// Number of locations.
    pub fn num_locs(&self) -> usize {
        self.locs.len()
    }

    /// Points-to facts: the sum of |pts| over representative nodes.
    pub fn num_facts(&self) -> usize {
        (0..self.nodes.len()).filter(|&i| self.rep[i] == i as NodeId).map(|i| self.nodes[i].pts.len()).sum()
    }

    /// Number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.nodes.len()
    }
}
