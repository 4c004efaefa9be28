/* The heap map: what the malloc replacement (heap.c) records about every block it hands
 * out, read by the extent query (extent.c). Internal to rt-c (not part of cormi_rt.h).
 *
 * One byte per 16-byte granule of the address space below 2^47, at the granule where a
 * live block starts (glibc blocks are 16-byte aligned):
 *   0        no live block starts here (or the block is not tracked)
 *   1        a block with a 16-byte header just before it: [size_t requested bytes]
 *            [size_t distance back to the start of the underlying glibc block]
 *   2..255   a block of (byte - 2) requested bytes, no header
 * (free's fast path, a block without a header, is one compare with the byte: > 1.)
 * The bytes live in one leaf per GiB of address space (64 MiB of virtual memory each,
 * mapped on first use, pages touched only where blocks are), found through a top-level
 * table indexed by address >> 30. Writers store whole bytes (no read-modify-write), so
 * two threads touching neighbouring blocks never race.
 *
 * Memory: one byte per 16 bytes of heap where blocks are (2 bytes for a 32-byte object),
 * plus a 16-byte header only on blocks of 254 bytes or more. The map also answers "which
 * live block contains address a" (interior pointers, object_of.c): the nearest non-zero
 * byte at or below a's granule among it and the 15 granules before it (two 8-byte loads),
 * then a check that a lies at or below that block's start + size (one past the end
 * counts). A block without a header (at most 253 bytes) always has its start there. A
 * block with a header also marks every 256-byte line after its first that it reaches
 * inside the 4 KiB page of its start (the line map below: 1 byte per line, at most 15
 * per block) and every page after its first that it reaches (the page map: 4 bytes per
 * page), so a look-up deeper inside it finds the line of its start in one step (the line
 * mark) or a few (the page mark, then that page's last line or its line mark). No two
 * live blocks overlap and glibc keeps a chunk header before every block, so the
 * nearest start at or below a is the only candidate, a one-past-the-end address never
 * equals the next block's start, and the mark of a line or page belongs to the one live
 * block that covers its first byte. */
#ifndef CORMI_RT_HEAP_MAP_H
#define CORMI_RT_HEAP_MAP_H

#include <stddef.h>
#include <stdint.h>

/** log2 of the bytes one map byte covers. */
#define CORMI_MAP_GRANULE_BITS 4
/** log2 of the bytes one leaf covers. */
#define CORMI_MAP_LEAF_BITS 30
/** Addresses at or above this are never tracked. */
#define CORMI_MAP_LIMIT ((uintptr_t)1 << 47)
/** Map byte of a block with a header. */
#define CORMI_MAP_HEADER 1u
/** The map byte of a block without a header is its size plus this. */
#define CORMI_MAP_SIZE_BIAS 2u
/** Largest size stored in the map byte itself. */
#define CORMI_MAP_SMALL_MAX (255u - CORMI_MAP_SIZE_BIAS)

/** log2 of a line of the line map. */
#define CORMI_MAP_LINE_BITS 8
#define CORMI_MAP_LINE ((uintptr_t)1 << CORMI_MAP_LINE_BITS)
/** The line map: for every line after the first that a live block with a header reaches
 *  (up to the line of its one-past-the-end address) within the page of its start, the
 *  number of lines back to the block's first line (1..15); 0 elsewhere. Leaf k (2^22
 *  bytes, mapped on first use) covers the lines of [k << 30, (k + 1) << 30). Written by
 *  heap.c when such a block is recorded, cleared before it goes back to glibc. */
extern uint8_t *cormi_heap_lines[CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS];

/** log2 of a page of the page map. */
#define CORMI_MAP_PAGE_BITS 12
#define CORMI_MAP_PAGE ((uintptr_t)1 << CORMI_MAP_PAGE_BITS)
/** Lines per page. */
#define CORMI_MAP_LINES_PER_PAGE ((uintptr_t)1 << (CORMI_MAP_PAGE_BITS - CORMI_MAP_LINE_BITS))

/** The page map: for every page after the first that a live block with a header reaches
 *  (up to the page of its one-past-the-end address), the number of pages back to the
 *  block's first page; 0 elsewhere. Leaf k (2^18 uint32_t, mapped on first use) covers
 *  the pages of [k << 30, (k + 1) << 30). Written by heap.c when such a block is
 *  recorded, cleared before it goes back to glibc. */
extern uint32_t *cormi_heap_pages[CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS];

/** Map bytes per leaf. */
#define CORMI_MAP_LEAF_BYTES ((uintptr_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_GRANULE_BITS))

/** The top-level table: entry k is NULL while leaf k (the map bytes of [k << 30,
 *  (k + 1) << 30)) does not exist, else the leaf's address minus k * CORMI_MAP_LEAF_BYTES,
 *  so that the map byte of an address a in it is at entry + (a >> 4): one add, no mask.
 *  No leaf is mapped where its entry would be NULL. A pointer, not an integer: the map
 *  byte is then that pointer plus an offset, which the pass's integer-provenance analysis
 *  accepts inside generated marshalers (cormi_extent); an integer sum that includes the
 *  address would be a pointer made from an integer. The extra last entry (the limit's)
 *  stays NULL, so malloc's fast path tests the limit and NULL with one shift. Defined in
 *  heap.c. */
extern uint8_t *cormi_heap_map[(CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS) + 1];

/** Leaf k (its first byte is the map byte of address k << 30), or NULL when it does not
 *  exist. */
static inline __attribute__((always_inline)) uint8_t *cormi_map_leaf(uintptr_t k) {
  uint8_t *entry = __atomic_load_n(&cormi_heap_map[k], __ATOMIC_ACQUIRE);
  return entry ? entry + k * CORMI_MAP_LEAF_BYTES : NULL;
}

/** (Always inline: the pass inlines cormi_extent from the helper bitcode into generated
 *  marshalers, and this must follow it there.)
 *  The map byte of a block starting at `a`, or NULL when its leaf does not exist (then no
 *  tracked block starts there). `a` must be 16-byte aligned and below the limit. */
static inline __attribute__((always_inline)) uint8_t *cormi_map_byte(uintptr_t a) {
  uint8_t *entry = __atomic_load_n(&cormi_heap_map[a >> CORMI_MAP_LEAF_BITS], __ATOMIC_ACQUIRE);
  return entry ? entry + (a >> CORMI_MAP_GRANULE_BITS) : NULL;
}

/** The noted object (cormi_extent_note) that contains address `a` (or that `a` is one
 *  past the end of), with a - start in *offset; NULL when none. Takes the notes' lock.
 *  Defined in heap.c. */
void *cormi_noted_object_of(uintptr_t a, size_t *offset);

/** Whether `a` can be the start of a tracked block. */
static inline __attribute__((always_inline)) int cormi_map_trackable(uintptr_t a) { return !(a & 15) && a < CORMI_MAP_LIMIT && a; }

#endif
