/* Address -> object: the live heap block (else the noted object, heap.c) that contains
 * an address (cormi_rt.h, "Object extents"), for pointers into the middle of objects. Reads the heap map and the page
 * map that the malloc family writes (heap_map.h, heap.c); lock-free, safe beside
 * concurrent malloc and free (a block's own map byte and page marks do not change while
 * it is live; whatever else changes, the answer is checked against a live block's start
 * and size).
 *
 * Cost: usually two 64-bit loads of map bytes without a loop (near_object_of); else a
 * look-up inside a block of less than a page scans at most one page of map bytes
 * backwards (256 granules, 32 64-bit loads);
 * deeper inside a larger block, one page-map read, then one page of map bytes. */
#include "cormi_rt.h"
#include "heap_map.h"


#define LEAF_MASK (((uintptr_t)1 << CORMI_MAP_LEAF_BITS) - 1)
#define PAGES_PER_LEAF ((uintptr_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_PAGE_BITS))

/* The highest granule index g in [lo, hi] of `leaf` whose map byte is non-zero, or -1:
 * 8 map bytes per aligned 64-bit load, from hi's word down (little-endian: the highest
 * address is the most significant byte). Neighbouring bytes may change meanwhile (other
 * blocks); the bytes of a live block's own start do not. */
static intptr_t last_start(const uint8_t *leaf, uintptr_t lo, uintptr_t hi) {
  uintptr_t w = hi & ~(uintptr_t)7;
  uint64_t x = __atomic_load_n((const uint64_t *)(leaf + w), __ATOMIC_RELAXED);
  unsigned keep = (unsigned)(hi - w) + 1; /* bytes of the first word at or below hi */
  if (keep < 8) x &= ~0ull >> (64 - 8 * keep);
  for (;;) {
    if (w <= lo) x &= ~0ull << (8 * (lo - w)); /* the last word: nothing below lo */
    if (x) return (intptr_t)(w + (unsigned)(63 - __builtin_clzll(x)) / 8);
    if (w <= lo) return -1;
    w -= 8;
    x = __atomic_load_n((const uint64_t *)(leaf + w), __ATOMIC_RELAXED);
  }
}

/* The block recorded at `start` (map byte v != 0) if it contains a (one past its end
 * counts): its start, else NULL. */
static void *containing(uintptr_t start, unsigned v, uintptr_t a, size_t *offset) {
  size_t size = v == CORMI_MAP_HEADER ? ((const size_t *)start)[-2] : v - 1;
  if (a - start > size) return NULL;
  *offset = a - start;
  return (void *)start;
}

/* The nearest block start in [from, to] (addresses), both in one leaf; 0 when none. */
static uintptr_t nearest_start(uintptr_t from, uintptr_t to, unsigned *v) {
  const uint8_t *leaf = __atomic_load_n(&cormi_heap_map[to >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE);
  if (!leaf) return 0;
  intptr_t g = last_start(leaf, (from & LEAF_MASK) >> CORMI_MAP_GRANULE_BITS, (to & LEAF_MASK) >> CORMI_MAP_GRANULE_BITS);
  if (g < 0) return 0;
  *v = __atomic_load_n(&leaf[g], __ATOMIC_RELAXED);
  return (to & ~LEAF_MASK) | ((uintptr_t)g << CORMI_MAP_GRANULE_BITS);
}

/* Weak: present only in sanitizer builds (<sanitizer/allocator_interface.h>). */
extern const void *__sanitizer_get_allocated_begin(const void *p) __attribute__((weak));

/* A sanitizer's allocator (the runtime's malloc family is not linked in then): the block
 * containing a (its size from cormi_extent_slow, which asks the sanitizer), or the one a is one past the end of (a sanitizer keeps a redzone after
 * every block, so that address is no other block's). */
static void *sanitizer_object_of(uintptr_t a, size_t *offset) {
  if (!__sanitizer_get_allocated_begin) return NULL;
  const uintptr_t probes[2] = {a, a - 1};
  for (int k = 0; k < 2 && probes[k]; k++) {
    uintptr_t begin = (uintptr_t)__sanitizer_get_allocated_begin((const void *)probes[k]);
    if (begin && a - begin <= cormi_extent_slow((const void *)begin)) {
      *offset = a - begin;
      return (void *)begin;
    }
  }
  return NULL;
}

/* The common case, without a loop: the nearest block start lies in the 8-byte word of
 * map bytes that holds a's granule or in the word before it (always for blocks of up to
 * 128 bytes; for larger ones when a lies near their start), both in one leaf. Free of
 * unpredictable branches up to the answer, so independent look-ups overlap their cache
 * misses (benches/heapmap). Sets *decided when this is the answer (the block, or NULL:
 * the nearest start's block does not reach a); otherwise the full scan decides. */
static void *near_object_of(uintptr_t a, size_t *offset, int *decided) {
  const uint8_t *leaf = __atomic_load_n(&cormi_heap_map[a >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE);
  uintptr_t g = (a & LEAF_MASK) >> CORMI_MAP_GRANULE_BITS, w = g & ~(uintptr_t)7;
  if (!leaf || w < 8) return NULL;
  uint64_t hi = __atomic_load_n((const uint64_t *)(leaf + w), __ATOMIC_RELAXED);
  uint64_t lo = __atomic_load_n((const uint64_t *)(leaf + w - 8), __ATOMIC_RELAXED);
  hi &= ~0ull >> (56 - 8 * (g - w)); /* the bytes at or below a's granule */
  uint64_t x = hi ? hi : lo;
  uintptr_t base = hi ? w : w - 8;
  if (!x) return NULL;
  unsigned byte = (unsigned)(63 - __builtin_clzll(x)) / 8;
  unsigned v = (unsigned)(x >> (8 * byte)) & 0xFF;
  uintptr_t start = (a & ~LEAF_MASK) | ((base + byte) << CORMI_MAP_GRANULE_BITS);
  *decided = 1;
  return containing(start, v, a, offset);
}

/* The heap map's answer (see the file comment), or NULL. */
static void *map_object_of(uintptr_t a, size_t *offset) {
  if (a >= CORMI_MAP_LIMIT) return NULL;
  int decided = 0;
  void *near = near_object_of(a, offset, &decided);
  if (decided) return near;
  /* 1. A block that starts at most a page below a: the nearest start, one leaf at a time. */
  uintptr_t lo = a >= CORMI_MAP_PAGE ? a - (CORMI_MAP_PAGE - 1) : 1;
  uintptr_t to = a;
  for (;;) {
    uintptr_t from = lo > (to & ~LEAF_MASK) ? lo : (to & ~LEAF_MASK);
    unsigned v = 0;
    uintptr_t s = nearest_start(from, to, &v);
    if (s) return v ? containing(s, v, a, offset) : NULL;
    if (from == lo || from == 0) break;
    to = from - 1; /* the window crosses into the leaf below */
  }
  /* 2. Deeper inside a block of a page or more: its page mark leads to its first page,
   * whose last block start is the block's. */
  const uint32_t *pages = __atomic_load_n(&cormi_heap_pages[a >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE);
  if (!pages) return NULL;
  uintptr_t pg = a >> CORMI_MAP_PAGE_BITS;
  uint32_t back = __atomic_load_n(&pages[pg & (PAGES_PER_LEAF - 1)], __ATOMIC_RELAXED);
  if (!back || back > pg) return NULL;
  uintptr_t first = (pg - back) << CORMI_MAP_PAGE_BITS;
  unsigned v = 0;
  uintptr_t s = nearest_start(first, first + CORMI_MAP_PAGE - 1, &v);
  return s && v ? containing(s, v, a, offset) : NULL;
}

void *cormi_object_of(const void *p, size_t *offset) {
  uintptr_t a = (uintptr_t)p;
  if (!a) return NULL;
  void *start = map_object_of(a, offset);
  if (!start) start = sanitizer_object_of(a, offset);
  return start ? start : cormi_noted_object_of(a, offset);
}
