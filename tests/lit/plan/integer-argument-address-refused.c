// An integer argument that holds an address of the calling node, which the method turns
// into a pointer, is refused at the call site: the serving node would follow the
// caller's address (it crashed). A number the serving node made is sent as is.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Box { long v; } Box;
typedef struct Srv { long n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_get(Srv *self, uintptr_t handle) {
  (void)self;
  return ((Box *)handle)->v;
}
uintptr_t Srv_make(Srv *self, long v) {
  (void)self;
  Box *b = malloc(sizeof *b);
  b->v = v;
  return (uintptr_t)b;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Box *b = malloc(sizeof *b);
  b->v = 42;
  long r = cormi_invoke(s, Srv_get, (uintptr_t)b);
  // The serving node's own number comes back and goes back: no error here.
  uintptr_t h = cormi_invoke(s, Srv_make, 7);
  long q = cormi_invoke(s, Srv_get, h);
  cormi_finalize();
  return r + q == 49 ? 0 : 1;
}

// CHECK: integer-argument-address-refused.c:32:12: {{.*}}cormi: argument 1 of Srv_get is an integer that holds an address of this node (made from a pointer{{.*}}), and Srv_get turns it into a pointer
// CHECK-NOT: integer-argument-address-refused.c:35
