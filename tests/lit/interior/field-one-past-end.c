// A one-past-the-end pointer held in a field (`end = a + 10` on a 10-element array):
// it travels as (object, 80); the receiving walk's fix-up allows an offset equal to the
// copy's extent (the check is offset > extent), and the method walks back from it.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Acc { double total; } Acc;
typedef struct Range { double *end; int64_t n; } Range;

double Acc_back(Acc *self, Range *r) {
  for (const double *p = r->end - r->n; p < r->end; p++) self->total += *p;
  return self->total;
}

double send(cormi_ref acc) {
  double *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = i;
  Range *r = malloc(sizeof *r);
  r->end = a + 10;
  r->n = 10;
  double t = cormi_invoke(acc, Acc_back, r);
  free(a);
  free(r);
  return t;
}

// SHAPE-LABEL: shapes send#0 -> Acc_back
// SHAPE:         node2 interior +80 ->node1:
// REMARK: remark: field-one-past-end.c:29:{{[0-9]+}}: {{.*}} travels as (object, offset): struct of 80 bytes (malloc) allocated at send:24 whole, the pointer at byte 80, known statically (nothing on the wire)
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: interior{{[0-9]+}}:
// CHECK: getelementptr i8, ptr %{{.*}}, i64 -80
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: fixup{{[0-9]+}}:
// The offset equal to the 80-byte copy's size is no error (the check is offset > size).
// CHECK: interior.check:
// CHECK-NEXT: br i1 false, label %u.bad
// CHECK: getelementptr i8, ptr %{{.*}}, i64 80
