//! Received lists kept in a `thread_local!` `RefCell<Vec<..>>` beside a static
//! `Mutex<Vec<..>>`: std's thread-local destructor state (a byte) is no data written
//! over the kept lists' pointers.
use cormi::{create, invoke, Ref};
use std::cell::RefCell;
use std::sync::Mutex;

pub struct Item {
    next: Option<Box<Item>>,
    v: u64,
}

pub struct K {
    calls: u64,
}

thread_local! { static TL: RefCell<Vec<Option<Box<Item>>>> = RefCell::new(Vec::new()); }
static STORE: Mutex<Vec<Option<Box<Item>>>> = Mutex::new(Vec::new());

fn sum(l: &Option<Box<Item>>) -> u64 {
    let mut s = 0;
    let mut c = l.as_deref();
    while let Some(i) = c {
        s += i.v;
        c = i.next.as_deref();
    }
    s
}

cormi::remote! {
    fn k_new() -> Box<K> { Box::new(K { calls: 0 }) }
    fn k_static(this: &mut K, l: Option<Box<Item>>) -> u64 { this.calls += 1; let mut g = STORE.lock().unwrap(); g.push(l); g.iter().map(sum).sum() }
    fn k_tl(this: &mut K, l: Option<Box<Item>>) -> u64 { this.calls += 1; TL.with(|t| { t.borrow_mut().push(l); t.borrow().iter().map(sum).sum() }) }
}

fn mk(base: u64, n: u64) -> Option<Box<Item>> {
    let mut l = None;
    for k in 0..n {
        l = Some(Box::new(Item { next: l, v: base + k }));
    }
    l
}

fn main() {
    cormi::init();
    // One object on the last node: its kept lists are the only ones there.
    let k: Ref<K> = create!(cormi::nodes() - 1, k_new).unwrap();
    let mut ok = true;
    let mut want = 0;
    for i in 0..8u64 {
        let (base, n) = (i * 1000, 3 + i);
        want += (0..n).map(|x| base + x).sum::<u64>();
        let got = [invoke!(k, k_static, mk(base, n)).unwrap(), invoke!(k, k_tl, mk(base, n)).unwrap()];
        if got != [want, want] {
            ok = false;
            println!("round {i}: got {got:?} want {want}");
        }
    }
    println!("keep_tls {}", if ok { "ok" } else { "FAIL" });
    cormi::finalize();
}
