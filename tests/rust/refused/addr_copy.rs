//! Refused: a method copies a struct of its object that holds the object's address as an
//! integer into its result in whole; the caller reads the result back through a reference
//! the pass does not follow (`black_box`) and turns the integer into a pointer.
use cormi::{create, invoke, Ref};

#[derive(Clone, Copy)]
pub struct Handle {
    id: u64,
    addr: usize,
    len: usize,
    tag: u64,
}

pub struct Store {
    values: [f64; 4],
    handle: Handle,
}

cormi::remote! {
    fn store_new() -> Box<Store> {
        let mut s = Box::new(Store { values: [1.5, 2.5, 3.5, 4.5], handle: Handle { id: 1, addr: 0, len: 4, tag: 9 } });
        s.handle.addr = s.values.as_ptr() as usize;
        s
    }
    fn store_handle(this: &mut Store) -> Handle { this.handle }
}

fn main() {
    cormi::init();
    let s: Ref<Store> = create!(1, store_new).expect("store");
    let h = invoke!(s, store_handle).expect("handle");
    let kept: &Handle = std::hint::black_box(&h);
    // SAFETY: deliberately wrong: the address is the serving node's.
    let v = unsafe { *((kept.addr + 8 * (kept.len - 1)) as *const f64) };
    println!("got {v} id {} tag {}", h.id, h.tag);
    println!("addr_copy ok");
    cormi::finalize();
}
