/* A recursive function passes pointers to itself: parameters of all
 * recursion levels are merged, and objects of two independent lists stay
 * apart as long as they come from different sites. */
#include <stdlib.h>
#include "aliascheck.h"

struct node { struct node *next; int v; };
struct node *list_a_head;

NOINLINE int sum(struct node *n, struct node *stop) {
  if (n == stop) return 0;
  MAYALIAS(n, list_a_head);
  return n->v + sum(n->next, stop);
}

NOINLINE struct node *build_a(int n) {
  struct node *h = 0;
  while (n--) { struct node *m = malloc(sizeof *m); m->v = n; m->next = h; h = m; }
  return h;
}

NOINLINE struct node *build_b(int n) {
  struct node *h = 0;
  while (n--) { struct node *m = malloc(sizeof *m); m->v = -n; m->next = h; h = m; }
  return h;
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *a = build_a(argc + 2);
  struct node *b = build_b(argc + 2);
  list_a_head = a;
  NOALIAS(a, b);
  NOALIAS(a->next, b);
  /* precision limit: allocation-site abstraction (all nodes of list a are one object) */
  EXPECTEDFAIL_NOALIAS(a->next, a);
  return sum(a, 0) + sum(b, 0) > 0;
}
