//! A Vec<Vec<f64>> matrix in, a Vec<f64> (row sums) and the transposed matrix out.
use cormi::{create, invoke, Ref};

pub struct Calc {
    calls: i64,
}

cormi::remote! {
    fn calc_new() -> Box<Calc> { Box::new(Calc { calls: 0 }) }
    fn calc_row_sums(this: &mut Calc, m: Vec<Vec<f64>>) -> Vec<f64> {
        this.calls += 1;
        m.iter().map(|r| r.iter().sum()).collect()
    }
    fn calc_transpose(this: &mut Calc, m: Vec<Vec<f64>>) -> Vec<Vec<f64>> {
        this.calls += 1;
        let cols = m.first().map_or(0, Vec::len);
        (0..cols).map(|j| m.iter().map(|r| r[j]).collect()).collect()
    }
}

fn main() {
    cormi::init();
    let c: Ref<Calc> = create!(1, calc_new).expect("create");
    let (rows, cols) = (50, 30);
    let m: Vec<Vec<f64>> = (0..rows).map(|i| (0..cols).map(|j| (i * cols + j) as f64).collect()).collect();
    let sums = invoke!(c, calc_row_sums, m.clone()).expect("row sums");
    assert_eq!(sums.len(), rows);
    for (i, s) in sums.iter().enumerate() {
        let expect: f64 = (0..cols).map(|j| (i * cols + j) as f64).sum();
        assert_eq!(*s, expect, "row {i}");
    }
    let t = invoke!(c, calc_transpose, m.clone()).expect("transpose");
    assert_eq!(t.len(), cols);
    for (j, row) in t.iter().enumerate() {
        assert_eq!(row.len(), rows);
        for (i, v) in row.iter().enumerate() {
            assert_eq!(*v, m[i][j]);
        }
    }
    println!("matrix ok");
    cormi::finalize();
}
