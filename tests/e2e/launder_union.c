/* A second reference to a leaf rebuilt from the two 32-bit halves of its address, read out
 * of one union and written into another: the callee must see one leaf reached twice, in
 * every mode (the pointer loaded from bytes written as integers may be any exposed
 * address: tables are kept). */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_union"
#include "check.h"

typedef struct Leaf { int64_t v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

int64_t Srv_bump(Srv *self, Pair *p) {
  self->calls++;
  p->a->v += 1;
  return p->b ? p->b->v : -1;
}

typedef union Bits { Leaf *p; uint32_t h[2]; } Bits;
static Leaf *through_halves(Leaf *l) {
  Bits in, out;
  in.p = l;
  out.h[0] = in.h[0];
  out.h[1] = in.h[1];
  return out.p;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int64_t i = 1; i <= 3; i++) {
    Pair *p = malloc(sizeof *p);
    p->a = malloc(sizeof *p->a);
    p->a->v = 10 * i;
    p->b = through_halves(p->a);
    int64_t got = cormi_invoke(s, Srv_bump, p);
    printf("call %lld: %lld\n", (long long)i, (long long)got);
    CHECK(got == 10 * i + 1);
    free(p->a);
    free(p);
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
