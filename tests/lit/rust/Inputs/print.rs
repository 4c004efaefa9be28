// Values printed with println! and {:?}, pushed into a Vec that may grow: Rust's
// formatting and the Vec's error path only read the program's memory.

#[no_mangle]
pub fn show(n: i64) -> i64 {
    let mut seen: Vec<i64> = Vec::new();
    for i in 0..n {
        println!("value {i}");
        seen.push(i * 3);
    }
    println!("all {seen:?}");
    seen.iter().sum()
}
