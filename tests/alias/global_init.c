/* Statically initialised global pointers (constant initialisers). */
#include "aliascheck.h"

int x, y, z;
int *gp = &x;
struct { int *a; int *b; } gs = { &x, &y };
int *garr[] = { &y, &z };

NOINLINE void inits(int i) {
  MAYALIAS(gp, &x);
  NOALIAS(gp, &y);
  NOALIAS(gs.a, gs.b);
  MAYALIAS(gs.b, &y);
  MAYALIAS(garr[i], &z);
  NOALIAS(garr[i], &x);
}

int main(int argc, char **argv) { (void)argv; inits(argc & 1); return 0; }
