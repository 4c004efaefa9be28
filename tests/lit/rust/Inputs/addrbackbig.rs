// A method returns the address of its object's field as an integer in a struct returned
// through memory (sret); the caller turns it back into a pointer after arithmetic, which
// would follow the serving node's address. client_by_ref passes the result by reference to
// a function that turns the field into a pointer; client_kept passes it to code the pass
// does not see while the program turns integers read from memory into pointers.
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
}

pub fn store_handle(this: &mut Store) -> Handle {
    Handle { id: 1, addr: this.values.as_ptr() as usize, len: 4, tag: 9 }
}

pub fn client(r: u64) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Store) -> Handle = std::mem::transmute(__cormi_remote_method(r, store_handle as *const c_void));
        let h = f(std::ptr::null_mut());
        *((h.addr + 8 * (h.len - 1)) as *const f64) + (h.id + h.tag) as f64
    }
}

/// Reads through the address the handle holds (kept out of line: the result's memory is
/// passed to it by reference).
#[inline(never)]
pub fn follow(h: &Handle) -> f64 {
    // SAFETY: never run.
    unsafe { *(h.addr as *const f64) }
}

pub fn client_by_ref(r: u64) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Store) -> Handle = std::mem::transmute(__cormi_remote_method(r, store_handle as *const c_void));
        let h = f(std::ptr::null_mut());
        follow(&h)
    }
}

extern "C" {
    /// Code the pass does not see (what it does with the handle is unknown).
    fn keep_handle(h: *const c_void);
}

pub fn client_kept(r: u64) -> u64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Store) -> Handle = std::mem::transmute(__cormi_remote_method(r, store_handle as *const c_void));
        let h = f(std::ptr::null_mut());
        keep_handle(&h as *const Handle as *const c_void);
        h.id
    }
}
