// cormi.h's macros give no warning under -Wall -Wextra -Werror (and -Wpedantic-free
// GNU C): cormi_invoke of methods returning void, scalars, structs in registers and
// through memory, long double, with and without arguments; cormi_create with and
// without arguments. Before, every cormi_invoke warned -Wcast-function-type-mismatch.

// RUN: %clang -I %root/frontend-shim/include -fsyntax-only -Wall -Wextra -Werror %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: {{warning|error}}

#include <cormi.h>
#include <stdlib.h>

typedef struct A { double x; } A;
typedef struct V2 { double x, y; } V2;
typedef struct Rec { long id; double a, b, c; int k; } Rec;

A *A_new(void) { return calloc(1, sizeof(A)); }
A *A_with(double x) { A *a = A_new(); a->x = x; return a; }
void A_reset(A *self) { self->x = 0; }
double A_get(A *self) { return self->x; }
V2 A_v2(A *self, double k) { return (V2){self->x * k, k}; }
Rec A_rec(A *self, long id) { Rec r = {id, self->x, 0, 0, 1}; return r; }
long double A_ld(A *self, long double x) { return x + self->x; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = cormi_create(1, A_new);
  cormi_ref b = cormi_create(1, A_with, 2.0);
  cormi_invoke(a, A_reset);
  double g = cormi_invoke(b, A_get);
  V2 v = cormi_invoke(a, A_v2, 2.0);
  Rec r = cormi_invoke(b, A_rec, 5L);
  long double ld = cormi_invoke(a, A_ld, 1.5L);
  cormi_finalize();
  return (int)(g + v.x + (double)r.id + (double)ld);
}
