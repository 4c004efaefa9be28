/* Address -> object (rt-c/src/object_of.c) over the runtime's malloc family (heap.c): every
 * byte of a live block, and one past its end, maps to the block's start and the offset;
 * blocks of every form (small, header, a page or more, aligned, calloc, realloc moved and
 * in place, an extent lowered with cormi_extent_set); freed blocks, globals, the stack and
 * mmap'd memory map to nothing; 4 threads allocating, freeing and looking up at once
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

  pthread_t t[4];
  for (size_t i = 0; i < 4; i++) pthread_create(&t[i], NULL, churn, (void *)(i + 1));
  for (size_t i = 0; i < 4; i++) pthread_join(t[i], NULL);

  if (fails) return 1;
  printf("object_of: ok (%s)\n", ours ? "the runtime's malloc" : "a sanitizer's allocator");
  return 0;
}
