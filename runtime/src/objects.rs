//! The object table of one node: object id -> local pointer, for remote references.
//!
//! A remote reference is (node, object id) packed into a u64 ([`make_ref`]). Passing a
//! reference inside a message costs nothing here: nothing is recorded when a reference
//! travels (KaRMI's lesson: lazy bookkeeping). Objects leave the table only when
//! released explicitly (`cormi_release`). Each object may carry its type's name, recorded
//! when a constructor's server function registers it (`cormi_object_register_typed`), so
//! that the dispatch refuses a method of another type ([`ObjectTable::get_typed`]).

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::RwLock;

/// The null reference.
pub const NULL_REF: u64 = 0;
/// Largest object id (48 bits).
pub const MAX_OBJECT_ID: u64 = (1 << 48) - 1;

/// The reference for (`node`, `object`); same packing as `cormi_ref_make` in C.
pub fn make_ref(node: usize, object: u64) -> u64 {
    ((node as u64 + 1) << 48) | (object & MAX_OBJECT_ID)
}

/// The node of a reference; `None` for the null reference.
pub fn ref_node(r: u64) -> Option<usize> {
    ((r >> 48) as usize).checked_sub(1)
}

/// The object id of a reference (0 for node references).
pub fn ref_object(r: u64) -> u64 {
    r & MAX_OBJECT_ID
}

/// Runs when an object is released (`void (*)(void *)`).
pub type ReleaseFn = unsafe extern "C" fn(*mut c_void);

#[derive(Clone, Copy)]
struct Entry {
    ptr: usize,
    release: Option<ReleaseFn>,
    /// The type's name, a static NUL-terminated C string (0: untyped).
    ty: usize,
}

/// A registered object's type name: a static NUL-terminated C string, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TypeName(usize);

impl TypeName {
    /// No type recorded.
    pub const NONE: TypeName = TypeName(0);

    /// The type named by `name` (null: none). `name` must be a static C string.
    pub fn from_ptr(name: *const std::ffi::c_char) -> TypeName {
        TypeName(name as usize)
    }

    /// The name, if any.
    pub fn text(self) -> Option<String> {
        // SAFETY: a non-zero TypeName holds a static NUL-terminated C string (from_ptr).
        (self.0 != 0).then(|| unsafe { std::ffi::CStr::from_ptr(self.0 as *const std::ffi::c_char) }.to_string_lossy().into_owned())
    }

    /// Whether both name a type and the names differ (no allocation: the same string is
    /// equal at once, others are compared byte by byte).
    pub fn conflicts(self, other: TypeName) -> bool {
        if self.0 == 0 || other.0 == 0 || self.0 == other.0 {
            return false;
        }
        // SAFETY: non-zero TypeNames hold static NUL-terminated C strings (from_ptr).
        unsafe { std::ffi::CStr::from_ptr(self.0 as *const std::ffi::c_char) != std::ffi::CStr::from_ptr(other.0 as *const std::ffi::c_char) }
    }
}

/// One node's table of registered objects.
pub struct ObjectTable {
    next: AtomicU64,
    entries: RwLock<HashMap<u64, Entry>>,
}

impl Default for ObjectTable {
    fn default() -> Self {
        ObjectTable { next: AtomicU64::new(1), entries: RwLock::new(HashMap::new()) }
    }
}

impl ObjectTable {
    /// Registers `ptr` and returns its new object id (never 0).
    pub fn register(&self, ptr: *mut c_void, release: Option<ReleaseFn>) -> u64 {
        self.register_typed(ptr, release, TypeName::NONE)
    }

    /// Registers `ptr` as an object of type `ty` and returns its new object id (never 0).
    pub fn register_typed(&self, ptr: *mut c_void, release: Option<ReleaseFn>, ty: TypeName) -> u64 {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.entries.write().unwrap().insert(id, Entry { ptr: ptr as usize, release, ty: ty.0 });
        id
    }

    /// The local pointer of object `id`, if registered.
    pub fn get(&self, id: u64) -> Option<*mut c_void> {
        self.get_typed(id).map(|(p, _)| p)
    }

    /// The local pointer of object `id` and its type, if registered.
    pub fn get_typed(&self, id: u64) -> Option<(*mut c_void, TypeName)> {
        self.entries.read().unwrap().get(&id).map(|e| (e.ptr as *mut c_void, TypeName(e.ty)))
    }

    /// Removes object `id` and runs its release function. False if it was not there.
    pub fn release(&self, id: u64) -> bool {
        let entry = self.entries.write().unwrap().remove(&id);
        match entry {
            Some(e) => {
                if let Some(f) = e.release {
                    // SAFETY: the program registered f for this pointer.
                    unsafe { f(e.ptr as *mut c_void) };
                }
                true
            }
            None => false,
        }
    }

    /// Number of registered objects.
    pub fn len(&self) -> usize {
        self.entries.read().unwrap().len()
    }

    /// True when no object is registered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
