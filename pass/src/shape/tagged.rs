//! Tagged unions declared with `CORMI_UNION` ([`crate::facts::union_markers`]): which
//! pointer fields of a struct (or of the records of an array) are sent for which tag
//! value, and which objects each of them may point to.
//!
//! A marker applies to objects of `sizeof T` bytes (arrays of `sizeof T`-byte records)
//! whose pointer field inside the declared members overlaps data (the union conflict
//! that is otherwise a compile error), with no pointer on the tag, and that are shown to
//! be T's objects ([`super::tagged_type`]; otherwise an error); also, with no data
//! there, when two pointer members share bytes and their tags' stores point them to
//! different objects that their sizes cannot tell apart (`union { struct A *a; struct B
//! *b; }` of one size: the tag selects the pointee's shape). Per pointer field at byte `off`:
//! - outside every member: an ordinary field, sent whatever the tag;
//! - per arm: a data member never holds it; a pointer member holds it when the member
//!   starts at `off`; a struct member holds it when a pointer store tied to that arm's
//!   tag writes it, or an untied one does and no data ever lands on those bytes (else
//!   the member's bytes cannot be told apart: an error).
//!
//! The objects an arm's pointer may point to: the values of the pointer stores into
//! those bytes (of any `sizeof T` object, so a copy made through a temporary counts)
//! whose tag is that arm's ([`crate::facts::union_ties`]), plus those of untied stores
//! and whatever arrives otherwise (copies from elsewhere), which may belong to any arm.
//! Arms whose fields at one offset point to the same objects share one field.

use crate::facts::union_markers::{ArmKind, UnionMarker};
use crate::facts::Facts;
use crate::heap::{HeapAnalysis, ObjectId, Offset, Target};
use std::collections::BTreeSet;

/// The tag switch of a struct or record (shape node data; see [`super::NodeKind`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tagged {
    /// Byte offset of the tag in the struct or record.
    pub tag_offset: u64,
    /// Bytes of the tag (1, 2, 4 or 8).
    pub tag_size: u64,
    /// The tag values that name a member (at the tag's width); any other is an error.
    pub values: Vec<u64>,
    /// Per pointer field (in `ptr_fields` order): bit k set when the field is sent for
    /// `values[k]`; [`ALWAYS`] for a field outside the union.
    pub active: Vec<u64>,
    /// `CORMI_UNION(Value, tag, ...) at file:line`, for messages.
    pub about: String,
}

/// The mask of a field sent whatever the tag.
pub const ALWAYS: u64 = u64::MAX;

impl Tagged {
    /// The values field `k` is sent for (all of them for [`ALWAYS`]).
    pub fn values_of(&self, k: usize) -> Vec<u64> {
        self.values.iter().enumerate().filter(|(j, _)| self.active[k] >> j & 1 == 1).map(|(_, &v)| v).collect()
    }
}

/// A marker applied to a set of objects: the fields (offset, the objects the field may
/// point to, mask over the marker's arms) and the remark text.
pub struct Applied {
    /// The tag switch without the masks' fields' nodes (the caller builds them).
    pub tagged: Tagged,
    /// (offset, targets, mask) per pointer field, sorted by offset.
    pub fields: Vec<(u64, Vec<Target>, u64)>,
    /// What the remark says.
    pub note: String,
}

/// Where the objects of one node keep their fields.
pub struct Objects<'a> {
    /// The node's objects.
    pub objs: &'a [ObjectId],
    /// Struct size, or record size of an array.
    pub rec: u64,
    /// Byte offsets (in a struct or record) of the pointer fields, sorted.
    pub offsets: &'a [u64],
}

/// The marker that applies to `o`, applied; `None` when none does. `targets_at(off)`
/// gives every object the field at `off` may point to.
pub fn apply(heap: &HeapAnalysis, facts: &Facts, o: &Objects<'_>, targets_at: &dyn Fn(u64) -> Vec<Target>, about: &str) -> Result<Option<Applied>, String> {
    // A marker fits objects of its size whose pointer inside its members overlaps data
    // (without it, a compile error) and none on its tag: an ordinary struct of the same
    // size (a list node) keeps its ordinary layout.
    let conflict = |m: &UnionMarker, off: u64| m.arms.iter().any(|a| a.overlaps(off)) && facts.stores.overlapping(heap, o.objs, off, Some(o.rec)).is_some();
    // A pointer member's slot that the program reads where no pointer is ever stored in
    // these objects (a number's record whose `u.s` is read under another tag) is a
    // pointer field of no objects for that member: NULL on the receiver.
    let offsets_of = |m: &UnionMarker| -> Vec<u64> {
        let mut all: Vec<u64> = o.offsets.to_vec();
        all.extend(read_slots(heap, facts, o).into_iter().filter(|&x| m.arms.iter().any(|a| a.kind == ArmKind::Pointer && a.offset == x)));
        all.sort_unstable();
        all.dedup();
        all
    };
    let conflicted = |m: &UnionMarker| offsets_of(m).iter().any(|&off| conflict(m, off));
    // Two pointer members on the same bytes (`union { struct A *a; struct B *b; }`): the
    // marker applies when the tag tells their objects apart (below).
    let shared = |m: &UnionMarker| offsets_of(m).iter().any(|&off| m.arms.iter().filter(|a| a.holds_pointer_at(off)).count() >= 2);
    let fits: Vec<&UnionMarker> = facts
        .markers
        .of_size(o.rec)
        .filter(|m| conflicted(m) || shared(m))
        .filter(|m| !offsets_of(m).iter().any(|&off| off < m.tag_offset + m.tag_size && m.tag_offset < off + 8))
        .collect();
    if fits.is_empty() {
        return Ok(None);
    }
    // Only a marker whose struct these objects are shown to be applies
    // ([`super::tagged_type`]); none is an error saying why (where only the marker can
    // explain the objects: a pointer overlapping data).
    let mut why = Vec::new();
    let mine: Vec<&UnionMarker> = fits
        .into_iter()
        .filter(|m| match super::tagged_type::check(heap, facts, m, o, about) {
            Ok(()) => true,
            Err(e) => {
                if conflicted(m) {
                    why.push(e);
                }
                false
            }
        })
        .collect();
    let m = match mine[..] {
        [] if why.is_empty() => return Ok(None),
        [] => return Err(why.join("; ")),
        [m] => m,
        [a, b, ..] => return Err(format!("{} and {} both fit {about}; keep one marker per struct layout", a.describe(), b.describe())),
    };
    let needed = conflicted(m);
    let mut split = false;
    let offsets = offsets_of(m);
    let mut fields = Vec::new();
    let mut notes = Vec::new();
    for &off in &offsets {
        if !m.arms.iter().any(|a| a.overlaps(off)) {
            fields.push((off, targets_at(off), ALWAYS));
            continue;
        }
        let per_arm = arm_targets(heap, facts, m, o, off, targets_at(off), about)?;
        // Arms pointing to the same objects share one field.
        let mut groups: Vec<(Vec<Target>, u64, Vec<String>)> = Vec::new();
        for (k, set) in per_arm.into_iter().enumerate() {
            let Some(set) = set else { continue };
            match groups.iter_mut().find(|g| g.0 == set) {
                Some(g) => {
                    g.1 |= 1 << k;
                    g.2.push(m.arms[k].member.clone());
                }
                None => groups.push((set, 1 << k, vec![m.arms[k].member.clone()])),
            }
        }
        split |= sizes_meet(heap, &groups);
        let members: Vec<String> = groups.iter().map(|g| g.2.join("/")).collect();
        notes.push(format!("byte {off} is a pointer for {}", if members.is_empty() { "no member".into() } else { members.join(", ") }));
        fields.extend(groups.into_iter().map(|(set, mask, _)| (off, set, mask)));
    }
    // Pointer members whose objects their sizes tell apart keep the ordinary layout.
    if !needed && !split {
        return Ok(None);
    }
    let tagged =
        Tagged { tag_offset: m.tag_offset, tag_size: m.tag_size, values: m.arms.iter().map(|a| a.value).collect(), active: Vec::new(), about: m.describe() };
    let note = format!("{} switches on the tag at byte {} of {about}: {}", m.describe(), m.tag_offset, notes.join("; "));
    Ok(Some(Applied { tagged, fields, note }))
}

/// Whether two groups of objects (one per set of arms) hold objects that their sizes
/// cannot tell apart at run time: of one size, or of a size not known statically.
fn sizes_meet(heap: &HeapAnalysis, groups: &[(Vec<Target>, u64, Vec<String>)]) -> bool {
    let sizes: Vec<BTreeSet<Option<u64>>> = groups.iter().map(|g| g.0.iter().map(|t| heap.object(t.obj).size).collect()).collect();
    sizes.iter().enumerate().any(|(k, a)| sizes[k + 1..].iter().any(|b| a.iter().any(|x| x.is_none() || b.contains(x)) || b.contains(&None)))
}

/// [`apply`] for a struct whose size is known only at run time (objects made by an
/// allocation function of the program, `Expr *num(double v)`): a marker whose struct
/// the objects are shown to be ([`super::tagged_type`]) makes them objects of its size,
/// when every pointer field lies inside it.
pub fn apply_runtime(
    heap: &HeapAnalysis,
    facts: &Facts,
    objs: &[ObjectId],
    offsets: &[u64],
    targets_at: &dyn Fn(u64) -> Vec<Target>,
    about: &str,
) -> Result<Option<Applied>, String> {
    let mut sizes: Vec<u64> = facts.markers.markers.iter().map(|m| m.size).filter(|&s| offsets.iter().all(|&off| off + 8 <= s)).collect();
    sizes.sort_unstable();
    sizes.dedup();
    for rec in sizes {
        if let Some(a) = apply(heap, facts, &Objects { objs, rec, offsets }, targets_at, about)? {
            return Ok(Some(a));
        }
    }
    Ok(None)
}

/// The record size of objects of one static size that hold several records of a marker's
/// struct (`malloc(4 * sizeof(Value))`, whose element size the allocation does not show):
/// a marker whose size divides theirs and whose struct the records are shown to be
/// ([`super::tagged_type`]). `None` when no marker fits.
pub fn records_of(heap: &HeapAnalysis, facts: &Facts, objs: &[ObjectId]) -> Option<u64> {
    let size = heap.object(*objs.first()?).size?;
    facts
        .markers
        .markers
        .iter()
        .map(|m| m.size)
        .filter(|&rec| rec > 0 && rec < size && size % rec == 0)
        .find(|&rec| facts.markers.of_size(rec).any(|m| super::tagged_type::check(heap, facts, m, &Objects { objs, rec, offsets: &[] }, "").is_ok()))
}

/// Per arm of `m`: the objects the pointer at `off` may point to when that arm is
/// active, or `None` when the arm holds no pointer there.
fn arm_targets(
    heap: &HeapAnalysis,
    facts: &Facts,
    m: &UnionMarker,
    o: &Objects<'_>,
    off: u64,
    all: Vec<Target>,
    about: &str,
) -> Result<Vec<Option<Vec<Target>>>, String> {
    let mut tied: Vec<BTreeSet<Target>> = vec![BTreeSet::new(); m.arms.len()];
    let mut untied: BTreeSet<Target> = BTreeSet::new();
    let mut explained: BTreeSet<Target> = BTreeSet::new();
    let holds = |k: usize| {
        let a = &m.arms[k];
        match a.kind {
            ArmKind::Pointer => a.offset == off,
            ArmKind::Compound => a.covers(off),
            ArmKind::Data | ArmKind::Empty => false,
        }
    };
    for s in &facts.ties.stores {
        if !s.dst.iter().any(|t| writes(heap, o, t, off) && (o.objs.contains(&t.obj) || !super::tagged_type::shown_other(facts, m, t.obj, o.rec))) {
            continue;
        }
        explained.extend(s.value.iter().copied());
        let tag = s.tag(m.tag_offset as i64 - off as i64, m.tag_size);
        match tag.and_then(|v| m.arms.iter().position(|a| a.value == v)).filter(|&k| holds(k)) {
            Some(k) => tied[k].extend(s.value.iter().copied()),
            None => untied.extend(s.value.iter().copied()),
        }
    }
    // A clone (the copy a call receives, an allocation function's object per caller) is
    // written by the stores that write its allocation site's other objects: it takes the
    // ties of those stores (all of them agreeing), else it may belong to any arm.
    let physical = |t: &Target| heap.object(t.obj).physical;
    for t in all.iter().filter(|t| !explained.contains(t)) {
        let site = physical(t);
        let arms: Vec<usize> = (0..tied.len()).filter(|&k| tied[k].iter().any(|x| physical(x) == site)).collect();
        if arms.is_empty() || untied.iter().any(|x| physical(x) == site) {
            untied.insert(*t);
        } else {
            for k in arms {
                tied[k].insert(*t);
            }
        }
    }
    // Only what the analysis finds in these objects' field counts (a store into another
    // object of the same size is seen above, but need not be one of them).
    let here: BTreeSet<Target> = all.iter().copied().collect();
    untied.retain(|t| here.contains(t));
    for set in &mut tied {
        set.retain(|t| here.contains(t));
    }
    let data_here = facts.stores.overlapping(heap, o.objs, off, Some(o.rec)).map(|s| s.what.to_string());
    let mut out = Vec::new();
    for (k, a) in m.arms.iter().enumerate() {
        if !holds(k) {
            out.push(None);
            continue;
        }
        let active = match a.kind {
            ArmKind::Pointer => true,
            _ if !tied[k].is_empty() => true,
            _ if untied.is_empty() => false,
            _ => match &data_here {
                None => true,
                Some(what) => {
                    return Err(format!(
                        "the member {} of {} may hold a pointer or data ({what}) at byte {off} of {about}: store the tag beside each pointer of that member (`x->{} = VALUE; x->{}... = p;` in one block)",
                        a.member,
                        m.describe(),
                        m.tag_name,
                        a.member
                    ))
                }
            },
        };
        out.push(active.then(|| tied[k].iter().chain(untied.iter()).copied().collect()));
    }
    Ok(out)
}

/// The offsets in a record of `o` that the program reads as pointers where none of its
/// objects ever holds one (unexplained reads, [`crate::facts::ptr_reads`]); a struct's
/// own offsets, or modulo the record size for arrays of records.
fn read_slots(heap: &HeapAnalysis, facts: &Facts, o: &Objects<'_>) -> Vec<u64> {
    let records = o.objs.iter().all(|&x| {
        let obj = heap.object(x);
        obj.elem == Some(o.rec) || obj.size.is_some_and(|s| s > o.rec && s % o.rec == 0)
    });
    let mut out: Vec<u64> = facts
        .reads
        .unexplained_of(heap, o.objs)
        .into_iter()
        .filter_map(|off| match off {
            Offset::At(x) if x >= 0 && records => Some(x as u64 % o.rec),
            Offset::At(x) if x >= 0 => Some(x as u64),
            _ => None,
        })
        .filter(|&x| x + 8 <= o.rec)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether a store into `t` writes the field at `off` of an object like those of `o`:
/// one of them, or any object of `rec` bytes (or array of `rec`-byte records), at `off`
/// of a record (the caller leaves out those shown to be another struct).
fn writes(heap: &HeapAnalysis, o: &Objects<'_>, t: &Target, off: u64) -> bool {
    let obj = heap.object(t.obj);
    let mine = o.objs.contains(&t.obj);
    let like = obj.size == Some(o.rec) || obj.elem == Some(o.rec);
    match t.offset {
        Offset::At(x) => (mine || like) && x >= 0 && x as u64 % o.rec == off,
        Offset::Any => mine,
    }
}
