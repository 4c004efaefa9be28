// Call-site discovery and a struct by value (a first-class aggregate result).
include!("markers.rs");

pub struct Acc {
    total: f64,
}

#[derive(Clone, Copy)]
pub struct Pair {
    pub x: f64,
    pub n: i64,
}

pub fn acc_new() -> Box<Acc> {
    Box::new(Acc { total: 0.0 })
}

pub fn acc_add(this: &mut Acc, x: f64) -> f64 {
    this.total += x;
    this.total
}

pub fn acc_pair(this: &mut Acc, p: Pair) -> Pair {
    this.total += p.x;
    Pair { x: p.x * 2.0, n: p.n + 1 }
}

pub fn client() -> (f64, Pair) {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let ctor: unsafe fn() -> *mut Acc = std::mem::transmute(__cormi_remote_ctor(1, acc_new as *const c_void));
        let r = ctor() as usize as u64;
        let add: unsafe fn(*mut Acc, f64) -> f64 = std::mem::transmute(__cormi_remote_method(r, acc_add as *const c_void));
        let s = add(std::ptr::null_mut(), 2.0);
        let pair: unsafe fn(*mut Acc, Pair) -> Pair = std::mem::transmute(__cormi_remote_method(r, acc_pair as *const c_void));
        (s, pair(std::ptr::null_mut(), Pair { x: 1.5, n: 10 }))
    }
}
