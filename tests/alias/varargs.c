/* Pointers passed through C varargs reach va_arg. */
#include <stdarg.h>
#include "aliascheck.h"

NOINLINE int *pick(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int *r = 0;
  for (int i = 0; i <= n; i++) r = va_arg(ap, int *);
  va_end(ap);
  return r;
}

int x, y, z;

NOINLINE void variadic(int n) {
  int *r = pick(n, &x, &y);
  MAYALIAS(r, &x);
  MAYALIAS(r, &y);
  NOALIAS(r, &z);
  NOALIAS(&r, &x);
}

int main(int argc, char **argv) { (void)argv; variadic(argc & 1); return 0; }
