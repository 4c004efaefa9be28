//! A user's program that mixes what the other programs test one at a time (written by
//! someone trying cormi for the first time): values, vectors, strings, a 10,000-node
//! list, a tree, references passed around, one-way calls and a monitor, with format!
//! and println! in main: hundreds of objects reach the standard library's formatting
//! code, which the pass does not see, and its analysis must stay fast with them. Every
//! result is compared with the same computation done locally.
use cormi::{create, invoke, Ref};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stats {
    n: u64,
    sum: f64,
    min: f64,
    max: f64,
    tag: i32,
}

pub struct Node {
    next: Option<Box<Node>>,
    v: i64,
}

pub struct Tree {
    left: Option<Box<Tree>>,
    right: Option<Box<Tree>>,
    key: i64,
}

pub struct Store {
    calls: u64,
    total: f64,
    names: Vec<String>,
}

pub struct Registry {
    kept: Ref<Store>,
}

fn stats_of(s: Stats, xs: &[f64]) -> Stats {
    let mut r = s;
    for &x in xs {
        r.n += 1;
        r.sum += x;
        if x < r.min {
            r.min = x;
        }
        if x > r.max {
            r.max = x;
        }
    }
    r.tag = s.tag * 2 + 1;
    r
}

fn list_sum(l: &Option<Box<Node>>) -> (i64, u64) {
    let mut cur = l.as_deref();
    let (mut s, mut n) = (0i64, 0u64);
    while let Some(x) = cur {
        s = s.wrapping_mul(31).wrapping_add(x.v);
        n += 1;
        cur = x.next.as_deref();
    }
    (s, n)
}

fn list_map(l: Option<Box<Node>>) -> Option<Box<Node>> {
    // Doubles each value, order kept: reverse while doubling, then reverse back.
    let mut rev: Option<Box<Node>> = None;
    let mut cur = l;
    while let Some(mut b) = cur {
        cur = b.next.take();
        b.v *= 2;
        b.next = rev;
        rev = Some(b);
    }
    let mut out: Option<Box<Node>> = None;
    let mut cur = rev;
    while let Some(mut b) = cur {
        cur = b.next.take();
        b.next = out;
        out = Some(b);
    }
    out
}

fn tree_build(depth: u32, key: &mut i64) -> Option<Box<Tree>> {
    if depth == 0 {
        return None;
    }
    let left = tree_build(depth - 1, key);
    *key += 1;
    let k = *key;
    let right = tree_build(depth - 1, key);
    Some(Box::new(Tree { left, right, key: k }))
}

fn tree_sig(t: &Option<Box<Tree>>) -> (i64, u64) {
    // In-order signature and node count.
    match t {
        None => (0, 0),
        Some(b) => {
            let (ls, ln) = tree_sig(&b.left);
            let (rs, rn) = tree_sig(&b.right);
            (ls.wrapping_mul(7).wrapping_add(b.key).wrapping_mul(13).wrapping_add(rs), ln + rn + 1)
        }
    }
}

fn tree_mirror(t: Option<Box<Tree>>) -> Option<Box<Tree>> {
    t.map(|mut b| {
        let l = b.left.take();
        let r = b.right.take();
        b.left = tree_mirror(r);
        b.right = tree_mirror(l);
        b.key = -b.key;
        b
    })
}

fn drop_list(mut l: Option<Box<Node>>) {
    while let Some(mut b) = l {
        l = b.next.take();
    }
}

cormi::remote! {
    fn store_new() -> Box<Store> { Box::new(Store { calls: 0, total: 0.0, names: Vec::new() }) }
    fn store_stats(this: &mut Store, s: Stats, xs: Vec<f64>) -> Stats {
        this.calls += 1;
        stats_of(s, &xs)
    }
    fn store_scale(this: &mut Store, xs: Vec<f64>, k: f64) -> Vec<f64> {
        this.calls += 1;
        xs.iter().map(|x| x * k).collect()
    }
    fn store_names(this: &mut Store, names: Vec<String>) -> Vec<String> {
        this.calls += 1;
        let mut out = Vec::new();
        for n in names.iter().rev() {
            let mut s = String::from("<");
            s.push_str(n);
            s.push('>');
            out.push(s);
        }
        this.names = names;
        out
    }
    fn store_greet(this: &mut Store, who: String) -> String {
        this.calls += 1;
        let mut s = String::from("hello, ");
        s.push_str(&who);
        s.push('!');
        s
    }
    fn store_list(this: &mut Store, l: Option<Box<Node>>) -> i64 {
        this.calls += 1;
        let (s, n) = list_sum(&l);
        drop_list(l);
        s ^ (n as i64)
    }
    fn store_double(this: &mut Store, l: Option<Box<Node>>) -> Option<Box<Node>> {
        this.calls += 1;
        list_map(l)
    }
    fn store_tree(this: &mut Store, t: Option<Box<Tree>>) -> Option<Box<Tree>> {
        this.calls += 1;
        tree_mirror(t)
    }
    #[oneway]
    fn store_add(this: &mut Store, v: f64) { this.total += v; }
    fn store_total(this: &mut Store) -> f64 { this.total }
    fn store_calls(this: &mut Store) -> u64 { this.calls }
    fn store_get(this: &mut Store) -> f64 { this.total }
    fn store_set(this: &mut Store, v: f64) { this.total = v; }
    fn store_where(_this: &mut Store) -> u64 { cormi::rank() as u64 }

    fn registry_new(kept: Ref<Store>) -> Box<Registry> { Box::new(Registry { kept }) }
    fn registry_get(this: &mut Registry) -> Ref<Store> { this.kept }
    fn registry_put(this: &mut Registry, r: Ref<Store>) { this.kept = r; }
    fn registry_forward(this: &mut Registry, x: f64) -> f64 {
        // A call made by the serving node through the reference it keeps.
        match invoke!(this.kept, store_scale, vec![x, x + 1.0], 10.0) {
            Ok(v) => v[0] + v[1],
            Err(_) => -1.0,
        }
    }
}

macro_rules! check {
    ($c:expr, $($msg:tt)*) => {
        if !$c { println!("FAIL {}: {}", line!(), format!($($msg)*)); std::process::exit(1); }
    };
}

fn main() -> Result<(), cormi::Error> {
    cormi::init();
    let n = cormi::nodes();
    let last = n - 1;
    let s: Ref<Store> = create!(1, store_new)?;

    // struct by value in and out, with a Vec<f64>
    let xs: Vec<f64> = (0..1000).map(|i| (i as f64) * 0.5 - 100.0).collect();
    let st = Stats { n: 3, sum: 1.5, min: 0.0, max: 1.0, tag: 20 };
    let got = invoke!(s, store_stats, st, xs.clone())?;
    check!(got == stats_of(st, &xs), "stats {got:?} vs {:?}", stats_of(st, &xs));

    // Vec<f64> in and out, also empty and large
    for len in [0usize, 1, 7, 100_000] {
        let v: Vec<f64> = (0..len).map(|i| i as f64 + 0.25).collect();
        let want: Vec<f64> = v.iter().map(|x| x * -3.0).collect();
        let got = invoke!(s, store_scale, v, -3.0)?;
        check!(got == want, "scale len {len}: got len {}", got.len());
    }

    // Vec<String> and String
    let names: Vec<String> = vec!["ann".into(), String::new(), "bérénice".into(), "x".repeat(5000)];
    let want: Vec<String> = names.iter().rev().map(|n| format!("<{n}>")).collect();
    let got = invoke!(s, store_names, names.clone())?;
    check!(got == want, "names {:?}", got.iter().map(|s| s.len()).collect::<Vec<_>>());
    let got = invoke!(s, store_greet, String::from("wörld"))?;
    check!(got == "hello, wörld!", "greet {got:?}");
    let got = invoke!(s, store_greet, String::new())?;
    check!(got == "hello, !", "greet empty {got:?}");

    // a 10,000-node list
    let mut l: Option<Box<Node>> = None;
    for i in 0..10_000i64 {
        l = Some(Box::new(Node { next: l, v: i * 3 - 7 }));
    }
    let (ls, ln) = list_sum(&l);
    let got = invoke!(s, store_list, l)?;
    check!(got == ls ^ (ln as i64), "list {got} vs {}", ls ^ (ln as i64));
    let mut l: Option<Box<Node>> = None;
    for i in 0..10_000i64 {
        l = Some(Box::new(Node { next: l, v: i }));
    }
    let mut local = None;
    for i in 0..10_000i64 {
        local = Some(Box::new(Node { next: local, v: i }));
    }
    let want = list_sum(&list_map(local));
    for round in 0..3 {
        let mut l2: Option<Box<Node>> = None;
        for i in 0..10_000i64 {
            l2 = Some(Box::new(Node { next: l2, v: i }));
        }
        let back = invoke!(s, store_double, l2)?;
        let got = list_sum(&back);
        check!(got == want, "double round {round}: {got:?} vs {want:?}");
        drop_list(back);
    }
    drop_list(l);

    // a tree
    let mut k = 0;
    let t = tree_build(12, &mut k);
    let mut k2 = 0;
    let want = tree_sig(&tree_mirror(tree_build(12, &mut k2)));
    let back = invoke!(s, store_tree, t)?;
    check!(tree_sig(&back) == want, "tree {:?} vs {want:?}", tree_sig(&back));

    // references: passed to a constructor, returned, passed back, used by the server
    let s2: Ref<Store> = create!(last, store_new)?;
    let reg: Ref<Registry> = create!(last, registry_new, s)?;
    let r = invoke!(reg, registry_get)?;
    check!(r.raw() == s.raw(), "registry_get");
    check!(invoke!(r, store_where)? == 1, "store on node 1");
    invoke!(reg, registry_put, s2)?;
    let r2 = invoke!(reg, registry_get)?;
    check!(r2.raw() == s2.raw() && invoke!(r2, store_where)? == last as u64, "put/get");
    let f = invoke!(reg, registry_forward, 2.0)?;
    check!(f == 50.0, "forward {f}");
    invoke!(reg, registry_put, s)?;
    let f = invoke!(reg, registry_forward, 4.0)?;
    check!(f == 90.0, "forward via node 1 {f}");

    // one-way calls, then a synchronous call sees them all
    let before = invoke!(s, store_total)?;
    let mut local = before;
    for i in 0..1000 {
        invoke!(s, store_add, i as f64 * 0.5)?;
        local += i as f64 * 0.5;
    }
    let t = invoke!(s, store_total)?;
    check!(t == local, "oneway total {t} vs {local}");

    // a monitor: two threads each do 200 read-modify-write pairs under the lock
    invoke!(s, store_set, 0.0)?;
    let hs: Vec<_> = (0..2)
        .map(|_| {
            std::thread::spawn(move || -> Result<(), cormi::Error> {
                for _ in 0..200 {
                    let _g = s.lock()?;
                    let v = invoke!(s, store_get)?;
                    std::thread::yield_now();
                    invoke!(s, store_set, v + 1.0)?;
                }
                Ok(())
            })
        })
        .collect();
    for h in hs {
        h.join().unwrap()?;
    }
    let v = invoke!(s, store_get)?;
    check!(v == 400.0, "monitor: {v} (lost updates)");

    let c = invoke!(s, store_calls)?;
    check!(c == 14, "calls {c}");
    s2.release()?;
    check!(invoke!(s2, store_where).is_err(), "call after release");
    println!("mixed ok on {n} nodes");
    cormi::finalize();
    Ok(())
}
