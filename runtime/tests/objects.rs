//! Object table and remote references: creation runs a constructor on the target node,
//! methods run on the object there, references travel as plain u64s, release drops them.

mod common;
use common::*;
use cormi_rt::objects::{make_ref, ref_node, ref_object, NULL_REF};

#[test]
fn reference_packing() {
    let r = make_ref(3, 77);
    assert_eq!((ref_node(r), ref_object(r)), (Some(3), 77));
    assert_eq!(ref_node(NULL_REF), None);
    assert_ne!(make_ref(0, 0), NULL_REF, "node 0 itself is not the null reference");
}

#[test]
fn create_invoke_release_over_each_transport() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let r = nodes[0].create(1, COUNTER_NEW, &100u64.to_ne_bytes()).unwrap();
        assert_eq!(ref_node(r), Some(1), "{kind:?}: the object lives on node 1");
        assert_eq!(nodes[1].objects.len(), 1);
        let v = nodes[0].call(r, COUNTER_ADD, &5u64.to_ne_bytes()).unwrap();
        assert_eq!(u64_of(&v), 105);
        nodes[0].release(r).unwrap();
        assert!(nodes[1].objects.is_empty(), "{kind:?}: release dropped the object");
        let err = nodes[0].call(r, COUNTER_ADD, &1u64.to_ne_bytes()).unwrap_err();
        assert_eq!(err.status(), cormi_rt::error::status::NO_OBJECT, "{kind:?}: {err}");
        close(&nodes);
    }
}

#[test]
fn a_passed_reference_works_on_a_third_node_without_extra_messages() {
    let nodes = cluster(Kind::Inproc, 3, &config());
    let r = nodes[0].create(1, COUNTER_NEW, &0u64.to_ne_bytes()).unwrap();
    // Node 0 hands r to node 2 inside an ordinary message (here: the echo payload); node 2
    // uses it directly. Passing it recorded nothing on node 1.
    let passed = u64_of(&nodes[0].call(node_ref(2), ECHO, &r.to_ne_bytes()).unwrap());
    assert_eq!(passed, r);
    let v = nodes[2].call(passed, COUNTER_ADD, &7u64.to_ne_bytes()).unwrap();
    assert_eq!(u64_of(&v), 7);
    assert_eq!(nodes[1].objects.len(), 1);
    close(&nodes);
}

#[test]
fn local_lookup_of_own_objects() {
    let nodes = cluster(Kind::Inproc, 1, &config());
    let r = nodes[0].create(0, COUNTER_NEW, &9u64.to_ne_bytes()).unwrap();
    let p = nodes[0].objects.get(ref_object(r)).unwrap() as *const Counter;
    // SAFETY: COUNTER_NEW registered a live Box<Counter> under this id, and the node is open.
    assert_eq!(unsafe { (*p).value }, 9);
    assert_eq!(nodes[0].call(NULL_REF, ECHO, &[]).unwrap_err(), cormi_rt::Error::NullRef);
}

#[test]
fn a_call_through_a_site_of_another_self_type_is_refused_naming_both_types() {
    let mut registry = (*registry()).clone();
    assert!(registry.set_self_type(COUNTER_ADD, cormi_rt::objects::TypeName::from_ptr(c"Counter".as_ptr())));
    let nodes = cormi_rt::cluster::inproc_cluster(2, &config(), std::sync::Arc::new(registry)).unwrap();
    let mut cell = 7u64;
    let obj: *mut std::ffi::c_void = (&mut cell as *mut u64).cast();
    let typed = |name: &'static std::ffi::CStr| {
        let ty = cormi_rt::objects::TypeName::from_ptr(name.as_ptr());
        make_ref(1, nodes[1].objects.register_typed(obj, None, ty))
    };
    let cart = typed(c"Cart");
    let err = nodes[0].call(cart, COUNTER_ADD, &1u64.to_ne_bytes()).unwrap_err();
    assert_eq!(err.status(), cormi_rt::error::status::TYPE, "{err}");
    assert!(err.to_string().contains("self is of type Counter, but object 1 on node 1 is of type Cart"), "{err}");
    // Same type, or an untyped object: served.
    let counter = typed(c"Counter");
    assert_eq!(u64_of(&nodes[0].call(counter, COUNTER_ADD, &1u64.to_ne_bytes()).unwrap()), 8);
    let untyped = make_ref(1, nodes[1].objects.register(obj, None));
    assert_eq!(u64_of(&nodes[0].call(untyped, COUNTER_ADD, &1u64.to_ne_bytes()).unwrap()), 9);
    close(&nodes);
}
