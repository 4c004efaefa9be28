//! The worklist: difference propagation of each popped node's new locations through its
//! constraints and edges, with SCC passes when many edges were added.

use super::{LocId, Node, NodeId, Solver, MAX_COPY_EDGES, MAX_LOCATIONS, NO_NODE};

impl Solver {
    /// Runs the worklist to a fixpoint (of the constraints added so far). Newly resolved
    /// indirect calls are left in `pending` for the driver.
    /// Errors: the constraint graph grew past [`MAX_COPY_EDGES`] or [`MAX_LOCATIONS`]
    /// (the message gives both counts): the solve stops before it exhausts memory.
    pub fn solve(&mut self) -> Result<(), String> {
        self.within_budget()?;
        loop {
            while let Some(std::cmp::Reverse((_, _, n))) = self.worklist.pop() {
                self.in_wl[n as usize] = false;
                if self.rep[n as usize] != n {
                    continue;
                }
                self.within_budget()?;
                self.stats.iterations += 1;
                self.process(n);
                if self.sets.wants_compaction() {
                    self.compact_sets();
                }
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
        Ok(())
    }

    /// Whether the graph is still within the limits that bound the analysis' memory.
    fn within_budget(&self) -> Result<(), String> {
        if self.edges_total <= MAX_COPY_EDGES && self.locs.len() <= MAX_LOCATIONS {
            return Ok(());
        }
        Err(format!(
            "the analysis stopped at {} copy edges and {} field locations (limits {MAX_COPY_EDGES} and {MAX_LOCATIONS}, which keep the compiler's memory bounded): the remote methods' data reach code that the analysis models coarsely (standard-library collections such as BTreeMap, or functions outside the module), whose objects it cannot keep apart",
            self.edges_total,
            self.locs.len()
        ))
    }

    fn alive(&mut self, n: NodeId) -> bool {
        self.find(n) == n
    }

    fn process(&mut self, n: NodeId) {
        let (pts, prev) = (self.nodes[n as usize].pts, self.nodes[n as usize].prev);
        if pts == prev {
            return;
        }
        self.nodes[n as usize].prev = pts;
        let delta = self.sets.difference(pts, prev);
        // The new locations as a list, made only for the constraints that need them.
        let mut locs_made = None;
        let mut locs = |s: &Self| -> Vec<LocId> { locs_made.get_or_insert_with(|| s.sets.to_vec(delta)).clone() };
        if n == self.find(self.ucontent) {
            let locs = locs(self);
            for &l in &locs {
                let o = self.locs[l as usize].0;
                self.escape(o);
            }
        }
        if !self.alive(n) {
            return;
        }
        // Complex constraints first: they may add edges out of n.
        let loads = self.nodes[n as usize].take_rare(|r| &mut r.loads);
        if !loads.is_empty() {
            let d = self.set_content(pts, prev, self.rank[n as usize]);
            for &dst in &loads {
                self.add_copy(d, dst);
            }
        }
        self.restore(n, |nd| &mut nd.rare().loads, loads);
        let stores = self.nodes[n as usize].take_rare(|r| &mut r.stores);
        if !stores.is_empty() {
            let targets = self.store_targets(&locs(self));
            for &src in &stores {
                for &c in &targets {
                    self.add_copy(src, c);
                }
            }
        }
        self.restore(n, |nd| &mut nd.rare().stores, stores);
        let r = self.find(n);
        if !self.nodes[r as usize].rare_list(|r| &r.icalls).is_empty() {
            let icalls = self.nodes[r as usize].rare_list(|r| &r.icalls).to_vec();
            for ic in icalls {
                self.resolve_icall(ic, delta);
            }
        }
        let r = self.find(n);
        if !self.nodes[r as usize].rare_list(|r| &r.memcpys).is_empty() {
            let mcs = self.nodes[r as usize].rare_list(|r| &r.memcpys).to_vec();
            let locs = locs(self);
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
        // Every target holds `prev` already: pushing all of `pts` adds what `delta` adds,
        // and equal sets make the union free.
        for &t in &copies {
            let t = self.find(t);
            if t != me {
                self.add_set(t, pts);
                kept.push(t);
            }
        }
        kept.sort_unstable();
        kept.dedup();
        self.restore(n, |nd| &mut nd.copy, kept);
        let geps = std::mem::take(&mut self.nodes[n as usize].gep);
        let me = self.find(n);
        for &(t, off) in &geps {
            // A gep edge back into its own node is a positive-weight cycle (a pointer walk,
            // `p++` around a loop): the walk may stop at any offset, so it reaches the
            // object's variable-index location, which bounds offsets without collapsing
            // the object ([`Solver::map_walk`]); the values outside the cycle (the walk's
            // start) keep theirs.
            let mapped = if self.find(t) == me {
                self.map_walk(delta, off)
            } else {
                self.gep_src = me;
                let m = self.map_gep(delta, off);
                self.gep_src = NO_NODE;
                m
            };
            self.add_set(t, mapped);
        }
        self.restore(n, |nd| &mut nd.gep, geps);
        let strided = self.nodes[n as usize].take_rare(|r| &mut r.strided);
        for &(t, stride) in &strided {
            let mapped = self.map_strided(delta, stride);
            self.add_set(t, mapped);
        }
        self.restore(n, |nd| &mut nd.rare().strided, strided);
        let clones = self.nodes[n as usize].take_rare(|r| &mut r.clone);
        for &(t, key) in &clones {
            let mapped = self.map_clone(delta, key);
            self.add_set(t, mapped);
        }
        self.restore(n, |nd| &mut nd.rare().clone, clones);
    }

    /// Drops the sets no node holds any more (between two worklist steps: no set id is
    /// held elsewhere) and renumbers the nodes' ids.
    fn compact_sets(&mut self) {
        let mut live = vec![false; self.sets.id_count()];
        for nd in &self.nodes {
            live[nd.pts.index()] = true;
            live[nd.prev.index()] = true;
        }
        for s in self.set_contents.keys() {
            live[s.index()] = true;
        }
        let new_id = self.sets.compact(&live);
        for nd in &mut self.nodes {
            nd.pts = new_id[nd.pts.index()];
            nd.prev = new_id[nd.prev.index()];
        }
        self.set_contents = self.set_contents.drain().map(|(s, d)| (new_id[s.index()], d)).collect();
    }

    /// Puts a list taken out of node `n` back (into `n`'s representative, after anything
    /// added meanwhile).
    fn restore<T>(&mut self, n: NodeId, field: impl Fn(&mut Node) -> &mut Vec<T>, mut list: Vec<T>) {
        if list.is_empty() {
            return;
        }
        let r = self.find(n);
        let slot = field(&mut self.nodes[r as usize]);
        list.append(slot);
        *slot = list;
    }
}
