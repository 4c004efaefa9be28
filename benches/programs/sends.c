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

#include "../sends_data.h"
#include "../timing.h"

/** The remote object: what it received. */
typedef struct Sink {
  SendTotals t;
} Sink;

Sink *Sink_new(void) { return cormi_new(Sink); }

void Sink_list(Sink *self, Node *n) {
  SendTotals *t = &self->t;
  t->calls++;
  for (; n; n = n->next) {
    t->items++;
    t->value_sum += n->value;
    t->weight_sum += n->weight;
  }
}

void Sink_matrix(Sink *self, double **m) {
  SendTotals *t = &self->t;
  t->calls++;
  size_t rows = cormi_array_length(m);
  t->bad_shape += rows != DIM;
  for (size_t r = 0; r < rows; r++) {
    size_t cols = cormi_array_length(m[r]);
    t->bad_shape += cols != DIM;
    for (size_t c = 0; c < cols; c++) {
      t->items++;
      t->weight_sum += m[r][c];
    }
  }
}

/** The sink itself: its counters come back as a deep copy. */
Sink *Sink_totals(Sink *self) { return self; }

/* ------------------------------------------------------------------ client (node 0) */

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
  int64_t calls = (int64_t)iters + warmup;
  if (bench_selected("list", argc, argv, 3)) {
    run.sink = cormi_create(node, Sink_new);
    problems += bench_run("list", iters, warmup, op_list, &run);
    problems += check_totals("sends", "list", cormi_invoke(run.sink, Sink_totals)->t, SEND_LIST, calls);
    ran++;
  }
  if (bench_selected("matrix", argc, argv, 3)) {
    run.sink = cormi_create(node, Sink_new);
    problems += bench_run("matrix", iters, warmup, op_matrix, &run);
    problems += check_totals("sends", "matrix", cormi_invoke(run.sink, Sink_totals)->t, SEND_MATRIX, calls);
    ran++;
  }
  cormi_finalize();
  printf("sends: %s\n", problems || !ran ? "FAILED" : "all totals checked");
  return problems || !ran ? 1 : 0;
}
