//! memcpy constraints: source fields gathered per relative offset into part nodes, which
//! feed every destination; watches on source objects catch fields made later.

use super::{FxMap, FxSet, LocId, Memcpy, MemcpyWatch, NodeId, Solver, ANY, VAR};

/// The longest copy whose parts from anywhere in the source reach only the fields in
/// the copied range of a destination (longer ones reach every field).
const SPREAD_BYTES: i64 = 64;

impl Solver {
    /// memcpy/memmove: field-wise copy of `len` bytes (`None`: to the end) from the
    /// objects `src` points to into those `dst` points to.
    pub fn add_memcpy(&mut self, dst: NodeId, src: NodeId, len: Option<i64>) {
        let idx = self.memcpys.len() as u32;
        self.memcpys.push(Memcpy {
            dst,
            src,
            len,
            parts: Vec::new(),
            part_at: FxMap::default(),
            all: None,
            srcs: FxSet::default(),
            dsts: Vec::new(),
            dst_set: FxSet::default(),
        });
        let (d, s) = (self.find(dst), self.find(src));
        self.nodes[d as usize].rare().memcpys.push(idx);
        if s != d {
            self.nodes[s as usize].rare().memcpys.push(idx);
        }
        for ls in self.sets.to_vec(self.nodes[s as usize].pts) {
            self.memcpy_src(idx, ls);
        }
        let d = self.find(d);
        for ld in self.sets.to_vec(self.nodes[d as usize].pts) {
            self.memcpy_dst(idx, ld);
        }
    }

    /// The node gathering what memcpy `mc` copies at relative offset `k` (made on first
    /// use and connected to every destination seen so far).
    fn memcpy_part(&mut self, mc: u32, k: i64) -> NodeId {
        if let Some(&n) = self.memcpys[mc as usize].part_at.get(&k) {
            return n;
        }
        let n = self.new_node();
        self.memcpys[mc as usize].parts.push((k, n));
        self.memcpys[mc as usize].part_at.insert(k, n);
        if let Some(all) = self.memcpys[mc as usize].all {
            self.add_copy(n, all);
        }
        for ld in self.memcpys[mc as usize].dsts.clone() {
            self.memcpy_link(mc, n, k, ld);
        }
        n
    }

    /// The node gathering every part of memcpy `mc`.
    fn memcpy_all(&mut self, mc: u32) -> NodeId {
        if let Some(all) = self.memcpys[mc as usize].all {
            return all;
        }
        let all = self.new_node();
        self.memcpys[mc as usize].all = Some(all);
        for (_, part) in self.memcpys[mc as usize].parts.clone() {
            self.add_copy(part, all);
        }
        all
    }

    fn memcpy_link(&mut self, mc: u32, part: NodeId, k: i64, ld: LocId) {
        let (dobj, doff) = self.locs[ld as usize];
        let short = self.memcpys[mc as usize].len.filter(|&n| (1..=SPREAD_BYTES).contains(&n));
        if let (ANY, Some(len)) = (k, short) {
            let o = &self.objects[dobj.index()];
            if doff != ANY && doff != VAR && !o.collapsed && o.elem.is_none() {
                // A part from anywhere in the source (a variable index, a collapsed
                // object) lands on the fields of the copied bytes only, those made later
                // too, not on the destination's fields past them (a closure's numbers
                // beside a copied spawn hook).
                self.obj_state[dobj.index()].fills.push((doff, doff + len, part));
                for f in self.obj_state[dobj.index()].fields.clone() {
                    let off = self.locs[f as usize].1;
                    if off != ANY && off != VAR && (doff..doff + len).contains(&off) {
                        let c = self.store_node(f);
                        self.add_copy(part, c);
                    }
                }
                return;
            }
        }
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

    pub(super) fn memcpy_src(&mut self, mc: u32, ls: LocId) {
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
        // Every element of a smashed array has element 0's fields.
        let w = MemcpyWatch { src_base: self.copy_base(sobj, soff), len, mc };
        if !self.watch_set.insert((sobj.0, w)) {
            return;
        }
        self.obj_state[sobj.index()].watches.push(w);
        for f in self.obj_state[sobj.index()].fields.clone() {
            let off = self.locs[f as usize].1;
            self.apply_watch(f, off, w);
        }
    }

    pub(super) fn memcpy_dst(&mut self, mc: u32, ld: LocId) {
        if !self.memcpys[mc as usize].dst_set.insert(ld) {
            return;
        }
        let (dobj, doff) = self.locs[ld as usize];
        if doff == ANY || doff == VAR || self.objects[dobj.index()].collapsed {
            // Every part lands in one node (see `memcpy_link`).
            let t = self.loc(dobj, if doff == VAR { VAR } else { ANY });
            let c = self.store_node(t);
            let all = self.memcpy_all(mc);
            self.add_copy(all, c);
            return;
        }
        self.memcpys[mc as usize].dsts.push(ld);
        for (k, part) in self.memcpys[mc as usize].parts.clone() {
            self.memcpy_link(mc, part, k, ld);
        }
    }

    pub(super) fn apply_watch(&mut self, l: LocId, off: i64, w: MemcpyWatch) {
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
}
