//! Refused: a method returns its boxes' addresses as numbers in a Vec<usize>, which the
//! caller turns back into pointers (it would read the serving node's addresses).
use cormi::{create, invoke, Ref};

pub struct Keeper {
    boxes: Vec<Box<f64>>,
}

cormi::remote! {
    fn keeper_new() -> Box<Keeper> { Box::new(Keeper { boxes: (0..4).map(|i| Box::new(i as f64 + 0.5)).collect() }) }
    fn keeper_addrs(this: &mut Keeper) -> Vec<usize> {
        this.boxes.iter().map(|b| &**b as *const f64 as usize).collect()
    }
}

fn main() {
    cormi::init();
    let k: Ref<Keeper> = create!(1, keeper_new).expect("keeper");
    let addrs = invoke!(k, keeper_addrs).expect("addrs");
    // SAFETY: deliberately wrong: the addresses are the serving node's.
    let v: f64 = addrs.iter().map(|&a| unsafe { *(a as *const f64) }).sum();
    println!("got {v}");
    println!("addr_ret_vec ok");
    cormi::finalize();
}
