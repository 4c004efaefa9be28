/* One allocation site in a loop is one abstract object: nodes from two
 * iterations are distinct in reality, but the analysis cannot tell them apart
 * (allocation-site abstraction). */
#include <stdlib.h>
#include "aliascheck.h"

struct node { int v; struct node *next; };

NOINLINE void loop(int n) {
  struct node *first = 0, *second = 0;
  for (int i = 0; i < n; i++) {
    struct node *m = malloc(sizeof *m);
    m->v = i;
    m->next = first;
    second = first;
    first = m;
  }
  /* precision limit: allocation-site abstraction merges loop iterations */
  EXPECTEDFAIL_NOALIAS(first, second);
  MAYALIAS(first->next, second);
  NOALIAS(&first->v, &first->next);
}

int main(int argc, char **argv) { (void)argv; loop(argc + 2); return 0; }
