/* A pointer rebuilt from an integer: the analysis tracks pointer-sized
 * integers like pointers, so the round trip through an integer keeps the
 * points-to set. The integer goes through volatile memory so that optimised IR
 * keeps the int-to-pointer conversion. */
#include <stdint.h>
#include "aliascheck.h"

int x, y;

NOINLINE void ints(void) {
  volatile uintptr_t bits = (uintptr_t)&x;
  int *q = (int *)bits;
  MAYALIAS(q, &x);
  NOALIAS(q, &y);
}

int main(void) { ints(); return 0; }
