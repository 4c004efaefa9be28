//! What code generation knows about the whole module besides the heap analysis' points-to
//! sets, computed once per module: the slots read as pointers ([`super::ptr_reads`]) and
//! the stores of scalar data ([`super::scalar_stores`]) and the integers turned back into
//! pointers ([`super::int_to_ptr`]). All feed [`super::shape`].

use super::int_to_ptr::IntToPointers;
use super::ptr_reads::PointerReads;
use super::scalar_stores::ScalarStores;
use crate::heap::HeapAnalysis;
use llvm_sys::prelude::LLVMModuleRef;

/// Module-wide facts for shapes.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// Slots the program reads as pointers.
    pub reads: PointerReads,
    /// Stores of non-pointer data.
    pub stores: ScalarStores,
    /// `inttoptr`s of computed integers, by the objects they reach.
    pub int_to_ptr: IntToPointers,
}

impl Facts {
    /// Scans `module` (read-only).
    pub fn of(module: LLVMModuleRef, heap: &HeapAnalysis) -> Facts {
        Facts { reads: PointerReads::of(module, heap), stores: ScalarStores::of(module, heap), int_to_ptr: IntToPointers::of(module, heap) }
    }
}
