// An address sent as an integer that the object keeps, and that a later call turns back
// into a pointer after arithmetic (an offset into the caller's array).
include!("markers.rs");

pub struct Sink {
    base: usize,
}

pub fn sink_keep(this: &mut Sink, base: usize) {
    this.base = base;
}

pub fn sink_at(this: &mut Sink, k: usize) -> f64 {
    // SAFETY: never run on another node: the pass refuses the call of sink_keep.
    unsafe { *((this.base + k * 8) as *const f64) }
}

pub fn client(r: u64, xs: &[f64]) -> f64 {
    let local = vec![1.0f64; 4];
    // SAFETY: never run: the cormi pass replaces the calls through the marker's result.
    unsafe {
        let keep: unsafe fn(*mut Sink, usize) = std::mem::transmute(__cormi_remote_method(r, sink_keep as *const c_void));
        let at: unsafe fn(*mut Sink, usize) -> f64 = std::mem::transmute(__cormi_remote_method(r, sink_at as *const c_void));
        keep(std::ptr::null_mut(), local.as_ptr() as usize);
        at(std::ptr::null_mut(), 2) + xs.len() as f64
    }
}
