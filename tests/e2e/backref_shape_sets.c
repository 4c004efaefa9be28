/* End-to-end: one object reached through two pointer fields whose points-to sets differ
 * ({n2, n5} through n1->l, {n2} through n0->r; found by the differential generator, seed
 * 110) is sent once and then as a back-reference. Both slots have the same layout, so
 * the receiver must accept the back-reference (pass/src/plan/layout_classes.rs:
 * shapes of one canonical layout class share one shape / class id). Before the fix it
 * rejected it as a malformed message in every mode. Also the other order (the object
 * first read through the wider set, then through the narrower one), across two
 * arguments. Exit status 0 when the server saw the sharing. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct N { int64_t v; struct N *l, *r; } N;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* 1 when a->l->l and a->r are one object. */
int64_t Srv_shared(Srv *self, N *a) {
  self->calls++;
  return a->l && a->l->l && a->l->l == a->r ? 1 : 0;
}

/* 1 when `first` arrived as the object b->l points to. */
int64_t Srv_pair(Srv *self, N *first, N *b) {
  self->calls++;
  return b->l == first && first->l == b->r ? 1 : 0;
}

#define E2E_NAME "backref_shape_sets"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  N *n0 = cormi_new(N), *n1 = cormi_new(N), *n2 = cormi_new(N), *n3 = cormi_new(N), *n5 = cormi_new(N);
  n0->l = argc > 5 ? n3 : n1; /* n0->l may point to n1 or n3 */
  n1->l = n2;
  n3->l = n5;
  n0->r = n2; /* n2 is shared: n0->l->l and n0->r */
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int64_t shared = cormi_invoke(s, Srv_shared, n0);
  CHECK(shared == 1);
  int64_t pair = cormi_invoke(s, Srv_pair, n1, n0);
  CHECK(pair == 1);
  printf("backref_shape_sets: shared=%lld pair=%lld\n", (long long)shared, (long long)pair);
  cormi_release(s);
  cormi_finalize();
  return failures ? 1 : 0;
}
