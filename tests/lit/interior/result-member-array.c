// A method returning a pointer to a char array member of its object (`self->status`):
// the object travels whole, and the caller receives the member's 32 bytes (from the
// pointer to the member's end) in a malloc block of its own, which it frees; the
// received copy of the object goes through a fresh allocation log, released (freed)
// once the bytes are copied out.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Svc {
  int id;
  char status[32];
  long hits;
} Svc;

Svc *Svc_new(int id) {
  Svc *s = calloc(1, sizeof *s);
  s->id = id;
  return s;
}

const char *Svc_status(Svc *self) { return self->status; }

int status_len(void) {
  cormi_ref s = cormi_create(1, Svc_new, 7);
  const char *st = cormi_invoke(s, Svc_status);
  int n = (int)strlen(st);
  free((void *)st);
  return n;
}

// REMARK: remark: result-member-array.c:32:{{[0-9]+}}: the result of Svc_status points inside its object: the caller receives the bytes from the pointer to the end of its member at bytes 4..36 in a block of its own (free it with free); the copy of the object is freed
// CHECK-LABEL: define internal ptr @__cormi_client_
// CHECK: %[[LOG:.*]] = call ptr @cormi_log_take(ptr null)
// CHECK: getelementptr i8, ptr %graph, i64 4
// CHECK: member.join:
// CHECK: call void @cormi_log_release(ptr %[[LOG]])
// CHECK: call ptr @malloc(i64 32)
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %interior, i64 32, i1 false)
