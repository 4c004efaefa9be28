//! The runtime's malloc family and the extent query (rt-c/src/heap.c, extent.c): a C
//! test (tests/c/heap_extents.c) built twice from the rt-c sources, plainly (so the
//! runtime's malloc replaces glibc's) and under AddressSanitizer + UBSan (the sanitizer's
//! allocator wins over the runtime's weak definitions and answers the query).

mod sanitized;

const SOURCES: &[&str] = &["heap.c", "extent.c", "alloc.c"];

#[test]
fn the_runtime_malloc_records_every_extent() {
    sanitized::run_plain_c_test("heap_extents", SOURCES, "the runtime's malloc");
}

#[test]
fn a_sanitizer_allocator_answers_the_extent_query() {
    sanitized::run_c_test("heap_extents", SOURCES, true);
}
