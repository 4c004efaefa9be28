//! Plain u64 arguments of a call site whose results the program prints with `{:?}` (a
//! tuple, a hand-written Debug through std's builders) and keeps in Option locals, while
//! printing numbers read in place from an earlier reply's buffers: std's formatting only
//! reads the values, so the arguments are numbers, not addresses, in every mode.
use cormi::{create, invoke, Ref};
use std::fmt;

pub struct Item {
    next: Option<Box<Item>>,
    v: u64,
}

pub struct S {
    k: u64,
}

/// Printed through debug_struct, debug_map and debug_tuple.
struct Totals {
    sum: u64,
    n: u64,
}

impl fmt::Debug for Totals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Totals").field("sum", &self.sum).finish_non_exhaustive()?;
        f.debug_map().entry(&self.n, &self.sum).finish()?;
        f.debug_tuple("N").field(&self.n).finish()
    }
}

cormi::remote! {
    fn s_new() -> Box<S> { Box::new(S { k: 0 }) }
    fn s_list(this: &mut S, base: u64, n: u64) -> Option<Box<Item>> {
        this.k += 1;
        let mut l = None;
        for x in 0..n {
            l = Some(Box::new(Item { next: l, v: base + x }));
        }
        l
    }
    fn s_vec(this: &mut S, base: u64) -> Vec<Vec<f64>> {
        this.k += 1;
        (0..3).map(|r| (0..4).map(|c| (base * 100 + r * 10 + c) as f64).collect()).collect()
    }
}

fn sum(l: &Option<Box<Item>>) -> (u64, u64) {
    let (mut s, mut n) = (0, 0);
    let mut c = l.as_deref();
    while let Some(i) = c {
        s += i.v;
        n += 1;
        c = i.next.as_deref();
    }
    (s, n)
}

fn main() {
    cormi::init();
    let mut ok = true;
    for node in 0..cormi::nodes() {
        let s: Ref<S> = create!(node, s_new).expect("create");
        let mut prev: Option<Option<Box<Item>>> = None;
        let mut prevv: Option<Vec<Vec<f64>>> = None;
        for i in 1..8u64 {
            let n = 3 + i % 3;
            let cur = invoke!(s, s_list, i * 1000, n).expect("s_list");
            let v = invoke!(s, s_vec, i).expect("s_vec");
            let want = ((0..n).map(|x| i * 1000 + x).sum::<u64>(), n);
            let got = sum(&cur);
            println!("node {node} i {i}: {got:?} want {want:?} {:?}", Totals { sum: got.0, n: got.1 });
            ok &= got == want;
            if let Some(p) = &prev {
                let pi = i - 1;
                let pn = 3 + pi % 3;
                ok &= sum(p) == ((0..pn).map(|x| pi * 1000 + x).sum::<u64>(), pn);
            }
            if let Some(pv) = &prevv {
                println!("node {node} i {i}: kept {} {}", pv[0][0], pv[2][3]);
                ok &= pv[2][3] == ((i - 1) * 100 + 23) as f64 && pv[0][0] == ((i - 1) * 100) as f64;
            }
            prev = Some(cur);
            prevv = Some(v);
        }
    }
    if ok {
        println!("fmt_numbers ok");
    } else {
        println!("fmt_numbers FAILED");
    }
    cormi::finalize();
}
