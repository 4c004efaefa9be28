// Varargs (plain clang -O0 -g, no mem2reg): the extra arguments of a variadic
// function live in its varargs object; va_start points the va_list at it and
// the inline va_arg code reads them back.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %t.ll | FileCheck %s
#include <stdarg.h>
#include <stdlib.h>

void *second(int n, ...) {
  va_list ap;
  va_start(ap, n);
  void *a = va_arg(ap, void *);
  void *b = va_arg(ap, void *);
  va_end(ap);
  (void)a;
  return b;
}

int main(void) {
  int *x = malloc(4);
  int *y = malloc(4);
  int *r = second(2, x, y);
  return r == y;
}

// CHECK: varargs @second collapsed
// CHECK-NEXT: +* -> {[[X:obj#[0-9]+]]+0, [[Y:obj#[0-9]+]]+0}
// CHECK: [[X]] ({{[0-9]+,[0-9]+}}) malloc @main:20 size=4
// CHECK-NEXT: [[Y]] ({{[0-9]+,[0-9]+}}) malloc @main:21 size=4
// The va_arg results (loaded from the varargs object):
// CHECK-LABEL: fn @second
// CHECK: -> {[[X]]+0, [[Y]]+0}
