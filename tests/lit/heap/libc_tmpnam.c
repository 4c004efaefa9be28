// tmpnam(buf) returns buf (or, with NULL, the library's static storage, which is not
// ctime's buffer).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdio.h>
#include <time.h>
int main(void) {
  char b[L_tmpnam];
  time_t t = 0;
  MAYALIAS(tmpnam(b), b); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(tmpnam(0), ctime(&t)); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=2 ok=2 fail=0
