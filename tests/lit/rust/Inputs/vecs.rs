// Vec<f64> by value, &[i64], and a Vec<Vec<f64>> result: buffer headers from debug info.
include!("markers.rs");

pub struct Calc {
    calls: u64,
}

pub fn calc_sum(this: &mut Calc, v: Vec<f64>) -> f64 {
    this.calls += 1;
    v.iter().sum()
}

pub fn calc_total(_this: &mut Calc, xs: &[i64]) -> i64 {
    xs.iter().sum()
}

pub fn calc_rows(_this: &mut Calc, n: u64) -> Vec<Vec<f64>> {
    (0..n).map(|i| vec![i as f64; 3]).collect()
}

pub fn client(r: u64, v: Vec<f64>, xs: &[i64]) -> f64 {
    // SAFETY: never run: the cormi pass replaces the calls through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Calc, Vec<f64>) -> f64 = std::mem::transmute(__cormi_remote_method(r, calc_sum as *const c_void));
        let g: unsafe fn(*mut Calc, &[i64]) -> i64 = std::mem::transmute(__cormi_remote_method(r, calc_total as *const c_void));
        let h: unsafe fn(*mut Calc, u64) -> Vec<Vec<f64>> = std::mem::transmute(__cormi_remote_method(r, calc_rows as *const c_void));
        let m = h(std::ptr::null_mut(), 4);
        f(std::ptr::null_mut(), v) + g(std::ptr::null_mut(), xs) as f64 + m.len() as f64
    }
}
