/* Struct assignment (an llvm.memcpy at -O0) and struct copies through
 * pointers carry the pointer fields over. */
#include "aliascheck.h"

struct pp { int *p; int *q; };

NOINLINE void assign(struct pp *out, const struct pp *in) { *out = *in; }

NOINLINE void assigns(void) {
  int x, y, z;
  struct pp a = { &x, &y };
  struct pp b, c;
  b = a;
  assign(&c, &b);
  MAYALIAS(b.p, &x);
  NOALIAS(b.p, &y);
  MAYALIAS(c.q, &y);
  NOALIAS(c.q, &x);
  NOALIAS(c.p, &z);
}

int main(void) { assigns(); return 0; }
