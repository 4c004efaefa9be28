//! The benchmark data (the same values as benches/programs/sends.c), the server's
//! totals, and the RESULT line (benches/timing.h's format and percentiles).

use serde::{Deserialize, Serialize};

pub const LIST_LEN: i64 = 100;
pub const DIM: usize = 16;

/// A linked list node, sent as the recursive structure it is.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Node {
    pub value: i64,
    pub weight: f64,
    pub next: Option<Box<Node>>,
}

fn expect_value(i: i64) -> i64 {
    7 * i - 300
}
fn expect_weight(i: i64) -> f64 {
    0.5 * i as f64 + 0.125
}
fn expect_elem(r: usize, c: usize) -> f64 {
    (r * DIM + c) as f64 + 0.25
}

pub fn make_list() -> Option<Box<Node>> {
    (0..LIST_LEN).rev().fold(None, |next, i| {
        Some(Box::new(Node {
            value: expect_value(i),
            weight: expect_weight(i),
            next,
        }))
    })
}

pub fn make_matrix() -> Vec<Vec<f64>> {
    (0..DIM)
        .map(|r| (0..DIM).map(|c| expect_elem(r, c)).collect())
        .collect()
}

/// What the server received (the C sink's counters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    pub calls: i64,
    pub items: i64,
    pub value_sum: i64,
    pub weight_sum: f64,
    pub bad_shape: i64,
}

impl Totals {
    pub fn add_node(&mut self, value: i64, weight: f64) {
        self.items += 1;
        self.value_sum += value;
        self.weight_sum += weight;
    }

    pub fn add_rows<'a>(&mut self, rows: impl ExactSizeIterator<Item = &'a [f64]>) {
        self.bad_shape += i64::from(rows.len() != DIM);
        for row in rows {
            self.bad_shape += i64::from(row.len() != DIM);
            for &v in row {
                self.items += 1;
                self.weight_sum += v;
            }
        }
    }

    /// The totals after `n` calls of `bench` (ping, list or matrix).
    pub fn expected(bench: &str, n: i64) -> Totals {
        let mut t = Totals::default();
        match bench {
            "list" => (0..LIST_LEN).for_each(|i| t.add_node(expect_value(i), expect_weight(i))),
            "matrix" => t.add_rows(make_matrix().iter().map(|r| r.as_slice())),
            _ => {}
        }
        Totals {
            calls: n,
            items: t.items * n,
            value_sum: t.value_sum * n,
            weight_sum: t.weight_sum * n as f64,
            bad_shape: 0,
        }
    }
}

/// Prints `RESULT <name> <n> <median> <p10> <p90>` (microseconds, order statistics).
pub fn report(name: &str, us: &mut [f64]) {
    us.sort_by(|a, b| a.total_cmp(b));
    let n = us.len();
    println!(
        "RESULT {name} {n} {:.3} {:.3} {:.3}",
        us[n / 2],
        us[n / 10],
        us[n * 9 / 10]
    );
}
