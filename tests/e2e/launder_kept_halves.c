/* A remote method keeps its argument only as two 32-bit halves read out of a union, and
 * rebuilds the pointer on the next call: the argument escapes, so no mode may free or
 * refill it while the method still holds it. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "launder_kept_halves"
#include "check.h"

typedef struct N { int64_t v; struct N *l; } N;
typedef struct Srv { int64_t calls; } Srv;
typedef union Bits { N *p; uint32_t h[2]; } Bits;

Srv *Srv_new(void) { return cormi_new(Srv); }

static uint32_t g_kept[2];

int64_t Srv_look(Srv *self, N *a) {
  int64_t prev = -1;
  self->calls++;
  if (g_kept[0] | g_kept[1]) {
    Bits back;
    back.h[0] = g_kept[0];
    back.h[1] = g_kept[1];
    prev = back.p->v;
  }
  Bits now;
  now.p = a;
  g_kept[0] = now.h[0];
  g_kept[1] = now.h[1];
  return prev;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int64_t i = 1; i <= 4; i++) {
    N *a = malloc(sizeof *a);
    a->v = 10 * i;
    a->l = NULL;
    int64_t want = i == 1 ? -1 : 10 * (i - 1);
    int64_t prev = cormi_invoke(s, Srv_look, a);
    printf("call %lld: the server saw %lld before (want %lld)\n", (long long)i, (long long)prev, (long long)want);
    CHECK(prev == want);
    free(a);
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
