/* Address -> object: the live heap block (else the noted object, heap.c) that contains
 * an address (cormi_rt.h, "Object extents"), for pointers into the middle of objects.
 * Reads the heap map, the line map and the page map that the malloc family writes
 * (heap_map.h, heap.c); lock-free, safe beside concurrent malloc and free (a block's own
 * map byte and marks do not change while it is live; whatever else changes, the answer is
 * checked against a live block's start and size).
 *
 * Cost (benches/heapmap): when the block starts at most 15 granules below the address
 * (every block of up to 253 bytes; a larger one near its start), two 8-byte loads of map
 * bytes (one cache line, or two), one more map byte from the same line, the block's
 * header when it has one; no loop, no data-dependent branch, no stack frame. Deeper
 * inside a block with a header: one line-map byte, then two 64-bit loads of map bytes at
 * the block's first line; past its first page, a page-map entry, two 64-bit loads of map
 * bytes at that page's last line and, unless the block starts there, a line-map byte and
 * two more. */
#include "cormi_rt.h"
#include "heap_map.h"

#define LEAF_MASK (((uintptr_t)1 << CORMI_MAP_LEAF_BITS) - 1)
#define PAGES_PER_LEAF ((uintptr_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_PAGE_BITS))
#define LINES_PER_LEAF ((uintptr_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_LINE_BITS))
/* Granules at or below an address's own that hold the start of any block it lies in
 * without a header (at most 253 bytes: 16 granules, one past its end included). */
#define NEAR_GRANULES 16u

static uint64_t map_word(const uint8_t *leaf, uintptr_t i) {
  return __atomic_load_n((const uint64_t *)(leaf + i), __ATOMIC_RELAXED);
}

/* The highest granule index g in [lo, hi] of `leaf` whose map byte is non-zero, or -1:
 * 8 map bytes per aligned 64-bit load, from hi's word down (little-endian: the highest
 * address is the most significant byte). Neighbouring bytes may change meanwhile (other
 * blocks); the bytes of a live block's own start do not. */
static intptr_t last_start(const uint8_t *leaf, uintptr_t lo, uintptr_t hi) {
  uintptr_t w = hi & ~(uintptr_t)7;
  uint64_t x = map_word(leaf, w);
  unsigned keep = (unsigned)(hi - w) + 1; /* bytes of the first word at or below hi */
  if (keep < 8) x &= ~0ull >> (64 - 8 * keep);
  for (;;) {
    if (w <= lo) x &= ~0ull << (8 * (lo - w)); /* the last word: nothing below lo */
    if (x) return (intptr_t)(w + (unsigned)(63 - __builtin_clzll(x)) / 8);
    if (w <= lo) return -1;
    w -= 8;
    x = map_word(leaf, w);
  }
}

/* The block recorded at `start` (map byte v != 0) if it contains a (one past its end
 * counts): its start, else NULL. */
static inline void *containing(uintptr_t start, unsigned v, uintptr_t a, size_t *offset) {
  size_t size = v == CORMI_MAP_HEADER ? ((const size_t *)start)[-2] : v - CORMI_MAP_SIZE_BIAS;
  if (a - start > size) return NULL;
  *offset = a - start;
  return (void *)start;
}

/* The nearest block start in [from, to] (addresses), both in one leaf; 0 when none. */
static uintptr_t nearest_start(uintptr_t from, uintptr_t to, unsigned *v) {
  const uint8_t *leaf = cormi_map_leaf(to >> CORMI_MAP_LEAF_BITS);
  if (!leaf) return 0;
  intptr_t g = last_start(leaf, (from & LEAF_MASK) >> CORMI_MAP_GRANULE_BITS, (to & LEAF_MASK) >> CORMI_MAP_GRANULE_BITS);
  if (g < 0) return 0;
  *v = __atomic_load_n(&leaf[g], __ATOMIC_RELAXED);
  return (to & ~LEAF_MASK) | ((uintptr_t)g << CORMI_MAP_GRANULE_BITS);
}

/* The nearest block start in [lo, a] (lo <= a), which may span leaves; 0 when none. */
static uintptr_t nearest_start_across(uintptr_t lo, uintptr_t a, unsigned *v) {
  for (uintptr_t to = a;;) {
    uintptr_t from = lo > (to & ~LEAF_MASK) ? lo : (to & ~LEAF_MASK);
    uintptr_t s = nearest_start(from, to, v);
    if (s || from == lo || from == 0) return s;
    to = from - 1; /* the window crosses into the leaf below */
  }
}

/* The lines back from line ln to the first line of the block with a header that reaches
 * it from an earlier line of the same page (its line mark), else 0. */
static unsigned line_mark(uintptr_t ln) {
  const uint8_t *lines = __atomic_load_n(&cormi_heap_lines[ln / LINES_PER_LEAF], __ATOMIC_ACQUIRE);
  return lines ? __atomic_load_n(&lines[ln & (LINES_PER_LEAF - 1)], __ATOMIC_RELAXED) : 0;
}

/* The start of the block with a header that reaches a from more than NEAR_GRANULES below;
 * 0 when no mark leads to one. Inside the page of its start, a's line mark (the block's,
 * since the block covers that line's beginning) leads to its first line. In a later page,
 * the page mark leads to its first page, whose last start is the block's: in the page's
 * last line, or else before it, where that line's mark (the block's again) leads. The
 * block's start is the last start in its first line. */
static uintptr_t far_start(uintptr_t a, unsigned *v) {
  uintptr_t ln = a >> CORMI_MAP_LINE_BITS;
  unsigned back = line_mark(ln);
  if (!back) {
    const uint32_t *pages = __atomic_load_n(&cormi_heap_pages[a >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE);
    if (!pages) return 0;
    uintptr_t pg = a >> CORMI_MAP_PAGE_BITS;
    uint32_t pback = __atomic_load_n(&pages[pg & (PAGES_PER_LEAF - 1)], __ATOMIC_RELAXED);
    if (!pback || pback > pg) return 0;
    ln = ((pg - pback) << (CORMI_MAP_PAGE_BITS - CORMI_MAP_LINE_BITS)) | (CORMI_MAP_LINES_PER_PAGE - 1);
    uintptr_t last = ln << CORMI_MAP_LINE_BITS;
    uintptr_t s = nearest_start(last, last + CORMI_MAP_LINE - 1, v);
    if (s) return s;
    back = line_mark(ln);
    if (!back) return 0;
  }
  uintptr_t first = (ln - back) << CORMI_MAP_LINE_BITS;
  return nearest_start(first, first + CORMI_MAP_LINE - 1, v);
}

/* Weak: present only in sanitizer builds (<sanitizer/allocator_interface.h>). */
extern const void *__sanitizer_get_allocated_begin(const void *p) __attribute__((weak));

/* A sanitizer's allocator (the runtime's malloc family is not linked in then): the block
 * containing a (its size from cormi_extent_slow, which asks the sanitizer), or the one a
 * is one past the end of (a sanitizer keeps a redzone after every block, so that address
 * is no other block's). */
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

/* No heap block of the map contains a: a sanitizer's allocator, then the noted objects. */
__attribute__((noinline)) static void *other_object_of(uintptr_t a, size_t *offset) {
  void *start = sanitizer_object_of(a, offset);
  return start ? start : cormi_noted_object_of(a, offset);
}

/* The look-up when the fast path cannot decide: NULL, an address the map does not cover,
 * a window that crosses into the leaf below, a block reaching a from farther below. */
__attribute__((noinline)) static void *slow_object_of(uintptr_t a, size_t *offset) {
  if (!a) return NULL;
  unsigned v = 0;
  uintptr_t s = 0;
  if (a < CORMI_MAP_LIMIT) {
    uintptr_t back = (uintptr_t)(NEAR_GRANULES - 1) << CORMI_MAP_GRANULE_BITS;
    s = nearest_start_across(a > back ? (a & ~(uintptr_t)15) - back : 1, a, &v);
    if (!s) s = far_start(a, &v);
  }
  void *start = s && v ? containing(s, v, a, offset) : NULL;
  return start ? start : other_object_of(a, offset);
}

/* Reads the 8 map bytes of granules g..g+7 of the leaf whose table entry is `entry`
 * (heap_map.h: the byte of granule g is at entry + g), any alignment (not atomic: only
 * the bytes that matter must be stable, and they are: for an address inside a live block,
 * the bytes from the block's start byte up to the address's granule do not change while
 * it is live; any other byte only moves the answer to a block that is then checked). */
static inline uint64_t map_bytes8(uintptr_t entry, uintptr_t g) {
  uint64_t x;
  __builtin_memcpy(&x, (const void *)(entry + g), sizeof x);
  return x;
}

/* The fast path: a's granule and the 15 before it (two 8-byte loads of map bytes, one
 * cache line or two) hold the nearest block start when a lies in a block without a header,
 * or near the start of one with a header; the highest non-zero byte is found without a
 * loop or a data-dependent branch, so independent look-ups overlap their cache misses.
 * Granules are numbered from address 0 (the table entry makes that one add). Few
 * instructions and no stack frame: the slow cases are calls out of line. */
void *cormi_object_of(const void *p, size_t *offset) {
  uintptr_t a = (uintptr_t)p;
  uintptr_t entry = a < CORMI_MAP_LIMIT ? (uintptr_t)__atomic_load_n(&cormi_heap_map[a >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE) : 0;
  /* The window must not reach into the leaf below. */
  int window_in_leaf = ((a & LEAF_MASK) >> CORMI_MAP_GRANULE_BITS) >= NEAR_GRANULES - 1;
  if (__builtin_expect(!entry || !window_in_leaf, 0)) return slow_object_of(a, offset);
  uintptr_t g = a >> CORMI_MAP_GRANULE_BITS;
  uint64_t hi = map_bytes8(entry, g - 7), lo = map_bytes8(entry, g - 15);
  __asm__("" : "+r"(lo)); /* both loads issued: the choice below is a select, not a branch */
  uint64_t x = hi ? hi : lo;
  uintptr_t top = hi ? g : g - 8; /* the granule of x's most significant byte */
  if (__builtin_expect(!x, 0)) return slow_object_of(a, offset);
  uintptr_t sg = top - (unsigned)__builtin_clzll(x) / 8;
  unsigned v = __atomic_load_n((const uint8_t *)(entry + sg), __ATOMIC_RELAXED);
  uintptr_t start = sg << CORMI_MAP_GRANULE_BITS;
  size_t size = __builtin_expect(v == CORMI_MAP_HEADER, 0) ? ((const size_t *)start)[-2] : v - CORMI_MAP_SIZE_BIAS;
  if (__builtin_expect(a - start > size || !v, 0)) return other_object_of(a, offset);
  *offset = a - start;
  return (void *)start;
}
