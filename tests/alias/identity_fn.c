/* A function returning its argument: the result aliases the argument; with
 * two call sites a context-insensitive analysis mixes their results. */
#include "aliascheck.h"

NOINLINE int *id(int *p) { return p; }

NOINLINE void identity(void) {
  int x, y, z;
  int *a = id(&x);
  int *b = id(&y);
  MAYALIAS(a, &x);
  MAYALIAS(b, &y);
  NOALIAS(a, &z);
  /* precision limit: context-insensitive (id's return merges both calls) */
  EXPECTEDFAIL_NOALIAS(a, &y);
  EXPECTEDFAIL_NOALIAS(a, b);
}

int main(void) { identity(); return 0; }
