/* Histograms through an allocation wrapper: every allocation goes through xmalloc /
 * xcalloc / xrealloc helpers that abort on failure (as in many C code bases). Samples
 * are collected in a growable buffer, sent to binning nodes as (double *, n) and come
 * back as a struct holding a calloc'ed array of bin counts and bin edges; the client
 * merges the histograms and checks every count, the totals, and out-of-range samples. */
#include <cormi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "histogram: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fprintf(stderr, "out of memory\n");
    abort();
  }
  return p;
}

static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) abort();
  return p;
}

static void *xrealloc(void *old, size_t n) {
  void *p = realloc(old, n ? n : 1);
  if (!p) abort();
  return p;
}

typedef struct Hist {
  double lo, hi;
  size_t bins;
  long *count;  /* bins entries */
  double *edge; /* bins + 1 entries */
  long below, above;
} Hist;

typedef struct Binner {
  long samples;
} Binner;

Binner *Binner_new(void) { return xcalloc(1, sizeof(Binner)); }

static Hist hist_new(double lo, double hi, size_t bins) {
  Hist h = {lo, hi, bins, xcalloc(bins, sizeof(long)), xmalloc((bins + 1) * sizeof(double)), 0, 0};
  for (size_t i = 0; i <= bins; i++) h.edge[i] = lo + (hi - lo) * (double)i / (double)bins;
  return h;
}

static void hist_add(Hist *h, double x) {
  if (x < h->lo) {
    h->below++;
    return;
  }
  if (x >= h->hi) {
    h->above++;
    return;
  }
  size_t b = (size_t)((x - h->lo) / (h->hi - h->lo) * (double)h->bins);
  if (b >= h->bins) b = h->bins - 1;
  h->count[b]++;
}

Hist Binner_bin(Binner *self, const double *xs, size_t n, double lo, double hi, size_t bins) {
  Hist h = hist_new(lo, hi, bins);
  for (size_t i = 0; i < n; i++) hist_add(&h, xs[i]);
  self->samples += (long)n;
  return h;
}

long Binner_samples(Binner *self) { return self->samples; }

typedef struct Buffer {
  double *v;
  size_t n, cap;
} Buffer;

static void push(Buffer *b, double x) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 16;
    b->v = xrealloc(b->v, b->cap * sizeof(double));
  }
  b->v[b->n++] = x;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int binners = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *bn = xmalloc((size_t)binners * sizeof *bn);
  for (int k = 0; k < binners; k++) bn[k] = cormi_create(cormi_nodes() > 1 ? k + 1 : 0, Binner_new);
  const size_t bins = 12;
  Hist total = hist_new(-2.0, 2.0, bins), want = hist_new(-2.0, 2.0, bins);
  long sent = 0;
  for (int chunk = 0; chunk < 9; chunk++) {
    Buffer buf = {NULL, 0, 0};
    size_t n = (size_t)(chunk * 97) % 400;
    for (size_t i = 0; i < n; i++) push(&buf, 2.5 * sin((double)(chunk * 1000 + (int)i) * 0.37));
    Hist h = cormi_invoke(bn[chunk % binners], Binner_bin, buf.v, buf.n, -2.0, 2.0, bins);
    CHECK(h.bins == bins && h.lo == -2.0 && h.hi == 2.0);
    for (size_t i = 0; i <= bins; i++) CHECK(h.edge[i] == want.edge[i]);
    for (size_t i = 0; i < bins; i++) total.count[i] += h.count[i];
    total.below += h.below;
    total.above += h.above;
    for (size_t i = 0; i < buf.n; i++) hist_add(&want, buf.v[i]);
    sent += (long)n;
    free(h.count);
    free(h.edge);
    free(buf.v);
  }
  for (size_t i = 0; i < bins; i++) CHECK(total.count[i] == want.count[i]);
  CHECK(total.below == want.below && total.above == want.above);
  long counted = 0;
  for (int k = 0; k < binners; k++) counted += cormi_invoke(bn[k], Binner_samples);
  CHECK(counted == sent);
  printf("histogram: %ld samples binned on %d nodes (%ld below, %ld above)\n", sent, binners, total.below, total.above);
  for (int k = 0; k < binners; k++) cormi_release(bn[k]);
  free(bn);
  free(total.count);
  free(total.edge);
  free(want.count);
  free(want.edge);
  cormi_finalize();
  return failures != 0;
}
