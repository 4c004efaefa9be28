//! The object table of one node: object id -> local pointer, for remote references.
//!
//! A remote reference is (node, object id) packed into a u64 ([`make_ref`]). Passing a
//! reference inside a message costs nothing here: nothing is recorded when a reference
//! travels (KaRMI's lesson: lazy bookkeeping). Objects leave the table only when
//! released explicitly (`cormi_release`).

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
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.entries.write().unwrap().insert(id, Entry { ptr: ptr as usize, release });
        id
    }

    /// The local pointer of object `id`, if registered.
    pub fn get(&self, id: u64) -> Option<*mut c_void> {
        self.entries.read().unwrap().get(&id).map(|e| e.ptr as *mut c_void)
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
