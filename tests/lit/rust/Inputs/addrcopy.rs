// A method copies a struct that holds its object's address as an integer into its result
// in whole (no field store into the result); the caller passes the result to code the
// pass does not see while the program turns integers read from memory into pointers.
include!("markers.rs");

#[derive(Clone, Copy)]
pub struct Handle {
    id: u64,
    addr: usize,
    len: usize,
    tag: u64,
}

pub struct Store {
    values: [f64; 4],
    handle: Handle,
}

pub fn store_new() -> Box<Store> {
    let mut s = Box::new(Store { values: [1.5, 2.5, 3.5, 4.5], handle: Handle { id: 1, addr: 0, len: 4, tag: 9 } });
    s.handle.addr = s.values.as_ptr() as usize;
    s
}

pub fn store_handle(this: &mut Store) -> Handle {
    this.handle
}

extern "C" {
    /// Code the pass does not see (what it does with the handle is unknown).
    fn keep_handle(h: *const c_void);
}

/// Reads through an address kept as an integer (kept out of line).
#[inline(never)]
pub fn follow(a: &usize) -> f64 {
    // SAFETY: never run.
    unsafe { *(*a as *const f64) }
}

pub fn client_kept() -> u64 {
    // SAFETY: never run: the cormi pass replaces the calls through the markers' results.
    unsafe {
        let ctor: unsafe fn() -> *mut Store = std::mem::transmute(__cormi_remote_ctor(1, store_new as *const c_void));
        let r = ctor() as usize as u64;
        let f: unsafe fn(*mut Store) -> Handle = std::mem::transmute(__cormi_remote_method(r, store_handle as *const c_void));
        let h = f(std::ptr::null_mut());
        keep_handle(&h as *const Handle as *const c_void);
        h.id
    }
}
