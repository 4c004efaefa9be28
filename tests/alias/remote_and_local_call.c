/* A method called both locally (a plain call, no copy) and remotely (a copy):
 * the union over both contexts lets the formal alias the caller's object. */
#include <stdlib.h>
#include "aliascheck.h"

struct acc { long v; };
struct val { long x; };

struct val *caller_val;
struct val *unrelated;

NOINLINE struct acc *acc_new(void) { return calloc(1, sizeof(struct acc)); }

NOINLINE void acc_add(struct acc *self, struct val *v) {
  MAYALIAS(v, caller_val);
  NOALIAS(v, unrelated);
  self->v += v->x;
}

int main(void) {
  cormi_ref r = CORMI_CREATE(1, acc_new);
  struct acc local = { 0 };
  struct val *v = malloc(sizeof *v);
  v->x = 1;
  caller_val = v;
  unrelated = malloc(sizeof *unrelated);
  acc_add(&local, v);
  CORMI_INVOKE(r, acc_add, v);
  return 0;
}
