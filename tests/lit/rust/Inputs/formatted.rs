// A String built by format! inside a boxed struct: std's format_inner writes the
// String through its result pointer, with a buffer from the global allocator.

pub struct Msg {
    pub id: u32,
    pub text: String,
}

#[no_mangle]
pub fn make(i: u32) -> Box<Msg> {
    Box::new(Msg { id: i, text: format!("message {i}") })
}
