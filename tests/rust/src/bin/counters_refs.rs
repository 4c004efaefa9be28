// A `Vec<u64>` counter beside a `Vec<Ref<T>>`, used in threads: the counters are sent as
// numbers (they were refused as "an integer that holds an address"). Per-thread order of
// mixed one-way and sync calls to one object, from 6 threads, on every node.
use cormi::{create, invoke, Ref};
use std::thread;
pub struct Seq { last: Vec<u64>, bad: u64, calls: u64 }
cormi::remote! {
    fn seq_new(threads: usize) -> Box<Seq> { Box::new(Seq { last: vec![0; threads], bad: 0, calls: 0 }) }
    #[oneway]
    fn seq_ow(this: &mut Seq, t: usize, s: u64) { this.calls += 1; if this.last[t] + 1 != s { this.bad += 1; } this.last[t] = s; }
    fn seq_sync(this: &mut Seq, t: usize, s: u64) -> u64 { this.calls += 1; if this.last[t] + 1 != s { this.bad += 1; } this.last[t] = s; this.last[t] }
    fn seq_report(this: &mut Seq) -> (u64, u64, Vec<u64>) { (this.bad, this.calls, this.last.clone()) }
}
const T: usize = 6;
const N: u64 = 400;
fn main() {
    cormi::init();
    let mut bad = Vec::new();
    let objs: Vec<Ref<Seq>> = (0..cormi::nodes()).map(|n| create!(n, seq_new, T).unwrap()).collect();
    let hs: Vec<_> = (0..T).map(|t| { let objs = objs.clone(); thread::spawn(move || {
        let mut s = vec![0u64; objs.len()];
        for i in 0..N {
            for (k, o) in objs.iter().enumerate() {
                s[k] += 1;
                // pattern differs per thread: runs of one-ways between sync calls
                if (i + t as u64) % (t as u64 + 2) == 0 {
                    let v = invoke!(*o, seq_sync, t, s[k]).map_err(|e| format!("{e:?}"))?;
                    if v != s[k] { return Err(format!("t{t} obj{k}: sync returned {v} want {}", s[k])); }
                } else {
                    invoke!(*o, seq_ow, t, s[k]).map_err(|e| format!("{e:?}"))?;
                }
            }
        }
        Ok(())
    }) }).collect();
    for h in hs { if let Err(e) = h.join().unwrap() { bad.push(e); } }
    for (k, o) in objs.iter().enumerate() {
        let (b, calls, last) = invoke!(*o, seq_report).unwrap();
        if b != 0 || calls != T as u64 * N || last != vec![N; T] { bad.push(format!("node {k}: out of order {b}, calls {calls}, last {last:?}")); }
    }
    cormi::finalize();
    if bad.is_empty() { println!("counters_refs ok"); } else { println!("counters_refs FAIL {bad:?}"); std::process::exit(1); }
}
