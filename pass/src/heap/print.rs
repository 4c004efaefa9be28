//! `print<cormi-heap>`: the solved heap as deterministic text for FileCheck.
//!
//! ```text
//! cormi-heap: objects=<N> values=<V>
//! obj#0 (0,0) unknown collapsed
//!   +* -> {unknown, obj#4+0}
//! obj#3 (3,3) malloc @main:14 size=16
//!   +8 -> {obj#3+0}
//! fn @main
//!   %p -> {obj#3+0}
//!   %4 -> {}
//! remote @zoo#0 -> @Foo_foo line 12 site 0x0123456789abcdef
//!   arg1 actual {obj#2+0} formal {obj#3+0}
//!   result {obj#4+0}
//! ```
//!
//! Objects in id order with their non-empty fields (`+offset`, `+*` for collapsed /
//! variable index); then, per defined function in module order, every pointer-typed
//! argument and instruction (`%name`, or `%N` numbered like LLVM's printer) with its
//! points-to set; then every remote call site (caller#index in the caller, and
//! discovery's stable site id when discovery accepts the module).

use super::objects::targets_text;
use super::HeapAnalysis;
use crate::context::{AnalysisContext, Changed};
use crate::diag::{Diagnostic, Diagnostics};
use crate::ir;
use llvm_sys::prelude::LLVMModuleRef;
use std::io::Write;

/// Writes the whole heap (objects, values, remote calls).
pub fn print_heap(m: LLVMModuleRef, heap: &HeapAnalysis, out: &mut dyn Write) -> std::io::Result<()> {
    print_heap_with_ids(m, heap, &std::collections::HashMap::new(), out)
}

/// [`print_heap`] naming remote call sites also by discovery's ids (`site 0x...`).
pub fn print_heap_with_ids(
    m: LLVMModuleRef,
    heap: &HeapAnalysis,
    ids: &std::collections::HashMap<llvm_sys::prelude::LLVMValueRef, super::dot::SiteName>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(out, "cormi-heap: objects={} values={}", heap.objects().len(), heap.value_set.len())?;
    for o in heap.objects() {
        writeln!(out, "{}", o.describe())?;
        for (off, ts) in heap.fields(o.id) {
            writeln!(out, "  +{} -> {}", off, targets_text(ts))?;
        }
    }
    for f in ir::functions(m) {
        if !ir::is_defined(f) {
            continue;
        }
        writeln!(out, "fn @{}", ir::name(f))?;
        let names = ir::slot_names(f);
        let mut vals = ir::params(f);
        for bb in ir::blocks(f) {
            vals.extend(ir::block_instructions(bb));
        }
        for v in vals {
            let t = ir::type_of(v);
            if !ir::is_pointer(t) {
                continue;
            }
            let n = names.get(&v).cloned().unwrap_or_else(|| "%?".into());
            writeln!(out, "  {} -> {}", n, targets_text(heap.points_to(v)))?;
        }
    }
    for r in heap.remote_calls() {
        let id = ids.get(&r.call).map(|n| format!(" site {}", n.id)).unwrap_or_default();
        let label = super::dot::site_label(r, ids);
        writeln!(out, "remote @{} -> @{} line {}{}", label, r.method_name, r.line, id)?;
        for (k, a) in r.actuals.iter().enumerate() {
            let formal = r.formals.get(k).map(|f| targets_text(f)).unwrap_or_else(|| "{}".into());
            writeln!(out, "  arg{} actual {} formal {}", k + 1, targets_text(a), formal)?;
        }
        writeln!(out, "  result {}", targets_text(&r.result))?;
    }
    Ok(())
}

/// The `print<cormi-heap>` pass.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    let ids = super::dot::site_ids(cx);
    print_heap_with_ids(cx.raw_module(), &heap, &ids, out).map_err(|e| Diagnostics::from(Diagnostic::module_error(format!("cannot write output: {e}"))))?;
    Ok(Changed::No)
}
