//! Where the size of each object of a shape node comes from (DESIGN.md "Object model":
//! the runtime knows the extent of every object it may send).
//!
//! A node whose objects all have one size known statically (`malloc(sizeof(T))`, a
//! global, a fixed `alloca`) is sent with that size and asks nothing at run time. Any
//! other node (an array, a struct with a flexible array member, strings of different
//! lengths, objects of different sizes) asks the runtime for each object's extent
//! (`cormi_extent`), which knows it when the object is:
//!
//! | object | size source |
//! | --- | --- |
//! | from the malloc family (and strdup, getline, asprintf, ..., wrappers of them, `cormi_new`), or a received copy | `heap`: recorded by the runtime's malloc |
//! | a global (string literals included) | `noted`: generated code notes it at start-up |
//! | a stack object (a variable-length array too) | `noted`: generated code notes it when it is created, and forgets it when its function returns |
//! | `argv`, its strings, the environment | `startup`: noted by the runtime before `main` |
//! | a library object a call returns (strerror's string, readdir's entry: [`crate::heap::Storage`]) | `noted`: generated code notes each result after the call (its string length, its record length) |
//!
//! Anything else (memory from `mmap`, the rest of a library's own storage, unknown code)
//! has no source: a node that needs one for it is a compile error naming the object.

use crate::heap::{AbstractObject, AllocSite, HeapAnalysis, ObjectId, ObjectKind};
use llvm_sys::prelude::LLVMValueRef;

/// Where the size of one object of a node comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeSource {
    /// Known statically: the node's size.
    Static,
    /// The runtime's malloc recorded it.
    Heap,
    /// Generated code notes it (a global at start-up, a stack object when created, a
    /// library object after each call that returns it).
    Noted,
    /// The runtime noted it before `main` (argv, its strings, the environment).
    Startup,
}

impl SizeSource {
    /// The printers' word.
    pub fn label(self) -> &'static str {
        match self {
            SizeSource::Static => "static",
            SizeSource::Heap => "heap",
            SizeSource::Noted => "noted",
            SizeSource::Startup => "startup",
        }
    }
}

/// An object generated code must note so that the runtime knows its extent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// A global of `bytes` bytes, noted once at start-up.
    Global {
        /// The global variable.
        global: LLVMValueRef,
        /// Its size.
        bytes: u64,
    },
    /// A stack object, noted after its `alloca` runs (its size: the alloca's count times
    /// its type's size) and forgotten when its function returns.
    Stack {
        /// The `alloca` instruction.
        alloca: LLVMValueRef,
    },
    /// A library object ([`crate::heap::Storage`]), noted after every call that returns
    /// it with the extent its [`crate::heap::Extent`] measures.
    Library {
        /// The object's name.
        storage: &'static str,
    },
}

/// The size source of one object of a node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectSize {
    /// The object.
    pub object: ObjectId,
    /// Where its size comes from.
    pub source: SizeSource,
    /// What generated code must note for it (`Noted` sources only).
    pub note: Option<Note>,
}

/// Allocation functions whose blocks the runtime's malloc records (their memory comes
/// from malloc, calloc, realloc or aligned allocation).
const TRACKED: &[&str] = &[
    "malloc",
    "calloc",
    "realloc",
    "reallocarray",
    "aligned_alloc",
    "memalign",
    "valloc",
    "pvalloc",
    "posix_memalign",
    "strdup",
    "strndup",
    "__strdup",
    "getline",
    "getdelim",
    "__getdelim",
    "__asprintf",
    "asprintf",
    "vasprintf",
    "cormi_alloc_object",
    "cormi_alloc_array",
    "xmalloc",
    "xcalloc",
    "xrealloc",
    "xstrdup",
    "_Znwm",
    "_Znam",
    "__rust_alloc",
    "__rust_alloc_zeroed",
    "__rust_realloc",
];

/// Objects the runtime notes before `main`.
const STARTUP: &[&str] = &["argv", "argv-strings", "envp", "envp-strings"];

/// The run-time size source of `obj`, or why it has none.
pub fn runtime_source(obj: &AbstractObject) -> Result<(SizeSource, Option<Note>), String> {
    if let AllocSite::Clone { .. } = obj.site {
        // Received copies are allocated by the unmarshaler, through malloc.
        return Ok((SizeSource::Heap, None));
    }
    match (&obj.kind, &obj.site) {
        (ObjectKind::Heap(f), _) if TRACKED.contains(&f.as_str()) => Ok((SizeSource::Heap, None)),
        (ObjectKind::Global, AllocSite::Global(g)) => Ok((SizeSource::Noted, Some(Note::Global { global: *g, bytes: obj.size.unwrap_or(0) }))),
        (ObjectKind::Stack, AllocSite::Instruction(a)) => Ok((SizeSource::Noted, Some(Note::Stack { alloca: *a }))),
        (ObjectKind::Library(f), _) if STARTUP.contains(&f.as_str()) => Ok((SizeSource::Startup, None)),
        (ObjectKind::Library(f), AllocSite::None) if let Some(s) = crate::heap::storage_named(f).filter(|s| s.extent != crate::heap::Extent::None) => {
            Ok((SizeSource::Noted, Some(Note::Library { storage: s.name })))
        }
        (ObjectKind::Heap(f), _) => Err(format!("'{f}' is not an allocator whose blocks the runtime records")),
        _ => Err(format!("the runtime cannot learn the size of {} objects", obj.kind.label())),
    }
}

/// The sources of `objs` when the node asks for each object's extent at run time; an
/// error names the first object that has none.
pub fn runtime_sizes(heap: &HeapAnalysis, objs: &[ObjectId], describe: impl Fn(&AbstractObject) -> String) -> Result<Vec<ObjectSize>, String> {
    objs.iter()
        .map(|&o| {
            let obj = heap.object(o);
            match runtime_source(obj) {
                Ok((source, note)) => Ok(ObjectSize { object: o, source, note }),
                Err(why) => Err(format!(
                    "the size of the object {} is known only at run time, and the runtime cannot know it: {why} (allocate it with malloc, calloc, realloc, strdup, ... or give it a constant size)",
                    describe(obj)
                )),
            }
        })
        .collect()
}

/// The sources of `objs` of a node of one static size.
pub fn static_sizes(objs: &[ObjectId]) -> Vec<ObjectSize> {
    objs.iter().map(|&object| ObjectSize { object, source: SizeSource::Static, note: None }).collect()
}
