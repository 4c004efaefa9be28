/* Mutual recursion (even/odd over a list) with pointers flowing around the
 * call cycle. */
#include <stdlib.h>
#include "aliascheck.h"

struct cell { struct cell *next; };
struct cell *seen_even;
int token;

NOINLINE int is_odd(struct cell *c);

NOINLINE int is_even(struct cell *c) {
  seen_even = c;
  return c ? is_odd(c->next) : 1;
}

NOINLINE int is_odd(struct cell *c) {
  MAYALIAS(c, seen_even->next);
  /* precision limit: allocation-site abstraction (all cells are one object) */
  EXPECTEDFAIL_NOALIAS(c, seen_even);
  NOALIAS(c, &token);
  return c ? is_even(c->next) : 0;
}

int main(void) {
  struct cell *c = 0;
  for (int i = 0; i < 5; i++) { struct cell *n = malloc(sizeof *n); n->next = c; c = n; }
  return is_even(c);
}
