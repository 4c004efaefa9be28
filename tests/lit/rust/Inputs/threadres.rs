// A list built in a spawned thread comes back through `join().unwrap()` and is sent to a
// remote method: std's thread packet holds the result beside a panic's payload, whose
// `Debug` (`unwrap` of an `Err`) reads neither.
include!("markers.rs");

pub struct Node {
    pub next: Option<Box<Node>>,
    pub v: u64,
}

pub struct W {
    pub id: u64,
}

pub fn w_sum(this: &mut W, l: Option<Box<Node>>) -> u64 {
    let mut s = this.id;
    let mut c = l.as_deref();
    while let Some(n) = c {
        s += n.v;
        c = n.next.as_deref();
    }
    s
}

pub fn send_joined(r: u64, k: u64) -> u64 {
    let l = std::thread::spawn(move || Some(Box::new(Node { next: None, v: k }))).join().unwrap();
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let sum: unsafe fn(*mut W, Option<Box<Node>>) -> u64 = std::mem::transmute(__cormi_remote_method(r, w_sum as *const c_void));
        sum(std::ptr::null_mut(), l)
    }
}
