// The method stores its argument into self (the remote object outlives the call): reuse off.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/array_client.h"

void Foo_foo(Foo *self, double *a) {
  self->keep = a;
}


// CHECK-LABEL: escape @Foo_foo arg1 escapes: stored into self (the object allocated at {{.*}}array_client.h:6 (cormi_alloc_object)) at {{.*}}self-off.c:{{[0-9]+}}
// REMARK: remark: {{.*}}array_client.h:{{[0-9]+}}:{{[0-9]+}}: reuse off for argument 1 of Foo_foo: stored into self
