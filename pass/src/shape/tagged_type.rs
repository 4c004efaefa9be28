//! Which objects a `CORMI_UNION(T, ...)` marker applies to: T's objects only, never
//! another struct of the same size and layout, whose tag values (if it has a tag at
//! all) mean other members.
//!
//! T is named by the marker's tag-reading function (`cormi.h` defines one beside the
//! marker): the IR struct type its `p->tag` steps over, at -O1 and above the C name of
//! its TBAA tag, and with `-g` the struct its parameter points to. An object is a T when the typed accesses that start a struct at one
//! of its records ([`crate::facts::struct_types`]) name T, and none names another struct
//! of T's size (an IR type) or another C struct (a TBAA or debug-info name: two structs
//! of equal LLVM layout from two files share one IR type after `llvm-link`). An object nothing shows
//! to be a T, or that something shows to be another struct, is refused with the reason
//! and the instruction; an access naming a struct of another size than T's on an
//! object of T's size does not count (a pointer read from one union member may reach
//! what another member points to in the path-insensitive analysis).

use super::tagged::Objects;
use crate::facts::struct_types::{StructName, TypedAccess};
use crate::facts::union_markers::UnionMarker;
use crate::facts::Facts;
use crate::heap::{HeapAnalysis, ObjectId};
use crate::ir;

/// T's names, from the marker's tag-reading functions.
struct Names {
    /// IR struct types (`struct.Value`).
    ir: Vec<String>,
    /// TBAA base type names (`Value`).
    tbaa: Vec<String>,
    /// Debug-info names (the struct the function's parameter points to).
    debug: Vec<String>,
}

impl Names {
    fn of(facts: &Facts, m: &UnionMarker) -> Names {
        let mut n = Names { ir: Vec::new(), tbaa: Vec::new(), debug: Vec::new() };
        for &f in &m.probes {
            if let Some(name) = crate::typed_refs::names::self_type(f).filter(|x| !n.debug.contains(x)) {
                n.debug.push(name);
            }
        }
        for a in m.probes.iter().flat_map(|&f| facts.types.in_function(f)) {
            let (list, name) = match &a.name {
                StructName::Ir(name, size) if *size == m.size => (&mut n.ir, name),
                StructName::Tbaa(name) => (&mut n.tbaa, name),
                StructName::Ir(..) | StructName::Debug(_) => continue,
            };
            if !list.contains(name) {
                list.push(name.clone());
            }
        }
        n
    }

    /// Whether `a` names T (`Some(true)`), another struct (`Some(false)`), or says
    /// nothing about a struct of `rec` bytes (`None`).
    fn names_t(&self, a: &TypedAccess, rec: u64) -> Option<bool> {
        match &a.name {
            StructName::Ir(name, size) => (*size == rec && !self.ir.is_empty()).then(|| self.ir.contains(name)),
            StructName::Tbaa(name) => (!self.tbaa.is_empty()).then(|| self.tbaa.contains(name)),
            StructName::Debug(name) => (!self.debug.is_empty()).then(|| self.debug.contains(name)),
        }
    }
}

/// `Ok` when every object of `o` is shown to be a `m.type_name`; else why not.
pub fn check(heap: &HeapAnalysis, facts: &Facts, m: &UnionMarker, o: &Objects<'_>, about: &str) -> Result<(), String> {
    let names = Names::of(facts, m);
    if names.ir.is_empty() && names.tbaa.is_empty() {
        return Err(format!(
            "{} fits {about} by its size, but the marker does not name its struct type (its tag-reading function is missing: build with this cormi.h)",
            m.describe()
        ));
    }
    for &obj in o.objs {
        let mut shown = false;
        for a in facts.types.at_records(obj, o.rec) {
            match names.names_t(a, o.rec) {
                Some(true) => shown = true,
                // An object of T's size read through a pointer to a struct of another size:
                // the path-insensitive analysis mixes what one union member points to with
                // another's (`v->u.items` also "reaches" the Values `v->u.pair.car` holds).
                // It must still be shown to be a T (below).
                Some(false) if heap.object(obj).size == Some(m.size) && member_targets_named(heap, facts, m, o, &a.name) => {}
                Some(false) => {
                    return Err(format!(
                        "{} fits {} by its size and layout, but that object is accessed as {} ({}), not as {}: the marker applies to {} objects only; give {} its own CORMI_UNION, or keep its pointers and other data in separate fields",
                        m.describe(),
                        object(heap, obj),
                        a.name.c_name(),
                        place(a),
                        m.type_name,
                        m.type_name,
                        a.name.c_name()
                    ))
                }
                None => {}
            }
        }
        if !shown {
            return Err(format!(
                "{} fits {} by its size and layout, but nothing shows that the object is a {} (no access through the type {} reaches it), so the marker cannot be applied to it",
                m.describe(),
                object(heap, obj),
                m.type_name,
                m.type_name
            ));
        }
    }
    Ok(())
}

/// Whether the union of some object of `o` holds, in a member, pointers to objects other
/// than `o`'s that are accessed as the struct `name` (what that member points to: a list
/// node of another size, say): then a pointer read from the union as that member may
/// also reach `o`'s objects in the path-insensitive analysis.
fn member_targets_named(heap: &HeapAnalysis, facts: &Facts, m: &UnionMarker, o: &Objects<'_>, name: &StructName) -> bool {
    let (first, end) = m.range();
    let c = name.c_name();
    o.objs.iter().any(|&obj| {
        heap.fields(obj).iter().any(|(off, targets)| {
            let inside = matches!(*off, crate::heap::Offset::At(x) if x >= 0 && (x as u64) >= first && (x as u64) < end);
            inside
                && targets.iter().any(|t| {
                    let other = heap.object(t.obj);
                    !o.objs.contains(&t.obj)
                        && other.size.is_some_and(|sz| sz != m.size)
                        && facts.types.at_records(t.obj, other.size.unwrap_or(0)).any(|x| x.name.c_name() == c)
                })
        })
    })
}

/// Whether a typed access shows that `obj`'s records of `rec` bytes are another struct
/// than `m`'s (a list node of T's size): its stores are not T's.
pub fn shown_other(facts: &Facts, m: &UnionMarker, obj: ObjectId, rec: u64) -> bool {
    let names = Names::of(facts, m);
    facts.types.at_records(obj, rec).any(|a| names.names_t(a, rec) == Some(false))
}

/// `the object (malloc) allocated at f:12`.
fn object(heap: &HeapAnalysis, obj: ObjectId) -> String {
    format!("the object {}", super::describe(heap.object(obj)))
}

/// `file.c:12 in f`, or `in f` without debug info.
fn place(a: &TypedAccess) -> String {
    let f = ir::name(ir::parent_function(a.inst));
    match ir::source_loc(a.inst) {
        Some(l) => format!("at {}:{} in {f}", l.file, l.line),
        None => format!("in {f}; -g gives file:line"),
    }
}
