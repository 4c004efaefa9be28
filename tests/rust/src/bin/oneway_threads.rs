//! One-way calls made by worker threads have run once the threads are joined: the next
//! synchronous call of the main thread sees all of them.
use cormi::{create, invoke, Ref};

pub struct Acc {
    count: u64,
}

cormi::remote! {
    fn acc_new() -> Box<Acc> { Box::new(Acc { count: 0 }) }
    #[oneway]
    fn acc_add(this: &mut Acc) { this.count += 1; }
    fn acc_count(this: &mut Acc) -> u64 { this.count }
}

fn main() {
    cormi::init();
    for node in [cormi::nodes() - 1, 0] {
        let a: Ref<Acc> = create!(node, acc_new).expect("acc_new");
        let hs: Vec<_> = (0..4)
            .map(|_| {
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        invoke!(a, acc_add).expect("acc_add");
                    }
                })
            })
            .collect();
        for h in hs {
            h.join().unwrap();
        }
        assert_eq!(invoke!(a, acc_count).expect("acc_count"), 800, "object on node {node}: one-way calls of joined threads missing");
    }
    println!("oneway_threads ok");
    cormi::finalize();
}
