// Built with panics that unwind: inside a loop, a list sent by the typed call and a local
// reassigned after it are live across the call, so rustc calls through the marker's result
// with `invoke`, and the cleanup block it unwinds to starts with phi nodes (which values
// to drop depends on the edge it came from).
include!("markers.rs");

pub struct Link {
    pub name: String,
    pub next: Option<Box<Link>>,
}

pub struct Keeper {
    pub boxed: Option<Box<Link>>,
}

pub fn k_set_list(this: &mut Keeper, l: Option<Box<Link>>) -> u64 {
    this.boxed = l;
    1
}

#[inline(never)]
pub fn list(i: u32) -> Option<Box<Link>> {
    let mut l = None;
    for k in 0..(i % 5) {
        l = Some(Box::new(Link { name: format!("L{i}.{k}"), next: l }));
    }
    l
}

pub fn client(r: u64) -> usize {
    let mut ll = None;
    let mut sent = 0;
    for i in 0..3u32 {
        // SAFETY: never run: the cormi pass replaces the call through the marker's result.
        sent += unsafe {
            let set: unsafe fn(*mut Keeper, Option<Box<Link>>) -> u64 = std::mem::transmute(__cormi_remote_method(r, k_set_list as *const c_void));
            set(std::ptr::null_mut(), list(i))
        };
        ll = list(i);
    }
    sent as usize + ll.map_or(0, |l| l.name.len())
}
