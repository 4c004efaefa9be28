//! Re-entrance under one-method-at-a-time objects: a method that calls its own object
//! through a `Ref` gets an error (`CORMI_E_LOCK`: its `&mut self` is in use, the inner
//! call's writes could be lost), and so does a call back into an object whose method
//! waits for the call that calls back, also when the cycle closes with a call on the
//! object's own node; never a hang, and the refused calls do not run. A one-way call back
//! is never refused: it runs before any call made after the waiting method returned.
use cormi::{create, invoke, Ref};

pub struct Obj {
    n: u64,
}

cormi::remote! {
    fn obj_new() -> Box<Obj> { Box::new(Obj { n: 0 }) }
    fn obj_bump(this: &mut Obj) -> u64 { this.n += 1; this.n }
    // Calls `me` (this very object) from inside this method: the status of that call.
    fn obj_self_call(this: &mut Obj, me: Ref<Obj>) -> i64 {
        this.n += 10;
        let status = match invoke!(me, obj_bump) { Ok(_) => 0, Err(e) => e.status() as i64 };
        this.n += 100;
        status
    }
    // Asks `via` to have `last` call back into `me` (this object) while this method waits.
    fn obj_chain(this: &mut Obj, me: Ref<Obj>, via: Ref<Obj>, last: Ref<Obj>) -> i64 {
        this.n += 10_000;
        invoke!(via, obj_relay, last, me).expect("the call of the relay")
    }
    #[oneway]
    fn obj_add(this: &mut Obj, k: u64) { this.n += k; }
    fn obj_get(this: &mut Obj) -> u64 { this.n }
    // Asks `other` to make a one-way call back into `me` (this object) while this method
    // waits: it runs once this method has returned (a one-way call is never refused).
    fn obj_oneway_via(this: &mut Obj, me: Ref<Obj>, other: Ref<Obj>) -> u64 {
        this.n += 1;
        invoke!(other, obj_oneway_back, me).expect("the call of the other object")
    }
    fn obj_oneway_back(this: &mut Obj, back: Ref<Obj>) -> u64 {
        invoke!(back, obj_add, 100).expect("the one-way call back");
        this.n
    }
    fn obj_relay(this: &mut Obj, last: Ref<Obj>, target: Ref<Obj>) -> i64 {
        this.n += 10_000;
        invoke!(last, obj_call_back, target).expect("the call of the last hop")
    }
    // Asks `other` to call back into `me` (this object) while this method waits.
    fn obj_via(this: &mut Obj, me: Ref<Obj>, other: Ref<Obj>) -> i64 {
        this.n += 100;
        invoke!(other, obj_call_back, me).expect("the call of the other object")
    }
    // The status of a call of `r`'s `obj_bump`: 0 or the error's code.
    fn obj_call_back(this: &mut Obj, r: Ref<Obj>) -> i64 {
        this.n += 1000;
        match invoke!(r, obj_bump) { Ok(_) => 0, Err(e) => e.status() as i64 }
    }
}

/// CORMI_E_LOCK (cormi_rt.h).
const E_LOCK: i64 = 13;

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    for node in [0, last] {
        let a: Ref<Obj> = create!(node, obj_new).expect("obj_new");
        assert_eq!(invoke!(a, obj_self_call, a).expect("self call"), E_LOCK, "node {node}");
        // The refused call did not run; the object serves as before.
        assert_eq!(invoke!(a, obj_bump).expect("bump"), 111, "node {node}");
    }
    let a: Ref<Obj> = create!(last, obj_new).expect("a");
    let b: Ref<Obj> = create!(0, obj_new).expect("b");
    // a (last node) -> b (node 0) -> a: refused; b (node 0) -> a (last node) -> b: refused.
    assert_eq!(invoke!(a, obj_via, a, b).expect("via b"), E_LOCK);
    assert_eq!(invoke!(b, obj_via, b, a).expect("via a"), E_LOCK);
    // Both objects serve as before; the refused bumps did not run.
    assert_eq!(invoke!(a, obj_bump).expect("a"), 1000 + 100 + 1);
    assert_eq!(invoke!(b, obj_bump).expect("b"), 100 + 1000 + 1);
    // a (last node) -> b (node 0) -> c (a's node) -> a, a call on a's own node: refused.
    let c: Ref<Obj> = create!(last, obj_new).expect("c");
    assert_eq!(invoke!(a, obj_chain, a, b, c).expect("chain"), E_LOCK);
    assert_eq!(invoke!(a, obj_bump).expect("a after the chain"), 1000 + 100 + 1 + 10_000 + 1);
    // A one-way call back into the waiting object runs after its method and before any
    // call made after that method returned: from another node (read before the reply),
    // and from the object's own node (deferred until the method leaves the object).
    for other_node in [0, last] {
        let d: Ref<Obj> = create!(last, obj_new).expect("d");
        let other: Ref<Obj> = create!(other_node, obj_new).expect("other");
        for round in 1..=20u64 {
            invoke!(d, obj_oneway_via, d, other).expect("oneway via");
            assert_eq!(invoke!(d, obj_get).expect("get"), 101 * round, "the one-way call back from node {other_node} ran before the next call");
        }
    }
    println!("reenter ok");
    cormi::finalize();
}
