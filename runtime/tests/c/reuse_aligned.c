/* Over-aligned objects of received graphs (rt-c/src/reuse.c, alloc.c) under ASan +
 * LeakSanitizer + UBSan: logged structs (alignment in `how`) and arrays
 * (cormi_log_array_aligned) and plain ones (cormi_alloc_aligned,
 * cormi_alloc_array_aligned) start at a multiple of their alignment and read as zeros;
 * a logged one is reused only for an object of the same alignment; release frees them
 * (a leak fails the run). */
#include "cormi_rt.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(c)                                                       \
  do {                                                                 \
    if (!(c)) {                                                        \
      fprintf(stderr, "reuse_aligned.c:%d: CHECK(%s)\n", __LINE__, #c); \
      exit(1);                                                         \
    }                                                                  \
  } while (0)

#define ALIGNED(p, a) (((uintptr_t)(p) % (a)) == 0)

static cormi_graph_log *slot;

static int zeros(const void *p, size_t n) {
  for (size_t k = 0; k < n; k++)
    if (((const unsigned char *)p)[k]) return 0;
  return 1;
}

/* One "call": a 64-aligned struct of class 1, an array of n 32-aligned records of class
 * 2; writes every byte it was given. */
static void receive(cormi_graph_log *log, uint64_t n, uint32_t struct_shift, void **out) {
  out[0] = cormi_log_object(log, 40, 1, CORMI_LOG_MALLOC | struct_shift << CORMI_LOG_ALIGN_SHIFT);
  CHECK(ALIGNED(out[0], (size_t)1 << struct_shift));
  memset(out[0], 0xab, 40);
  out[1] = cormi_log_array_aligned(log, 32, n, 2, 32);
  CHECK(ALIGNED(out[1], 32) && cormi_array_count(out[1], 32) == n);
  memset(out[1], 0xcd, 32 * n);
}

int main(void) {
  for (size_t align = 32; align <= 4096; align *= 2) {
    void *p = cormi_alloc_aligned(align, 24);
    CHECK(ALIGNED(p, align) && zeros(p, 24) && cormi_extent(p) == 24);
    free(p);
    p = cormi_alloc_array_aligned(48, 3, align);
    CHECK(ALIGNED(p, align) && zeros(p, 144) && cormi_array_count(p, 48) == 3);
    cormi_free(p);
  }
  void *first[2], *second[2], *third[2];
  cormi_graph_log *log = cormi_log_take(&slot);
  receive(log, 4, 6, first);
  CHECK(log->fresh == 2 && log->reused == 0);
  cormi_log_put(&slot, log);
  /* Same alignments: both reused in place. */
  log = cormi_log_take(&slot);
  receive(log, 4, 6, second);
  CHECK(log->reused == 2 && first[0] == second[0] && first[1] == second[1]);
  cormi_log_put(&slot, log);
  /* The struct now needs 128: a fresh one (the old one freed), the array reused. */
  log = cormi_log_take(&slot);
  receive(log, 4, 7, third);
  CHECK(log->fresh == 1 && log->reused == 1 && third[1] == first[1]);
  cormi_log_put(&slot, log);
  /* A plain array where an aligned one was: not reused. */
  log = cormi_log_take(&slot);
  cormi_log_object(log, 40, 1, CORMI_LOG_MALLOC | 7 << CORMI_LOG_ALIGN_SHIFT);
  void *plain = cormi_log_array(log, 32, 4, 2);
  CHECK(plain != first[1] && log->fresh == 1 && log->reused == 1);
  cormi_log_release(log);
  cormi_log_release(cormi_log_take(&slot));
  /* No-log allocations are aligned and plain to free. */
  void *a = cormi_log_array_aligned(NULL, 8, 5, 9, 64);
  CHECK(ALIGNED(a, 64) && cormi_array_count(a, 8) == 5);
  free(a);
  void *o = cormi_log_object(NULL, 16, 3, CORMI_LOG_OBJECT | 6 << CORMI_LOG_ALIGN_SHIFT);
  CHECK(ALIGNED(o, 64));
  free(o);
  puts("reuse_aligned: ok");
  return 0;
}
