// The scanf family stores pointers made from the input ("%p"): the
// out-arguments may point to any exposed address, unless the format is a constant
// string without a "p".
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdio.h>
int X, Y;
int main(void) {
  char buf[64];
  int *q = &Y, *r = &Y;
  snprintf(buf, sizeof buf, "%p", (void *)&X);
  sscanf(buf, "%p", (void **)&q);
  MAYALIAS(q, &X); // CHECK: check [[@LINE]] MAYALIAS ok
  sscanf(buf, "%ld", (long *)&r);
  NOALIAS(r, &X); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=2 ok=2 fail=0
