// The method hands its argument to another thread (pthread_create): reuse off.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/array_client.h"
#include <pthread.h>
static void *work(void *p) { return p; }
void Foo_foo(Foo *self, double *a) {
  pthread_t t;
  pthread_create(&t, 0, work, a);
  pthread_join(t, 0);
}


// CHECK-LABEL: escape @Foo_foo arg1 escapes: handed to another thread by pthread_create at {{.*}}pthread-off.c:{{[0-9]+}}
// REMARK: remark: {{.*}}array_client.h:{{[0-9]+}}:{{[0-9]+}}: reuse off for argument 1 of Foo_foo: handed to another thread by pthread_create
