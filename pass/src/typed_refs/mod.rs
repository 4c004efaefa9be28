//! Typed references (DESIGN.md, "Object model": a reference made by
//! `cormi_create(node, T_new)` refers to a `T`): the type of each constructor's object
//! and of each method's `self`, by name from debug info ([`names`]), and the check of
//! every invoke site whose reference's origin its function shows ([`origins`]): when
//! every `cormi_create` it can come from makes another type, the call is a compile
//! error naming both types. At run time the owner records each object's type
//! (`cormi_object_register_typed`) and refuses a call whose site expects another
//! (`cormi_site_self_type`, CORMI_E_TYPE), whatever the origin.
//!
//! Types are names, so without debug info (or for `void *self`) a site or an object is
//! untyped and not checked (a missed remark says so); cormicc always compiles with
//! debug info for this and strips it after the pass (`cormi-strip-debug`).

pub mod names;
pub mod origins;
pub mod print;

use crate::context::{Analysis, AnalysisContext};
use crate::diag::{At, Diagnostic, Diagnostics};
use crate::discovery::{CallSite, Discovery, IntrinsicKind};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use std::collections::{BTreeSet, HashMap, HashSet};

/// The types of every discovered site, in discovery's order.
#[derive(Clone, Debug, Default)]
pub struct TypedRefs {
    /// `types[k]` for discovery's `sites[k]`: the type of the method's `self` (invoke) or
    /// of the constructor's object (create); `None` when unknown.
    pub types: Vec<Option<String>>,
    /// `origins[k]` for an invoke site whose reference's origin is visible: the create
    /// sites (indices into discovery's sites) it can come from.
    pub origins: Vec<Option<Vec<usize>>>,
}

impl Analysis for TypedRefs {
    const NAME: &'static str = "typed-refs";

    /// The types and origins; errors: every invoke site whose visible origins all make
    /// objects of another type than its method's `self`.
    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
        let found = cx.get::<Discovery>()?;
        let refs = analyse(&found.sites);
        let errors: Vec<Diagnostic> = found
            .sites
            .iter()
            .enumerate()
            .filter_map(|(k, s)| mismatch(&found.sites, &refs, k).map(|m| Diagnostic::error(At::Instruction(s.call), m)))
            .collect();
        match errors.is_empty() {
            true => Ok(refs),
            false => Err(Diagnostics(errors)),
        }
    }
}

/// Types and origins of `sites`.
pub fn analyse(sites: &[CallSite]) -> TypedRefs {
    let types = sites
        .iter()
        .map(|s| match s.kind {
            IntrinsicKind::Invoke => names::self_type(s.method),
            IntrinsicKind::Create => names::returned_type(s.method),
        })
        .collect();
    let creates: HashMap<LLVMValueRef, usize> = sites.iter().enumerate().filter(|(_, s)| s.kind == IntrinsicKind::Create).map(|(k, s)| (s.call, k)).collect();
    let calls: HashSet<LLVMValueRef> = creates.keys().copied().collect();
    let origins = sites
        .iter()
        .map(|s| match s.kind {
            IntrinsicKind::Invoke => origins::origins(s.target, &calls).map(|set: BTreeSet<LLVMValueRef>| {
                let mut ks: Vec<usize> = set.iter().map(|c| creates[c]).collect();
                ks.sort_unstable();
                ks
            }),
            IntrinsicKind::Create => None,
        })
        .collect();
    TypedRefs { types, origins }
}

/// The error for invoke site `k` when its reference can only come from creates of
/// objects of other types (all types known).
fn mismatch(sites: &[CallSite], refs: &TypedRefs, k: usize) -> Option<String> {
    let want = refs.types[k].as_ref()?;
    let from = refs.origins[k].as_ref().filter(|o| !o.is_empty())?;
    let made: Vec<(usize, &String)> = from.iter().map(|&c| refs.types[c].as_ref().map(|t| (c, t))).collect::<Option<_>>()?;
    if made.iter().any(|(_, t)| *t == want) {
        return None;
    }
    let what: Vec<String> =
        made.iter().map(|&(c, t)| format!("cormi_create(..., {}){} (an object of type {t})", sites[c].method_name, place(sites[c].call))).collect();
    Some(format!("{} is a method of {want}, but the reference it is called on is made by {}", sites[k].method_name, what.join(" or ")))
}

/// ` at file:line` of an instruction, or ` in function` without debug info.
fn place(call: LLVMValueRef) -> String {
    match ir::source_loc(call) {
        Some(l) => format!(" at {}:{}", l.file, l.line),
        None => format!(" in {}", ir::name(ir::parent_function(call))),
    }
}
