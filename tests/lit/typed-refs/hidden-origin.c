// A reference picked from an array at run time hides its origin: no compile error, and
// the call is checked at run time (remark), as every typed call is; the constructors'
// objects are registered with their types (remarks), which the generated code passes
// to the runtime (cormi_object_register_typed, cormi_site_self_type).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-typed-refs>' -disable-output %t.ll | FileCheck %s --check-prefix=PRINT
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct A { double x; } A;
typedef struct B { long k; } B;

A *A_new(void) { return calloc(1, sizeof(A)); }
B *B_new(void) { return calloc(1, sizeof(B)); }
long B_k(B *self) { return self->k; }

long pick(int i) {
  cormi_ref refs[2];
  refs[0] = cormi_create(1, A_new);
  refs[1] = cormi_create(1, B_new);
  return cormi_invoke(refs[i], B_k);
}

// PRINT: site pick#2 invoke B_k self B origins hidden

// REMARK-DAG: remark: hidden-origin.c:24:13: objects made by A_new are recorded as A
// REMARK-DAG: remark: hidden-origin.c:25:13: objects made by B_new are recorded as B
// REMARK-DAG: remark: hidden-origin.c:26:10: calls of B_k check at run time that the object is a B

// CHECK:       call i64 @cormi_object_register_typed(ptr %{{.*}}, ptr null, ptr @__cormi_type.A)
// CHECK-LABEL: define internal void @__cormi_register()
// CHECK:         call i32 @cormi_register_sites(
// CHECK-NEXT:    call i32 @cormi_site_self_type(i32 {{-?[0-9]+}}, ptr @__cormi_type.B)
