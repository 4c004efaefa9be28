// A remote method that returns a large struct is called through memory: clang passes
// a hidden result pointer (sret) first, so every operand of __cormi_invoke moves one
// place. Not supported yet: the error names the method, the struct and its size, at the
// call, instead of complaining about operand 0.

// RUN: not %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -g -c %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %clang -I %root/frontend-shim/include -O0 -S -emit-llvm %s -o - | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=OPT

#include <cormi.h>

typedef struct A { int x; } A;
typedef struct B { long a, b, c; } B;

B A_retb(A *self, int k) { B b = {k, k, k}; return b; }

long use(cormi_ref a) {
  // CHECK: sret-call.c:[[@LINE+3]]:{{[0-9]+}}: error: cormi: remote method 'A_retb' returns struct B (24 bytes) through memory (sret); return it through a pointer argument or a smaller struct; not supported yet
  // CHECK-NOT: operand 0
  // OPT: error: cormi: in function 'use': remote method 'A_retb' returns struct B (24 bytes) through memory (sret)
  B rb = cormi_invoke(a, A_retb, 3);
  return rb.c;
}
