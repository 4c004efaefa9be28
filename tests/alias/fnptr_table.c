/* A table of operations (a C "vtable"): an indirect call passes its argument
 * to every possible callee, and nothing else reaches those callees. */
#include "aliascheck.h"

struct obj;
struct ops { void (*poke)(struct obj *); int *(*field)(struct obj *); };
struct obj { const struct ops *ops; int a; int b; };

int unrelated;
struct obj *seen;

NOINLINE void poke_a(struct obj *o) {
  MAYALIAS(o, seen);
  NOALIAS(o, &unrelated);
  o->a++;
}
NOINLINE void poke_b(struct obj *o) { o->b++; }
NOINLINE int *field_a(struct obj *o) { return &o->a; }
NOINLINE int *field_b(struct obj *o) { return &o->b; }

const struct ops ops_a = { poke_a, field_a };
const struct ops ops_b = { poke_b, field_b };

NOINLINE void vcall(struct obj *o) {
  seen = o;
  o->ops->poke(o);
  int *f = o->ops->field(o);
  MAYALIAS(f, &o->a);
  MAYALIAS(f, &o->b);
  NOALIAS(f, &o->ops);
  NOALIAS(f, &unrelated);
}

int main(int argc, char **argv) {
  (void)argv;
  struct obj x = { argc > 1 ? &ops_a : &ops_b, 0, 0 };
  vcall(&x);
  return 0;
}
