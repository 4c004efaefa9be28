/* memmove of an array of pointers, including an overlapping move within one
 * array. */
#include <string.h>
#include "aliascheck.h"

NOINLINE void moves(int i) {
  int x, y, z;
  int *a[4] = { &x, &y, 0, 0 };
  int *b[4];
  memmove(b, a, sizeof a);
  memmove(&a[1], &a[0], 2 * sizeof a[0]);
  MAYALIAS(b[i], &x);
  MAYALIAS(b[i], &y);
  NOALIAS(b[i], &z);
  MAYALIAS(a[i], &x);
  NOALIAS(a[i], &z);
}

int main(int argc, char **argv) { (void)argv; moves(argc & 3); return 0; }
