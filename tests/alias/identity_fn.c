/* A function returning its argument: the result aliases the argument. With two call
 * sites a context-insensitive analysis would mix their results; a pass-through function
 * (every return returns one parameter unchanged) gives each direct call its own
 * argument (heap/constraints/pass_through.rs). */
#include "aliascheck.h"

NOINLINE int *id(int *p) { return p; }

NOINLINE void identity(void) {
  int x, y, z;
  int *a = id(&x);
  int *b = id(&y);
  MAYALIAS(a, &x);
  MAYALIAS(b, &y);
  NOALIAS(a, &z);
  NOALIAS(a, &y);
  NOALIAS(a, b);
}

int main(void) { identity(); return 0; }
