/*
 * sends_tailq.c — a 100-element TAILQ (glibc's <sys/queue.h>: every element's tqe_prev
 * and the head's tqh_last point into another element or the head, so they travel as
 * (object, offset) with the offset found at run time, and the list is cyclic through
 * them: the handle table stays) next to the 100-node plain list of programs/sends.c
 * (same payload per element: an int64 and a double), in one process, interleaved.
 * benches/interior/run.sh builds it per mode and reports tailq / list (target in `all`:
 * <= 1.3). The sink adds up what it received, walking the TAILQ both ways; the client
 * checks the totals, so every call's content is verified.
 * Usage: cormirun -n 2 ./sends_tailq ITERS WARMUP
 */
#include <cormi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/queue.h>

#include "../timing.h"

enum { LIST_LEN = 100 };

typedef struct Node {
  int64_t value;
  double weight;
  struct Node *next;
} Node;

typedef struct Item {
  int64_t value;
  double weight;
  TAILQ_ENTRY(Item) link;
} Item;
TAILQ_HEAD(ItemQ, Item);

typedef struct Sink {
  int64_t calls, items, value_sum, back_items;
  double weight_sum;
} Sink;

Sink *Sink_new(void) { return calloc(1, sizeof(Sink)); }

void Sink_list(Sink *s, Node *n) {
  s->calls++;
  for (; n; n = n->next) s->items++, s->value_sum += n->value, s->weight_sum += n->weight;
}

void Sink_tailq(Sink *s, struct ItemQ *q) {
  s->calls++;
  Item *it;
  TAILQ_FOREACH(it, q, link) s->items++, s->value_sum += it->value, s->weight_sum += it->weight;
  TAILQ_FOREACH_REVERSE(it, q, ItemQ, link) s->back_items++;
}

Sink *Sink_totals(Sink *s) { return s; }

typedef struct Run {
  cormi_ref list_sink, tailq_sink;
  Node *list;
  struct ItemQ *q;
} Run;

static void op_list(Run *r) { cormi_invoke(r->list_sink, Sink_list, r->list); }
static void op_tailq(Run *r) { cormi_invoke(r->tailq_sink, Sink_tailq, r->q); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s ITERS WARMUP\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[1]), warmup = atoi(argv[2]), bad = 0;
  int64_t calls = (int64_t)iters + warmup;
  Run run = {0};
  run.q = malloc(sizeof *run.q);
  TAILQ_INIT(run.q);
  int64_t vsum = 0;
  double wsum = 0;
  for (int64_t i = LIST_LEN; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = 7 * i - 300, x->weight = 0.5 * (double)i + 0.125, x->next = run.list;
    run.list = x, vsum += x->value, wsum += x->weight;
    Item *it = malloc(sizeof *it);
    it->value = x->value, it->weight = x->weight;
    TAILQ_INSERT_HEAD(run.q, it, link);
  }
  int node = cormi_nodes() > 1 ? 1 : 0;
  run.list_sink = cormi_create(node, Sink_new);
  run.tailq_sink = cormi_create(node, Sink_new);
  for (int i = 0; i < warmup; i++) op_list(&run), op_tailq(&run);
  /* Interleaved: load on the machine hits both sends alike. */
  double *ls = malloc((size_t)iters * sizeof *ls), *ts = malloc((size_t)iters * sizeof *ts);
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    op_list(&run);
    double t1 = bench_now_us();
    op_tailq(&run);
    ls[i] = t1 - t0;
    ts[i] = bench_now_us() - t1;
  }
  bench_result("list", iters, bench_percentiles(ls, iters));
  bench_result("tailq", iters, bench_percentiles(ts, iters));
  Sink *t = cormi_invoke(run.list_sink, Sink_totals);
  bad += t->calls != calls || t->items != calls * LIST_LEN || t->value_sum != calls * vsum || t->weight_sum != (double)calls * wsum;
  free(t);
  t = cormi_invoke(run.tailq_sink, Sink_totals);
  bad += t->calls != calls || t->items != calls * LIST_LEN || t->back_items != calls * LIST_LEN || t->value_sum != calls * vsum ||
         t->weight_sum != (double)calls * wsum;
  free(t);
  cormi_finalize();
  printf("sends_tailq: %s\n", bad ? "FAILED" : "all totals checked");
  return bad ? 1 : 0;
}
