// Two vectors built by one helper: their element arrays come from one allocation site,
// so the copy received as argument 2 may point into argument 1's graph (and back).
// Neither graph escapes the method, so that pointer does not keep it: both arguments
// are reused, and their received graphs are freed after the call.
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>

typedef struct Vec {
  size_t n;
  double *a;
} Vec;

typedef struct Acc {
  double sum;
} Acc;

static Acc *Acc_new(void) { return calloc(1, sizeof(Acc)); }

static void vec_init(Vec *v, size_t n) {
  v->n = n;
  v->a = calloc(n, sizeof(double));
}

void Acc_dot(Acc *self, Vec *x, Vec *y) {
  for (size_t i = 0; i < x->n && i < y->n; i++) self->sum += x->a[i] * y->a[i];
}

int main(void) {
  Vec x, y;
  vec_init(&x, 4);
  vec_init(&y, 4);
  cormi_ref r = cormi_create(1, Acc_new);
  cormi_invoke(r, Acc_dot, &x, &y);
  free(x.a);
  free(y.a);
  return 0;
}

// CHECK-LABEL: escape @Acc_dot arg1 reuse: only copies of the other arguments point into it, and no object of any argument graph escapes
// CHECK-NEXT: escape @Acc_dot arg2 reuse: only copies of the other arguments point into it
// REMARK: remark: {{.*}}args-into-each-other-on.c:37:{{[0-9]+}}: received argument graphs of Acc_dot are freed after the call
