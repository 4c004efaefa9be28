//! String and Vec<String> in and out, &str and &[i64] arguments.
use cormi::{create, invoke, Ref};

pub struct Names {
    count: usize,
}

cormi::remote! {
    fn names_new() -> Box<Names> { Box::new(Names { count: 0 }) }
    fn names_greet(this: &mut Names, who: String) -> String {
        this.count += 1;
        format!("hello, {who}!")
    }
    fn names_upper(this: &mut Names, all: Vec<String>) -> Vec<String> {
        this.count += all.len();
        all.iter().map(|s| s.to_uppercase()).collect()
    }
    fn names_len(_this: &mut Names, s: &str) -> usize { s.len() }
    fn names_total(_this: &mut Names, xs: &[i64]) -> i64 { xs.iter().sum() }
}

fn main() {
    cormi::init();
    let n: Ref<Names> = create!(1, names_new).expect("create");
    assert_eq!(invoke!(n, names_greet, "cormi".to_string()).expect("greet"), "hello, cormi!");
    let words: Vec<String> = (0..100).map(|i| format!("word{i}")).collect();
    let up = invoke!(n, names_upper, words.clone()).expect("upper");
    assert_eq!(up.len(), 100);
    for (a, b) in words.iter().zip(&up) {
        assert_eq!(a.to_uppercase(), *b);
    }
    assert_eq!(invoke!(n, names_len, "a str of 20 bytes..").expect("len"), 20);
    let xs: Vec<i64> = (1..=1000).collect();
    assert_eq!(invoke!(n, names_total, &xs[..]).expect("total"), 500500);
    println!("strings ok");
    cormi::finalize();
}
