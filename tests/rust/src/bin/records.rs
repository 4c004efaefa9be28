//! Vec of structs, structs holding a Vec and a String by value in and out, slices of
//! structs, tuples and fieldless enums, in arguments and results.
use cormi::{create, invoke, Ref};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Particle {
    x: f64,
    y: f64,
    id: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    Red,
    Green,
    Blue,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    id: u64,
    name: String,
    vals: Vec<f64>,
    tags: Vec<Color>,
}

pub struct Lab {
    seen: usize,
}

cormi::remote! {
    fn lab_new() -> Box<Lab> { Box::new(Lab { seen: 0 }) }
    fn lab_shift(this: &mut Lab, ps: Vec<Particle>, dx: f64) -> Vec<Particle> {
        this.seen += ps.len();
        ps.into_iter().map(|p| Particle { x: p.x + dx, ..p }).collect()
    }
    fn lab_centroid(_this: &mut Lab, ps: &[Particle]) -> (f64, f64) {
        let n = ps.len().max(1) as f64;
        (ps.iter().map(|p| p.x).sum::<f64>() / n, ps.iter().map(|p| p.y).sum::<f64>() / n)
    }
    fn lab_row(_this: &mut Lab, r: Row) -> Row {
        Row { id: r.id * 2, name: format!("{}!", r.name), vals: r.vals.iter().map(|v| v * 10.0).collect(), tags: r.tags.iter().rev().copied().collect() }
    }
    fn lab_split(_this: &mut Lab, pair: (u64, f64), triple: (i32, i32, i32)) -> (f64, i64) {
        (pair.0 as f64 * pair.1, (triple.0 + triple.1 * triple.2) as i64)
    }
    fn lab_next(_this: &mut Lab, c: Color) -> Color {
        match c {
            Color::Red => Color::Green,
            Color::Green => Color::Blue,
            Color::Blue => Color::Red,
        }
    }
    fn lab_count(_this: &mut Lab, cs: Vec<Color>, which: Color) -> usize { cs.iter().filter(|&&c| c == which).count() }
    fn lab_rows(_this: &mut Lab, n: u64) -> Vec<Row> {
        (0..n).map(|i| Row { id: i, name: format!("row{i}"), vals: vec![i as f64; i as usize], tags: vec![Color::Blue; (i % 3) as usize] }).collect()
    }
}

fn main() {
    cormi::init();
    let lab: Ref<Lab> = create!(1, lab_new).expect("create");
    let ps: Vec<Particle> = (0..500).map(|i| Particle { x: i as f64, y: (2 * i) as f64, id: i }).collect();
    let moved = invoke!(lab, lab_shift, ps.clone(), 0.5).expect("shift");
    assert_eq!(moved.len(), ps.len());
    for (a, b) in ps.iter().zip(&moved) {
        assert_eq!(*b, Particle { x: a.x + 0.5, ..*a });
    }
    assert_eq!(invoke!(lab, lab_centroid, &ps[..]).expect("centroid"), (249.5, 499.0));
    assert_eq!(invoke!(lab, lab_centroid, &ps[10..12]).expect("centroid of a part"), (10.5, 21.0));
    let row = Row { id: 21, name: "alpha".into(), vals: vec![1.0, 2.5], tags: vec![Color::Red, Color::Blue] };
    let back = invoke!(lab, lab_row, row.clone()).expect("row");
    assert_eq!(back, Row { id: 42, name: "alpha!".into(), vals: vec![10.0, 25.0], tags: vec![Color::Blue, Color::Red] });
    let empty = invoke!(lab, lab_row, Row { id: 0, name: String::new(), vals: vec![], tags: vec![] }).expect("empty row");
    assert_eq!(empty, Row { id: 0, name: "!".into(), vals: vec![], tags: vec![] });
    assert_eq!(invoke!(lab, lab_split, (3, 1.5), (1, 2, 3)).expect("tuples"), (4.5, 7));
    assert_eq!(invoke!(lab, lab_next, Color::Blue).expect("enum"), Color::Red);
    assert_eq!(invoke!(lab, lab_next, Color::Red).expect("enum"), Color::Green);
    let cs = vec![Color::Red, Color::Green, Color::Green, Color::Blue, Color::Green];
    assert_eq!(invoke!(lab, lab_count, cs, Color::Green).expect("enums in a Vec"), 3);
    let rows = invoke!(lab, lab_rows, 40).expect("rows");
    assert_eq!(rows.len(), 40);
    for (i, r) in rows.iter().enumerate() {
        assert_eq!(r.id, i as u64);
        assert_eq!(r.name, format!("row{i}"));
        assert_eq!(r.vals, vec![i as f64; i]);
        assert_eq!(r.tags, vec![Color::Blue; i % 3]);
    }
    // The received Vec can grow: its capacity is what the receiver allocated.
    let mut grown = rows[5].vals.clone();
    grown.extend_from_slice(&[1.0; 100]);
    assert_eq!(grown.len(), 105);
    let mut mine = invoke!(lab, lab_shift, vec![Particle { x: 1.0, y: 1.0, id: 7 }], 1.0).expect("one");
    mine.push(Particle { x: 0.0, y: 0.0, id: 8 });
    mine.extend((0..1000).map(|i| Particle { x: 0.0, y: 0.0, id: i }));
    assert_eq!(mine.len(), 1002);
    assert_eq!(mine[0], Particle { x: 2.0, y: 1.0, id: 7 });
    println!("records ok");
    cormi::finalize();
}
