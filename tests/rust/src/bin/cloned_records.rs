//! An ordinary Rust list sent as a clone and checked with assert_eq!: Box nodes that hold
//! a String and a Vec<String>, derive(Debug, PartialEq, Clone). std's clone of a
//! Vec<String> and Debug of a Vec walk the element buffer by whole elements;
//! assert_eq!'s failure path formats both sides through their Debug impls.
use cormi::{create, invoke, Ref};

#[derive(Debug, PartialEq, Clone)]
pub struct Node {
    label: String,
    tags: Vec<String>,
    val: i64,
    next: Option<Box<Node>>,
}

pub struct Svc {
    calls: u64,
}

fn rev(mut l: Option<Box<Node>>) -> Option<Box<Node>> {
    let mut out = None;
    while let Some(mut n) = l {
        l = n.next.take();
        n.label.push('!');
        n.next = out;
        out = Some(n);
    }
    out
}

cormi::remote! {
    fn svc_new() -> Box<Svc> { Box::new(Svc { calls: 0 }) }
    fn svc_rev(this: &mut Svc, l: Option<Box<Node>>) -> Option<Box<Node>> { this.calls += 1; rev(l) }
    fn svc_calls(this: &mut Svc) -> u64 { this.calls }
}

fn list(n: usize) -> Option<Box<Node>> {
    let mut l = None;
    for i in 0..n {
        let label = if i % 4 == 0 { String::new() } else { format!("n{i}") };
        let tags = (0..i % 3).map(|j| format!("t{j}")).collect();
        l = Some(Box::new(Node { label, tags, val: i as i64 * 3, next: l }));
    }
    l
}

fn main() -> Result<(), cormi::Error> {
    cormi::init();
    let s: Ref<Svc> = create!(cormi::nodes() - 1, svc_new)?;
    let lens = [0usize, 1, 2, 17, 200];
    for len in lens {
        let l = list(len);
        let got = invoke!(s, svc_rev, l.clone())?;
        assert_eq!(got, rev(l), "list of {len}");
    }
    assert_eq!(invoke!(s, svc_calls)?, lens.len() as u64);
    println!("cloned_records ok");
    cormi::finalize();
    Ok(())
}
