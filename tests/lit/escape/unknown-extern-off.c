// The method passes its argument to an external function the module does not define: reuse off.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/array_client.h"
void consume(double *p);
void Foo_foo(Foo *self, double *a) {
  consume(a);
}


// CHECK-LABEL: escape @Foo_foo arg1 escapes: passed to the external function 'consume' at {{.*}}unknown-extern-off.c:{{[0-9]+}}
// REMARK: remark: {{.*}}array_client.h:{{[0-9]+}}:{{[0-9]+}}: reuse off for argument 1 of Foo_foo: passed to the external function 'consume'
