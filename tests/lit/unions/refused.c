// A tagged union whose integer member and pointer member are both written, with no
// CORMI_UNION marker: a compile error at the call that names the union's bytes, the
// data store and the fix (the marker).

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
  if (n) {
    t->tag = 1;
    t->u.ptr = malloc(sizeof(Item));
  } else {
    t->tag = 0;
    t->u.num = 7;
  }
  return cormi_invoke(s, Srv_get, t);
}

// CHECK: refused.c:[[@LINE-3]]:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_get: is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data (i64 stored in use:{{[0-9]+}}); say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition, or keep pointers and other data in separate fields (the object (malloc) allocated at use:{{[0-9]+}})
