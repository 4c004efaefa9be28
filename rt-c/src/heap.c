/* The malloc family of every cormi program, recording each block's requested size in the
 * heap map (heap_map.h), so the runtime knows the extent of any heap object it sends
 * (cormi_extent, extent.c) and `free` works on every object (DESIGN.md "Object model").
 *
 * The functions forward to glibc's own allocator (__libc_malloc, ...), which glibc allows
 * ("Replacing malloc"); glibc then also allocates through them for strdup, getline,
 * asprintf, fopen, ... A block of at most CORMI_MAP_SMALL_MAX bytes is glibc's block
 * unchanged, its size held in its map byte; a larger one gets a 16-byte header in front
 * ([requested size][distance back to glibc's block]), at most 16 bytes on 254 or more.
 *
 * The definitions are weak: a sanitizer's allocator (AddressSanitizer, ...) or a program's
 * own malloc wins at link time, and then nothing is recorded here (cormi_extent_slow asks
 * the sanitizer instead; a program's own allocator's blocks have no known extent). This
 * file is pulled into every program that links the runtime library because the extent
 * query refers to the map defined here.
 *
 * Blocks of at least HUGE_BLOCK bytes are advised transparent huge pages (MADV_HUGEPAGE,
 * as glibc's glibc.malloc.hugetlb=1 tunable does): a large array's pages are then faulted
 * in 2 MiB at a time, and a peer on this host reads it with process_vm_readv 1.2-1.3x
 * faster (the kernel pins the source's pages one by one: benches/bigarray.sh).
 *
 * Also here: the noted objects (globals, stack objects, argv: cormi_extent_note) and the
 * slow path of the extent query. Library only (not in the helper bitcode). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* process_vm_readv */
#endif
#include "cormi_rt.h"
#include "heap_map.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

extern void *__libc_malloc(size_t n);
extern void __libc_free(void *p);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);
extern void *__libc_memalign(size_t align, size_t n);

uint8_t *cormi_heap_map[(CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS) + 1];
uint32_t *cormi_heap_pages[CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS];
uint8_t *cormi_heap_lines[CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS];

#define WEAK __attribute__((weak))
#define HEADER 16u

/* ---- the map ------------------------------------------------------------------------- */

/* Maps leaf k (`bytes` long), never where its table entry would be 0 (at exactly
 * k * CORMI_MAP_LEAF_BYTES: then a second mapping, made while the first holds that place,
 * is taken instead); MAP_FAILED when there is no memory. */
static void *map_leaf(uintptr_t k, size_t bytes) {
  int prot = PROT_READ | PROT_WRITE, flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
  void *m = mmap(NULL, bytes, prot, flags, -1, 0);
  if (m == MAP_FAILED || (uintptr_t)m != k * CORMI_MAP_LEAF_BYTES) return m;
  void *elsewhere = mmap(NULL, bytes, prot, flags, -1, 0);
  munmap(m, bytes);
  return elsewhere;
}

/* The map byte for a block at `a`, making its leaf when missing; NULL when `a` cannot be
 * tracked (unaligned, too high) or no leaf could be mapped. */
static uint8_t *map_byte_for(uintptr_t a) {
  if (!cormi_map_trackable(a)) return NULL;
  uint8_t *b = cormi_map_byte(a);
  if (b) return b;
  uintptr_t k = a >> CORMI_MAP_LEAF_BITS;
  void *leaf = map_leaf(k, CORMI_MAP_LEAF_BYTES);
  if (leaf == MAP_FAILED) return NULL;
  uint8_t *expected = NULL;
  if (!__atomic_compare_exchange_n(&cormi_heap_map[k], &expected, (uint8_t *)((uintptr_t)leaf - k * CORMI_MAP_LEAF_BYTES), 0, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE))
    munmap(leaf, CORMI_MAP_LEAF_BYTES); /* another thread made it first */
  return cormi_map_byte(a);
}

static void map_set(uint8_t *b, unsigned v) { __atomic_store_n(b, (uint8_t)v, __ATOMIC_RELAXED); }

/* ---- the line and page maps of blocks with a header (heap_map.h) -------------------- */

#define PAGES_PER_LEAF ((size_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_PAGE_BITS))
#define LINES_PER_LEAF ((size_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_LINE_BITS))

/* The leaf in *slot (`bytes` long), made when missing (`make`); NULL when there is none. */
static void *side_leaf(void **slot, size_t bytes, int make) {
  void *leaf = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (leaf || !make) return leaf;
  void *m = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) return NULL;
  void *expected = NULL;
  if (!__atomic_compare_exchange_n(slot, &expected, m, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    munmap(m, bytes); /* another thread made it first */
    return expected;
  }
  return m;
}

/* Writes the page map of block a of n bytes: pages back to a's page (`set`), or 0, for
 * every page after a's that it reaches (none for most blocks). A missing leaf when
 * setting leaves the pages unmarked: look-ups deep inside the block then answer NULL
 * (conservative: the sender reports the pointer instead of guessing). */
static void mark_pages(uintptr_t a, size_t n, int set) {
  uintptr_t first = a >> CORMI_MAP_PAGE_BITS, last = (a + n) >> CORMI_MAP_PAGE_BITS;
  uint32_t *leaf = NULL;
  for (uintptr_t pg = first + 1; pg <= last; pg++) {
    if (pg == first + 1 || !(pg & (PAGES_PER_LEAF - 1))) /* a leaf's first page: look the leaf up */
      leaf = side_leaf((void **)&cormi_heap_pages[pg / PAGES_PER_LEAF], PAGES_PER_LEAF * sizeof(uint32_t), set);
    if (!leaf) continue;
    uint32_t back = set ? (uint32_t)(pg - first < UINT32_MAX ? pg - first : 0) : 0;
    __atomic_store_n(&leaf[pg & (PAGES_PER_LEAF - 1)], back, __ATOMIC_RELAXED);
  }
}

/* Writes the line map of block a of n bytes: lines back to a's line (`set`), or 0, for the
 * lines after a's up to its end or the end of a's page (at most 15 lines: deeper lines
 * have the page map); a missing leaf as for the page map. */
static void mark_lines(uintptr_t a, size_t n, int set) {
  uintptr_t first = a >> CORMI_MAP_LINE_BITS, last = (a + n) >> CORMI_MAP_LINE_BITS;
  uintptr_t page_end = first | (CORMI_MAP_LINES_PER_PAGE - 1);
  if (last > page_end) last = page_end;
  if (last == first) return;
  uint8_t *leaf = side_leaf((void **)&cormi_heap_lines[first / LINES_PER_LEAF], LINES_PER_LEAF, set);
  if (!leaf) return;
  for (uintptr_t ln = first + 1; ln <= last; ln++) /* one page: never crosses a leaf */
    __atomic_store_n(&leaf[ln & (LINES_PER_LEAF - 1)], (uint8_t)(set ? ln - first : 0), __ATOMIC_RELAXED);
}

/* The line and page marks of block p (with a header) of n bytes: set or cleared. */
static void mark_reach(const void *p, size_t n, int set) {
  uintptr_t a = (uintptr_t)p;
  if (a >= CORMI_MAP_LIMIT || n > CORMI_MAP_LIMIT - a) return;
  mark_lines(a, n, set);
  mark_pages(a, n, set);
}

/* The map byte of a live tracked block at p (not 0), or NULL. */
static uint8_t *tracked(const void *p) {
  uintptr_t a = (uintptr_t)p;
  if (!cormi_map_trackable(a)) return NULL;
  uint8_t *b = cormi_map_byte(a);
  return b && __atomic_load_n(b, __ATOMIC_RELAXED) ? b : NULL;
}

static size_t *header_of(void *p) { return (size_t *)p - 2; }

/* Blocks this large are advised huge pages: room for one whole aligned 2 MiB page. */
#define HUGE_BLOCK ((size_t)4 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)

/* Advises the whole 2 MiB pages inside block [p, p + n) as huge-page memory. Contents
 * stay; where the kernel has no transparent huge pages the call fails and changes
 * nothing. */
static void advise_huge(void *p, size_t n) {
  uintptr_t start = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1), end = ((uintptr_t)p + n) & ~(HUGE_PAGE - 1);
  if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
}

/* Records glibc block `raw` (of at least n bytes, or n + `pad` for a header) as a block of
 * n requested bytes; returns the pointer to hand out. A small block is recorded in its map
 * byte; a large one was allocated with `pad` (>= HEADER, a multiple of its alignment)
 * extra bytes and gets the header. An address that cannot be tracked is handed out
 * unrecorded (its extent is unknown, free gives it back to glibc as is). */
static void *record(void *raw, size_t n, size_t pad) {
  if (!raw) return NULL;
  if (!pad) {
    uint8_t *b = map_byte_for((uintptr_t)raw);
    if (b) map_set(b, (unsigned)n + CORMI_MAP_SIZE_BIAS);
    return raw;
  }
  char *p = (char *)raw + pad;
  uint8_t *b = map_byte_for((uintptr_t)p);
  if (!b) return raw;
  header_of(p)[0] = n;
  header_of(p)[1] = pad;
  mark_reach(p, n, 1);
  map_set(b, CORMI_MAP_HEADER);
  if (n >= HUGE_BLOCK) advise_huge(p, n);
  return p;
}

/* The glibc block under tracked block p (map byte *b), forgetting p. */
static void *forget(void *p, uint8_t *b) {
  unsigned v = __atomic_load_n(b, __ATOMIC_RELAXED);
  map_set(b, 0);
  if (v != CORMI_MAP_HEADER) return p;
  mark_reach(p, header_of(p)[0], 0);
  return (char *)p - header_of(p)[1];
}

/* The requested size of tracked block p (map byte *b). */
static size_t size_of(void *p, const uint8_t *b) {
  unsigned v = __atomic_load_n(b, __ATOMIC_RELAXED);
  return v == CORMI_MAP_HEADER ? header_of(p)[0] : v - CORMI_MAP_SIZE_BIAS;
}

static int small(size_t n) { return n <= CORMI_MAP_SMALL_MAX; }

/* ---- the malloc family --------------------------------------------------------------- */

/* The table entry of glibc block `a`'s leaf (heap_map.h), or 0 when there is none (also
 * for NULL and addresses at or above the limit); its map byte is then map_byte_at. No
 * alignment test: glibc's blocks are 16-byte aligned (MALLOC_ALIGNMENT on 64-bit
 * targets). One shift excludes both 0 and the addresses above the limit; the limit itself
 * passes and reads the table's extra entry, which stays 0. Inline: the fast path of every
 * small malloc and every free. */
static inline uintptr_t glibc_block_entry(uintptr_t a) {
  _Static_assert(CORMI_MAP_LIMIT == (uintptr_t)1 << 47, "the shift below tests the limit");
  if (__builtin_expect((a - 1) >> 47 != 0, 0)) return 0;
  return (uintptr_t)__atomic_load_n(&cormi_heap_map[a >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE);
}

/* The map byte of address a, given its leaf's table entry (not 0). */
static inline uint8_t *map_byte_at(uintptr_t entry, uintptr_t a) { return (uint8_t *)(entry + (a >> CORMI_MAP_GRANULE_BITS)); }

/* A large block (header form), or a small one whose leaf is missing: out of line. */
__attribute__((noinline)) static void *malloc_slow(size_t n, void *small_block) {
  if (small(n)) return record(small_block, n, 0);
  if (n > SIZE_MAX - HEADER) {
    errno = ENOMEM;
    return NULL;
  }
  return record(__libc_malloc(n + HEADER), n, HEADER);
}

/* Set once, before main, by programs whose buffers have spare capacity the program never
 * writes (Rust's Vec): every new block then reads as zeros, like realloc's growth. */
static int zero_new_blocks;

/* Sizes below this take malloc's fast path: every small size, or none once new blocks
 * must read as zeros (one compare tests both). */
static size_t fast_below = CORMI_MAP_SMALL_MAX + 1;

void cormi_heap_zero_new_blocks(void) {
  zero_new_blocks = 1;
  size_t none = 0;
  __asm__("" : "+r"(none)); /* a value the compiler cannot see: it keeps fast_below a size
                               (one compare with memory) instead of a flag and a second test */
  fast_below = none;
}

static inline void *zeroed_if_asked(void *p, size_t n) {
  if (__builtin_expect(zero_new_blocks, 0) && p) memset(p, 0, n);
  return p;
}

/* A block of n <= CORMI_MAP_SMALL_MAX bytes. */
static inline void *small_malloc(size_t n) {
  unsigned byte = (unsigned)n + CORMI_MAP_SIZE_BIAS;
  __asm__("" : "+r"(byte)); /* kept across the call instead of n (one instruction less) */
  void *p = __libc_malloc(n);
  uintptr_t entry = glibc_block_entry((uintptr_t)p);
  if (__builtin_expect(entry != 0, 1)) {
    map_set(map_byte_at(entry, (uintptr_t)p), byte);
    return p;
  }
  return p ? malloc_slow(byte - CORMI_MAP_SIZE_BIAS, p) : NULL;
}

static inline void *tracked_malloc_raw(size_t n) { return small(n) ? small_malloc(n) : malloc_slow(n, NULL); }

static void *tracked_calloc(size_t count, size_t size);

/* Every size the fast path does not take: zeroed blocks come from calloc, which skips
 * fresh pages from mmap (already zero): a Vec::with_capacity of 64 MiB that holds 10
 * bytes touches only the pages it writes. */
__attribute__((noinline)) static void *malloc_other(size_t n) {
  if (zero_new_blocks) return tracked_calloc(1, n);
  return malloc_slow(n, NULL);
}

static inline void *tracked_malloc(size_t n) {
  if (__builtin_expect(n < fast_below, 1)) return small_malloc(n);
  return malloc_other(n);
}

/* An aligned block; `align` is a power of two. */
static void *tracked_memalign(size_t align, size_t n) {
  if (align <= HEADER) return tracked_malloc(n);
  if (small(n)) return zeroed_if_asked(record(__libc_memalign(align, n), n, 0), n);
  if (n > SIZE_MAX - align) {
    errno = ENOMEM;
    return NULL;
  }
  return zeroed_if_asked(record(__libc_memalign(align, n + align), n, align), n);
}

/* A block with a header, or one the runtime never recorded (glibc's as it is). */
__attribute__((noinline)) static void free_slow(void *p) {
  uint8_t *b = tracked(p);
  __libc_free(b ? forget(p, b) : p);
}

static inline void tracked_free(void *p) {
  uintptr_t entry = glibc_block_entry((uintptr_t)p);
  if (__builtin_expect(entry != 0, 1)) {
    uint8_t *b = map_byte_at(entry, (uintptr_t)p);
    /* A plain read (one compare with memory): a live block's byte is written only by the
     * malloc that made it, which happens before this free. */
    if (__builtin_expect(*b > CORMI_MAP_HEADER, 1)) { /* a block without a header */
      map_set(b, 0);
      __libc_free(p);
      return;
    }
  }
  if (p) free_slow(p); /* free(NULL) does nothing */
}

static void *tracked_calloc(size_t count, size_t size) {
  size_t n;
  if (__builtin_mul_overflow(count, size, &n) || n > SIZE_MAX - HEADER) {
    errno = ENOMEM;
    return NULL;
  }
  if (small(n)) return record(__libc_calloc(1, n), n, 0);
  return record(__libc_calloc(1, n + HEADER), n, HEADER);
}

/* realloc of a tracked block p (map byte *b) to n bytes. */
static void *realloc_tracked(void *p, uint8_t *b, size_t n) {
  size_t old = size_of(p, b);
  unsigned v = __atomic_load_n(b, __ATOMIC_RELAXED);
  int plain = v != CORMI_MAP_HEADER;
  if ((plain && small(n)) || (!plain && header_of(p)[1] == HEADER && !small(n) && n <= SIZE_MAX - HEADER)) {
    /* The same form before and after: glibc's realloc (in place when it can). */
    size_t pad = plain ? 0 : HEADER;
    map_set(b, 0);
    if (!plain) mark_reach(p, old, 0);
    void *raw = __libc_realloc((char *)p - pad, n + pad);
    if (!raw) {
      if (!plain) mark_reach(p, old, 1);
      map_set(b, v); /* the old block is unchanged */
      return NULL;
    }
    return record(raw, n, pad);
  }
  void *q = tracked_malloc_raw(n);
  if (!q) return NULL;
  memcpy(q, p, old < n ? old : n);
  tracked_free(p);
  return q;
}

static void *tracked_realloc(void *p, size_t n) {
  /* A block realloc makes reads as zeros like the part it grows (below): a vector
   * started from NULL then has NULL spare records too. */
  if (!p) return tracked_calloc(1, n);
  if (!n) {
    tracked_free(p); /* glibc's behaviour: realloc(p, 0) frees and returns NULL */
    return NULL;
  }
  uint8_t *b = tracked(p);
  if (b) {
    /* The grown part reads as zeros: a vector's spare records, never written by the
     * program, then hold NULL pointers, which a marshaler sends as NULL (it would stop
     * at garbage). Costs a memset of the growth, as much as the copy realloc may make. */
    size_t old = size_of(p, b);
    void *q = realloc_tracked(p, b, n);
    if (q && n > old) memset((char *)q + old, 0, n - old);
    return q;
  }
  void *q = __libc_realloc(p, n); /* a block we never recorded: keep it glibc's */
  return q && small(n) ? record(q, n, 0) : q;
}

WEAK void *malloc(size_t n) { return tracked_malloc(n); }

WEAK void free(void *p) { tracked_free(p); }

WEAK void *calloc(size_t count, size_t size) { return tracked_calloc(count, size); }

WEAK void *realloc(void *p, size_t n) { return tracked_realloc(p, n); }

WEAK void *reallocarray(void *p, size_t count, size_t size) {
  size_t n;
  if (__builtin_mul_overflow(count, size, &n)) {
    errno = ENOMEM;
    return NULL;
  }
  return tracked_realloc(p, n);
}

static int power_of_two(size_t x) { return x && !(x & (x - 1)); }

static void *checked_memalign(size_t align, size_t n) {
  if (!power_of_two(align)) {
    errno = EINVAL;
    return NULL;
  }
  return tracked_memalign(align, n);
}

WEAK void *memalign(size_t align, size_t n) { return checked_memalign(align, n); }

WEAK void *aligned_alloc(size_t align, size_t n) { return checked_memalign(align, n); }

WEAK int posix_memalign(void **out, size_t align, size_t n) {
  if (!power_of_two(align) || align % sizeof(void *)) return EINVAL;
  void *p = tracked_memalign(align, n);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}

WEAK void *valloc(size_t n) { return tracked_memalign((size_t)sysconf(_SC_PAGESIZE), n); }

WEAK void *pvalloc(size_t n) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  if (n > SIZE_MAX - page) {
    errno = ENOMEM;
    return NULL;
  }
  return tracked_memalign(page, n ? (n + page - 1) & ~(page - 1) : page);
}

/* The requested size: every byte up to it is the program's, so this is a valid answer. A
 * block we never recorded is glibc's to measure. */
WEAK size_t malloc_usable_size(void *p) {
  if (!p) return 0;
  uint8_t *b = tracked(p);
  if (b) return size_of(p, b);
  static size_t (*glibc)(void *);
  if (!glibc) *(void **)&glibc = dlsym(RTLD_NEXT, "malloc_usable_size");
  return glibc ? glibc(p) : 0;
}

/* The same functions under the runtime's own names (cormi_rt.h), for a program that
 * defines malloc itself (to count bytes, say) and forwards to these. */
void *cormi_heap_malloc(size_t n) { return tracked_malloc(n); }
void *cormi_heap_calloc(size_t count, size_t size) { return tracked_calloc(count, size); }
void *cormi_heap_realloc(void *p, size_t n) { return tracked_realloc(p, n); }
void cormi_heap_free(void *p) { tracked_free(p); }

/* ---- noted objects (globals, stack objects, argv) ------------------------------------ */

/* An open-addressing table address -> bytes (key 0: empty, TOMB: deleted), under a lock:
 * noted objects are few, and only the slow path of the query reads them. */
typedef struct note {
  uintptr_t key;
  size_t bytes;
} note;

static const uintptr_t TOMB = 1;
static note *notes;
static size_t notes_cap, notes_used; /* used: keys and tombs */
static size_t notes_live;
static pthread_mutex_t notes_lock = PTHREAD_MUTEX_INITIALIZER;

static size_t note_hash(uintptr_t k) { return (size_t)((k * 0x9E3779B97F4A7C15ull) >> 17); }

/* The slot of key k, or the first free one for it (tombstones reused). */
static note *note_slot(uintptr_t k, int for_insert) {
  size_t mask = notes_cap - 1;
  note *tomb = NULL;
  for (size_t i = note_hash(k) & mask;; i = (i + 1) & mask) {
    note *n = &notes[i];
    if (n->key == k) return n;
    if (n->key == TOMB && !tomb) tomb = n;
    if (!n->key) return for_insert && tomb ? tomb : n;
  }
}

/* The table lives in its own mapping (zeroed), not on the program's heap: noting argv
 * before main then leaves the program's blocks where glibc alone would put them (their
 * offsets within cache lines and pages change an allocation-heavy loop's speed by up to
 * a fifth: benches/extents/RESULTS.md). */
static void notes_grow(void) {
  size_t old_cap = notes_cap, cap = notes_cap ? notes_cap * 2 : 256;
  while (cap < 4 * (notes_live + 1)) cap *= 2;
  note *old = notes;
  void *m = mmap(NULL, cap * sizeof *notes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) {
    fputs("cormi: out of memory in the table of noted objects\n", stderr);
    exit(1);
  }
  notes = (note *)m;
  notes_cap = cap;
  notes_used = notes_live;
  for (size_t i = 0; i < old_cap; i++)
    if (old[i].key > TOMB) *note_slot(old[i].key, 1) = old[i];
  if (old) munmap(old, old_cap * sizeof *old);
}

void cormi_extent_note(const void *p, size_t bytes) {
  uintptr_t k = (uintptr_t)p;
  if (k <= TOMB) return;
  pthread_mutex_lock(&notes_lock);
  if (2 * (notes_used + 1) > notes_cap) notes_grow();
  note *n = note_slot(k, 1);
  if (n->key != k) {
    notes_live++;
    if (!n->key) notes_used++;
  }
  n->key = k;
  n->bytes = bytes;
  pthread_mutex_unlock(&notes_lock);
}

void cormi_extent_forget(const void *p) {
  uintptr_t k = (uintptr_t)p;
  if (k <= TOMB) return;
  pthread_mutex_lock(&notes_lock);
  if (notes_cap) {
    note *n = note_slot(k, 0);
    if (n->key == k) {
      n->key = TOMB;
      notes_live--;
    }
  }
  pthread_mutex_unlock(&notes_lock);
}

void *cormi_noted_object_of(uintptr_t a, size_t *offset) {
  if (!__atomic_load_n(&notes_live, __ATOMIC_RELAXED)) return NULL;
  uintptr_t best = 0;
  size_t best_off = 0;
  pthread_mutex_lock(&notes_lock);
  /* A linear scan: noted objects are few (globals and stack objects a marshaler sizes or
   * an interior pointer may point into). An address inside an object wins over one that
   * is only one past the end of another. */
  for (size_t i = 0; i < notes_cap; i++) {
    uintptr_t k = notes[i].key;
    if (k <= TOMB || a < k || a - k > notes[i].bytes) continue;
    int inside = a - k < notes[i].bytes;
    if (inside || !best) {
      best = k;
      best_off = a - k;
    }
    if (inside) break;
  }
  pthread_mutex_unlock(&notes_lock);
  if (best) *offset = best_off;
  return (void *)best;
}

/* ---- the slow path of the query ------------------------------------------------------ */

/* Weak: present only in sanitizer builds (<sanitizer/allocator_interface.h>). */
extern int __sanitizer_get_ownership(const volatile void *p) __attribute__((weak));
extern size_t __sanitizer_get_allocated_size(const volatile void *p) __attribute__((weak));
extern int __asan_address_is_poisoned(const volatile void *p) __attribute__((weak));

size_t cormi_extent_slow(const void *p) {
  uintptr_t k = (uintptr_t)p;
  if (k > TOMB && __atomic_load_n(&notes_live, __ATOMIC_RELAXED)) {
    pthread_mutex_lock(&notes_lock);
    size_t bytes = CORMI_EXTENT_UNKNOWN;
    if (notes_cap) {
      note *n = note_slot(k, 0);
      if (n->key == k) bytes = n->bytes;
    }
    pthread_mutex_unlock(&notes_lock);
    if (bytes != CORMI_EXTENT_UNKNOWN) return bytes;
  }
  if (p && __sanitizer_get_ownership && __sanitizer_get_allocated_size && __sanitizer_get_ownership(p)) {
    size_t n = __sanitizer_get_allocated_size(p);
    /* AddressSanitizer counts a zero-byte block as 1 byte, but poisons it. */
    if (n == 1 && __asan_address_is_poisoned && __asan_address_is_poisoned(p)) return 0;
    return n;
  }
  return CORMI_EXTENT_UNKNOWN;
}

int cormi_extent_set(void *p, size_t bytes) {
  uint8_t *b = tracked(p);
  if (!b) return -1;
  if (__atomic_load_n(b, __ATOMIC_RELAXED) == CORMI_MAP_HEADER) {
    mark_reach(p, header_of(p)[0], 0);
    header_of(p)[0] = bytes;
    mark_reach(p, bytes, 1);
  } else if (small(bytes))
    map_set(b, (unsigned)bytes + CORMI_MAP_SIZE_BIAS);
  else
    return -1;
  return 0;
}

void cormi_extent_unknown(const void *p, const char *what) {
  char text[1024];
  snprintf(text, sizeof text, "cannot send the object at %p: %s", p, what ? what : "its size is unknown at run time");
  cormi_refuse(text);
}

void cormi_refuse(const char *text) {
  if (cormi_error_mode() == CORMI_ERRORS_ABORT) {
    fprintf(stderr, "cormi: %s\n", text);
    exit(1);
  }
  cormi_send_refused(text);
}

/* Whether every page of [p, p + bytes) can be read, asked of the kernel (no fault). */
static int readable(const void *p, size_t bytes) {
  uintptr_t a = (uintptr_t)p, end = a + (bytes ? bytes : 1);
  if (end < a) return 0;
  pid_t self = getpid();
  for (uintptr_t at = a; at < end; at = (at | 4095) + 1) {
    char byte;
    struct iovec local = {&byte, 1}, remote = {(void *)at, 1};
    if (process_vm_readv(self, &local, 1, &remote, 1, 0) != 1 && errno == EFAULT) return 0;
  }
  return 1;
}

int cormi_vouch(const void *p, size_t bytes, const char *what) {
  static __thread char why[1024];
  size_t n = cormi_extent(p);
  if (n != CORMI_EXTENT_UNKNOWN && n < bytes) {
    snprintf(why, sizeof why, "it is a block of %zu bytes where an object of %zu bytes was expected (an uninitialised or freed pointer?): %s", n, bytes, what);
    cormi_extent_unknown(p, why);
    return 0;
  }
  if (n != CORMI_EXTENT_UNKNOWN || readable(p, bytes)) return 1;
  snprintf(why, sizeof why, "it points to memory the process cannot read (an uninitialised or freed pointer?): %s", what);
  cormi_extent_unknown(p, why);
  return 0;
}

/* glibc passes (argc, argv, envp) to ELF constructors: argv, its strings and the
 * environment strings are noted before main, so they can be sent like any object. */
__attribute__((constructor)) static void note_arguments(int argc, char **argv, char **envp) {
  if (argc <= 0 || !argv) return;
  cormi_extent_note(argv, ((size_t)argc + 1) * sizeof *argv);
  for (int i = 0; i < argc; i++)
    if (argv[i]) cormi_extent_note(argv[i], strlen(argv[i]) + 1);
  if (!envp) return;
  size_t n = 0;
  for (; envp[n]; n++) cormi_extent_note(envp[n], strlen(envp[n]) + 1);
  cormi_extent_note(envp, (n + 1) * sizeof *envp);
}
