/* Small structs returned by value (in registers) and large ones (through a
 * hidden sret pointer) carry their pointer fields. */
#include "aliascheck.h"

struct small { int *p; int *q; };
struct big { int *p; long pad[6]; int *q; };

int x, y, z;

NOINLINE struct small mk_small(void) { struct small s = { &x, &y }; return s; }
NOINLINE struct big mk_big(void) { struct big b = { &y, {0}, &z }; return b; }

NOINLINE void returns(void) {
  struct small s = mk_small();
  struct big b = mk_big();
  MAYALIAS(s.p, &x);
  MAYALIAS(s.q, &y);
  NOALIAS(s.p, &z);
  MAYALIAS(b.p, &y);
  MAYALIAS(b.q, &z);
  NOALIAS(b.q, &x);
  /* a struct returned in registers ({ ptr, ptr } at -O0) is one first-class
     aggregate value: each extractvalue of a direct call's result gets its member */
  NOALIAS(b.p, s.p);
}

int main(void) { returns(); return 0; }
