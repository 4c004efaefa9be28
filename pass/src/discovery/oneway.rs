//! One-way methods (`CORMI_ONEWAY`, i.e. `__attribute__((annotate("cormi_oneway")))`,
//! frontend-shim/include/cormi.h): their calls send the request and return without a
//! reply. So a one-way method must return `void`, and a constructor cannot be one-way
//! (`cormi_create` needs its reply: the new object's reference).

use super::{CallSite, IntrinsicKind};
use crate::diag::{At, Diagnostic};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMTypeKind;

/// Marks the invoke sites of `oneway` methods one-way ([`CallSite::oneway`]). Errors: a
/// one-way method that returns a value (at the method: its `DISubprogram` line, else its
/// name), and a create site whose constructor is one-way (at the call).
pub fn mark(sites: &mut [CallSite], oneway: &[LLVMValueRef]) -> Vec<Diagnostic> {
    let mut errors: Vec<Diagnostic> = oneway.iter().filter_map(|&f| returns_value(f)).collect();
    errors.extend(sites.iter().filter_map(|s| unmarked_copy(s, oneway)));
    for site in sites.iter_mut().filter(|s| oneway.contains(&s.method)) {
        match site.kind {
            IntrinsicKind::Invoke => site.oneway = true,
            IntrinsicKind::Create => errors.push(Diagnostic::error(
                At::Instruction(site.call),
                format!(
                    "constructor '{}' is marked one-way (CORMI_ONEWAY), but cormi_create waits for its reply, the new object's reference; remove CORMI_ONEWAY",
                    site.method_name
                ),
            )),
        }
    }
    errors
}

/// The error for an invoke site whose method is not marked one-way but has the Rust path
/// of a one-way method: a copy of it that the marker's copies do not include, whose calls
/// would silently wait for a reply.
fn unmarked_copy(site: &CallSite, oneway: &[LLVMValueRef]) -> Option<Diagnostic> {
    if site.kind != IntrinsicKind::Invoke || oneway.contains(&site.method) {
        return None;
    }
    let path = crate::rust_names::demangle(&ir::name(site.method))?;
    oneway.iter().find(|&&f| crate::rust_names::demangle(&ir::name(f)).as_deref() == Some(path.as_str()))?;
    Some(Diagnostic::error(
        At::Instruction(site.call),
        format!(
            "method '{path}' is marked #[oneway], but this call names a copy of it that the pass cannot match to the marker, so the call would wait for a reply; build with codegen-units = 1"
        ),
    ))
}

/// The error for a one-way method `f` that does not return `void`.
fn returns_value(f: LLVMValueRef) -> Option<Diagnostic> {
    let (_, ret, _) = ir::signature(f);
    if ir::type_kind(ret) == LLVMTypeKind::LLVMVoidTypeKind {
        return None;
    }
    Some(Diagnostic::error(
        At::Function(f),
        format!(
            "one-way method '{}' returns {}; a one-way call gets no reply, so the method must return void (remove CORMI_ONEWAY, or return void and read the result with a synchronous call)",
            ir::name(f),
            ir::type_str_c(ret)
        ),
    ))
}
