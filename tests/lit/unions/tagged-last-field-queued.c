// A tagged union's pointer fields are queued only for their members' tags, so the
// walks never go on with one at their step (only an unconditional last field does):
// both members' fields stay work-list pushes behind their tag tests, on both sides,
// and the step is fed by the pop alone.

// RUN: %clang -I %root/frontend-shim/include -O1 -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %t.ll | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item { long id; double w; } Item;
typedef struct Value { int tag; union { long num; char *text; Item *items; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text), (3, u.items));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_get(Srv *self, Value *v) {
  (void)self;
  return v->tag == 1 ? v->u.num : v->tag == 2 ? (long)strlen(v->u.text) : v->u.items[0].id;
}

long use(cormi_ref s, int k, const char *t) {
  Value *v = malloc(sizeof *v);
  if (k == 1) { v->tag = 1; v->u.num = k; }
  else if (k == 2) { v->tag = 2; v->u.text = strdup(t); }
  else { v->tag = 3; v->u.items = calloc((size_t)k, sizeof(Item)); }
  return cormi_invoke(s, Srv_get, v);
}

// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK:       m.step:
// CHECK-NEXT:    %step.p = phi ptr [ %{{[0-9]+}}, %m.next ]{{$}}
// CHECK-NEXT:    %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ]{{$}}
// CHECK:       tag.on:
// CHECK:         call void @__cormi_ws_push(ptr %worklist, ptr %ld{{[0-9]*}}, i64 1)
// CHECK-NEXT:    br label %tag.after
// CHECK:       tag.on{{[0-9]+}}:
// CHECK:         call void @__cormi_ws_push(ptr %worklist, ptr %ld{{[0-9]*}}, i64 2)
// CHECK-NEXT:    br label %tag.after{{[0-9]+}}
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK:       u.step:
// CHECK-NEXT:    %step.p = phi ptr [ %{{[0-9]+}}, %u.next ]{{$}}
// CHECK-NEXT:    %step.which = phi i64 [ %ld{{[0-9]*}}, %u.next ]{{$}}
// CHECK:       tag.on:
// CHECK:         call void @__cormi_ws_push(ptr %worklist, ptr %at{{[0-9]*}}, i64 1)
// CHECK-NEXT:    br label %tag.after
