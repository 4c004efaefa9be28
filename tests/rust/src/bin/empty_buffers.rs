//! Empty Strings and Vecs inside Box lists and trees: an empty buffer's pointer is
//! Rust's dangling pointer (its alignment: 0x1 for String, 0x8 for Vec<u64>), which no
//! object is behind; it travels as its bits (stopped the sender before: "its size is
//! unknown"). The serving node checks the contents, pushes into the empty buffers it
//! received (the pointer must be a valid dangling one), and sends the graphs back.
use cormi::{create, invoke, Ref};

#[derive(PartialEq, Clone)]
pub struct Item {
    name: String,
    words: Vec<u64>,
    next: Option<Box<Item>>,
}

#[derive(PartialEq, Clone)]
pub struct Tree {
    key: i64,
    label: String,
    left: Option<Box<Tree>>,
    right: Option<Box<Tree>>,
}

pub struct Store {
    calls: u32,
}

fn list(k: usize) -> Option<Box<Item>> {
    let mut h = None;
    for i in 0..k {
        let name = if i % 2 == 0 { String::new() } else { format!("i{i}") };
        let words = if i % 3 == 0 { Vec::new() } else { (0..i as u64).collect() };
        h = Some(Box::new(Item { name, words, next: h }));
    }
    h
}

fn build(lo: i64, hi: i64) -> Option<Box<Tree>> {
    if lo > hi {
        return None;
    }
    let mid = (lo + hi) / 2;
    let label = if mid % 2 == 0 { format!("even {mid}") } else { String::new() };
    Some(Box::new(Tree { key: mid, label, left: build(lo, mid - 1), right: build(mid + 1, hi) }))
}

/// Appends to every buffer of the list: an empty one must take its first element.
fn grow(mut l: Option<Box<Item>>) -> Option<Box<Item>> {
    let mut cur = l.as_deref_mut();
    while let Some(n) = cur {
        n.name.push('+');
        n.words.push(7);
        cur = n.next.as_deref_mut();
    }
    l
}

fn mirror(t: Option<Box<Tree>>) -> Option<Box<Tree>> {
    t.map(|mut b| {
        let (l, r) = (b.left.take(), b.right.take());
        b.left = mirror(r);
        b.right = mirror(l);
        b
    })
}

cormi::remote! {
    fn store_new() -> Box<Store> { Box::new(Store { calls: 0 }) }
    fn store_grow(this: &mut Store, l: Option<Box<Item>>) -> Option<Box<Item>> { this.calls += 1; grow(l) }
    fn store_echo(this: &mut Store, l: Option<Box<Item>>) -> Option<Box<Item>> { this.calls += 1; l }
    fn store_mirror(this: &mut Store, t: Option<Box<Tree>>) -> Option<Box<Tree>> { this.calls += 1; mirror(t) }
}

fn main() {
    cormi::init();
    let s: Ref<Store> = create!(1, store_new).expect("create");
    for k in [0usize, 1, 2, 3, 7, 50] {
        let echoed = invoke!(s, store_echo, list(k)).expect("echo");
        assert!(echoed == list(k), "echo of {k}");
        let grown = invoke!(s, store_grow, list(k)).expect("grow");
        assert!(grown == grow(list(k)), "grow of {k}");
    }
    for size in [0i64, 1, 2, 7, 100] {
        let got = invoke!(s, store_mirror, build(1, size)).expect("mirror");
        assert!(got == mirror(build(1, size)), "tree of {size}");
    }
    println!("empty_buffers ok");
    cormi::finalize();
}
