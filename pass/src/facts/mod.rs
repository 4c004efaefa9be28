//! Module-wide facts the graph shapes ([`crate::shape`]) need besides the heap analysis'
//! points-to sets, each an analysis of its own (computed once per run, asked through the
//! [`AnalysisContext`]) with a printer:
//! - [`ptr_reads`]: the slots the program reads as pointers (`print<cormi-ptr-reads>`);
//! - [`scalar_stores`]: the stores of scalar data into objects (`print<cormi-scalar-stores>`);
//! - [`int_to_ptr`]: the integers turned back into pointers (`print<cormi-int-to-ptr>`);
//! - [`union_markers`]: the program's `CORMI_UNION` declarations;
//! - [`union_ties`]: the pointer stores with the constants stored beside them (the tags
//!   of tagged unions; computed only when the module declares a marker), in the block or
//!   on every path to it ([`tag_flow`]), also by a function that returns the object
//!   ([`tag_returns`]), kept across calls that cannot reach a fresh object ([`fresh`]);
//! - [`library_data`]: the library calls that fill objects with data (`strdup`, `fgets`),
//!   which [`scalar_stores`] counts as stores of data;
//! - [`struct_types`]: the struct types through which the program reaches each object
//!   (which struct a marker applies to, and where a struct holds a union).
//!
//! [`Facts`] bundles them for the shape builder.

pub mod fresh;
pub mod int_to_ptr;
pub mod library_data;
pub mod print;
pub mod ptr_reads;
pub mod scalar_stores;
pub mod struct_types;
pub mod tag_flow;
pub mod tag_guard;
pub mod tag_returns;
pub mod union_markers;
pub mod union_ties;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::Diagnostics;
use crate::heap::HeapAnalysis;
use crate::ir;
use int_to_ptr::IntToPointers;
use llvm_sys::prelude::LLVMValueRef;
use ptr_reads::PointerReads;
use scalar_stores::ScalarStores;
use std::rc::Rc;
use struct_types::StructTypes;
use union_markers::UnionMarkers;
use union_ties::UnionTies;

/// Offsets of one allocation site that the pointer reads and the scalar stores record
/// through copies before what copies carry into it counts as anywhere in it: a copy
/// within one object at a shifted offset (`memmove(a + 1, a, n)`) would carry an offset
/// further on every round, without end.
pub(crate) const MAX_CARRIED_PER_SITE: usize = 256;

/// A `memcpy`/`memmove`/`mempcpy` call (libc, fortified or intrinsic): its callee's name
/// and its destination, source and length operands. Both the pointer reads and the scalar
/// stores follow bytes through these copies.
pub(crate) fn byte_copy_operands(call: LLVMValueRef) -> Option<(String, LLVMValueRef, LLVMValueRef, LLVMValueRef)> {
    if !ir::is_call(call) {
        return None;
    }
    let callee = ir::name(ir::direct_callee(call)?);
    let is_copy = ["llvm.memcpy", "llvm.memmove", "memcpy", "memmove", "mempcpy", "__memcpy_chk", "__memmove_chk"]
        .iter()
        .any(|p| callee == *p || callee.starts_with(&format!("{p}.")));
    if !is_copy {
        return None;
    }
    let args = ir::call_args(call);
    Some((callee, *args.first()?, *args.get(1)?, *args.get(2)?))
}

/// The module-wide facts for shapes, shared with the context that computed them.
#[derive(Clone, Debug)]
pub struct Facts {
    /// Slots the program reads as pointers.
    pub reads: Rc<PointerReads>,
    /// Stores of non-pointer data.
    pub stores: Rc<ScalarStores>,
    /// `inttoptr`s of computed integers, by the objects they reach.
    pub int_to_ptr: Rc<IntToPointers>,
    /// `CORMI_UNION` declarations.
    pub markers: Rc<UnionMarkers>,
    /// Pointer stores and their tags (empty without markers).
    pub ties: Rc<UnionTies>,
    /// The struct types through which each object is reached.
    pub types: Rc<StructTypes>,
    /// Integer loads turned into pointers after arithmetic.
    pub converted: Rc<crate::rust_addresses::ConvertedLoads>,
}

impl Facts {
    /// The facts of `cx`'s module (each computed on first ask).
    pub fn of(cx: &AnalysisContext<'_, '_>) -> Result<Facts, Diagnostics> {
        Ok(Facts { reads: cx.get()?, stores: cx.get()?, int_to_ptr: cx.get()?, markers: cx.get()?, ties: cx.get()?, types: cx.get()?, converted: cx.get()? })
    }
}

impl Analysis for PointerReads {
    const NAME: &'static str = "ptr-reads";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(PointerReads::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?))
    }
}

impl Analysis for ScalarStores {
    const NAME: &'static str = "scalar-stores";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let markers = cx.get::<UnionMarkers>()?;
        let ties = cx.get::<UnionTies>()?;
        let guards = (!markers.markers.is_empty()).then_some(tag_guard::Guards { markers: &markers, ties: &ties });
        Ok(ScalarStores::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?, guards.as_ref()))
    }
}

impl Analysis for IntToPointers {
    const NAME: &'static str = "int-to-ptr";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(IntToPointers::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?, &*cx.get::<PointerReads>()?))
    }
}

impl Analysis for UnionMarkers {
    const NAME: &'static str = "union-markers";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(UnionMarkers::of(cx.raw_module()))
    }
}

impl Analysis for UnionTies {
    const NAME: &'static str = "union-ties";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        if cx.get::<UnionMarkers>()?.markers.is_empty() {
            return Ok(UnionTies::default());
        }
        Ok(UnionTies::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?))
    }
}

impl Analysis for StructTypes {
    const NAME: &'static str = "struct-types";

    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        Ok(StructTypes::of(cx.raw_module(), &*cx.get::<HeapAnalysis>()?))
    }
}
