//! Canonical layout classes of a module's shape nodes: two nodes are in one class when
//! their layouts are deeply equal (same kind, size, allocator, pointer-field offsets,
//! null slots / zeroed elements, element kinds, variant sizes, and children in one
//! class), i.e. the coarsest bisimulation over the shape graphs of every call site.
//!
//! Why: shape nodes are memoised per object set ([`crate::shape`]), so one object can be
//! reached through two slots whose points-to sets differ (`{n2, n5}` and `{n2}`) and so
//! through two nodes of one layout. The receiver records the shape an object was read
//! as and accepts a back-reference only into a slot of that shape
//! ([`super::recv_handles`]); recording the layout class instead accepts that message
//! and still rejects a back-reference into a slot of another layout (memory safety).
//! The class id is the work-list id of `site` mode and the class / type id of `class`
//! and `generic` modes (one serializer or descriptor per layout).
//!
//! Computed once per module by partition refinement (Moore's algorithm): start from the
//! partition by local layout, split blocks by their children's blocks until stable.
//! Ids are dense, in order of first appearance over the sites and their nodes (plans
//! are sorted by caller and ordinal, so ids are stable).

use super::{Plan, Plans};
use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::shape::align::MALLOC_ALIGN;
use crate::shape::{Alloc, Elems, Interior, NodeKind, Tagged};
use std::collections::HashMap;

/// The layout classes of all shape nodes of a module's call sites.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutClasses {
    /// `ids[site][node]`: the class of node `node` of site `site` (index into the plans).
    pub ids: Vec<Vec<u32>>,
    /// The (site, node) that first has each class: its representative.
    pub reps: Vec<(usize, usize)>,
}

/// A node's layout without its children: equal for nodes of one class.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Local {
    Null,
    Struct {
        size: u64,
        object: bool,
        offsets: Vec<u64>,
        null_slots: Vec<u64>,
        runtime: bool,
        tagged: Option<Tagged>,
    },
    Scalars {
        elem: u64,
        zeroed: bool,
    },
    Pointers {
        elem: u64,
    },
    Records {
        elem: u64,
        offsets: Vec<u64>,
        null_slots: Vec<u64>,
        tagged: Option<Tagged>,
    },
    Poly {
        sizes: Vec<u64>,
    },
    /// `Some(k)`: a static offset; `None`: found at run time.
    Interior {
        at: Option<u64>,
    },
    /// `elems`: 0 scalars, 1 pointers, 2 records; `header`: pointer, length, capacity
    /// offsets.
    Buffer {
        elem: u64,
        align: u64,
        elems: u8,
        offsets: Vec<u64>,
        null_slots: Vec<u64>,
        tagged: Option<Tagged>,
        header: (u64, u64, Option<u64>),
    },
}

/// (local layout, children as node indices of the same site, in order).
fn local(kind: &NodeKind) -> (Local, Vec<usize>) {
    match kind {
        NodeKind::Null => (Local::Null, vec![]),
        NodeKind::Struct { size, alloc, ptr_fields, null_slots, runtime, tagged } => {
            let offsets = ptr_fields.iter().map(|f| f.0).collect();
            let object = *alloc == Alloc::Object;
            let local = Local::Struct { size: *size, object, offsets, null_slots: null_slots.clone(), runtime: *runtime, tagged: tagged.clone() };
            (local, ptr_fields.iter().map(|f| f.1).collect())
        }
        NodeKind::Array { elem, elems: Elems::Scalars { zeroed } } => (Local::Scalars { elem: *elem, zeroed: *zeroed }, vec![]),
        NodeKind::Array { elem, elems: Elems::Pointers(c) } => (Local::Pointers { elem: *elem }, vec![*c]),
        NodeKind::Array { elem, elems: Elems::Records { ptr_fields, null_slots, tagged } } => {
            let offsets = ptr_fields.iter().map(|f| f.0).collect();
            (Local::Records { elem: *elem, offsets, null_slots: null_slots.clone(), tagged: tagged.clone() }, ptr_fields.iter().map(|f| f.1).collect())
        }
        NodeKind::Poly { variants } => (Local::Poly { sizes: variants.iter().map(|v| v.0).collect() }, variants.iter().map(|v| v.1).collect()),
        NodeKind::Vec { elem, align, elems, ptr_off, len_off, cap_off } => {
            let (kind, fields, null_slots, tagged) = match elems {
                Elems::Scalars { .. } => (0u8, Vec::new(), Vec::new(), None),
                Elems::Pointers(c) => (1, vec![(0u64, *c)], Vec::new(), None),
                Elems::Records { ptr_fields, null_slots, tagged } => (2, ptr_fields.clone(), null_slots.clone(), tagged.clone()),
            };
            let offsets = fields.iter().map(|f| f.0).collect();
            let local = Local::Buffer { elem: *elem, align: *align, elems: kind, offsets, null_slots, tagged, header: (*ptr_off, *len_off, *cap_off) };
            (local, fields.iter().map(|f| f.1).collect())
        }
        NodeKind::Interior { target, at } => {
            let at = match at {
                Interior::At(k) => Some(*k),
                Interior::Found => None,
            };
            (Local::Interior { at }, vec![*target])
        }
    }
}

/// Dense ids for `keys`, in order of first appearance; (ids, number of distinct keys).
fn renumber<K: Eq + std::hash::Hash>(keys: impl Iterator<Item = K>) -> (Vec<u32>, usize) {
    let mut seen: HashMap<K, u32> = HashMap::new();
    let ids = keys
        .map(|k| {
            let next = seen.len() as u32;
            *seen.entry(k).or_insert(next)
        })
        .collect();
    (ids, seen.len())
}

impl Analysis for LayoutClasses {
    const NAME: &'static str = "layout-classes";

    /// The classes of the discovered sites' plans ([`Plans`]).
    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(of(&cx.get::<Plans>()?.plans))
    }
}

/// The layout classes of every node of every plan.
pub fn of(plans: &[Plan]) -> LayoutClasses {
    // Every node of every site, flattened: (site, node), its local layout and children
    // as flattened indices.
    let mut at = Vec::new();
    let mut locals = Vec::new();
    let mut children: Vec<Vec<usize>> = Vec::new();
    for (s, plan) in plans.iter().enumerate() {
        let base = at.len();
        for (n, node) in plan.shapes.nodes.iter().enumerate() {
            let (l, kids) = local(&node.kind);
            at.push((s, n));
            // Copies of over-aligned objects are allocated differently.
            locals.push((l, node.align.max(MALLOC_ALIGN)));
            children.push(kids.into_iter().map(|c| base + c).collect());
        }
    }
    let (mut block, mut count) = renumber(locals.into_iter());
    // Refinement only splits blocks: the same number of blocks means a stable partition.
    loop {
        let (next, n) = renumber((0..block.len()).map(|g| (block[g], children[g].iter().map(|&c| block[c]).collect::<Vec<u32>>())));
        block = next;
        if n == count {
            break;
        }
        count = n;
    }
    let mut ids: Vec<Vec<u32>> = plans.iter().map(|p| Vec::with_capacity(p.shapes.nodes.len())).collect();
    let mut reps = Vec::with_capacity(count);
    for (g, &(s, n)) in at.iter().enumerate() {
        if block[g] as usize == reps.len() {
            reps.push((s, n));
        }
        ids[s].push(block[g]);
    }
    LayoutClasses { ids, reps }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{Node, Shapes};

    fn strukt(size: u64, alloc: Alloc, ptr_fields: Vec<(u64, usize)>) -> NodeKind {
        NodeKind::Struct { size, alloc, ptr_fields, null_slots: vec![], runtime: false, tagged: None }
    }

    fn plan(kinds: Vec<NodeKind>) -> Plan {
        let mut shapes = Shapes::default();
        shapes.nodes = kinds.into_iter().map(|kind| Node { kind, about: String::new(), sizes: vec![], align: 1 }).collect();
        Plan {
            args: vec![],
            ret: None,
            ret_ignored: false,
            ret_unsent: None,
            shapes,
            args_table: true,
            ret_table: true,
            args_fate: Default::default(),
            args_fate_reason: String::new(),
            args_left: Vec::new(),
            args_returned: false,
            ret_fate: Default::default(),
            reply_fate: Default::default(),
            reply_fate_reason: String::new(),
            reply_parts: Vec::new(),
            ret_extent: None,
        }
    }

    #[test]
    fn same_layout_through_different_sets_is_one_class() {
        // n0 = {l: {n1, n3}, r: {n2}}; {n1, n3} = {l: {n2, n5}}; {n2, n5} and {n2}: leaves.
        let o = Alloc::Object;
        let p = plan(vec![strukt(24, o, vec![(8, 1), (16, 2)]), strukt(24, o, vec![(8, 3)]), strukt(24, o, vec![]), strukt(24, o, vec![])]);
        let c = of(&[p]);
        assert_eq!(c.ids, vec![vec![0, 1, 2, 2]]);
        assert_eq!(c.reps, vec![(0, 0), (0, 1), (0, 2)]);
    }

    #[test]
    fn children_of_other_layouts_split_a_class() {
        // Both 16-byte structs with a pointer at 8, but to an 8-byte and a 64-byte struct.
        let m = Alloc::Malloc;
        let p = plan(vec![strukt(16, m, vec![(8, 2)]), strukt(16, m, vec![(8, 3)]), strukt(8, m, vec![]), strukt(64, m, vec![])]);
        assert_eq!(of(&[p]).ids, vec![vec![0, 1, 2, 3]]);
    }

    #[test]
    fn deep_difference_splits_every_ancestor() {
        // a -> b -> 8 bytes, c -> d -> 16 bytes: a/c and b/d look alike locally.
        let m = Alloc::Malloc;
        let p = plan(vec![
            strukt(16, m, vec![(8, 1)]),
            strukt(16, m, vec![(8, 4)]),
            strukt(16, m, vec![(8, 3)]),
            strukt(16, m, vec![(8, 5)]),
            strukt(8, m, vec![]),
            strukt(16, m, vec![]),
        ]);
        assert_eq!(of(&[p]).ids, vec![vec![0, 1, 2, 3, 4, 5]]);
    }

    #[test]
    fn cycles_of_one_layout_are_one_class() {
        // A self-loop list node and a two-node cycle: the same infinite unfolding.
        let o = Alloc::Object;
        let p = plan(vec![strukt(16, o, vec![(8, 0)]), strukt(16, o, vec![(8, 2)]), strukt(16, o, vec![(8, 1)])]);
        assert_eq!(of(&[p]).ids, vec![vec![0, 0, 0]]);
    }

    #[test]
    fn allocator_null_slots_and_array_kinds_are_layout() {
        let p = plan(vec![
            strukt(16, Alloc::Object, vec![]),
            strukt(16, Alloc::Malloc, vec![]),
            NodeKind::Struct { size: 16, alloc: Alloc::Object, ptr_fields: vec![], null_slots: vec![8], runtime: false, tagged: None },
            NodeKind::Struct { size: 16, alloc: Alloc::Object, ptr_fields: vec![], null_slots: vec![], runtime: true, tagged: None },
            NodeKind::Array { elem: 8, elems: Elems::Scalars { zeroed: false } },
            NodeKind::Array { elem: 8, elems: Elems::Scalars { zeroed: true } },
            NodeKind::Array { elem: 8, elems: Elems::Pointers(0) },
            NodeKind::Array { elem: 16, elems: Elems::Records { ptr_fields: vec![(8, 0)], null_slots: vec![], tagged: None } },
            NodeKind::Null,
            NodeKind::Null,
        ]);
        assert_eq!(of(&[p]).ids, vec![vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 8]]);
    }

    #[test]
    fn poly_nodes_compare_variants() {
        let o = Alloc::Object;
        let p = plan(vec![
            NodeKind::Poly { variants: vec![(16, 2), (24, 3)] },
            NodeKind::Poly { variants: vec![(16, 2), (24, 4)] },
            strukt(16, o, vec![]),
            strukt(24, o, vec![]),
            strukt(24, o, vec![]),
        ]);
        assert_eq!(of(&[p]).ids, vec![vec![0, 0, 1, 2, 2]]);
    }

    #[test]
    fn classes_are_shared_across_sites_in_first_appearance_order() {
        let o = Alloc::Object;
        let a = plan(vec![strukt(8, o, vec![])]);
        let b = plan(vec![strukt(16, o, vec![(8, 1)]), strukt(8, o, vec![])]);
        let c = of(&[a, b]);
        assert_eq!(c.ids, vec![vec![0], vec![1, 0]]);
        assert_eq!(c.reps, vec![(0, 0), (1, 0)]);
    }
}
