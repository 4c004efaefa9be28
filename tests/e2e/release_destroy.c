/* Releasing objects that own memory, as README describes: a method frees what the object
 * owns (and the object), then cormi_release drops it from its node's table; later calls
 * through any copy of the reference fail with CORMI_E_NO_OBJECT, and the node goes on
 * serving other objects. Many objects are made and destroyed so that a leak or a double
 * free shows (LeakSanitizer and AddressSanitizer builds run the e2e programs too). */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "release_destroy"
#include "check.h"

typedef struct Acc {
  double *items;
  size_t n;
} Acc;

Acc *Acc_new(int n) {
  Acc *a = calloc(1, sizeof *a);
  a->items = calloc((size_t)n, sizeof *a->items);
  a->n = (size_t)n;
  return a;
}

double Acc_add(Acc *self, double x) {
  double t = 0;
  for (size_t i = 0; i < self->n; i++) t += (self->items[i] += x);
  return t;
}

void Acc_destroy(Acc *self) {
  free(self->items);
  free(self);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  int last = cormi_nodes() - 1;
  double total = 0;
  for (int round = 0; round < 200; round++) {
    cormi_ref r = cormi_create(last, Acc_new, 1 + round % 17);
    double got = cormi_invoke(r, Acc_add, 1.5);
    CHECK(cormi_last_error() == 0 && got == 1.5 * (1 + round % 17));
    total += got;
    cormi_invoke(r, Acc_destroy);
    CHECK(cormi_last_error() == 0);
    cormi_release(r);
    CHECK(cormi_last_error() == 0);
    cormi_ref copy = r;
    (void)cormi_invoke(copy, Acc_add, 1.0);
    CHECK(cormi_last_error() == 8 /* CORMI_E_NO_OBJECT, cormi_rt.h */);
    cormi_clear_error();
  }
  printf("release_destroy: total %.1f, %d failures\n", total, failures);
  cormi_finalize();
  return failures != 0;
}
