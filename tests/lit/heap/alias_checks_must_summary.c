// MustAlias only for one concrete run-time location: an object allocated in a
// loop (a summary of many run-time objects) is MayAlias with itself; a local
// of main's entry block is one location.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
#include <stdlib.h>
void MUSTALIAS(const void *, const void *);
void MAYALIAS(const void *, const void *);
int *keep[4];
int main(int argc, char **argv) {
  int z;
  for (int i = 0; i < argc && i < 4; i++) {
    int *p = malloc(sizeof *p);
    keep[i] = p;
    MAYALIAS(p, keep[0]); // CHECK: check [[@LINE]] MAYALIAS ok MayAlias
    MUSTALIAS(&z, &z); // CHECK: check [[@LINE]] MUSTALIAS ok MustAlias
  }
  return 0;
}
