// A pointer parsed with "%p" is rebuilt from text: it may be any exposed address
// (here X, printed with "%p"), never the unknown object, and the scanf call is listed
// with the instructions that rebuild pointers from data.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %t.ll | FileCheck %s
#include <stdio.h>
int X, Z;
int main(void) {
  char buf[64];
  void *q = &Z;
  snprintf(buf, sizeof buf, "%p", (void *)&X);
  sscanf(buf, "%p", &q);
  return q == &X;
}
// CHECK-LABEL: cormi-heap-debug:
// CHECK-SAME:  laundered=1 exposed=1
// CHECK:       laundered-int-to-ptr at @main:12
// CHECK:       exposed {{.*}} global @X
