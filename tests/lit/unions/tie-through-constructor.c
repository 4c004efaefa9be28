// The tag stored by a constructor function of the program (`mk(V_TEXT)` stores its
// parameter into the tag of the object it returns; `mk_list` calls it with a constant)
// ties the pointer the caller then stores into the result's union, as a tag stored
// beside it would. A function that stores the tag on one path only (`mk_maybe`) ties
// nothing.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-union-ties>' -disable-output %t.ll | FileCheck %s --implicit-check-not=union-tie

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item { long id; double w; } Item;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } Kind;
typedef struct Value { Kind tag; union { long num; char *text; Item *items; } u; } Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.items));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_get(Srv *self, Value *v) {
  (void)self;
  return v->tag == V_NUM ? v->u.num : v->tag == V_TEXT ? (long)strlen(v->u.text) : v->u.items[0].id;
}

static Value *mk(Kind k) {
  Value *v = calloc(1, sizeof *v);
  v->tag = k;
  return v;
}

static Value *mk_list(void) { return mk(V_LIST); }

static Value *mk_maybe(int k) {
  Value *v = calloc(1, sizeof *v);
  if (k)
    v->tag = V_TEXT;
  return v;
}

long use(cormi_ref s, long k) {
  Value *v;
  if (k == 1) {
    v = mk(V_NUM);
    v->u.num = k;
  } else if (k == 2) {
    v = mk(V_TEXT);
    v->u.text = strdup("text");
  } else if (k == 3) {
    v = mk_list();
    v->u.items = calloc((size_t)k, sizeof(Item));
  } else {
    v = mk_maybe((int)k);
    v->u.text = strdup("text");
  }
  return cormi_invoke(s, Srv_get, v);
}

// CHECK-DAG: union-tie at @use:{{[0-9]+}} into [{{.*}}] of [{{.*}}strdup @use:{{[0-9]+}} +0] beside -8/4=2{{$}}
// CHECK-DAG: union-tie at @use:{{[0-9]+}} into [{{.*}}] of [{{.*}}calloc @use:{{[0-9]+}} +0] beside -8/4=3{{$}}
