//! The C structs shared with `rt-c/include/cormi_rt.h` and the rt-c helpers the Rust side
//! calls. Layouts here must match the header exactly.

// The types keep their C names so that each one maps to its cormi_rt.h struct by name.
#![allow(non_camel_case_types)]

use crate::wire::HEADER_SIZE;
use std::ffi::c_void;

/// `cormi_out`: a growable output buffer (malloc'd memory, grown by `cormi_out_grow`).
///
/// Invariant that the safe functions below rely on: `data` is null with `cap == 0`, or a
/// malloc'd block of `cap` bytes of which `data[0..len)` is initialised. The fields are
/// public because C shares the layout; only the C helpers and this module write them.
#[repr(C)]
#[derive(Debug)]
pub struct cormi_out {
    /// Start of the buffer.
    pub data: *mut u8,
    /// Bytes in use.
    pub len: usize,
    /// Bytes allocated.
    pub cap: usize,
}

/// `cormi_in`: a bounds-checked input cursor over `data[0..len)`.
///
/// Invariant that the safe methods below rely on: `pos <= len` (the C readers compute
/// `len - pos`), and `data[0..len)` stays readable while the cursor is read, as for a cursor
/// made by [`cormi_in::over`] from a slice that outlives it (the runtime's cursors: a
/// received message, a reply buffer kept with the call). The fields are public because C
/// shares the layout; only the C readers and this module write them.
#[repr(C)]
#[derive(Debug)]
pub struct cormi_in {
    /// First payload byte.
    pub data: *const u8,
    /// Payload bytes.
    pub len: usize,
    /// Bytes consumed.
    pub pos: usize,
    /// Non-zero after a failed read.
    pub error: i32,
}

extern "C" {
    /// Slow path: make room for `n` more bytes.
    pub fn cormi_out_grow(o: *mut cormi_out, n: usize);
    /// Reserve `n` bytes at the end; returns their address.
    pub fn cormi_out_reserve(o: *mut cormi_out, n: usize) -> *mut c_void;
    /// Append `n` bytes from `src`.
    pub fn cormi_out_append(o: *mut cormi_out, src: *const c_void, n: usize);
    /// Append a u32.
    pub fn cormi_out_u32(o: *mut cormi_out, v: u32);
    /// Append a u64.
    pub fn cormi_out_u64(o: *mut cormi_out, v: u64);
    /// Append an f64.
    pub fn cormi_out_f64(o: *mut cormi_out, v: f64);
    /// Next `n` bytes or null (error flag set).
    pub fn cormi_in_read(i: *mut cormi_in, n: usize) -> *const c_void;
    /// Read a u32 (0 if short).
    pub fn cormi_in_u32(i: *mut cormi_in) -> u32;
    /// Read a u64 (0 if short).
    pub fn cormi_in_u64(i: *mut cormi_in) -> u64;
    /// Read an f64 (0 if short).
    pub fn cormi_in_f64(i: *mut cormi_in) -> f64;
    /// 0 if `count` elements of `elem_size` bytes can still be in the message.
    pub fn cormi_in_check_count(i: *mut cormi_in, count: u64, elem_size: usize) -> i32;
}

impl cormi_in {
    /// A cursor over `bytes` (which must outlive every read through it).
    pub fn over(bytes: &[u8]) -> cormi_in {
        cormi_in { data: bytes.as_ptr(), len: bytes.len(), pos: 0, error: 0 }
    }

    /// An empty cursor.
    pub const fn empty() -> cormi_in {
        cormi_in { data: std::ptr::null(), len: 0, pos: 0, error: 0 }
    }

    /// Reads a u32 (0 and the error flag set if short).
    pub fn u32(&mut self) -> u32 {
        // SAFETY: with `pos <= len` (the type's invariant) the C reader checks the read against
        // `len - pos` and reads only inside `data[0..len)`, which the invariant keeps readable.
        unsafe { cormi_in_u32(self) }
    }

    /// Reads a u64 (0 and the error flag set if short).
    pub fn u64(&mut self) -> u64 {
        // SAFETY: with `pos <= len` (the type's invariant) the C reader checks the read against
        // `len - pos` and reads only inside `data[0..len)`, which the invariant keeps readable.
        unsafe { cormi_in_u64(self) }
    }

    /// Reads an f64 (0 and the error flag set if short).
    pub fn f64(&mut self) -> f64 {
        // SAFETY: with `pos <= len` (the type's invariant) the C reader checks the read against
        // `len - pos` and reads only inside `data[0..len)`, which the invariant keeps readable.
        unsafe { cormi_in_f64(self) }
    }

    /// True once a read went past the end.
    pub fn failed(&self) -> bool {
        self.error != 0
    }
}

/// An owned `cormi_out` that starts with room for a frame header, so a message is sent
/// with one write (header filled in place, then `data[0..len)`).
pub struct OutBuf(pub cormi_out);

// SAFETY: the buffer is plain heap memory owned by this value.
unsafe impl Send for OutBuf {}

impl OutBuf {
    /// An empty buffer holding only header space.
    pub fn new() -> OutBuf {
        let mut o = OutBuf(cormi_out { data: std::ptr::null_mut(), len: 0, cap: 0 });
        o.reset();
        o
    }

    /// Forgets the payload; keeps the memory and the header space.
    pub fn reset(&mut self) {
        reset_out(&mut self.0);
    }

    /// Appends bytes to the payload.
    pub fn append(&mut self, bytes: &[u8]) {
        // SAFETY: `bytes` is a live slice; the buffer satisfies `cormi_out`'s invariant (made by
        // `new`), and the C helper grows it before writing.
        unsafe { cormi_out_append(&mut self.0, bytes.as_ptr().cast(), bytes.len()) }
    }

    /// Appends a u32.
    pub fn u32(&mut self, v: u32) {
        // SAFETY: the buffer satisfies `cormi_out`'s invariant; the C helper grows it before writing.
        unsafe { cormi_out_u32(&mut self.0, v) }
    }

    /// Appends a u64.
    pub fn u64(&mut self, v: u64) {
        // SAFETY: the buffer satisfies `cormi_out`'s invariant; the C helper grows it before writing.
        unsafe { cormi_out_u64(&mut self.0, v) }
    }

    /// Appends an f64.
    pub fn f64(&mut self, v: f64) {
        // SAFETY: the buffer satisfies `cormi_out`'s invariant; the C helper grows it before writing.
        unsafe { cormi_out_f64(&mut self.0, v) }
    }

    /// The whole frame: header space + payload.
    pub fn frame_mut(&mut self) -> &mut [u8] {
        frame_of(&mut self.0)
    }

    /// The payload bytes.
    pub fn payload(&self) -> &[u8] {
        payload_of(&self.0)
    }
}

impl Default for OutBuf {
    fn default() -> Self {
        OutBuf::new()
    }
}

impl Drop for OutBuf {
    fn drop(&mut self) {
        free_out(&mut self.0);
    }
}

/// Sets `o` to hold only header space (allocating it the first time).
pub fn reset_out(o: &mut cormi_out) {
    o.len = 0;
    if o.cap < HEADER_SIZE {
        // SAFETY: `o` satisfies `cormi_out`'s invariant, so the helper may realloc `data`.
        unsafe { cormi_out_grow(o, HEADER_SIZE) };
    }
    o.len = HEADER_SIZE;
}

/// Frees the memory of `o` (malloc'd by the C helpers).
pub fn free_out(o: &mut cormi_out) {
    // SAFETY: by `cormi_out`'s invariant `data` is null or malloc'd, and it is nulled right
    // after, so it is freed once.
    unsafe { libc::free(o.data.cast()) };
    o.data = std::ptr::null_mut();
    o.len = 0;
    o.cap = 0;
}

/// `data[0..len)` of a header-prefixed buffer.
pub fn frame_of(o: &mut cormi_out) -> &mut [u8] {
    // SAFETY: data[0..len) is initialised memory owned by `o` (`cormi_out`'s invariant), and
    // the slice borrows `o` mutably, so nothing else writes it meanwhile.
    unsafe { std::slice::from_raw_parts_mut(o.data, o.len) }
}

/// The payload `data[HEADER_SIZE..len)` of a header-prefixed buffer.
pub fn payload_of(o: &cormi_out) -> &[u8] {
    if o.len <= HEADER_SIZE {
        return &[];
    }
    // SAFETY: len > HEADER_SIZE here, and data[0..len) is initialised memory owned by `o`
    // (`cormi_out`'s invariant), borrowed for the slice's lifetime.
    unsafe { std::slice::from_raw_parts(o.data.add(HEADER_SIZE), o.len - HEADER_SIZE) }
}
