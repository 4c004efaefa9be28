/* Function pointers stored in heap structs and returned pointers of the
 * callees. */
#include <stdlib.h>
#include "aliascheck.h"

struct handler { void *(*make)(void); void *state; };

NOINLINE void *make_int(void) { return malloc(sizeof(int)); }
NOINLINE void *make_long(void) { return malloc(sizeof(long)); }

NOINLINE void handlers(int which) {
  struct handler *h = malloc(sizeof *h);
  h->make = which ? make_int : make_long;
  h->state = h->make();
  void *direct = make_int();
  NOALIAS(h, h->state);
  NOALIAS(&h->make, &h->state);
  /* precision limit: context-insensitive (make_int's site serves both calls) */
  EXPECTEDFAIL_NOALIAS(h->state, direct);
  MAYALIAS(h->state, h->state);
}

int main(int argc, char **argv) { (void)argv; handlers(argc > 1); return 0; }
