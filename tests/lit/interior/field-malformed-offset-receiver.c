// At the receiver, a pointer field's offset past the copy's extent, or a non-zero offset
// with a NULL object, is a malformed message: the receiving walk's fix-up branches to
// its failure block (the server answers CORMI_E_MALFORMED and keeps serving;
// tests/e2e/fuzz/fuzz_servers.c sends such messages).

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sum { int64_t n; } Sum;
typedef struct Tail { char *p; } Tail;

int64_t Sum_tail(Sum *self, Tail *t) { return self->n += (int64_t)strlen(t->p); }

int64_t send(cormi_ref s, const char *text, int64_t from) {
  Tail *t = malloc(sizeof *t);
  t->p = strdup(text) + from;
  int64_t r = cormi_invoke(s, Sum_tail, t);
  free(t);
  return r;
}

// CHECK-LABEL: define internal i32 @__cormi_server_
// CHECK: call ptr @__cormi_unmarshal_
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// The fix-up entry after a new object's subgraph reads the offset:
// CHECK: fixup{{[0-9]+}}:
// CHECK-NEXT: %[[OFF:.*]] = call i64 @cormi_in_varint
// CHECK: br i1 %failed{{[0-9]*}}, label %[[BAD:u.bad]], label
// A back-reference tag is resolved where the entry is popped, its offset checked alike:
// CHECK: interior.old:
// CHECK: %[[BOFF:.*]] = call i64 @cormi_in_varint
// CHECK: interior.null:
// CHECK-NEXT: %stray = icmp ne i64 %[[BOFF]], 0
// CHECK-NEXT: br i1 %stray, label %[[BAD]], label
// CHECK: interior.check:
// CHECK-NEXT: %[[BEXT:.*]] = call i64 @cormi_extent
// CHECK-NEXT: %{{.*}} = icmp eq i64 %[[BEXT]], -1
// CHECK-NEXT: %past = icmp ugt i64 %[[BOFF]], %[[BEXT]]
// CHECK-NEXT: %wrong = or i1
// CHECK-NEXT: br i1 %wrong, label %[[BAD]], label
// The fix-up's checks:
// CHECK: interior.null{{[0-9]+}}:
// CHECK-NEXT: %stray{{[0-9]+}} = icmp ne i64 %[[OFF]], 0
// CHECK-NEXT: br i1 %stray{{[0-9]+}}, label %[[BAD]], label
// CHECK: interior.check{{[0-9]+}}:
// CHECK-NEXT: %[[EXT:.*]] = call i64 @cormi_extent
// CHECK-NEXT: %{{.*}} = icmp eq i64 %[[EXT]], -1
// CHECK-NEXT: %past{{[0-9]+}} = icmp ugt i64 %[[OFF]], %[[EXT]]
// CHECK-NEXT: %wrong{{[0-9]+}} = or i1
// CHECK-NEXT: br i1 %wrong{{[0-9]+}}, label %[[BAD]], label
