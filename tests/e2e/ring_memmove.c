/* A remote object holding a constant-count array (`struct ring { int head; double
 * slots[16]; }`) whose method shifts the array with memmove when it is full; the sums
 * the calls return must equal those of a local ring. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "ring_memmove"
#include "check.h"

typedef struct ring { int head; double slots[16]; } ring;
ring *ring_new(void) { return calloc(1, sizeof(ring)); }

double ring_push(ring *r, double x) {
  if (r->head == 16) {
    memmove(&r->slots[0], &r->slots[1], 15 * sizeof r->slots[0]);
    r->head = 15;
  }
  r->slots[r->head++] = x;
  double s = 0;
  for (int i = 0; i < r->head; i++) s = s * 0.5 + r->slots[i];
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(cormi_nodes() - 1, ring_new);
  ring local = {0};
  double last = 0;
  for (int i = 0; i < 40; i++) {
    double got = cormi_invoke(r, ring_push, i * 1.25), want = ring_push(&local, i * 1.25);
    CHECK(got == want);
    last = got;
  }
  if (cormi_rank() == 0) printf("ring: last sum %.17g\n", last);
  if (cormi_rank() == 0) printf("ring_memmove: %d failures\n", failures);
  cormi_finalize();
  return failures != 0;
}
