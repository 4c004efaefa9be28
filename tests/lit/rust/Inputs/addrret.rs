// Addresses of the serving node returned in a Vec<usize> (sent from its type), which the
// caller turns back into pointers: it would follow the other node's addresses. `client`
// converts the numbers where it reads them; `client_table` copies them into a table of its
// own that `read_at` reads through.
include!("markers.rs");

pub struct Keeper {
    boxes: Vec<Box<f64>>,
}

pub fn keeper_addrs(this: &mut Keeper) -> Vec<usize> {
    this.boxes.iter().map(|b| &**b as *const f64 as usize).collect()
}

pub fn client(r: u64) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Keeper) -> Vec<usize> = std::mem::transmute(__cormi_remote_method(r, keeper_addrs as *const c_void));
        let v = f(std::ptr::null_mut());
        v.iter().map(|&a| *(a as *const f64)).sum()
    }
}

/// A table of numbers on the calling node, read through as addresses (kept out of line).
pub struct Table {
    addrs: Vec<usize>,
}

#[inline(never)]
pub fn read_at(t: &Table, i: usize) -> f64 {
    // SAFETY: never run.
    unsafe { *(t.addrs[i] as *const f64) }
}

pub fn client_table(r: u64) -> f64 {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    let v = unsafe {
        let f: unsafe fn(*mut Keeper) -> Vec<usize> = std::mem::transmute(__cormi_remote_method(r, keeper_addrs as *const c_void));
        f(std::ptr::null_mut())
    };
    let mut t = Table { addrs: Vec::new() };
    for &a in v.iter() {
        t.addrs.push(a);
    }
    read_at(&t, 0)
}
