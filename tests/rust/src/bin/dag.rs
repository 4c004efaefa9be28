//! A DAG through raw pointers (shared nodes must arrive shared), a struct by reference and
//! a large struct by value in and out (Rust passes it through memory).
use cormi::{create, invoke, Ref};

pub struct Node {
    left: *mut Node,
    right: *mut Node,
    v: i64,
    marked: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Big {
    a: f64,
    b: f64,
    c: i64,
    d: i64,
}

pub struct Walker {
    calls: i64,
}

/// Distinct nodes and the sum of their values: each node is counted once, marked when
/// first reached (the callee owns its copy of the graph).
fn census(p: *mut Node) -> (usize, i64) {
    if p.is_null() {
        return (0, 0);
    }
    // SAFETY: every node reachable from the root is a live allocation of this graph.
    let n = unsafe { &mut *p };
    if n.marked {
        return (0, 0);
    }
    n.marked = true;
    let (l, ls) = census(n.left);
    let (r, rs) = census(n.right);
    (1 + l + r, n.v + ls + rs)
}

cormi::remote! {
    fn walker_new() -> Box<Walker> { Box::new(Walker { calls: 0 }) }
    fn walker_census(this: &mut Walker, root: *mut Node) -> i64 {
        this.calls += 1;
        let (n, sum) = census(root);
        n as i64 * 1_000_000 + sum
    }
    fn walker_scale(this: &mut Walker, b: &Big, k: i64) -> Big {
        this.calls += 1;
        Big { a: b.a * k as f64, b: b.b + 1.0, c: b.c * k, d: b.d + this.calls }
    }
    fn walker_swap(_this: &mut Walker, b: Big) -> Big {
        Big { a: b.b, b: b.a, c: b.d, d: b.c }
    }
}

fn main() {
    cormi::init();
    let w: Ref<Walker> = create!(1, walker_new).expect("create");
    // A ladder: node k points to nodes k+1 and k+2, so most nodes are reached twice.
    let n = 200;
    let (mut next2, mut next1) = (std::ptr::null_mut::<Node>(), std::ptr::null_mut::<Node>());
    for k in (0..n).rev() {
        let node = Box::into_raw(Box::new(Node { left: next1, right: next2, v: k, marked: false }));
        next2 = next1;
        next1 = node;
    }
    let root = next1;
    let got = invoke!(w, walker_census, root).expect("census");
    assert_eq!(got, n * 1_000_000 + n * (n - 1) / 2, "every shared node arrives once");
    let big = Big { a: 1.5, b: 2.5, c: 3, d: 4 };
    assert_eq!(invoke!(w, walker_scale, &big, 2).expect("scale"), Big { a: 3.0, b: 3.5, c: 6, d: 6 });
    assert_eq!(invoke!(w, walker_swap, big).expect("swap"), Big { a: 2.5, b: 1.5, c: 4, d: 3 });
    println!("dag ok");
    cormi::finalize();
}
