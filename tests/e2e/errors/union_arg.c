/* Must not compile: a union whose active member cannot be known (a pointer in one
 * member overlaps a double in the other). run.sh checks that cormicc
 * fails with "union_arg.c:LINE:COL: error: cormi: argument 1 of Val_get: is a union
 * whose active member cannot be known". */
#include <cormi.h>
#include <stdlib.h>

typedef struct Node { long v; } Node;
typedef struct Val {
  int is_ptr;
  union { Node *p; double d; } u;
} Val;

double Val_get(Val *self, Val *x) {
  (void)self;
  return x->is_ptr ? (double)x->u.p->v : x->u.d;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = 0;
  Val *x = calloc(1, sizeof *x);
  if (argc > 1) {
    x->is_ptr = 1;
    x->u.p = calloc(1, sizeof(Node));
  } else {
    x->u.d = 2.5;
  }
  double d = cormi_invoke(r, Val_get, x);
  cormi_finalize();
  return d > 0;
}
