// Numbers computed in spawned threads (lists of `u64`, a `Vec<u64>`) are sent as numbers:
// std's thread start runs the closure with its own captures, so the analysis does not give
// them every object that escaped into std (which made `v` "a pointer converted to an
// integer"). Many threads call one call site into different objects on one node at once.
use cormi::{create, invoke, Ref};
use std::thread;
pub struct L { next: Option<Box<L>>, v: u64 }
pub struct W { id: u64 }
cormi::remote! {
    fn w_new(id: u64) -> Box<W> { Box::new(W { id }) }
    // walks the list slowly; returns (sum, count, first, id)
    fn w_walk(this: &mut W, l: Option<Box<L>>, tag: u64) -> (u64, u64, u64, u64) {
        let mut s = 0; let mut c = 0; let first = l.as_ref().map(|n| n.v).unwrap_or(0);
        let mut cur = l.as_deref();
        while let Some(n) = cur { s += n.v; c += 1; if c % 8 == 0 { std::thread::yield_now(); } cur = n.next.as_deref(); }
        (s, c, first, this.id * 1000 + tag)
    }
    fn w_vec(this: &mut W, v: Vec<u64>, words: Vec<String>) -> (u64, usize, String) {
        let mut s = 0; for (i, x) in v.iter().enumerate() { s += x; if i % 16 == 0 { std::thread::yield_now(); } }
        (s + this.id, v.len(), words.concat())
    }
    fn w_make(this: &mut W, n: u64) -> Option<Box<L>> {
        let mut l = None; for i in 0..n { l = Some(Box::new(L { next: l, v: this.id * 1_000_000 + i })); if i % 16 == 0 { std::thread::yield_now(); } } l
    }
}
fn work(node: usize, t: u64) -> u32 {
    let w: Ref<W> = match create!(node, w_new, t + 1) { Ok(w) => w, Err(_) => return 1 };
            for it in 0..40u64 {
                let n = 50 + (t * 37 + it * 11) % 200;
                let base = t * 100_000 + it * 1000;
                let mut l = None; for i in 0..n { l = Some(Box::new(L { next: l, v: base + i })); }
                let r = invoke!(w, w_walk, l, it).unwrap();
                let want = ((0..n).map(|i| base + i).sum::<u64>(), n, base + n - 1, (t + 1) * 1000 + it);
                if r != want { return 2; }
                let v: Vec<u64> = (0..n).map(|i| base + i).collect();
                let words: Vec<String> = (0..(it % 5 + 1)).map(|k| format!("<{t}.{it}.{k}>")).collect();
                let r = invoke!(w, w_vec, v, words.clone()).unwrap();
                let want = ((0..n).map(|i| base + i).sum::<u64>() + t + 1, n as usize, words.concat());
                if r != want { return 2; }
                let l = invoke!(w, w_make, n).unwrap();
                let mut c = 0; let mut cur = l.as_deref(); let mut okk = true;
                while let Some(x) = cur { if x.v != (t + 1) * 1_000_000 + n - 1 - c { okk = false; } c += 1; cur = x.next.as_deref(); }
                if !okk || c != n { return 2; }
                drop(l);
            }
    0
}
fn main() {
    cormi::init();
    let mut bad = Vec::new();
    for node in 0..cormi::nodes() {
        let hs: Vec<_> = (0..6u64).map(|t| thread::spawn(move || work(node, t))).collect();
        for (t, h) in hs.into_iter().enumerate() { let e = h.join().unwrap(); if e != 0 { bad.push(format!("node {node} t{t}: check {e} failed")); } }
    }
    cormi::finalize();
    if bad.is_empty() { println!("thread_numbers ok"); } else { println!("thread_numbers FAIL {:?}", &bad[..bad.len().min(4)]); std::process::exit(1); }
}
