//! Refused: the serving object keeps an address sent as an integer, and a later method
//! turns it back into a pointer after arithmetic (an offset into the caller's array).
use cormi::{create, invoke, Ref};

pub struct Sink {
    base: usize,
}

cormi::remote! {
    fn sink_new() -> Box<Sink> { Box::new(Sink { base: 0 }) }
    fn sink_keep(this: &mut Sink, base: usize) { this.base = base; }
    fn sink_at(this: &mut Sink, k: usize) -> f64 {
        // SAFETY: the address came from a live Vec on the caller.
        unsafe { *((this.base + k * 8) as *const f64) }
    }
}

fn main() {
    cormi::init();
    let s: Ref<Sink> = create!(1, sink_new).expect("sink");
    let xs = vec![1.5f64, 2.5, 3.5];
    invoke!(s, sink_keep, xs.as_ptr() as usize).expect("keep");
    let v = invoke!(s, sink_at, 2).expect("at");
    assert_eq!(v, 3.5);
    println!("addr_kept ok");
    cormi::finalize();
}
