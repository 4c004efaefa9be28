//! `#[oneway]` on a method that returns a value: a compile error of the `remote!` macro
//! naming the method and the rule (no result comes back from a one-way call).
use cormi::{create, invoke, Ref};

pub struct A {
    n: u64,
}

cormi::remote! {
    fn a_new() -> Box<A> { Box::new(A { n: 0 }) }
    /// Adds one and says the count.
    #[oneway]
    fn a_bump(this: &mut A) -> u64 { this.n += 1; this.n }
}

fn main() {
    cormi::init();
    let a: Ref<A> = create!(1, a_new).expect("create");
    println!("{:?}", invoke!(a, a_bump));
    cormi::finalize();
}
