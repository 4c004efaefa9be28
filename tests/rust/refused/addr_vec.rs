//! Refused: addresses kept as integers in a Vec<usize>, which the method turns back into
//! pointers (it would read the caller's addresses on the serving node).
use cormi::{create, invoke, Ref};

pub struct Sink {
    seen: u64,
}

cormi::remote! {
    fn sink_new() -> Box<Sink> { Box::new(Sink { seen: 0 }) }
    fn sink_sum(this: &mut Sink, addrs: Vec<usize>) -> f64 {
        this.seen += addrs.len() as u64;
        // SAFETY: the addresses came from live Boxes on the caller.
        addrs.iter().map(|&a| unsafe { *(a as *const f64) }).sum()
    }
}

fn main() {
    cormi::init();
    let s: Ref<Sink> = create!(1, sink_new).expect("sink");
    let bs: Vec<Box<f64>> = (0..4).map(|i| Box::new(i as f64 + 0.5)).collect();
    let addrs: Vec<usize> = bs.iter().map(|b| &**b as *const f64 as usize).collect();
    let v = invoke!(s, sink_sum, addrs).expect("sum");
    println!("got {v}");
    assert_eq!(v, 8.0);
    println!("addr_vec ok");
    cormi::finalize();
}
