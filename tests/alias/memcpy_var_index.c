/* A copy (struct assignment, memcpy) of an object whose pointer fields were
 * written at a variable index copies those pointers too. */
#include <stdlib.h>
#include <string.h>
#include "aliascheck.h"

struct Bag { int n; int *items[4]; };
int x, y;

NOINLINE void bag(int k) {
  struct Bag b;
  b.n = k;
  for (int i = 0; i < 4; i++) b.items[i] = &x;
  struct Bag c = b;
  MAYALIAS(c.items[2], &x);
  NOALIAS(c.items[2], &y);
}

NOINLINE void heap_array(int n) {
  int **a = malloc(4 * sizeof *a);
  int **d = malloc(4 * sizeof *d);
  for (int i = 0; i < n && i < 4; i++) a[i] = &x;
  memcpy(d, a, 4 * sizeof *a);
  MAYALIAS(d[1], &x);
  free(a);
  free(d);
}

NOINLINE void stack_array(int n) {
  int *a[4] = {0};
  int *d[4];
  for (int i = 0; i < n && i < 4; i++) a[i] = &y;
  memcpy(d, a, sizeof a);
  MAYALIAS(d[3], &y);
}

int main(int argc, char **argv) {
  (void)argv;
  bag(argc);
  heap_array(argc + 3);
  stack_array(argc + 3);
  return 0;
}
