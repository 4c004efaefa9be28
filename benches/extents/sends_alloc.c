/*
 * sends_alloc.c — the 100-node list and 16x16 matrix sends (paper tables 1-2, as in
 * programs/sends.c) with their objects allocated two ways, the way a C programmer would:
 *
 *   built with -DALLOC_CORMI   cormi_new(Node) and cormi_new_array(double, 16)
 *   built without              malloc(sizeof *x) and malloc(16 * sizeof *row)
 *
 * benches/extents/run.sh builds both in every mode and compares their medians in one
 * run (target: plain malloc costs no more than 1.05x cormi_new). The sink adds up what
 * it received; the client checks the totals, so every call's content is verified.
 * Usage: cormirun -n 2 ./sends_alloc ITERS WARMUP [list|matrix...]
 */
#include <cormi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../timing.h"

enum { LIST_LEN = 100, DIM = 16 };

typedef struct Node {
  int64_t value;
  double weight;
  struct Node *next;
} Node;

typedef struct Sink {
  int64_t calls, items, value_sum, bad_shape;
  double weight_sum;
} Sink;

#ifdef ALLOC_CORMI
#define NEW_NODE() cormi_new(Node)
#define NEW_ROWS() cormi_new_array(double *, DIM)
#define NEW_ROW() cormi_new_array(double, DIM)
#else
#define NEW_NODE() ((Node *)malloc(sizeof(Node)))
#define NEW_ROWS() ((double **)malloc(DIM * sizeof(double *)))
#define NEW_ROW() ((double *)malloc(DIM * sizeof(double)))
#endif

Sink *Sink_new(void) { return calloc(1, sizeof(Sink)); }

void Sink_list(Sink *s, Node *n) {
  s->calls++;
  for (; n; n = n->next) s->items++, s->value_sum += n->value, s->weight_sum += n->weight;
}

void Sink_matrix(Sink *s, double **m) {
  s->calls++;
  size_t rows = cormi_array_length(m);
  s->bad_shape += rows != DIM;
  for (size_t r = 0; r < rows; r++) {
    size_t cols = cormi_array_length(m[r]);
    s->bad_shape += cols != DIM;
    for (size_t c = 0; c < cols; c++) s->items++, s->weight_sum += m[r][c];
  }
}

Sink *Sink_totals(Sink *s) { return s; }

typedef struct Run {
  cormi_ref sink;
  Node *list;
  double **matrix;
} Run;

static int op_list(void *a) {
  Run *r = a;
  cormi_invoke(r->sink, Sink_list, r->list);
  return 0;
}

static int op_matrix(void *a) {
  Run *r = a;
  cormi_invoke(r->sink, Sink_matrix, r->matrix);
  return 0;
}

/* A run of `iters` timed calls after `warmup` untimed ones; RESULT line. */
static void timed(const char *name, int iters, int warmup, int (*op)(void *), void *arg) {
  for (int i = 0; i < warmup; i++) op(arg);
  double *samples = malloc((size_t)iters * sizeof *samples);
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    op(arg);
    samples[i] = bench_now_us() - t0;
  }
  bench_result(name, iters, bench_percentiles(samples, iters));
  free(samples);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s ITERS WARMUP\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[1]), warmup = atoi(argv[2]), bad = 0;
  int64_t calls = (int64_t)iters + warmup;
  Run run = {0, NULL, NEW_ROWS()};
  int64_t vsum = 0;
  double wsum = 0, msum = 0;
  for (int64_t i = LIST_LEN; i-- > 0;) {
    Node *x = NEW_NODE();
    x->value = 7 * i - 300, x->weight = 0.5 * (double)i + 0.125, x->next = run.list;
    run.list = x, vsum += x->value, wsum += x->weight;
  }
  for (int64_t r = 0; r < DIM; r++) {
    run.matrix[r] = NEW_ROW();
    for (int64_t c = 0; c < DIM; c++) msum += run.matrix[r][c] = (double)(r * DIM + c) + 0.25;
  }
  int node = cormi_nodes() > 1 ? 1 : 0;
  run.sink = cormi_create(node, Sink_new);
  timed("list", iters, warmup, op_list, &run);
  Sink *t = cormi_invoke(run.sink, Sink_totals);
  bad += t->calls != calls || t->items != calls * LIST_LEN || t->value_sum != calls * vsum || t->weight_sum != (double)calls * wsum;
  free(t);
  run.sink = cormi_create(node, Sink_new);
  timed("matrix", iters, warmup, op_matrix, &run);
  t = cormi_invoke(run.sink, Sink_totals);
  bad += t->calls != calls || t->items != calls * DIM * DIM || t->weight_sum != (double)calls * msum || t->bad_shape;
  free(t);
  cormi_finalize();
  printf("sends_alloc: %s\n", bad ? "FAILED" : "all totals checked");
  return bad ? 1 : 0;
}
