//! A queue object hands out tasks (a `Task` holds a `Vec<f64>`, sent from its type) to a
//! worker object, which sends back a `Done` of three numbers made from each task: the
//! numbers of a value the unmarshaler built hold no address of this node.
use cormi::{create, invoke, Ref};

pub struct Task {
    id: u64,
    data: Vec<f64>,
}

pub struct Done {
    id: u64,
    sum: f64,
    by: u64,
}

pub struct Queue {
    tasks: Vec<Task>,
    done: Vec<Done>,
}

pub struct Worker {
    rank: u64,
    did: u64,
}

fn data(id: u64) -> Vec<f64> {
    (0..id % 17).map(|x| x as f64 + id as f64).collect()
}

cormi::remote! {
    fn q_new() -> Box<Queue> { Box::new(Queue { tasks: Vec::new(), done: Vec::new() }) }
    fn q_push(this: &mut Queue, t: Task) { this.tasks.push(t); }
    fn q_pop(this: &mut Queue) -> Task {
        match this.tasks.pop() { Some(t) => t, None => Task { id: u64::MAX, data: Vec::new() } }
    }
    fn q_done(this: &mut Queue, d: Done) { this.done.push(d); }
    fn q_report(this: &mut Queue) -> Vec<f64> {
        this.done.iter().flat_map(|d| [d.id as f64, d.sum, d.by as f64]).collect()
    }
    fn w_new() -> Box<Worker> { Box::new(Worker { rank: cormi::rank() as u64, did: 0 }) }
    fn w_run(this: &mut Worker, q: Ref<Queue>) -> u64 {
        loop {
            let t = invoke!(q, q_pop).unwrap();
            if t.id == u64::MAX { return this.did; }
            let sum: f64 = t.data.iter().sum();
            this.did += 1;
            invoke!(q, q_done, Done { id: t.id, sum, by: this.rank }).unwrap();
        }
    }
}

fn main() {
    cormi::init();
    let n = cormi::nodes();
    const NT: u64 = 60;
    let q: Ref<Queue> = create!(1, q_new).unwrap();
    for id in 0..NT {
        invoke!(q, q_push, Task { id, data: data(id) }).unwrap();
    }
    let w: Ref<Worker> = create!(n - 1, w_new).unwrap();
    let did = invoke!(w, w_run, q).unwrap();
    let report = invoke!(q, q_report).unwrap();
    let mut seen = vec![0u32; NT as usize];
    let mut bad = 0;
    for d in report.chunks(3) {
        let id = d[0] as u64;
        if d[1] != data(id).iter().sum::<f64>() || d[2] != (n - 1) as f64 { bad += 1; }
        seen[id as usize] += 1;
    }
    cormi::finalize();
    if did == NT && bad == 0 && seen.iter().all(|&c| c == 1) {
        println!("work_queue ok");
    } else {
        println!("work_queue FAIL: did {did}, {bad} wrong, seen {seen:?}");
        std::process::exit(1);
    }
}
