// A queue on one node hands out tasks (`Task`, with a `Vec<f64>`, sent from its type) to a
// worker method, which sends back a `Done` of three numbers made from each task; an
// unrelated tagged box escapes into foreign code.
include!("markers.rs");

pub struct Task {
    pub id: u64,
    pub data: Vec<f64>,
}

pub struct Done {
    pub id: u64,
    pub sum: f64,
    pub by: u64,
}

pub struct Queue {
    tasks: Vec<Task>,
    done: Vec<Done>,
}

pub struct Worker {
    rank: u64,
    did: u64,
}

pub fn q_push(this: &mut Queue, t: Task) {
    this.tasks.push(t);
}

pub fn q_pop(this: &mut Queue) -> Task {
    match this.tasks.pop() {
        Some(t) => t,
        None => Task { id: u64::MAX, data: Vec::new() },
    }
}

pub fn q_done(this: &mut Queue, d: Done) {
    this.done.push(d);
}

pub fn w_run(this: &mut Worker, q: u64) -> u64 {
    loop {
        // SAFETY: never run: the cormi pass replaces the calls through the marker's result.
        let t = unsafe {
            let pop: unsafe fn(*mut Queue) -> Task = std::mem::transmute(__cormi_remote_method(q, q_pop as *const c_void));
            pop(std::ptr::null_mut())
        };
        if t.id == u64::MAX {
            return this.did;
        }
        let sum: f64 = t.data.iter().sum();
        this.did += 1;
        // SAFETY: as above.
        unsafe {
            let done: unsafe fn(*mut Queue, Done) = std::mem::transmute(__cormi_remote_method(q, q_done as *const c_void));
            done(std::ptr::null_mut(), Done { id: t.id, sum, by: this.rank });
        }
    }
}

pub fn client(q: u64, n: u64) {
    for id in 0..n {
        // SAFETY: never run: the cormi pass replaces the call through the marker's result.
        unsafe {
            let push: unsafe fn(*mut Queue, Task) = std::mem::transmute(__cormi_remote_method(q, q_push as *const c_void));
            push(std::ptr::null_mut(), Task { id, data: (0..id % 17).map(|x| x as f64).collect() });
        }
    }
}

extern "C" {
    fn register(p: *mut u64);
}

/// A tagged pointer: the box's address as an integer, turned back into a pointer and
/// handed to foreign code (the box escapes).
pub fn tagged(v: u64) -> u64 {
    let a = Box::into_raw(Box::new(v)) as usize | std::hint::black_box(v as usize & 1);
    let p = (a & !1) as *mut u64;
    // SAFETY: `p` is the box's address; `register` keeps it.
    unsafe {
        register(p);
        *p
    }
}
