//! Box lists built by cloning (`vec![node; n]`, `list.clone()`: std's Box::clone), holding
//! a String from format! and a Ref, sent to a method that walks them.
use cormi::{create, invoke, Ref};

pub struct Counter {
    n: i64,
}

#[derive(Clone)]
pub struct Link {
    label: String,
    owner: Ref<Counter>,
    next: Option<Box<Link>>,
}

cormi::remote! {
    fn counter_new(start: i64) -> Box<Counter> { Box::new(Counter { n: start }) }
    fn counter_get(this: &mut Counter) -> i64 { this.n }
    fn counter_walk(_this: &mut Counter, heads: Vec<Box<Link>>) -> (i64, usize) {
        let (mut total, mut text) = (0, 0);
        for h in &heads {
            let mut at = Some(&**h);
            while let Some(l) = at {
                total += invoke!(l.owner, counter_get).expect("owner");
                text += l.label.len();
                at = l.next.as_deref();
            }
        }
        (total, text)
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let a: Ref<Counter> = create!(0, counter_new, 2).expect("a");
    let walker: Ref<Counter> = create!(last, counter_new, 0).expect("walker");
    let mut list = Box::new(Link { label: format!("l{}", 0), owner: a, next: None });
    for i in 1..3 {
        list = Box::new(Link { label: format!("l{i}"), owner: a, next: Some(list) });
    }
    let heads = vec![list.clone(); 2];
    assert_eq!(invoke!(walker, counter_walk, heads).expect("walk"), (12, 12));
    println!("list_clone ok");
    cormi::finalize();
}
