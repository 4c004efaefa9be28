// The paper's figure 10: 'a' is only read (this.sum = a[0] + a[1]): it never escapes, so its array can be reused (reuse on).
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/array_client.h"

void Foo_foo(Foo *self, double *a) {
  self->sum = a[0] + a[1];
}


// CHECK-LABEL: escape @Foo_foo arg1 reuse: no object reachable from it escapes
// REMARK: remark: {{.*}}array_client.h:{{[0-9]+}}:{{[0-9]+}}: reuse on for argument 1 of Foo_foo: no object reachable from it escapes
