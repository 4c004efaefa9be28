//! Tag-guarded writes through a union member: under `if (v->tag == K)` a store through
//! the pointer loaded from `v->u` (`v->u.text[0] = '#'`) writes only into the objects of
//! the member that a `CORMI_UNION` marker names for `K` (the marker's contract: the tag
//! says which member is active), not into every object the union's slot may hold (the
//! list cells of another member, whose `next` pointers would then look like data).
//!
//! The store's targets are narrowed to drop an object only when the program puts it into
//! that slot solely by pointer stores tied to other tags ([`super::union_ties`]);
//! objects that arrive otherwise (copies, clones, untied stores) stay.

use super::tag_flow::TagFlow;
use super::union_markers::{ArmKind, UnionMarkers};
use super::union_ties::UnionTies;
use crate::heap::{HeapAnalysis, Offset, Target};
use crate::ir;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;

/// What the guards need: the markers and the ties of the module's pointer stores.
pub struct Guards<'a> {
    /// The `CORMI_UNION` declarations.
    pub markers: &'a UnionMarkers,
    /// The pointer stores and their tags.
    pub ties: &'a UnionTies,
}

impl Guards<'_> {
    /// The targets of the write at `addr` (instruction `k` of block `bb`, `insts` its
    /// instructions), narrowed by the tag test that guards it; `None` when no tag test
    /// of a marked union guards it.
    pub fn narrowed(
        &self,
        heap: &HeapAnalysis,
        flow: &TagFlow<'_>,
        bb: LLVMBasicBlockRef,
        insts: &[LLVMValueRef],
        k: usize,
        addr: LLVMValueRef,
    ) -> Option<Vec<Target>> {
        let (loaded, _) = flow.base_of(addr);
        let super::tag_flow::Base::Value(member) = loaded else { return None };
        if !ir::is_instruction(member) || ir::opcode(member) != LLVMOpcode::LLVMLoad || !ir::is_pointer(ir::type_of(member)) {
            return None;
        }
        let slot = ir::operand(member, 0);
        let (base, at) = flow.base_of(slot);
        let facts = flow.before(bb, insts, k);
        for known in facts.iter().filter(|f| f.base == base) {
            let Some(tag) = known.value.constant() else { continue };
            // The member of `tag` that lies where the pointer was loaded from, relative to the tag.
            let rel = at - known.off;
            let fits = self.markers.markers.iter().any(|m| {
                m.tag_size == known.size && m.arm(tag).is_some_and(|arm| arm.kind == ArmKind::Pointer && arm.offset as i64 - m.tag_offset as i64 == rel)
            });
            if fits {
                let slots = heap.points_to(slot);
                return Some(heap.points_to(addr).iter().copied().filter(|t| !self.only_other_tags(heap, slots, t, tag, -rel)).collect());
            }
        }
        None
    }

    /// Whether the program puts `t`'s object into `slots` only by pointer stores tied to
    /// tags other than `tag` (the tag `tag_rel` bytes from the pointer), and by at least
    /// one.
    fn only_other_tags(&self, heap: &HeapAnalysis, slots: &[Target], t: &Target, tag: u64, tag_rel: i64) -> bool {
        let mut any = false;
        for s in &self.ties.stores {
            if !s.value.iter().any(|v| v.obj == t.obj) || !s.dst.iter().any(|d| slots.iter().any(|x| same_slot(heap, x, d))) {
                continue;
            }
            match s.near.iter().find(|c| c.rel == tag_rel).map(|c| c.value) {
                Some(v) if v != tag => any = true,
                _ => return false,
            }
        }
        any
    }
}

/// Whether two targets may name the same slot.
fn same_slot(heap: &HeapAnalysis, a: &Target, b: &Target) -> bool {
    heap.object(a.obj).physical == heap.object(b.obj).physical
        && match (a.offset, b.offset) {
            (Offset::At(x), Offset::At(y)) => x == y,
            _ => true,
        }
}
