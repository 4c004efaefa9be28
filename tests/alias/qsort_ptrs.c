/* qsort permutes the elements of the array it sorts: after sorting an array
 * of pointers, every slot can hold every element's target. */
#include <stdlib.h>
#include "aliascheck.h"

int x, y, z;
int *ptrs[2];

static int by_address(const void *a, const void *b) {
  const int *pa = *(int *const *)a, *pb = *(int *const *)b;
  return (pa > pb) - (pa < pb);
}

NOINLINE void sort(int i) {
  ptrs[0] = &y;
  ptrs[1] = &x;
  qsort(ptrs, 2, sizeof ptrs[0], by_address);
  MAYALIAS(ptrs[i], &x);
  /* Regression: the qsort model moves elements between slots. */
  MAYALIAS(ptrs[0], &x);
  NOALIAS(ptrs[i], &z);
}

int main(int argc, char **argv) { (void)argv; sort(argc & 1); return 0; }
