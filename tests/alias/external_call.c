/* A function without a body (linked from elsewhere) may return any pointer it
 * was given, or any other escaped pointer. */
#include "aliascheck.h"

int *opaque(int *p);
int x;

NOINLINE void externals(void) {
  int *r = opaque(&x);
  MAYALIAS(r, &x);
  MAYALIAS(r, r);
}

int main(void) { externals(); return 0; }
