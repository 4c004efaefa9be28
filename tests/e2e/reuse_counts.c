/* End-to-end: received graphs that do not escape are freed after the call or refilled by
 * the next call (DESIGN.md "Object model"), seen from the server's
 * allocator and the runtime's counts (cormi_reuse_counts, cormi_rt.h layer 9). The client
 * sends a NODES-node list CALLS times through one site of a method that only reads it
 * (its values change every call, every sum is checked); a remote method returns the
 * server's counts and the bytes its malloc has in use (mallinfo2). The mode comes from
 * E2E_MODE (tests/e2e/run.sh sets it):
 *   site+reuse, all:          reused >= (calls - 2) * NODES and fresh <= 2 * NODES (about
 *                             one graph, allocated once), and the heap stays bounded;
 *   site, site+cycle, class:  nothing reused, and the heap grows by less than HEAP_BOUND
 *                             over the CALLS calls (leaking them would cost 48 MiB);
 *   generic:                  nothing asserted (its graphs are left to the method).
 * Prints nothing that depends on the mode. Exit status 0 when every check passed. */
#include <cormi.h>
#include <cormi_rt.h>
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "reuse_counts"
#include "check.h"

enum { NODES = 1000, WARM = 3, CALLS = 2000 };
#define HEAP_BOUND (4u << 20) /* bytes; CALLS * NODES * sizeof(Node) is 48 MiB */

typedef struct Node { int64_t value; double weight; struct Node *next; } Node;
typedef struct Counter { int64_t calls; } Counter;
/** The server's view: cormi_reuse_counts and the bytes malloc has handed out. */
typedef struct Stats { uint64_t reused, fresh, heap; } Stats;

Counter *Counter_new(void) { return cormi_new(Counter); }

/* Only reads the list (reuse on). */
int64_t Counter_sum(Counter *self, Node *l) {
  self->calls++;
  int64_t s = 0;
  for (; l; l = l->next) s += l->value;
  return s;
}

Stats *Counter_stats(Counter *self) {
  (void)self;
  Stats *s = malloc(sizeof *s);
  cormi_reuse_counts(&s->reused, &s->fresh);
  struct mallinfo2 m = mallinfo2();
  s->heap = m.uordblks + m.hblkhd;
  return s;
}

static Stats stats(cormi_ref c) {
  Stats *s = cormi_invoke(c, Counter_stats);
  Stats copy = {0, 0, 0};
  CHECK(s != NULL);
  if (s) copy = *s;
  free(s);
  return copy;
}

enum Expect { REUSE, FREE, NOTHING, UNKNOWN };

static enum Expect expectation(const char *mode) {
  if (!mode) return UNKNOWN;
  if (!strcmp(mode, "site+reuse") || !strcmp(mode, "all")) return REUSE;
  if (!strcmp(mode, "site") || !strcmp(mode, "site+cycle") || !strcmp(mode, "class")) return FREE;
  if (!strcmp(mode, "generic")) return NOTHING;
  return UNKNOWN;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  const char *mode = getenv("E2E_MODE");
  enum Expect expect = expectation(mode);
  if (expect == UNKNOWN) {
    fprintf(stderr, "reuse_counts: E2E_MODE=%s: set it to the --cormi-mode the program was built with\n", mode ? mode : "(unset)");
    failures++;
  }
  cormi_ref c = cormi_create(cormi_nodes() - 1, Counter_new);
  Node *head = NULL;
  for (int i = NODES; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = i;
    x->weight = 0.5 * i;
    x->next = head;
    head = x;
  }
  /* WARM calls first: the runtime's buffers and the slot exist before the heap is read. */
  int bad = 0;
  Stats before = {0, 0, 0};
  for (int k = 0; k < WARM + CALLS; k++) {
    if (k == WARM) before = stats(c);
    int64_t want = 0, i = 0;
    for (Node *x = head; x; x = x->next, i++) {
      x->value = (int64_t)k * NODES + i;
      want += x->value;
    }
    bad += cormi_invoke(c, Counter_sum, head) != want;
  }
  Stats after = stats(c);
  CHECK(bad == 0);
  int64_t growth = (int64_t)after.heap - (int64_t)before.heap;
  const uint64_t allocations = (uint64_t)(WARM + CALLS) * NODES;
  int ok = 1;
  if (expect == REUSE) ok = after.reused >= allocations - 2 * NODES && after.fresh <= 2 * NODES && growth < (int64_t)HEAP_BOUND;
  if (expect == FREE) ok = after.reused == 0 && growth < (int64_t)HEAP_BOUND;
  if (!ok)
    fprintf(stderr, "reuse_counts: E2E_MODE=%s: reused %llu, fresh %llu of %llu allocations; heap grew %lld bytes over %d calls\n",
            mode, (unsigned long long)after.reused, (unsigned long long)after.fresh, (unsigned long long)allocations,
            (long long)growth, CALLS);
  CHECK(ok);
  cormi_finalize();
  if (failures) return 1;
  printf("reuse_counts: %d calls of a %d-node list checked (%d nodes)\n", WARM + CALLS, NODES, cormi_nodes());
  return 0;
}
