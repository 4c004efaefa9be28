//! One-way calls made by worker threads all run before finalize stops their node, even
//! when finalize comes right after the joins; the node that runs them prints the line
//! the test looks for when the last one ran.
use cormi::{create, invoke, Ref};

pub struct Acc {
    count: u64,
}

cormi::remote! {
    fn acc_new() -> Box<Acc> { Box::new(Acc { count: 0 }) }
    #[oneway]
    fn acc_add(this: &mut Acc) {
        std::thread::sleep(std::time::Duration::from_micros(200));
        this.count += 1;
        if this.count == 800 {
            println!("oneway_final ok");
        }
    }
}

fn main() {
    cormi::init();
    let a: Ref<Acc> = create!(cormi::nodes() - 1, acc_new).expect("acc_new");
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
    cormi::finalize();
}
