// A union whose integer member is never written (only its pointer member is): the
// analysis proves the pointer is the active member, no CORMI_UNION is needed, and the
// decision is a UnionByProof remark naming the union's bytes and its struct.

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct Item { long v; } Item;
typedef struct Box { int kind; union { long num; Item *ptr; } u; } Box;
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_get(Srv *self, Box *b) {
  (void)self;
  return b->kind ? b->u.ptr->v : b->u.num;
}

long use(cormi_ref s, long n) {
  Box *b = malloc(sizeof *b);
  b->kind = 1;
  b->u.ptr = malloc(sizeof(Item));
  b->u.ptr->v = n;
  return cormi_invoke(s, Srv_get, b);
}

// CHECK: remark: {{.*}}by-proof-pointer.c:[[@LINE-3]]:{{[0-9]+}}: union sent by Srv_get:
// CHECK-SAME: the object (malloc) allocated at use:{{[0-9]+}}: the union at bytes 8..16 of struct Box only ever holds a pointer (sent as the pointer at byte 8)
