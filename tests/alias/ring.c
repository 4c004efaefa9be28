/* A circular doubly linked list: next/prev of a node lead back to it. */
#include <stdlib.h>
#include "aliascheck.h"

struct dl { struct dl *next, *prev; int v; };

NOINLINE struct dl *ring(int n) {
  struct dl *h = malloc(sizeof *h);
  h->next = h->prev = h;
  for (int i = 0; i < n; i++) {
    struct dl *m = malloc(sizeof *m);
    m->v = i;
    m->next = h->next;
    m->prev = h;
    h->next->prev = m;
    h->next = m;
  }
  return h;
}

int main(int argc, char **argv) {
  (void)argv;
  struct dl *h = ring(argc + 1);
  MAYALIAS(h->next->prev, h);
  MAYALIAS(h->prev->next, h);
  NOALIAS(&h->next, &h->prev);
  NOALIAS(&h->prev->v, &h->next);
  return h->v;
}
