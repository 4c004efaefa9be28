/* What benches/heapmap's programs share: a xorshift generator (fixed seed: every run
 * allocates and looks up the same objects), a nanosecond clock and a qsort comparison of
 * doubles. Header-only, static functions. */
#ifndef CORMI_BENCH_HEAPMAP_COMMON_H
#define CORMI_BENCH_HEAPMAP_COMMON_H
#include <stdint.h>
#include <time.h>

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
#endif
