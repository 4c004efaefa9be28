//! Refused: the serving node returns the address of its object's field as an integer; the caller
//! turns it back.
use cormi::{create, invoke, Ref};

#[derive(Clone, Copy)]
pub struct Handle {
    id: u64,
    addr: usize,
}

pub struct Store {
    value: f64,
}

cormi::remote! {
    fn store_new() -> Box<Store> { Box::new(Store { value: 42.5 }) }
    fn store_handle(this: &mut Store) -> Handle {
        Handle { id: 1, addr: &this.value as *const f64 as usize }
    }
}

fn main() {
    cormi::init();
    let s: Ref<Store> = create!(1, store_new).expect("store");
    let h = invoke!(s, store_handle).expect("handle");
    // SAFETY: deliberately wrong: the address is the serving node's.
    let v = unsafe { *(h.addr as *const f64) };
    println!("got {v} id {}", h.id);
    println!("addr_back ok");
    cormi::finalize();
}
