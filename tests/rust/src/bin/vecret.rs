//! Results returned through memory: a Vec<f64> and a String built by the method.
use cormi::{create, invoke, Ref};

pub struct Gen {
    seed: u64,
}

cormi::remote! {
    fn gen_new() -> Box<Gen> { Box::new(Gen { seed: 3 }) }
    fn gen_squares(this: &mut Gen, n: u64) -> Vec<f64> {
        (0..n).map(|i| (i * i + this.seed) as f64).collect()
    }
    fn gen_label(this: &mut Gen, n: u64) -> String {
        format!("gen-{}-{n}", this.seed)
    }
}

fn main() {
    cormi::init();
    let g: Ref<Gen> = create!(1, gen_new).expect("create");
    let v = invoke!(g, gen_squares, 1000).expect("squares");
    assert_eq!(v.len(), 1000);
    assert!(v.iter().enumerate().all(|(i, x)| *x == (i * i + 3) as f64));
    assert_eq!(invoke!(g, gen_label, 7).expect("label"), "gen-3-7");
    println!("vecret ok");
    cormi::finalize();
}
