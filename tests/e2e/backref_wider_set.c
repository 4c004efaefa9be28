/* End-to-end: one object reached through two slots whose points-to sets differ AND
 * whose layouts differ: n0->l may point to {n1, n3} and n3 has a `d` array that n1
 * never holds, while n2->l points to {n1} only (reduced from differential seeds 5, 9
 * and 20). n1 is sent once and then as a back-reference through the other slot, in
 * both orders (within one argument's cycle, and across two arguments). Before the fix
 * the receiver rejected the back-reference as a malformed message in every mode (the
 * two slots had different layout classes); now shapes are computed per class of
 * objects that share a points-to set (pass/src/shape/object_classes.rs), so both
 * slots have one layout. Exit status 0 when the server saw the sharing. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct N { int64_t v; struct N *l; double *d; } N;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* 1 when a->l->l->l is a->l (the cycle n1 -> n2 -> n1) and n1 has no array. */
int64_t Srv_cycle(Srv *self, N *a) {
  self->calls++;
  N *x = a->l;
  return x && x->l && x->l->l == x && x->d == 0 && x->v == 1 ? 1 : 0;
}

/* 1 when `first`->l (n1, read first through the narrow slot) is b->l. */
int64_t Srv_pair(Srv *self, N *first, N *b) {
  self->calls++;
  return first->l && first->l == b->l && b->l->l == first && first->l->d == 0 ? 1 : 0;
}

#define E2E_NAME "backref_wider_set"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  N *n0 = cormi_new(N), *n1 = cormi_new(N), *n2 = cormi_new(N), *n3 = cormi_new(N);
  n0->v = 0; n1->v = 1; n2->v = 2; n3->v = 3;
  n0->l = argc > 5 ? n3 : n1; /* n0->l may point to n1 or n3 */
  n1->l = n2;
  n2->l = n1; /* n2->l points to n1 only */
  n3->d = cormi_new_array(double, 2); /* only n3 holds an array */
  n3->d[0] = 0.5; n3->d[1] = -0.0;
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int64_t cycle = cormi_invoke(s, Srv_cycle, n0);
  CHECK(cycle == 1);
  int64_t pair = cormi_invoke(s, Srv_pair, n2, n0);
  CHECK(pair == 1);
  printf("backref_wider_set: cycle=%lld pair=%lld\n", (long long)cycle, (long long)pair);
  cormi_release(s);
  cormi_finalize();
  return failures ? 1 : 0;
}
