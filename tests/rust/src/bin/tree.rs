//! A binary tree of Box nodes sent to a remote object, which sums it and returns a
//! mirrored copy.
use cormi::{create, invoke, Ref};

pub struct Tree {
    left: Option<Box<Tree>>,
    right: Option<Box<Tree>>,
    key: i64,
}

pub struct Store {
    calls: i64,
}

fn build(lo: i64, hi: i64) -> Option<Box<Tree>> {
    if lo > hi {
        return None;
    }
    let mid = (lo + hi) / 2;
    Some(Box::new(Tree { left: build(lo, mid - 1), right: build(mid + 1, hi), key: mid }))
}

fn sum(t: &Option<Box<Tree>>) -> i64 {
    t.as_ref().map_or(0, |n| n.key + sum(&n.left) + sum(&n.right))
}

fn leftmost(t: &Option<Box<Tree>>) -> i64 {
    let mut cur = t.as_deref().expect("non-empty");
    while let Some(l) = cur.left.as_deref() {
        cur = l;
    }
    cur.key
}

fn mirror(t: Option<Box<Tree>>) -> Option<Box<Tree>> {
    t.map(|mut n| {
        let (l, r) = (n.left.take(), n.right.take());
        n.left = mirror(r);
        n.right = mirror(l);
        n
    })
}

cormi::remote! {
    fn store_new() -> Box<Store> { Box::new(Store { calls: 0 }) }
    fn store_sum(this: &mut Store, t: Option<Box<Tree>>) -> i64 {
        this.calls += 1;
        sum(&t)
    }
    fn store_mirror(this: &mut Store, t: Option<Box<Tree>>) -> Option<Box<Tree>> {
        this.calls += 1;
        mirror(t)
    }
}

fn main() {
    cormi::init();
    let s: Ref<Store> = create!(1, store_new).expect("create");
    let n = 4095;
    let total = invoke!(s, store_sum, build(1, n)).expect("sum");
    assert_eq!(total, n * (n + 1) / 2);
    let m = invoke!(s, store_mirror, build(1, n)).expect("mirror");
    assert_eq!(sum(&m), n * (n + 1) / 2);
    assert_eq!(leftmost(&m), n, "the mirrored tree's leftmost key is the largest");
    println!("tree ok: {total}");
    cormi::finalize();
}
