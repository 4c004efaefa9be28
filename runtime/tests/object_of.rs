//! Address -> object (rt-c/src/object_of.c) over the runtime's malloc family: a C test
//! (tests/c/object_of.c) built plainly (blocks recorded: every interior address and one
//! past the end maps to its block) and under AddressSanitizer + UBSan (the sanitizer's
//! allocator answers through `__sanitizer_get_allocated_begin`: the same answers).

mod sanitized;

const SOURCES: &[&str] = &["heap.c", "extent.c", "alloc.c", "object_of.c"];

#[test]
fn every_interior_address_maps_to_its_block() {
    sanitized::run_plain_c_test("object_of", SOURCES, "the runtime's malloc");
}

#[test]
fn a_sanitizer_allocator_answers_the_look_up() {
    sanitized::run_c_test("object_of", SOURCES, true);
}
