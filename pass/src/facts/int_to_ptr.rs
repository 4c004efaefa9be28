//! Integers turned back into pointers (a tagged pointer sent as bytes would be silent
//! wrong code).
//!
//! An integer field with pointer provenance travels as its bytes ([`crate::shape`]):
//! right for a hash or an id, wrong for a tagged pointer (`(uintptr_t)p | 1`) that the
//! program masks and dereferences, since the receiver would follow the sender's address.
//! This module records, per allocation site's *physical* number (clones share it, paper
//! §2), one `inttoptr` instruction of the whole program whose points-to set reaches an
//! object of that site; `shape.rs` rejects an integer field carrying such objects.
//!
//! An `inttoptr` of a plain loaded integer is left out: [`super::ptr_reads`] already
//! makes the loaded slot a pointer field, which is followed.

use crate::heap::{HeapAnalysis, ObjectId, ObjectKind};
use crate::ir;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMOpcode;
use std::collections::BTreeMap;

/// Physical number -> the first `inttoptr` (in module order) that may yield a pointer to
/// an object of that allocation site.
#[derive(Clone, Debug, Default)]
pub struct IntToPointers {
    by_physical: BTreeMap<u32, LLVMValueRef>,
}

impl IntToPointers {
    /// Every (physical number, first `inttoptr` reaching it), sorted by number.
    pub fn entries(&self) -> impl Iterator<Item = (u32, LLVMValueRef)> + '_ {
        self.by_physical.iter().map(|(&p, &i)| (p, i))
    }

    /// Scans every defined function of `module` (read-only).
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> IntToPointers {
        let mut out = IntToPointers::default();
        for f in ir::functions(module).into_iter().filter(|&f| ir::is_defined(f)) {
            for bb in ir::blocks(f) {
                for i in ir::block_instructions(bb) {
                    if ir::opcode(i) != LLVMOpcode::LLVMIntToPtr || is_load(ir::operand(i, 0)) {
                        continue;
                    }
                    for t in heap.points_to(i) {
                        let obj = heap.object(t.obj);
                        if obj.kind != ObjectKind::Unknown {
                            out.by_physical.entry(obj.physical).or_insert(i);
                        }
                    }
                }
            }
        }
        out
    }

    /// An `inttoptr` that may yield a pointer to one of `objs`, if any.
    pub fn reaching(&self, heap: &HeapAnalysis, objs: impl IntoIterator<Item = ObjectId>) -> Option<LLVMValueRef> {
        objs.into_iter().find_map(|o| self.by_physical.get(&heap.object(o).physical).copied())
    }
}

fn is_load(v: LLVMValueRef) -> bool {
    // SAFETY: a type query on a live value.
    unsafe { !llvm_sys::core::LLVMIsALoadInst(v).is_null() }
}
