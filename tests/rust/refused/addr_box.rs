//! Refused: a boxed struct keeps an address as an integer with a tag bit, which the
//! method masks and turns back into a pointer.
use cormi::{create, invoke, Ref};

pub struct Handle {
    id: u64,
    tagged: usize,
}

pub struct Sink {
    seen: u64,
}

cormi::remote! {
    fn sink_new() -> Box<Sink> { Box::new(Sink { seen: 0 }) }
    fn sink_read(this: &mut Sink, h: Box<Handle>) -> f64 {
        this.seen += h.id;
        // SAFETY: the address came from a live Box on the caller.
        unsafe { *((h.tagged & !1) as *const f64) }
    }
}

fn main() {
    cormi::init();
    let s: Ref<Sink> = create!(1, sink_new).expect("sink");
    let b = Box::new(42.5f64);
    let h = Box::new(Handle { id: 7, tagged: (&*b as *const f64 as usize) | 1 });
    let v = invoke!(s, sink_read, h).expect("read");
    println!("got {v}");
    assert_eq!(v, 42.5);
    println!("addr_box ok");
    cormi::finalize();
}
