//! KaRMI-style ping (a call with no arguments), a struct by value in and out, and an
//! Option<Box<Node>> list of 100,000 nodes.
use cormi::{create, invoke, Ref};

pub struct Acc {
    total: f64,
    calls: i64,
}

#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Pair {
    x: f64,
    n: i64,
}

pub struct Node {
    next: Option<Box<Node>>,
    v: f64,
}

cormi::remote! {
    fn acc_new() -> Box<Acc> { Box::new(Acc { total: 0.0, calls: 0 }) }
    fn acc_ping(_this: &mut Acc) {}
    fn acc_pair(this: &mut Acc, p: Pair) -> Pair {
        this.calls += 1;
        Pair { x: p.x * 2.0, n: p.n + this.calls }
    }
    fn acc_sum(this: &mut Acc, l: Option<Box<Node>>) -> f64 {
        let mut cur = l.as_deref();
        while let Some(n) = cur {
            this.total += n.v;
            cur = n.next.as_deref();
        }
        this.total
    }
}

fn main() {
    cormi::init();
    let acc: Ref<Acc> = create!(1, acc_new).expect("create");
    for _ in 0..10 {
        invoke!(acc, acc_ping).expect("ping");
    }
    let p = invoke!(acc, acc_pair, Pair { x: 1.5, n: 10 }).expect("pair");
    assert_eq!(p, Pair { x: 3.0, n: 11 });
    let mut l: Option<Box<Node>> = None;
    for i in 0..100_000 {
        l = Some(Box::new(Node { next: l, v: i as f64 }));
    }
    let s = invoke!(acc, acc_sum, l).expect("sum");
    assert_eq!(s, 4_999_950_000.0);
    println!("ping_list ok: pair {:?} sum {}", p, s);
    cormi::finalize();
}
