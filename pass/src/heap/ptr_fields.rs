//! Which byte offsets of each object hold `ptr`-typed values
//! ([`super::AbstractObject::ptr_offsets`]), computed after solving.
//!
//! Seeds: every load/store/cmpxchg/atomicrmw whose type has `ptr` leaves marks, for each
//! target `(o, off)` of its address operand, `off + leaf` of `o` (or `Any` for a variable
//! index or a collapsed object); global initializers mark their pointer constants. Marks
//! then flow (to a fixpoint) from source to destination objects of every memcpy-like
//! copy (llvm.memcpy/memmove, memcpy(), realloc...), within the copied range, and both
//! ways between an original object and its RMI clones.

use super::objects::{ObjectId, Offset};
use super::solver::{FxSet, NodeId, Solver, ANY, VAR};
use std::collections::BTreeSet;

/// A `ptr`-typed access at byte `leaf` from an address.
pub(crate) enum Access {
    /// Through the pointer value node.
    Node(NodeId, i64),
    /// At a fixed location (object, byte offset).
    Fixed(ObjectId, i64),
}

/// A field-wise copy of `len` bytes (`None`: to the end) from `*src` to `*dst`.
pub(crate) struct Copy {
    pub dst: NodeId,
    pub src: NodeId,
    pub len: Option<i64>,
}

/// Above this many (source, destination) pairs a copy marks its destinations `Any`.
const MAX_PAIRS: usize = 4096;

/// The sorted pointer offsets of every object (indexed by object id).
pub(crate) fn compute(s: &mut Solver, accesses: &[Access], copies: &[Copy]) -> Vec<Vec<Offset>> {
    let n = s.objects.len();
    let mut marks: Vec<BTreeSet<Offset>> = vec![BTreeSet::new(); n];
    let mut seen: FxSet<(NodeId, i64)> = FxSet::default();
    for a in accesses {
        match *a {
            Access::Fixed(o, off) => mark(s, &mut marks, o, off),
            Access::Node(p, leaf) => {
                // Many accesses go through one (merged) node: visit its set once per leaf.
                let r = s.find(p);
                if !seen.insert((r, leaf)) {
                    continue;
                }
                for l in s.pts(r) {
                    let (o, off) = s.loc_parts(l);
                    let at = if off == ANY || off == VAR { ANY } else { off + leaf };
                    mark(s, &mut marks, o, at);
                }
            }
        }
    }
    let mut distinct: FxSet<(NodeId, NodeId, Option<i64>)> = FxSet::default();
    let mut pairs = Vec::new();
    for c in copies {
        let key = (s.find(c.dst), s.find(c.src), c.len);
        if distinct.insert(key) {
            pairs.push(key);
        }
    }
    let copies: Vec<(Vec<u32>, Vec<u32>, Option<i64>)> = pairs.into_iter().map(|(d, sr, len)| (s.pts(d), s.pts(sr), len)).collect();
    let clones = s.clone_pairs();
    for _round in 0..64 {
        let mut changed = false;
        for (dsts, srcs, len) in &copies {
            changed |= copy_marks(s, &mut marks, dsts, srcs, *len);
        }
        for &(o, c) in &clones {
            let (a, b) = (marks[o.index()].clone(), marks[c.index()].clone());
            for x in &a {
                changed |= marks[c.index()].insert(*x);
            }
            for x in &b {
                changed |= marks[o.index()].insert(*x);
            }
        }
        if !changed {
            break;
        }
    }
    marks.into_iter().map(|m| m.into_iter().collect()).collect()
}

fn mark(s: &Solver, marks: &mut [BTreeSet<Offset>], o: ObjectId, off: i64) {
    marks[o.index()].insert(s.offset_of(o, off));
}

fn copy_marks(s: &Solver, marks: &mut [BTreeSet<Offset>], dsts: &[u32], srcs: &[u32], len: Option<i64>) -> bool {
    let mut changed = false;
    if dsts.len() * srcs.len() > MAX_PAIRS {
        // Too many pairs to follow offsets: any pointer field makes every destination's
        // layout unknown.
        if srcs.iter().any(|&ls| !marks[s.loc_parts(ls).0.index()].is_empty()) {
            for &ld in dsts {
                changed |= marks[s.loc_parts(ld).0.index()].insert(Offset::Any);
            }
        }
        return changed;
    }
    for &ls in srcs {
        let (so, soff) = s.loc_parts(ls);
        let soff = s.copy_base(so, soff);
        let src_marks: Vec<Offset> = marks[so.index()].iter().copied().collect();
        for m in src_marks {
            let rel = match (m, soff) {
                (Offset::At(f), b) if b != ANY && b != VAR => {
                    if !(b..len.map_or(i64::MAX, |l| b + l)).contains(&f) {
                        continue;
                    }
                    Some(f - b)
                }
                _ => None,
            };
            for &ld in dsts {
                let (dobj, doff) = s.loc_parts(ld);
                let at = match rel {
                    Some(r) if doff != ANY && doff != VAR => doff + r,
                    _ => ANY,
                };
                changed |= marks[dobj.index()].insert(s.offset_of(dobj, at));
            }
        }
    }
    changed
}
