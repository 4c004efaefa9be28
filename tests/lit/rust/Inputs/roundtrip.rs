// A Box list whose numbers are computed from a Vec's address (a hash: a number, never
// turned back into a pointer) next to RawVec's allocation, which turns the new buffer's
// address back into a pointer in registers only.
include!("markers.rs");

pub struct L {
    v: u64,
    next: Option<Box<L>>,
}

pub struct S {
    n: u64,
}

pub fn s_sum(this: &mut S, l: &L) -> u64 {
    this.n += 1;
    let mut s = 0;
    let mut c = Some(l);
    while let Some(x) = c {
        s += x.v;
        c = x.next.as_deref();
    }
    s
}

pub fn client(r: u64, n: u64) -> u64 {
    let mut l = None;
    for i in 0..n {
        let xs: Vec<u64> = (0..i).map(|k| k * 3).collect();
        l = Some(Box::new(L { v: xs.as_ptr() as u64 % 7 + xs.len() as u64, next: l }));
    }
    let head = l.as_deref().expect("list");
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let sum: unsafe fn(*mut S, &L) -> u64 = std::mem::transmute(__cormi_remote_method(r, s_sum as *const c_void));
        sum(std::ptr::null_mut(), head)
    }
}
