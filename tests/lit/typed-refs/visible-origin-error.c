// A method called through a reference whose every origin the function shows
// (cormi_create into a local, possibly on either branch) and all of another type is a
// compile error naming both types and the create's line. One matching origin among
// several is no error (the run-time check decides).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.o0.ll
// RUN: llvm-link %t.o0.ll %S/../sharing/Inputs/whole-program.ll -S | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s
// RUN: %clang -I %root/frontend-shim/include -O2 -g -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.o2.ll
// RUN: llvm-link %t.o2.ll %S/../sharing/Inputs/whole-program.ll -S | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct A { double x; } A;
typedef struct B { long k; } B;
typedef struct C { char c; } C;

A *A_new(void) { return calloc(1, sizeof(A)); }
B *B_new(void) { return calloc(1, sizeof(B)); }
C *C_new(void) { return calloc(1, sizeof(C)); }
long B_k(B *self) { return self->k; }

long wrong(int which) {
  cormi_ref r = which ? cormi_create(1, A_new) : cormi_create(1, C_new);
  return cormi_invoke(r, B_k);
}

long maybe(int which) {
  cormi_ref r = cormi_create(1, A_new);
  if (which)
    r = cormi_create(1, B_new);
  return cormi_invoke(r, B_k);
}

// CHECK: error: visible-origin-error.c:25:10: in function wrong {{.*}}: cormi: B_k is a method of B, but the reference it is called on is made by cormi_create(..., A_new) at visible-origin-error.c:24 (an object of type A) or cormi_create(..., C_new) at visible-origin-error.c:24 (an object of type C)
// CHECK-NOT: error
