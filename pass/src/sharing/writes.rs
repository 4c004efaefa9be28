//! Which writes of the module may write into which abstract object, computed once per
//! run so that each call site's graph looks only at the writes into its own objects
//! instead of every write of the module against every graph (the points-to sets of
//! Rust programs run to thousands of targets: scanning them all per site was the
//! sharing phase's whole time).

use crate::heap::{HeapAnalysis, ObjectId};
use crate::module_scan::ModuleScan;
use std::collections::BTreeSet;

/// Object -> the writes (indices into `ModuleScan::writes`, ascending) that may write into it.
pub struct WritesInto {
    by_object: Vec<Vec<usize>>,
}

impl WritesInto {
    /// The index of `scan`'s writes: a store or atomic by its address's targets, a copying
    /// call by every argument's targets (the destination is any of them).
    pub fn new(heap: &HeapAnalysis, scan: &ModuleScan) -> WritesInto {
        let mut by_object: Vec<Vec<usize>> = vec![Vec::new(); heap.objects().len()];
        for (k, w) in scan.writes.iter().enumerate() {
            let dests: Vec<ObjectId> = match w.value_addr {
                Some((_, a)) => heap.points_to(a).iter().map(|t| t.obj).collect(),
                None => crate::ir::call_args(w.inst).into_iter().flat_map(|a| heap.points_to(a).iter().map(|t| t.obj)).collect(),
            };
            for o in dests {
                let list = &mut by_object[o.index()];
                // Targets come sorted by object per argument: only repeats across arguments remain.
                if list.last() != Some(&k) {
                    list.push(k);
                }
            }
        }
        WritesInto { by_object }
    }

    /// The writes that may write into an object of `graph`, ascending (module order): every
    /// write for which the per-write test "its destination hits the graph" holds.
    pub fn into_graph(&self, graph: &BTreeSet<ObjectId>) -> Vec<usize> {
        let mut ks: Vec<usize> = graph.iter().filter_map(|o| self.by_object.get(o.index())).flatten().copied().collect();
        ks.sort_unstable();
        ks.dedup();
        ks
    }
}
