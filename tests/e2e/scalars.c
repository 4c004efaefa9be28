/* End-to-end: scalar arguments and results of every width, promoted float/char/short
 * narrowed back, remote references passed through, cormi_create with arguments, structs
 * passed and returned by value (small ones ABI-coerced to scalars, large ones byval).
 * Exit status 0 when every value matched, 1 otherwise (prints the mismatches). */
#include <cormi.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Acc {
  int64_t total;
  int rank;
} Acc;

Acc *Acc_new(int64_t start) {
  Acc *a = malloc(sizeof *a);
  a->total = start;
  a->rank = cormi_rank();
  return a;
}

int64_t Acc_add(Acc *self, int64_t v) { return self->total += v; }
int Acc_rank(Acc *self) { return self->rank; }
double Acc_mix(Acc *self, float f, char c, short s, unsigned char u, double d) {
  (void)self;
  return (double)f + c + s + u + d;
}
float Acc_half(Acc *self, float f) { (void)self; return f / 2; }
_Bool Acc_is_even(Acc *self, uint32_t v) { (void)self; return (v & 1) == 0; }
uint8_t Acc_low(Acc *self, uint64_t v) { (void)self; return (uint8_t)v; }
int16_t Acc_neg16(Acc *self, int16_t v) { return (int16_t)-v + (int16_t)(self->total * 0); }
cormi_ref Acc_echo_ref(Acc *self, cormi_ref r) { (void)self; return r; }
void Acc_reset(Acc *self) { self->total = 0; }
double Acc_copysign(Acc *self, double x) { (void)self; return x; }

typedef struct Big { double v[6]; int64_t n; char tag[3]; } Big; /* byval in memory */
typedef struct Two { int32_t a, b; } Two;                          /* coerced to i64  */
double Acc_bigsum(Acc *self, Big b) {
  (void)self;
  double s = 0;
  for (int i = 0; i < 6; i++) s += b.v[i];
  return s + (double)b.n + b.tag[0] + b.tag[2];
}
Two Acc_swap(Acc *self, Two t) { (void)self; return (Two){t.b, t.a}; }

#define E2E_NAME "scalars"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int target = cormi_nodes() - 1;
  cormi_ref acc = cormi_create(target, Acc_new, (int64_t)100);
  CHECK(acc != CORMI_NULL_REF);
  CHECK(cormi_invoke(acc, Acc_rank) == target);
  CHECK(cormi_invoke(acc, Acc_add, (int64_t)5) == 105);
  CHECK(cormi_invoke(acc, Acc_add, (int64_t)-205) == -100);
  cormi_invoke(acc, Acc_reset);
  CHECK(cormi_invoke(acc, Acc_add, (int64_t)1) == 1);
  CHECK(cormi_invoke(acc, Acc_mix, 1.5f, (char)-2, (short)300, (unsigned char)250, 0.25) == 1.5 - 2 + 300 + 250 + 0.25);
  CHECK(cormi_invoke(acc, Acc_half, 3.0f) == 1.5f);
  CHECK(cormi_invoke(acc, Acc_is_even, 10u) == 1);
  CHECK(cormi_invoke(acc, Acc_is_even, 7u) == 0);
  CHECK(cormi_invoke(acc, Acc_low, (uint64_t)0x1234) == 0x34);
  CHECK(cormi_invoke(acc, Acc_neg16, (int16_t)-1234) == 1234);
  CHECK(cormi_invoke(acc, Acc_echo_ref, acc) == acc);
  double nz = cormi_invoke(acc, Acc_copysign, -0.0);
  CHECK(nz == 0 && signbit(nz));
  CHECK(isnan(cormi_invoke(acc, Acc_copysign, NAN)));
  Big big = {{1, 2, 3, 4, 5, 6.5}, 100, {'a', 'b', 'c'}};
  CHECK(cormi_invoke(acc, Acc_bigsum, big) == 21.5 + 100 + 'a' + 'c');
  Two two = cormi_invoke(acc, Acc_swap, (Two){7, -9});
  CHECK(two.a == -9 && two.b == 7);
  for (int i = 0; i < 1000; i++) cormi_invoke(acc, Acc_add, (int64_t)1);
  CHECK(cormi_invoke(acc, Acc_add, (int64_t)0) == 1001);
  cormi_release(acc);
  cormi_finalize();
  if (failures) return 1;
  printf("scalars: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
