/* Regression found by the differential generator (seed 110): one object reached
 * through two pointer fields whose points-to sets differ ({n2, n5} through n1->l, {n2}
 * through n0->r) is sent once and then as a back-reference; the receiver must accept
 * the back-reference (both slots have the same layout). Exit 0 when the call returns
 * and the server saw the sharing. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct N { int64_t v; struct N *l, *r; } N;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }
int64_t Srv_shared(Srv *self, N *a) {
  self->calls++;
  return a->l && a->l->l && a->l->l == a->r ? 1 : 0;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  N *n0 = cormi_new(N), *n1 = cormi_new(N), *n2 = cormi_new(N), *n3 = cormi_new(N), *n5 = cormi_new(N);
  n0->l = argc > 5 ? n3 : n1; /* n0->l may point to n1 or n3 */
  n1->l = n2;
  n3->l = n5;
  n0->r = n2; /* n2 is shared: n0->l->l and n0->r */
  cormi_ref s = cormi_create(1, Srv_new);
  int64_t shared = cormi_invoke(s, Srv_shared, n0);
  printf("shared=%lld\n", (long long)shared);
  cormi_release(s);
  cormi_finalize();
  return shared == 1 ? 0 : 1;
}
