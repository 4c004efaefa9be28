// A value printed in place from memory the program does not own (a slice from a
// foreign function): the formatting arguments hold a pointer into unknown memory
// beside the formatting functions, which is no function that _print calls.
extern "C" {
    fn samples() -> *const f64;
}

#[no_mangle]
pub fn show(n: u64) -> u64 {
    // SAFETY: samples() returns two doubles (the test only compiles this).
    let v = unsafe { std::slice::from_raw_parts(samples(), 2) };
    let mut sum = 0;
    for i in 0..n {
        println!("{i}: {}", v[1]);
        sum += i;
    }
    sum
}
