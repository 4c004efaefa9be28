// An element pointer `&a[3]` held in a field of a struct argument: the array travels
// whole from its start and the field arrives at byte 24 of the copy. The offset is
// known statically: the sending walk moves the pointer back to the array's start, the
// receiving walk fixes the filled field up by 24 (after checking it against the copy's
// extent), and nothing extra travels (no cormi_object_of, no offset on the wire).

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Acc { double total; } Acc;
typedef struct Elem { double *at; int64_t k; } Elem;

double Acc_pair(Acc *self, Elem *e) { return self->total += e->at[0] + e->at[-1]; }

double send(cormi_ref acc) {
  double *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = i;
  Elem *e = malloc(sizeof *e);
  e->at = &a[3];
  e->k = 3;
  double t = cormi_invoke(acc, Acc_pair, e);
  free(a);
  free(e);
  return t;
}

// SHAPE-LABEL: shapes send#0 -> Acc_pair
// SHAPE-NEXT:    arg1 graph node0
// SHAPE:         node0 struct size=16 alloc=malloc ptr=[0->node2]
// SHAPE:         node2 interior +24 ->node1: the pointer at byte 0 of (malloc) allocated at send:25
// REMARK: remark: field-constant-offset.c:28:{{[0-9]+}}: the pointer at byte 0 of (malloc) allocated at send:25 (the pointer arithmetic at {{.*}}field-constant-offset.c:24 (in send) moves it to offset 24 of (malloc) allocated at send:23) in the graphs of Acc_pair travels as (object, offset): struct of 80 bytes (malloc) allocated at send:23 whole, the pointer at byte 24, known statically (nothing on the wire)
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK-NOT: cormi_object_of
// CHECK: switch i64 %{{.*}}, label %plain [
// CHECK-NEXT: i64 [[C:[0-9]+]], label %interior[[C]]
// CHECK-NEXT: ]
// CHECK: interior[[C]]:
// CHECK: getelementptr i8, ptr %{{.*}}, i64 -24
// CHECK: call void @__cormi_ws_push
// CHECK-NOT: cormi_out_reserve
// CHECK: br label %m.loop
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: i64 [[C2:[0-9]+]], label %interior[[C2]]
// CHECK: fixup[[C2]]:
// CHECK-NOT: cormi_in_read
// CHECK: interior.check:
// CHECK: getelementptr i8, ptr %{{.*}}, i64 24
