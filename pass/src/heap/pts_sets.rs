//! Hash-consed points-to sets: every distinct set is stored once, in one arena, and named
//! by a [`SetId`]; solver nodes hold ids. Most sets of a real program are equal (lua 5.4:
//! 22 k of its 37 k pointer values share one set of about 700 locations), so memory
//! follows the distinct sets, and union, difference and the solver's field-offset
//! mappings are memoised on ids: repeating an operation costs one table look-up.
//!
//! A set is a sorted list of non-empty 64-id blocks kept as two parallel arrays (block
//! index, bits): 12 bytes a block. Sets are immutable; an operation that yields a set
//! equal to an existing one returns that one's id. [`PtsSets::compact`] drops the sets
//! nobody holds any more (the solver calls it when the arena has doubled).

use super::solver::FxMap;

/// A set's name in [`PtsSets`]. Equal ids are equal sets and equal sets have equal ids.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub(crate) struct SetId(u32);

impl SetId {
    /// The empty set.
    pub const EMPTY: SetId = SetId(0);

    /// Whether this is the empty set.
    pub fn is_empty(self) -> bool {
        self == SetId::EMPTY
    }

    /// The id as an index (for tables kept by callers, e.g. liveness marks).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// No set (end of a hash chain).
const NONE: u32 = u32::MAX;

/// Counters of the interner's work (for the solver's statistics).
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct SetCounters {
    /// Unions asked for that were neither trivial nor memoised.
    pub unions_computed: usize,
    /// Unions answered by the memo.
    pub unions_memoised: usize,
    /// Sets created (an operation whose result was new).
    pub sets_made: usize,
}

/// The interner: every set's blocks, a content-hash index and the memo tables.
pub(crate) struct PtsSets {
    /// Block indices and words of every set, back to back.
    keys: Vec<u32>,
    bits: Vec<u64>,
    /// Each set's first block in `keys`/`bits` and its block count.
    spans: Vec<(u32, u32)>,
    hashes: Vec<u64>,
    /// Content hash -> newest set with that hash; `older[id]` the previous one with it.
    table: FxMap<u64, u32>,
    older: Vec<u32>,
    /// (smaller id, larger id) -> union.
    unions: FxMap<u64, u32>,
    /// (a, b) -> a \ b.
    diffs: FxMap<u64, u32>,
    /// (set, caller's table, caller's key) -> the caller's mapping of the set (see
    /// [`PtsSets::mapped`]).
    maps: FxMap<(u32, u8, u64), u32>,
    /// Blocks held right after the last compaction (the next one waits for twice that).
    live_blocks: usize,
    scratch_keys: Vec<u32>,
    scratch_bits: Vec<u64>,
    pub counters: SetCounters,
}

impl Default for PtsSets {
    fn default() -> Self {
        Self::new()
    }
}

fn pair(a: SetId, b: SetId) -> u64 {
    (a.0 as u64) << 32 | b.0 as u64
}

fn content_hash(keys: &[u32], bits: &[u64]) -> u64 {
    let mut h: u64 = keys.len() as u64;
    for (&k, &w) in keys.iter().zip(bits) {
        h = (h.rotate_left(5) ^ k as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    h
}

/// A borrowed set: its blocks.
#[derive(Clone, Copy)]
pub(crate) struct SetRef<'a> {
    keys: &'a [u32],
    bits: &'a [u64],
}

impl<'a> SetRef<'a> {
    /// The ids in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u32> + 'a {
        self.keys.iter().zip(self.bits).flat_map(|(&b, &w)| super::bitset::block_ids(b, w))
    }

    /// Number of ids.
    pub fn len(self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether `x` is in the set.
    pub fn contains(self, x: u32) -> bool {
        match self.keys.binary_search(&(x >> 6)) {
            Ok(i) => self.bits[i] & 1 << (x & 63) != 0,
            Err(_) => false,
        }
    }
}

impl PtsSets {
    /// An interner holding only the empty set.
    pub fn new() -> PtsSets {
        PtsSets {
            keys: Vec::new(),
            bits: Vec::new(),
            spans: vec![(0, 0)],
            hashes: vec![0],
            table: FxMap::default(),
            older: vec![NONE],
            unions: FxMap::default(),
            diffs: FxMap::default(),
            maps: FxMap::default(),
            live_blocks: 0,
            scratch_keys: Vec::new(),
            scratch_bits: Vec::new(),
            counters: SetCounters::default(),
        }
    }

    /// The blocks of a set.
    pub fn get(&self, s: SetId) -> SetRef<'_> {
        let (start, len) = self.spans[s.index()];
        let r = start as usize..(start + len) as usize;
        SetRef { keys: &self.keys[r.clone()], bits: &self.bits[r] }
    }

    /// The ids of a set, increasing.
    pub fn to_vec(&self, s: SetId) -> Vec<u32> {
        let r = self.get(s);
        let mut v = Vec::with_capacity(r.len());
        v.extend(r.iter());
        v
    }

    /// Number of ids in a set.
    pub fn len(&self, s: SetId) -> usize {
        self.get(s).len()
    }

    /// Number of set ids handed out (live or not), for liveness tables.
    pub fn id_count(&self) -> usize {
        self.spans.len()
    }

    /// The id of the set with these blocks (sorted, non-empty words), adding it if new.
    fn intern(&mut self, keys: &[u32], bits: &[u64]) -> SetId {
        if keys.is_empty() {
            return SetId::EMPTY;
        }
        let h = content_hash(keys, bits);
        let mut c = self.table.get(&h).copied().unwrap_or(NONE);
        while c != NONE {
            let r = self.get(SetId(c));
            if r.keys == keys && r.bits == bits {
                return SetId(c);
            }
            c = self.older[c as usize];
        }
        let id = self.spans.len() as u32;
        self.spans.push((self.keys.len() as u32, keys.len() as u32));
        self.keys.extend_from_slice(keys);
        self.bits.extend_from_slice(bits);
        self.hashes.push(h);
        self.older.push(self.table.insert(h, id).unwrap_or(NONE));
        self.counters.sets_made += 1;
        SetId(id)
    }

    /// Interns the scratch blocks (and leaves the scratch empty for the next operation).
    fn intern_scratch(&mut self, keys: Vec<u32>, bits: Vec<u64>) -> SetId {
        let id = self.intern(&keys, &bits);
        self.put_scratch(keys, bits);
        id
    }

    fn take_scratch(&mut self) -> (Vec<u32>, Vec<u64>) {
        let (mut k, mut w) = (std::mem::take(&mut self.scratch_keys), std::mem::take(&mut self.scratch_bits));
        k.clear();
        w.clear();
        (k, w)
    }

    fn put_scratch(&mut self, keys: Vec<u32>, bits: Vec<u64>) {
        self.scratch_keys = keys;
        self.scratch_bits = bits;
    }

    /// The set of the ids in `ids` (increasing, duplicates allowed).
    pub fn of_sorted(&mut self, ids: &[u32]) -> SetId {
        let (mut k, mut w) = self.take_scratch();
        for &x in ids {
            let (b, bit) = (x >> 6, 1u64 << (x & 63));
            match k.last() {
                Some(&last) if last == b => *w.last_mut().expect("parallel arrays") |= bit,
                _ => {
                    k.push(b);
                    w.push(bit);
                }
            }
        }
        self.intern_scratch(k, w)
    }

    /// The set of the ids in `ids` (any order, duplicates allowed).
    pub fn of_unsorted(&mut self, mut ids: Vec<u32>) -> SetId {
        ids.sort_unstable();
        self.of_sorted(&ids)
    }

    /// `s ∪ {x}`.
    pub fn insert(&mut self, s: SetId, x: u32) -> SetId {
        if self.get(s).contains(x) {
            return s;
        }
        let one = self.of_sorted(&[x]);
        self.union(s, one)
    }

    /// `a ∪ b`.
    pub fn union(&mut self, a: SetId, b: SetId) -> SetId {
        if a == b || b.is_empty() {
            return a;
        }
        if a.is_empty() {
            return b;
        }
        let key = pair(a.min(b), a.max(b));
        if let Some(&r) = self.unions.get(&key) {
            self.counters.unions_memoised += 1;
            return SetId(r);
        }
        self.counters.unions_computed += 1;
        let (mut k, mut w) = self.take_scratch();
        // Whether each side has ids the other lacks: if not, the union is that other side.
        let (x_extra, y_extra) = {
            let (x, y) = (self.get(a), self.get(b));
            let (mut x_extra, mut y_extra) = (false, false);
            let (mut i, mut j) = (0, 0);
            while i < x.keys.len() && j < y.keys.len() {
                let (kx, ky) = (x.keys[i], y.keys[j]);
                if kx < ky {
                    k.push(kx);
                    w.push(x.bits[i]);
                    x_extra = true;
                    i += 1;
                } else if kx > ky {
                    k.push(ky);
                    w.push(y.bits[j]);
                    y_extra = true;
                    j += 1;
                } else {
                    let u = x.bits[i] | y.bits[j];
                    x_extra |= u != y.bits[j];
                    y_extra |= u != x.bits[i];
                    k.push(kx);
                    w.push(u);
                    i += 1;
                    j += 1;
                }
            }
            x_extra |= i < x.keys.len();
            y_extra |= j < y.keys.len();
            if x_extra && y_extra {
                k.extend_from_slice(&x.keys[i..]);
                w.extend_from_slice(&x.bits[i..]);
                k.extend_from_slice(&y.keys[j..]);
                w.extend_from_slice(&y.bits[j..]);
            }
            (x_extra, y_extra)
        };
        let r = if !y_extra {
            self.put_scratch(k, w);
            a
        } else if !x_extra {
            self.put_scratch(k, w);
            b
        } else {
            self.intern_scratch(k, w)
        };
        self.unions.insert(key, r.0);
        r
    }

    /// `a \ b`.
    pub fn difference(&mut self, a: SetId, b: SetId) -> SetId {
        if a == b || a.is_empty() {
            return SetId::EMPTY;
        }
        if b.is_empty() {
            return a;
        }
        let key = pair(a, b);
        if let Some(&r) = self.diffs.get(&key) {
            return SetId(r);
        }
        let (mut k, mut w) = self.take_scratch();
        let (x, y) = (self.get(a), self.get(b));
        let mut removed = false;
        let mut j = 0;
        for (i, &kx) in x.keys.iter().enumerate() {
            while j < y.keys.len() && y.keys[j] < kx {
                j += 1;
            }
            let yw = if j < y.keys.len() && y.keys[j] == kx { y.bits[j] } else { 0 };
            let d = x.bits[i] & !yw;
            removed |= d != x.bits[i];
            if d != 0 {
                k.push(kx);
                w.push(d);
            }
        }
        let r = if removed {
            self.intern_scratch(k, w)
        } else {
            self.put_scratch(k, w);
            a
        };
        self.diffs.insert(key, r.0);
        r
    }

    /// `a ∩ b` (not memoised: the solver needs it only when merging nodes).
    pub fn intersection(&mut self, a: SetId, b: SetId) -> SetId {
        if a == b {
            return a;
        }
        if a.is_empty() || b.is_empty() {
            return SetId::EMPTY;
        }
        let (mut k, mut w) = self.take_scratch();
        let (x, y) = (self.get(a), self.get(b));
        let mut j = 0;
        for (i, &kx) in x.keys.iter().enumerate() {
            while j < y.keys.len() && y.keys[j] < kx {
                j += 1;
            }
            if j < y.keys.len() && y.keys[j] == kx {
                let d = x.bits[i] & y.bits[j];
                if d != 0 {
                    k.push(kx);
                    w.push(d);
                }
            }
        }
        self.intern_scratch(k, w)
    }

    /// A memoised mapping of `s` by the caller's function `table` with argument `key`
    /// (the solver's gep, strided and clone maps of a set), if remembered since the last
    /// [`PtsSets::forget_maps`].
    pub fn mapped(&self, s: SetId, table: u8, key: u64) -> Option<SetId> {
        self.maps.get(&(s.0, table, key)).map(|&r| SetId(r))
    }

    /// Remembers `table(s, key) = r` (see [`PtsSets::mapped`]).
    pub fn remember_map(&mut self, s: SetId, table: u8, key: u64, r: SetId) {
        self.maps.insert((s.0, table, key), r.0);
    }

    /// Forgets every remembered mapping (the caller's mapping function changed).
    pub fn forget_maps(&mut self) {
        self.maps.clear();
    }

    /// Whether the arena has grown enough since the last compaction for one to pay.
    pub fn wants_compaction(&self) -> bool {
        self.keys.len() > 2 * self.live_blocks + (1 << 18)
    }

    /// Drops every set whose `live` mark is false (`live` is indexed by id and covers
    /// [`PtsSets::id_count`]) and renumbers the rest in their old order; memo entries that
    /// name a dropped set go. Returns the new id of every old id (`EMPTY` for dropped ones).
    pub fn compact(&mut self, live: &[bool]) -> Vec<SetId> {
        let n = self.spans.len();
        let mut new_id = vec![SetId::EMPTY; n];
        let (mut keys, mut bits) = (Vec::new(), Vec::new());
        let (mut spans, mut hashes, mut older) = (vec![(0, 0)], vec![0], vec![NONE]);
        let mut table = FxMap::default();
        for (old, slot) in new_id.iter_mut().enumerate().skip(1) {
            if !live.get(old).copied().unwrap_or(false) {
                continue;
            }
            let id = spans.len() as u32;
            let (start, len) = self.spans[old];
            let r = start as usize..(start + len) as usize;
            spans.push((keys.len() as u32, len));
            keys.extend_from_slice(&self.keys[r.clone()]);
            bits.extend_from_slice(&self.bits[r]);
            let h = self.hashes[old];
            hashes.push(h);
            older.push(table.insert(h, id).unwrap_or(NONE));
            *slot = SetId(id);
        }
        let alive = |x: u32| x == 0 || new_id[x as usize] != SetId::EMPTY;
        let remap_pairs = |m: &FxMap<u64, u32>| -> FxMap<u64, u32> {
            m.iter()
                .filter(|&(&k, &v)| alive((k >> 32) as u32) && alive(k as u32) && alive(v))
                .map(|(&k, &v)| (pair(new_id[(k >> 32) as usize], new_id[k as u32 as usize]), new_id[v as usize].0))
                .collect()
        };
        let unions = remap_pairs(&self.unions);
        let diffs = remap_pairs(&self.diffs);
        let maps = self
            .maps
            .iter()
            .filter(|&(&(s, _, _), &v)| alive(s) && alive(v))
            .map(|(&(s, t, k), &v)| ((new_id[s as usize].0, t, k), new_id[v as usize].0))
            .collect();
        self.live_blocks = keys.len();
        *self = PtsSets {
            keys,
            bits,
            spans,
            hashes,
            table,
            older,
            unions,
            diffs,
            maps,
            live_blocks: self.live_blocks,
            scratch_keys: std::mem::take(&mut self.scratch_keys),
            scratch_bits: std::mem::take(&mut self.scratch_bits),
            counters: self.counters,
        };
        new_id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn set(p: &mut PtsSets, ids: &[u32]) -> SetId {
        p.of_unsorted(ids.to_vec())
    }

    #[test]
    fn equal_sets_share_an_id() {
        let mut p = PtsSets::new();
        let a = set(&mut p, &[3, 200, 64]);
        let b = set(&mut p, &[64, 3, 200, 3]);
        assert_eq!(a, b);
        assert_ne!(a, set(&mut p, &[3, 64]));
        assert_eq!(set(&mut p, &[]), SetId::EMPTY);
        assert_eq!(p.to_vec(a), vec![3, 64, 200]);
        assert_eq!(p.len(a), 3);
        assert!(p.get(a).contains(64) && !p.get(a).contains(65));
    }

    #[test]
    fn operations_return_existing_ids() {
        let mut p = PtsSets::new();
        let a = set(&mut p, &[1, 2, 3]);
        let b = set(&mut p, &[2]);
        assert_eq!(p.union(a, b), a);
        assert_eq!(p.union(b, a), a);
        assert_eq!(p.union(a, SetId::EMPTY), a);
        assert_eq!(p.difference(b, a), SetId::EMPTY);
        assert_eq!(p.difference(a, SetId::EMPTY), a);
        assert_eq!(p.intersection(a, b), b);
        assert_eq!(p.insert(a, 2), a);
        let c = p.insert(a, 4);
        assert_eq!(c, set(&mut p, &[1, 2, 3, 4]));
        assert_eq!(p.difference(c, a), set(&mut p, &[4]));
    }

    /// Random sets (a fixed LCG) against BTreeSet: union, difference, intersection, and
    /// the same answers again from the memo; then a compaction keeps the live sets.
    #[test]
    fn operations_agree_with_btreeset() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let mut p = PtsSets::new();
        let mut kept: Vec<(SetId, BTreeSet<u32>)> = Vec::new();
        for round in 0..400 {
            let span = [70u64, 700, 7000, 200_000][round % 4];
            let (na, nb) = if round % 4 == 3 { (3000 + next(2000), next(4)) } else { (next(40), next(40)) };
            let a: Vec<u32> = (0..na).map(|_| next(span) as u32).collect();
            let b: Vec<u32> = (0..nb).map(|_| next(span) as u32).collect();
            let (ta, tb): (BTreeSet<u32>, BTreeSet<u32>) = (a.iter().copied().collect(), b.iter().copied().collect());
            let (sa, sb) = (p.of_unsorted(a), p.of_unsorted(b));
            let want = |t: BTreeSet<u32>| t.into_iter().collect::<Vec<_>>();
            for _ in 0..2 {
                let u = p.union(sa, sb);
                assert_eq!(p.to_vec(u), want(ta.union(&tb).copied().collect()));
                assert_eq!(p.union(sb, sa), u);
                let d = p.difference(sa, sb);
                assert_eq!(p.to_vec(d), want(ta.difference(&tb).copied().collect()));
                let i = p.intersection(sa, sb);
                assert_eq!(p.to_vec(i), want(ta.intersection(&tb).copied().collect()));
            }
            if round % 3 == 0 {
                kept.push((p.union(sa, sb), ta.union(&tb).copied().collect()));
            }
        }
        let mut live = vec![false; p.id_count()];
        for (s, _) in &kept {
            live[s.index()] = true;
        }
        let new_id = p.compact(&live);
        for (s, t) in &kept {
            let s = new_id[s.index()];
            assert_eq!(p.to_vec(s), t.iter().copied().collect::<Vec<_>>());
            // Still interned: building the same set again finds it.
            assert_eq!(p.of_sorted(&t.iter().copied().collect::<Vec<_>>()), s);
        }
    }

    #[test]
    fn compaction_remaps_memo_entries() {
        let mut p = PtsSets::new();
        let a = set(&mut p, &[1]);
        let dead = set(&mut p, &[7]);
        let b = set(&mut p, &[2]);
        let u = p.union(a, b);
        let _ = p.union(a, dead);
        p.remember_map(a, 1, 5, b);
        let mut live = vec![false; p.id_count()];
        for s in [a, b, u] {
            live[s.index()] = true;
        }
        let new_id = p.compact(&live);
        let (a, b, u) = (new_id[a.index()], new_id[b.index()], new_id[u.index()]);
        assert_eq!(new_id[dead.index()], SetId::EMPTY);
        assert_eq!(p.union(a, b), u);
        assert_eq!(p.counters.unions_memoised, 1);
        assert_eq!(p.mapped(a, 1, 5), Some(b));
        assert_eq!(p.mapped(a, 0, 5), None);
        assert_eq!(p.to_vec(u), vec![1, 2]);
    }
}
