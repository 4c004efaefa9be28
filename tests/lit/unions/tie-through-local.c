// The tag stored beside a pointer through a local variable (`e->tag = 3; e->u.items =
// items;`), which clang at -O1 and above gives lifetime markers: the store is still tied
// to its tag, so the two pointer members (a string, an array of records) point to their
// own objects, each sent by its own tag values (one field per member in the shapes).

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s

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

static Value *make(long k) {
  Value *e = malloc(sizeof *e);
  if (k == 1) {
    e->tag = 1;
    e->u.num = k;
  } else if (k == 2) {
    e->tag = 2;
    e->u.text = strdup("two");
  } else {
    Item *items = calloc((size_t)k, sizeof(Item));
    e->tag = 3;
    e->u.items = items;
  }
  return e;
}

long use(cormi_ref s, long k) {
  return cormi_invoke(s, Srv_get, make(k));
}

// CHECK-LABEL: shapes use#0 -> Srv_get
// CHECK:    node0 struct {{.*}}ptr=[8->node1, 8->node2] null=[] tag@0:4 values=1,2,3 on=2;3
// CHECK-DAG:    node{{[12]}} array elem=1: bytes (strdup)
// CHECK-DAG:    node{{[12]}} array elem=16: array of 16-byte scalars (calloc)
