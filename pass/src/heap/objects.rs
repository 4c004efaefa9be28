//! Abstract objects (allocation sites and their RMI clones) and points-to targets.
//!
//! An abstract object stands for every run-time object made at one allocation site (or,
//! for a clone, every deserialized copy of such objects made by one remote method). It is
//! numbered like the paper's tuples (paper §2, figure 4): `(logical, physical)`. Original
//! allocation sites have `logical == physical`; a clone gets a fresh logical number and
//! keeps its original's physical number. Object 0 is the one unknown object `(0,0)`.

use llvm_sys::prelude::LLVMValueRef;
use std::fmt;

use super::cloning::CloneKey;

/// Index of an abstract object in [`super::HeapAnalysis::objects`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ObjectId(pub u32);

impl ObjectId {
    /// The unknown object (always id 0).
    pub const UNKNOWN: ObjectId = ObjectId(0);

    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A byte offset inside an object, or `Any` for a collapsed (field-insensitive) object or
/// a variable-index field: `Any` overlaps every offset of its object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Offset {
    /// Exact byte offset from the object's start (0 = the object's address).
    At(i64),
    /// Any offset (collapsed object or variable index).
    Any,
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Offset::At(o) => write!(f, "{o}"),
            Offset::Any => f.write_str("*"),
        }
    }
}

/// One points-to target: an abstract object at a byte offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Target {
    /// The object.
    pub obj: ObjectId,
    /// Where inside it.
    pub offset: Offset,
}

/// What kind of allocation an abstract object stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ObjectKind {
    /// The one object of unknown origin (external code, `inttoptr`): overlaps everything,
    /// its fields point to unknown and to everything that escaped into unknown code.
    Unknown,
    /// A stack slot (`alloca`).
    Stack,
    /// A heap allocation by the named function (`malloc`, `calloc`, `realloc`,
    /// `cormi_alloc_object`, `__rust_alloc`, `_Znwm`, ...).
    Heap(String),
    /// A global variable.
    Global,
    /// A function (target of function pointers).
    Function,
    /// The extra (variadic) arguments of a defined variadic function.
    VarArgs,
    /// Storage returned by a library function that is neither the caller's nor fresh heap
    /// memory (`fopen`'s FILE, `getenv`'s string, `localtime`'s struct...): one object
    /// per call site, named by the function.
    Library(String),
}

impl ObjectKind {
    /// Short name used by the printers (`malloc`, `alloca`, `global`, `function`, ...).
    pub fn label(&self) -> String {
        match self {
            ObjectKind::Unknown => "unknown".into(),
            ObjectKind::Stack => "alloca".into(),
            ObjectKind::Heap(f) => f.clone(),
            ObjectKind::Global => "global".into(),
            ObjectKind::Function => "function".into(),
            ObjectKind::VarArgs => "varargs".into(),
            ObjectKind::Library(f) => format!("lib:{f}"),
        }
    }
}

/// Where an abstract object comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AllocSite {
    /// No site (the unknown object).
    None,
    /// An instruction (alloca or allocating call) of a function.
    Instruction(LLVMValueRef),
    /// A global variable.
    Global(LLVMValueRef),
    /// A function.
    Function(LLVMValueRef),
    /// The varargs of a function.
    VarArgs(LLVMValueRef),
    /// A clone of another object made by a remote call (paper §2, figure 4).
    Clone {
        /// The object cloned (the first one met with this physical number).
        of: ObjectId,
        /// The remote method and direction.
        key: CloneKey,
        /// The remote method's name.
        method: String,
    },
}

/// One abstract object.
#[derive(Debug, Clone)]
pub struct AbstractObject {
    /// Its id.
    pub id: ObjectId,
    /// Logical number (paper §2, figure 4): unique per object.
    pub logical: u32,
    /// Physical number: the allocation site's number, shared by all clones of it.
    pub physical: u32,
    /// What it is.
    pub kind: ObjectKind,
    /// Where it comes from.
    pub site: AllocSite,
    /// Name of the function containing the site (or the global's / function's own name).
    pub function: String,
    /// `!dbg` line of the site, when known.
    pub line: Option<u32>,
    /// Size in bytes when known (constant allocation size, alloca, global).
    pub size: Option<u64>,
    /// Field-insensitive: a variable index, a positive-weight cycle or too many fields
    /// collapsed all its fields into one (`Offset::Any`).
    pub collapsed: bool,
    /// Reachable by unknown code (passed to an unknown external, stored into unknown
    /// memory): its fields also hold whatever unknown code can store.
    pub escaped: bool,
    /// Not collapsed, but pointers were stored into it through a variable index (an
    /// array of pointers inside it): besides its exact-offset fields, [`super::HeapAnalysis::fields`]
    /// lists an `Offset::Any` entry with what may lie at offsets nobody names exactly.
    pub indexed_pointers: bool,
    /// Byte offsets at which the program reads or writes a `ptr`-typed value (a load,
    /// store, cmpxchg/atomicrmw or initializer of pointer type), or which receive such a
    /// field by memcpy/memmove/realloc or by RMI cloning (both ways between an original
    /// and its clones); `Offset::Any` when such an access goes through a variable index or
    /// into a collapsed object. Sorted. Layouts should treat exactly these offsets as
    /// pointer fields: [`super::HeapAnalysis::fields`] also lists integer fields that hold
    /// pointer bits (provenance), e.g. a `long` computed from a pointer.
    pub ptr_offsets: Vec<Offset>,
    /// One run-time object at a time (a global, or an entry-block alloca of a function
    /// nothing calls): used only for `MustAlias`.
    pub concrete: bool,
    /// An array of records of this many bytes whose count is known only at run time
    /// (`malloc(n * sizeof(T))`, `calloc(n, sizeof(T))`, `reallocarray`,
    /// `cormi_alloc_array`, a variable-length array `T v[n]`): element 0 stands for every element, so offsets are taken
    /// modulo `elem` (array smashing). Only for objects of unknown size, and only when
    /// the allocation's size is a product with this constant (at least 8 bytes).
    pub elem: Option<u64>,
    /// For an object made at a call of an allocation wrapper (a function that returns
    /// what an allocator inside it returned, like `xmalloc`): the allocation calls inside
    /// the wrapper that make its memory. Empty otherwise.
    pub wrapped: Vec<LLVMValueRef>,
}

/// The name of the objects the heap analysis gives a Rust value that an unmarshaler
/// builds from its type ([`ObjectKind::Library`]`("rust-value")`).
pub const RUST_VALUE: &str = "rust-value";

impl AbstractObject {
    /// Whether this is a value an unmarshaler builds from a Rust type (or a clone of
    /// one): what the program reads from it came from another node.
    pub fn unmarshaled(&self) -> bool {
        matches!(&self.kind, ObjectKind::Library(name) if name == RUST_VALUE)
    }

    /// The printers' name: `obj#3 (2,1) malloc @main:14 size=16` (no line or size when
    /// unknown; clones add `clone-of obj#K @method arg|ret`).
    pub fn describe(&self) -> String {
        let mut s = format!("obj#{} ({},{}) {}", self.id.0, self.logical, self.physical, self.kind.label());
        if !self.function.is_empty() {
            s.push_str(&format!(" @{}", self.function));
            if let Some(l) = self.line {
                s.push_str(&format!(":{l}"));
            }
        }
        if let Some(sz) = self.size {
            s.push_str(&format!(" size={sz}"));
        }
        if let Some(e) = self.elem {
            s.push_str(&format!(" elem={e}"));
        }
        if self.collapsed {
            s.push_str(" collapsed");
        }
        if self.indexed_pointers {
            s.push_str(" indexed");
        }
        if self.escaped && self.kind != ObjectKind::Unknown {
            s.push_str(" escaped");
        }
        if let AllocSite::Clone { of, key, method } = &self.site {
            s.push_str(&format!(" clone-of obj#{} @{} {}", of.0, method, key.dir));
        }
        s
    }
}

/// Formats a target as `obj#3+8`, `obj#3+*`, or `unknown`.
pub fn target_text(t: Target) -> String {
    if t.obj == ObjectId::UNKNOWN {
        "unknown".into()
    } else {
        format!("obj#{}+{}", t.obj.0, t.offset)
    }
}

/// Formats a target set as `{obj#1+0, unknown}`.
pub fn targets_text(ts: &[Target]) -> String {
    let parts: Vec<String> = ts.iter().map(|t| target_text(*t)).collect();
    format!("{{{}}}", parts.join(", "))
}
