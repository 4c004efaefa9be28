// fread (and read, recv) fill a buffer with bytes from outside the program:
// pointers read back from it may point anywhere (unknown).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdio.h>
int X;
int main(void) {
  int *p = &X, *rd = 0;
  FILE *t = tmpfile();
  fwrite(&p, sizeof p, 1, t);
  rewind(t);
  fread(&rd, sizeof rd, 1, t);
  MAYALIAS(rd, &X); // CHECK: check [[@LINE]] MAYALIAS ok
  return 0;
}
// CHECK: check-summary total=1 ok=1 fail=0
