//! Nodes (union-find) and constraints: addr, copy, gep, strided, clone, load, store and
//! indirect-call constraints, each applied to the current sets when added, and the maps
//! a gep, strided or clone edge applies to a set of locations.

use super::{Icall, LocId, Node, NodeId, Solver, ANY, MAX_GEP_CHAIN, MAX_STRIDED_SLOTS, NO_NODE, UNKNOWN_FN, VAR};
use crate::heap::cloning::{CloneDir, CloneKey};
use crate::heap::objects::{ObjectId, ObjectKind};
use crate::heap::pts_sets::SetId;

/// The interner's memo tables of the two offset maps and the clone map.
const GEP_MAP: u8 = 0;
const STRIDED_MAP: u8 = 1;
const CLONE_MAP: u8 = 2;
const WALK_MAP: u8 = 3;

impl Solver {
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

    pub(super) fn push(&mut self, n: NodeId) {
        if !self.in_wl[n as usize] {
            self.in_wl[n as usize] = true;
            self.wl_seq += 1;
            self.worklist.push(std::cmp::Reverse((self.rank[n as usize], self.wl_seq, n)));
        }
    }

    /// `pts(b) |= set`, queueing `b` when it grew.
    pub(super) fn add_set(&mut self, b: NodeId, set: SetId) {
        let b = self.find(b);
        let old = self.nodes[b as usize].pts;
        let new = self.sets.union(old, set);
        if new != old {
            self.nodes[b as usize].pts = new;
            self.push(b);
        }
    }

    /// `pts(b) |= pts(a)`; queues `b` when it grew.
    fn union_nodes(&mut self, a: NodeId, b: NodeId) {
        if a != b {
            self.add_set(b, self.nodes[a as usize].pts);
        }
    }

    /// `n ∋ l`.
    pub fn add_addr(&mut self, n: NodeId, l: LocId) {
        let n = self.find(n);
        let old = self.nodes[n as usize].pts;
        let new = self.sets.insert(old, l);
        if new != old {
            self.nodes[n as usize].pts = new;
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
        // A gep back into its own node: a pointer walk (see `propagate.rs`).
        let pts = self.nodes[a as usize].pts;
        let mapped = if self.find(b) == a {
            self.map_walk(pts, off)
        } else {
            self.gep_src = a;
            let m = self.map_gep(pts, off);
            self.gep_src = NO_NODE;
            m
        };
        self.add_set(b, mapped);
    }

    /// Where a pointer walk (`p += off` around a loop: a gep edge back into its own
    /// node) takes the locations of `set`: the variable-index location of each object,
    /// except in a smashed array walked by whole elements, where every step lands on the
    /// same field of a later element (std's slice iterators walk `Vec<String>` buffers
    /// so: `<Vec<T> as Debug>::fmt` reads each element's pointer at its own offset).
    /// A walk backwards may also reach the first element. Memoised like
    /// [`Solver::map_gep`].
    pub(super) fn map_walk(&mut self, set: SetId, off: i64) -> SetId {
        if let Some(m) = self.sets.mapped(set, WALK_MAP, off as u64) {
            return m;
        }
        let epoch = self.map_epoch;
        let mut ids = Vec::with_capacity(self.sets.len(set));
        for l in self.sets.to_vec(set) {
            let (o, lo) = self.locs[l as usize];
            let obj = &self.objects[o.index()];
            let elem = obj.elem.map(|e| e as i64).filter(|&e| !obj.collapsed && off != ANY && off != VAR && off % e == 0);
            if lo == ANY || lo == VAR {
                ids.push(l);
            } else if obj.collapsed {
                ids.push(self.loc(o, ANY));
            } else if let Some(e) = elem {
                let field = lo.rem_euclid(e);
                ids.push(self.loc(o, e + field));
                if off < 0 {
                    ids.push(self.loc(o, field));
                }
            } else {
                ids.push(self.loc(o, VAR));
            }
        }
        let out = self.sets.of_unsorted(ids);
        if self.map_epoch == epoch {
            self.sets.remember_map(set, WALK_MAP, off as u64, out);
        }
        out
    }

    /// Strided edge: `pts(b) ⊇ { (o, off') : (o, off) ∈ pts(a), off' ≡ off mod stride,
    /// 0 <= off' < size(o) }`, pointer arithmetic by a variable number of `stride`-byte
    /// elements that stays inside the object (C). Objects of unknown size, offsets past
    /// the size, and more than [`MAX_STRIDED_SLOTS`] slots give the variable-index
    /// location. Idempotent and never growing offsets, so not part of cycle detection.
    pub fn add_strided(&mut self, a: NodeId, b: NodeId, stride: i64) {
        let a = self.find(a);
        self.nodes[a as usize].rare().strided.push((b, stride));
        let mapped = self.map_strided(self.nodes[a as usize].pts, stride);
        self.add_set(b, mapped);
    }

    /// Clone edge with `key` (see `cloning.rs`).
    pub fn add_clone(&mut self, a: NodeId, b: NodeId, key: CloneKey) {
        let a = self.find(a);
        if !self.nodes[a as usize].rare().push_clone((b, key)) {
            return;
        }
        let mapped = self.map_clone(self.nodes[a as usize].pts, key);
        self.add_set(b, mapped);
    }

    /// Load: `dst ⊇ *p`.
    pub fn add_load(&mut self, p: NodeId, dst: NodeId) {
        let p = self.find(p);
        self.nodes[p as usize].rare().loads.push(dst);
        let (pts, prev) = (self.nodes[p as usize].pts, self.nodes[p as usize].prev);
        if !pts.is_empty() {
            let d = self.set_content(pts, prev, self.rank[p as usize]);
            self.add_copy(d, dst);
        }
    }

    /// Store: `*p ⊇ src`.
    pub fn add_store(&mut self, p: NodeId, src: NodeId) {
        let p = self.find(p);
        self.nodes[p as usize].rare().stores.push(src);
        let locs = self.sets.to_vec(self.nodes[p as usize].pts);
        for c in self.store_targets(&locs) {
            self.add_copy(src, c);
        }
    }

    /// The distinct nodes a store through these locations writes (many locations share
    /// one: the fields of a collapsed or escaped object), sorted.
    pub(super) fn store_targets(&mut self, locs: &[LocId]) -> Vec<NodeId> {
        let mut targets: Vec<NodeId> = locs.iter().map(|&l| self.store_node(l)).collect();
        targets.sort_unstable();
        targets.dedup();
        targets
    }

    /// Indirect call: function objects reaching `callee` are reported in `pending`.
    pub fn add_icall(&mut self, ic: Icall) -> u32 {
        let idx = self.icalls.len() as u32;
        let callee = self.find(ic.callee);
        self.icalls.push(ic);
        self.nodes[callee as usize].rare().icalls.push(idx);
        self.resolve_icall(idx, self.nodes[callee as usize].pts);
        idx
    }

    /// The indirect call with this index.
    pub fn icall(&self, idx: u32) -> &Icall {
        &self.icalls[idx as usize]
    }

    /// The gep map of a set: `{ (o, off+k) : (o, off) ∈ set }` (`k` may be [`ANY`]),
    /// memoised per (set, k) in the interner. Between two calls the map of a location can
    /// only change when its object collapses, which maps to a location with the same
    /// content node and target (so a remembered answer stays equivalent), or when an
    /// object reaches a field limit, after which the next look-up of any of its fields
    /// collapses it: then `fields.rs` makes the interner forget every map.
    pub(super) fn map_gep(&mut self, set: SetId, off: i64) -> SetId {
        if let Some(m) = self.sets.mapped(set, GEP_MAP, off as u64) {
            return m;
        }
        let epoch = self.map_epoch;
        let ids = self.sets.to_vec(set);
        // Ids that map to themselves stay sorted; only the others need sorting.
        let mut same = Vec::with_capacity(ids.len());
        let mut moved = Vec::new();
        for &l in &ids {
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
            } else if self.walks(l, off) && !self.whole_elements(o, off) {
                // A walk: somewhere in the object (by whole elements of a smashed array:
                // the same field of a later element, below).
                self.loc(o, VAR)
            } else if let Some(e) = self.objects[o.index()].elem {
                // A smashed array: every offset lies in some element. Back from a later
                // element into element 0's range, or before the start (C allows that
                // only from a later element): the first element or a later one.
                let to = lo.saturating_add(off);
                if to < 0 || self.back_to_first(o, lo, off) {
                    let later = self.loc(o, e as i64 + to.rem_euclid(e as i64));
                    moved.push(later);
                }
                self.gep_loc(l, o, if to < 0 { to.rem_euclid(e as i64) } else { to }, off)
            } else if lo.saturating_add(off) < 0 {
                // A step before the object's start (a walk backwards seen
                // path-insensitively, `p > end - n` unrolled): somewhere in the object.
                self.loc(o, VAR)
            } else {
                self.gep_loc(l, o, lo.saturating_add(off), off)
            };
            if nl == l {
                same.push(l);
            } else {
                moved.push(nl);
            }
        }
        let out = if moved.is_empty() {
            set
        } else {
            moved.sort_unstable();
            self.sets.of_sorted(&merge_sorted(&same, &moved))
        };
        if self.map_epoch == epoch {
            self.sets.remember_map(set, GEP_MAP, off as u64, out);
        }
        out
    }

    /// Whether `off` is a whole number of elements of `o`, a smashed array: a step by it
    /// stays on the same field.
    fn whole_elements(&self, o: ObjectId, off: i64) -> bool {
        self.objects[o.index()].elem.is_some_and(|e| off % e as i64 == 0)
    }

    /// The location (o, to) that gep edge `gep_src` by `off` makes from location `l`,
    /// noting a new one's origin and chain depth for [`Solver::walks`].
    fn gep_loc(&mut self, l: LocId, o: ObjectId, to: i64, off: i64) -> LocId {
        let before = self.locs.len();
        let nl = self.loc(o, to);
        if self.locs.len() > before {
            self.gep_new_locs += 1;
            let depth = self.loc_gep[l as usize].2.saturating_add(1);
            self.loc_gep[nl as usize] = (self.gep_src, off, depth);
        }
        nl
    }

    /// Whether a step by `off` from location offset `lo` of `o` goes from a later element
    /// of a smashed array into element 0's range ([`Solver::later_element`]).
    fn back_to_first(&self, o: ObjectId, lo: i64, off: i64) -> bool {
        let to = lo.saturating_add(off);
        self.later_element(o, lo) && to >= 0 && !self.later_element(o, to)
    }

    /// Whether moving location `l` by `off` through the gep edge being applied
    /// (`gep_src`) continues a pointer walk: `l` was made by this very edge (its output
    /// came back to its input: a cycle the next SCC pass will merge), or by a chain of
    /// [`MAX_GEP_CHAIN`] gep edges. Such a walk reaches the variable-index location.
    fn walks(&mut self, l: LocId, off: i64) -> bool {
        let (src, made_off, depth) = self.loc_gep[l as usize];
        if depth >= MAX_GEP_CHAIN {
            return true;
        }
        src != NO_NODE && made_off == off && self.gep_src != NO_NODE && self.find(src) == self.gep_src
    }

    /// The strided map of a set (see [`Solver::add_strided`]), memoised like
    /// [`Solver::map_gep`].
    pub(super) fn map_strided(&mut self, set: SetId, stride: i64) -> SetId {
        if let Some(m) = self.sets.mapped(set, STRIDED_MAP, stride as u64) {
            return m;
        }
        let epoch = self.map_epoch;
        let mut ids = Vec::with_capacity(self.sets.len(set));
        for l in self.sets.to_vec(set) {
            let (o, lo) = self.locs[l as usize];
            if lo == ANY || lo == VAR {
                ids.push(l);
                continue;
            }
            if self.objects[o.index()].collapsed {
                ids.push(self.loc(o, ANY));
                continue;
            }
            if let Some(e) = self.objects[o.index()].elem {
                // A smashed array of e-byte elements: k * stride lands on the offsets
                // congruent to lo modulo gcd(stride, e) inside element 0.
                let g = gcd(stride.unsigned_abs(), e) as i64;
                if (e as i64) / g > MAX_STRIDED_SLOTS {
                    ids.push(self.loc(o, VAR));
                    continue;
                }
                // Also the later-element locations: `k` may move to another element.
                let mut off = lo.rem_euclid(g);
                while off < e as i64 {
                    ids.push(self.loc(o, off));
                    ids.push(self.loc(o, off + e as i64));
                    off += g;
                }
                continue;
            }
            let size = self.objects[o.index()].size.unwrap_or(0) as i64;
            if self.smashable(o, lo, stride) {
                // Many records: element 0 stands for every element, so a variable index
                // writes the field it names, not every field.
                self.smash(o, stride as u64);
                ids.push(self.loc(o, lo));
                ids.push(self.loc(o, lo + stride));
                continue;
            }
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
        let out = self.sets.of_unsorted(ids);
        if self.map_epoch == epoch {
            self.sets.remember_map(set, STRIDED_MAP, stride as u64, out);
        }
        out
    }

    /// The clone map of a set: each location's counterpart in its object's clone for
    /// `key` (the unknown object and functions map to themselves), memoised per (set,
    /// key) like [`Solver::map_gep`]: a clone, once made, stays its original's clone for
    /// that key, and a collapse maps to an equivalent location. Without the memo every
    /// new field of a clone re-mapped its source's whole set (an escaped field's content
    /// holds every escaped location: quadratic in them).
    pub(super) fn map_clone(&mut self, set: SetId, key: CloneKey) -> SetId {
        let memo_key = (key.method as u64) << 1 | matches!(key.dir, CloneDir::Ret) as u64;
        if let Some(m) = self.sets.mapped(set, CLONE_MAP, memo_key) {
            return m;
        }
        let epoch = self.map_epoch;
        let mut ids = Vec::with_capacity(self.sets.len(set));
        for l in self.sets.to_vec(set) {
            let (o, lo) = self.locs[l as usize];
            match self.objects[o.index()].kind {
                ObjectKind::Unknown | ObjectKind::Function => ids.push(l),
                _ => {
                    let c = self.clone_of(key, o);
                    let lo = if self.objects[o.index()].collapsed { ANY } else { lo };
                    ids.push(self.loc(c, lo));
                }
            }
        }
        let out = self.sets.of_unsorted(ids);
        if self.map_epoch == epoch {
            self.sets.remember_map(set, CLONE_MAP, memo_key, out);
        }
        out
    }

    pub(super) fn resolve_icall(&mut self, idx: u32, set: SetId) {
        for l in self.sets.to_vec(set) {
            let (o, _) = self.locs[l as usize];
            let f = if o == ObjectId::UNKNOWN {
                if self.icalls[idx as usize].all_unknown || self.icalls[idx as usize].known_only {
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
}

/// The greatest common divisor (`gcd(0, b) = b`).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while a != 0 {
        (a, b) = (b % a, a);
    }
    b
}

/// The union of two increasing lists, increasing (duplicates kept; the set drops them).
fn merge_sorted(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] <= b[j] {
            out.push(a[i]);
            i += 1;
        } else {
            out.push(b[j]);
            j += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}
