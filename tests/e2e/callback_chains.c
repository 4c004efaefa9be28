/* End-to-end: nested calls (call-backs) that pass through a node several times along a
 * path of hops, each hop a method that calls the next hop's object. With -n 3 the paths
 * visit node 0 again after a hop through node 2 (0 -> 1 -> 0 -> 2 -> 1 -> 0): the node
 * then waits on one connection while a call-back arrives on another it waits on, and it
 * must serve it. With -n 2 the paths alternate between the two nodes. Exit status 0 iff
 * every path returns the digits of the nodes it visited. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

#define E2E_NAME "callback_chains"
#include "check.h"

enum { MAX_HOPS = 12 };

typedef struct Path { cormi_ref hop[MAX_HOPS]; int n; } Path;
typedef struct Hop { long node; } Hop;

Hop *Hop_new(long node) {
  Hop *h = calloc(1, sizeof *h);
  h->node = node;
  return h;
}

/** The digits of the nodes from hop i to the end, hop i's the lowest. */
long Hop_go(Hop *self, Path *p, int i) {
  if (i + 1 == p->n) return self->node;
  return self->node + 10 * cormi_invoke(p->hop[i + 1], Hop_go, p, i + 1);
}

static void follow(const int *nodes, int n) {
  Path p = {.n = n};
  long expect = 0, scale = 1;
  for (int i = 0; i < n; i++) {
    p.hop[i] = cormi_create(nodes[i], Hop_new, (long)nodes[i]);
    expect += scale * nodes[i];
    scale *= 10;
  }
  long got = cormi_invoke(p.hop[0], Hop_go, &p, 0);
  CHECK(got == expect);
  for (int i = 0; i < n; i++) cormi_release(p.hop[i]);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  static const int three[][MAX_HOPS] = {{1, 0, 2, 1, 0}, {2, 0, 1, 2, 0}, {1, 2, 1, 0, 2, 1}, {1, 0, 2, 0, 1, 0, 2, 1, 0, 2}};
  static const int three_n[] = {5, 5, 6, 10};
  static const int two[][MAX_HOPS] = {{1, 0, 1, 0, 1, 0}, {1, 1, 0, 0, 1}};
  static const int two_n[] = {6, 5};
  if (cormi_nodes() >= 3) {
    for (int k = 0; k < 4; k++) follow(three[k], three_n[k]);
  } else {
    for (int k = 0; k < 2; k++) follow(two[k], two_n[k]);
  }
  printf("callback_chains: %s (%d nodes)\n", failures ? "FAILED" : "ok", cormi_nodes() >= 3 ? 3 : 2);
  cormi_finalize();
  return failures != 0;
}
