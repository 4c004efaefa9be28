//! A Box list whose nodes hold a String from format!, a Vec from vec! and a Ref, sent to
//! a method that reads every part.
use cormi::{create, invoke, Ref};

pub struct Counter {
    n: i64,
}

pub struct Task {
    label: String,
    costs: Vec<i64>,
    owner: Ref<Counter>,
    next: Option<Box<Task>>,
}

cormi::remote! {
    fn counter_new(start: i64) -> Box<Counter> { Box::new(Counter { n: start }) }
    fn counter_get(this: &mut Counter) -> i64 { this.n }
    fn counter_plan(_this: &mut Counter, tasks: Option<Box<Task>>) -> (i64, usize) {
        let (mut total, mut text) = (0, 0);
        let mut at = tasks.as_deref();
        while let Some(t) = at {
            total += t.costs.iter().sum::<i64>() * invoke!(t.owner, counter_get).expect("owner");
            text += t.label.len();
            at = t.next.as_deref();
        }
        (total, text)
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let a: Ref<Counter> = create!(0, counter_new, 2).expect("a");
    let planner: Ref<Counter> = create!(last, counter_new, 0).expect("planner");
    let mut tasks = None;
    for i in 0..3i64 {
        tasks = Some(Box::new(Task { label: format!("task {i}"), costs: vec![i; 2], owner: a, next: tasks }));
    }
    assert_eq!(invoke!(planner, counter_plan, tasks).expect("plan"), ((0 + 2 + 4) * 2, 18));
    println!("list_mix ok");
    cormi::finalize();
}
