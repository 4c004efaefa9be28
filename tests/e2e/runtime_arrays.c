/* End-to-end: arrays whose length is known only at run time, allocated the way C
 * programs allocate them (malloc(n * sizeof), calloc, aligned_alloc, posix_memalign, a
 * variable-length array on the stack), sent with their length as a separate argument
 * and returned. The runtime knows each object's extent (DESIGN.md "Object model"), so
 * no cormi allocation call is needed; plain free works on what the calls return. Before
 * run-time extents every call site here was a compile error ("the size of the object
 * ... is unknown"). Exit 0 when every value matched. */
#define _POSIX_C_SOURCE 200112L
#define E2E_NAME "runtime_arrays"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Stats { int64_t calls; } Stats;

Stats *Stats_new(void) { return calloc(1, sizeof(Stats)); }

double Stats_sum(Stats *s, const double *v, int64_t n) {
  s->calls++;
  double t = 0;
  for (int64_t i = 0; i < n; i++) t += v[i];
  return t;
}

int64_t Stats_isum(Stats *s, const int32_t *v, int64_t n) {
  s->calls++;
  int64_t t = 0;
  for (int64_t i = 0; i < n; i++) t += v[i];
  return t;
}

/* A fresh array of n squares (the caller frees it). */
int64_t *Stats_squares(Stats *s, int64_t n) {
  s->calls++;
  int64_t *out = malloc((size_t)n * sizeof *out);
  for (int64_t i = 0; i < n; i++) out[i] = i * i;
  return out;
}

/* The running total of v, in place in a copy that comes back. */
double *Stats_prefix(Stats *s, double *v, int64_t n) {
  s->calls++;
  for (int64_t i = 1; i < n; i++) v[i] += v[i - 1];
  return v;
}

static double sum_vla(cormi_ref r, int n) {
  double vla[n];
  for (int i = 0; i < n; i++) vla[i] = i + 0.5;
  return cormi_invoke(r, Stats_sum, vla, (int64_t)n);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Stats_new);
  for (int64_t n = 0; n < 300; n += 37) {
    double *a = malloc((size_t)n * sizeof(double));
    for (int64_t i = 0; i < n; i++) a[i] = (double)i;
    CHECK(cormi_invoke(r, Stats_sum, a, n) == (double)(n * (n - 1) / 2));
    free(a);

    int32_t *c = calloc((size_t)n, sizeof *c);
    for (int64_t i = 0; i < n; i++) c[i] = (int32_t)(2 * i);
    CHECK(cormi_invoke(r, Stats_isum, c, n) == n * (n - 1));
    free(c);

    int64_t *sq = cormi_invoke(r, Stats_squares, n);
    int64_t t = 0;
    for (int64_t i = 0; i < n; i++) t += sq[i];
    CHECK(n == 0 || t == (n - 1) * n * (2 * n - 1) / 6);
    free(sq);
  }

  double *al = aligned_alloc(64, 64 * sizeof(double));
  for (int i = 0; i < 64; i++) al[i] = 1.0;
  CHECK(cormi_invoke(r, Stats_sum, al, (int64_t)64) == 64.0);
  free(al);

  int n = argc + 999; /* 1000 on every node: a size the compiler cannot see */
  double *pm = NULL;
  CHECK(posix_memalign((void **)&pm, 32, (size_t)n * sizeof *pm) == 0);
  for (int i = 0; i < n; i++) pm[i] = 2.0;
  double *pre = cormi_invoke(r, Stats_prefix, pm, (int64_t)n);
  CHECK(pre != pm && pre[0] == 2.0 && pre[n - 1] == 2.0 * n && pm[n - 1] == 2.0);
  free(pre);
  free(pm);

  CHECK(sum_vla(r, 10) == 50.0);
  CHECK(sum_vla(r, 1000) == 500000.0);

  printf("runtime_arrays: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
