/* Distinct allocation sites give distinct objects. */
#include <stdlib.h>
#include "aliascheck.h"

NOINLINE void heap(void) {
  int local;
  int *p = malloc(sizeof *p);
  int *q = malloc(sizeof *q);
  int *r = calloc(4, sizeof *r);
  NOALIAS(p, q);
  NOALIAS(q, r);
  NOALIAS(p, &local);
  MUSTALIAS(p, p);
  MAYALIAS(r + 1, r + 1);
  free(p);
  free(q);
  free(r);
}

int main(void) { heap(); return 0; }
