/* Must not compile: CORMI_UNION(Value, ...) declares Value's tag, but Shape, another
 * struct of the same size whose pointer overlaps a number the same way, has no marker.
 * The marker must not be taken for Shape's (Shape's kind 1 is its pointer, where Value's
 * tag 1 is a number: the pointer would arrive as the sender's address). run.sh checks
 * that cormicc fails with "union_marker_other_struct.c:LINE:COL: error: cormi: argument 1
 * of Srv_shape: ... CORMI_UNION(Value, tag, ...) ... is accessed as struct Shape". */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Value { int32_t tag; union { int64_t num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));

typedef struct Node { int64_t v; } Node;
typedef struct Shape { int32_t kind; union { Node *p; int64_t n; } u; } Shape;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

int64_t Srv_value(Srv *self, Value *v) {
  self->calls++;
  return v->tag == 1 ? v->u.num : (int64_t)strlen(v->u.text);
}

int64_t Srv_shape(Srv *self, Shape *s) {
  self->calls++;
  return s->kind == 1 ? s->u.p->v : s->u.n;
}

static Shape *shape(int64_t k) {
  Shape *s = malloc(sizeof *s);
  if (k % 2) {
    s->kind = 1;
    s->u.p = malloc(sizeof(Node));
    s->u.p->v = 40 + k;
  } else {
    s->kind = 2;
    s->u.n = 1000 + k;
  }
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int bad = 0;
  if (cormi_rank() == 0) {
    cormi_ref r = cormi_create(1, Srv_new);
    Value v = {.tag = 2, .u.text = "four"};
    bad |= cormi_invoke(r, Srv_value, &v) != 4;
    for (int64_t k = 0; k < 4; k++) {
      Shape *s = shape(k);
      int64_t got = cormi_invoke(r, Srv_shape, s);
      int64_t want = k % 2 ? 40 + k : 1000 + k;
      printf("shape %lld: %lld (want %lld)\n", (long long)k, (long long)got, (long long)want);
      bad |= got != want;
      if (s->kind == 1) free(s->u.p);
      free(s);
    }
    cormi_release(r);
  }
  cormi_finalize();
  return bad;
}
