// Two tagged unions of the same size and layout, each with its own CORMI_UNION: each
// marker applies to its own struct's objects (named by the marker's tag-reading
// function), so each call switches on its own tag values; the decisions are
// UnionByMarker remarks. (When markers were matched by size alone, both fitted both
// structs: a compile error.)

// RUN: %clang -I %root/frontend-shim/include -O0 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Value { int tag; union { long num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));
typedef struct Node { long v; } Node;
typedef struct Shape { int kind; union { Node *p; long n; } u; } Shape;
CORMI_UNION(Shape, kind, (1, u.p), (2, u.n));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_value(Srv *self, Value *v) {
  (void)self;
  return v->tag == 1 ? v->u.num : (long)strlen(v->u.text);
}

long Srv_shape(Srv *self, Shape *s) {
  (void)self;
  return s->kind == 1 ? s->u.p->v : s->u.n;
}

long use(cormi_ref r, long k) {
  Value *v = malloc(sizeof *v);
  Shape *s = malloc(sizeof *s);
  if (k) {
    v->tag = 2;
    v->u.text = strdup("four");
    s->kind = 1;
    s->u.p = malloc(sizeof(Node));
  } else {
    v->tag = 1;
    v->u.num = k;
    s->kind = 2;
    s->u.n = 7;
  }
  return cormi_invoke(r, Srv_value, v) + cormi_invoke(r, Srv_shape, s);
}

// CHECK-DAG: remark: {{.*}}: union sent by Srv_value: CORMI_UNION(Value, tag, ...) at {{.*}}marker-two-structs.c:15 switches on the tag at byte 0 of the object (malloc) allocated at use:{{[0-9]+}}: byte 8 is a pointer for u.text
// CHECK-DAG: remark: {{.*}}: union sent by Srv_shape: CORMI_UNION(Shape, kind, ...) at {{.*}}marker-two-structs.c:18 switches on the tag at byte 0 of the object (malloc) allocated at use:{{[0-9]+}}: byte 8 is a pointer for u.p
