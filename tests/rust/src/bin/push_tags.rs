//! A method that grows a received node's Vec<String> (push of a format!-built String,
//! so the buffer may get spare capacity) and returns the list: the reply carries each
//! node's grown vector.
use cormi::{create, invoke, Ref};

#[derive(Debug, PartialEq, Clone)]
pub struct Node {
    label: String,
    tags: Vec<String>,
    next: Option<Box<Node>>,
}

pub struct Svc {
    calls: u64,
}

fn tag(mut l: Option<Box<Node>>) -> Option<Box<Node>> {
    let mut cur = l.as_mut();
    let mut i = 0;
    while let Some(n) = cur {
        n.tags.push(format!("seen{i}"));
        i += 1;
        cur = n.next.as_mut();
    }
    l
}

cormi::remote! {
    fn svc_new() -> Box<Svc> { Box::new(Svc { calls: 0 }) }
    fn svc_tag(this: &mut Svc, l: Option<Box<Node>>) -> Option<Box<Node>> { this.calls += 1; tag(l) }
}

fn list(n: usize) -> Option<Box<Node>> {
    let mut l = None;
    for i in 0..n {
        let tags = (0..i % 3).map(|j| format!("t{j}")).collect();
        l = Some(Box::new(Node { label: format!("n{i}"), tags, next: l }));
    }
    l
}

fn main() -> Result<(), cormi::Error> {
    cormi::init();
    let s: Ref<Svc> = create!(cormi::nodes() - 1, svc_new)?;
    for len in [0usize, 1, 5, 40] {
        let got = invoke!(s, svc_tag, list(len))?;
        assert_eq!(got, tag(list(len)), "list of {len}");
    }
    println!("push_tags ok");
    cormi::finalize();
    Ok(())
}
