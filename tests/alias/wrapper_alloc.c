/* Heap through a wrapper allocator: a context-insensitive analysis merges the
 * objects of all callers of xmalloc into one abstract object. */
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
  /* precision limit: context-insensitive (one object for xmalloc's site) */
  EXPECTEDFAIL_NOALIAS(a, b);
  NOALIAS(a, c);
  NOALIAS(b, c);
  MAYALIAS(a, a);
}

int main(void) { wrappers(); return 0; }
