// A union whose pointer member is read but never written (only its number is): the
// pass proves the number is the active member at every write, so byte 8 travels as data
// (no null slot), and says so in a UnionByProof remark. Before, the receiver wrote NULL
// there and the method read 0 instead of the number.

// RUN: %clang -I %root/frontend-shim/include -O1 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdlib.h>

typedef struct Item { long v; } Item;
typedef struct Tagged { long tag; union { long num; Item *ptr; } u; } Tagged;
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_get(Srv *self, Tagged *t) {
  (void)self;
  return t->tag ? t->u.ptr->v : t->u.num;
}

long use(cormi_ref s, long n) {
  Tagged *t = malloc(sizeof *t);
  t->tag = 0;
  t->u.num = n;
  return cormi_invoke(s, Srv_get, t);
}

// CHECK-LABEL: shapes use#0 -> Srv_get
// CHECK-NEXT:    arg1 graph node0
// CHECK-NEXT:    ret scalar
// CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[] null=[]: struct of 16 bytes (malloc)
// REMARK: remark: {{.*}}by-proof.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Srv_get: byte 8 of the object (malloc) allocated at use:{{[0-9]+}} is read as a pointer but only ever written with data (i64 stored in use:{{[0-9]+}}): a union whose data member is the active one, sent as data
