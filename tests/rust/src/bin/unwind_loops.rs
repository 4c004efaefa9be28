//! Remote calls where rustc's cleanup for a panic that unwinds starts with phi nodes
//! (this project keeps cargo's default `panic = "unwind"`): inside `for` loops (a local
//! reassigned after the call, `assert_eq!` on the result), in `match` arms, in a closure
//! and in an `if` condition. Each call was refused at link time; now each runs and its
//! result is checked against a local computation.
use cormi::{create, invoke, Ref};

pub struct Link {
    name: String,
    next: Option<Box<Link>>,
}

pub struct Keeper {
    kept: Option<Box<Link>>,
    calls: u64,
}

fn list(i: u32) -> Option<Box<Link>> {
    let mut l = None;
    for k in 0..(i % 5) {
        l = Some(Box::new(Link { name: format!("L{i}.{k}"), next: l }));
    }
    l
}

fn names(mut l: &Option<Box<Link>>) -> Vec<String> {
    let mut v = Vec::new();
    while let Some(x) = l {
        v.push(x.name.clone());
        l = &x.next;
    }
    v
}

cormi::remote! {
    fn keeper_new() -> Box<Keeper> { Box::new(Keeper { kept: None, calls: 0 }) }
    fn k_set_list(this: &mut Keeper, l: Option<Box<Link>>) -> u64 {
        this.calls += 1;
        let n = names(&l).len() as u64;
        this.kept = l;
        n
    }
    fn k_kept_names(this: &mut Keeper) -> Vec<String> { this.calls += 1; names(&this.kept) }
    fn k_scale(this: &mut Keeper, v: Vec<f64>, f: f64) -> Vec<f64> {
        this.calls += 1;
        v.into_iter().map(|x| x * f).collect()
    }
    fn k_sum(this: &mut Keeper, v: Vec<u32>) -> u64 { this.calls += 1; v.iter().map(|&x| u64::from(x)).sum() }
    fn k_calls(this: &mut Keeper) -> u64 { this.calls }
}

fn main() -> Result<(), cormi::Error> {
    cormi::init();
    let k: Ref<Keeper> = create!(cormi::nodes() - 1, keeper_new)?;
    let mut calls = 0;
    // A list sent each iteration, the caller's own list reassigned after the call.
    let mut mine = None;
    for i in 0..10u32 {
        assert_eq!(invoke!(k, k_set_list, list(i))?, u64::from(i % 5), "list {i}");
        mine = list(i);
        calls += 1;
    }
    assert_eq!(names(&mine), ["L9.3", "L9.2", "L9.1", "L9.0"]);
    assert_eq!(invoke!(k, k_kept_names)?, names(&mine));
    calls += 1;
    // assert_eq! on the result of each iteration over an array of cases.
    for (n, f) in [(0usize, 1.0), (1, -2.0), (7, 0.5), (300, 3.0)] {
        let v: Vec<f64> = (0..n).map(|x| x as f64 + 0.25).collect();
        let want: Vec<f64> = v.iter().map(|x| x * f).collect();
        assert_eq!(invoke!(k, k_scale, v.clone(), f)?, want, "scale {n} by {f}");
        calls += 1;
    }
    // Calls in match arms, sending values the arm owns.
    for i in 0..9u32 {
        let v: Vec<u32> = (0..i).collect();
        let got = match i % 3 {
            0 => invoke!(k, k_sum, v.clone())?,
            1 => invoke!(k, k_set_list, list(i))? + 1000,
            _ => invoke!(k, k_scale, vec![f64::from(i); 2], 2.0)?.iter().sum::<f64>() as u64 + 2000,
        };
        let want = match i % 3 {
            0 => v.iter().map(|&x| u64::from(x)).sum(),
            1 => u64::from(i % 5) + 1000,
            _ => u64::from(i) * 4 + 2000,
        };
        assert_eq!(got, want, "match arm {i}");
        calls += 1;
    }
    // A closure that makes the call, used by an iterator adapter.
    let sum_remote = |v: Vec<u32>| invoke!(k, k_sum, v);
    let sums: Vec<u64> = (0..6u32).map(|n| sum_remote((0..n * 10).collect())).collect::<Result<_, _>>()?;
    let want: Vec<u64> = (0..6u64).map(|n| (0..n * 10).sum()).collect();
    assert_eq!(sums, want);
    calls += 6;
    // The call in an if condition, a list kept alive across it.
    let keep = list(4);
    let mut big = 0;
    for i in 0..5u32 {
        if invoke!(k, k_set_list, list(i))? > 2 {
            big += 1;
        }
        calls += 1;
    }
    assert_eq!(big, 2);
    assert_eq!(names(&keep).len(), 4);
    assert_eq!(invoke!(k, k_calls)?, calls);
    println!("unwind_loops ok");
    cormi::finalize();
    Ok(())
}
