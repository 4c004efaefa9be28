//! After solving: the final points-to sets by value, object fields, `ptr_offsets`,
//! counters, debug facts and what each remote call site knows ([`HeapAnalysis`]).

use super::Builder;
use crate::heap::bitset::SparseBitSet;
use crate::heap::cloning::{CloneDir, CloneKey};
use crate::heap::objects::{ObjectId, Offset, Target};
use crate::heap::ptr_fields;
use crate::heap::pts_sets::SetId;
use crate::heap::solver::{FxMap, FxSet, LocId, NodeId, VAR};
use crate::heap::{HeapAnalysis, RemoteCall, Targets};
use llvm_sys::prelude::*;
use std::collections::HashMap;

impl Builder {
    fn target_of(&self, l: LocId) -> Target {
        let (o, off) = self.s.loc_parts(l);
        Target { obj: o, offset: self.s.offset_of(o, off) }
    }

    fn targets(&mut self, n: NodeId) -> Targets {
        let set = self.s.pts_id(n);
        if let Some(v) = self.memo.get(&set) {
            return v.clone();
        }
        let mut v: Vec<Target> = self.s.sets.get(set).iter().map(|l| self.target_of(l)).collect();
        v.sort_unstable();
        v.dedup();
        let v: Targets = v.into();
        self.memo.insert(set, v.clone());
        v
    }

    /// The targets of node `n` as `HeapAnalysis::points_to_interior` gives them (later
    /// elements of smashed arrays at `Offset::Any`); `plain` when it holds none. Memoised
    /// per set in `memo` (many fields hold the same large set).
    fn interior_targets(&mut self, n: NodeId, later: &SparseBitSet, plain: &Targets, memo: &mut FxMap<SetId, Option<Targets>>) -> Targets {
        if later.is_empty() {
            return plain.clone();
        }
        let set = self.s.pts_id(n);
        if let Some(known) = memo.get(&set) {
            return known.clone().unwrap_or_else(|| plain.clone());
        }
        let locs = self.s.pts(n);
        if !locs.iter().any(|&l| later.contains(l)) {
            memo.insert(set, None);
            return plain.clone();
        }
        let mut v: Vec<Target> =
            locs.iter().map(|&l| if later.contains(l) { Target { obj: self.target_of(l).obj, offset: Offset::Any } } else { self.target_of(l) }).collect();
        v.sort_unstable();
        v.dedup();
        let v: Targets = v.into();
        memo.insert(set, Some(v.clone()));
        v
    }

    pub(super) fn finish(mut self) -> HeapAnalysis {
        let mut raw_sets = Vec::new();
        // One entry per distinct set: equal sets have equal ids.
        let mut by_set: FxMap<SetId, u32> = FxMap::default();
        let mut value_set = HashMap::with_capacity(self.vals.len());
        let vals: Vec<(LLVMValueRef, NodeId)> = self.vals.iter().map(|(&v, &n)| (v, n)).collect();
        for (v, n) in vals {
            let set = self.s.pts_id(n);
            let idx = match by_set.get(&set) {
                Some(&i) => i,
                None => {
                    let i = raw_sets.len() as u32;
                    raw_sets.push(SparseBitSet::from_sorted(&self.s.sets.to_vec(set)));
                    by_set.insert(set, i);
                    i
                }
            };
            value_set.insert(v, idx);
        }
        let loc_targets: Vec<Target> = (0..self.s.num_locs() as u32).map(|l| self.target_of(l)).collect();
        let later_ids: Vec<u32> = (0..self.s.num_locs() as u32)
            .filter(|&l| {
                let (o, off) = self.s.loc_parts(l);
                self.s.later_element(o, off)
            })
            .collect();
        let later = SparseBitSet::from_sorted(&later_ids);
        let targets = (0..raw_sets.len()).map(|_| std::cell::OnceCell::new()).collect();
        self.debug.feeds_unknown = self.values_feeding_unknown();
        if !self.debug.laundered_int_to_ptr.is_empty() {
            let e = self.exposed;
            let mut objs: Vec<ObjectId> = self.targets(e).iter().map(|t| t.obj).collect();
            objs.dedup();
            self.debug.exposed = objs;
        }
        let mut fields = Vec::with_capacity(self.s.objects.len());
        let mut fields_interior = HashMap::new();
        let mut interior_memo = FxMap::default();
        for oi in 0..self.s.objects.len() {
            let o = ObjectId(oi as u32);
            let mut fs: Vec<(Offset, Targets)> = Vec::new();
            let mut inside: Vec<(Offset, Targets)> = Vec::new();
            for l in self.s.object_fields(o).to_vec() {
                if self.s.loc_parts(l).1 == VAR && !self.s.objects[oi].collapsed {
                    continue; // derived: the union of the other fields
                }
                let off = self.target_of(l).offset;
                if fs.iter().any(|(x, _)| *x == off) {
                    continue;
                }
                let c = self.s.content(l);
                let t = self.targets(c);
                if !t.is_empty() {
                    inside.push((off, self.interior_targets(c, &later, &t, &mut interior_memo)));
                    fs.push((off, t));
                }
            }
            if let Some(w) = self.s.var_write_node(o) {
                let t = self.targets(w);
                if !t.is_empty() {
                    self.s.objects[oi].indexed_pointers = true;
                    inside.push((Offset::Any, self.interior_targets(w, &later, &t, &mut interior_memo)));
                    fs.push((Offset::Any, t));
                }
            }
            fs.sort_by_key(|f| f.0);
            inside.sort_by_key(|f| f.0);
            if inside != fs {
                fields_interior.insert(o, inside);
            }
            fields.push(fs);
        }
        let ptr_offsets = ptr_fields::compute(&mut self.s, &self.accesses, &self.copies);
        for (oi, offs) in ptr_offsets.into_iter().enumerate() {
            self.s.objects[oi].ptr_offsets = offs;
        }
        let remote_calls = self.remote_calls_info(&fields);
        let mut stats = self.s.stats.clone();
        stats.instructions = self.instructions;
        stats.nodes = self.s.num_nodes();
        stats.objects = self.s.objects.len();
        stats.facts = self.s.num_facts();
        self.s.count_edges(&mut stats);
        HeapAnalysis {
            objects: std::mem::take(&mut self.s.objects),
            value_set,
            raw_sets,
            targets,
            loc_targets,
            later,
            fields_interior,
            fields,
            remote_calls,
            stats,
            debug: std::mem::take(&mut self.debug),
            elapsed: std::time::Duration::ZERO,
        }
    }

    /// The values whose node has a copy edge into the unknown content, by node id (the
    /// order the walk made them in).
    fn values_feeding_unknown(&mut self) -> Vec<LLVMValueRef> {
        let mut vals: Vec<(NodeId, LLVMValueRef)> = self.vals.iter().map(|(&v, &n)| (n, v)).collect();
        vals.sort_unstable_by_key(|&(n, _)| n);
        // Many values share a representative: look each one's edges up once.
        let mut by_rep: FxMap<NodeId, bool> = FxMap::default();
        let mut out = Vec::new();
        for (n, v) in vals {
            let r = self.s.find(n);
            let feeds = match by_rep.get(&r) {
                Some(&f) => f,
                None => {
                    let f = self.s.feeds_unknown(r);
                    by_rep.insert(r, f);
                    f
                }
            };
            if feeds {
                out.push(v);
            }
        }
        out
    }

    fn remote_calls_info(&mut self, fields: &[Vec<(Offset, Targets)>]) -> Vec<RemoteCall> {
        let recs = std::mem::take(&mut self.remote);
        let mut out = Vec::new();
        for r in recs {
            let actuals: Vec<Vec<Target>> = r.args.iter().map(|a| a.map(|n| self.targets(n).to_vec()).unwrap_or_default()).collect();
            let result = r.result.map(|n| self.targets(n).to_vec()).unwrap_or_default();
            let (mut formals, mut arg_clones, mut ret_clones) = (Vec::new(), Vec::new(), Vec::new());
            let (method, method_name) = match r.method {
                Some(fi) => (Some(self.funcs[fi as usize].value), self.funcs[fi as usize].name.clone()),
                None => (None, String::new()),
            };
            if let Some(fi) = r.method {
                let params = self.funcs[fi as usize].params.clone();
                for k in 0..r.args.len() {
                    formals.push(match params.get(k + 1) {
                        Some(Some(p)) => self.targets(*p).to_vec(),
                        _ => Vec::new(),
                    });
                }
                let roots: Vec<Target> = actuals.iter().flatten().copied().collect();
                for o in reachable(&roots, fields) {
                    if let Some(c) = self.s.clone_for(CloneKey { method: fi, dir: CloneDir::Arg }, o) {
                        arg_clones.push((o, c));
                    }
                }
                if let Some(rn) = self.funcs[fi as usize].ret {
                    let roots = self.targets(rn);
                    for o in reachable(&roots, fields) {
                        if let Some(c) = self.s.clone_for(CloneKey { method: fi, dir: CloneDir::Ret }, o) {
                            ret_clones.push((o, c));
                        }
                    }
                }
            }
            out.push(RemoteCall {
                call: r.inst,
                caller: r.caller,
                method,
                method_name,
                line: r.line,
                index_in_caller: r.index,
                actuals,
                formals,
                result,
                arg_clones,
                ret_clones,
            });
        }
        out
    }
}

/// Objects reachable from `roots` through object fields, sorted. `fields` is indexed by
/// object id. Fields share their target lists (one per points-to set: every field of an
/// escaped object holds the same long list), so each list is walked once.
pub(crate) fn reachable(roots: &[Target], fields: &[Vec<(Offset, Targets)>]) -> Vec<ObjectId> {
    let mut seen = vec![false; fields.len()];
    let mut walked: FxSet<*const Target> = FxSet::default();
    let mut stack: Vec<ObjectId> = roots.iter().map(|t| t.obj).collect();
    while let Some(o) = stack.pop() {
        if std::mem::replace(&mut seen[o.index()], true) {
            continue;
        }
        for (_, ts) in &fields[o.index()] {
            if ts.is_empty() || !walked.insert(ts.as_ptr()) {
                continue;
            }
            stack.extend(ts.iter().map(|t| t.obj).filter(|t| !seen[t.index()]));
        }
    }
    seen.iter().enumerate().filter(|&(_, &s)| s).map(|(i, _)| ObjectId(i as u32)).collect()
}
