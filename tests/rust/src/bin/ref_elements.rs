//! References kept in a Vec<Ref<T>> and in a struct field, taken out and invoked, and a
//! Vec of them sent to a method that invokes each.
use cormi::{create, invoke, Ref};

pub struct Counter {
    n: i64,
}

pub struct Team {
    lead: Ref<Counter>,
    members: Vec<Ref<Counter>>,
}

cormi::remote! {
    fn counter_new(start: i64) -> Box<Counter> { Box::new(Counter { n: start }) }
    fn counter_get(this: &mut Counter) -> i64 { this.n }
    fn counter_add(this: &mut Counter, d: i64) -> i64 {
        this.n += d;
        this.n
    }
    fn counter_total(_this: &mut Counter, others: Vec<Ref<Counter>>) -> i64 {
        others.iter().map(|&c| invoke!(c, counter_get).expect("nested get")).sum()
    }
    fn counter_team(_this: &mut Counter, team: Box<Team>) -> i64 {
        let lead = invoke!(team.lead, counter_get).expect("lead");
        lead * 1000 + team.members.iter().map(|&c| invoke!(c, counter_get).expect("member")).sum::<i64>()
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let counters: Vec<Ref<Counter>> = (0..4).map(|i| create!(if i % 2 == 0 { last } else { 0 }, counter_new, i * 10).expect("counter")).collect();
    let second = counters[1];
    assert_eq!(invoke!(second, counter_add, 5).expect("add through an element"), 15);
    for c in &counters {
        invoke!(*c, counter_add, 1).expect("add to each");
    }
    let team = Box::new(Team { lead: counters[2], members: counters.clone() });
    assert_eq!(invoke!(team.lead, counter_get).expect("get through a field"), 21);
    let sum: i64 = team.members.iter().map(|&c| invoke!(c, counter_get).expect("get each")).sum();
    assert_eq!(sum, 1 + 16 + 21 + 31);
    let tally: Ref<Counter> = create!(last, counter_new, 0).expect("tally");
    assert_eq!(invoke!(tally, counter_total, counters.clone()).expect("total"), sum);
    assert_eq!(invoke!(tally, counter_team, team).expect("team"), 21 * 1000 + sum);
    println!("ref_elements ok");
    cormi::finalize();
}
