// A Box list built with Box::new (rustc's __rust_alloc, mangled, known by its allocator
// attributes) and sent to a remote method.
include!("markers.rs");

pub struct Acc {
    total: f64,
}

pub struct Node {
    next: Option<Box<Node>>,
    v: f64,
}

pub fn acc_sum(this: &mut Acc, l: Option<Box<Node>>) -> f64 {
    let mut cur = l.as_deref();
    while let Some(n) = cur {
        this.total += n.v;
        cur = n.next.as_deref();
    }
    this.total
}

pub fn client(r: u64, n: usize) -> f64 {
    let mut l: Option<Box<Node>> = None;
    for i in 0..n {
        l = Some(Box::new(Node { next: l, v: i as f64 }));
    }
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let sum: unsafe fn(*mut Acc, Option<Box<Node>>) -> f64 = std::mem::transmute(__cormi_remote_method(r, acc_sum as *const c_void));
        sum(std::ptr::null_mut(), l)
    }
}
