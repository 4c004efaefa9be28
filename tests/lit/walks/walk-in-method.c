// A remote method that walks its array with a pointer (`for (p = a; p < a + n; p++)`):
// the walk is a positive-weight cycle in the heap analysis, which no longer makes the
// object interior; the call site passes the array's start and compiles (an array of
// doubles whose count is its run-time extent).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t0.part.ll
// RUN: llvm-link %t0.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t0.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t0.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t0.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t2.part.ll
// RUN: llvm-link %t2.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t2.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t2.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t2.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Acc { double total; } Acc;

double Acc_sum(Acc *self, const double *a, int64_t n) {
  for (const double *p = a; p < a + n; p++) self->total += *p;
  return self->total;
}

double send(cormi_ref acc, int64_t n) {
  double *a = malloc((size_t)n * sizeof *a);
  for (int64_t i = 0; i < n; i++) a[i] = (double)i;
  double t = cormi_invoke(acc, Acc_sum, a, n);
  free(a);
  return t;
}

// CHECK-LABEL: shapes send#0 -> Acc_sum
// CHECK:    arg1 graph node0
// CHECK:    node0 array elem=8: array of 8-byte scalars (malloc) allocated at send:{{[0-9]+}} | sizes obj#{{[0-9]+}}=heap
// REMARK: remark: {{.*}}walk-in-method.c:29:{{[0-9]+}}: object sizes for Acc_sum: array of 8-byte scalars (malloc) allocated at send:{{[0-9]+}}: run-time extent (heap)
