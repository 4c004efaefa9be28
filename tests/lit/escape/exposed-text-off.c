// The method copies its argument's address into an integer without ptrtoint (memcpy),
// prints it with %lu into a global buffer, and parses it back on the next call: the
// argument is exposed and the program rebuilds pointers from text, so it escapes
// (reuse off) and the reason names where a pointer is rebuilt.
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include "Inputs/array_client.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char text[32];

void Foo_foo(Foo *self, double *a) {
  if (text[0]) {
    double *back = (double *)(uintptr_t)strtoul(text, NULL, 10);
    self->sum += *back;
  }
  unsigned long bits;
  memcpy(&bits, &a, sizeof bits);
  snprintf(text, sizeof text, "%lu", bits);
}

// CHECK-LABEL: escape @Foo_foo arg1 escapes: its address is exposed as data, and a pointer may be rebuilt from data at {{.*}}exposed-text-off.c:19
// REMARK: remark: {{.*}}array_client.h:{{[0-9]+}}:{{[0-9]+}}: reuse off for argument 1 of Foo_foo: its address is exposed as data
