//! The printers of the per-site plans, one block per discovered site in discovery's order
//! (`<caller>#<ordinal> -> <method>`), for FileCheck:
//!
//! `print<cormi-shapes>`: each argument's and the result's value, every shape node, and
//! the object classes merged at the site ([`crate::shape::object_classes`]):
//!
//! ```text
//! shapes main#0 -> List_sum
//!   arg1 graph node0
//!   ret scalar
//!   node0 struct size=16 alloc=malloc ptr=[8->node0] null=[]: struct of 16 bytes ... | sizes obj#2=static
//!   node1 array elem=16 records ptr=[8->node0] null=[]: array of 16-byte records ... | sizes obj#7=heap
//!   merged {obj#2, obj#5}
//! ```
//!
//! Each node line ends with the size source of each of its objects
//! ([`crate::shape::sizes`]): `static`, `heap`, `noted` or `startup`. A struct whose size
//! is known only at run time prints `size>=N` (the least it may be).
//!
//! `print<cormi-layout-classes>`: the layout class of every node of the site:
//!
//! ```text
//! layout main#0 -> List_sum node0=class0 node1=class1
//! ```

use super::layout_classes::LayoutClasses;
use super::{Plan, Plans, Value};
use crate::context::{AnalysisContext, Changed};
use crate::diag::Diagnostics;
use crate::discovery::{CallSite, Discovery};
use crate::shape::{Alloc, Elems, Node, NodeKind};
use std::io::Write;

/// `print<cormi-shapes>`. Errors: discovery's, and every site that cannot be marshaled.
pub fn run_shapes(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let found = cx.get::<Discovery>()?;
    let plans = cx.get::<Plans>()?;
    for (site, plan) in found.sites.iter().zip(&plans.plans) {
        write_shapes(site, plan, out)?;
    }
    Ok(Changed::No)
}

/// `print<cormi-layout-classes>`. Errors: those of `print<cormi-shapes>`.
pub fn run_layout_classes(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
    let found = cx.get::<Discovery>()?;
    let layout = cx.get::<LayoutClasses>()?;
    for (site, ids) in found.sites.iter().zip(&layout.ids) {
        let nodes: Vec<String> = ids.iter().enumerate().map(|(n, c)| format!(" node{n}=class{c}")).collect();
        writeln!(out, "layout {} -> {}{}", site.label(), site.method_name, nodes.concat())?;
    }
    Ok(Changed::No)
}

fn write_shapes(site: &CallSite, plan: &Plan, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "shapes {} -> {}", site.label(), site.method_name)?;
    for (k, v) in plan.args.iter().enumerate() {
        writeln!(out, "  arg{} {}", k + 1, value_text(v))?;
    }
    match &plan.ret {
        Some(v) => writeln!(out, "  ret {}", value_text(v))?,
        None => writeln!(out, "  ret none")?,
    }
    for (n, node) in plan.shapes.nodes.iter().enumerate() {
        writeln!(out, "  node{n} {}{}: {} | sizes{}", kind_text(&node.kind), align_text(node), node.about, sizes_text(node))?;
    }
    for class in plan.shapes.merged_object_classes() {
        let members: Vec<String> = class.iter().map(|o| format!("obj#{}", o.0)).collect();
        writeln!(out, "  merged {{{}}}", members.join(", "))?;
    }
    Ok(())
}

fn value_text(v: &Value) -> String {
    match v {
        Value::Scalar(_) => "scalar".into(),
        Value::Graph { root, interior: None, .. } => format!("graph node{root}"),
        Value::Graph { root, interior: Some(crate::shape::Interior::At(k)), .. } => format!("graph node{root} interior +{k}"),
        Value::Graph { root, interior: Some(crate::shape::Interior::Found), .. } => format!("graph node{root} interior +offset"),
        Value::Struct(s) => {
            let via = match s.via {
                crate::plan::Via::ByVal => "byval",
                crate::plan::Via::Sret => "sret",
                crate::plan::Via::Aggregate => "aggregate",
                crate::plan::Via::Indirect => "rust-indirect",
                crate::plan::Via::Slice => "rust-slice",
            };
            let fields: Vec<String> = s.fields.iter().map(|f| format!("{}{}->node{}", f.offset, if f.inline { " in place" } else { "" }, f.root)).collect();
            format!("struct {via} size={} ptr=[{}]", s.size, fields.join(", "))
        }
    }
}

/// ` align=64` for a node of over-aligned objects (received copies allocated aligned).
fn align_text(node: &Node) -> String {
    if node.align > crate::shape::align::MALLOC_ALIGN {
        format!(" align={}", node.align)
    } else {
        String::new()
    }
}

/// ` obj#3=heap obj#5=noted`: each object's size source.
pub fn sizes_text(node: &Node) -> String {
    node.sizes.iter().map(|s| format!(" obj#{}={}", s.object.0, s.source.label())).collect()
}

fn kind_text(kind: &NodeKind) -> String {
    let list = |v: &[(u64, usize)]| v.iter().map(|(o, n)| format!("{o}->node{n}")).collect::<Vec<_>>().join(", ");
    match kind {
        NodeKind::Null => "null".into(),
        NodeKind::Struct { size, alloc, ptr_fields, null_slots, runtime, tagged } => {
            let alloc = match alloc {
                Alloc::Malloc => "malloc",
                Alloc::Object => "object",
            };
            let at_least = if *runtime { ">" } else { "" };
            format!("struct size{at_least}={size} alloc={alloc} ptr=[{}] null={null_slots:?}{}", list(ptr_fields), tag_text(tagged))
        }
        NodeKind::Array { elem, elems: Elems::Pointers(n) } => format!("array elem={elem} ptr->node{n}"),
        NodeKind::Array { elem, elems: Elems::Scalars { zeroed } } => format!("array elem={elem}{}", if *zeroed { " zeroed" } else { "" }),
        NodeKind::Array { elem, elems: Elems::Records { ptr_fields, null_slots, tagged } } => {
            format!("array elem={elem} records ptr=[{}] null={null_slots:?}{}", list(ptr_fields), tag_text(tagged))
        }
        NodeKind::Poly { variants } => format!("poly [{}]", list(variants)),
        NodeKind::Vec { elem, align, elems, ptr_off, len_off, cap_off } => {
            let cap = cap_off.map_or("none".to_string(), |c| c.to_string());
            let elems = match elems {
                Elems::Scalars { .. } => "scalars".to_string(),
                Elems::Pointers(n) => format!("ptr->node{n}"),
                Elems::Records { ptr_fields, .. } => format!("records ptr=[{}]", list(ptr_fields)),
            };
            format!("buffer elem={elem} align={align} {elems} header ptr@{ptr_off} len@{len_off} cap@{cap}")
        }
        NodeKind::Interior { target, at: crate::shape::Interior::At(k) } => format!("interior +{k} ->node{target}"),
        NodeKind::Interior { target, at: crate::shape::Interior::Found } => format!("interior +offset ->node{target}"),
    }
}

/// ` tag@0:4 values=1,2 on=1;2`: the tag's offset and size, the values that name a
/// member, and per pointer field the values that send it (`*`: always).
fn tag_text(tagged: &Option<crate::shape::Tagged>) -> String {
    let Some(t) = tagged else { return String::new() };
    let list = |v: &[u64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",");
    let fields: Vec<String> =
        (0..t.active.len()).map(|k| if t.active[k] == crate::shape::tagged::ALWAYS { "*".into() } else { list(&t.values_of(k)) }).collect();
    format!(" tag@{}:{} values={} on={}", t.tag_offset, t.tag_size, list(&t.values), fields.join(";"))
}
