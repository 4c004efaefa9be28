/* Structs passed by value (coerced into registers, or byval in memory) carry
 * their pointer fields to the callee, and the callee's copy is a different
 * object from the caller's. */
#include "aliascheck.h"

struct small { int *p; int *q; };
struct big { int *p; long pad[6]; int *q; };

int x, y, z;
struct big *caller_big;

NOINLINE void take_small(struct small s) {
  MAYALIAS(s.p, &x);
  NOALIAS(s.q, &z);
}

NOINLINE void take_big(struct big b) {
  MAYALIAS(b.q, &z);
  NOALIAS(b.p, &z);
  /* precision limit: a byval parameter is not modelled as a fresh copy (it is
     treated as the caller's object), though the callee really gets its own copy */
  EXPECTEDFAIL_NOALIAS(&b, caller_big);
}

int main(void) {
  struct small s = { &x, &y };
  struct big b = { &x, {0}, &z };
  caller_big = &b;
  take_small(s);
  take_big(b);
  return 0;
}
