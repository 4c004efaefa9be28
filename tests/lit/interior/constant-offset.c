// An element pointer `&a[3]` passed as the argument: the array travels whole from its
// start and the pointer arrives at byte 24 of the copy. The offset is known statically:
// the client subtracts it, the server adds it back (after checking it against the copy's
// extent), and nothing extra travels (no cormi_object_of, no offset on the wire).

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Acc { double total; } Acc;

double Acc_pair(Acc *self, const double *e) { return self->total += e[0] + e[-1]; }

double send(cormi_ref acc) {
  double *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = i;
  double t = cormi_invoke(acc, Acc_pair, &a[3]);
  free(a);
  return t;
}

// SHAPE-LABEL: shapes send#0 -> Acc_pair
// SHAPE-NEXT:    arg1 graph node0 interior +24
// REMARK: remark: constant-offset.c:23:{{[0-9]+}}: argument 1 of Acc_pair travels as (object, offset): struct of 80 bytes (malloc) allocated at send:21 whole, the pointer at byte 24, known statically (nothing on the wire); the pointer arithmetic at constant-offset.c:22 (in send) moves it to offset 24 of (malloc) allocated at send:21
// CHECK-LABEL: define internal {{.*}} @__cormi_client_
// CHECK-NOT: cormi_object_of
// CHECK: getelementptr i8, ptr %{{.*}}, i64 -24
// CHECK-LABEL: define internal {{.*}} @__cormi_server_
// CHECK: call ptr @__cormi_unmarshal_
// CHECK: call i64 @cormi_extent
// CHECK: icmp ugt i64 24,
// CHECK: getelementptr i8, ptr %{{.*}}, i64 24
