/* Regression test for a former unsoundness of the heap analysis (the same bug as
 * tests/alias/qsort_ptrs.c): qsort permutes an array of pointers, and the analysis' qsort
 * model used to leave each slot's points-to set as it was, so after sorting slot 0 held
 * lo although its static set was {hi}. The model now lets qsort move elements between
 * slots; the instrumented run must be clean (no violation).
 * The items are heap objects: two adjacent globals would let the runtime take &lo for
 * the one-past-the-end pointer of hi, which is allowed. */
#include <stdio.h>
#include <stdlib.h>

struct item { int key; };
static struct item *slots[2];

static int by_key(const void *a, const void *b) {
  const struct item *x = *(struct item *const *)a, *y = *(struct item *const *)b;
  return x->key - y->key;
}

int main(void) {
  struct item *hi = malloc(sizeof *hi), *lo = malloc(sizeof *lo);
  if (!hi || !lo) return 1;
  hi->key = 2;
  lo->key = 1;
  slots[0] = hi;
  slots[1] = lo;
  qsort(slots, 2, sizeof slots[0], by_key);
  struct item *first = slots[0];
  printf("%d\n", first->key);
  return 0;
}
