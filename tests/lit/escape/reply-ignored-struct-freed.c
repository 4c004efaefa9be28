// A slice {ptr, len} returned in registers whose caller ignores it: clang still takes
// the value apart into a temporary that nothing reads, which counts as ignored. So the
// slice is not sent back, and since the method keeps nothing of it, the serving node
// frees its buffer (before: sent, and the caller's copy leaked on the caller's node).
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Slice {
  uint8_t *ptr;
  size_t len;
} Slice;

typedef struct Srv {
  long calls;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

Slice Srv_slice(Srv *self, size_t n) {
  self->calls++;
  Slice s = {calloc(n, 1), n};
  return s;
}

int main(void) {
  cormi_ref r = cormi_create(1, Srv_new);
  cormi_invoke(r, Srv_slice, (size_t)64);
  return 0;
}

// CHECK-DAG: remark: {{.*}}reply-ignored-struct-freed.c:31:{{[0-9]+}}: the graphs held by the struct value returned by Srv_slice are freed by the serving node after the reply is marshaled: the caller ignores it, so it is walked without being sent
// CHECK-DAG: remark: {{.*}}reply-ignored-struct-freed.c:31:{{[0-9]+}}: result of Srv_slice is ignored by the caller: not sent back
