// A remote method that returns a large struct is called through memory: clang passes
// a hidden result slot (sret) first, at the call and in the method, so every other
// operand moves one place. Discovery takes the slot out: the site returns through
// memory (`sret(...)`), its argument is the method's argument after self.

// RUN: %clang -I %root/frontend-shim/include -O0 -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output | FileCheck %s

#include <cormi.h>

typedef struct A { int x; } A;
typedef struct B { long a, b, c; } B;

B A_retb(A *self, int k) { B b = {k, k, self->x}; return b; }

long use(cormi_ref a) {
  B rb = cormi_invoke(a, A_retb, 3);
  return rb.c;
}

// CHECK-LABEL: site {{0x[0-9a-f]+}} invoke in @use #0 calls @A_retb
// CHECK-NEXT:    ret void sret(%struct.B)
// CHECK-NEXT:    arg 1 i32
// CHECK-NEXT:  method @A_retb invoked
