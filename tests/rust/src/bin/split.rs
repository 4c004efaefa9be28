//! Remote methods that parse text with std's string searching: str::split, str::find
//! (a char and a &str needle), str::lines and str::split_whitespace.
use cormi::{create, invoke, Ref};

pub struct Parser {
    lines: usize,
}

cormi::remote! {
    fn parser_new() -> Box<Parser> { Box::new(Parser { lines: 0 }) }
    fn parser_fields(this: &mut Parser, line: String) -> Vec<String> {
        this.lines += 1;
        line.split(',').map(|f| f.trim().to_string()).collect()
    }
    fn parser_find(_this: &mut Parser, text: &str, needle: &str) -> i64 {
        text.find(needle).map_or(-1, |i| i as i64)
    }
    fn parser_value(_this: &mut Parser, kv: String) -> String {
        match kv.find('=') {
            Some(i) => kv[i + 1..].to_string(),
            None => String::new(),
        }
    }
    fn parser_words(_this: &mut Parser, text: String) -> u64 {
        text.lines().map(|l| l.split_whitespace().count() as u64).sum()
    }
}

fn check_fields(p: Ref<Parser>) {
    let got = invoke!(p, parser_fields, "a, bb ,ccc,,d".to_string()).expect("fields");
    assert_eq!(got, vec!["a", "bb", "ccc", "", "d"]);
    let one = invoke!(p, parser_fields, "no commas here".to_string()).expect("one field");
    assert_eq!(one, vec!["no commas here"]);
    let empty = invoke!(p, parser_fields, String::new()).expect("empty line");
    assert_eq!(empty, vec![""]);
}

fn check_find(p: Ref<Parser>) {
    let text = "the quick brown fox jumps over the lazy dog";
    assert_eq!(invoke!(p, parser_find, text, "fox").expect("find"), 16);
    assert_eq!(invoke!(p, parser_find, text, "the").expect("find first"), 0);
    assert_eq!(invoke!(p, parser_find, text, "cat").expect("not found"), -1);
    assert_eq!(invoke!(p, parser_find, &text[4..], "the").expect("find in a part"), 27);
    assert_eq!(invoke!(p, parser_find, "", "x").expect("empty text"), -1);
}

fn check_value(p: Ref<Parser>) {
    assert_eq!(invoke!(p, parser_value, "key=value".to_string()).expect("value"), "value");
    assert_eq!(invoke!(p, parser_value, "a=b=c".to_string()).expect("first ="), "b=c");
    assert_eq!(invoke!(p, parser_value, "novalue".to_string()).expect("no ="), "");
}

fn check_words(p: Ref<Parser>) {
    let text = "one two three\n  four\tfive \n\nsix".to_string();
    assert_eq!(invoke!(p, parser_words, text).expect("words"), 6);
    let many: String = (0..500).map(|i| format!("w{i} x{i}\n")).collect();
    assert_eq!(invoke!(p, parser_words, many).expect("many words"), 1000);
}

fn main() {
    cormi::init();
    let p: Ref<Parser> = create!(1, parser_new).expect("create");
    check_fields(p);
    check_find(p);
    check_value(p);
    check_words(p);
    println!("split ok");
    cormi::finalize();
}
