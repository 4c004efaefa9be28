//! Remote references passed as arguments and returned; one-way calls; a monitor.
use cormi::{create, invoke, Ref};

pub struct Counter {
    n: i64,
}

pub struct Registry {
    counters: Vec<Ref<Counter>>,
}

cormi::remote! {
    fn counter_new(start: i64) -> Box<Counter> { Box::new(Counter { n: start }) }
    fn counter_get(this: &mut Counter) -> i64 { this.n }
    #[oneway]
    fn counter_add(this: &mut Counter, d: i64) { this.n += d; }
    fn registry_new() -> Box<Registry> { Box::new(Registry { counters: Vec::new() }) }
    fn registry_put(this: &mut Registry, c: Ref<Counter>) -> usize {
        this.counters.push(c);
        this.counters.len()
    }
    fn registry_get(this: &mut Registry, k: usize) -> Ref<Counter> { this.counters[k] }
    fn registry_sum(this: &mut Registry) -> i64 {
        this.counters.iter().map(|&c| invoke!(c, counter_get).expect("nested get")).sum()
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let reg: Ref<Registry> = create!(1, registry_new).expect("registry");
    let a: Ref<Counter> = create!(last, counter_new, 10).expect("counter a");
    let b: Ref<Counter> = create!(0, counter_new, 20).expect("counter b");
    assert_eq!(invoke!(reg, registry_put, a).expect("put a"), 1);
    assert_eq!(invoke!(reg, registry_put, b).expect("put b"), 2);
    let back = invoke!(reg, registry_get, 0).expect("get");
    assert_eq!(back, a, "the reference comes back equal");
    for _ in 0..100 {
        invoke!(back, counter_add, 1).expect("one-way add");
    }
    assert_eq!(invoke!(a, counter_get).expect("get a"), 110, "one-way calls ran in order before the next call");
    assert_eq!(invoke!(reg, registry_sum).expect("sum"), 130);
    {
        let _held = a.lock().expect("lock");
        invoke!(a, counter_add, 5).expect("add under the monitor");
    }
    assert_eq!(invoke!(a, counter_get).expect("get a"), 115);
    a.release().expect("release");
    assert!(matches!(invoke!(a, counter_get), Err(cormi::Error::Refused(_))), "a released object refuses calls");
    println!("refs ok");
    cormi::finalize();
}
