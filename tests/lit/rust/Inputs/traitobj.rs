// A trait object argument (Box<dyn Shape>): its vtable holds the implementation's
// methods; refused, naming the trait.
include!("markers.rs");

pub trait Shape {
    fn area(&self) -> f64;
}

pub struct Sq {
    side: f64,
}

impl Shape for Sq {
    fn area(&self) -> f64 {
        self.side * self.side
    }
}

pub struct Acc {
    total: f64,
}

pub fn acc_add(this: &mut Acc, s: Box<dyn Shape>) -> f64 {
    this.total += s.area();
    this.total
}

pub fn client(r: u64, side: f64) -> f64 {
    let s: Box<dyn Shape> = Box::new(Sq { side });
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Acc, Box<dyn Shape>) -> f64 = std::mem::transmute(__cormi_remote_method(r, acc_add as *const c_void));
        f(std::ptr::null_mut(), s)
    }
}
