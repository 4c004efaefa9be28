//! Re-entrance under one-method-at-a-time objects: a method may call its own object
//! through a `Ref` on its own node (it runs on the same thread); a call back into an
//! object whose method waits for the call that calls back is refused with an error
//! (`CORMI_E_LOCK`), never a hang.
use cormi::{create, invoke, Ref};

pub struct Obj {
    n: u64,
}

cormi::remote! {
    fn obj_new() -> Box<Obj> { Box::new(Obj { n: 0 }) }
    fn obj_bump(this: &mut Obj) -> u64 { this.n += 1; this.n }
    // Calls `me` (this very object) twice from inside this method.
    fn obj_self_call(this: &mut Obj, me: Ref<Obj>) -> u64 {
        this.n += 10;
        invoke!(me, obj_bump).expect("the call of its own object");
        invoke!(me, obj_bump).expect("the call of its own object")
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
        assert_eq!(invoke!(a, obj_self_call, a).expect("self call"), 12, "node {node}");
    }
    let a: Ref<Obj> = create!(last, obj_new).expect("a");
    let b: Ref<Obj> = create!(0, obj_new).expect("b");
    // a (last node) -> b (node 0) -> a: refused; b (node 0) -> a (last node) -> b: refused.
    assert_eq!(invoke!(a, obj_via, a, b).expect("via b"), E_LOCK);
    assert_eq!(invoke!(b, obj_via, b, a).expect("via a"), E_LOCK);
    // Both objects serve as before; the refused bumps did not run.
    assert_eq!(invoke!(a, obj_bump).expect("a"), 1000 + 100 + 1);
    assert_eq!(invoke!(b, obj_bump).expect("b"), 100 + 1000 + 1);
    println!("reenter ok");
    cormi::finalize();
}
