// print<cormi-alias-checks> on plain clang -O0 -g output (no mem2reg, locals in
// allocas, a struct copy as llvm.memcpy): one `check <line> <kind> <ok|fail>
// <answer>` line per assertion call, in order, then the summary. A failing
// assertion is reported, not an error (opt exits 0).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s --match-full-lines
#include <stdlib.h>
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
void MUSTALIAS(const void *, const void *);
void PARTIALALIAS(const void *, const void *);
void EXPECTEDFAIL_NOALIAS(const void *, const void *);
void EXPECTEDFAIL_MAYALIAS(const void *, const void *);

struct pair { int *a; int *b; };
int g1, g2;

int main(void) {
  int *x = malloc(4), *y = malloc(4);
  struct pair p = { x, y };
  struct pair q = p;
  MAYALIAS(q.a, x);
  NOALIAS(q.a, q.b);
  MUSTALIAS(&g1, &g1);
  NOALIAS(&g1, &g2);
  PARTIALALIAS(&p, &p.a);
  EXPECTEDFAIL_NOALIAS(x, x);
  EXPECTEDFAIL_MAYALIAS(x, y);
  NOALIAS(x, x);
  return 0;
}

// CHECK: check 22 MAYALIAS ok MayAlias
// CHECK-NEXT: check 23 NOALIAS ok NoAlias
// CHECK-NEXT: check 24 MUSTALIAS ok MustAlias
// CHECK-NEXT: check 25 NOALIAS ok NoAlias
// CHECK-NEXT: check 26 PARTIALALIAS ok MustAlias
// CHECK-NEXT: check 27 EXPECTEDFAIL_NOALIAS ok MayAlias
// CHECK-NEXT: check 28 EXPECTEDFAIL_MAYALIAS ok NoAlias
// CHECK-NEXT: check 29 NOALIAS fail MayAlias
// CHECK-NEXT: check-summary total=8 ok=7 fail=1
// CHECK-NOT: {{.}}
