/* qsort calls the comparator with pointers into the array being sorted. */
#include <stdlib.h>
#include "aliascheck.h"

int values[16];
int unrelated;

NOINLINE int cmp(const void *a, const void *b) {
  MAYALIAS(a, values);
  MAYALIAS(b, &values[3]);
  NOALIAS(a, &unrelated);
  return *(const int *)a - *(const int *)b;
}

int main(void) {
  for (int i = 0; i < 16; i++) values[i] = 16 - i;
  qsort(values, 16, sizeof values[0], cmp);
  unrelated = values[0];
  return 0;
}
