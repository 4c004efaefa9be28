/* Pointers to pointers: stores through **pp update what *pp points to. */
#include "aliascheck.h"

NOINLINE void indirect(int **pp, int *v) { *pp = v; }

NOINLINE void dbl(void) {
  int x, y;
  int *p = &y;
  int **pp = &p;
  *pp = &x;
  MAYALIAS(*pp, &x);
  MAYALIAS(p, &x);
  NOALIAS(pp, p);
  NOALIAS(pp, &x);
  int ***ppp = &pp;
  MAYALIAS(**ppp, p);
  indirect(*ppp, &x);
  MAYALIAS(p, &x);
}

int main(void) { dbl(); return 0; }
