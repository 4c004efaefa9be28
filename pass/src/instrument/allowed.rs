//! From the heap analysis to plain data: for each check point, the set of allocation-site
//! ids (see `collect.rs`) that its static points-to set allows at run time.
//!
//! A target's object maps to the site of its *physical* allocation: an original object
//! to its own site, an RMI clone to the site of the object it was cloned from (a clone is
//! memory made by the runtime's unmarshaler, but in a run without remote calls, or a
//! local one, the memory is still the original site's). The unknown object allows every
//! site. Objects with no registered site (library storage, varargs areas) allow nothing
//! that the runtime could find, so they add nothing.

use crate::heap::{AllocSite, HeapAnalysis, ObjectId, ObjectKind};
use llvm_sys::prelude::LLVMValueRef;
use std::collections::{BTreeSet, HashMap};

use super::collect::{CheckPoint, Site};

/// What a checked value may point to at run time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// Anything (its points-to set holds the unknown object).
    Any,
    /// Only objects of these sites (sorted, deduplicated); null is always allowed.
    Sites(Vec<u32>),
}

/// The allowed set of every check point, indexed like `points`.
pub fn allowed_sets(heap: &HeapAnalysis, sites: &[Site], points: &[CheckPoint]) -> Vec<Allowed> {
    let by_value: HashMap<LLVMValueRef, u32> = sites.iter().map(|s| (s.value, s.id)).collect();
    let site_of_object = object_sites(heap, &by_value);
    points.iter().map(|p| allowed_for(heap, &site_of_object, p.value)).collect()
}

/// The allowed set of one value.
fn allowed_for(heap: &HeapAnalysis, site_of_object: &[ObjectSite], value: LLVMValueRef) -> Allowed {
    let mut set = BTreeSet::new();
    for t in heap.points_to(value) {
        match &site_of_object[t.obj.index()] {
            ObjectSite::Any => return Allowed::Any,
            ObjectSite::Sites(s) => set.extend(s.iter().copied()),
            ObjectSite::Unregistered => {}
        }
    }
    Allowed::Sites(set.into_iter().collect())
}

/// The run-time meaning of one abstract object.
#[derive(Clone, Debug, PartialEq, Eq)]
enum ObjectSite {
    /// The unknown object: allows everything.
    Any,
    /// Memory of these registered sites (several for an object made through an
    /// allocation wrapper with several allocations inside).
    Sites(Vec<u32>),
    /// Memory the runtime never registers.
    Unregistered,
}

/// Maps every abstract object to its physical site (indexed by [`ObjectId`]).
fn object_sites(heap: &HeapAnalysis, by_value: &HashMap<LLVMValueRef, u32>) -> Vec<ObjectSite> {
    let objects = heap.objects();
    objects
        .iter()
        .map(|o| {
            if o.kind == ObjectKind::Unknown {
                return ObjectSite::Any;
            }
            let sites: Vec<u32> = original(heap, o.id).iter().filter_map(|v| by_value.get(v).copied()).collect();
            if sites.is_empty() {
                ObjectSite::Unregistered
            } else {
                ObjectSite::Sites(sites)
            }
        })
        .collect()
}

/// The IR values that allocated the physical original of `id` (following clone links;
/// for an object made at a call of an allocation wrapper, the allocations inside it).
fn original(heap: &HeapAnalysis, mut id: ObjectId) -> Vec<LLVMValueRef> {
    for _ in 0..=heap.objects().len() {
        let obj = heap.object(id);
        if !obj.wrapped.is_empty() {
            return obj.wrapped.clone();
        }
        match &obj.site {
            AllocSite::Instruction(v) | AllocSite::Global(v) | AllocSite::Function(v) => return vec![*v],
            AllocSite::Clone { of, .. } => id = *of,
            AllocSite::VarArgs(_) | AllocSite::None => return vec![],
        }
    }
    vec![]
}
