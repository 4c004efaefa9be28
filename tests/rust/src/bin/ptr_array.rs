//! Structs with array members holding pointers: a DAG whose nodes keep their children in
//! `[*mut D; 2]` (shared nodes must arrive shared), a fan of `[Option<Box<Leaf>>; 3]`
//! returned changed, and a struct by reference whose `[*mut Leaf; 2]` point to heap objects.
use cormi::{create, invoke, Ref};

pub struct D {
    id: u32,
    kids: [*mut D; 2],
}

pub struct Leaf {
    v: i64,
}

pub struct Fan {
    w: u32,
    kids: [Option<Box<Leaf>>; 3],
}

pub struct Pair {
    tag: u8,
    ends: [*mut Leaf; 2],
}

/// Planned from its Rust type (it holds Vecs): an array of buffer headers beside an
/// array of raw pointers.
pub struct Halves {
    parts: [Vec<i64>; 2],
    ends: [*mut Leaf; 2],
}

pub struct Svc {
    calls: u64,
}

cormi::remote! {
    fn svc_new() -> Box<Svc> { Box::new(Svc { calls: 0 }) }
    fn dag_count(this: &mut Svc, d: *mut D) -> u64 {
        this.calls += 1;
        let mut seen: Vec<*mut D> = Vec::new();
        let mut ids = 0u64;
        let mut st = vec![d];
        while let Some(p) = st.pop() {
            if p.is_null() || seen.contains(&p) {
                continue;
            }
            seen.push(p);
            // SAFETY: every node reachable from the root is a live allocation of this graph.
            unsafe {
                ids += u64::from((*p).id);
                st.extend((*p).kids);
            }
        }
        seen.len() as u64 * 1_000_000 + ids
    }
    fn fan_double(this: &mut Svc, mut f: Box<Fan>) -> Box<Fan> {
        this.calls += 1;
        for k in f.kids.iter_mut().flatten() {
            k.v *= 2;
        }
        f.kids.swap(0, 2);
        f.w += 1;
        f
    }
    fn pair_sum(this: &mut Svc, p: &Pair) -> i64 {
        this.calls += 1;
        // SAFETY: both ends are live leaves of the caller's pair.
        let (a, b) = unsafe { ((*p.ends[0]).v, (*p.ends[1]).v) };
        a * 100 + b + i64::from(p.tag)
    }
    fn halves_sum(this: &mut Svc, h: &Halves) -> i64 {
        this.calls += 1;
        // SAFETY: both ends are live leaves of the caller's value.
        let ends = unsafe { (*h.ends[0]).v * 10 + (*h.ends[1]).v };
        h.parts[0].iter().sum::<i64>() * 1000 + h.parts[1].iter().sum::<i64>() * 100 + ends
    }
    fn halves_swap(this: &mut Svc, mut h: Halves) -> Halves {
        this.calls += 1;
        h.parts.swap(0, 1);
        h.parts[1].push(7);
        h.ends.swap(0, 1);
        h
    }
    fn svc_calls(this: &mut Svc) -> u64 { this.calls }
}

fn main() {
    cormi::init();
    let target = cormi::nodes() - 1;
    let s: Ref<Svc> = create!(target, svc_new).expect("create");
    // A ladder: node i points to nodes i+1 and i+2, so most nodes are reached twice.
    let n = 30u32;
    let nodes: Vec<*mut D> = (0..n).map(|i| Box::into_raw(Box::new(D { id: i, kids: [std::ptr::null_mut(); 2] }))).collect();
    for i in 0..(n as usize - 2) {
        let (p, kids) = (nodes[i], [nodes[i + 1], nodes[i + 2]]);
        // SAFETY: the nodes are live boxes of this function.
        unsafe { (*p).kids = kids };
    }
    let (p, last) = (nodes[n as usize - 2], nodes[n as usize - 1]);
    // SAFETY: as above.
    unsafe { (*p).kids[0] = last };
    let got = invoke!(s, dag_count, nodes[0]).expect("dag_count");
    assert_eq!(got, u64::from(n) * 1_000_000 + u64::from(n * (n - 1) / 2), "every shared node arrives once");
    let fan = Box::new(Fan { w: 7, kids: [Some(Box::new(Leaf { v: 1 })), None, Some(Box::new(Leaf { v: 3 }))] });
    let back = invoke!(s, fan_double, fan).expect("fan_double");
    assert_eq!(back.w, 8);
    let vs: Vec<Option<i64>> = back.kids.iter().map(|k| k.as_ref().map(|l| l.v)).collect();
    assert_eq!(vs, [Some(6), None, Some(2)]);
    let (a, b) = (Box::into_raw(Box::new(Leaf { v: 4 })), Box::into_raw(Box::new(Leaf { v: 5 })));
    let pair = Pair { tag: 9, ends: [a, b] };
    assert_eq!(invoke!(s, pair_sum, &pair).expect("pair_sum"), 414);
    let h = Halves { parts: [vec![1, 2], vec![3]], ends: [a, b] };
    assert_eq!(invoke!(s, halves_sum, &h).expect("halves_sum"), 3345);
    let h = invoke!(s, halves_swap, h).expect("halves_swap");
    assert_eq!(h.parts, [vec![3], vec![1, 2, 7]]);
    // SAFETY: the ends are the leaves sent, copied back (they are not freed here).
    let ends = unsafe { ((*h.ends[0]).v, (*h.ends[1]).v) };
    assert_eq!(ends, (5, 4));
    assert_eq!(invoke!(s, svc_calls).expect("calls"), 5);
    for p in nodes {
        // SAFETY: each node is a box of this function, freed once.
        drop(unsafe { Box::from_raw(p) });
    }
    // SAFETY: the leaves are boxes of this function, freed once.
    unsafe { drop((Box::from_raw(a), Box::from_raw(b))) };
    println!("ptr_array ok");
    cormi::finalize();
}
