//! Buffers with far more capacity than length (a Vec<u8> of 10 bytes in 64 MiB, a
//! String and a Vec<f64> with spare room) travel as their elements: the method sees the
//! same contents (and a capacity of the length), a result with spare capacity comes back
//! the same way, and the spare room of a new buffer is never touched (the runtime's
//! zeroing of new blocks wrote all 64 MiB of each).
use cormi::{create, invoke, Ref};

pub struct Sink {
    calls: u64,
}

cormi::remote! {
    fn sink_new() -> Box<Sink> { Box::new(Sink { calls: 0 }) }
    fn sink_bytes(this: &mut Sink, v: Vec<u8>) -> (u64, usize, usize) {
        this.calls += 1;
        (v.iter().map(|&b| u64::from(b)).sum(), v.len(), v.capacity())
    }
    fn sink_text(_this: &mut Sink, s: String, xs: Vec<f64>) -> String {
        format!("{s}:{}", xs.iter().sum::<f64>())
    }
    fn sink_roomy(_this: &mut Sink, n: usize) -> Vec<u8> {
        let mut v = Vec::with_capacity(1 << 20);
        v.extend((0..n).map(|k| k as u8));
        v
    }
}

fn main() {
    cormi::init();
    let s: Ref<Sink> = create!(1, sink_new).expect("sink");
    let before = resident_mib();
    let roomy: Vec<Vec<u8>> = (0..8u8)
        .map(|round| {
            let mut v = Vec::with_capacity(64 << 20);
            v.extend((0..10u8).map(|k| k + round));
            v
        })
        .collect();
    let grown = resident_mib() - before;
    assert!(grown < 256, "8 buffers of 10 bytes in 64 MiB each made {grown} MiB resident");
    for (round, v) in roomy.into_iter().enumerate() {
        let round = round as u64;
        assert_eq!(invoke!(s, sink_bytes, v).expect("bytes"), ((0..10u64).map(|k| k + round).sum(), 10, 10));
    }
    let mut text = String::with_capacity(1 << 20);
    text.push_str("sum");
    let mut xs = Vec::with_capacity(1 << 16);
    xs.extend([1.5, 2.5]);
    assert_eq!(invoke!(s, sink_text, text, xs).expect("text"), "sum:4");
    let back = invoke!(s, sink_roomy, 5).expect("roomy");
    assert_eq!(back, vec![0, 1, 2, 3, 4]);
    println!("spare_capacity ok");
    cormi::finalize();
}

/// This process's resident memory in MiB (/proc/self/statm, 4 KiB pages).
fn resident_mib() -> i64 {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("statm");
    let pages: i64 = statm.split_whitespace().nth(1).expect("resident").parse().expect("a number");
    pages * 4096 / (1 << 20)
}
