/* Unions: members share offset 0, so they alias each other; a pointer stored
 * through one member is read through the other. */
#include "aliascheck.h"

union cell { int *p; long bits; char c; };
struct tagged { int tag; union { int *ip; float *fp; } u; int after; };

int x, y;
float f;

NOINLINE void unions(int which) {
  union cell c;
  c.p = &x;
  MAYALIAS(c.p, &x);
  NOALIAS(c.p, &y);
  MAYALIAS(&c.p, &c.bits);
  MAYALIAS(&c.c, &c);
  struct tagged t;
  if (which) t.u.ip = &y; else t.u.fp = &f;
  MAYALIAS(t.u.ip, &f);
  MAYALIAS(t.u.fp, &y);
  NOALIAS(&t.u, &t.after);
  NOALIAS(t.u.ip, &x);
}

int main(int argc, char **argv) { (void)argv; unions(argc > 1); return 0; }
