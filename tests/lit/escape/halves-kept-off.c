// The method keeps its argument only as two 32-bit halves read out of a union (-O0 keeps
// the union: no ptrtoint) in a global integer array: the halves carry the address, so
// the argument is stored into that global and escapes (reuse off).
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/array_client.h"
#include <stdint.h>

typedef union Bits { double *p; uint32_t h[2]; } Bits;
static uint32_t kept[2];

void Foo_foo(Foo *self, double *a) {
  if (kept[0] | kept[1]) {
    Bits back;
    back.h[0] = kept[0];
    back.h[1] = kept[1];
    self->sum += *back.p;
  }
  Bits now;
  now.p = a;
  kept[0] = now.h[0];
  kept[1] = now.h[1];
}

// CHECK-LABEL: escape @Foo_foo arg1 escapes: stored into global 'kept' ({{.*}}halves-kept-off.c:12) at {{.*}}halves-kept-off.c:23
// REMARK: remark: {{.*}}array_client.h:{{[0-9]+}}:{{[0-9]+}}: reuse off for argument 1 of Foo_foo: stored into global 'kept'
