/* Must not compile: a second reference to a leaf rebuilt from two 32-bit pieces of its
 * address shifted and or-ed together. The analysis cannot tell which offset the result
 * has, so run.sh checks that cormicc fails with "launder_pieces.c:LINE:COL: error: cormi:
 * argument 1 of Srv_bump: ... may point into the middle ...: the integer turned into a
 * pointer at ...launder_pieces.c:LINE may hold any exposed address". */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_pieces"
#include "../check.h"

typedef struct Leaf { int64_t v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

int64_t Srv_bump(Srv *self, Pair *p) {
  self->calls++;
  p->a->v += 1;
  return p->b ? p->b->v : -1;
}

static uint32_t halves[2];
static Leaf *through_text(Leaf *l) {
  uintptr_t bits = (uintptr_t)l;
  halves[0] = (uint32_t)bits;
  halves[1] = (uint32_t)(bits >> 32);
  return (Leaf *)(((uintptr_t)halves[1] << 32) | halves[0]);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int64_t i = 1; i <= 3; i++) {
    Pair *p = malloc(sizeof *p);
    p->a = malloc(sizeof *p->a);
    p->a->v = 10 * i;
    p->b = through_text(p->a);
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
