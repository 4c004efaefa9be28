/* Pointer arithmetic with variable offsets stays within the object (array
 * smashing), and never reaches another object. */
#include "aliascheck.h"

NOINLINE void arith(int i, int n) {
  int a[16], b[16];
  int *p = a + i;
  int *q = p + n;
  MAYALIAS(p, &a[0]);
  MAYALIAS(q, &a[2]);
  PARTIALALIAS((char *)a + i, &a[1]);
  NOALIAS(q, b);
  int *end = a + 16;
  for (int *it = a; it != end; it++) {
    MAYALIAS(it, &a[5]);
    NOALIAS(it, &b[5]);
  }
}

int main(int argc, char **argv) { (void)argv; arith(argc & 7, 1); return 0; }
