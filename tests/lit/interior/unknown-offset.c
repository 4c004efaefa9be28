// A string view (pointer + length into a larger buffer) whose offset is known only at
// run time: the client finds the block containing the address (cormi_object_of), sends
// the offset as a small integer (LEB128) before the buffer's graph, and the server rebuilds the pointer in
// its copy after checking the offset against the copy's extent.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sum { int64_t n; } Sum;

int64_t Sum_view(Sum *self, const char *p, int64_t len) {
  for (int64_t i = 0; i < len; i++) self->n += p[i];
  return self->n;
}

int64_t send(cormi_ref s, const char *text, int64_t from, int64_t len) {
  char *buf = strdup(text);
  int64_t t = cormi_invoke(s, Sum_view, buf + from, len);
  free(buf);
  return t;
}

// SHAPE-LABEL: shapes send#0 -> Sum_view
// SHAPE-NEXT:    arg1 graph node0 interior +offset
// REMARK: remark: unknown-offset.c:26:{{[0-9]+}}: argument 1 of Sum_view travels as (object, offset): bytes (strdup) allocated at send:25 (size at run time) whole, the pointer at an offset found at run time (a small integer on the wire: LEB128, one byte below 128); the pointer arithmetic at unknown-offset.c:26 (in send) moves it to offset * of (strdup) allocated at send:25
// The offset is written before the buffer's graph, and read back in that order.
// CHECK-LABEL: define internal {{.*}} @__cormi_client_
// CHECK: %[[START:.*]] = call ptr @cormi_object_of(ptr %{{.*}}, ptr %interior.off)
// CHECK: %[[OFF:.*]] = load i64, ptr %interior.off
// A sentinel (the first or the last page: no object) travels as itself, offset 0.
// CHECK: %[[S:.*]] = select i1 %noobject, ptr %{{.*}}, ptr %[[START]]
// CHECK: %[[O:.*]] = select i1 %noobject, i64 0, i64 %[[OFF]]
// CHECK: call void @cormi_out_varint(ptr %{{.*}}, i64 %[[O]])
// CHECK: call void @__cormi_marshal_{{[0-9]+}}(ptr %{{.*}}, ptr %[[S]])
// CHECK-LABEL: define internal {{.*}} @__cormi_server_
// CHECK: %[[V:.*]] = call i64 @cormi_in_varint
// CHECK: %[[G:.*]] = call ptr @__cormi_unmarshal_
// CHECK: %[[EXT:.*]] = call i64 @cormi_extent(ptr %[[G]])
// CHECK: icmp ugt i64 %[[V]], %[[EXT]]
// CHECK: getelementptr i8, ptr %[[G]], i64 %[[V]]
