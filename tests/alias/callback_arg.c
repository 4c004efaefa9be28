/* A callback receives exactly what the higher-order function hands it. */
#include "aliascheck.h"

int target, other;

NOINLINE void visit(int *p) {
  MAYALIAS(p, &target);
  NOALIAS(p, &other);
}

NOINLINE void apply(void (*f)(int *), int *arg) { f(arg); }

int main(void) {
  apply(visit, &target);
  other = 1;
  return 0;
}
