//! A list of records with four fields (derive(Debug, PartialEq, Clone)) sent as a
//! clone and compared with assert_eq!, whose failure path formats both sides through
//! their Debug impls (std's debug_struct_field4_finish).
use cormi::{create, invoke, Ref};

#[derive(Debug, PartialEq, Clone)]
pub struct Item {
    label: String,
    val: i64,
    weight: f64,
    next: Option<Box<Item>>,
}

pub struct Bag {
    calls: u64,
}

fn reversed(mut l: Option<Box<Item>>) -> Option<Box<Item>> {
    let mut out = None;
    while let Some(mut n) = l {
        l = n.next.take();
        n.label.push('!');
        n.val *= 2;
        n.next = out;
        out = Some(n);
    }
    out
}

cormi::remote! {
    fn bag_new() -> Box<Bag> { Box::new(Bag { calls: 0 }) }
    fn bag_reverse(this: &mut Bag, l: Option<Box<Item>>) -> Option<Box<Item>> { this.calls += 1; reversed(l) }
    fn bag_calls(this: &mut Bag) -> u64 { this.calls }
}

fn items(n: usize) -> Option<Box<Item>> {
    let mut l = None;
    for i in 0..n {
        let label = if i % 4 == 0 { String::new() } else { format!("n{i}") };
        l = Some(Box::new(Item { label, val: i as i64 * 3, weight: i as f64 / 2.0, next: l }));
    }
    l
}

fn main() -> Result<(), cormi::Error> {
    cormi::init();
    let bag: Ref<Bag> = create!(cormi::nodes() - 1, bag_new)?;
    let lens = [0usize, 1, 2, 17, 300];
    for len in lens {
        let l = items(len);
        let got = invoke!(bag, bag_reverse, l.clone())?;
        assert_eq!(got, reversed(l), "list of {len}");
    }
    assert_eq!(invoke!(bag, bag_calls)?, lens.len() as u64);
    println!("debug_fields ok");
    cormi::finalize();
    Ok(())
}
