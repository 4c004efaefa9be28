//! Shared test fixtures: a small program (dispatch table of server functions written as
//! `extern "C"` functions over the C cursor/buffer structs) and cluster builders.
// Each test binary includes this module and uses only some of its fixtures.
#![allow(dead_code)]

use cormi_rt::cluster;
use cormi_rt::ffi::{cormi_in, cormi_out, cormi_out_append, cormi_out_u64};
use cormi_rt::objects::{make_ref, ref_object};
use cormi_rt::{Config, Node, Registry};
use std::ffi::c_void;
use std::sync::Arc;
use std::time::Duration;

pub const BUILD: u64 = 0xC0FFEE;
pub const ECHO: u32 = 1;
pub const ADD: u32 = 2;
pub const SLEEP_MS: u32 = 3;
pub const FAILS: u32 = 4;
pub const NEEDS_U64: u32 = 5;
pub const PANICS: u32 = 6;
pub const COUNTER_NEW: u32 = 10;
pub const COUNTER_ADD: u32 = 11;
pub const CALL_BACK: u32 = 20;
pub const CHAIN: u32 = 21;
pub const QUEUE_PUT: u32 = 30;
pub const QUEUE_TAKE: u32 = 31;
pub const RECORD: u32 = 40;
pub const RECORDED: u32 = 41;
pub const GATE_WAIT: u32 = 42;
pub const GATE_OPEN: u32 = 43;
pub const UNKNOWN: u32 = 999;

/// A remote object for the object-table tests.
pub struct Counter {
    pub value: u64,
}

/// The unread rest of the arguments, consumed.
///
/// # Safety
/// `args` is valid and satisfies `cormi_in`'s invariant; the slice must not outlive the call
/// whose message it borrows (the `'static` is the caller's promise).
unsafe fn rest(args: *mut cormi_in) -> &'static [u8] {
    let a = &mut *args;
    let s = std::slice::from_raw_parts(a.data.add(a.pos), a.len - a.pos);
    a.pos = a.len;
    s
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn echo(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let bytes = rest(args);
    cormi_out_append(reply, bytes.as_ptr().cast(), bytes.len());
    0
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn add(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let a = (*args).u64();
    let b = (*args).u64();
    cormi_out_u64(reply, a.wrapping_add(b));
    0
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn sleep_ms(args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    std::thread::sleep(Duration::from_millis((*args).u64()));
    0
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn fails(_args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    42
}

/// A server function that panics and unwinds out (a Rust method built with
/// `panic = "unwind"`); registered as a `ServerFn`, whose ABI is the same.
extern "C-unwind" fn panics(_args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    panic!("a remote method panicked on purpose");
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn needs_u64(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let v = (*args).u64();
    cormi_out_u64(reply, v);
    0
}

/// # Safety
/// The object table's release function: `p` came from `Box::into_raw` in `counter_new` and
/// is released once.
unsafe extern "C" fn free_counter(p: *mut c_void) {
    drop(Box::from_raw(p as *mut Counter));
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn counter_new(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let start = (*args).u64();
    let obj = Box::into_raw(Box::new(Counter { value: start }));
    let r = cormi_rt::capi::cormi_object_register(obj.cast(), Some(free_counter));
    cormi_out_u64(reply, r);
    0
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call
/// and `s` the live `Counter` the call targets.
unsafe extern "C" fn counter_add(args: *mut cormi_in, reply: *mut cormi_out, s: *mut c_void) -> i32 {
    let c = &mut *(s as *mut Counter);
    c.value += (*args).u64();
    cormi_out_u64(reply, c.value);
    0
}

/// Calls ECHO on the node named in the arguments (a remote call made by a server
/// function, e.g. back to its caller) and returns what came back.
///
/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn call_back(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let target = (*args).u64();
    let value = (*args).u64();
    let node = cormi_rt::node::current().expect("server functions run on a node");
    match node.call(target, ECHO, &value.to_ne_bytes()) {
        Ok(bytes) => {
            cormi_out_append(reply, bytes.as_ptr().cast(), bytes.len());
            0
        }
        Err(e) => e.status(),
    }
}

/// Follows a chain of hops: the arguments list the nodes still to visit; each hop calls
/// the next one and replies with the number of hops below it.
///
/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn chain(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let hops = rest(args).to_vec();
    if hops.is_empty() {
        cormi_out_u64(reply, 0);
        return 0;
    }
    let next = u64_of(&hops[..8]);
    let node = cormi_rt::node::current().expect("server functions run on a node");
    match node.call(next, CHAIN, &hops[8..]) {
        Ok(bytes) => {
            cormi_out_u64(reply, u64_of(&bytes) + 1);
            0
        }
        Err(e) => e.status(),
    }
}

/// A blocking queue shared by the server functions QUEUE_PUT and QUEUE_TAKE (take waits
/// on a condition variable, outside the runtime, until something is put).
static QUEUE: std::sync::Mutex<Vec<u64>> = std::sync::Mutex::new(Vec::new());
static QUEUE_CV: std::sync::Condvar = std::sync::Condvar::new();

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn queue_put(args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    QUEUE.lock().unwrap().push((*args).u64());
    QUEUE_CV.notify_all();
    0
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn queue_take(_args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let mut q = QUEUE.lock().unwrap();
    while q.is_empty() {
        q = QUEUE_CV.wait(q).unwrap();
    }
    cormi_out_u64(reply, q.remove(0));
    0
}

/// Logs of RECORD calls by log id: the values in the order the calls ran, and whether
/// two calls of one log ever ran at the same time.
#[derive(Default)]
struct Log {
    values: Vec<u64>,
    running: usize,
    overlapped: bool,
}
static LOGS: std::sync::Mutex<Vec<(u64, Log)>> = std::sync::Mutex::new(Vec::new());

fn with_log<R>(id: u64, f: impl FnOnce(&mut Log) -> R) -> R {
    let mut logs = LOGS.lock().unwrap();
    let i = match logs.iter().position(|(k, _)| *k == id) {
        Some(i) => i,
        None => {
            logs.push((id, Log::default()));
            logs.len() - 1
        }
    };
    f(&mut logs[i].1)
}

/// RECORD(log, value, sleep_ms): appends `value` to the log after sleeping, noting any
/// overlap with another RECORD of the same log.
///
/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn record(args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let (log, value, sleep) = ((*args).u64(), (*args).u64(), (*args).u64());
    with_log(log, |l| {
        l.overlapped |= l.running > 0;
        l.running += 1;
    });
    std::thread::sleep(Duration::from_millis(sleep));
    with_log(log, |l| {
        l.running -= 1;
        l.values.push(value);
    });
    0
}

/// RECORDED(log): replies [overlapped as u64, values...].
///
/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn recorded(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let log = (*args).u64();
    let (overlapped, values) = with_log(log, |l| (l.overlapped, l.values.clone()));
    cormi_out_u64(reply, overlapped as u64);
    for v in values {
        cormi_out_u64(reply, v);
    }
    0
}

/// Gates opened by GATE_OPEN(gate); GATE_WAIT(gate, log) blocks (at most 20 s) until its
/// gate is open, then appends the gate to RECORD log `log`.
static GATES: std::sync::Mutex<Vec<u64>> = std::sync::Mutex::new(Vec::new());
static GATES_CV: std::sync::Condvar = std::sync::Condvar::new();

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn gate_wait(args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let (gate, log) = ((*args).u64(), (*args).u64());
    let open = GATES.lock().unwrap();
    let (open, timeout) = GATES_CV.wait_timeout_while(open, Duration::from_secs(20), |g| !g.contains(&gate)).unwrap();
    drop(open);
    if timeout.timed_out() {
        return 1;
    }
    with_log(log, |l| l.values.push(gate));
    0
}

/// # Safety
/// A `ServerFn` that the runtime's dispatch calls with `args` and `reply` valid for the call.
unsafe extern "C" fn gate_open(args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    GATES.lock().unwrap().push((*args).u64());
    GATES_CV.notify_all();
    0
}

/// The reply of RECORDED: (overlapped, values).
pub fn recorded_of(reply: &[u8]) -> (bool, Vec<u64>) {
    let words: Vec<u64> = reply.chunks(8).map(u64_of).collect();
    (words[0] != 0, words[1..].to_vec())
}

/// Arguments of a call: the words in order.
pub fn words(ws: &[u64]) -> Vec<u8> {
    ws.iter().flat_map(|w| w.to_ne_bytes()).collect()
}

/// A log or gate id no other test uses.
pub fn fresh_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The arguments of a CHAIN call visiting `ranks` in order.
pub fn chain_args(ranks: &[usize]) -> Vec<u8> {
    ranks.iter().flat_map(|&r| node_ref(r).to_ne_bytes()).collect()
}

/// The test program's dispatch table with build id `build`.
pub fn registry_with_build(build: u64) -> Arc<Registry> {
    let mut r = Registry::new(build);
    r.add(ECHO, echo, std::ptr::null());
    r.add(ADD, add, std::ptr::null());
    r.add(SLEEP_MS, sleep_ms, std::ptr::null());
    r.add(FAILS, fails, c"fails at test.c:4".as_ptr());
    r.add(NEEDS_U64, needs_u64, std::ptr::null());
    // SAFETY: same calling convention; the dispatch catches the unwind.
    r.add(
        PANICS,
        unsafe { std::mem::transmute::<extern "C-unwind" fn(*mut cormi_in, *mut cormi_out, *mut c_void) -> i32, cormi_rt::registry::ServerFn>(panics) },
        std::ptr::null(),
    );
    r.add(COUNTER_NEW, counter_new, std::ptr::null());
    r.add(COUNTER_ADD, counter_add, std::ptr::null());
    r.add(CALL_BACK, call_back, std::ptr::null());
    r.add(CHAIN, chain, std::ptr::null());
    r.add(QUEUE_PUT, queue_put, std::ptr::null());
    r.add(QUEUE_TAKE, queue_take, std::ptr::null());
    r.add(RECORD, record, std::ptr::null());
    r.add(RECORDED, recorded, std::ptr::null());
    r.add(GATE_WAIT, gate_wait, std::ptr::null());
    r.add(GATE_OPEN, gate_open, std::ptr::null());
    Arc::new(r)
}

pub fn registry() -> Arc<Registry> {
    registry_with_build(BUILD)
}

pub fn config() -> Config {
    Config { call_timeout: Some(Duration::from_secs(20)), connect_timeout: Duration::from_secs(5), ..Config::default() }
}

/// The transports every behaviour is checked over.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    Inproc,
    Tcp,
    Shm,
}

pub const KINDS: [Kind; 3] = [Kind::Inproc, Kind::Tcp, Kind::Shm];

/// `n` connected nodes over `kind`.
pub fn cluster(kind: Kind, n: usize, config: &Config) -> Vec<Arc<Node>> {
    match kind {
        Kind::Inproc => cluster::inproc_cluster(n, config, registry()).unwrap(),
        Kind::Tcp => cluster::tcp_local_cluster(n, config, registry()).unwrap(),
        Kind::Shm => cluster::shm_local_cluster(n, config, registry()).unwrap(),
    }
}

/// Closes every node.
pub fn close(nodes: &[Arc<Node>]) {
    for n in nodes {
        n.close();
    }
}

/// The node reference of rank `r` (target of node calls such as constructors).
pub fn node_ref(r: usize) -> u64 {
    make_ref(r, 0)
}

pub fn u64_of(bytes: &[u8]) -> u64 {
    u64::from_ne_bytes(bytes[..8].try_into().unwrap())
}

pub fn add_args(a: u64, b: u64) -> Vec<u8> {
    let mut v = a.to_ne_bytes().to_vec();
    v.extend_from_slice(&b.to_ne_bytes());
    v
}

pub fn object_id(r: u64) -> u64 {
    ref_object(r)
}

/// The values RECORD appended to log `log` so far (read in this process: in-process and
/// local clusters share it).
pub fn log_values(log: u64) -> Vec<u64> {
    with_log(log, |l| l.values.clone())
}
