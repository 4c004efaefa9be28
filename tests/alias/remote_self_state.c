/* A remote method may keep (a pointer into) its argument clone in its own
 * object; that state aliases the clone, never the caller's original. */
#include <stdlib.h>
#include "aliascheck.h"

struct item { int id; struct item *next; };
struct store { struct item *kept; };

struct item *original;

NOINLINE struct store *store_new(void) { return calloc(1, sizeof(struct store)); }

NOINLINE void store_put(struct store *self, struct item *it) {
  self->kept = it;
  MAYALIAS(self->kept, it);
  NOALIAS(self->kept, original);
  NOALIAS(it->next, original);
  NOALIAS(self, it);
}

int main(void) {
  cormi_ref r = CORMI_CREATE(1, store_new);
  struct item *a = malloc(sizeof *a);
  struct item *b = malloc(sizeof *b);
  a->next = b;
  b->next = 0;
  original = a;
  CORMI_INVOKE(r, store_put, a);
  original = b;
  return 0;
}
