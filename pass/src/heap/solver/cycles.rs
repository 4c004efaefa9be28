//! Cycle collapsing: merging nodes, Tarjan's SCCs over copy and gep edges (petgraph),
//! the topological ranks of the worklist, and positive-weight cycles (objects reaching
//! one collapse).

use super::{FxSet, NodeId, SetId, Solver};
use petgraph::graph::DiGraph;

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

    pub(super) fn collapse_sccs(&mut self) {
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
                self.nodes[r as usize].prev = SetId::EMPTY;
                self.push(r);
            }
        }
    }
}
