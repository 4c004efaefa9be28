//! `cormi-heap-dot`: one DOT graph per remote call site of the heap reachable from its
//! arguments, like the paper's figure 2.
//!
//! Nodes are abstract objects (record shape: a header `obj#K (L,P) kind @fn:line size=N`
//! and one port per pointer field, `+off`), plus one plain node per argument (`argK`);
//! edges go from an argument or a pointer field to the target object, labelled with the
//! target offset (`+0`, `+*`). Graph name: the call site's stable id from discovery
//! (`0x` + 16 hex digits, as `print<cormi-callsites>` prints it) when discovery accepts
//! the module, else `<caller>#<index>` (the call's rank among the remote calls of its
//! caller). The graph label also names caller, method and line.
//!
//! Output: to stdout, one `digraph` after another; with `cormi-heap-dot<dir=D>` each graph
//! goes to the file `D/<name>.dot` instead (`#` in a fallback name becomes `.`; a missing
//! directory is created, an empty `dir=` is an error) and stdout lists the files written.

use super::constraints::reachable;
use super::objects::{ObjectId, Offset, Target};
use super::{HeapAnalysis, RemoteCall};
use crate::context::{AnalysisContext, Changed};
use crate::diag::{Diagnostic, Diagnostics};
use llvm_sys::prelude::LLVMValueRef;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write;

/// How discovery names one remote call site: its stable id and its label
/// `<caller>#<ordinal>` (ordinal among the caller's `__cormi_invoke` and `__cormi_create`
/// calls, the numbering `print<cormi-callsites>` shows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteName {
    /// Discovery's stable id, printed `0x%016x`.
    pub id: String,
    /// `<caller>#<ordinal>` (`CallSite::label`).
    pub label: String,
}

/// Discovery's name of every remote call site (empty when discovery rejects the module:
/// the printers then fall back to `<caller>#<index>` counted over invokes only).
pub fn site_ids(cx: &AnalysisContext<'_, '_>) -> HashMap<LLVMValueRef, SiteName> {
    match cx.get::<crate::discovery::Discovery>() {
        Ok(d) => d.sites.iter().map(|s| (s.call, SiteName { id: s.id.to_string(), label: s.label() })).collect(),
        Err(_) => HashMap::new(),
    }
}

/// The label of `r`: discovery's `<caller>#<ordinal>` when known, else the fallback.
pub fn site_label(r: &RemoteCall, ids: &HashMap<LLVMValueRef, SiteName>) -> String {
    ids.get(&r.call).map(|n| n.label.clone()).unwrap_or_else(|| fallback_name(r))
}

fn esc(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        if matches!(c, '{' | '}' | '|' | '<' | '>' | '"' | '\\') {
            o.push('\\');
        }
        o.push(c);
    }
    o
}

fn port(off: Offset) -> String {
    match off {
        Offset::At(o) if o < 0 => format!("fm{}", -o),
        Offset::At(o) => format!("f{o}"),
        Offset::Any => "fany".into(),
    }
}

/// The fallback name of a call site: `<caller>#<index>`.
pub fn fallback_name(r: &RemoteCall) -> String {
    format!("{}#{}", r.caller, r.index_in_caller)
}

/// The DOT text of one remote call's argument heap, as graph `name`.
pub fn call_graph(heap: &HeapAnalysis, r: &RemoteCall, name: &str, label: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "digraph \"{}\" {{", name);
    let _ = writeln!(s, "  label=\"{} {} -> {} line {}\";", esc(name), esc(label), esc(&r.method_name), r.line);
    let _ = writeln!(s, "  node [shape=record];");
    let roots: Vec<Target> = r.actuals.iter().flatten().copied().collect();
    let objs: Vec<ObjectId> = reachable(&roots, &heap.fields);
    for (k, a) in r.actuals.iter().enumerate() {
        let _ = writeln!(s, "  arg{} [shape=plaintext,label=\"arg{}\"];", k + 1, k + 1);
        for t in a {
            let _ = writeln!(s, "  arg{} -> o{} [label=\"+{}\"];", k + 1, t.obj.0, t.offset);
        }
    }
    for &o in &objs {
        let ob = heap.object(o);
        let mut label = esc(&ob.describe());
        for (off, _) in heap.fields(o) {
            let _ = write!(label, "|<{}> +{}", port(*off), off);
        }
        let _ = writeln!(s, "  o{} [label=\"{{{}}}\"];", o.0, label);
    }
    for &o in &objs {
        for (off, ts) in heap.fields(o) {
            for t in ts.iter() {
                let _ = writeln!(s, "  o{}:{} -> o{} [label=\"+{}\"];", o.0, port(*off), t.obj.0, t.offset);
            }
        }
    }
    s.push_str("}\n");
    s
}

/// Writes every remote call's graph to `out`, or into files under `dir`; `ids` maps call
/// instructions to discovery's site ids.
pub fn print_dot(heap: &HeapAnalysis, ids: &HashMap<LLVMValueRef, SiteName>, dir: Option<&str>, out: &mut dyn Write) -> std::io::Result<()> {
    for r in heap.remote_calls() {
        let name = ids.get(&r.call).map(|n| n.id.clone()).unwrap_or_else(|| fallback_name(r));
        let g = call_graph(heap, r, &name, &site_label(r, ids));
        match dir {
            None => out.write_all(g.as_bytes())?,
            Some(d) => {
                let path = std::path::Path::new(d).join(format!("{}.dot", name.replace('#', ".")));
                std::fs::write(&path, g).map_err(|e| std::io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display())))?;
                writeln!(out, "wrote {}", path.display())?;
            }
        }
    }
    Ok(())
}

/// The `cormi-heap-dot` pass (option `dir=D`).
pub fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let heap = cx.get::<HeapAnalysis>()?;
    let dir = cx.params().options.get("dir").map(|s| s.as_str());
    if let Some(d) = dir {
        // An empty `dir=` would write into `/`: refuse it. A missing directory is made.
        if d.is_empty() {
            return Err(Diagnostics::from(Diagnostic::module_error("cormi-heap-dot: empty dir= (name a directory, e.g. dir=.)".to_string())));
        }
        std::fs::create_dir_all(d).map_err(|e| Diagnostics::from(Diagnostic::module_error(format!("cormi-heap-dot: cannot create directory {d}: {e}"))))?;
    }
    let ids = site_ids(cx);
    print_dot(&heap, &ids, dir, out).map_err(|e| Diagnostics::from(Diagnostic::module_error(format!("cormi-heap-dot: {e}"))))?;
    Ok(Changed::No)
}
