// A union whose pointer member is never stored to (only its number is), and read only
// where the tag says so: nothing the analysis sees ever puts a pointer there, so the
// union is sent as bytes, with no CORMI_UNION, and the decision is a UnionByProof remark.

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct Pair { double x, y; } Pair;
typedef struct Sample { int kind; union { double d; long n; Pair *p; } u; } Sample;
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

double Srv_get(Srv *self, Sample *s) {
  (void)self;
  return s->kind == 1 ? s->u.d : (double)s->u.n;
}

double use(cormi_ref s, long n) {
  Sample *x = malloc(sizeof *x);
  x->kind = n > 0;
  if (n > 0)
    x->u.d = 0.5 * (double)n;
  else
    x->u.n = n;
  return cormi_invoke(s, Srv_get, x);
}

// CHECK: remark: {{.*}}by-proof-data.c:[[@LINE-3]]:{{[0-9]+}}: union sent by Srv_get:
// CHECK-SAME: the object (malloc) allocated at use:{{[0-9]+}}: the union at bytes 8..16 of struct Sample never holds a pointer (sent as bytes)
