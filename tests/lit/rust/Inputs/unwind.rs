// Built with panics that unwind: a value with drop glue (the Box) is live across the
// typed call, so rustc calls through the marker's result with `invoke`.
include!("markers.rs");

pub struct Acc {
    total: f64,
}

pub fn acc_add(this: &mut Acc, x: f64) -> f64 {
    this.total += x;
    this.total
}

pub fn client(r: u64, keep: Box<f64>) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    let s = unsafe {
        let add: unsafe fn(*mut Acc, f64) -> f64 = std::mem::transmute(__cormi_remote_method(r, acc_add as *const c_void));
        add(std::ptr::null_mut(), *keep)
    };
    s + *keep
}
