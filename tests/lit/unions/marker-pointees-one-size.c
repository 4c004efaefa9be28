// Two pointer members on the same bytes pointing to different structs of one size
// (`union { struct circle *c; struct polyline *p; }`): no data shares the union's bytes,
// but the sizes cannot tell the pointees apart, so the CORMI_UNION marker applies and the
// tag selects each member's own node (a circle, a polyline with its points).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

struct circle { double x, y; long r; };
struct point { double x, y; };
struct polyline { long n; struct point *pts; double width; };
enum shape_kind { S_CIRCLE = 1, S_POLY };
struct shape { enum shape_kind kind; union { struct circle *c; struct polyline *p; } u; };
typedef struct shape shape_t;
CORMI_UNION(shape_t, kind, (S_CIRCLE, u.c), (S_POLY, u.p));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

double Srv_area(Srv *self, struct shape *s) {
  (void)self;
  return s->kind == S_CIRCLE ? s->u.c->y : s->u.p->pts[0].y + s->u.p->width;
}

double use(cormi_ref r, int k) {
  struct shape *s = malloc(sizeof *s);
  if (k) {
    struct circle *c = malloc(sizeof *c);
    c->x = 1;
    c->y = 2;
    c->r = 3;
    s->kind = S_CIRCLE;
    s->u.c = c;
  } else {
    struct polyline *p = malloc(sizeof *p);
    p->n = 1;
    p->width = 0.5;
    p->pts = malloc(sizeof *p->pts);
    p->pts[0].x = p->pts[0].y = 1;
    s->kind = S_POLY;
    s->u.p = p;
  }
  return cormi_invoke(r, Srv_area, s);
}

// CHECK-LABEL: shapes use#0 -> Srv_area
// CHECK:       node0 struct size=16 alloc=malloc ptr=[8->node[[C:[0-9]+]], 8->node[[P:[0-9]+]]] null=[] tag@0:4 values=1,2 on=1;2:
// CHECK-DAG:   node[[C]] struct size=24 alloc=malloc ptr=[] null=[]: struct of 24 bytes (malloc) allocated at use:31
// CHECK-DAG:   node[[P]] struct size=24 alloc=malloc ptr=[8->node{{[0-9]+}}] null=[]: struct of 24 bytes (malloc) allocated at use:38
