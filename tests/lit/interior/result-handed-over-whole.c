// A method returning a pointer into a buffer it builds for the call and keeps nothing
// of (`strdup(text) + 6`): the serving node frees the buffer after the reply, so the
// pointer arrives inside a copy of the whole buffer, as a local call gives it (the
// caller frees the buffer's start): no member copy.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Svc {
  long calls;
} Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

char *Svc_rest(Svc *self, const char *text) {
  self->calls++;
  return strdup(text) + 6;
}

int rest_len(void) {
  cormi_ref s = cormi_create(1, Svc_new);
  char *r = cormi_invoke(s, Svc_rest, "hello remote world");
  int n = (int)strlen(r);
  free(r - 6);
  return n;
}

// CHECK-LABEL: remark: result-handed-over-whole.c:27:{{[0-9]+}}: call-site marshaler generated for Svc_rest
// CHECK-NOT: points inside its object
// CHECK: remark: result-handed-over-whole.c:27:{{[0-9]+}}: the result of Svc_rest travels as (object, offset)
// CHECK-NOT: points inside its object
