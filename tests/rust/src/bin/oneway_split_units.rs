//! A one-way method with a tiny body, in a program that rustc splits into several codegen
//! units (tests/rust's release profile): rustc gives such a method a local copy in each
//! unit that names it, so the `#[oneway]` marker and the call site name different copies.
//! The call must still be one-way: a method starts a thread that sends it into the
//! method's own object; the thread's call returns while the method still runs (a
//! synchronous call would wait for the method, which waits for the thread), and the
//! update is seen by the next call. Main reads its arguments as p24 of a user's review
//! did: that code changes how rustc splits the crate.
use cormi::{create, invoke, Ref};
use std::sync::mpsc;
use std::time::Duration;

pub struct S {
    me: Ref<S>,
    n: u64,
    other: Ref<O>,
}
pub struct O {
    k: u64,
}

cormi::remote! {
    fn s_new() -> Box<S> { Box::new(S { me: Ref::NULL, n: 0, other: Ref::NULL }) }
    fn s_init(this: &mut S, me: Ref<S>, o: Ref<O>) { this.me = me; this.other = o; }
    #[oneway]
    fn s_bump(this: &mut S, k: u64) { this.n += k; }
    fn s_get(this: &mut S) -> u64 { this.n }
    /// 0: the thread's one-way call returned while this method ran and had not run yet;
    /// 1: that call waited for this method (it was made synchronously); 2: it failed.
    fn s_work(this: &mut S) -> u64 {
        let me = this.me;
        let o = this.other;
        let (tx, rx) = mpsc::channel();
        let t = std::thread::spawn(move || {
            let _ = tx.send(invoke!(me, s_bump, 1).is_ok());
            let _ = o;
        });
        // A bound for a deadlock, not a measured time: a synchronous call returns only
        // after this method did.
        match rx.recv_timeout(Duration::from_secs(60)) {
            Ok(true) if this.n == 0 => { t.join().unwrap(); 0 }
            Ok(_) => 2,
            Err(_) => 1,
        }
    }
    fn o_new() -> Box<O> { Box::new(O { k: 0 }) }
    fn o_add(this: &mut O, i: u64) -> u64 { this.k += i; this.k }
}

fn main() {
    cormi::init();
    let a: Vec<String> = std::env::args().collect();
    let last = cormi::nodes() - 1;
    let sn: usize = a.get(1).map_or(last, |s| s.parse().unwrap());
    let on: usize = a.get(2).map_or(last, |s| s.parse().unwrap());
    let s: Ref<S> = create!(sn, s_new).unwrap();
    let o: Ref<O> = create!(on, o_new).unwrap();
    invoke!(s, s_init, s, o).unwrap();
    assert_eq!(invoke!(s, s_work), Ok(0), "s_bump's call from s_work's thread was not one-way (1: it waited for s_work)");
    assert_eq!(invoke!(s, s_get), Ok(1), "s_bump's one-way call did not run before the next call");
    assert_eq!(invoke!(o, o_add, 2), Ok(2));
    cormi::finalize();
    println!("oneway_split_units ok");
}
