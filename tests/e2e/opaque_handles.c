/* End-to-end: opaque handles. The serving node hands out the addresses of its objects as
 * integers (Srv_open); the caller only passes them back, never dereferences them, as an
 * argument and inside a record (Req.handle), and the methods turn them back into
 * pointers to the serving node's own objects. The integers travel as the integers they
 * are, so each method finds its object again. Same output in every mode; exit 0 iff
 * every check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define E2E_NAME "opaque_handles"
#include "check.h"

enum { OBJS = 8 };

typedef struct Obj { int64_t v; } Obj;
typedef struct Req { uint64_t handle; int64_t add; } Req;
typedef struct Srv { Obj *objs[OBJS]; int n; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

uint64_t Srv_open(Srv *self, int64_t v) {
  Obj *o = malloc(sizeof *o);
  o->v = v;
  self->objs[self->n++] = o;
  return (uint64_t)(uintptr_t)o;
}

int64_t Srv_add(Srv *self, Req *r) {
  (void)self;
  Obj *o = (Obj *)(uintptr_t)r->handle;
  o->v += r->add;
  return o->v;
}

int64_t Srv_get(Srv *self, uint64_t h) {
  (void)self;
  return ((Obj *)(uintptr_t)h)->v;
}

void Srv_close(Srv *self) {
  for (int i = 0; i < self->n; i++) free(self->objs[i]);
  self->n = 0;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  uint64_t h[OBJS];
  for (int i = 0; i < OBJS; i++) h[i] = cormi_invoke(s, Srv_open, 10 * i);
  Req *r = malloc(sizeof *r);
  for (int round = 1; round <= 3; round++) {
    for (int i = 0; i < OBJS; i++) {
      r->handle = h[i];
      r->add = round;
      int64_t got = cormi_invoke(s, Srv_add, r);
      CHECK(got == 10 * i + round * (round + 1) / 2);
    }
  }
  int64_t sum = 0;
  for (int i = 0; i < OBJS; i++) sum += cormi_invoke(s, Srv_get, h[i]);
  CHECK(sum == 10 * (OBJS * (OBJS - 1) / 2) + OBJS * 6);
  printf("opaque_handles: sum of %d objects after 3 rounds: %lld\n", OBJS, (long long)sum);
  cormi_invoke(s, Srv_close);
  free(r);
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
