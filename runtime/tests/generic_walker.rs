//! The runtime's generic serializer (rt-c/src/generic.c) on its own: a C test
//! (tests/c/generic_walker.c) built from the rt-c sources with AddressSanitizer and
//! UBSan (so every access of the walker is checked), run once. Round trips and hostile
//! messages; see the C file.

mod sanitized;

#[test]
fn generic_walker_round_trips_and_rejects_hostile_messages() {
    sanitized::run_c_test("generic_walker", &["generic.c", "buffer.c", "handles.c", "alloc.c", "extent.c", "heap.c", "object_of.c", "reuse.c"], false);
}
