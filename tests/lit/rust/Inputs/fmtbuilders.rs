// Debug of a tuple and a hand-written Debug through std's builders (debug_tuple,
// debug_struct, debug_map and their field/entry/finish): they call the fields'
// formatting functions with the fields and keep nothing of the program's.
use std::fmt;

pub struct Pair {
    pub a: u64,
    pub b: u64,
}

impl fmt::Debug for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Pair").field("a", &self.a).finish_non_exhaustive()?;
        f.debug_map().entry(&self.a, &self.b).finish()?;
        f.debug_tuple("P").field(&self.b).finish()
    }
}

#[no_mangle]
pub fn show(n: u64) -> u64 {
    let mut sum = 0;
    for i in 0..n {
        let want = (i * 3, i);
        let p = Pair { a: i, b: want.0 };
        println!("{i}: {want:?} {p:?}");
        sum += want.0 + p.b;
    }
    sum
}
