// A spawned thread sends numbers computed from its closure's captures (`t * 1000 + i`)
// to a remote method; its `JoinHandle` and the std internals around the thread escape
// into std.
include!("markers.rs");

pub struct W {
    pub id: u64,
}

pub fn w_log(this: &mut W, k: u64) -> u64 {
    this.id + k
}

pub fn spawn_logs(r: u64, t: u64) -> u64 {
    let h = std::thread::spawn(move || {
        let mut s = 0;
        for i in 0..10u64 {
            // SAFETY: never run: the cormi pass replaces the call through the marker's result.
            unsafe {
                let log: unsafe fn(*mut W, u64) -> u64 = std::mem::transmute(__cormi_remote_method(r, w_log as *const c_void));
                s += log(std::ptr::null_mut(), t * 1000 + i);
            }
        }
        s
    });
    h.join().unwrap_or(0)
}
