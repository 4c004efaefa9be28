//! Classes of abstract objects that share a points-to set at one call site: the unit
//! that [`super`] gives one shape (the differential generator found the cases below).
//!
//! Why: shape nodes are per object set, so one object reached through two slots whose
//! sets differ (`{n1, n3}` through `n0->l`, `{n1}` through `n2->l`) got two nodes; when
//! `n3` adds a pointer field that `n1` lacks, their layouts differ and the receiver,
//! which accepts a back-reference only into a slot of the layout the object was read
//! as ([`super::recv_handles`]), rejected a legitimate shared or cyclic object. Merging
//! every set a slot can hold into one class (union-find, i.e. Steensgaard-style
//! unification restricted to the call site's slots) and building each slot's node from
//! its whole class makes every slot that can hold an object agree on its layout. A
//! pointer field of the class that an object never holds is NULL at run time, so the
//! sender writes a null tag and the receiver stores NULL.
//!
//! Shapes are built first with the classes known so far; a set that spans several
//! classes merges them and marks the classes changed, and the site's shapes are built
//! again ([`super::Shapes::settle`]) until no merge happens. Each rebuild merges
//! at least two classes, so this ends after fewer rounds than the site has objects.

use crate::heap::ObjectId;
use std::collections::{BTreeSet, HashMap};

/// Disjoint classes of objects; an object not yet seen is a class of its own.
#[derive(Clone, Debug, Default)]
pub struct ObjectClasses {
    /// Object -> index into `members`.
    class: HashMap<ObjectId, usize>,
    /// Members per class index; emptied when merged into another class.
    members: Vec<BTreeSet<ObjectId>>,
    /// Whether a merge happened since the last [`ObjectClasses::take_changed`].
    changed: bool,
}

impl ObjectClasses {
    /// The union of the classes of `objs`, sorted, after merging them into one class
    /// (empty for an empty set). A class seen before that grows (merged with another,
    /// or joined by an object not seen before) marks the classes changed: a node built
    /// from it is stale. A set of objects none seen before is a new class, no change.
    pub fn widen(&mut self, objs: &[ObjectId]) -> Vec<ObjectId> {
        let mut seen: Vec<usize> = objs.iter().filter_map(|o| self.class.get(o).copied()).collect();
        seen.sort_unstable();
        seen.dedup();
        if objs.is_empty() {
            return Vec::new();
        }
        let keep = match seen.first() {
            Some(&c) => c,
            None => {
                self.members.push(BTreeSet::new());
                self.members.len() - 1
            }
        };
        for &c in seen.iter().skip(1) {
            let moved = std::mem::take(&mut self.members[c]);
            for &o in &moved {
                self.class.insert(o, keep);
            }
            self.members[keep].extend(moved);
            self.changed = true;
        }
        for &o in objs {
            if self.class.insert(o, keep).is_none() && !seen.is_empty() {
                self.changed = true;
            }
            self.members[keep].insert(o);
        }
        self.members[keep].iter().copied().collect()
    }

    /// Every class of two or more objects, each sorted, in order of their first members.
    pub fn merged(&self) -> Vec<Vec<ObjectId>> {
        let mut out: Vec<Vec<ObjectId>> = self.members.iter().filter(|m| m.len() > 1).map(|m| m.iter().copied().collect()).collect();
        out.sort();
        out
    }

    /// Whether a merge happened since the last call; clears the flag.
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[u32]) -> Vec<ObjectId> {
        v.iter().map(|&x| ObjectId(x)).collect()
    }

    #[test]
    fn overlapping_sets_become_one_class() {
        let mut c = ObjectClasses::default();
        assert_eq!(c.widen(&ids(&[1, 3])), ids(&[1, 3]));
        assert!(!c.take_changed(), "a first set is one new class, not a merge");
        assert_eq!(c.widen(&ids(&[1])), ids(&[1, 3]), "a subset widens to its class");
        assert!(!c.take_changed());
        assert_eq!(c.widen(&ids(&[3, 5])), ids(&[1, 3, 5]));
        assert!(c.take_changed(), "{{1, 3}} grew: its node is stale");
        assert_eq!(c.widen(&ids(&[5])), ids(&[1, 3, 5]));
        assert_eq!(c.widen(&ids(&[7])), ids(&[7]));
        assert!(!c.take_changed());
        assert_eq!(c.widen(&ids(&[5, 7])), ids(&[1, 3, 5, 7]));
        assert!(c.take_changed(), "two classes merged");
    }

    #[test]
    fn disjoint_sets_stay_apart_and_empty_is_empty() {
        let mut c = ObjectClasses::default();
        assert_eq!(c.widen(&ids(&[1, 2])), ids(&[1, 2]));
        assert_eq!(c.widen(&ids(&[7])), ids(&[7]));
        assert_eq!(c.widen(&[]), Vec::<ObjectId>::new());
        assert!(!c.take_changed());
    }
}
