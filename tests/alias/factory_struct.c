/* A constructor function returning a heap struct it initialises: each call is an
 * allocation site of its own (an allocation wrapper), fields of one object stay
 * distinct. */
#include <stdlib.h>
#include "aliascheck.h"

struct point { int x; int y; struct point *peer; };

NOINLINE struct point *point_new(int x, int y) {
  struct point *p = calloc(1, sizeof *p);
  p->x = x;
  p->y = y;
  return p;
}

NOINLINE void factory(void) {
  struct point *p = point_new(1, 2);
  struct point *q = point_new(3, 4);
  p->peer = q;
  NOALIAS(&p->x, &p->y);
  NOALIAS(&p->y, &p->peer);
  MAYALIAS(p->peer, q);
  NOALIAS(p, q);
  NOALIAS(p, &p);
}

int main(void) { factory(); return 0; }
