//! The dispatch table: call-site id -> server function, plus the program's build id.
//!
//! Generated code (or hand-written C) registers its table through
//! `cormi_register_sites` before `cormi_init`; Rust tests build a [`Registry`] directly.

use crate::ffi::{cormi_in, cormi_out};
use crate::objects::TypeName;
use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr};
use std::hash::{BuildHasherDefault, Hasher};

/// A server function (`cormi_server_fn`): reads arguments from `args`, runs the method on
/// `self_` (NULL for node calls) and writes the result to `reply`; 0 or a status.
/// The dispatch calls it with `args` (satisfying `cormi_in`'s invariant) and `reply` valid
/// for the call, and `self_` the live object the call targets.
pub type ServerFn = unsafe extern "C" fn(args: *mut cormi_in, reply: *mut cormi_out, self_: *mut c_void) -> i32;

/// One registered call site.
#[derive(Clone, Copy)]
pub struct Site {
    /// The server function.
    pub fn_: ServerFn,
    /// A name for messages, e.g. "Foo_sum at list.c:14"; may be null.
    pub name: *const c_char,
    /// The type of the method's self, if known (`cormi_site_self_type`).
    pub self_type: TypeName,
}

// SAFETY: `name` points to a static C string that is never written, and `fn_` is a plain
// function pointer, so a `Site` may move to another thread.
unsafe impl Send for Site {}
// SAFETY: as for `Send`: nothing behind a `Site` is ever written, so threads may share it.
unsafe impl Sync for Site {}

/// Hashes a call-site id with one multiplication: every served request looks its site
/// up, and SipHash cost more than the rest of the look-up. Ids are the pass's hashes of
/// the call site (or small numbers in hand-written tables), sent by peers of this job.
#[derive(Default)]
struct SiteHasher(u64);

impl Hasher for SiteHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u32(&mut self, v: u32) {
        self.0 = u64::from(v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The dispatch table of one program (shared by every node running it).
#[derive(Clone, Default)]
pub struct Registry {
    build_id: u64,
    sites: HashMap<u32, Site, BuildHasherDefault<SiteHasher>>,
}

impl Registry {
    /// An empty table for the module with this build id.
    pub fn new(build_id: u64) -> Registry {
        Registry { build_id, sites: HashMap::default() }
    }

    /// The build id peers must match.
    pub fn build_id(&self) -> u64 {
        self.build_id
    }

    /// Sets the build id (the C registration passes it with each table).
    pub fn set_build_id(&mut self, build_id: u64) {
        self.build_id = build_id;
    }

    /// True when no call site is registered.
    pub fn is_empty(&self) -> bool {
        self.sites.is_empty()
    }

    /// Adds (or replaces) call site `id`. `name` may be null or a static C string.
    pub fn add(&mut self, id: u32, fn_: ServerFn, name: *const c_char) {
        self.sites.insert(id, Site { fn_, name, self_type: TypeName::NONE });
    }

    /// Records the type of the self of call site `id`'s method; false if `id` is not
    /// registered.
    pub fn set_self_type(&mut self, id: u32, ty: TypeName) -> bool {
        match self.sites.get_mut(&id) {
            Some(s) => {
                s.self_type = ty;
                true
            }
            None => false,
        }
    }

    /// The server function of call site `id`.
    pub fn get(&self, id: u32) -> Option<&Site> {
        self.sites.get(&id)
    }

    /// The registered name of call site `id`, if it has a UTF-8 one. Allocates nothing
    /// (signal handlers use it).
    pub fn name(&self, id: u32) -> Option<&str> {
        let s = self.sites.get(&id).filter(|s| !s.name.is_null())?;
        // SAFETY: registered names are NUL-terminated static strings.
        unsafe { CStr::from_ptr(s.name) }.to_str().ok()
    }

    /// A printable name for call site `id`: its registered name, or its number.
    pub fn describe(&self, id: u32) -> String {
        match self.sites.get(&id) {
            Some(s) if !s.name.is_null() => {
                // SAFETY: registered names are NUL-terminated static strings.
                let n = unsafe { CStr::from_ptr(s.name) }.to_string_lossy();
                format!("{n} (id {id})")
            }
            _ => format!("{id}"),
        }
    }
}
