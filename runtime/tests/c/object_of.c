/* Address -> object (rt-c/src/object_of.c) over the runtime's malloc family (heap.c): every
 * byte of a live block, and one past its end, maps to the block's start and the offset;
 * blocks of every form (small, header, a page or more, aligned, calloc, realloc moved and
 * in place, an extent lowered with cormi_extent_set, blocks at and across a GiB boundary
 * of the map); every address between neighbouring blocks maps to one of them or to
 * nothing; freed blocks, globals, the stack and mmap'd memory map to nothing, a noted
 * global to itself until forgotten; 4 threads allocating, freeing and looking up at once
 * agree. Built by runtime/tests/object_of.rs plainly (the runtime's malloc) and under
 * AddressSanitizer (the sanitizer's allocator answers through
 * __sanitizer_get_allocated_begin: the same answers, except after cormi_extent_set, which
 * a sanitizer build does not support). */
#define _GNU_SOURCE
#include "cormi_rt.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static int fails;
#define CHECK(c)                                                   \
  do {                                                             \
    if (!(c)) {                                                    \
      fprintf(stderr, "object_of.c:%d: CHECK(%s)\n", __LINE__, #c); \
      fails++;                                                     \
    }                                                              \
  } while (0)

static int ours; /* the runtime's malloc records blocks (not a sanitizer build) */
static int table[10];

/* Every offset 0..n of block p (a stride for big blocks, and the last few bytes) maps to p. */
static int maps_whole(char *p, size_t n) {
  size_t step = n > 4096 ? 61 : 1;
  for (size_t k = 0; k <= n; k = k + step > n && k < n ? n : k + step) {
    size_t off = (size_t)-1;
    void *s = cormi_object_of(p + k, &off);
    if (s != p || off != k) return 0;
  }
  return 1;
}

/* Offsets [from, to] of block p map to p (to is at most its size). */
static int maps_range(char *p, size_t from, size_t to) {
  for (size_t k = from; k <= to; k++) {
    size_t off = (size_t)-1;
    if (cormi_object_of(p + k, &off) != p || off != k) return 0;
  }
  return 1;
}

/* The answer for address a: p when a lies in block p (n bytes) or one past its end, q
 * likewise (m bytes), else nothing or another block that contains a. */
static int answers_exactly(char *a, char *p, size_t n, char *q, size_t m) {
  size_t off = (size_t)-1;
  char *s = cormi_object_of(a, &off);
  if (a >= p && a <= p + n) return s == p && off == (size_t)(a - p);
  if (a >= q && a <= q + m) return s == q && off == (size_t)(a - q);
  return !s || (s != p && s != q && off == (size_t)(a - s) && off <= cormi_extent(s));
}

/* Blocks p (n bytes) and q (m bytes), q above p: every address from p to 256 bytes past
 * its end, and from 256 bytes before q to one past q's end, answers exactly. */
static int neighbours_exact(char *p, size_t n, char *q, size_t m) {
  for (char *a = p; a <= p + n + 256 && a <= q + m; a++)
    if (!answers_exactly(a, p, n, q, m)) return 0;
  for (char *a = (uintptr_t)q - (uintptr_t)p > 256 ? q - 256 : p; a <= q + m; a++)
    if (!answers_exactly(a, p, n, q, m)) return 0;
  return 1;
}

static void *churn(void *arg) {
  size_t seed = (size_t)arg;
  char *live[32] = {0};
  size_t want[32] = {0};
  for (size_t i = 0; i < 4000; i++) {
    size_t k = (seed * 7919 + i * 31) % 32, n = (seed + i * 977) % 20000;
    if (live[k]) {
      size_t off = 0, at = (i * 7) % (want[k] + 1);
      void *s = cormi_object_of(live[k] + at, &off);
      CHECK(s == live[k] && off == at);
      free(live[k]);
    }
    live[k] = i % 3 ? malloc(n) : calloc(1, n);
    want[k] = n;
  }
  for (size_t k = 0; k < 32; k++) free(live[k]);
  return NULL;
}

int main(void) {
  void *probe = malloc(64);
  ours = cormi_extent_set(probe, 32) == 0;
  free(probe);

  size_t sizes[] = {0, 1, 15, 16, 17, 100, 253, 254, 1000, 4095, 4096, 4097, 5000, 100000, (size_t)1 << 22};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
    char *p = malloc(sizes[i]);
    CHECK(maps_whole(p, sizes[i]));
    char *q = calloc(1, sizes[i] + 1);
    CHECK(maps_whole(q, sizes[i] + 1));
    free(p);
    size_t off = 0;
    if (sizes[i] > 0) CHECK(cormi_object_of(p + sizes[i] / 2, &off) == NULL || cormi_object_of(p + sizes[i] / 2, &off) == q);
    free(q);
  }

  /* Neighbours of every form: small after small, small after a block with a header deep
   * enough for line marks, a block with a header after a small one. */
  size_t pairs[][2] = {{24, 40}, {253, 8}, {3000, 100}, {100, 3000}, {600, 600}};
  for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
    char *x = malloc(pairs[i][0]), *y = malloc(pairs[i][1]);
    char *lo = x < y ? x : y, *hi = x < y ? y : x;
    CHECK(neighbours_exact(lo, lo == x ? pairs[i][0] : pairs[i][1], hi, hi == x ? pairs[i][0] : pairs[i][1]));
    free(x);
    free(y);
  }

  /* A block with a header that starts in the last 256-byte line of a page, right after a
   * neighbour with a header that ends in that line: look-ups past its first page. */
  char *pair[400][2];
  int found = 0;
  for (int i = 0; i < 400; i++) {
    char *x = malloc(600 + 16 * (size_t)(i % 29)), *y = malloc(6000);
    pair[i][0] = x, pair[i][1] = y;
    uintptr_t page_off = (uintptr_t)y & 4095;
    if (y > x && y - x < 1200 && page_off >= 3840 && ((uintptr_t)x >> 12) == ((uintptr_t)y >> 12)) {
      CHECK(maps_whole(y, 6000));
      CHECK(maps_whole(x, 600 + 16 * (size_t)(i % 29)));
      found++;
    }
  }
  if (ours) CHECK(found > 0);
  for (int i = 0; i < 400; i++) free(pair[i][0]), free(pair[i][1]);

  /* A freed block's marks are gone: deep inside it, no answer names it. */
  char *gone = malloc(3000);
  free(gone);
  for (size_t k = 0; k <= 3000; k += 97) {
    size_t off = 0;
    CHECK(cormi_object_of(gone + k, &off) != gone);
  }

  /* A block that spans a GiB boundary of the map (its leaves): both sides, its marks in
   * the leaf above, its end. */
  size_t huge = ((size_t)1 << 30) + ((size_t)1 << 20);
  char *h = malloc(huge);
  if (h) {
    size_t cross = (size_t)((((uintptr_t)h >> 30) + 1) << 30) - (uintptr_t)h;
    CHECK(maps_range(h, 0, 600));
    CHECK(maps_range(h, cross - 600, cross + 600));
    CHECK(maps_range(h, cross + 70000, cross + 70300));
    CHECK(maps_range(h, huge - 600, huge));
    free(h);
  }
  /* Blocks at the bottom of a leaf: the look-up's window reaches into the leaf below. */
  if (ours) {
    char *e = aligned_alloc((size_t)1 << 30, 100);
    if (e) {
      CHECK(maps_whole(e, 100));
      free(e);
    }
    e = aligned_alloc((size_t)1 << 30, 5000);
    if (e) {
      CHECK(maps_whole(e, 5000));
      free(e);
    }
  }

  char *a = aligned_alloc(256, 9216);
  CHECK(maps_whole(a, 9216));
  free(a);

  /* realloc: grown out of place into a page-marked block, shrunk, in place. */
  char *r = malloc(100);
  r = realloc(r, 70000);
  CHECK(maps_whole(r, 70000));
  r = realloc(r, 30000);
  CHECK(maps_whole(r, 30000));
  r = realloc(r, 50);
  CHECK(maps_whole(r, 50));
  free(r);

  /* A lowered extent (an array refilled in place with fewer elements): past the new end
   * is no longer the block's; raised back, it is again. */
  char *big = malloc(40000);
  if (ours) {
    CHECK(cormi_extent_set(big, 10000) == 0);
    size_t off = 0;
    CHECK(cormi_object_of(big + 20000, &off) == NULL);
    CHECK(maps_whole(big, 10000));
    CHECK(cormi_extent_set(big, 40000) == 0);
  }
  CHECK(maps_whole(big, 40000));
  free(big);
  size_t off = 0;
  CHECK(cormi_object_of(big + 20000, &off) == NULL);

  /* Not heap blocks: a global, the stack, mmap'd memory, NULL. */
  int local[4];
  CHECK(cormi_object_of(&table[3], &off) == NULL);
  CHECK(cormi_object_of(&local[1], &off) == NULL);
  char *m = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK(cormi_object_of(m + 100, &off) == NULL);
  munmap(m, 8192);
  CHECK(cormi_object_of(NULL, &off) == NULL);

  /* A noted global maps to itself (one past its end too) until it is forgotten. */
  cormi_extent_note(table, sizeof table);
  CHECK(cormi_object_of(&table[3], &off) == table && off == 3 * sizeof *table);
  CHECK(cormi_object_of(&table[10], &off) == table && off == sizeof table);
  cormi_extent_forget(table);
  CHECK(cormi_object_of(&table[3], &off) == NULL);

  pthread_t t[4];
  for (size_t i = 0; i < 4; i++) pthread_create(&t[i], NULL, churn, (void *)(i + 1));
  for (size_t i = 0; i < 4; i++) pthread_join(t[i], NULL);

  if (fails) return 1;
  printf("object_of: ok (%s)\n", ours ? "the runtime's malloc" : "a sanitizer's allocator");
  return 0;
}
