/* Stores through a pointer parameter: the callee writes whatever it is given
 * into whatever location it is given. */
#include "aliascheck.h"

NOINLINE void set(int **pp, int *v) { *pp = v; }

NOINLINE void stores(void) {
  int x, y, z;
  int *p = 0, *q = 0;
  set(&p, &x);
  set(&q, &y);
  MAYALIAS(p, &x);
  MAYALIAS(q, &y);
  NOALIAS(p, &z);
  /* precision limit: context-insensitive (both calls share set's formals) */
  EXPECTEDFAIL_NOALIAS(p, &y);
  NOALIAS(&p, &q);
}

int main(void) { stores(); return 0; }
