/* Pointers rebuilt from text: an address printed with "%lu" and parsed back with strtoul
 * is the same pointer (C guarantees the round trip for uintptr_t). Used as a ring's
 * back edge, the callee must see a closed ring, in every mode (the analysis treats the printed objects as
 * exposed and the parsed integer as any exposed address: tables are kept). */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_ring"
#include "check.h"

typedef struct Ring { int64_t v; struct Ring *next; } Ring;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* Walks the ring from r until it comes back; -1 when it does not within 10 steps. */
int64_t Srv_ring(Srv *self, Ring *r) {
  int64_t sum = 0;
  self->calls++;
  Ring *x = r;
  for (int k = 0; k < 10; k++) {
    sum += x->v;
    x = x->next;
    if (x == r) return sum;
    if (!x) return -2;
  }
  return -1;
}

static uintptr_t through_text(const void *p) {
  char buf[32];
  snprintf(buf, sizeof buf, "%lu", (unsigned long)(uintptr_t)p);
  return (uintptr_t)strtoul(buf, NULL, 10);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Ring *r[3];
  for (int k = 0; k < 3; k++) {
    r[k] = malloc(sizeof *r[k]);
    r[k]->v = k + 1;
  }
  r[0]->next = r[1];
  r[1]->next = r[2];
  r[2]->next = (Ring *)through_text(r[0]);
  int64_t sum = cormi_invoke(s, Srv_ring, r[0]);
  printf("ring: %lld\n", (long long)sum);
  CHECK(sum == 6);
  for (int k = 0; k < 3; k++) free(r[k]);
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
