// Addresses kept as integers in a Vec<usize>, turned back into pointers by the method:
// the serving node would follow the caller's addresses.
include!("markers.rs");

pub struct Sink {
    seen: u64,
}

pub fn sink_sum(this: &mut Sink, addrs: Vec<usize>) -> f64 {
    this.seen += addrs.len() as u64;
    // SAFETY: never run on another node: the pass refuses the call.
    addrs.iter().map(|&a| unsafe { *(a as *const f64) }).sum()
}

pub fn client(r: u64, n: usize) -> f64 {
    let boxes: Vec<Box<f64>> = (0..n).map(|i| Box::new(i as f64)).collect();
    let addrs: Vec<usize> = boxes.iter().map(|b| &**b as *const f64 as usize).collect();
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Sink, Vec<usize>) -> f64 = std::mem::transmute(__cormi_remote_method(r, sink_sum as *const c_void));
        f(std::ptr::null_mut(), addrs)
    }
}
