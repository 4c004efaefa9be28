// create! inside an `if` that picks one of two references: the optimizer casts the
// merged pointer (a phi) instead of each construction's result.
include!("markers.rs");

pub struct B {
    n: i64,
}

pub fn b_new(n: i64) -> Box<B> {
    Box::new(B { n })
}

pub fn b_get(this: &mut B) -> i64 {
    this.n
}

#[inline(never)]
fn check() -> bool {
    std::hint::black_box(true)
}

pub fn client(far: bool) -> i64 {
    // SAFETY: never run: the cormi pass replaces the calls through the markers' results.
    unsafe {
        let ctor: unsafe fn(i64) -> *mut B = std::mem::transmute(__cormi_remote_ctor(1, b_new as *const c_void));
        let near = ctor(1);
        let r = if far {
            let ctor: unsafe fn(i64) -> *mut B = std::mem::transmute(__cormi_remote_ctor(2, b_new as *const c_void));
            let b = ctor(2);
            if !check() {
                return -1;
            }
            b as usize as u64
        } else {
            near as usize as u64
        };
        let get: unsafe fn(*mut B) -> i64 = std::mem::transmute(__cormi_remote_method(r, b_get as *const c_void));
        get(std::ptr::null_mut())
    }
}
