//! References in the fields of boxed structs sent to a method (one struct, and a Box
//! list whose nodes hold one each); the method takes them out and invokes them.
use cormi::{create, invoke, Ref};

pub struct Counter {
    n: i64,
}

pub struct Pair {
    target: Ref<Counter>,
    weight: i64,
}

pub struct Node {
    target: Ref<Counter>,
    next: Option<Box<Node>>,
}

cormi::remote! {
    fn counter_new(start: i64) -> Box<Counter> { Box::new(Counter { n: start }) }
    fn counter_get(this: &mut Counter) -> i64 { this.n }
    fn counter_weigh(_this: &mut Counter, p: Box<Pair>) -> i64 {
        p.weight * invoke!(p.target, counter_get).expect("target")
    }
    fn counter_walk(_this: &mut Counter, list: Option<Box<Node>>) -> i64 {
        let mut sum = 0;
        let mut at = list.as_deref();
        while let Some(n) = at {
            sum += invoke!(n.target, counter_get).expect("node target");
            at = n.next.as_deref();
        }
        sum
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let a: Ref<Counter> = create!(0, counter_new, 7).expect("a");
    let b: Ref<Counter> = create!(last, counter_new, 11).expect("b");
    let tally: Ref<Counter> = create!(last, counter_new, 0).expect("tally");
    let p = Box::new(Pair { target: a, weight: 3 });
    assert_eq!(invoke!(tally, counter_weigh, p).expect("weigh"), 21);
    let mut list = None;
    for r in [a, b, a] {
        list = Some(Box::new(Node { target: r, next: list }));
    }
    assert_eq!(invoke!(tally, counter_walk, list).expect("walk"), 25);
    println!("ref_fields ok");
    cormi::finalize();
}
