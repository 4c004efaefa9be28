/* Allocation returned through an out-parameter. */
#include <stdlib.h>
#include "aliascheck.h"

NOINLINE void make(int **out) { *out = malloc(sizeof(int)); }

NOINLINE void outs(void) {
  int *p, *q;
  make(&p);
  make(&q);
  NOALIAS(&p, &q);
  NOALIAS(p, &p);
  /* precision limit: context-insensitive (make's site is one object) */
  EXPECTEDFAIL_NOALIAS(p, q);
  MAYALIAS(p, p);
}

int main(void) { outs(); return 0; }
