//! Nodes (union-find) and constraints: addr, copy, gep, strided, clone, load, store and
//! indirect-call constraints, each applied to the current sets when added, and the maps
//! a gep, strided or clone edge applies to a set of locations.

use super::{Icall, LocId, Node, NodeId, Solver, ANY, MAX_STRIDED_SLOTS, UNKNOWN_FN, VAR};
use crate::heap::bitset::SparseBitSet;
use crate::heap::cloning::CloneKey;
use crate::heap::objects::{ObjectId, ObjectKind};

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
    pub(super) fn add_set(&mut self, b: NodeId, set: &SparseBitSet) {
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

    pub(super) fn map_gep(&mut self, set: &SparseBitSet, off: i64) -> SparseBitSet {
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

    pub(super) fn map_strided(&mut self, set: &SparseBitSet, stride: i64) -> SparseBitSet {
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

    pub(super) fn map_clone(&mut self, set: &SparseBitSet, key: CloneKey) -> SparseBitSet {
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

    pub(super) fn resolve_icall(&mut self, idx: u32, set: &SparseBitSet) {
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
}
