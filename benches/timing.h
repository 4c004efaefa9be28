/*
 * timing.h — the one clock and percentile code of cormi's benchmarks and examples.
 *
 *   double t0 = bench_now_us();  ...  samples[i] = bench_now_us() - t0;
 *   bench_stats s = bench_percentiles(samples, n);     // sorts samples in place
 *   bench_result("ping", n, s);                         // "RESULT ping n median p10 p90"
 *
 * Times are microseconds (CLOCK_MONOTONIC). Percentiles are order statistics of the
 * sorted samples: median = s[n/2], p10 = s[n/10], p90 = s[n*9/10] (no interpolation).
 * RESULT lines are what benches/runner and benches/latency.sh parse: one line per
 * benchmark, `RESULT <name> <samples> <median_us> <p10_us> <p90_us>`, then optional
 * `key=value` fields (e.g. bytes=..., checked=1). Header-only, static functions.
 */
#ifndef CORMI_BENCH_TIMING_H
#define CORMI_BENCH_TIMING_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/** Median, 10th and 90th percentile of a sample set, in the samples' unit. */
typedef struct bench_stats {
  double median, p10, p90;
} bench_stats;

/** Now, in microseconds of CLOCK_MONOTONIC (arbitrary origin). */
static inline double bench_now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static inline int bench_cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/** Sorts v[0..n) ascending and returns its median, p10 and p90 (all 0 when n < 1). */
static inline bench_stats bench_percentiles(double *v, int n) {
  bench_stats s = {0, 0, 0};
  if (n < 1) return s;
  qsort(v, (size_t)n, sizeof(double), bench_cmp_double);
  s.median = v[n / 2];
  s.p10 = v[n / 10];
  s.p90 = v[(int)((long)n * 9 / 10)];
  return s;
}

/** Prints `RESULT <name> <n> <median> <p10> <p90>` and a newline, then flushes. */
static inline void bench_result(const char *name, int n, bench_stats s) {
  printf("RESULT %s %d %.3f %.3f %.3f\n", name, n, s.median, s.p10, s.p90);
  fflush(stdout);
}

/** Like bench_result, with extra ` key=value` fields (fields: preformatted, no newline). */
static inline void bench_result_with(const char *name, int n, bench_stats s, const char *fields) {
  printf("RESULT %s %d %.3f %.3f %.3f %s\n", name, n, s.median, s.p10, s.p90, fields);
  fflush(stdout);
}

/** One timed operation: returns the number of problems found in its result (0 = right). */
typedef int (*bench_op)(void *arg);

/** Runs op `warmup` untimed then `iters` timed times; prints the RESULT line for `name`
 *  and returns the problems found over all runs (warm-up included). iters >= 1. */
static inline int bench_run(const char *name, int iters, int warmup, bench_op op, void *arg) {
  double *t = (double *)malloc(sizeof(double) * (size_t)(iters > 0 ? iters : 1));
  int problems = 0;
  if (!t) {
    fprintf(stderr, "bench: out of memory for %d samples\n", iters);
    exit(1);
  }
  for (int i = 0; i < warmup; i++) problems += op(arg);
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    problems += op(arg);
    t[i] = bench_now_us() - t0;
  }
  bench_result(name, iters, bench_percentiles(t, iters));
  free(t);
  return problems;
}

/** Whether benchmark `name` was asked for: argv[first..argc) names the chosen ones, and
 *  none named means all. */
static inline int bench_selected(const char *name, int argc, char **argv, int first) {
  if (argc <= first) return 1;
  for (int i = first; i < argc; i++)
    if (!strcmp(argv[i], name)) return 1;
  return 0;
}

#endif /* CORMI_BENCH_TIMING_H */
