// A struct with an array member of raw pointers to heap objects, sent by pointer: the
// array's count is constant, so each element is a pointer member of the struct's layout.
include!("markers.rs");

pub struct Acc {
    total: u64,
}

pub struct D {
    id: u32,
    kids: [*mut D; 2],
}

pub fn acc_count(this: &mut Acc, d: *mut D) -> u64 {
    // SAFETY: never run.
    unsafe {
        for k in (*d).kids {
            this.total += u64::from((*k).id);
        }
        this.total + u64::from((*d).id)
    }
}

pub fn client(r: u64) -> u64 {
    let leaf = Box::into_raw(Box::new(D { id: 2, kids: [std::ptr::null_mut(); 2] }));
    let root = Box::into_raw(Box::new(D { id: 1, kids: [leaf, leaf] }));
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let count: unsafe fn(*mut Acc, *mut D) -> u64 = std::mem::transmute(__cormi_remote_method(r, acc_count as *const c_void));
        count(std::ptr::null_mut(), root)
    }
}
