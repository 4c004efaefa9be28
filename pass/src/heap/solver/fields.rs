//! Objects and their field locations: creating objects and locations (collapsing on
//! `ANY`, out-of-range offsets or too many fields), wiring a new location to the
//! variable-index node, clones, escape and memcpy watches, collapsing an object, marking
//! it escaped, and making clones (paper §2, figure 4).

use super::{LocId, NodeId, ObjState, Solver, ANY, MAX_FIELDS, MAX_FIELDS_SIZED, MAX_OFFSET, MAX_STRIDED_SLOTS, NO_NODE, VAR};
use crate::heap::cloning::CloneKey;
use crate::heap::objects::{AbstractObject, AllocSite, ObjectId, ObjectKind, Offset};

impl Solver {
    /// Creates an original object (logical = physical = the next number).
    pub fn new_object(&mut self, kind: ObjectKind, site: AllocSite, function: String, line: Option<u32>, size: Option<u64>, concrete: bool) -> ObjectId {
        let id = ObjectId(self.objects.len() as u32);
        let n = self.next_number;
        self.next_number += 1;
        self.objects.push(AbstractObject {
            id,
            logical: n,
            physical: n,
            kind,
            site,
            function,
            line,
            size,
            collapsed: false,
            escaped: false,
            indexed_pointers: false,
            ptr_offsets: Vec::new(),
            concrete,
            elem: None,
            wrapped: Vec::new(),
        });
        self.obj_state.push(ObjState::default());
        id
    }

    /// The location (o, off), created on first use; normalises offsets of collapsed
    /// objects to [`ANY`] and collapses `o` on `ANY`, negative or huge offsets or too many
    /// fields.
    pub fn loc(&mut self, o: ObjectId, off: i64) -> LocId {
        let mut off = off;
        let mut later = None;
        if let (Some(e), false) = (self.objects[o.index()].elem, off == ANY || off == VAR) {
            // A smashed array: element 0 stands for every element. An offset outside
            // element 0 is its "later element" location (`e + off mod e`), whose content
            // is element 0's: it only tells a pointer to another element (`&a[i]`) from
            // one to the start.
            let e = e as i64;
            if !(0..e).contains(&off) {
                let inner = off.rem_euclid(e);
                off = e + inner;
                later = Some(inner);
            }
        }
        if self.objects[o.index()].collapsed {
            off = ANY;
        } else if off == VAR {
        } else if off == ANY || self.out_of_range(o, off) {
            self.collapse(o);
            off = ANY;
        }
        if let Some(&l) = self.loc_map.get(&(o.0, off)) {
            return l;
        }
        let l = self.locs.len() as LocId;
        let n = self.new_node();
        self.locs.push((o, off));
        self.loc_node.push(n);
        self.loc_gep.push((NO_NODE, 0, 0));
        self.loc_map.insert((o.0, off), l);
        self.obj_state[o.index()].fields.push(l);
        let nf = self.obj_state[o.index()].fields.len();
        if nf == MAX_FIELDS || nf == MAX_FIELDS_SIZED {
            // From now on a look-up of some of o's fields collapses it: remembered gep
            // maps would skip that look-up.
            self.sets.forget_maps();
            self.map_epoch += 1;
        }
        self.on_new_loc(o, l, off);
        if let (Some(inner), false) = (later, off == ANY) {
            let first = self.loc(o, inner);
            let (a, b) = (self.loc_node[first as usize], self.loc_node[l as usize]);
            self.merge(a, b);
        }
        l
    }

    /// Whether location offset `off` of `o` lies past element 0 of a smashed array (a
    /// pointer there points to some element after the first, not to the start).
    pub fn later_element(&self, o: ObjectId, off: i64) -> bool {
        let obj = &self.objects[o.index()];
        match obj.elem {
            Some(e) if !obj.collapsed && off != ANY && off != VAR => !(0..e as i64).contains(&off),
            _ => false,
        }
    }

    /// The offset a copy out of location offset `off` of `o` starts at: in element 0 for
    /// a smashed array (every element has element 0's fields), else `off`.
    pub fn copy_base(&self, o: ObjectId, off: i64) -> i64 {
        match self.objects[o.index()].elem {
            Some(e) if off != ANY && off != VAR => off.rem_euclid(e as i64),
            _ => off,
        }
    }

    /// Offsets past a known size stay exact (no collapse): a path-insensitive access to a
    /// bigger variant's field through a pointer that may also hold a smaller object
    /// (`((Pair *)x)->b` where x may be a Leaf) is no real access of the smaller one, and
    /// collapsing it would lose its layout (codegen's polymorphic pointers).
    fn out_of_range(&self, o: ObjectId, off: i64) -> bool {
        // Inside a known size the size bounds the fields; past it (or without a size)
        // the small limit keeps a cycle of geps from growing fields for long.
        let inside = matches!(self.objects[o.index()].size, Some(sz) if sz > 0 && (off as u64) < sz);
        let limit = if inside { MAX_FIELDS_SIZED } else { MAX_FIELDS };
        !(0..=MAX_OFFSET).contains(&off) || self.obj_state[o.index()].fields.len() >= limit
    }

    /// The offset a location of `o` at `off` reports: `Any` for a collapsed object or a
    /// variable index, the offset in element 0 for a smashed array (a location made
    /// before the smash keeps its old offset), else `off`.
    pub fn offset_of(&self, o: ObjectId, off: i64) -> Offset {
        let obj = &self.objects[o.index()];
        match obj.elem {
            _ if obj.collapsed || off == ANY || off == VAR => Offset::Any,
            Some(e) => Offset::At(off.rem_euclid(e as i64)),
            None => Offset::At(off),
        }
    }

    /// The (object, offset) of a location.
    pub fn loc_parts(&self, l: LocId) -> (ObjectId, i64) {
        self.locs[l as usize]
    }

    /// The representative content node of a location.
    pub fn content(&mut self, l: LocId) -> NodeId {
        let n = self.loc_node[l as usize];
        self.find(n)
    }

    /// The node a store through location `l` writes: its content, or for a `VAR`
    /// location of a non-collapsed object its write node.
    pub fn store_node(&mut self, l: LocId) -> NodeId {
        let (o, off) = self.locs[l as usize];
        if off == VAR && !self.objects[o.index()].collapsed {
            if let Some(&w) = self.var_write.get(&o.0) {
                return self.find(w);
            }
        }
        self.content(l)
    }

    /// The field locations of an object (including a collapsed object's stale ones).
    pub fn object_fields(&self, o: ObjectId) -> &[LocId] {
        &self.obj_state[o.index()].fields
    }

    fn on_new_loc(&mut self, o: ObjectId, l: LocId, off: i64) {
        let c = self.loc_node[l as usize];
        if off == VAR {
            // The read node gathers every field, the write node feeds every field.
            let w = self.new_node();
            self.var_write.insert(o.0, w);
            self.add_copy(w, c);
            if self.objects[o.index()].escaped {
                let u = self.ucontent;
                self.add_copy(u, w);
                self.add_copy(c, u);
            }
            for f in self.obj_state[o.index()].fields.clone() {
                if f != l {
                    let fc = self.content(f);
                    self.add_copy(fc, c);
                    self.add_copy(w, fc);
                }
            }
            // Clones see what was stored through the variable index too.
            for (cl, key) in self.obj_state[o.index()].clones.clone() {
                let lc = self.loc(cl, VAR);
                self.link_clone_locs(l, lc, key);
            }
            for (src, key) in self.obj_state[o.index()].clone_srcs.clone() {
                let ls = self.loc(src, VAR);
                self.link_clone_locs(ls, l, key);
            }
            // memcpys reading this object copy what was written through the index.
            for w in self.obj_state[o.index()].watches.clone() {
                self.apply_watch(l, off, w);
            }
            return;
        }
        if let Some(&vl) = self.loc_map.get(&(o.0, VAR)) {
            if let Some(&w) = self.var_write.get(&o.0) {
                let r = self.content(vl);
                self.add_copy(c, r);
                self.add_copy(w, c);
            }
        }
        if self.objects[o.index()].escaped {
            let u = self.ucontent;
            self.add_copy(c, u);
            self.add_copy(u, c);
        }
        let clones = self.obj_state[o.index()].clones.clone();
        for (cl, key) in clones {
            let lc = self.loc(cl, off);
            let (a, b) = (self.content(l), self.content(lc));
            self.add_clone(a, b, key);
        }
        let srcs = self.obj_state[o.index()].clone_srcs.clone();
        for (src, key) in srcs {
            let ls = self.loc(src, off);
            let (a, b) = (self.content(ls), self.content(l));
            self.add_clone(a, b, key);
        }
        let watches = self.obj_state[o.index()].watches.clone();
        for w in watches {
            self.apply_watch(l, off, w);
        }
        for (from, to, part) in self.obj_state[o.index()].fills.clone() {
            if (from..to).contains(&off) {
                let s = self.store_node(l);
                self.add_copy(part, s);
            }
        }
    }

    /// Clone edge from the content of original location `lo` to clone location `lc`
    /// (for `VAR` locations also between their write nodes).
    fn link_clone_locs(&mut self, lo: LocId, lc: LocId, key: CloneKey) {
        let (a, b) = (self.content(lo), self.content(lc));
        self.add_clone(a, b, key);
        let (oo, ooff) = self.locs[lo as usize];
        let (co, coff) = self.locs[lc as usize];
        if ooff == VAR && coff == VAR {
            if let (Some(&wo), Some(&wc)) = (self.var_write.get(&oo.0), self.var_write.get(&co.0)) {
                let (a, b) = (self.find(wo), self.find(wc));
                self.add_clone(a, b, key);
            }
        }
    }

    /// Makes `o` field-insensitive: all its fields merge into the one `ANY` field; its
    /// clones and memcpy destinations collapse too.
    pub fn collapse(&mut self, o: ObjectId) {
        if self.objects[o.index()].collapsed {
            return;
        }
        self.objects[o.index()].collapsed = true;
        self.stats.objects_collapsed += 1;
        let any = self.loc(o, ANY);
        let fields = self.obj_state[o.index()].fields.clone();
        if let Some(w) = self.var_write.remove(&o.0) {
            let a = self.loc_node[any as usize];
            self.merge(a, w);
        }
        for f in fields {
            if f != any {
                let (a, b) = (self.loc_node[any as usize], self.loc_node[f as usize]);
                self.merge(a, b);
            }
        }
    }

    /// Whether a strided walk from offset `lo` of `o` by `stride` bytes should smash `o`
    /// into an array of `stride`-byte records: a heap object of known size holding more
    /// than [`MAX_STRIDED_SLOTS`] whole records (wider than a pointer) walked from its
    /// first record. Narrower elements keep the variable-index location, which is as
    /// precise for them; a record array behind a header keeps it too.
    pub(super) fn smashable(&self, o: ObjectId, lo: i64, stride: i64) -> bool {
        let obj = &self.objects[o.index()];
        let size = obj.size.unwrap_or(0) as i64;
        matches!(obj.kind, ObjectKind::Heap(_) | ObjectKind::Stack | ObjectKind::Global)
            && obj.elem.is_none()
            && stride > 8
            && (0..stride).contains(&lo)
            && size > 0
            && size % stride == 0
            && size / stride > MAX_STRIDED_SLOTS
    }

    /// Smashes `o` into an array of `elem`-byte elements: element 0 stands for every
    /// element from now on, and each existing field merges into element 0's field at
    /// the same offset in the element. Merging only joins locations, so it is sound at
    /// any point of solving; remembered maps are forgotten because they name the old
    /// locations.
    pub(super) fn smash(&mut self, o: ObjectId, elem: u64) {
        self.objects[o.index()].elem = Some(elem);
        self.sets.forget_maps();
        self.map_epoch += 1;
        for f in self.obj_state[o.index()].fields.clone() {
            let (_, off) = self.locs[f as usize];
            if off == ANY || off == VAR || (0..elem as i64).contains(&off) {
                continue;
            }
            // Element 0's field, not the later-element location: that may be `f` itself.
            let folded = self.loc(o, off.rem_euclid(elem as i64));
            let (a, b) = (self.loc_node[folded as usize], self.loc_node[f as usize]);
            self.merge(a, b);
        }
    }

    /// Marks `o` as escaped into unknown code.
    pub(super) fn escape(&mut self, o: ObjectId) {
        if self.objects[o.index()].escaped {
            return;
        }
        self.objects[o.index()].escaped = true;
        let u = self.ucontent;
        for f in self.obj_state[o.index()].fields.clone() {
            let c = self.loc_node[f as usize];
            self.add_copy(c, u);
            self.add_copy(u, c);
        }
    }

    /// The clone of `o` for `key` (paper §2, figure 4): one per (key, physical number);
    /// links `o`'s fields to it on first meeting.
    pub(super) fn clone_of(&mut self, key: CloneKey, o: ObjectId) -> ObjectId {
        let phys = self.objects[o.index()].physical;
        let c = match self.clone_map.get(&(key, phys)) {
            Some(&c) => c,
            None => {
                let src = &self.objects[o.index()];
                let id = ObjectId(self.objects.len() as u32);
                let method = self.method_names.get(&key.method).cloned().unwrap_or_default();
                let obj = AbstractObject {
                    id,
                    logical: self.next_number,
                    physical: phys,
                    kind: src.kind.clone(),
                    site: AllocSite::Clone { of: o, key, method },
                    function: src.function.clone(),
                    line: src.line,
                    size: src.size,
                    collapsed: false,
                    escaped: false,
                    indexed_pointers: false,
                    ptr_offsets: Vec::new(),
                    concrete: false,
                    elem: src.elem,
                    wrapped: Vec::new(),
                };
                self.next_number += 1;
                self.objects.push(obj);
                self.obj_state.push(ObjState::default());
                self.clone_map.insert((key, phys), id);
                id
            }
        };
        if self.linked.insert((o.0, c.0)) {
            self.obj_state[o.index()].clones.push((c, key));
            self.obj_state[c.index()].clone_srcs.push((o, key));
            for f in self.obj_state[o.index()].fields.clone() {
                let off = self.locs[f as usize].1;
                let lc = self.loc(c, off);
                self.link_clone_locs(f, lc, key);
            }
        }
        c
    }

    /// The write node of `o`'s variable-index location, if any (not collapsed).
    pub fn var_write_node(&mut self, o: ObjectId) -> Option<NodeId> {
        if self.objects[o.index()].collapsed {
            return None;
        }
        let w = *self.var_write.get(&o.0)?;
        Some(self.find(w))
    }
}
