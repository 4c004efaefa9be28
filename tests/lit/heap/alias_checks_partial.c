// PARTIALALIAS(a, b): access sizes are unknown, so pointers into one object
// (a struct and its field) may point into overlapping memory; NOALIAS keeps
// the exact (object, offset) rule: distinct fields do not alias.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void PARTIALALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
struct S { int *a; int *b; };
int x;
int main(void) {
  struct S s = {0, 0};
  PARTIALALIAS(&s, &s.b); // CHECK: check [[@LINE]] PARTIALALIAS ok MayAlias
  NOALIAS(&s, &s.b); // CHECK: check [[@LINE]] NOALIAS ok NoAlias
  PARTIALALIAS(&s, &x); // CHECK: check [[@LINE]] PARTIALALIAS fail NoAlias
  return 0;
}
