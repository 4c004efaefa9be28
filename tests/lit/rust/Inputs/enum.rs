// A result enum with data in two variants, one of them a pointer: refused, naming the
// Rust type.
include!("markers.rs");

pub struct Acc {
    total: f64,
}

pub enum Shape {
    Circle(Box<f64>, u64, u64),
    Square(u64, u64, u64),
}

pub fn acc_shape(this: &mut Acc, k: u64) -> Shape {
    this.total += 1.0;
    match k {
        0 => Shape::Circle(Box::new(this.total), k, k),
        _ => Shape::Square(k, k, k),
    }
}

pub fn client(r: u64) -> u64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Acc, u64) -> Shape = std::mem::transmute(__cormi_remote_method(r, acc_shape as *const c_void));
        match f(std::ptr::null_mut(), 3) {
            Shape::Circle(_, a, _) => a,
            Shape::Square(a, _, _) => a,
        }
    }
}
