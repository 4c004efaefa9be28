//! `create!` inside `if` expressions: rustc casts the reference after the `if` that picks
//! one of two constructions' results (a phi of their pointers); the pass moves the cast
//! back to each construction (it refused the program before: "the result of
//! __cormi_remote_ctor must be called at once, exactly once").
use cormi::{create, invoke, Ref};

pub struct B {
    n: i64,
}

cormi::remote! {
    fn b_new(n: i64) -> Box<B> { Box::new(B { n }) }
    fn b_get(this: &mut B) -> i64 { this.n }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let b: Ref<B> = create!(1, b_new, 1).unwrap();
    let b = if cormi::nodes() > 2 { create!(2, b_new, 2).unwrap() } else { b };
    let want = if cormi::nodes() > 2 { 2 } else { 1 };
    assert_eq!(invoke!(b, b_get).unwrap(), want);
    let mut sum = 0;
    for i in 0..4 {
        let c = if i % 2 == 0 { create!(last, b_new, 10 + i).unwrap() } else { create!(1, b_new, 20 + i).unwrap() };
        sum += invoke!(c, b_get).unwrap();
    }
    assert_eq!(sum, 10 + 21 + 12 + 23);
    cormi::finalize();
    println!("create_if ok");
}
