//! Cycles whose gep steps cancel out (a pointer moved into an object by a constant and
//! back by the same constant elsewhere: `&e->hh` stored, `(char *)hh - 32` loaded): every
//! path between two nodes of such a component moves a location by the same offset, so
//! propagation cannot grow offsets there and the component is no pointer walk.

use super::{FxMap, NodeId, Solver, ANY, VAR};

impl Solver {
    /// Each member's offset relative to the first when every path inside the component
    /// (copy edges 0, gep edges their offset) between two members moves by the same
    /// amount; `None` when some cycle moves by a non-zero or unknown offset (a walk).
    pub(super) fn cycle_potentials(&self, scc: &[NodeId], comp: &[usize], c: usize) -> Option<FxMap<NodeId, i64>> {
        let mut at: FxMap<NodeId, i64> = FxMap::default();
        at.insert(scc[0], 0);
        let mut todo = vec![scc[0]];
        while let Some(v) = todo.pop() {
            let pv = at[&v];
            let nd = &self.nodes[v as usize];
            let copies = nd.copy.iter().map(|&t| (t, 0));
            for (t, off) in copies.chain(nd.gep.iter().copied()) {
                let t = self.root(t);
                if comp[t as usize] != c {
                    continue;
                }
                if off == ANY || off == VAR {
                    return None;
                }
                let pt = pv.checked_add(off)?;
                match at.get(&t) {
                    Some(&seen) if seen != pt => return None,
                    Some(_) => {}
                    None => {
                        at.insert(t, pt);
                        todo.push(t);
                    }
                }
            }
        }
        Some(at)
    }

    /// The representative of `n`, without shortening paths.
    fn root(&self, mut n: NodeId) -> NodeId {
        while self.rep[n as usize] != n {
            n = self.rep[n as usize];
        }
        n
    }
}

impl Solver {
    /// Merges the members of a cycle that share an offset (they hold the same
    /// locations), keeping members at different offsets apart: no walk, no
    /// variable-index location.
    pub(super) fn merge_by_potential(&mut self, scc: &[NodeId], at: &FxMap<NodeId, i64>) {
        let mut ids: Vec<(i64, NodeId)> = scc.iter().map(|&v| (at[&v], v)).collect();
        ids.sort_unstable();
        for w in ids.windows(2) {
            if w[0].0 == w[1].0 {
                self.merge(w[0].1, w[1].1);
            }
        }
    }
}
