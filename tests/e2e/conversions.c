/* End-to-end: cormi_invoke converts arguments as a direct call of the method would.
 * An accumulator takes doubles, longs, floats, chars, unsigned shorts and void
 * pointers; the program passes what C programs pass: integer literals, ints for longs
 * (negative ones sign-extended), unsigned ints above INT_MAX (zero-extended), doubles
 * for floats and ints, floats for doubles, ints for chars, a char * for a void *.
 * Exit status 0 when every value matched, 1 otherwise (prints the mismatches). */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Acc {
  double total;
  long count;
} Acc;

Acc *Acc_new(long start) {
  Acc *a = calloc(1, sizeof *a);
  a->count = start;
  return a;
}

double Acc_add(Acc *self, double v) { return self->total += v; }
long Acc_count(Acc *self, long by) { return self->count += by; }
double Acc_mix(Acc *self, float f, char c, unsigned short u, long long ll) {
  (void)self;
  return (double)f + c + u + (double)ll;
}
long Acc_truncated(Acc *self, int v) { (void)self; return v; }
size_t Acc_length(Acc *self, const void *text) { (void)self; return strlen(text); }
double Acc_scaled(Acc *self, double x, float y) { (void)self; return x * y; }

#define E2E_NAME "conversions"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = cormi_create(cormi_nodes() - 1, Acc_new, 10);

  CHECK(cormi_invoke(a, Acc_add, 1) == 1.0);
  int three = 3;
  CHECK(cormi_invoke(a, Acc_add, three) == 4.0);
  CHECK(cormi_invoke(a, Acc_add, 0.5f) == 4.5);

  CHECK(cormi_invoke(a, Acc_count, 5) == 15);
  int minus = -20;
  CHECK(cormi_invoke(a, Acc_count, minus) == -5);
  unsigned big = 3000000000u;
  CHECK(cormi_invoke(a, Acc_count, big) == 3000000000L - 5);

  CHECK(cormi_invoke(a, Acc_mix, 2.5, 65, 65535, 7) == 2.5 + 65 + 65535 + 7);
  CHECK(cormi_invoke(a, Acc_truncated, (long)42) == 42);

  char text[] = "seventeen chars!!";
  CHECK(cormi_invoke(a, Acc_length, text) == 17);
  CHECK(cormi_invoke(a, Acc_scaled, 3, 2) == 6.0);

  cormi_release(a);
  cormi_finalize();
  if (failures) return 1;
  printf("conversions: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
