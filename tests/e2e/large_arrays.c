/* End-to-end: arrays of 64 KiB and more (sent from the caller's memory, gather I/O)
 * beside small ones and scalars in one call, large results, calls to this node and to the
 * others; the caller's arrays change right after every call (a frame sent late would
 * carry the new values). Every element is checked. Exit 0 when every value matched. */
#define E2E_NAME "large_arrays"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Mixer { int64_t calls; } Mixer;

Mixer *Mixer_new(void) { return calloc(1, sizeof(Mixer)); }

/* A checksum that sees every element and its position. */
int64_t Mixer_mix(Mixer *m, const double *a, int64_t na, int32_t tag, const int32_t *b, int64_t nb, const double *c, int64_t nc) {
  m->calls++;
  int64_t t = tag;
  for (int64_t i = 0; i < na; i++) t += (int64_t)a[i] * (i % 7 + 1);
  for (int64_t i = 0; i < nb; i++) t += (int64_t)b[i] * (i % 5 + 1);
  for (int64_t i = 0; i < nc; i++) t -= (int64_t)c[i] * (i % 3 + 1);
  return t;
}

/* A fresh array of n values (the caller frees it). */
int64_t *Mixer_ramp(Mixer *m, int64_t n, int64_t step) {
  m->calls++;
  int64_t *out = malloc((size_t)(n ? n : 1) * sizeof *out);
  for (int64_t i = 0; i < n; i++) out[i] = i * step;
  return out;
}

static int64_t expect(const double *a, int64_t na, int32_t tag, const int32_t *b, int64_t nb, const double *c, int64_t nc) {
  int64_t t = tag;
  for (int64_t i = 0; i < na; i++) t += (int64_t)a[i] * (i % 7 + 1);
  for (int64_t i = 0; i < nb; i++) t += (int64_t)b[i] * (i % 5 + 1);
  for (int64_t i = 0; i < nc; i++) t -= (int64_t)c[i] * (i % 3 + 1);
  return t;
}

static void round_trip(cormi_ref r, int64_t na, int64_t nb, int64_t nc, int32_t tag) {
  double *a = malloc((size_t)(na + 1) * sizeof *a);
  int32_t *b = malloc((size_t)(nb + 1) * sizeof *b);
  double *c = malloc((size_t)(nc + 1) * sizeof *c);
  for (int64_t i = 0; i < na; i++) a[i] = (double)(i % 1000 + tag);
  for (int64_t i = 0; i < nb; i++) b[i] = (int32_t)(i % 77 - tag);
  for (int64_t i = 0; i < nc; i++) c[i] = (double)(i % 13);
  int64_t want = expect(a, na, tag, b, nb, c, nc);
  CHECK(cormi_invoke(r, Mixer_mix, a, na, tag, b, nb, c, nc) == want);
  for (int64_t i = 0; i < na; i++) a[i] = -1;
  for (int64_t i = 0; i < nb; i++) b[i] = -1;
  free(a);
  free(b);
  free(c);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  for (int node = 0; node < cormi_nodes(); node++) {
    cormi_ref r = cormi_create(node, Mixer_new);
    /* 8191 doubles: just under 64 KiB; 8192: exactly; then larger, and a small one. */
    round_trip(r, 8191, 16384, 3, 1);
    round_trip(r, 8192, 16385, 8192, 2);
    round_trip(r, 100000, 5, 70000, 3);
    round_trip(r, 0, 200000, 0, 4);
    int64_t n = 150000;
    int64_t *ramp = cormi_invoke(r, Mixer_ramp, n, (int64_t)(node + 3));
    int wrong = 0;
    for (int64_t i = 0; i < n; i++) wrong += ramp[i] != i * (node + 3);
    CHECK(wrong == 0);
    free(ramp);
  }
  printf("large_arrays: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
