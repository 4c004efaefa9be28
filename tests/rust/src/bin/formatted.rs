//! A String built by format! inside a boxed struct: std's formatting writes the String
//! with a buffer from the global allocator, which the call must send with the struct
//! (the serving node sums the text's bytes).
use cormi::{create, invoke, Ref};

pub struct Msg {
    id: u32,
    text: String,
}

pub struct Sink {
    n: u32,
}

fn weight(m: &Msg) -> usize {
    m.id as usize + m.text.bytes().map(usize::from).sum::<usize>()
}

cormi::remote! {
    fn sink_new() -> Box<Sink> { Box::new(Sink { n: 0 }) }
    fn sink_take(this: &mut Sink, m: Box<Msg>) -> usize {
        this.n += 1;
        weight(&m)
    }
    fn sink_count(this: &mut Sink) -> u32 { this.n }
}

fn main() {
    cormi::init();
    let s: Ref<Sink> = create!(1, sink_new).expect("create");
    for i in 0..100u32 {
        let m = Box::new(Msg { id: i, text: format!("message {i} of a formatted text") });
        let want = weight(&m);
        assert_eq!(invoke!(s, sink_take, m).expect("take"), want);
    }
    assert_eq!(invoke!(s, sink_count).expect("count"), 100);
    println!("formatted ok");
    cormi::finalize();
}
