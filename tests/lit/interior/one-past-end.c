// A one-past-the-end pointer (`end = a + n`) with n known statically: it travels as
// (object, 80) on an 80-byte array; the offset equal to the extent is allowed (the
// server's check is offset > extent), and the method walks back from it.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Acc { double total; } Acc;

double Acc_back(Acc *self, const double *end, int64_t n) {
  for (const double *p = end - n; p < end; p++) self->total += *p;
  return self->total;
}

double send(cormi_ref acc) {
  double *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = i;
  double t = cormi_invoke(acc, Acc_back, a + 10, (int64_t)10);
  free(a);
  return t;
}

// SHAPE-LABEL: shapes send#0 -> Acc_back
// SHAPE-NEXT:    arg1 graph node0 interior +80
// CHECK-LABEL: define internal {{.*}} @__cormi_server_
// CHECK: %[[EXT:.*]] = call i64 @cormi_extent
// CHECK: icmp ugt i64 80, %[[EXT]]
// CHECK: getelementptr i8, ptr %{{.*}}, i64 80
