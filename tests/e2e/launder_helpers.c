/* Addresses kept in integers, the ways RPC programs keep them:
 * - a list whose cells hold their payload as a `uintptr_t`, which a helper of the method
 *   (not the method itself) turns back into a pointer: the payload is copied with the
 *   cell (the field travelled as the caller's raw address and the server crashed);
 * - opaque handles: the serving node returns its objects' addresses as integers, the
 *   caller passes them back as arguments, and the method turns them into pointers there
 *   (a number of the serving node's address space, sent unchanged).
 * Every mode must print the same. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_helpers"
#include "check.h"

typedef struct Box { int64_t v; } Box;
typedef struct Cell { uintptr_t car; struct Cell *cdr; } Cell;
typedef struct Srv { Box *opened[8]; int n; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

static int64_t payload(uintptr_t w) { return ((Box *)w)->v; }
static Box *as_box(uintptr_t w) { return (Box *)w; }

int64_t Srv_sum(Srv *self, Cell *c) {
  (void)self;
  int64_t s = 0;
  for (; c; c = c->cdr) s += payload(c->car) + (c->cdr ? as_box(c->cdr->car)->v : 0);
  return s;
}

uint64_t Srv_open(Srv *self, int64_t v) {
  Box *b = malloc(sizeof *b);
  b->v = v;
  self->opened[self->n++] = b;
  return (uint64_t)(uintptr_t)b;
}

int64_t Srv_add(Srv *self, uint64_t handle, int64_t add) {
  (void)self;
  Box *b = (Box *)(uintptr_t)handle;
  return b->v += add;
}

void Srv_close_all(Srv *self) {
  for (int i = 0; i < self->n; i++) free(self->opened[i]);
  self->n = 0;
}

static int64_t local_sum(Cell *c) {
  int64_t s = 0;
  for (; c; c = c->cdr) s += ((Box *)c->car)->v + (c->cdr ? ((Box *)c->cdr->car)->v : 0);
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Cell *l = NULL;
  for (int i = 1; i <= 4; i++) {
    Cell *c = malloc(sizeof *c);
    Box *b = malloc(sizeof *b);
    b->v = 100 * i;
    c->car = (uintptr_t)b;
    c->cdr = l;
    l = c;
  }
  int64_t got = cormi_invoke(s, Srv_sum, l);
  printf("list of integer payloads: %lld\n", (long long)got);
  CHECK(got == local_sum(l));
  uint64_t h1 = cormi_invoke(s, Srv_open, 10);
  uint64_t h2 = cormi_invoke(s, Srv_open, 20);
  int64_t a = cormi_invoke(s, Srv_add, h1, 5);
  int64_t b = cormi_invoke(s, Srv_add, h2, 7);
  int64_t c = cormi_invoke(s, Srv_add, h1, 1);
  printf("opaque handles: %lld %lld %lld\n", (long long)a, (long long)b, (long long)c);
  CHECK(a == 15 && b == 27 && c == 16);
  cormi_invoke(s, Srv_close_all);
  while (l) {
    Cell *next = l->cdr;
    free((Box *)l->car);
    free(l);
    l = next;
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
