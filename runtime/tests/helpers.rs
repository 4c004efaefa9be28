//! The rt-c hot helpers through their C symbols: output buffer growth, bounds-checked
//! reads, count checks, handle tables (marshal and unmarshal sides, generation clear),
//! allocation (zeroed blocks whose length is their extent).

use cormi_rt::ffi::{cormi_in, cormi_out, OutBuf};
use std::ffi::c_void;

#[repr(C)]
struct Handles {
    _private: [u8; 0],
}

extern "C" {
    fn cormi_out_reserve(o: *mut cormi_out, n: usize) -> *mut c_void;
    fn cormi_out_patch_u64(o: *mut cormi_out, offset: usize, v: u64);
    fn cormi_in_copy(i: *mut cormi_in, dst: *mut c_void, n: usize) -> i32;
    fn cormi_in_check_count(i: *mut cormi_in, count: u64, elem: usize) -> i32;
    fn cormi_out_varint(o: *mut cormi_out, v: u64);
    fn cormi_in_varint(i: *mut cormi_in) -> u64;
    fn cormi_handles_acquire() -> *mut Handles;
    fn cormi_handles_release(h: *mut Handles);
    fn cormi_handles_clear(h: *mut Handles);
    fn cormi_handles_find_or_add(h: *mut Handles, p: *const c_void) -> u32;
    fn cormi_handles_add(h: *mut Handles, p: *mut c_void) -> u32;
    fn cormi_handles_at(h: *const Handles, handle: u32) -> *mut c_void;
    fn cormi_alloc_array(elem: usize, n: usize) -> *mut c_void;
    fn cormi_alloc_object(size: usize) -> *mut c_void;
    fn cormi_array_count(a: *const c_void, elem: usize) -> usize;
    fn cormi_extent(p: *const c_void) -> usize;
    fn cormi_free(p: *mut c_void);
}

#[test]
fn output_buffer_grows_and_keeps_its_bytes() {
    let mut out = OutBuf::new();
    for i in 0..100_000u64 {
        out.u64(i);
    }
    let at = out.0.len;
    out.u64(0);
    // SAFETY: `out` is a valid buffer and `at + 8 <= len` (a u64 was appended at `at`).
    unsafe { cormi_out_patch_u64(&mut out.0, at, 0xABCD) };
    // SAFETY: `out` is a valid buffer; the helper grows it before handing out the 3 bytes.
    let _ = unsafe { cormi_out_reserve(&mut out.0, 3) };
    let p = out.payload();
    assert_eq!(p.len(), 100_001 * 8 + 3);
    assert_eq!(u64::from_ne_bytes(p[8 * 99_999..8 * 100_000].try_into().unwrap()), 99_999);
    assert_eq!(u64::from_ne_bytes(p[8 * 100_000..8 * 100_001].try_into().unwrap()), 0xABCD);
}

#[test]
fn reads_past_the_end_fail_and_stick() {
    let bytes = [1u8, 0, 0, 0, 2, 0];
    let mut c = cormi_in::over(&bytes);
    assert_eq!(c.u32(), u32::from_ne_bytes([1, 0, 0, 0]));
    assert!(!c.failed());
    assert_eq!(c.u64(), 0, "a short read returns 0");
    assert!(c.failed());
    let mut two = [0u8; 2];
    // SAFETY: `c` reads from `bytes`, which outlives it, and `two` holds the 2 bytes copied.
    assert_eq!(unsafe { cormi_in_copy(&mut c, two.as_mut_ptr().cast(), 2) }, 0, "2 bytes are still there");
    assert_eq!(two, [2, 0]);
    assert!(c.failed(), "the error flag is sticky");
}

#[test]
fn varints_round_trip_in_few_bytes() {
    let values = [0u64, 1, 127, 128, 300, 16_383, 16_384, 1 << 35, u64::MAX - 1, u64::MAX];
    let mut out = OutBuf::new();
    for v in values {
        // SAFETY: `out` is a valid buffer; the helper grows it as needed.
        unsafe { cormi_out_varint(&mut out.0, v) };
    }
    let p = out.payload().to_vec();
    assert_eq!(&p[..5], &[0, 1, 127, 0x80, 1], "below 128 one byte, then 7 bits a byte");
    assert_eq!(p.len(), 1 + 1 + 1 + 2 + 2 + 2 + 3 + 6 + 10 + 10);
    let mut c = cormi_in::over(&p);
    for v in values {
        // SAFETY: `c` reads from `p`, which outlives it.
        assert_eq!(unsafe { cormi_in_varint(&mut c) }, v);
    }
    assert!(!c.failed());
}

#[test]
fn malformed_varints_fail() {
    let cases: [&[u8]; 3] = [
        &[0x80, 0x80],                                                 // the message ends inside it
        &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02], // bits beyond 64
        &[0x80; 11],                                                   // longer than 10 bytes
    ];
    for bytes in cases {
        let mut c = cormi_in::over(bytes);
        // SAFETY: `c` reads from `bytes`, which outlives it.
        assert_eq!(unsafe { cormi_in_varint(&mut c) }, 0, "{bytes:?}");
        assert!(c.failed(), "{bytes:?}");
    }
}

#[test]
fn count_check_refuses_counts_the_message_cannot_hold() {
    let bytes = [0u8; 64];
    let mut c = cormi_in::over(&bytes);
    // SAFETY: the count checks only compare numbers with `c`'s bounds; `c` reads from
    // `bytes`, which outlives both cursors.
    assert_eq!(unsafe { cormi_in_check_count(&mut c, 8, 8) }, 0);
    assert_eq!(unsafe { cormi_in_check_count(&mut c, 9, 8) }, -1);
    assert!(c.failed());
    let mut c = cormi_in::over(&bytes);
    assert_eq!(unsafe { cormi_in_check_count(&mut c, u64::MAX / 2, 16) }, -1, "no overflow");
}

#[test]
fn handle_table_numbers_objects_in_first_seen_order_on_both_sides() {
    let objs: Vec<Box<u64>> = (0..1000).map(Box::new).collect();
    let addr = |i: usize| &*objs[i] as *const u64 as *const c_void;
    // SAFETY: one table, acquired first and released last; the tables store the addresses
    // and never dereference them.
    unsafe {
        let h = cormi_handles_acquire();
        for round in 0..3 {
            // Marshal side: first sight returns 0 (new), later sights the handle.
            for i in 0..1000 {
                assert_eq!(cormi_handles_find_or_add(h, addr(i)), 0, "round {round}: fresh after clear");
            }
            for i in (0..1000).rev() {
                assert_eq!(cormi_handles_find_or_add(h, addr(i)), i as u32 + 1);
            }
            cormi_handles_clear(h);
        }
        // Unmarshal side.
        for i in 0..1000 {
            assert_eq!(cormi_handles_add(h, addr(i) as *mut c_void), i as u32 + 1);
        }
        assert_eq!(cormi_handles_at(h, 500), addr(499) as *mut c_void);
        assert!(cormi_handles_at(h, 0).is_null() && cormi_handles_at(h, 1001).is_null());
        cormi_handles_clear(h);
        assert!(cormi_handles_at(h, 1).is_null(), "cleared tables know no handles");
        cormi_handles_release(h);
    }
}

#[test]
fn arrays_know_their_length_from_their_extent() {
    // SAFETY: the reads stay inside the 17 zeroed elements; each block is freed once, and
    // freeing null is a no-op.
    unsafe {
        let a = cormi_alloc_array(8, 17) as *mut u64;
        assert_eq!(cormi_extent(a.cast()), 17 * 8);
        assert_eq!(cormi_array_count(a.cast(), 8), 17);
        assert_eq!(a as usize % 16, 0);
        assert!((0..17).all(|i| *a.add(i) == 0), "zeroed");
        cormi_free(a.cast());
        let o = cormi_alloc_object(24);
        assert_eq!(cormi_extent(o), 24);
        cormi_free(o);
        assert_eq!(cormi_array_count(std::ptr::null(), 8), 0);
        cormi_free(std::ptr::null_mut());
    }
}

#[test]
fn helper_bitcode_is_published() {
    let bc = std::path::Path::new(cormi_rt::HELPERS_BITCODE);
    let bytes = std::fs::read(bc).unwrap();
    assert_eq!(&bytes[..4], b"BC\xC0\xDE", "LLVM bitcode magic");
    let target_copy = bc.ancestors().nth(4).unwrap().join("cormi-rt-helpers.bc");
    assert!(target_copy.exists(), "{} missing", target_copy.display());
}
