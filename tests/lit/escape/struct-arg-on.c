// A struct value holding a pointer, passed by value (in memory: `byval`): the escape
// analysis follows the received copy's members like a pointer argument's graph. The
// method only reads the array, so the received graph is freed after the call (before:
// "a struct value holding pointers (not analysed)", left to the method).
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>

typedef struct Mat {
  size_t rows, cols;
  double *a;
} Mat;

typedef struct Acc {
  double sum;
} Acc;

static Acc *Acc_new(void) { return calloc(1, sizeof(Acc)); }

void Acc_sum(Acc *self, Mat m) {
  for (size_t i = 0; i < m.rows * m.cols; i++) self->sum += m.a[i];
}

int main(void) {
  Mat m = {2, 3, calloc(6, sizeof(double))};
  cormi_ref r = cormi_create(1, Acc_new);
  cormi_invoke(r, Acc_sum, m);
  free(m.a);
  return 0;
}

// CHECK-LABEL: escape @Acc_sum arg1 reuse: no object reachable from it escapes
// REMARK: remark: {{.*}}struct-arg-on.c:30:{{[0-9]+}}: received argument graphs of Acc_sum are freed after the call
