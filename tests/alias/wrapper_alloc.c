/* Heap through a wrapper allocator: each call of xmalloc (which returns what malloc
 * returned, testing it for null) is an allocation site of its own
 * (pass/src/heap/constraints/wrappers.rs), so two calls give two objects. */
#include <stdlib.h>
#include "aliascheck.h"

NOINLINE void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}

NOINLINE void wrappers(void) {
  int *a = xmalloc(sizeof(int));
  int *b = xmalloc(sizeof(int));
  int *c = malloc(sizeof(int));
  NOALIAS(a, b);
  NOALIAS(a, c);
  NOALIAS(b, c);
  MAYALIAS(a, a);
}

int main(void) { wrappers(); return 0; }
