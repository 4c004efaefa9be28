/* A va_list handed to a v-function (the printf family pattern). */
#include <stdarg.h>
#include "aliascheck.h"

struct rec { int key; };
struct rec r1, r2, r3;

NOINLINE struct rec *vfirst(va_list ap) { return va_arg(ap, struct rec *); }

NOINLINE struct rec *first(int n, ...) {
  va_list ap;
  va_start(ap, n);
  struct rec *r = vfirst(ap);
  va_end(ap);
  return r;
}

NOINLINE void valist(void) {
  struct rec *a = first(2, &r1, &r2);
  MAYALIAS(a, &r1);
  NOALIAS(a, &r3);
  NOALIAS(&a->key, &r3.key);
}

int main(void) { valist(); return 0; }
