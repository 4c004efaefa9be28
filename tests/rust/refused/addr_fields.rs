//! Refused: a struct passed by value keeps a pointer's address as an integer, which the
//! method turns back into a pointer.
use cormi::{create, invoke, Ref};

#[derive(Clone, Copy)]
pub struct Handle {
    id: u64,
    addr: usize,
}

pub struct Sink {
    seen: u64,
}

cormi::remote! {
    fn sink_new() -> Box<Sink> { Box::new(Sink { seen: 0 }) }
    fn sink_read(this: &mut Sink, h: Handle) -> f64 {
        this.seen += h.id;
        // SAFETY: the address came from a live Box on the caller.
        unsafe { *(h.addr as *const f64) }
    }
}

fn main() {
    cormi::init();
    let s: Ref<Sink> = create!(1, sink_new).expect("sink");
    let b = Box::new(42.5f64);
    let h = Handle { id: 7, addr: &*b as *const f64 as usize };
    let v = invoke!(s, sink_read, h).expect("read");
    println!("got {v}");
    assert_eq!(v, 42.5);
    println!("addr_fields ok");
    cormi::finalize();
}
