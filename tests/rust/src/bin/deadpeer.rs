//! A call to a node whose process died returns Err(DeadPeer) instead of stopping.
use cormi::{create, invoke, Error, Ref};

pub struct Victim {
    v: i64,
}

cormi::remote! {
    fn victim_new() -> Box<Victim> { Box::new(Victim { v: 7 }) }
    fn victim_get(this: &mut Victim) -> i64 { this.v }
    fn victim_die(_this: &mut Victim) -> i64 { std::process::abort() }
}

fn main() {
    cormi::init();
    let v: Ref<Victim> = create!(1, victim_new).expect("create");
    assert_eq!(invoke!(v, victim_get), Ok(7));
    let r = invoke!(v, victim_die);
    assert_eq!(r, Err(Error::DeadPeer), "the call that killed the peer");
    assert_eq!(invoke!(v, victim_get), Err(Error::DeadPeer), "a later call");
    println!("deadpeer ok");
    std::process::exit(0);
}
