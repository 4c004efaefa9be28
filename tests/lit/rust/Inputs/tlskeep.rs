// A remote method keeps the list it receives in a `thread_local!`: std registers the
// storage's destructor with the storage's address, and the destructor's state byte lands
// in the storage, not in the kept lists.
include!("markers.rs");
use std::cell::RefCell;

pub struct Item {
    pub next: Option<Box<Item>>,
    pub v: u64,
}

pub struct K {
    pub calls: u64,
}

thread_local! { static KEPT: RefCell<Vec<Option<Box<Item>>>> = RefCell::new(Vec::new()); }

pub fn k_keep(this: &mut K, l: Option<Box<Item>>) -> u64 {
    this.calls += 1;
    KEPT.with(|t| t.borrow_mut().push(l));
    this.calls
}

pub fn send_list(r: u64, v: u64) -> u64 {
    let l = Some(Box::new(Item { next: Some(Box::new(Item { next: None, v })), v: v + 1 }));
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let keep: unsafe fn(*mut K, Option<Box<Item>>) -> u64 = std::mem::transmute(__cormi_remote_method(r, k_keep as *const c_void));
        keep(std::ptr::null_mut(), l)
    }
}
