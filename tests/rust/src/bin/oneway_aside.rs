//! A's method calls B; B sends a one-way call back into A (which waits for B) and then
//! needs the node of A again: a synchronous call of another object D there, or the exit
//! of a helper thread that sent the one-way call (a thread's exit waits for its one-way
//! calls). The one-way call waits for A aside, so B's next call is served, A's method
//! returns, and the one-way call runs before main's next call of A. Before, B's next
//! call waited behind it for the whole call timeout and the one-way call was dropped
//! (a_get read 0 where 5 was due) while every call returned Ok.
use cormi::{create, invoke, Ref};

pub struct A {
    x: i64,
}
pub struct B {
    n: i64,
}
pub struct D {
    y: i64,
}

cormi::remote! {
    fn a_new() -> Box<A> { Box::new(A { x: 0 }) }
    fn a_get(this: &mut A) -> i64 { this.x }
    #[oneway]
    fn a_bump(this: &mut A, k: i64) { this.x += k; }
    fn a_via(this: &mut A, b: Ref<B>, me: Ref<A>, d: Ref<D>, thread: bool) -> i64 {
        this.x += 0;
        let r = if thread { invoke!(b, b_thread, me) } else { invoke!(b, b_then_call, me, d) };
        r.unwrap_or_else(|e| -1000 - e.status() as i64)
    }
    fn b_new() -> Box<B> { Box::new(B { n: 0 }) }
    fn b_then_call(this: &mut B, a: Ref<A>, d: Ref<D>) -> i64 {
        this.n += 1;
        if let Err(e) = invoke!(a, a_bump, 5) { return -100 - e.status() as i64; }
        invoke!(d, d_get).unwrap_or_else(|e| -(e.status() as i64))
    }
    fn b_thread(this: &mut B, a: Ref<A>) -> i64 {
        this.n += 1;
        let h = std::thread::spawn(move || invoke!(a, a_bump, 5).map_or_else(|e| -(e.status() as i64), |()| 42));
        h.join().unwrap()
    }
    fn d_new() -> Box<D> { Box::new(D { y: 42 }) }
    fn d_get(this: &mut D) -> i64 { this.y }
}

fn main() {
    cormi::init();
    let a: Ref<A> = create!(1, a_new).unwrap();
    let d: Ref<D> = create!(1, d_new).unwrap();
    let mut want = 0;
    for bn in (0..cormi::nodes()).filter(|k| *k != 1) {
        let b: Ref<B> = create!(bn, b_new).unwrap();
        for thread in [false, true] {
            for round in 0..3 {
                assert_eq!(invoke!(a, a_via, b, a, d, thread), Ok(42), "B on node {bn}, thread {thread}, round {round}");
                want += 5;
                assert_eq!(invoke!(a, a_get), Ok(want), "B on node {bn}, thread {thread}, round {round}: the one-way call did not run first");
            }
        }
    }
    cormi::finalize();
    println!("oneway_aside ok");
}
