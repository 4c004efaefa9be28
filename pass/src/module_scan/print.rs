//! `print<cormi-module-scan>`: every pointer write, then every way out, in module order,
//! one line each (the place is `@function:line`, or `@function #k` without debug info):
//!
//! ```text
//! write store @main:14
//! write copy(memcpy) @copy:3
//! leak free(free) @drop:7
//! leak return(make) @make:9
//! ```

use super::{LeakKind, ModuleScan, WriteKind};
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::ir::instruction_place;
use std::io::Write;

/// The printer pass. Errors: a module the heap analysis cannot read.
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    print_scan(&*cx.get::<ModuleScan>()?, out)?;
    Ok(Changed::No)
}

/// Writes one line per write and per leak.
pub fn print_scan(scan: &ModuleScan, out: &mut dyn Write) -> std::io::Result<()> {
    for w in &scan.writes {
        writeln!(out, "write {} {}", write_kind(&w.kind), instruction_place(w.inst))?;
    }
    for l in &scan.leaks {
        writeln!(out, "leak {} {}", leak_kind(&l.kind), instruction_place(l.inst))?;
    }
    Ok(())
}

fn write_kind(k: &WriteKind) -> String {
    match k {
        WriteKind::Store => "store".into(),
        WriteKind::Atomic => "atomic".into(),
        WriteKind::Copy(f) => format!("copy({f})"),
    }
}

fn leak_kind(k: &LeakKind) -> String {
    match k {
        LeakKind::Free(f) => format!("free({f})"),
        LeakKind::Thread(f) => format!("thread({f})"),
        LeakKind::External(f) => format!("external({f})"),
        LeakKind::PtrToInt => "ptrtoint".into(),
        LeakKind::Text(f) => format!("text({f})"),
        LeakKind::Output(f) => format!("output({f})"),
        LeakKind::Merge => "merge".into(),
        LeakKind::Return(f) => format!("return({f})"),
    }
}
