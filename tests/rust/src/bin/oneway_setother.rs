//! Objects a and b on node 1; main sends one-way calls into a and b, a one-way call into
//! a, then more one-way calls into b, then a synchronous call of a whose method reads b
//! (a call on its own node). On node 1 the later one-way calls into b were read while
//! earlier ones into b, queued behind the call into a, waited without a place in b's
//! queue: they must not take places ahead of them. Before, now and then (1 or 2 runs in
//! 20 of 200 rounds, tcp and inproc, 3 nodes) an earlier one waited behind those places
//! for the whole call timeout and was dropped, and main's call returned Err(Timeout).
use cormi::{create, invoke, Ref};

pub struct L {
    v: Vec<u32>,
    other: Ref<L>,
}

cormi::remote! {
    fn l_new() -> Box<L> { Box::new(L { v: Vec::new(), other: Ref::NULL }) }
    #[oneway]
    fn l_push(this: &mut L, x: u32) { this.v.push(x); }
    #[oneway]
    fn l_set_other(this: &mut L, o: Ref<L>) { this.other = o; }
    fn l_len(this: &mut L) -> usize { this.v.len() }
    fn l_other_len(this: &mut L) -> usize { invoke!(this.other, l_len).unwrap_or(usize::MAX) }
}

fn main() {
    cormi::init();
    let owner = cormi::nodes() - 1;
    for round in 0..600usize {
        let a: Ref<L> = create!(owner, l_new).unwrap();
        let b: Ref<L> = create!(owner, l_new).unwrap();
        for i in 0..20u32 {
            invoke!(a, l_push, i).unwrap();
            invoke!(b, l_push, i).unwrap();
        }
        invoke!(a, l_set_other, b).unwrap();
        let more = 20 + round % 7 * 30;
        for i in 0..more as u32 {
            invoke!(b, l_push, i).unwrap();
        }
        assert_eq!(invoke!(a, l_other_len), Ok(20 + more), "round {round}: a's method read b");
        assert_eq!(invoke!(a, l_len), Ok(20), "round {round}: a's one-way calls");
        a.release().unwrap();
        b.release().unwrap();
    }
    cormi::finalize();
    println!("oneway_setother ok");
}
