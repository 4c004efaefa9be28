// The type of a constructor's object and of a method's self come from debug info: the
// struct pointed to, through typedefs and const (named by its tag: B's tag is bee_s,
// whatever the typedef), a tagless struct by its typedef; void * has no type. Without
// -g nothing is typed, and the remarks say so.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-typed-refs>' -disable-output | FileCheck %s
// RUN: %clang -I %root/frontend-shim/include -O0 -S -emit-llvm %s -o - | opt -load-pass-plugin=%cormi -passes='print<cormi-typed-refs>' -disable-output | FileCheck %s --check-prefix=NODBG

#include <cormi.h>
#include <stdlib.h>

typedef struct A { double x; } A;
typedef struct bee_s { long k; } B;
typedef struct { int z; } Anon;

A *A_new(void) { return calloc(1, sizeof(A)); }
B *B_new(void) { return calloc(1, sizeof(B)); }
Anon *Anon_new(void) { return calloc(1, sizeof(Anon)); }
double A_get(A *self) { return self->x; }
long B_k(const struct bee_s *self) { return self->k; }
int Anon_z(Anon *self) { return self->z; }
long V_any(void *self) { return self != 0; }

long use(void) {
  cormi_ref a = cormi_create(1, A_new);
  cormi_ref b = cormi_create(1, B_new);
  cormi_ref n = cormi_create(1, Anon_new);
  return (long)cormi_invoke(a, A_get) + cormi_invoke(b, B_k) + cormi_invoke(n, Anon_z) + cormi_invoke(b, V_any);
}

// CHECK-LABEL: cormi-typed-refs: sites=7
// CHECK-NEXT:  site use#0 create A_new object A
// CHECK-NEXT:  site use#1 create B_new object bee_s
// CHECK-NEXT:  site use#2 create Anon_new object Anon
// CHECK-NEXT:  site use#3 invoke A_get self A origins {use#0}
// CHECK-NEXT:  site use#4 invoke B_k self bee_s origins {use#1}
// CHECK-NEXT:  site use#5 invoke Anon_z self Anon origins {use#2}
// CHECK-NEXT:  site use#6 invoke V_any self ? origins {use#1}

// NODBG:       site use#0 create A_new object ?
// NODBG:       site use#3 invoke A_get self ? origins {use#0}
