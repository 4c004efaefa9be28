// fread (and read, recv) fill a buffer with bytes that may be pointers the
// program wrote out earlier with fwrite (write, send).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdio.h>
int X, Y;
int main(void) {
  int *p = &X, *rd = 0;
  FILE *t = tmpfile();
  fwrite(&p, sizeof p, 1, t);
  rewind(t);
  fread(&rd, sizeof rd, 1, t);
  MAYALIAS(rd, &X); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(rd, &Y); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=2 ok=2 fail=0
