// A tagged tree whose leaves' name strings and inner nodes' arrays of children share
// byte 8: the evaluator's `ev(a->u.call.v[i])` reads every object that byte may point
// to as an array of pointers (at a variable offset), the strings too (path-insensitive:
// only the tag keeps it from doing so at run time). No pointer is ever stored into a string and every such read is explained by
// the Ast objects beside it, so the strings still travel as bytes. (Such reads made the
// strings look like structs of run-time size with pointers at unknown offsets: refused.)

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Ast Ast;
struct Ast { int k; union { double num; char *name; struct { Ast **v; int n; } call; } u; };
CORMI_UNION(Ast, k, (1, u.num), (2, u.name), (3, u.call));
typedef struct Ev { long n; } Ev;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

static double ev(const Ast *a) {
  switch (a->k) {
  case 1: return a->u.num;
  case 2: return (double)strlen(a->u.name);
  default: {
    double s = 0;
    for (int i = 0; i < a->u.call.n; i++) s += ev(a->u.call.v[i]);
    return s;
  }
  }
}

double Ev_eval(Ev *self, Ast *a) { self->n++; return ev(a); }

static Ast *leaf(const char *name) {
  Ast *a = malloc(sizeof *a);
  if (name) {
    a->k = 2;
    a->u.name = strdup(name);
  } else {
    a->k = 1;
    a->u.num = 2.5;
  }
  return a;
}

double use(cormi_ref e, const char *name) {
  Ast *b = malloc(sizeof *b);
  b->k = 3;
  b->u.call.v = malloc(2 * sizeof(Ast *));
  b->u.call.n = 2;
  b->u.call.v[0] = leaf(name);
  b->u.call.v[1] = leaf(NULL);
  return cormi_invoke(e, Ev_eval, b);
}

// CHECK-LABEL: shapes use#0 -> Ev_eval
// CHECK:         node{{[0-9]+}} struct size=24 alloc=malloc ptr=[8->node[[STR:[0-9]+]]] null=[] tag@0:4 values=1,2,3 on=2: struct of 24 bytes (malloc) allocated at leaf:{{[0-9]+}}
// CHECK-NEXT:    node[[STR]] array elem=1: bytes (strdup) allocated at leaf:{{[0-9]+}} (size at run time)
// REMARK: remark: {{.*}}string-arm-read-as-struct.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Ev_eval: CORMI_UNION(Ast, k, ...) at {{.*}}string-arm-read-as-struct.c:18 switches on the tag at byte 0 of the object (malloc) allocated at leaf:{{[0-9]+}}: byte 8 is a pointer for u.name
