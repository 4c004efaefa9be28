/* End-to-end: a remote method keeps each received list in a tsearch tree, another walks
 * the tree with twalk: the lists stay alive on the serving node (the tree keeps them, so
 * cormi never frees or refills them), in every mode and at -O0 (before: tsearch and
 * twalk were unknown code, the lists' fields "may point into the middle of the object
 * (unknown)"). Exit 0 when the remote and the local totals agree. */
#define _GNU_SOURCE
#define E2E_NAME "tsearch_keys"
#include "check.h"
#include <cormi.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct L { struct L *next; long v; } L;
typedef struct Srv { void *root; int n; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static long lsum(const L *l) {
  long s = 0;
  for (; l; l = l->next) s = s * 3 + l->v;
  return s;
}

static int by_head(const void *a, const void *b) {
  long x = ((const L *)a)->v, y = ((const L *)b)->v;
  return (x > y) - (x < y);
}

void Srv_keep(Srv *self, L *l) {
  tsearch(l, &self->root, by_head);
  self->n++;
}

static long total;
static void add(const void *node, VISIT which, int depth) {
  (void)depth;
  if (which == postorder || which == leaf) total = total * 7 + lsum(*(L *const *)node);
}

long Srv_total(Srv *self) {
  total = self->n;
  twalk(self->root, add);
  return total;
}

static L *mk(int n, int seed) {
  L *h = NULL;
  for (int i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = seed * 10 + i;
    x->next = h;
    h = x;
  }
  return h;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Srv local = {NULL, 0};
  for (int k = 0; k < 6; k++) {
    L *a = mk(3 + k % 3, (k * 7) % 6);
    cormi_invoke(s, Srv_keep, a);
    Srv_keep(&local, a);
  }
  CHECK(cormi_invoke(s, Srv_total) == Srv_total(&local));
  printf("tsearch_keys: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
