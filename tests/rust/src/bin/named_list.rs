//! A Box list whose nodes hold a String built by format!: std's formatting writes each
//! String's buffer pointer where the String's debug info puts it, beside the node's next
//! pointer (the list was refused when the buffer could be at any offset). The serving
//! node checks the names and returns them joined.
use cormi::{create, invoke, Ref};

pub struct Node {
    name: String,
    next: Option<Box<Node>>,
}

pub struct Registry {
    lists: u32,
}

fn list(k: usize) -> Option<Box<Node>> {
    let mut h = None;
    for i in 0..k {
        h = Some(Box::new(Node { name: format!("n{i}-{k}"), next: h }));
    }
    h
}

fn names(mut l: &Option<Box<Node>>) -> Vec<String> {
    let mut v = Vec::new();
    while let Some(n) = l {
        v.push(n.name.clone());
        l = &n.next;
    }
    v
}

cormi::remote! {
    fn registry_new() -> Box<Registry> { Box::new(Registry { lists: 0 }) }
    fn registry_bytes(this: &mut Registry, l: Option<Box<Node>>) -> usize {
        this.lists += 1;
        names(&l).iter().map(|s| s.bytes().map(usize::from).sum::<usize>()).sum()
    }
    fn registry_join(this: &mut Registry, l: Option<Box<Node>>) -> String {
        this.lists += 1;
        names(&l).join(",")
    }
}

fn main() {
    cormi::init();
    let r: Ref<Registry> = create!(1, registry_new).expect("create");
    for k in 0..40 {
        let l = list(k);
        let want: usize = names(&l).iter().map(|s| s.bytes().map(usize::from).sum::<usize>()).sum();
        assert_eq!(invoke!(r, registry_bytes, l).expect("bytes"), want, "list of {k}");
    }
    let joined = invoke!(r, registry_join, list(4)).expect("join");
    assert_eq!(joined, "n3-4,n2-4,n1-4,n0-4");
    println!("named_list ok");
    cormi::finalize();
}
