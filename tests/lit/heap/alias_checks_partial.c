// PARTIALALIAS(a, b) reads the same ANSWER as every other kind: targets are
// (object, byte offset), and distinct offsets of one object do not overlap, so a
// struct and its field answer NoAlias (the analysis' rule); a pointer at an offset
// inside a field range it shares (same offset) answers MayAlias.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void PARTIALALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
struct S { int *a; int *b; };
int x;
int main(void) {
  struct S s = {0, 0};
  PARTIALALIAS(&s, &s.b); // CHECK: check [[@LINE]] PARTIALALIAS fail NoAlias
  PARTIALALIAS(&s, &s.a); // CHECK: check [[@LINE]] PARTIALALIAS ok {{May|Must}}Alias
  NOALIAS(&s, &s.b); // CHECK: check [[@LINE]] NOALIAS ok NoAlias
  PARTIALALIAS(&s, &x); // CHECK: check [[@LINE]] PARTIALALIAS fail NoAlias
  return 0;
}
