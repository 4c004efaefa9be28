// One refused call in a loop that rustc unrolls: three call sites at one source line,
// each with the same error, and a Box allocated through std's inlined Box::new.
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
    let mut sum = 0;
    for k in 0..3 {
        // SAFETY: never run: the cormi pass replaces the call through the marker's result.
        unsafe {
            let f: unsafe fn(*mut Acc, u64) -> Shape = std::mem::transmute(__cormi_remote_method(r, acc_shape as *const c_void));
            sum += match f(std::ptr::null_mut(), k) {
                Shape::Circle(_, a, _) => a,
                Shape::Square(a, _, _) => a,
            };
        }
    }
    sum
}
