// A Vec of an enum with data in two variants, one of them a Box: refused, naming the
// Rust types.
include!("markers.rs");

pub struct Acc {
    total: f64,
}

pub enum Shape {
    Circle(Box<f64>, u64),
    Square(u64, u64),
}

pub fn acc_area(this: &mut Acc, shapes: Vec<Shape>) -> f64 {
    for s in &shapes {
        this.total += match s {
            Shape::Circle(r, _) => **r,
            Shape::Square(a, b) => (a * b) as f64,
        };
    }
    this.total
}

pub fn client(r: u64, shapes: Vec<Shape>) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Acc, Vec<Shape>) -> f64 = std::mem::transmute(__cormi_remote_method(r, acc_area as *const c_void));
        f(std::ptr::null_mut(), shapes)
    }
}
