// No warning: a method that only reads its argument, and a method that sorts its copy of
// an array the caller does not read after the call.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-out-args>,print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct Vec {
  double *v;
  int n;
} Vec;
typedef struct Svc {
  double acc;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

static int cmp(const void *a, const void *b) { return *(const double *)a < *(const double *)b ? -1 : 1; }

double Svc_sum(Svc *self, Vec *x) {
  for (int i = 0; i < x->n; i++)
    self->acc += x->v[i];
  return self->acc;
}

double Svc_median(Svc *self, double *v, int n) {
  qsort(v, n, sizeof *v, cmp);
  return v[n / 2];
}

int main(void) {
  cormi_ref s = cormi_create(1, Svc_new);
  double *d = calloc(8, sizeof *d);
  Vec x = {d, 8};
  double a = cormi_invoke(s, Svc_sum, &x);
  x.v[0] = a;
  double m = cormi_invoke(s, Svc_median, d, 8);
  return (int)m;
}

// The first line printed is the escape analysis': nothing of print<cormi-out-args> before.
// CHECK-NOT: out-arg
// CHECK-LABEL: escape @Svc_median arg1
