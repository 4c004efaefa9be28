/* End-to-end (leak check, tests/e2e/lsan.sh): methods that use what they return or
 * receive only as scratch keep none of it, so the serving node frees it after each call
 * (LeakSanitizer on every node finds no leak from generated code):
 * - `Srv_range` takes a pointer difference into the array it returns and prints it and
 *   the array's address (%p) to a stream: the integer and the text never become a
 *   pointer again;
 * - `Srv_median` sorts and searches its array argument with qsort and bsearch; the
 *   comparator (kept unoptimized, so its parameters live in stack slots) runs inside
 *   those calls;
 * - `Srv_tree` walks the tree it returns with a work queue (a queue object and its array
 *   of node pointers, both freed before it returns).
 * The caller frees every result and checks the values. Same output in every mode; exit 0
 * iff every check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define E2E_NAME "scratch_uses_freed"
#include "check.h"

enum { CALLS = 50, LEN = 16, DEPTH = 4 };

typedef struct Rec {
  int64_t key;
  int64_t val;
} Rec;
typedef struct Node {
  struct Node *l, *r;
  int64_t v;
} Node;
typedef struct Queue {
  Node **items;
  int64_t head, tail;
} Queue;
typedef struct Srv {
  int64_t calls;
  FILE *log; /* where the methods print (not compared across modes) */
} Srv;

Srv *Srv_new(void) {
  Srv *s = calloc(1, sizeof *s);
  s->log = fopen("/dev/null", "w");
  return s;
}

int64_t *Srv_range(Srv *self, int64_t n, int64_t stop) {
  int64_t *a = malloc((size_t)n * sizeof *a);
  for (int64_t i = 0; i < n; i++) a[i] = i;
  int64_t *e = a;
  while (e < a + n && *e != stop) e++;
  size_t k = (size_t)(e - a);
  fprintf(self->log, "found %zu at %p\n", k, (void *)e);
  self->calls++;
  return a;
}

__attribute__((noinline, optnone)) static int bycmp(const void *x, const void *y) {
  const Rec *a = x, *b = y;
  return (a->key > b->key) - (a->key < b->key);
}

int64_t Srv_median(Srv *self, Rec *a, int64_t n) {
  qsort(a, (size_t)n, sizeof *a, bycmp);
  Rec probe = {2, 0};
  Rec *hit = bsearch(&probe, a, (size_t)n, sizeof *a, bycmp);
  self->calls++;
  return a[n / 2].key * 100 + (hit ? hit->val : -1);
}

static Node *build(int64_t d, int64_t *n) {
  if (d == 0) return NULL;
  Node *x = malloc(sizeof *x);
  x->v = (*n)++;
  x->l = build(d - 1, n);
  x->r = build(d - 1, n);
  return x;
}

static Queue *q_new(int64_t cap) {
  Queue *q = malloc(sizeof *q);
  q->items = malloc((size_t)cap * sizeof *q->items);
  q->head = q->tail = 0;
  return q;
}
static void q_push(Queue *q, Node *x) { q->items[q->tail++] = x; }
static Node *q_pop(Queue *q) { return q->items[q->head++]; }
static void q_free(Queue *q) {
  free(q->items);
  free(q);
}

Node *Srv_tree(Srv *self, int64_t depth) {
  int64_t n = 0;
  Node *root = build(depth, &n);
  Queue *q = q_new(n + 1);
  if (root) q_push(q, root);
  int64_t sum = 0;
  while (q->head < q->tail) {
    Node *x = q_pop(q);
    sum += x->v;
    if (x->l) q_push(q, x->l);
    if (x->r) q_push(q, x->r);
  }
  q_free(q);
  self->calls += sum;
  return root;
}

void Srv_close(Srv *self) {
  if (self->log) fclose(self->log);
  self->log = NULL;
}

static int64_t tree_sum(const Node *x) { return x ? x->v + tree_sum(x->l) + tree_sum(x->r) : 0; }
static void drop(Node *x) {
  if (x) {
    drop(x->l);
    drop(x->r);
    free(x);
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int bad = 0;
  for (int k = 0; k < CALLS; k++) {
    int64_t *a = cormi_invoke(s, Srv_range, (int64_t)LEN, (int64_t)(k % LEN));
    for (int64_t i = 0; i < LEN; i++) bad += a[i] != i;
    free(a);
    Rec r[LEN];
    for (int64_t i = 0; i < LEN; i++) {
      r[i].key = LEN - i;
      r[i].val = i + k;
    }
    /* Sorted keys 1..LEN: the middle is LEN/2 + 1; key 2 was at index LEN - 2. */
    bad += cormi_invoke(s, Srv_median, r, (int64_t)LEN) != (LEN / 2 + 1) * 100 + (LEN - 2 + k);
    Node *t = cormi_invoke(s, Srv_tree, (int64_t)DEPTH);
    int64_t nodes = (1 << DEPTH) - 1;
    bad += tree_sum(t) != nodes * (nodes - 1) / 2;
    drop(t);
  }
  CHECK(bad == 0);
  cormi_invoke(s, Srv_close);
  cormi_finalize();
  if (failures == 0) printf("scratch_uses_freed: ok\n");
  return failures != 0;
}
