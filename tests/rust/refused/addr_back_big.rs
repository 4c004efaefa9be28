//! Refused: a larger struct (returned through memory) carries the address of the serving
//! object's field as an integer, which the caller turns back into a pointer.
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
}

cormi::remote! {
    fn store_new() -> Box<Store> { Box::new(Store { values: [1.5, 2.5, 3.5, 4.5] }) }
    fn store_handle(this: &mut Store) -> Handle {
        Handle { id: 1, addr: this.values.as_ptr() as usize, len: 4, tag: 9 }
    }
}

fn main() {
    cormi::init();
    let s: Ref<Store> = create!(1, store_new).expect("store");
    let h = invoke!(s, store_handle).expect("handle");
    // SAFETY: deliberately wrong: the address is the serving node's.
    let v = unsafe { *((h.addr + 8 * (h.len - 1)) as *const f64) };
    println!("got {v} id {} tag {}", h.id, h.tag);
    println!("addr_back_big ok");
    cormi::finalize();
}
