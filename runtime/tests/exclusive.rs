//! Exclusive methods (Rust programs, `exclusive.rs`): one method of an object runs at a
//! time whichever threads call it, on its own node and from others; a method may call its
//! own object again on its own thread; a call-back into an object whose method waits for
//! it fails with `CORMI_E_LOCK` instead of hanging; a call that waits for the lock obeys
//! the call timeout. The switch is process-wide, so these tests have their own binary.

use cormi_rt::error::{status, Error};
use cormi_rt::ffi::{cormi_in, cormi_out, cormi_out_append, cormi_out_u64};
use cormi_rt::{cluster, Config, Node, Registry};
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

const NEW: u32 = 1;
const BUMP: u32 = 2;
const CALL: u32 = 3;
const SEND_ONEWAY: u32 = 4;
const ONEWAY_THEN_CALL: u32 = 5;
const THREAD_ONEWAY: u32 = 6;
const GATE: u32 = 7;

/// An object that notices two of its methods running at once.
struct Slot {
    inside: AtomicBool,
    overlapped: AtomicBool,
    value: AtomicU64,
}

/// # Safety
/// The object table's release function for a `Slot` made by `new_slot`.
unsafe extern "C" fn free_slot(p: *mut c_void) {
    drop(Box::from_raw(p as *mut Slot));
}

/// # Safety
/// A `ServerFn`: `reply` valid for the call.
unsafe extern "C" fn new_slot(_args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let obj = Box::into_raw(Box::new(Slot { inside: AtomicBool::new(false), overlapped: AtomicBool::new(false), value: AtomicU64::new(0) }));
    cormi_out_u64(reply, cormi_rt::capi::cormi_object_register(obj.cast(), Some(free_slot)));
    0
}

/// BUMP(busy µs): marks the slot busy for a while, adds 1; replies (value, overlapped).
///
/// # Safety
/// A `ServerFn`: `args`, `reply` valid, `s` a live `Slot`.
unsafe extern "C" fn bump(args: *mut cormi_in, reply: *mut cormi_out, s: *mut c_void) -> i32 {
    let slot = &*(s as *const Slot);
    let busy = Duration::from_micros((*args).u64());
    if slot.inside.swap(true, Ordering::AcqRel) {
        slot.overlapped.store(true, Ordering::Release);
    }
    let start = Instant::now();
    while start.elapsed() < busy {
        std::hint::spin_loop();
    }
    let v = slot.value.load(Ordering::Relaxed) + 1;
    slot.value.store(v, Ordering::Relaxed);
    slot.inside.store(false, Ordering::Release);
    cormi_out_u64(reply, v);
    cormi_out_u64(reply, u64::from(slot.overlapped.load(Ordering::Acquire)));
    0
}

/// CALL(target, site, args...): a method that calls `site` on `target` from inside
/// itself; replies the inner call's status (0 or a `CORMI_E_*` code), then its reply.
///
/// # Safety
/// A `ServerFn`: `args`, `reply` valid.
unsafe extern "C" fn call(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let target = (*args).u64();
    let site = (*args).u64() as u32;
    let a = &mut *args;
    let rest = std::slice::from_raw_parts(a.data.add(a.pos), a.len - a.pos).to_vec();
    a.pos = a.len;
    let node = cormi_rt::node::current().expect("a served call has a node");
    let (code, inner) = match node.call(target, site, &rest) {
        Ok(r) => (0, r),
        Err(e) => (e.status(), Vec::new()),
    };
    cormi_out_append(reply, (code as u64).to_ne_bytes().as_ptr().cast(), 8);
    cormi_out_append(reply, inner.as_ptr().cast(), inner.len());
    0
}

/// SEND_ONEWAY(target, site, n, args...): a method that sends `n` one-way calls of
/// `site` with `args` to `target` and returns.
///
/// # Safety
/// A `ServerFn`: `args` valid.
unsafe extern "C" fn send_oneway(args: *mut cormi_in, _reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let target = (*args).u64();
    let site = (*args).u64() as u32;
    let n = (*args).u64();
    let a = &mut *args;
    let rest = std::slice::from_raw_parts(a.data.add(a.pos), a.len - a.pos).to_vec();
    a.pos = a.len;
    let node = cormi_rt::node::current().expect("a served call has a node");
    for _ in 0..n {
        if node.call_oneway(target, site, &rest).is_err() {
            return 1;
        }
    }
    0
}

/// ONEWAY_THEN_CALL(target, then): a method that sends one one-way BUMP(0) to `target`,
/// then calls BUMP(0) on `then` and waits for it; replies that call's status.
///
/// # Safety
/// A `ServerFn`: `args`, `reply` valid.
unsafe extern "C" fn oneway_then_call(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let target = (*args).u64();
    let then = (*args).u64();
    let node = cormi_rt::node::current().expect("a served call has a node");
    let zero = 0u64.to_ne_bytes();
    let code = match node.call_oneway(target, BUMP, &zero).and_then(|()| node.call(then, BUMP, &zero)) {
        Ok(_) => 0,
        Err(e) => e.status(),
    };
    cormi_out_u64(reply, code as u64);
    0
}

/// THREAD_ONEWAY(target, n): a method that starts a thread, which sends `n` one-way
/// BUMP(0) calls to `target`, and joins it; replies how many of them failed.
///
/// # Safety
/// A `ServerFn`: `args`, `reply` valid.
unsafe extern "C" fn thread_oneway(args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let target = (*args).u64();
    let n = (*args).u64();
    let node = cormi_rt::node::current().expect("a served call has a node");
    let failed = std::thread::spawn(move || (0..n).filter(|_| node.call_oneway(target, BUMP, &0u64.to_ne_bytes()).is_err()).count()).join().unwrap();
    cormi_out_u64(reply, failed as u64);
    0
}

/// The states of the gates GATE methods wait at (by number): closed, entered, open.
static GATES: Mutex<[u8; 8]> = Mutex::new([0; 8]);
/// A gate was entered or opened.
static GATE_MOVED: Condvar = Condvar::new();
const ENTERED: u8 = 1;
const OPEN: u8 = 2;

/// Waits until gate `g`'s state is at least `state` (at most 20 s); true when it is.
fn gate_reaches(g: usize, state: u8) -> bool {
    let gates = GATES.lock().unwrap();
    let (gates, _) = GATE_MOVED.wait_timeout_while(gates, Duration::from_secs(20), |s| s[g] < state).unwrap();
    gates[g] >= state
}

/// Sets gate `g`'s state to at least `state`.
fn move_gate(g: usize, state: u8) {
    let mut gates = GATES.lock().unwrap();
    gates[g] = gates[g].max(state);
    GATE_MOVED.notify_all();
}

/// GATE(g): a method that marks gate `g` entered, waits until the test opens it, adds 1;
/// replies the value.
///
/// # Safety
/// A `ServerFn`: `args`, `reply` valid, `s` a live `Slot`.
unsafe extern "C" fn gate(args: *mut cormi_in, reply: *mut cormi_out, s: *mut c_void) -> i32 {
    let slot = &*(s as *const Slot);
    let g = (*args).u64() as usize;
    move_gate(g, ENTERED);
    if !gate_reaches(g, OPEN) {
        return 1;
    }
    cormi_out_u64(reply, slot.value.fetch_add(1, Ordering::AcqRel) + 1);
    0
}

fn registry() -> Arc<Registry> {
    let mut r = Registry::new(0xE8C1);
    r.add(NEW, new_slot, std::ptr::null());
    r.add(BUMP, bump, std::ptr::null());
    r.add(CALL, call, std::ptr::null());
    r.add(SEND_ONEWAY, send_oneway, std::ptr::null());
    r.add(ONEWAY_THEN_CALL, oneway_then_call, std::ptr::null());
    r.add(THREAD_ONEWAY, thread_oneway, std::ptr::null());
    r.add(GATE, gate, std::ptr::null());
    Arc::new(r)
}

fn cluster_of(n: usize, timeout: Duration) -> Vec<Arc<Node>> {
    cormi_rt::exclusive::enable();
    let config = Config { call_timeout: Some(timeout), connect_timeout: Duration::from_secs(5), ..Config::default() };
    cluster::shm_local_cluster(n, &config, registry()).unwrap()
}

fn u64_at(bytes: &[u8], i: usize) -> u64 {
    u64::from_ne_bytes(bytes[i * 8..i * 8 + 8].try_into().unwrap())
}

fn words(ws: &[u64]) -> Vec<u8> {
    ws.iter().flat_map(|w| w.to_ne_bytes()).collect()
}

fn close(nodes: &[Arc<Node>]) {
    for n in nodes {
        n.close();
    }
}

/// 4 threads of node 0 call one object's method 300 times each (`oneway`: one-way
/// calls); some calls are long enough for the owner to start more readers or lane
/// workers meanwhile: no two ran at once.
fn calls_of_threads_do_not_overlap(owner: usize, oneway: bool) {
    let nodes = cluster_of(2, Duration::from_secs(20));
    let obj = nodes[0].create(owner, NEW, &[]).unwrap();
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let node = nodes[0].clone();
            std::thread::spawn(move || {
                for i in 0..300 {
                    let busy = words(&[if i % 30 == 0 { 15_000 } else { 20 }]);
                    if oneway {
                        node.call_oneway(obj, BUMP, &busy).unwrap();
                    } else {
                        node.call(obj, BUMP, &busy).unwrap();
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    // One-way calls of other threads are not ordered before this call: wait for them.
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut last = nodes[0].call(obj, BUMP, &words(&[0])).unwrap();
    while oneway && u64_at(&last, 0) < 1201 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        last = nodes[0].call(obj, BUMP, &words(&[0])).unwrap();
    }
    assert_eq!(u64_at(&last, 1), 0, "methods of one object on node {owner} ran at the same time");
    assert!(u64_at(&last, 0) >= 1201, "node {owner}: calls lost");
    close(&nodes);
}

#[test]
fn calls_from_several_threads_on_an_object_of_another_node_run_one_at_a_time() {
    calls_of_threads_do_not_overlap(1, false);
}

#[test]
fn one_way_calls_from_several_threads_on_an_object_of_another_node_run_one_at_a_time() {
    calls_of_threads_do_not_overlap(1, true);
}

#[test]
fn calls_from_several_threads_on_an_object_of_the_callers_node_run_one_at_a_time() {
    calls_of_threads_do_not_overlap(0, false);
}

#[test]
fn a_method_calling_its_own_object_is_refused() {
    // Its `&mut self` is live: an inner call's writes could be lost to the outer method.
    let nodes = cluster_of(2, Duration::from_secs(20));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let mut args = words(&[a, BUMP as u64]);
    args.extend(words(&[0]));
    let start = Instant::now();
    let r = nodes[0].call(a, CALL, &args).unwrap();
    assert!(start.elapsed() < Duration::from_secs(10), "the call of its own object waited");
    assert_eq!(u64_at(&r, 0), status::LOCK as u64, "the inner call on its own object");
    close(&nodes);
}

/// Node 0 calls `outer.call(inner_obj.call(outer.bump))`: the innermost call comes back
/// to `outer`, whose method waits for it. Returns (status of outer's call, status of the
/// call back).
fn call_back(nodes: &[Arc<Node>], outer: u64, inner_obj: u64) -> (u64, u64) {
    let mut args = words(&[inner_obj, CALL as u64]);
    args.extend(words(&[outer, BUMP as u64, 0]));
    let start = Instant::now();
    let r = nodes[0].call(outer, CALL, &args).unwrap();
    assert!(start.elapsed() < Duration::from_secs(10), "the call-back waited");
    (u64_at(&r, 0), u64_at(&r, 1))
}

#[test]
fn a_call_back_from_another_node_into_an_object_whose_method_waits_for_it_fails_instead_of_hanging() {
    let nodes = cluster_of(3, Duration::from_secs(20));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let b = nodes[0].create(0, NEW, &[]).unwrap();
    let c = nodes[0].create(2, NEW, &[]).unwrap();
    for (outer, inner, what) in [(a, b, "A on node 1 via B on node 0"), (b, a, "B on node 0 via A on node 1"), (a, c, "A on node 1 via C on node 2")] {
        let (first, back) = call_back(&nodes, outer, inner);
        assert_eq!(first, 0, "{what}: the outer method's own call succeeds");
        assert_eq!(back, status::LOCK as u64, "{what}: the call-back is refused with CORMI_E_LOCK");
    }
    // The objects serve as before afterwards.
    assert_eq!(u64_at(&nodes[0].call(a, BUMP, &words(&[0])).unwrap(), 1), 0);
    close(&nodes);
}

#[test]
fn the_refusal_keeps_its_reason_across_the_wire() {
    let e = Error::from_reply(status::LOCK, "object 1 on node 1: its method waits".into(), 1, 0, 1);
    assert!(matches!(e, Error::Reentrant(_)), "{e:?}");
    assert_eq!(Error::from_reply(status::LOCK, Error::Lock.to_string(), 1, 0, 1), Error::Lock);
}

#[test]
fn a_call_waiting_for_a_busy_object_obeys_the_call_timeout() {
    let nodes = cluster_of(2, Duration::from_millis(400));
    let obj = nodes[0].create(0, NEW, &[]).unwrap();
    let busy = {
        let node = nodes[0].clone();
        std::thread::spawn(move || node.call(obj, BUMP, &words(&[1_500_000])))
    };
    std::thread::sleep(Duration::from_millis(100));
    let start = Instant::now();
    let r = nodes[0].call(obj, BUMP, &words(&[0]));
    assert!(matches!(r, Err(Error::Timeout { .. })), "{r:?}");
    assert!(start.elapsed() < Duration::from_millis(1300), "waited past the call timeout");
    busy.join().unwrap().unwrap();
    close(&nodes);
}

#[test]
fn a_release_waits_for_the_running_method_and_later_calls_are_refused() {
    let nodes = cluster_of(2, Duration::from_secs(20));
    let obj = nodes[0].create(1, NEW, &[]).unwrap();
    let start = Instant::now();
    let busy = {
        let node = nodes[0].clone();
        std::thread::spawn(move || node.call(obj, BUMP, &words(&[300_000])))
    };
    std::thread::sleep(Duration::from_millis(50));
    nodes[0].release(obj).unwrap();
    assert!(start.elapsed() >= Duration::from_millis(290), "the object was released while its method ran");
    busy.join().unwrap().unwrap();
    assert!(matches!(nodes[0].call(obj, BUMP, &words(&[0])), Err(Error::NoObject { .. })));
    close(&nodes);
}

/// One-way calls that a method on another node sends into object A while A's method
/// (which called it) waits, run before the next call main makes on A once A's method
/// returned: they were sent before that call (causal order), and they wait for A's lock
/// ahead of it (they were read first). The other node is a third one, or main's own
/// (there main's waiting thread serves the method). The method sending them is a method
/// of an object B (it holds B's lock while it sends).
fn one_way_calls_into_a_busy_object_run_first(sender: usize) {
    let nodes = cluster_of(3, Duration::from_secs(20));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let b = nodes[0].create(sender, NEW, &[]).unwrap();
    let mut expected = 0;
    for round in 0..40 {
        let inner = words(&[a, BUMP as u64, 5, 0]);
        let mut args = words(&[b, SEND_ONEWAY as u64]);
        args.extend_from_slice(&inner);
        let r = nodes[0].call(a, CALL, &args).unwrap();
        assert_eq!(u64_at(&r, 0), 0, "round {round}: the inner call failed");
        expected += 5 + 1;
        let got = u64_at(&nodes[0].call(a, BUMP, &0u64.to_ne_bytes()).unwrap(), 0);
        assert_eq!(got, expected, "round {round}: a call main made after the method returned ran before one-way calls sent before it");
    }
    close(&nodes);
}

#[test]
fn one_way_calls_sent_into_a_busy_object_from_a_third_node_run_before_later_calls_it_caused() {
    one_way_calls_into_a_busy_object_run_first(2);
}

#[test]
fn one_way_calls_sent_into_a_busy_object_from_the_callers_node_run_before_later_calls_it_caused() {
    one_way_calls_into_a_busy_object_run_first(0);
}

/// A one-way call back into an object whose method waits for the caller, when the caller
/// is on the object's own node (the call runs on the method's thread): it is deferred
/// until the method returns and runs before the method's reply, as a one-way call sent
/// from another node does (not refused as the method calling its own object).
#[test]
fn a_one_way_call_back_from_the_objects_own_node_runs_before_the_method_returns() {
    let nodes = cluster_of(2, Duration::from_secs(20));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let mut expected = 0;
    for round in 0..5 {
        let inner = words(&[a, BUMP as u64, 3, 0]);
        let mut args = words(&[cormi_rt::objects::make_ref(1, 0), SEND_ONEWAY as u64]);
        args.extend_from_slice(&inner);
        let r = nodes[0].call(a, CALL, &args).unwrap();
        assert_eq!(u64_at(&r, 0), 0, "round {round}: the one-way calls back were refused");
        expected += 3 + 1;
        let got = u64_at(&nodes[0].call(a, BUMP, &0u64.to_ne_bytes()).unwrap(), 0);
        assert_eq!(got, expected, "round {round}: the deferred one-way calls did not all run before the method's reply");
    }
    close(&nodes);
}

/// A method of A (node 1) calls B, whose method sends a one-way call back into A and then
/// calls another object D on A's node, on the same lane: the one-way call waits for A
/// (its method waits for B) aside, so the call to D is served, B returns, A's method
/// returns, and the one-way call runs before main's next call of A. Before, D's call
/// waited behind it until the call timeout, and the one-way call was dropped.
fn one_way_call_back_then_a_call_to_its_node(b_node: usize) {
    let nodes = cluster_of(3, Duration::from_secs(3));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let d = nodes[0].create(1, NEW, &[]).unwrap();
    let b = nodes[0].create(b_node, NEW, &[]).unwrap();
    let mut expected = 0;
    for round in 0..5 {
        let r = nodes[0].call(a, CALL, &words(&[b, ONEWAY_THEN_CALL as u64, a, d])).unwrap();
        assert_eq!(u64_at(&r, 0), 0, "round {round}: the call of B failed");
        assert_eq!(u64_at(&r, 1), 0, "round {round}: B's call of D failed (it waited behind the one-way call into A)");
        expected += 1 + 1;
        let got = u64_at(&nodes[0].call(a, BUMP, &0u64.to_ne_bytes()).unwrap(), 0);
        assert_eq!(got, expected, "round {round}: the one-way call into A did not run before main's next call of A");
    }
    close(&nodes);
}

#[test]
fn a_one_way_call_back_then_a_call_to_its_node_from_a_third_node_completes() {
    one_way_call_back_then_a_call_to_its_node(2);
}

#[test]
fn a_one_way_call_back_then_a_call_to_its_node_from_the_callers_node_completes() {
    one_way_call_back_then_a_call_to_its_node(0);
}

/// A (node 1) calls B (node `b_node`), B calls C (A's node), C sends one-way calls into A,
/// whose method waits: they are neither refused nor waited for by C (A waits for C);
/// they run once A's method returned, before main's next call of A.
fn one_way_calls_into_a_busy_object_from_its_own_node_through_another(b_node: usize) {
    let nodes = cluster_of(3, Duration::from_secs(3));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let c = nodes[0].create(1, NEW, &[]).unwrap();
    let b = nodes[0].create(b_node, NEW, &[]).unwrap();
    let mut expected = 0;
    for round in 0..5 {
        let r = nodes[0].call(a, CALL, &words(&[b, CALL as u64, c, SEND_ONEWAY as u64, a, BUMP as u64, 7, 0])).unwrap();
        assert_eq!((u64_at(&r, 0), u64_at(&r, 1)), (0, 0), "round {round}: the chain failed (B's status, C's status)");
        expected += 7 + 1;
        let got = u64_at(&nodes[0].call(a, BUMP, &0u64.to_ne_bytes()).unwrap(), 0);
        assert_eq!(got, expected, "round {round}: the one-way calls into A did not all run before main's next call of A");
    }
    close(&nodes);
}

#[test]
fn one_way_calls_into_a_busy_object_from_its_own_node_after_the_chain_left_it_run_after_its_method() {
    one_way_calls_into_a_busy_object_from_its_own_node_through_another(0);
}

#[test]
fn one_way_calls_into_a_busy_object_from_its_own_node_after_a_third_node_run_after_its_method() {
    one_way_calls_into_a_busy_object_from_its_own_node_through_another(2);
}

/// A method starts a thread that sends one-way calls into the method's own object and
/// joins it: the calls do not wait for the object (its method waits for the thread); they
/// run once the method returned, before the next call of the object.
#[test]
fn one_way_calls_from_a_thread_a_method_joins_into_its_object_run_after_the_method() {
    let nodes = cluster_of(2, Duration::from_secs(3));
    for owner in 0..2 {
        let s = nodes[0].create(owner, NEW, &[]).unwrap();
        let mut expected = 0;
        for n in [1u64, 50] {
            let r = nodes[0].call(s, THREAD_ONEWAY, &words(&[s, n])).unwrap();
            assert_eq!(u64_at(&r, 0), 0, "owner {owner}, {n} calls: some one-way calls failed (they waited for the object)");
            expected += n + 1;
            let got = u64_at(&nodes[0].call(s, BUMP, &0u64.to_ne_bytes()).unwrap(), 0);
            assert_eq!(got, expected, "owner {owner}, {n} calls: the one-way calls did not all run before the next call");
        }
    }
    close(&nodes);
}

/// One lane of node 0 sends one-way calls: A1 into a (its method waits at gate 0), B1
/// into b (waits at gate 1), B2 into b; once B1 runs, B3 into b. B1 and B2 were read
/// behind a call into another object, so they take their places in b's queue only when
/// served; B3 must not take one as it is read (ahead of B2's): B2 would wait behind B3,
/// which its lane serves after it. All run, in order, before main's next call of b.
/// Before, B2 waited behind B3's place until the call timeout and was dropped (main's
/// call read 3).
#[test]
fn a_one_way_call_read_behind_unplaced_calls_into_its_object_does_not_take_a_place_ahead_of_them() {
    let nodes = cluster_of(2, Duration::from_secs(3));
    let a = nodes[0].create(1, NEW, &[]).unwrap();
    let b = nodes[0].create(1, NEW, &[]).unwrap();
    let c = nodes[0].create(1, NEW, &[]).unwrap();
    nodes[0].call_oneway(a, GATE, &words(&[0])).unwrap();
    nodes[0].call_oneway(b, GATE, &words(&[1])).unwrap();
    nodes[0].call_oneway(b, BUMP, &words(&[0])).unwrap();
    assert!(gate_reaches(0, ENTERED), "A1 did not run");
    move_gate(0, OPEN);
    assert!(gate_reaches(1, ENTERED), "B1 did not run");
    nodes[0].call_oneway(b, BUMP, &words(&[0])).unwrap();
    // A call of another thread (another lane) read after B3: B3 was queued when it replies.
    let other = nodes[0].clone();
    std::thread::spawn(move || other.call(c, BUMP, &words(&[0])).unwrap()).join().unwrap();
    move_gate(1, OPEN);
    let got = u64_at(&nodes[0].call(b, BUMP, &words(&[0])).unwrap(), 0);
    assert_eq!(got, 4, "one-way calls into b were dropped (B2 waited behind the place B3 took as it was read)");
    close(&nodes);
}
