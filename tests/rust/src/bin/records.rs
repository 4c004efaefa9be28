//! Vec of structs, structs holding a Vec and a String by value in and out, slices of
//! structs, tuples and fieldless enums, in arguments and results.
use cormi::{create, invoke, Ref};

#[derive(Clone, Copy, PartialEq)]
pub struct Particle {
    x: f64,
    y: f64,
    id: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Color {
    Red,
    Green,
    Blue,
}

#[derive(Clone, PartialEq)]
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
        let mut name = r.name;
        name.push('!');
        let mut tags = r.tags;
        tags.reverse();
        Row { id: r.id * 2, name, vals: r.vals.iter().map(|v| v * 10.0).collect(), tags }
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
}

/// A struct holding a String and Vecs by value in and out (its own frame: rustc's
/// unwinding paths around the calls stay simple).
#[inline(never)]
fn check_rows(lab: Ref<Lab>) -> Row {
    let row = Row { id: 21, name: "alpha".into(), vals: vec![1.0, 2.5], tags: vec![Color::Red, Color::Blue] };
    let back = invoke!(lab, lab_row, row).expect("row");
    assert!(back == Row { id: 42, name: "alpha!".into(), vals: vec![10.0, 25.0], tags: vec![Color::Blue, Color::Red] }, "lab_row");
    let empty = Row { id: 0, name: String::new(), vals: vec![], tags: vec![] };
    let got = invoke!(lab, lab_row, empty).expect("empty row");
    assert!(got == Row { id: 0, name: "!".into(), vals: vec![], tags: vec![] }, "lab_row empty");
    back
}

/// Tuples in and out.
#[inline(never)]
fn check_tuples(lab: Ref<Lab>) {
    let got = invoke!(lab, lab_split, (3, 1.5), (1, 2, 3)).expect("tuples");
    assert!(got == (4.5, 7), "lab_split");
}

/// A Vec of structs in and out, and slices of it.
#[inline(never)]
fn check_particles(lab: Ref<Lab>) {
    let ps: Vec<Particle> = (0..500).map(|i| Particle { x: i as f64, y: (2 * i) as f64, id: i }).collect();
    let moved = invoke!(lab, lab_shift, ps.clone(), 0.5).expect("shift");
    assert!(moved.len() == ps.len(), "lab_shift length");
    for (a, b) in ps.iter().zip(&moved) {
        assert!(*b == Particle { x: a.x + 0.5, ..*a }, "lab_shift");
    }
    check_centroid(lab, &ps[..], (249.5, 499.0));
    check_centroid(lab, &ps[10..12], (10.5, 21.0));
}

/// A slice of structs.
#[inline(never)]
fn check_centroid(lab: Ref<Lab>, ps: &[Particle], want: (f64, f64)) {
    let got = invoke!(lab, lab_centroid, ps).expect("centroid");
    assert!(got == want, "lab_centroid");
}

/// Fieldless enums alone and in a Vec.
#[inline(never)]
fn check_enums(lab: Ref<Lab>) {
    assert!(invoke!(lab, lab_next, Color::Blue).expect("enum") == Color::Red, "lab_next");
    assert!(invoke!(lab, lab_next, Color::Red).expect("enum") == Color::Green, "lab_next");
    let cs = vec![Color::Red, Color::Green, Color::Green, Color::Blue, Color::Green];
    assert!(invoke!(lab, lab_count, cs, Color::Green).expect("enums in a Vec") == 3, "lab_count");
}

/// A received Vec and String grow: their capacity is what the receiver allocated.
#[inline(never)]
fn check_growth(lab: Ref<Lab>, back: Row) {
    let mut grown = back.vals;
    grown.extend_from_slice(&[1.0; 100]);
    assert!(grown.len() == 102 && grown[0] == 10.0, "grown");
    let mut name = back.name;
    name.push_str(" and more");
    assert!(name == "alpha! and more", "name");
    let mut mine = invoke!(lab, lab_shift, vec![Particle { x: 1.0, y: 1.0, id: 7 }], 1.0).expect("one");
    mine.push(Particle { x: 0.0, y: 0.0, id: 8 });
    mine.extend((0..1000).map(|i| Particle { x: 0.0, y: 0.0, id: i }));
    assert!(mine.len() == 1002, "mine.len()");
    assert!(mine[0] == Particle { x: 2.0, y: 1.0, id: 7 }, "mine[0]");
}

fn main() {
    cormi::init();
    let lab: Ref<Lab> = create!(1, lab_new).expect("create");
    check_particles(lab);
    let back = check_rows(lab);
    check_tuples(lab);
    check_enums(lab);
    check_growth(lab, back);
    println!("records ok");
    cormi::finalize();
}
