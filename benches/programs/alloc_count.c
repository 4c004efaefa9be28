/*
 * alloc_count.c — counts the bytes requested from malloc/calloc/realloc in this process
 * (by the program, the generated unmarshalers and the runtime alike), for the "bytes
 * allocated by deserialization" column of the LU benchmark (paper table 4).
 * Linked as a native object (clang, not through the pass): it replaces the entry points
 * and forwards to the runtime's malloc family under its own names (cormi_heap_malloc &
 * co., cormi_rt.h), so the runtime still records every block's size; free is the
 * runtime's. bench_alloc_bytes() reads the counter.
 */
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* The runtime's malloc family under its own names (rt-c/include/cormi_rt.h). */
extern void *cormi_heap_malloc(size_t n);
extern void *cormi_heap_calloc(size_t count, size_t size);
extern void *cormi_heap_realloc(void *p, size_t n);

static _Atomic uint64_t bytes;

/** Bytes requested so far in this process (realloc counts its new size). */
uint64_t bench_alloc_bytes(void) { return atomic_load_explicit(&bytes, memory_order_relaxed); }

void *malloc(size_t n) {
  atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed);
  return cormi_heap_malloc(n);
}

void *calloc(size_t n, size_t size) {
  atomic_fetch_add_explicit(&bytes, n * size, memory_order_relaxed);
  return cormi_heap_calloc(n, size);
}

void *realloc(void *p, size_t n) {
  atomic_fetch_add_explicit(&bytes, n, memory_order_relaxed);
  return cormi_heap_realloc(p, n);
}
