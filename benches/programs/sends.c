/*
 * sends.c — the paper's object-graph sends (seed 000, §5.1-5.2) through cormi_invoke:
 *
 *   list     void Sink_list(Sink *, Node *)     a 100-node linked list (table 1, figure 14)
 *   matrix   void Sink_matrix(Sink *, double **) a 16x16 double matrix as an array of 16 row
 *                                               arrays, like Java's double[16][16] (table 2,
 *                                               figure 12)
 *
 * The methods return nothing (as in the paper); the sink adds up what it received and
 * the client checks the totals after the run, so every call's content is verified.
 * Usage: cormirun -n 2 ./sends ITERS WARMUP [list|matrix...]   (default: both)
 * Prints one RESULT line per benchmark (timing.h); exit status 0 iff every total matched.
 * The baseline doing the same by hand: benches/baseline/handwritten.c.
 */
#include <cormi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../timing.h"

enum { LIST_LEN = 100, DIM = 16 };

typedef struct Node {
  int64_t value;
  double weight;
  struct Node *next;
} Node;

/** What the sink received: calls, nodes or elements seen, their sums, shape errors. */
typedef struct Sink {
  int64_t calls, items, value_sum, bad_shape;
  double weight_sum;
} Sink;

Sink *Sink_new(void) { return cormi_new(Sink); }

void Sink_list(Sink *self, Node *n) {
  self->calls++;
  for (; n; n = n->next) {
    self->items++;
    self->value_sum += n->value;
    self->weight_sum += n->weight;
  }
}

void Sink_matrix(Sink *self, double **m) {
  self->calls++;
  size_t rows = cormi_array_length(m);
  self->bad_shape += rows != DIM;
  for (size_t r = 0; r < rows; r++) {
    size_t cols = cormi_array_length(m[r]);
    self->bad_shape += cols != DIM;
    for (size_t c = 0; c < cols; c++) {
      self->items++;
      self->weight_sum += m[r][c];
    }
  }
}

/** The sink itself: its counters come back as a deep copy. */
Sink *Sink_totals(Sink *self) { return self; }

/* ------------------------------------------------------------------ client (node 0) */

static int64_t expect_value(int64_t i) { return 7 * i - 300; }
static double expect_weight(int64_t i) { return 0.5 * (double)i + 0.125; }
static double expect_elem(int r, int c) { return r * DIM + c + 0.25; }

static Node *make_list(void) {
  Node *head = NULL;
  for (int64_t i = LIST_LEN; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = expect_value(i);
    x->weight = expect_weight(i);
    x->next = head;
    head = x;
  }
  return head;
}

static double **make_matrix(void) {
  double **m = cormi_new_array(double *, DIM);
  for (int r = 0; r < DIM; r++) {
    m[r] = cormi_new_array(double, DIM);
    for (int c = 0; c < DIM; c++) m[r][c] = expect_elem(r, c);
  }
  return m;
}

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

/** Checks the sink's totals after `n` list (or matrix) calls on a fresh sink. */
static int check_totals(const char *name, Sink got, int64_t n, int is_list) {
  Sink want = {n, 0, 0, 0, 0};
  if (is_list) {
    for (int64_t i = 0; i < LIST_LEN; i++) want.value_sum += expect_value(i), want.weight_sum += expect_weight(i);
    want.items = LIST_LEN;
  } else {
    for (int r = 0; r < DIM; r++)
      for (int c = 0; c < DIM; c++) want.weight_sum += expect_elem(r, c);
    want.items = DIM * DIM;
  }
  want.items *= n, want.value_sum *= n, want.weight_sum *= (double)n; /* exact: sums of k/8 */
  int bad = got.calls != want.calls || got.items != want.items || got.value_sum != want.value_sum ||
            got.weight_sum != want.weight_sum || got.bad_shape != 0;
  if (bad)
    fprintf(stderr, "sends: %s: calls %lld items %lld sum %lld wsum %.3f bad shapes %lld; want %lld %lld %lld %.3f 0\n",
            name, (long long)got.calls, (long long)got.items, (long long)got.value_sum, got.weight_sum,
            (long long)got.bad_shape, (long long)want.calls, (long long)want.items, (long long)want.value_sum,
            want.weight_sum);
  return bad;
}

static int selected(const char *name, int argc, char **argv) {
  if (argc <= 3) return 1;
  for (int i = 3; i < argc; i++)
    if (!strcmp(argv[i], name)) return 1;
  return 0;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s ITERS WARMUP [list|matrix...]\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[1]), warmup = atoi(argv[2]), problems = 0, ran = 0;
  if (iters < 1) iters = 1;
  int node = cormi_nodes() > 1 ? 1 : 0;
  Run run = {0, make_list(), make_matrix()};
  if (selected("list", argc, argv)) {
    run.sink = cormi_create(node, Sink_new);
    problems += bench_run("list", iters, warmup, op_list, &run);
    problems += check_totals("list", *cormi_invoke(run.sink, Sink_totals), (int64_t)iters + warmup, 1);
    ran++;
  }
  if (selected("matrix", argc, argv)) {
    run.sink = cormi_create(node, Sink_new);
    problems += bench_run("matrix", iters, warmup, op_matrix, &run);
    problems += check_totals("matrix", *cormi_invoke(run.sink, Sink_totals), (int64_t)iters + warmup, 0);
    ran++;
  }
  cormi_finalize();
  printf("sends: %s\n", problems || !ran ? "FAILED" : "all totals checked");
  return problems || !ran ? 1 : 0;
}
