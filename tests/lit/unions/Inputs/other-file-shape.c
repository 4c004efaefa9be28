/* Shape, in a file that never sees Value: the same LLVM layout as Value, so llvm-link
 * merges the two IR struct types into one (see marker-other-file-refused.c). */
#include <cormi.h>
#include <stdlib.h>

typedef struct Node { long v; } Node;
typedef struct Shape { int kind; union { long n; Node *p; } u; } Shape;
typedef struct Srv { long n; } Srv;

long Srv_shape(Srv *self, Shape *s) {
  (void)self;
  return s->kind == 1 ? s->u.p->v : s->u.n;
}

long use_shape(cormi_ref r, long k) {
  Shape *s = malloc(sizeof *s);
  if (k) {
    s->kind = 1;
    s->u.p = malloc(sizeof(Node));
  } else {
    s->kind = 2;
    s->u.n = 7;
  }
  return cormi_invoke(r, Srv_shape, s);
}
