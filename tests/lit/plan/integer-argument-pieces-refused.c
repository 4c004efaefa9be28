// Two 32-bit integer arguments holding the halves of an address of the calling node,
// which the method puts back together into a pointer through a union (no inttoptr), are
// refused at the call site: the serving node would follow the caller's address (it
// crashed). Two halves of a number the serving node made go through as they are.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Box { long v; } Box;
typedef union Split { Box *p; uint32_t h[2]; } Split;
typedef struct Srv { long n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_get(Srv *self, uint32_t lo, uint32_t hi) {
  (void)self;
  Split s;
  s.h[0] = lo;
  s.h[1] = hi;
  return s.p->v;
}
uint64_t Srv_make(Srv *self, long v) {
  (void)self;
  Box *b = malloc(sizeof *b);
  b->v = v;
  return (uint64_t)(uintptr_t)b;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Box *b = malloc(sizeof *b);
  b->v = 42;
  long r = cormi_invoke(s, Srv_get, (uint32_t)(uintptr_t)b, (uint32_t)((uintptr_t)b >> 32));
  // The serving node's own number comes back and goes back: no error here.
  uint64_t h = cormi_invoke(s, Srv_make, 7);
  long q = cormi_invoke(s, Srv_get, (uint32_t)h, (uint32_t)(h >> 32));
  cormi_finalize();
  return r + q == 49 ? 0 : 1;
}

// CHECK: integer-argument-pieces-refused.c:37:12: {{.*}}cormi: argument 1 of Srv_get is an integer that holds an address of this node (made from a pointer{{.*}}), and Srv_get turns it into a pointer
// CHECK-NOT: integer-argument-pieces-refused.c:40
