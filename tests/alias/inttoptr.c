/* A pointer rebuilt from an integer is of unknown origin: the analysis must
 * let it alias everything. The integer goes through volatile memory so that
 * optimised IR keeps the int-to-pointer conversion. */
#include <stdint.h>
#include "aliascheck.h"

int x, y;

NOINLINE void ints(void) {
  volatile uintptr_t bits = (uintptr_t)&x;
  int *q = (int *)bits;
  MAYALIAS(q, &x);
  /* precision limit: int-to-pointer yields the unknown object */
  EXPECTEDFAIL_NOALIAS(q, &y);
}

int main(void) { ints(); return 0; }
