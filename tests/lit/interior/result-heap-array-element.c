// A method returning a pointer to an element of a heap array its object points to
// (`&self->heap[i]`): the array travels whole with the element's offset found at run
// time, and the caller receives the elements from that one to the array's end (the
// copy's extent less the offset) in a malloc block of its own.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct Svc {
  int n;
  int *heap;
} Svc;

Svc *Svc_new(int n) {
  Svc *s = calloc(1, sizeof *s);
  s->n = n;
  s->heap = calloc((size_t)n, sizeof *s->heap);
  return s;
}

int *Svc_at(Svc *self, int i) { return &self->heap[i]; }

int first(void) {
  cormi_ref s = cormi_create(1, Svc_new, 6);
  int *e = cormi_invoke(s, Svc_at, 4);
  int v = e[0];
  free(e);
  return v;
}

// REMARK: remark: result-heap-array-element.c:30:{{[0-9]+}}: the result of Svc_at points inside its object: the caller receives the bytes from the pointer to the end of its object in a block of its own (free it with free); the copy of the object is freed
// CHECK-LABEL: define internal ptr @__cormi_client_
// CHECK: %[[OFF:.*]] = call i64 @cormi_in_varint
// CHECK: %[[LOG:.*]] = call ptr @cormi_log_take(ptr null)
// CHECK: member.copy:
// CHECK-NEXT: %[[EXT:.*]] = call i64 @cormi_extent(ptr %graph)
// CHECK-NEXT: %member.len = sub i64 %[[EXT]], %[[OFF]]
// CHECK-NEXT: call ptr @malloc(i64 %member.len)
// CHECK: member.join:
// CHECK: call void @cormi_log_release(ptr %[[LOG]])
