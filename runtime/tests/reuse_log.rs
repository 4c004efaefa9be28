//! The received-graph log and reuse slots (rt-c/src/reuse.c, cormi_rt.h layer 9) on
//! their own: a C test (tests/c/reuse_log.c) under AddressSanitizer, LeakSanitizer and
//! UBSan, so a double free, a use of a freed object or a leaked graph fails it. See the
//! C file for the cases.

mod sanitized;

#[test]
fn reuse_log_reuses_by_position_and_frees_what_does_not_fit() {
    sanitized::run_c_test("reuse_log", &["reuse.c", "alloc.c", "extent.c", "heap.c", "handles.c"], true);
}
