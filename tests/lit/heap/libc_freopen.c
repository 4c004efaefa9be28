// freopen(path, mode, stream) returns its stream argument.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdio.h>
int main(void) {
  FILE *f = freopen("/dev/null", "r", stdin);
  MAYALIAS(f, stdin); // CHECK: check [[@LINE]] MAYALIAS ok
  return 0;
}
// CHECK: check-summary total=1 ok=1 fail=0
