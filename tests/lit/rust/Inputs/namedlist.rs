// A Box list whose nodes hold a String built by format!: the String's buffer pointer
// lies where debug info says, beside the next pointer.
include!("markers.rs");

pub struct Node {
    pub name: String,
    pub next: Option<Box<Node>>,
}

pub struct Archive {
    count: usize,
}

pub fn list(k: usize) -> Option<Box<Node>> {
    let mut h = None;
    for i in 0..k {
        h = Some(Box::new(Node { name: format!("n{i}"), next: h }));
    }
    h
}

pub fn archive_add(this: &mut Archive, l: Option<Box<Node>>) -> usize {
    let mut n = 0;
    let mut p = &l;
    while let Some(b) = p {
        n += b.name.len();
        p = &b.next;
    }
    this.count += n;
    this.count
}

pub fn client(r: u64, k: usize) -> usize {
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let add: unsafe fn(*mut Archive, Option<Box<Node>>) -> usize = std::mem::transmute(__cormi_remote_method(r, archive_add as *const c_void));
        add(std::ptr::null_mut(), list(k))
    }
}
