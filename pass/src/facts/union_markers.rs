//! The tagged-union markers of a module: `CORMI_UNION(T, tag, (VALUE, member), ...)`
//! from `cormi.h` leaves two `used` constants per declaration and translation unit,
//! `@__cormi_union_<T>` (`[n x i64]`: sizeof T, the tag's offset and size, the number of
//! arms, then per arm its value, member offset, member size and kind) and
//! `@__cormi_union_names_<T>` (`"T\ntag\n(VALUE, member), ..."`). Identical declarations
//! of several translation units (llvm-link renames them `.1`, `.2`, ...) count once.
//!
//! The shape builder ([`crate::shape`]) applies a marker to objects of `sizeof T` bytes
//! (and arrays of such records) whose pointer fields overlap data inside the declared
//! members: the generated code reads the tag and moves the active member's pointers only.

use crate::ir;
use crate::ir::SourceLoc;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};

/// What a member holds, as the marker's C side classified its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ArmKind {
    /// Integers, floating point, arrays: never a pointer.
    Data,
    /// A pointer (8 bytes at the member's offset).
    Pointer,
    /// A struct or union: pointers where the analysis finds them.
    Compound,
    /// No member (`(V_NULL)` alone): nothing of the union is active.
    Empty,
}

/// One tag value and its member.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arm {
    /// The tag value, truncated to the tag's width.
    pub value: u64,
    /// Byte offset of the member in T.
    pub offset: u64,
    /// Bytes of the member.
    pub size: u64,
    /// What it holds.
    pub kind: ArmKind,
    /// `u.text` (the member's path as written), or `#k` when the names are missing.
    pub member: String,
}

impl Arm {
    /// Whether the member covers the 8 bytes at `off`.
    pub fn covers(&self, off: u64) -> bool {
        self.offset <= off && off + 8 <= self.offset + self.size
    }

    /// Whether the member overlaps the 8 bytes at `off`.
    pub fn overlaps(&self, off: u64) -> bool {
        self.offset < off + 8 && off < self.offset + self.size
    }

    /// Whether the member may hold a pointer at `off`: a pointer member starting there,
    /// or a struct member covering it.
    pub fn holds_pointer_at(&self, off: u64) -> bool {
        match self.kind {
            ArmKind::Pointer => self.offset == off,
            ArmKind::Compound => self.covers(off),
            ArmKind::Data | ArmKind::Empty => false,
        }
    }
}

/// One `CORMI_UNION` declaration.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnionMarker {
    /// The struct type's name as written (`Value`).
    pub type_name: String,
    /// The tag field's name.
    pub tag_name: String,
    /// sizeof T.
    pub size: u64,
    /// Byte offset of the tag in T.
    pub tag_offset: u64,
    /// Bytes of the tag (1, 2, 4 or 8).
    pub tag_size: u64,
    /// The arms in declaration order.
    pub arms: Vec<Arm>,
    /// Where the declaration is (with `-g`).
    pub place: Option<SourceLoc>,
    /// The functions the marker defines to read T's tag (one per translation unit): their
    /// typed accesses name T's struct type ([`crate::facts::struct_types`]).
    pub probes: Vec<LLVMValueRef>,
}

impl UnionMarker {
    /// Bytes covered by some member: `(first, end)`.
    pub fn range(&self) -> (u64, u64) {
        let members = || self.arms.iter().filter(|a| a.kind != ArmKind::Empty);
        let first = members().map(|a| a.offset).min().unwrap_or(0);
        let end = members().map(|a| a.offset + a.size).max().unwrap_or(0);
        (first, end)
    }

    /// `CORMI_UNION(Value, tag, ...) at file:line`.
    pub fn describe(&self) -> String {
        let at = self.place.as_ref().map(|l| format!(" at {}:{}", l.file, l.line)).unwrap_or_default();
        format!("CORMI_UNION({}, {}, ...){at}", self.type_name, self.tag_name)
    }

    /// The arm of tag value `v` (at the tag's width).
    pub fn arm(&self, v: u64) -> Option<&Arm> {
        self.arms.iter().find(|a| a.value == v)
    }
}

/// The markers of a module.
#[derive(Clone, Debug, Default)]
pub struct UnionMarkers {
    /// One per distinct declaration, in module order.
    pub markers: Vec<UnionMarker>,
    /// Markers that cannot be used (a malformed constant, a tag value named twice), with
    /// the reason: reported when an object they would apply to is sent.
    pub malformed: Vec<String>,
}

/// The global's name prefix.
const PREFIX: &str = "__cormi_union_";
/// The names global's prefix.
const NAMES: &str = "__cormi_union_names_";
/// The tag-reading function's prefix.
const PROBE: &str = "__cormi_union_type_";

impl UnionMarkers {
    /// Reads every marker of `module` (read-only).
    pub fn of(module: LLVMModuleRef) -> UnionMarkers {
        let mut out = UnionMarkers::default();
        for g in ir::globals(module) {
            let name = ir::name(g);
            if !name.starts_with(PREFIX) || name.starts_with(NAMES) {
                continue;
            }
            let Some(words) = int_array(g) else { continue };
            let base = name.strip_prefix(PREFIX).unwrap_or_default();
            let base = strip_suffix(base);
            let names = ir::globals(module).into_iter().find(|&n| strip_suffix(ir::name(n).strip_prefix(NAMES).unwrap_or("\0")) == base);
            let text = names.and_then(ir::const_string).map(|b| String::from_utf8_lossy(&b).into_owned());
            match parse(&words, text.as_deref(), ir::global_source_loc(g)) {
                Ok(mut m) => {
                    m.probes = ir::functions(module).into_iter().filter(|&f| strip_suffix(ir::name(f).strip_prefix(PROBE).unwrap_or("\0")) == base).collect();
                    match out.markers.iter_mut().find(|x| same(x, &m)) {
                        Some(x) => {
                            for p in m.probes {
                                if !x.probes.contains(&p) {
                                    x.probes.push(p);
                                }
                            }
                        }
                        None => out.markers.push(m),
                    }
                }
                Err(e) => out.malformed.push(format!("{base}: {e}")),
            }
        }
        out
    }

    /// The markers for objects of `size` bytes.
    pub fn of_size(&self, size: u64) -> impl Iterator<Item = &UnionMarker> {
        self.markers.iter().filter(move |m| m.size == size)
    }
}

/// Two declarations of one marker (in two translation units): equal but for the place.
fn same(a: &UnionMarker, b: &UnionMarker) -> bool {
    a.type_name == b.type_name && a.size == b.size && a.tag_offset == b.tag_offset && a.tag_size == b.tag_size && a.arms == b.arms
}

/// `Value.1` -> `Value` (llvm-link's renaming of internal globals).
fn strip_suffix(name: &str) -> &str {
    match name.rsplit_once('.') {
        Some((head, tail)) if tail.chars().all(|c| c.is_ascii_digit()) => head,
        _ => name,
    }
}

/// The marker of the words and names; an error says what is wrong.
fn parse(words: &[u64], names: Option<&str>, place: Option<SourceLoc>) -> Result<UnionMarker, String> {
    let [size, tag_offset, tag_size, n, rest @ ..] = words else { return Err("too short".into()) };
    if rest.len() as u64 != n * 4 || !matches!(tag_size, 1 | 2 | 4 | 8) {
        return Err("malformed".into());
    }
    let mut lines = names.unwrap_or_default().splitn(3, '\n');
    let (type_name, tag_name) = (lines.next().unwrap_or("?").to_string(), lines.next().unwrap_or("tag").to_string());
    let members = member_names(lines.next().unwrap_or_default());
    let mask = if *tag_size == 8 { u64::MAX } else { (1u64 << (tag_size * 8)) - 1 };
    let mut arms: Vec<Arm> = Vec::new();
    for (k, row) in rest.chunks(4).enumerate() {
        let kind = match row[3] {
            1 => ArmKind::Pointer,
            2 => ArmKind::Compound,
            3 => ArmKind::Empty,
            _ => ArmKind::Data,
        };
        let member = match kind {
            ArmKind::Empty => "no member".to_string(),
            _ => members.get(k).cloned().unwrap_or_else(|| format!("#{k}")),
        };
        let arm = Arm { value: row[0] & mask, offset: row[1], size: row[2], kind, member };
        if let Some(other) = arms.iter().find(|a| a.value == arm.value) {
            return Err(format!("tag value {} names two members ({} and {})", arm.value, other.member, arm.member));
        }
        arms.push(arm);
    }
    Ok(UnionMarker { type_name, tag_name, size: *size, tag_offset: *tag_offset, tag_size: *tag_size, arms, place, probes: Vec::new() })
}

/// The members of `(V_NUM, u.num), (V_TEXT, u.text)`: `u.num`, `u.text`.
fn member_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut cur) = (0, String::new());
    for c in text.chars() {
        match c {
            '(' => {
                depth += 1;
                if depth == 1 {
                    cur.clear();
                    continue;
                }
            }
            ')' => {
                depth -= 1;
                if depth == 0 {
                    out.push(cur.rsplit_once(',').map(|(_, m)| m.trim().to_string()).unwrap_or_default());
                    continue;
                }
            }
            _ => {}
        }
        if depth >= 1 {
            cur.push(c);
        }
    }
    out
}

/// The elements of a global's constant `[n x i64]` initializer.
fn int_array(g: LLVMValueRef) -> Option<Vec<u64>> {
    // SAFETY: the initializer is read only from a global variable; elements are read
    // within its constant array's length.
    unsafe {
        use llvm_sys::core::*;
        if LLVMIsAGlobalVariable(g).is_null() {
            return None;
        }
        let init = LLVMGetInitializer(g);
        if init.is_null() || ir::type_kind(LLVMTypeOf(init)) != llvm_sys::LLVMTypeKind::LLVMArrayTypeKind {
            return None;
        }
        let n = LLVMGetArrayLength2(LLVMTypeOf(init));
        (0..n as u32).map(|k| ir::const_int(LLVMGetAggregateElement(init, k)).map(|v| v as u64)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn member_names_of_arms() {
        assert_eq!(member_names("(V_NUM, u.num), (V_TEXT, u.text), (F(1, 2), x)"), vec!["u.num", "u.text", "x"]);
    }

    #[test]
    fn parse_rejects_a_value_named_twice() {
        let w = [16, 0, 4, 2, 1, 8, 8, 0, 1, 8, 8, 1];
        assert!(parse(&w, Some("T\ntag\n(A, a), (A, b)"), None).unwrap_err().contains("names two members"));
        let w = [16, 0, 4, 2, 1, 8, 8, 0, 2, 8, 8, 1];
        let m = parse(&w, Some("T\ntag\n(A, a), (B, b)"), None).unwrap();
        assert_eq!(m.arms[1].kind, ArmKind::Pointer);
        assert_eq!(m.range(), (8, 16));
    }

    #[test]
    fn an_arm_without_a_member_is_empty_and_outside_the_range() {
        let w = [16, 0, 4, 2, 0, 0, 0, 3, 1, 8, 8, 1];
        let m = parse(&w, Some("T\ntag\n(N), (A, a)"), None).unwrap();
        assert_eq!((m.arms[0].kind, m.arms[0].member.as_str()), (ArmKind::Empty, "no member"));
        assert_eq!(m.range(), (8, 16));
    }
}
