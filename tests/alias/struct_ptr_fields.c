/* Pointer-valued fields keep separate points-to sets per field. */
#include "aliascheck.h"

struct two { int *p; int *q; };
int x, y;

NOINLINE void ptr_fields(struct two *s) {
  s->p = &x;
  s->q = &y;
  NOALIAS(s->p, s->q);
  MAYALIAS(s->p, &x);
  MAYALIAS(s->q, &y);
  NOALIAS(s->q, &x);
}

int main(void) { struct two s; ptr_fields(&s); return 0; }
