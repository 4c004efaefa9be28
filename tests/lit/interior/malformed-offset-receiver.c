// At the receiver, an offset past the copy's extent, or a non-zero offset with a NULL
// object, is a malformed message: the server branches to its malformed path (error
// reply CORMI_E_MALFORMED) before the method runs; tests/e2e/fuzz/fuzz_servers.c sends
// such messages.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sum { int64_t n; } Sum;

int64_t Sum_tail(Sum *self, const char *p) { return self->n += (int64_t)strlen(p); }

int64_t send(cormi_ref s, const char *text, int64_t from) {
  char *buf = strdup(text);
  int64_t t = cormi_invoke(s, Sum_tail, buf + from);
  free(buf);
  return t;
}

// CHECK-LABEL: define internal {{.*}} @__cormi_server_
// CHECK: %[[OFF:.*]] = call i64 @cormi_in_varint
// CHECK: call ptr @__cormi_unmarshal_
// CHECK: interior.null:
// CHECK: %stray = icmp ne i64 %[[OFF]], 0
// CHECK: br i1 %stray, label %[[BAD:.*]], label
// CHECK: interior.check:
// CHECK: %[[EXT:.*]] = call i64 @cormi_extent
// CHECK: %past = icmp ugt i64 %[[OFF]], %[[EXT]]
// CHECK: %wrong = or i1
// CHECK: br i1 %wrong, label %[[BAD]], label
