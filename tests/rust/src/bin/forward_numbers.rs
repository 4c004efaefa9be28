// A method forwards its own `u64` arguments to another object (`invoke!(this.to, e_echo,
// t, s, n)`), called from 8 threads at once: the numbers are sent as numbers (they were
// refused as "an integer that holds an address"), and replies reach their own callers.
use cormi::{create, invoke, Ref};
use std::thread;
pub struct E { id: u64 }
pub struct F { to: Ref<E> }
cormi::remote! {
    fn e_new(id: u64) -> Box<E> { Box::new(E { id }) }
    fn e_echo(this: &mut E, t: u64, s: u64, n: u64) -> (u64, u64, u64, Vec<u64>) { (this.id, t, s, (0..n).map(|i| t * 1_000_000_000 + s * 100_000 + i).collect()) }
    fn f_new(to: Ref<E>) -> Box<F> { Box::new(F { to }) }
    fn f_fwd(this: &mut F, t: u64, s: u64, n: u64) -> (u64, u64, u64, Vec<u64>) { invoke!(this.to, e_echo, t, s, n).unwrap_or((0, 0, 0, Vec::new())) }
}
fn work(es: &[Ref<E>], fs: &[Ref<F>], t: u64) -> Result<(), String> {
        for s in 0..60u64 {
            let k = ((t + s) as usize) % es.len();
            let n = if s % 10 == 3 { 10_000 } else { (t * 7 + s) % 50 };
            let r = if s % 2 == 0 { invoke!(es[k], e_echo, t, s, n) } else { invoke!(fs[k], f_fwd, t, s, n) }.map_err(|e| format!("{e:?}"))?;
            let ok = r.0 == k as u64 + 1 && r.1 == t && r.2 == s && r.3.len() as u64 == n && r.3.iter().enumerate().all(|(i, x)| *x == t * 1_000_000_000 + s * 100_000 + i as u64);
            if !ok { return Err(format!("t{t} s{s}: got ({}, {}, {}, len {}) want ({}, {t}, {s}, len {n})", r.0, r.1, r.2, r.3.len(), k + 1)); }
        }
        Ok(())
}
fn main() {
    cormi::init();
    let nn = cormi::nodes();
    let mut bad = Vec::new();
    let es: Vec<Ref<E>> = (0..nn).map(|k| create!(k, e_new, k as u64 + 1).unwrap()).collect();
    let fs: Vec<Ref<F>> = (0..nn).map(|k| create!((k + 1) % nn, f_new, es[k]).unwrap()).collect();
    let hs: Vec<_> = (0..8u64).map(|t| { let es = es.clone(); let fs = fs.clone(); thread::spawn(move || {
        work(&es, &fs, t)
    }) }).collect();
    for h in hs { if let Err(e) = h.join().unwrap() { bad.push(e); } }
    cormi::finalize();
    if bad.is_empty() { println!("forward_numbers ok"); } else { println!("forward_numbers FAIL {bad:?}"); std::process::exit(1); }
}
