// C inheritance: structs of 16 and 24 bytes with a base struct first behind one
// pointer, the method casting it under a kind test. A double read through the pointer
// as a Circle's radius may be a Group's pointer at byte 8 in the analysis' view; stored
// into a new Circle it puts a pointer where Circles hold data. The error says that the
// objects are structs of different sizes behind one pointer and how to lay them out
// (before: a union error with CORMI_UNION advice, although there is no union).
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef enum { SH_CIRCLE, SH_GROUP } Kind;
typedef struct Shape { Kind kind; int id; } Shape;
typedef struct Circle { Shape base; double r; } Circle;
typedef struct Group { Shape base; Shape **kids; int n; } Group;
typedef struct Canvas { int x; } Canvas;

Canvas *Canvas_new(void) { return calloc(1, sizeof(Canvas)); }

static Shape *circle(double r) {
  Circle *c = malloc(sizeof *c);
  c->base.kind = SH_CIRCLE;
  c->r = r;
  return &c->base;
}

int Canvas_count(Canvas *self, const Shape *s) {
  (void)self;
  if (s->kind == SH_GROUP) return ((const Group *)s)->n + (((const Group *)s)->kids ? 1 : 0);
  return 1;
}

Shape *Canvas_scaled(Canvas *self, const Shape *s, double k) {
  (void)self;
  return s->kind == SH_CIRCLE ? circle(((const Circle *)s)->r * k) : NULL;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref cv = cormi_create(1, Canvas_new);
  Group *g = malloc(sizeof *g);
  g->base.kind = SH_GROUP;
  g->n = 1;
  g->kids = malloc(sizeof *g->kids);
  g->kids[0] = circle(2);
  Shape *s = argc > 1 ? &g->base : g->kids[0];
  Shape *t = cormi_invoke(cv, Canvas_scaled, s, 2.0);
  return cormi_invoke(cv, Canvas_count, s) + (t ? 1 : 0);
}
// CHECK: error: {{.*}}inheritance-data-overlaps-pointer.c:{{[0-9]+}}:{{[0-9]+}}: {{.*}}points to structs of 16/24 bytes behind one pointer (C inheritance: a base struct first, casts to the derived structs), told apart by their size, but those of 16 bytes have data where the analysis also sees a pointer: the pointer at byte 8 overlaps non-pointer data (double stored in circle:{{[0-9]+}})
// CHECK-SAME: No CORMI_UNION marker applies (there is no union)
