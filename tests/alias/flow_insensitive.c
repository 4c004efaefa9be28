/* Flow-insensitivity: a location keeps every value ever stored into it, so
 * an earlier value is still reported after it was overwritten. The pointer is
 * volatile so optimised IR keeps the memory the example is about. */
#include "aliascheck.h"

int x, y;

NOINLINE void flows(void) {
  int *volatile p = &x;
  /* at this point p == &x and can never be &y */
  /* precision limit: flow-insensitive (the later store of &y is seen here) */
  EXPECTEDFAIL_NOALIAS(p, &y);
  MAYALIAS(p, &x);
  p = &y;
  MAYALIAS(p, &y);
  /* precision limit: flow-insensitive (the earlier &x is still seen) */
  EXPECTEDFAIL_NOALIAS(p, &x);
}

int main(void) { flows(); return 0; }
