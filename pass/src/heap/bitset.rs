//! A small sparse bit set for points-to sets: a sorted vector of (block index, 64-bit
//! word) pairs. Points-to sets are small and scattered over a large id space, so a set
//! costs 16 bytes per non-empty 64-id block; union, difference and intersection are
//! linear merges.

/// The first index `>= from` whose block is not below `b`. A linear scan: measured
/// against exponential search (lua 5.4: 6 % fewer instructions; sqlite3: no difference),
/// since merged sets are mostly of similar density.
#[inline]
fn seek(blocks: &[(u32, u64)], from: usize, b: u32) -> usize {
    let mut i = from;
    while i < blocks.len() && blocks[i].0 < b {
        i += 1;
    }
    i
}

/// The ids of one 64-bit block `b` whose set bits are `w`, in increasing order.
pub fn block_ids(b: u32, w: u64) -> impl Iterator<Item = u32> {
    let mut w = w;
    std::iter::from_fn(move || {
        if w == 0 {
            return None;
        }
        let t = w.trailing_zeros();
        w &= w - 1;
        Some((b << 6) | t)
    })
}

/// A set of `u32` ids stored as sorted, non-empty 64-bit blocks.
#[derive(Clone, Default, Debug, PartialEq, Eq)]
pub struct SparseBitSet {
    blocks: Vec<(u32, u64)>,
}

impl SparseBitSet {
    /// The empty set.
    pub fn new() -> Self {
        SparseBitSet { blocks: Vec::new() }
    }

    fn split(x: u32) -> (u32, u64) {
        (x >> 6, 1u64 << (x & 63))
    }

    /// Adds `x`; true when it was not there.
    pub fn insert(&mut self, x: u32) -> bool {
        let (b, bit) = Self::split(x);
        match self.blocks.binary_search_by_key(&b, |e| e.0) {
            Ok(i) => {
                let had = self.blocks[i].1 & bit != 0;
                self.blocks[i].1 |= bit;
                !had
            }
            Err(i) => {
                self.blocks.insert(i, (b, bit));
                true
            }
        }
    }

    /// The set of the ids in `ids` (any order, duplicates allowed).
    pub fn from_unsorted(mut ids: Vec<u32>) -> Self {
        ids.sort_unstable();
        Self::from_sorted(&ids)
    }

    /// The set of the ids in `ids` (increasing, duplicates allowed).
    pub fn from_sorted(ids: &[u32]) -> Self {
        let mut blocks: Vec<(u32, u64)> = Vec::new();
        for &x in ids {
            let (b, bit) = Self::split(x);
            match blocks.last_mut() {
                Some(last) if last.0 == b => last.1 |= bit,
                _ => blocks.push((b, bit)),
            }
        }
        SparseBitSet { blocks }
    }

    /// Whether `x` is in the set.
    pub fn contains(&self, x: u32) -> bool {
        let (b, bit) = Self::split(x);
        match self.blocks.binary_search_by_key(&b, |e| e.0) {
            Ok(i) => self.blocks[i].1 & bit != 0,
            Err(_) => false,
        }
    }

    /// `self |= other`; true when `self` grew.
    pub fn union_with(&mut self, other: &SparseBitSet) -> bool {
        if other.blocks.is_empty() {
            return false;
        }
        // Fast path: every block of `other` already has a slot in `self`.
        let mut changed = false;
        let mut i = 0;
        let mut missing = 0;
        for &(b, w) in &other.blocks {
            i = seek(&self.blocks, i, b);
            if i < self.blocks.len() && self.blocks[i].0 == b {
                let nw = self.blocks[i].1 | w;
                if nw != self.blocks[i].1 {
                    self.blocks[i].1 = nw;
                    changed = true;
                }
            } else {
                missing += 1;
            }
        }
        if missing == 0 {
            return changed;
        }
        self.merge_missing(other, missing);
        true
    }

    /// Inserts the `missing` blocks of `other` that `self` lacks (present blocks are
    /// already or-ed in), merging in place from the back: no second vector.
    fn merge_missing(&mut self, other: &SparseBitSet, missing: usize) {
        let old = self.blocks.len();
        self.blocks.resize(old + missing, (0, 0));
        let (mut i, mut j, mut k) = (old, other.blocks.len(), old + missing);
        while j > 0 {
            let ob = other.blocks[j - 1];
            if i > 0 && self.blocks[i - 1].0 > ob.0 {
                self.blocks[k - 1] = self.blocks[i - 1];
                i -= 1;
            } else if i > 0 && self.blocks[i - 1].0 == ob.0 {
                self.blocks[k - 1] = self.blocks[i - 1];
                i -= 1;
                j -= 1;
            } else {
                self.blocks[k - 1] = ob;
                j -= 1;
            }
            k -= 1;
        }
    }

    /// `self |= other`, adding the ids that were new to `self` into `delta`; true when
    /// `self` grew. One pass over both sets.
    pub fn union_with_delta(&mut self, other: &SparseBitSet, delta: &mut SparseBitSet) -> bool {
        if other.blocks.is_empty() {
            return false;
        }
        let mut new: Vec<(u32, u64)> = Vec::new();
        let mut i = 0;
        let mut missing = 0;
        for &(b, w) in &other.blocks {
            i = seek(&self.blocks, i, b);
            if i < self.blocks.len() && self.blocks[i].0 == b {
                let add = w & !self.blocks[i].1;
                if add != 0 {
                    self.blocks[i].1 |= add;
                    new.push((b, add));
                }
            } else {
                missing += 1;
                new.push((b, w));
            }
        }
        if new.is_empty() {
            return false;
        }
        let new = SparseBitSet { blocks: new };
        if missing > 0 {
            // Present blocks already took their new bits; only the missing ones go in.
            self.merge_missing(&new, missing);
        }
        if delta.blocks.is_empty() {
            *delta = new;
        } else {
            delta.union_with(&new);
        }
        true
    }

    /// `self \ other`.
    pub fn difference(&self, other: &SparseBitSet) -> SparseBitSet {
        let mut out = Vec::new();
        let mut j = 0;
        for &(b, w) in &self.blocks {
            j = seek(&other.blocks, j, b);
            let ow = if j < other.blocks.len() && other.blocks[j].0 == b { other.blocks[j].1 } else { 0 };
            let d = w & !ow;
            if d != 0 {
                out.push((b, d));
            }
        }
        SparseBitSet { blocks: out }
    }

    /// `self ∩ other`.
    pub fn intersection(&self, other: &SparseBitSet) -> SparseBitSet {
        let mut out = Vec::new();
        let mut j = 0;
        for &(b, w) in &self.blocks {
            j = seek(&other.blocks, j, b);
            if j < other.blocks.len() && other.blocks[j].0 == b {
                let d = w & other.blocks[j].1;
                if d != 0 {
                    out.push((b, d));
                }
            }
        }
        SparseBitSet { blocks: out }
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// Number of ids in the set.
    pub fn len(&self) -> usize {
        self.blocks.iter().map(|b| b.1.count_ones() as usize).sum()
    }

    /// The ids in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.blocks.iter().flat_map(|&(b, w)| block_ids(b, w))
    }

    /// The ids as a vector, increasing.
    pub fn to_vec(&self) -> Vec<u32> {
        self.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_union_difference() {
        let mut a = SparseBitSet::new();
        assert!(a.insert(3));
        assert!(!a.insert(3));
        a.insert(200);
        let mut b = SparseBitSet::new();
        b.insert(64);
        b.insert(3);
        assert!(a.union_with(&b));
        assert!(!a.union_with(&b));
        assert_eq!(a.to_vec(), vec![3, 64, 200]);
        assert_eq!(a.difference(&b).to_vec(), vec![200]);
        assert_eq!(a.intersection(&b).to_vec(), vec![3, 64]);
        assert_eq!(a.len(), 3);
        assert!(a.contains(64) && !a.contains(65));
    }
}

#[cfg(test)]
mod delta_tests {
    use super::*;

    #[test]
    fn union_with_delta_records_new_ids() {
        let mut a = SparseBitSet::new();
        a.insert(1);
        a.insert(130);
        let mut b = SparseBitSet::new();
        b.insert(1);
        b.insert(2);
        b.insert(500);
        let mut d = SparseBitSet::new();
        assert!(a.union_with_delta(&b, &mut d));
        assert_eq!(a.to_vec(), vec![1, 2, 130, 500]);
        assert_eq!(d.to_vec(), vec![2, 500]);
        assert!(!a.union_with_delta(&b, &mut d));
    }
}

#[cfg(test)]
mod merge_tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Random sets (a fixed LCG) against BTreeSet: unions in place, with delta, and
    /// from unsorted ids.
    #[test]
    fn unions_agree_with_btreeset() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for round in 0..500 {
            // Also a large set against a small one.
            let span = [70u64, 700, 7000, 200_000][round % 4];
            let (na, nb) = if round % 4 == 3 { (3000 + next(2000), next(4)) } else { (next(40), next(40)) };
            let (na, nb) = if round % 8 == 7 { (nb, na) } else { (na, nb) };
            let (mut a, mut b) = (Vec::new(), Vec::new());
            for _ in 0..na {
                a.push(next(span) as u32);
            }
            for _ in 0..nb {
                b.push(next(span) as u32);
            }
            let (sa, sb) = (SparseBitSet::from_unsorted(a.clone()), SparseBitSet::from_unsorted(b.clone()));
            let (ta, tb): (BTreeSet<u32>, BTreeSet<u32>) = (a.into_iter().collect(), b.into_iter().collect());
            assert_eq!(sa.to_vec(), ta.iter().copied().collect::<Vec<_>>());
            let mut u = sa.clone();
            let grew = u.union_with(&sb);
            let tu: BTreeSet<u32> = ta.union(&tb).copied().collect();
            assert_eq!(u.to_vec(), tu.iter().copied().collect::<Vec<_>>());
            assert_eq!(grew, tu.len() > ta.len());
            let mut u2 = sa.clone();
            let mut delta = SparseBitSet::from_unsorted(vec![next(span) as u32]);
            let before: BTreeSet<u32> = delta.iter().collect();
            u2.union_with_delta(&sb, &mut delta);
            assert_eq!(u2, u);
            let want: BTreeSet<u32> = tb.difference(&ta).copied().chain(before).collect();
            assert_eq!(delta.to_vec(), want.into_iter().collect::<Vec<_>>());
        }
    }
}
