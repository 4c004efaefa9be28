/* Pointers rebuilt from text: an address printed with "%lu" and parsed back with strtoul
 * is the same pointer (C guarantees the round trip for uintptr_t). Used as a second
 * reference to a leaf, the callee must see one leaf reached twice, in every mode (the analysis treats the printed objects as
 * exposed and the parsed integer as any exposed address: tables are kept). */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_text"
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

static uintptr_t through_text(const void *p) {
  char buf[32];
  snprintf(buf, sizeof buf, "%lu", (unsigned long)(uintptr_t)p);
  return (uintptr_t)strtoul(buf, NULL, 10);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int64_t i = 1; i <= 3; i++) {
    Pair *p = malloc(sizeof *p);
    p->a = malloc(sizeof *p->a);
    p->a->v = 10 * i;
    p->b = (Leaf *)through_text(p->a);
    int64_t got = cormi_invoke(s, Srv_bump, p);
    printf("bump %lld: %lld\n", (long long)i, (long long)got);
    CHECK(got == 10 * i + 1);
    CHECK(p->a->v == 10 * i);
    free(p->a);
    free(p);
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
