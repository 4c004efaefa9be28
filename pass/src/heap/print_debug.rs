//! `print<cormi-heap-debug>`: where the heap analysis met unknown code, the places that
//! make its answers imprecise. A header with the counts, then one line per fact:
//!
//! ```text
//! cormi-heap-debug: unknown-externals=1 unknown-pointer-calls=1 escaped=1 feeds-unknown=2 laundered=1 exposed=1
//! unknown-external @mystery at @f #2
//! unknown-pointer-call at @f:7
//! escaped obj#2 (2,2) malloc @f size=8 escaped
//! feeds-unknown @f %given
//! laundered-int-to-ptr at @f:9
//! exposed obj#3 (3,3) malloc @f size=8
//! ```
//!
//! Pointers rebuilt from data (`inttoptr` of an integer of unknown origin) may be any
//! exposed object; exposed objects are listed only when the program can rebuild pointers.
//!
//! Unknown externals (declared functions without a library model) and calls through a
//! pointer that may be the unknown object are listed per call, in the order the analysis
//! met them; escaped objects in id order (the unknown object itself is left out); values
//! with a copy edge into the unknown object's content in the order the analysis made
//! their nodes. Places are `@function:line` with debug info, else `@function #k`
//! ([`ir::instruction_place`]); values are `@function %name` (`%N` for unnamed
//! ones, as in `print<cormi-heap>`), `@global`, or a constant's IR text.

use super::objects::ObjectKind;
use super::HeapAnalysis;
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use std::collections::HashMap;
use std::io::Write;

/// Writes the debug facts of `heap`.
pub fn print_debug(heap: &HeapAnalysis, out: &mut dyn Write) -> std::io::Result<()> {
    let d = heap.debug();
    let escaped: Vec<_> = heap.objects().iter().filter(|o| o.escaped && o.kind != ObjectKind::Unknown).collect();
    writeln!(
        out,
        "cormi-heap-debug: unknown-externals={} unknown-pointer-calls={} escaped={} feeds-unknown={} laundered={} exposed={}",
        d.unknown_externals.len(),
        d.unknown_pointer_calls.len(),
        escaped.len(),
        d.feeds_unknown.len(),
        d.laundered_int_to_ptr.len(),
        d.exposed.len()
    )?;
    for (name, call) in &d.unknown_externals {
        writeln!(out, "unknown-external @{name} at {}", place(*call))?;
    }
    for &call in &d.unknown_pointer_calls {
        writeln!(out, "unknown-pointer-call at {}", place(call))?;
    }
    for o in escaped {
        writeln!(out, "escaped {}", o.describe())?;
    }
    let mut slots = HashMap::new();
    for &v in &d.feeds_unknown {
        writeln!(out, "feeds-unknown {}", value_text(v, &mut slots))?;
    }
    for &i in &d.laundered_int_to_ptr {
        writeln!(out, "laundered-int-to-ptr at {}", place(i))?;
    }
    for &o in &d.exposed {
        writeln!(out, "exposed {}", heap.object(o).describe())?;
    }
    Ok(())
}

/// Where a call is; calls the analysis made up itself have no instruction.
fn place(call: LLVMValueRef) -> String {
    if call.is_null() {
        "(no instruction)".into()
    } else {
        ir::instruction_place(call)
    }
}

/// How a value is named: `@function %slot` inside a function, `@name` for globals,
/// else the constant's IR text. `slots` caches each function's slot names.
fn value_text(v: LLVMValueRef, slots: &mut HashMap<LLVMValueRef, HashMap<LLVMValueRef, String>>) -> String {
    let function = ir::value_function(v);
    match function {
        Some(f) => {
            let names = slots.entry(f).or_insert_with(|| ir::slot_names(f));
            format!("@{} {}", ir::name(f), names.get(&v).map(String::as_str).unwrap_or("%?"))
        }
        None if ir::is_global_value(v) => format!("@{}", ir::name(v)),
        None => ir::value_str(v),
    }
}

/// The `print<cormi-heap-debug>` pass.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    print_debug(&heap, out)?;
    Ok(Changed::No)
}
