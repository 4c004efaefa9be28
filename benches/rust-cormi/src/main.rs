//! cormi's side of the Rust RPC comparison (benches/peers/rust has tarpc and gRPC): the
//! same data and the same RESULT line, on 2 nodes (`cormirun -n 2`).
//!
//!     rust-cormi-bench ITERS WARMUP ping|list|matrix
//!
//! Exit status 0 iff the server's totals match.
use cormi::{create, invoke, Ref};
use std::time::Instant;

const LIST_LEN: i64 = 100;
/// Rows and columns of the matrix, as in benches/peers/rust/src/data.rs.
const DIM: usize = 16;

/// A linked list node, as in benches/peers/rust/src/data.rs.
#[derive(Clone)]
pub struct Node {
    value: i64,
    weight: f64,
    next: Option<Box<Node>>,
}

/// The server's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    calls: i64,
    items: i64,
    value_sum: i64,
    weight_sum: f64,
}

fn make_list() -> Option<Box<Node>> {
    (0..LIST_LEN).rev().fold(None, |next, i| Some(Box::new(Node { value: 7 * i - 300, weight: 0.5 * i as f64 + 0.125, next })))
}

/// The 16x16 matrix of benches/peers/rust/src/data.rs.
fn make_matrix() -> Vec<Vec<f64>> {
    (0..DIM).map(|r| (0..DIM).map(|c| (r * DIM + c) as f64 + 0.25).collect()).collect()
}

cormi::remote! {
    fn sink_new() -> Box<Totals> { Box::new(Totals::default()) }
    fn sink_ping(this: &mut Totals) { this.calls += 1; }
    fn sink_list(this: &mut Totals, l: Option<Box<Node>>) {
        this.calls += 1;
        let mut cur = l.as_deref();
        while let Some(n) = cur {
            this.items += 1;
            this.value_sum += n.value;
            this.weight_sum += n.weight;
            cur = n.next.as_deref();
        }
    }
    fn sink_matrix(this: &mut Totals, m: Vec<Vec<f64>>) {
        this.calls += 1;
        for row in &m {
            for &v in row {
                this.items += 1;
                this.weight_sum += v;
            }
        }
    }
    fn sink_totals(this: &mut Totals) -> Totals { *this }
}

/// One timed call of `bench`, each in its own frame holding only what it sends (rustc's
/// unwinding paths around the call stay simple).
fn call(sink: Ref<Totals>, bench: &str, l: Option<Box<Node>>, m: Vec<Vec<f64>>) -> f64 {
    match bench {
        "ping" => call_ping(sink),
        "list" => call_list(sink, l),
        "matrix" => call_matrix(sink, m),
        b => {
            eprintln!("unknown benchmark {b}");
            std::process::exit(2);
        }
    }
}

#[inline(never)]
fn call_ping(sink: Ref<Totals>) -> f64 {
    let t0 = Instant::now();
    invoke!(sink, sink_ping).expect("ping");
    t0.elapsed().as_secs_f64() * 1e6
}

#[inline(never)]
fn call_list(sink: Ref<Totals>, l: Option<Box<Node>>) -> f64 {
    let t0 = Instant::now();
    invoke!(sink, sink_list, l).expect("list");
    t0.elapsed().as_secs_f64() * 1e6
}

#[inline(never)]
fn call_matrix(sink: Ref<Totals>, m: Vec<Vec<f64>>) -> f64 {
    let t0 = Instant::now();
    invoke!(sink, sink_matrix, m).expect("matrix");
    t0.elapsed().as_secs_f64() * 1e6
}

fn main() {
    cormi::init();
    let a: Vec<String> = std::env::args().collect();
    if a.len() != 4 {
        eprintln!("usage: rust-cormi-bench ITERS WARMUP ping|list|matrix");
        std::process::exit(2);
    }
    let iters: usize = a[1].parse().unwrap_or(1).max(1);
    let warmup: usize = a[2].parse().unwrap_or(0);
    let bench = a[3].as_str();
    let sink: Ref<Totals> = create!(1, sink_new).expect("create");
    let list = make_list();
    let matrix = make_matrix();
    let mut us = Vec::with_capacity(iters);
    for i in 0..warmup + iters {
        let l = if bench == "list" { list.clone() } else { None };
        let m = if bench == "matrix" { matrix.clone() } else { Vec::new() };
        let t = call(sink, bench, l, m);
        if i >= warmup {
            us.push(t);
        }
    }
    us.sort_by(|x, y| x.total_cmp(y));
    let n = us.len();
    println!("RESULT {bench} {n} {:.3} {:.3} {:.3}", us[n / 2], us[n / 10], us[n * 9 / 10]);
    let got = invoke!(sink, sink_totals).expect("totals");
    let calls = (warmup + iters) as i64;
    let (items, vs, ws): (i64, i64, f64) = match bench {
        "list" => (0..LIST_LEN).map(|i| (1, 7 * i - 300, 0.5 * i as f64 + 0.125)).fold((0, 0, 0.0), |(n, a, b), (k, v, w)| (n + k, a + v, b + w)),
        "matrix" => ((DIM * DIM) as i64, 0, make_matrix().iter().flatten().sum()),
        _ => (0, 0, 0.0),
    };
    let want = Totals { calls, items: items * calls, value_sum: vs * calls, weight_sum: ws * calls as f64 };
    cormi::finalize();
    if got != want {
        eprintln!("rust-cormi-bench: totals {got:?}, expected {want:?}");
        std::process::exit(1);
    }
}
