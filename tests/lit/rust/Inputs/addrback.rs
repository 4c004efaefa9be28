// A method returns the address of its object's field as an integer in a struct; the
// caller turns it back into a pointer, which would follow the serving node's address.
include!("markers.rs");

#[derive(Clone, Copy)]
pub struct Handle {
    id: u64,
    addr: usize,
}

pub struct Store {
    value: f64,
}

pub fn store_handle(this: &mut Store) -> Handle {
    Handle { id: 1, addr: &this.value as *const f64 as usize }
}

pub fn client(r: u64) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Store) -> Handle = std::mem::transmute(__cormi_remote_method(r, store_handle as *const c_void));
        let h = f(std::ptr::null_mut());
        *(h.addr as *const f64) + h.id as f64
    }
}
