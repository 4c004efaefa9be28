//! `#[oneway]` after a method's doc comment, and before it: both make the calls one-way.
//! A method's call to its own object is refused when plain (the object is held by the
//! running method) and runs after the method when one-way, so Ok(()) there and the
//! count afterwards show that the attribute took effect.
use cormi::{create, invoke, Ref};

pub struct A {
    n: u64,
}

cormi::remote! {
    fn a_new() -> Box<A> { Box::new(A { n: 0 }) }
    /// Adds one, without waiting.
    #[oneway]
    fn a_bump(this: &mut A) { this.n += 1; }
    #[oneway]
    /// Adds ten, without waiting.
    #[inline(never)]
    fn a_bump10(this: &mut A) { this.n += 10; }
    /// Calls its own object: only one-way calls can.
    fn a_self(this: &mut A, me: Ref<A>) -> bool {
        this.n += 100;
        invoke!(me, a_bump).is_ok() && invoke!(me, a_bump10).is_ok()
    }
    /// The count.
    fn a_get(this: &mut A) -> u64 { this.n }
}

fn main() {
    cormi::init();
    let a: Ref<A> = create!(1, a_new).expect("create");
    let sent = invoke!(a, a_self, a).expect("a_self");
    let n = invoke!(a, a_get).expect("a_get");
    if sent && n == 111 {
        println!("oneway_doc ok");
    } else {
        println!("oneway_doc FAILED: one-way calls sent {sent}, count {n} (want 111)");
        std::process::exit(1);
    }
    cormi::finalize();
}
