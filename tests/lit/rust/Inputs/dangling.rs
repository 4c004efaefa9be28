// An empty Vec's buffer pointer is NonNull::dangling() (`inttoptr (i64 8 to ptr)`): it
// addresses no object, so the integers pushed through it stay plain integers.

#[no_mangle]
pub fn doubled(n: i64) -> i64 {
    let mut vals: Vec<i64> = Vec::new();
    for i in 0..n {
        vals.push(i * 2);
    }
    vals.iter().sum()
}
