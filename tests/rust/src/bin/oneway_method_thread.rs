//! A method starts a thread that sends one-way calls into the method's own object and
//! joins it: the one-way calls must not wait for the object (its method waits for the
//! thread): they run in order once the method returned, before the next call of the
//! object. Also when the object already has one-way calls waiting from another thread.
use cormi::{create, invoke, Ref};

pub struct S {
    me: Ref<S>,
    seen: Vec<u64>,
}

cormi::remote! {
    fn s_new() -> Box<S> { Box::new(S { me: Ref::NULL, seen: Vec::new() }) }
    fn s_set(this: &mut S, me: Ref<S>) { this.me = me; }
    #[oneway]
    fn s_push(this: &mut S, k: u64) { this.seen.push(k); }
    fn s_take(this: &mut S) -> Vec<u64> { std::mem::take(&mut this.seen) }
    fn s_spawn(this: &mut S, n: u64) -> i64 {
        let me = this.me;
        let sent = std::thread::spawn(move || {
            for k in 0..n {
                if let Err(e) = invoke!(me, s_push, k) { return -(e.status() as i64); }
            }
            0
        }).join().unwrap();
        // The thread's one-way calls wait for this method.
        if this.seen.is_empty() { sent } else { -1000 - this.seen.len() as i64 }
    }
}

fn main() {
    cormi::init();
    for node in 0..cormi::nodes() {
        let s: Ref<S> = create!(node, s_new).unwrap();
        invoke!(s, s_set, s).unwrap();
        for n in [1, 100] {
            assert_eq!(invoke!(s, s_spawn, n), Ok(0), "node {node}, {n} one-way calls from the method's thread");
            assert_eq!(invoke!(s, s_take), Ok((0..n).collect::<Vec<u64>>()), "node {node}: the one-way calls did not all run, in order, before the next call");
        }
    }
    cormi::finalize();
    println!("oneway_method_thread ok");
}
