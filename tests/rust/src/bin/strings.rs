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
    let s = "a str of 21 bytes ...";
    assert_eq!(invoke!(n, names_len, s).expect("len"), 21);
    assert_eq!(invoke!(n, names_len, &s[2..5]).expect("len of a part"), 3);
    assert_eq!(invoke!(n, names_len, "").expect("empty"), 0);
    let owned = String::from("héllo wörld");
    assert_eq!(invoke!(n, names_len, owned.as_str()).expect("utf-8"), 13);
    assert_eq!(invoke!(n, names_greet, words[7].clone()).expect("greet a word"), "hello, word7!");
    assert_eq!(invoke!(n, names_greet, String::new()).expect("empty string"), "hello, !");
    assert!(invoke!(n, names_upper, Vec::new()).expect("no strings").is_empty());
    // Many calls: received strings are freed or reused, never kept.
    for i in 0..2000 {
        let w = format!("w{i}");
        assert_eq!(invoke!(n, names_len, w.as_str()).expect("len loop"), w.len());
    }
    let xs: Vec<i64> = (1..=1000).collect();
    assert_eq!(invoke!(n, names_total, &xs[..]).expect("total"), 500500);
    println!("strings ok");
    cormi::finalize();
}
