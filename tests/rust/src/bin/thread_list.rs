//! A Box list built inside a spawned thread from loop counters (`t * 100000 + r * 100 + i`)
//! and sent by reference to an object per thread: its integers are numbers, not addresses
//! (std's RawVec turns its new buffer's address back into a pointer in registers only).
use cormi::{create, invoke, Ref};

pub struct L {
    v: u64,
    next: Option<Box<L>>,
}

pub struct S {
    n: u64,
}

cormi::remote! {
    fn s_new() -> Box<S> { Box::new(S { n: 0 }) }
    fn s_sum(this: &mut S, l: &L) -> u64 { this.n += 1; let mut s = 0; let mut c = Some(l); while let Some(x) = c { s += x.v; c = x.next.as_deref(); } s }
}

fn main() {
    cormi::init();
    let objs: Vec<Ref<S>> = (0..4).map(|_| create!(1, s_new).unwrap()).collect();
    let hs: Vec<_> = (0..4u64)
        .map(|t| {
            let s = objs[t as usize];
            std::thread::spawn(move || {
                let mut bad = 0;
                for r in 0..300u64 {
                    let mut l = None;
                    for i in 0..10 {
                        l = Some(Box::new(L { v: t * 100000 + r * 100 + i, next: l }));
                    }
                    if invoke!(s, s_sum, l.as_deref().unwrap()).unwrap() != 10 * (t * 100000 + r * 100) + 45 {
                        bad += 1;
                    }
                }
                bad
            })
        })
        .collect();
    let got: Vec<u64> = hs.into_iter().map(|h| h.join().unwrap()).collect();
    if got == vec![0, 0, 0, 0] {
        println!("thread_list ok");
    } else {
        println!("thread_list FAIL: wrong sums per thread {got:?}");
    }
    cormi::finalize();
}
