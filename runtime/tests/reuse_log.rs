//! The received-graph log and reuse slots (rt-c/src/reuse.c, cormi_rt.h layer 9) on
//! their own: a C test (tests/c/reuse_log.c) under AddressSanitizer, LeakSanitizer and
//! UBSan, so a double free, a use of a freed object or a leaked graph fails it. See the
//! C files for the cases (tests/c/reuse_aligned.c: over-aligned objects).

mod sanitized;

#[test]
fn reuse_log_reuses_by_position_and_frees_what_does_not_fit() {
    sanitized::run_c_test("reuse_log", &["reuse.c", "alloc.c", "extent.c", "heap.c", "handles.c"], true);
}

#[test]
fn reuse_log_keeps_over_aligned_objects_aligned() {
    sanitized::run_c_test("reuse_aligned", &["reuse.c", "alloc.c", "extent.c", "heap.c", "handles.c"], true);
}
