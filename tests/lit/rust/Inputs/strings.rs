// A String argument and result and a &str argument: byte buffers from debug info.
include!("markers.rs");

pub struct Names {
    count: u64,
}

pub fn names_greet(this: &mut Names, who: String) -> String {
    this.count += 1;
    format!("hello, {who}!")
}

pub fn names_len(_this: &mut Names, s: &str) -> usize {
    s.len()
}

pub fn client(r: u64, who: String) -> usize {
    // SAFETY: never run: the cormi pass replaces the calls through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Names, String) -> String = std::mem::transmute(__cormi_remote_method(r, names_greet as *const c_void));
        let g: unsafe fn(*mut Names, &str) -> usize = std::mem::transmute(__cormi_remote_method(r, names_len as *const c_void));
        let s = f(std::ptr::null_mut(), who);
        g(std::ptr::null_mut(), &s)
    }
}
