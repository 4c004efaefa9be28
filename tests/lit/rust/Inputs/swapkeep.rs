// A server method swaps a received struct into its own field with `std::mem::swap`
// (rustc calls std's chunked swap loop for values this large; built with opt-level=z
// (regen.sh) it stays a call, as in whole-program builds); another method keeps a
// received `Option<Box<Link>>` list in a field of the same object. The swap loop indexes
// both structs with its counter: read as such, it spread every pointer over every field
// of both, and a program's server object, with the lists it keeps, became unknown field
// by field.
include!("markers.rs");

pub struct Item {
    pub name: String,
    pub data: Vec<u32>,
}

pub struct Link {
    pub name: String,
    pub next: Option<Box<Link>>,
}

pub struct Keeper {
    pub last_item: Item,
    pub boxed: Option<Box<Link>>,
}

pub fn k_set_item(this: &mut Keeper, it: Item) -> u64 {
    std::mem::swap(&mut this.last_item, &mut { it });
    0
}

pub fn k_set_list(this: &mut Keeper, l: Option<Box<Link>>) -> u64 {
    this.boxed = l;
    1
}

pub fn k_names(this: &mut Keeper) -> usize {
    let mut n = this.last_item.name.len();
    let mut c = this.boxed.as_deref();
    while let Some(l) = c {
        n += l.name.len();
        c = l.next.as_deref();
    }
    n
}

pub fn client(r: u64, it: Item, l: Option<Box<Link>>) -> u64 {
    // SAFETY: never run: the cormi pass replaces the calls through the marker's results.
    unsafe {
        let set_item: unsafe fn(*mut Keeper, Item) -> u64 = std::mem::transmute(__cormi_remote_method(r, k_set_item as *const c_void));
        let set_list: unsafe fn(*mut Keeper, Option<Box<Link>>) -> u64 = std::mem::transmute(__cormi_remote_method(r, k_set_list as *const c_void));
        let names: unsafe fn(*mut Keeper) -> usize = std::mem::transmute(__cormi_remote_method(r, k_names as *const c_void));
        set_item(std::ptr::null_mut(), it) + set_list(std::ptr::null_mut(), l) + names(std::ptr::null_mut()) as u64
    }
}

