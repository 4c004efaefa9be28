// Pointers punned through pointer-sized (or wider) floating-point and integer
// union members (double, long double, __int128) keep their targets, also
// through floating-point arithmetic that keeps the bits (d * 1.0).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
int x, y;
union UD { int *p; double d; };
union UF { struct { int *a, *b; } s; __int128 w; };
union UV { int *p; long double ld; };
int main(void) {
  union UD u, v, e;
  u.p = &x;
  double tmp = u.d;
  v.d = tmp;
  MAYALIAS(v.p, &x); // CHECK: check [[@LINE]] MAYALIAS ok
  e.d = u.d * 1.0;
  MAYALIAS(e.p, &x); // CHECK: check [[@LINE]] MAYALIAS ok
  union UF c, d;
  c.s.a = &x;
  c.s.b = &y;
  d.w = c.w;
  MAYALIAS(d.s.b, &y); // CHECK: check [[@LINE]] MAYALIAS ok
  union UV l, m;
  l.p = &y;
  m.ld = l.ld;
  MAYALIAS(m.p, &y); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(m.p, &x); // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=5 ok=5 fail=0
