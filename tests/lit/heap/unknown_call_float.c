// Floating-point values carry punned pointers inside the module, but to
// unknown library code they are numbers: a double argument does not escape and
// a double result is at most one of the double arguments passed through
// (not the unknown object).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
double ext_math(double);
union U { int *p; double d; };
int x, y;
int main(void) {
  union U u, v;
  u.p = &x;
  v.d = ext_math(u.d);
  MAYALIAS(v.p, &x); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(v.p, &y); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=2 ok=2 fail=0
