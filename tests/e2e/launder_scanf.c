/* Pointers rebuilt from "%p" text: a ring's back edge printed with "%p" and parsed back
 * with sscanf is the same pointer (C defines the round trip within one program). The
 * parsed pointer may be any exposed address, not an object of unknown origin: the call
 * compiles, keeps its handle table, and the callee sees a closed ring in every mode.
 * The server also parses "%p" text it printed earlier and reads through it, which must
 * not make the client's laundered pointers "unknown". Only node 0 prints: lines of two
 * nodes interleave in any order. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_scanf"
#include "check.h"

typedef struct Ring { int64_t v; struct Ring *next; } Ring;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

static char g_text[32];

/* Walks the ring from r until it comes back; -1 when it does not within 10 steps. Keeps
 * the ring as text and reports the value the previous call's ring started with. */
int64_t Srv_ring(Srv *self, Ring *r) {
  int64_t sum = 0, prev = 0;
  void *p = 0;
  self->calls++;
  if (g_text[0] && sscanf(g_text, "%p", &p) == 1 && p) prev = ((Ring *)p)->v;
  snprintf(g_text, sizeof g_text, "%p", (void *)r);
  Ring *x = r;
  for (int k = 0; k < 10; k++) {
    sum += x->v;
    x = x->next;
    if (x == r) return sum * 1000 + prev;
    if (!x) return -2;
  }
  return -1;
}

static Ring *through_text(Ring *p) {
  char buf[32];
  void *q = 0;
  snprintf(buf, sizeof buf, "%p", (void *)p);
  if (sscanf(buf, "%p", &q) != 1) return 0;
  return q;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int64_t round = 1; round <= 3; round++) {
    Ring *r[3];
    for (int k = 0; k < 3; k++) {
      r[k] = malloc(sizeof *r[k]);
      r[k]->v = round * 10 + k;
    }
    r[0]->next = r[1];
    r[1]->next = r[2];
    r[2]->next = through_text(r[0]);
    int64_t got = cormi_invoke(s, Srv_ring, r[0]);
    int64_t want = (round * 30 + 3) * 1000 + (round == 1 ? 0 : (round - 1) * 10);
    printf("round %lld: %lld (want %lld)\n", (long long)round, (long long)got, (long long)want);
    CHECK(got == want);
    for (int k = 0; k < 3; k++) free(r[k]);
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
