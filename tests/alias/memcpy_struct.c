/* memcpy of a struct holding pointers copies the pointer fields field-wise. */
#include <string.h>
#include "aliascheck.h"

struct box { int *p; long pad; int *q; };

NOINLINE void copies(void) {
  int x, y, z;
  struct box src = { &x, 0, &y };
  struct box dst;
  memcpy(&dst, &src, sizeof dst);
  MAYALIAS(dst.p, &x);
  MAYALIAS(dst.q, &y);
  NOALIAS(dst.p, &y);
  NOALIAS(dst.q, &z);
  NOALIAS(&dst, &src);
}

int main(void) { copies(); return 0; }
