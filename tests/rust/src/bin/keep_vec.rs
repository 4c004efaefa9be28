//! A server that keeps what it receives in Vec fields (`self.lists.push(list)`): std's
//! `RawVec::grow_one` (for `Vec<String>` std's own copy, outside the program) grows the
//! buffers. Later calls must neither refill nor free what was kept (the reuse modes), and
//! the kept lists, names and vectors come back whole.
use cormi::{create, invoke, Ref};

pub struct Node {
    next: Option<Box<Node>>,
    v: i64,
}

pub struct Keeper {
    lists: Vec<Option<Box<Node>>>,
    names: Vec<String>,
    vecs: Vec<Vec<f64>>,
}

fn sum(l: &Option<Box<Node>>) -> i64 {
    let mut c = l.as_deref();
    let mut s = 0;
    while let Some(x) = c {
        s = s * 3 + x.v;
        c = x.next.as_deref();
    }
    s
}

cormi::remote! {
    fn keeper_new() -> Box<Keeper> { Box::new(Keeper { lists: Vec::new(), names: Vec::new(), vecs: Vec::new() }) }
    fn keeper_keep(this: &mut Keeper, l: Option<Box<Node>>) -> usize { this.lists.push(l); this.lists.len() }
    fn keeper_sums(this: &mut Keeper) -> Vec<i64> { this.lists.iter().map(sum).collect() }
    fn keeper_name(this: &mut Keeper, s: String) -> usize { this.names.push(s); this.names.len() }
    fn keeper_names(this: &mut Keeper) -> Vec<String> { this.names.clone() }
    fn keeper_vec(this: &mut Keeper, v: Vec<f64>) -> usize { this.vecs.push(v); this.vecs.len() }
    fn keeper_vecs(this: &mut Keeper) -> Vec<f64> { this.vecs.iter().map(|v| v.iter().sum::<f64>() * 1000.0 + v.len() as f64).collect() }
}

fn main() {
    cormi::init();
    let k: Ref<Keeper> = create!(cormi::nodes() - 1, keeper_new).expect("create");
    let mut want = Vec::new();
    for i in 0..12i64 {
        let mut l = None;
        for j in 0..(10 + i) {
            l = Some(Box::new(Node { next: l, v: i * 1000 + j }));
        }
        want.push(sum(&l));
        assert_eq!(invoke!(k, keeper_keep, l).expect("keep"), i as usize + 1);
    }
    assert_eq!(invoke!(k, keeper_sums).expect("sums"), want);
    let mut names = Vec::new();
    for i in 0..12u8 {
        let s: String = std::iter::repeat((b'a' + i) as char).take(i as usize * 3 + 1).collect();
        names.push(s.clone());
        invoke!(k, keeper_name, s).expect("name");
    }
    assert_eq!(invoke!(k, keeper_names).expect("names"), names);
    let mut sums = Vec::new();
    for i in 0..12 {
        let v: Vec<f64> = (0..(i * 5 + 1)).map(|x| x as f64 + i as f64 * 0.5).collect();
        sums.push(v.iter().sum::<f64>() * 1000.0 + v.len() as f64);
        invoke!(k, keeper_vec, v).expect("vec");
    }
    assert_eq!(invoke!(k, keeper_vecs).expect("vecs"), sums);
    println!("keep_vec ok");
    cormi::finalize();
}
