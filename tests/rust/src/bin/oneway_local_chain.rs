//! A one-way call into an object whose method waits, sent from that object's own node by
//! a chain that left the node and came back: A (node 1) calls B (another node), B calls C
//! (A's node), C sends a one-way call into A. It must neither be refused nor wait for A:
//! it runs once A's method returned, before main's next call of A. Also a one-way call
//! from a thread of C's method (not the serving thread), and a burst of them, in order.
use cormi::{create, invoke, Ref};

pub struct A {
    hits: Vec<u64>,
    b: Ref<B>,
}
pub struct B {
    c: Ref<C>,
}
pub struct C {
    a: Ref<A>,
}

cormi::remote! {
    fn a_new() -> Box<A> { Box::new(A { hits: Vec::new(), b: Ref::NULL }) }
    fn b_new(c: Ref<C>) -> Box<B> { Box::new(B { c }) }
    fn c_new(a: Ref<A>) -> Box<C> { Box::new(C { a }) }
    fn a_set(this: &mut A, b: Ref<B>) { this.b = b; }
    #[oneway]
    fn a_hit(this: &mut A, k: u64) { this.hits.push(k); }
    fn a_hits(this: &mut A) -> Vec<u64> { std::mem::take(&mut this.hits) }
    fn a_go(this: &mut A, burst: u64, thread: bool) -> i64 {
        let b = this.b;
        let r = invoke!(b, b_go, burst, thread).unwrap_or_else(|e| -1000 - e.status() as i64);
        // The one-way calls wait for this method: none has run yet.
        if this.hits.is_empty() { r } else { -2000 - this.hits.len() as i64 }
    }
    fn b_go(this: &mut B, burst: u64, thread: bool) -> i64 { let c = this.c; invoke!(c, c_go, burst, thread).unwrap_or_else(|e| -100 - e.status() as i64) }
    fn c_go(this: &mut C, burst: u64, thread: bool) -> i64 {
        let a = this.a;
        let send = move || {
            for k in 0..burst {
                if let Err(e) = invoke!(a, a_hit, k) { return -10 - e.status() as i64; }
            }
            0
        };
        if thread { std::thread::spawn(send).join().unwrap() } else { send() }
    }
}

fn main() {
    cormi::init();
    let a: Ref<A> = create!(1, a_new).unwrap();
    let c: Ref<C> = create!(1, c_new, a).unwrap();
    for bn in (0..cormi::nodes()).filter(|&k| k != 1) {
        let b: Ref<B> = create!(bn, b_new, c).unwrap();
        invoke!(a, a_set, b).unwrap();
        for thread in [false, true] {
            for burst in [1, 200] {
                let r = invoke!(a, a_go, burst, thread);
                assert_eq!(r, Ok(0), "B on node {bn}, thread {thread}, burst {burst}: the chain failed (-1000 - status: A's call; -10 - status: the one-way call)");
                let want: Vec<u64> = (0..burst).collect();
                assert_eq!(invoke!(a, a_hits), Ok(want), "B on node {bn}, thread {thread}, burst {burst}: the one-way calls did not all run, in order, before main's next call");
            }
        }
    }
    cormi::finalize();
    println!("oneway_local_chain ok");
}
