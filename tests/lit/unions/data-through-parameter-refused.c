// A union whose double member is written inside a helper, from its parameter, which
// some callers pass a copy of another union's bytes (which the analysis sees may hold
// the pointer member) and others a number: the number reaches the union's bytes, so the
// union has data where its pointer member lies, a compile error naming the store. (When
// the copy made the parameter count as a pointer, the number was not seen: the pointer
// was followed and the sender stopped on the double's bits.)

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct Node { long v; } Node;
typedef struct Cell { int kind; union { double d; Node *p; } u; } Cell;
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

static Cell *number(double v) {
  Cell *c = malloc(sizeof *c);
  c->kind = 0;
  c->u.d = v;
  return c;
}

static Cell *copy(const Cell *c) {
  if (c->kind == 0) return number(c->u.d);
  Cell *n = malloc(sizeof *n);
  n->kind = 1;
  n->u.p = c->u.p;
  return n;
}

double Srv_get(Srv *self, Cell *c) {
  (void)self;
  return c->kind ? (double)c->u.p->v : c->u.d;
}

double use(cormi_ref s, double x) {
  Cell *a = number(x * 2);
  Cell *b = malloc(sizeof *b);
  b->kind = 1;
  b->u.p = malloc(sizeof(Node));
  Cell *c = copy(x > 0 ? a : b);
  return cormi_invoke(s, Srv_get, c);
}

// CHECK: data-through-parameter-refused.c:[[@LINE-3]]:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_get: {{.*}}byte 8{{.*}}(double stored in number:{{[0-9]+}}
