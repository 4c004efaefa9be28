/* Regression found by the differential generator (seeds 180, 189): the reply-side form
 * of backref_shape_sets.c. Srv_echo returns its argument; it is called with x and with y,
 * so the returned set is {x', y'}, while x->l (pointing back to x) has the set {x'}. The
 * reply sends x' once and x'->l as a back-reference; the client must accept it. Exit 0
 * when the returned cycle arrives intact. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct N { int64_t v; struct N *l; } N;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }
N *Srv_echo(Srv *self, N *a) {
  self->calls++;
  return a;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  N *x = cormi_new(N), *y = cormi_new(N);
  x->v = 1;
  x->l = x; /* a cycle of one */
  y->v = 2;
  cormi_ref s = cormi_create(1, Srv_new);
  N *ry = cormi_invoke(s, Srv_echo, y);
  N *rx = cormi_invoke(s, Srv_echo, x);
  int ok = ry && ry->v == 2 && !ry->l && rx && rx->v == 1 && rx->l == rx;
  printf("ok=%d\n", ok);
  cormi_release(s);
  cormi_finalize();
  return ok ? 0 : 1;
}
