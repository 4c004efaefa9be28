// A server that keeps each received list in a Vec field, beside the names it keeps:
// `Vec::push` grows the buffers through std's `RawVec::grow_one` (for `Vec<String>`,
// std's own copy, declared only).
include!("markers.rs");

pub struct Node {
    pub next: Option<Box<Node>>,
    pub v: i64,
}

pub struct Keeper {
    lists: Vec<Option<Box<Node>>>,
    names: Vec<String>,
}

pub fn keeper_new() -> Box<Keeper> {
    Box::new(Keeper { lists: Vec::new(), names: Vec::new() })
}

pub fn keeper_keep(this: &mut Keeper, l: Option<Box<Node>>) -> usize {
    this.lists.push(l);
    this.lists.len()
}

pub fn keeper_name(this: &mut Keeper, n: u64) -> usize {
    this.names.push(n.to_string());
    this.names.len()
}

pub fn client(n: i64) -> usize {
    let mut l = None;
    for v in 0..n {
        l = Some(Box::new(Node { next: l, v }));
    }
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let ctor: unsafe fn() -> *mut Keeper = std::mem::transmute(__cormi_remote_ctor(1, keeper_new as *const c_void));
        let r = ctor() as usize as u64;
        let keep: unsafe fn(*mut Keeper, Option<Box<Node>>) -> usize = std::mem::transmute(__cormi_remote_method(r, keeper_keep as *const c_void));
        let name: unsafe fn(*mut Keeper, u64) -> usize = std::mem::transmute(__cormi_remote_method(r, keeper_name as *const c_void));
        keep(std::ptr::null_mut(), l) + name(std::ptr::null_mut(), 7)
    }
}
