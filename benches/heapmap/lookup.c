/* Address -> object look-up (cormi_object_of, rt-c/src/object_of.c) with many live heap
 * objects: N objects allocated through the runtime's malloc (sizes 8..248 bytes, every
 * 64th one 256..4 KiB, every 4096th one 8..64 KiB), then batches of look-ups of random
 * addresses inside random objects (one past the end included). Each answer is checked.
 * Prints RESULT lines (benches/timing.h): `lookup` (ns per look-up of a random object,
 * per batch of 10^5; median, p10, p90 over batches), `lookup_in_order` (objects in
 * allocation order, as a marshaler walks a structure built in order; random offsets),
 * `extent` (the baseline: cormi_extent of the starts of other random objects drawn the
 * same way, one map byte each: fresh ones, so the look-ups do not warm its caches) and `memory` (bytes per object the map uses: resident
 * pages of the heap map's, the line map's and the page map's leaves, plus the 16-byte
 * headers of blocks
 * of 254 bytes or more). Not a test: nothing is asserted about time.
 *
 *   lookup [N [BATCHES]]   defaults: 10^6 objects, 50 batches */
#define _GNU_SOURCE
#include "../../rt-c/include/cormi_rt.h"
#include "../../rt-c/src/heap_map.h"
#include "common.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define BATCH 100000

/* Resident bytes of a leaf array (mincore). */
static size_t resident(void *const *leaves, size_t nleaves, size_t leaf_bytes) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE), total = 0;
  unsigned char *vec = malloc(leaf_bytes / page);
  for (size_t k = 0; k < nleaves; k++) {
    if (!leaves[k] || mincore(leaves[k], leaf_bytes, vec)) continue;
    for (size_t i = 0; i < leaf_bytes / page; i++) total += (vec[i] & 1) * page;
  }
  free(vec);
  return total;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoull(argv[1], NULL, 10) : 1000000;
  size_t batches = argc > 2 ? strtoull(argv[2], NULL, 10) : 50;
  char **obj = malloc(n * sizeof *obj);
  size_t *size = malloc(n * sizeof *size);
  size_t headers = 0;
  for (size_t i = 0; i < n; i++) {
    size_t s = 8 + next() % 241;
    if (i % 64 == 63) s = 256 + next() % 3841;
    if (i % 4096 == 4095) s = 8192 + next() % 57345;
    obj[i] = malloc(s);
    size[i] = s;
    headers += s > CORMI_MAP_SMALL_MAX;
  }
  size_t *pick = malloc(BATCH * sizeof *pick), *at = malloc(BATCH * sizeof *at);
  double *ns = malloc(batches * sizeof *ns), *base = malloc(batches * sizeof *base), *seq = malloc(batches * sizeof *seq);
  size_t wrong = 0;
  for (size_t b = 0; b < batches; b++) {
    for (size_t k = 0; k < BATCH; k++) {
      pick[k] = next() % n;
      at[k] = next() % (size[pick[k]] + 1);
    }
    double t0 = now_ns();
    for (size_t k = 0; k < BATCH; k++) {
      size_t off;
      char *p = obj[pick[k]];
      if (cormi_object_of(p + at[k], &off) != p || off != at[k]) wrong++;
    }
    ns[b] = (now_ns() - t0) / BATCH;
    /* cormi_extent of other random objects' starts (fresh draws: the objects the
     * look-ups just read would be in cache): one map byte per object, the least a look-up
     * by address can read (the baseline of the ratio). */
    for (size_t k = 0; k < BATCH; k++) pick[k] = next() % n;
    t0 = now_ns();
    for (size_t k = 0; k < BATCH; k++) {
      char *p = obj[pick[k]];
      if (cormi_extent(p) + at[k] < at[k]) wrong++;
    }
    base[b] = (now_ns() - t0) / BATCH;
    /* Objects in allocation order (as a marshaler walks a structure built in order),
     * random offsets inside each. */
    size_t first = next() % n;
    for (size_t k = 0; k < BATCH; k++) pick[k] = (first + k) % n;
    t0 = now_ns();
    for (size_t k = 0; k < BATCH; k++) {
      size_t off;
      char *p = obj[pick[k]];
      if (cormi_object_of(p + at[k] % (size[pick[k]] + 1), &off) != p) wrong++;
    }
    seq[b] = (now_ns() - t0) / BATCH;
  }
  if (wrong) {
    fprintf(stderr, "lookup: %zu wrong answers\n", wrong);
    return 1;
  }
  size_t leaves = CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS;
  static void *map_leaves[CORMI_MAP_LIMIT >> CORMI_MAP_LEAF_BITS]; /* not from malloc: no map bytes of its own */
  for (size_t k = 0; k < leaves; k++) map_leaves[k] = cormi_map_leaf(k);
  size_t map = resident(map_leaves, leaves, CORMI_MAP_LEAF_BYTES);
  size_t pages = resident((void *const *)cormi_heap_pages, leaves, ((size_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_PAGE_BITS)) * 4);
  size_t lines = resident((void *const *)cormi_heap_lines, leaves, (size_t)1 << (CORMI_MAP_LEAF_BITS - CORMI_MAP_LINE_BITS));
  qsort(ns, batches, sizeof *ns, cmp);
  qsort(base, batches, sizeof *base, cmp);
  qsort(seq, batches, sizeof *seq, cmp);
  printf("RESULT lookup %zu %.2f %.2f %.2f objects=%zu\n", batches, ns[batches / 2], ns[batches / 10], ns[batches * 9 / 10], n);
  printf("RESULT lookup_in_order %zu %.2f %.2f %.2f objects=%zu\n", batches, seq[batches / 2], seq[batches / 10], seq[batches * 9 / 10], n);
  printf("RESULT extent %zu %.2f %.2f %.2f objects=%zu\n", batches, base[batches / 2], base[batches / 10], base[batches * 9 / 10], n);
  double per = (double)(map + lines + pages + 16 * headers) / (double)n;
  printf("RESULT memory 1 %.2f %.2f %.2f map_bytes=%zu line_map_bytes=%zu page_map_bytes=%zu header_bytes=%zu (bytes per object)\n", per,
         per, per, map, lines, pages, 16 * headers);
  for (size_t i = 0; i < n; i++) free(obj[i]);
  return 0;
}
