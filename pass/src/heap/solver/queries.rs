//! Read-outs after solving: points-to sets, clones, whether a node feeds unknown code,
//! and the counters of [`crate::heap::SolveStats`].

use super::{FxSet, LocId, NodeId, Solver};
use crate::heap::cloning::CloneKey;
use crate::heap::objects::ObjectId;
use crate::heap::pts_sets::SetId;

impl Solver {
    /// Fills the edge and location counters of `stats` from the current graph.
    pub fn count_edges(&self, stats: &mut crate::heap::SolveStats) {
        stats.locations = self.locs.len();
        stats.copy_edges = self.copy_set.len();
        stats.memcpys = self.memcpys.len();
        stats.memcpy_pairs = self.memcpys.iter().map(|m| m.srcs.len() + m.dst_set.len()).sum();
        stats.memcpy_watches = self.watch_set.len();
    }

    /// The points-to set of a node's representative (location ids).
    pub fn pts(&mut self, n: NodeId) -> Vec<LocId> {
        let r = self.find(n);
        self.sets.to_vec(self.nodes[r as usize].pts)
    }

    /// The points-to set of a node's representative, as its interned id (equal sets,
    /// equal ids; contents through [`Solver::sets`]).
    pub fn pts_id(&mut self, n: NodeId) -> SetId {
        let r = self.find(n);
        self.nodes[r as usize].pts
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
        a != u && (0..self.nodes[a as usize].copy.len()).any(|k| self.find(self.nodes[a as usize].copy[k]) == u)
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

    /// Points-to facts: the sum of |pts| over representative nodes, without the per-set
    /// content nodes of loads (`derefs.rs`: they repeat what the loads' results hold).
    pub fn num_facts(&self) -> usize {
        let derived: FxSet<NodeId> = self.set_contents.values().copied().collect();
        (0..self.nodes.len()).filter(|&i| self.rep[i] == i as NodeId && !derived.contains(&(i as NodeId))).map(|i| self.sets.len(self.nodes[i].pts)).sum()
    }

    /// Number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.nodes.len()
    }
}
