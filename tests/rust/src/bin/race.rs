//! Methods take `&mut self`, and a `Ref` is `Copy + Send`: calls from several threads on
//! one object run one at a time (one-way pushes to an object on another node,
//! synchronous pushes to an object on the caller's own node), and monitors (`r.lock()`)
//! keep working around them.
use cormi::{create, invoke, Ref};

pub struct Log {
    lines: Vec<String>,
    n: u64,
}

cormi::remote! {
    fn log_new() -> Box<Log> { Box::new(Log { lines: Vec::new(), n: 0 }) }
    #[oneway]
    fn log_push(this: &mut Log, s: String) { this.n += 1; this.lines.push(s); }
    fn log_add(this: &mut Log, s: String) -> u64 { this.n += 1; this.lines.push(s); this.n }
    fn log_len(this: &mut Log) -> u64 { this.lines.len() as u64 }
    fn log_n(this: &mut Log) -> u64 { this.n }
    fn log_set(this: &mut Log, n: u64) { this.n = n; }
}

const THREADS: u64 = 4;
const CALLS: u64 = 2000;

/// THREADS threads each make CALLS calls of `log_push` (one-way) or `log_add` on `l`.
fn hammer(l: Ref<Log>, oneway: bool) {
    let hs: Vec<_> = (0..THREADS)
        .map(|t| {
            std::thread::spawn(move || {
                for i in 0..CALLS {
                    if oneway {
                        invoke!(l, log_push, format!("t{t}-{i}")).expect("log_push");
                    } else {
                        invoke!(l, log_add, format!("t{t}-{i}")).expect("log_add");
                    }
                }
            })
        })
        .collect();
    for h in hs {
        h.join().unwrap();
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let want = THREADS * CALLS;
    for (node, oneway) in [(last, true), (0, false), (last, false)] {
        let l: Ref<Log> = create!(node, log_new).expect("log_new");
        hammer(l, oneway);
        let (len, n) = (invoke!(l, log_len).expect("log_len"), invoke!(l, log_n).expect("log_n"));
        assert_eq!((len, n), (want, want), "object on node {node}, one-way {oneway}");
    }
    // Read-modify-write under the monitor: the monitor and the object's own lock nest.
    for node in [0, last] {
        let c: Ref<Log> = create!(node, log_new).expect("log_new");
        let hs: Vec<_> = (0..THREADS)
            .map(|_| {
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        let _held = c.lock().expect("lock");
                        let v = invoke!(c, log_n).expect("get");
                        invoke!(c, log_set, v + 1).expect("set");
                    }
                })
            })
            .collect();
        for h in hs {
            h.join().unwrap();
        }
        assert_eq!(invoke!(c, log_n).expect("log_n"), THREADS * 200, "monitor on node {node}");
    }
    println!("race ok");
    cormi::finalize();
}
