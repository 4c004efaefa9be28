//! Cycle collapsing: merging nodes, SCCs over copy and gep edges (Pearce's variant of
//! Tarjan's algorithm),
//! the topological ranks of the worklist, and positive-weight cycles (merged into one
//! node whose gep edges back into itself reach the variable-index location).

use super::{NodeId, SetId, Solver};

impl Solver {
    /// Merges node `b` into `a` (both become one node).
    pub fn merge(&mut self, a: NodeId, b: NodeId) {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return;
        }
        self.stats.nodes_merged += 1;
        self.rep[b as usize] = a;
        let nb = std::mem::take(&mut self.nodes[b as usize]);
        // Seen by all the merged constraints: what both sides' constraints saw.
        let (pts, prev) = (self.nodes[a as usize].pts, self.nodes[a as usize].prev);
        let prev = self.sets.intersection(prev, nb.prev);
        let pts = self.sets.union(pts, nb.pts);
        let na = &mut self.nodes[a as usize];
        na.pts = pts;
        na.prev = prev;
        super::append(&mut na.copy, nb.copy);
        super::append(&mut na.gep, nb.gep);
        if let Some(rb) = nb.rare {
            na.rare().absorb(*rb);
        }
        self.push(a);
    }

    /// The next edge out of `v` for the SCC walk, from position `cur` of its edge list:
    /// gep edges last to first, then copy edges last to first (the order petgraph's
    /// adjacency lists gave when edges were added node by node, copies first, which the
    /// worklist ranks, and so the solving order, were tuned with). Skips copy self-loops
    /// and zero gep self-loops.
    /// `rep` must be flat (see [`Solver::flatten`]).
    fn scc_next(&self, v: NodeId, cur: &mut usize) -> Option<NodeId> {
        let nd = &self.nodes[v as usize];
        let (ng, nc) = (nd.gep.len(), nd.copy.len());
        while *cur < ng + nc {
            let c = *cur;
            *cur += 1;
            if c < ng {
                let (t, off) = nd.gep[ng - 1 - c];
                let t = self.rep[t as usize];
                if t != v || off != 0 {
                    return Some(t);
                }
            } else {
                let t = self.rep[nd.copy[nc - 1 - (c - ng)] as usize];
                if t != v {
                    return Some(t);
                }
            }
        }
        None
    }

    /// Points every node straight at its representative.
    fn flatten(&mut self) {
        for i in 0..self.rep.len() as NodeId {
            let r = self.find(i);
            self.rep[i as usize] = r;
        }
    }

    /// Whether `v` has a non-zero gep edge to a node of component `comp`.
    fn gep_into(&mut self, v: NodeId, comp: &[usize], c: usize) -> bool {
        for k in 0..self.nodes[v as usize].gep.len() {
            let (t, off) = self.nodes[v as usize].gep[k];
            if off != 0 && comp[self.find(t) as usize] == c {
                return true;
            }
        }
        false
    }

    /// Strongly connected components of the copy and gep edges between representatives:
    /// Pearce's space-efficient variant of Tarjan's algorithm, iterative (no recursion
    /// as deep as the graph). Every node is visited (merged nodes as singletons). Returns
    /// the members of each component, components in reverse topological order, as one
    /// list and the end of each component in it, and each node's component number.
    fn sccs(&mut self) -> (Vec<NodeId>, Vec<usize>, Vec<usize>) {
        let n = self.nodes.len();
        self.flatten();
        // 0: not visited; while on the walk the root index; then the component number
        // (counting down from usize::MAX, above every root index).
        let mut index = vec![0usize; n];
        let (mut next, mut comp) = (1usize, usize::MAX);
        let mut stack: Vec<NodeId> = Vec::new();
        let (mut members, mut ends) = (Vec::with_capacity(n), Vec::new());
        // (node, position in its edge list, still a local root)
        let mut frames: Vec<(NodeId, usize, bool)> = Vec::new();
        for start in 0..n as NodeId {
            if index[start as usize] != 0 {
                continue;
            }
            index[start as usize] = next;
            next += 1;
            frames.push((start, 0, true));
            while let Some(&(v, mut cur, is_root)) = frames.last() {
                if let Some(w) = self.scc_next(v, &mut cur) {
                    let top = frames.len() - 1;
                    frames[top].1 = cur;
                    if index[w as usize] == 0 {
                        index[w as usize] = next;
                        next += 1;
                        frames.push((w, 0, true));
                    } else if index[w as usize] < index[v as usize] {
                        index[v as usize] = index[w as usize];
                        frames[top].2 = false;
                    }
                    continue;
                }
                frames.pop();
                if is_root {
                    let mut adjust = 1;
                    let mut from = stack.len();
                    while from > 0 && index[v as usize] <= index[stack[from - 1] as usize] {
                        index[stack[from - 1] as usize] = comp;
                        adjust += 1;
                        from -= 1;
                    }
                    index[v as usize] = comp;
                    stack.push(v);
                    members.extend_from_slice(&stack[from..]);
                    ends.push(members.len());
                    stack.truncate(from);
                    next -= adjust;
                    comp -= 1;
                } else {
                    stack.push(v);
                }
                if let Some(parent) = frames.last_mut() {
                    if index[v as usize] < index[parent.0 as usize] {
                        index[parent.0 as usize] = index[v as usize];
                        parent.2 = false;
                    }
                }
            }
        }
        (members, ends, index)
    }

    pub(super) fn collapse_sccs(&mut self) {
        self.stats.scc_passes += 1;
        self.edges_since_scc = 0;
        self.gep_new_locs = 0;
        let (members, ends, comp) = self.sccs();
        // Components come in reverse topological order: sources get the lowest rank, so
        // the worklist propagates along the graph in waves.
        let nsccs = ends.len();
        let mut from = 0;
        for (k, &end) in ends.iter().enumerate() {
            for &v in &members[from..end] {
                self.rank[v as usize] = (nsccs - 1 - k) as u32;
            }
            from = end;
        }
        let mut from = 0;
        for &end in &ends {
            let scc = &members[from..end];
            from = end;
            let c = comp[scc[0] as usize];
            // A cycle through a non-zero gep edge (or such a self-loop).
            let mut pwc = false;
            for &v in scc {
                if self.gep_into(v, &comp, c) {
                    pwc = true;
                    break;
                }
            }
            if scc.len() < 2 && !pwc {
                continue;
            }
            if pwc {
                if let Some(at) = self.cycle_potentials(scc, &comp, c) {
                    self.merge_by_potential(scc, &at);
                    continue;
                }
            }
            let mut ids = scc.to_vec();
            ids.sort_unstable();
            let root = ids[0];
            for &m in &ids[1..] {
                self.merge(root, m);
            }
            if pwc {
                // Propagate everything again through the gep edges that now lead back
                // into the node (`propagate.rs` maps them to the variable index).
                let r = self.find(root);
                self.nodes[r as usize].prev = SetId::EMPTY;
                self.push(r);
            }
        }
    }
}
