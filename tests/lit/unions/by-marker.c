// A tagged union declared with CORMI_UNION: the pointer at byte 8 is sent only for the
// pointer members' tags, each member's objects apart (the text's bytes, the array of
// records), and the decision is a UnionByMarker remark.

// RUN: %clang -I %root/frontend-shim/include -O1 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

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

// CHECK-LABEL: shapes use#0 -> Srv_get
// CHECK-NEXT:    arg1 graph node0
// CHECK-NEXT:    ret scalar
// CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[8->node1, 8->node2] null=[] tag@0:4 values=1,2,3 on=2;3
// CHECK-NEXT:    node1 array elem=1: bytes (strdup)
// CHECK-NEXT:    node2 array elem=16: array of 16-byte scalars (calloc)
// REMARK: remark: {{.*}}by-marker.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Srv_get: CORMI_UNION(Value, tag, ...) at {{.*}}by-marker.c:15 switches on the tag at byte 0 of the object (malloc) allocated at use:{{[0-9]+}}: byte 8 is a pointer for u.text, u.items
