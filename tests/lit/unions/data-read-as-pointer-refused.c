// A union whose pointer member is read but never written (only its number is), without
// a marker: the receiver could neither keep the bytes (a message must never hand the
// program a pointer) nor write NULL over the number (the method read 0 instead of it):
// a compile error naming the marker.

// RUN: %clang -I %root/frontend-shim/include -O1 -g -S -emit-llvm %s -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

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

// CHECK: data-read-as-pointer-refused.c:[[@LINE-3]]:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_get: is a union whose active member cannot be known: byte 8 of the object (malloc) allocated at use:{{[0-9]+}} is read as a pointer and written with data (i64 stored in use:{{[0-9]+}}), and no pointer is ever stored there; say which member each tag value makes active with CORMI_UNION
