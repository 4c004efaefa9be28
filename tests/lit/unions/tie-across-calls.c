// The tag a constructor stores (`v = mk(V_LIST)`) stays tied to the pointer stored into
// the union after calls of the program's functions that cannot reach the object (a
// recursive call, a helper writing a global; nothing was given `v`) and after a store
// into a global (a recursive-descent parser's shape). Once `v` is stored into a global,
// a call may change its tag: the pointer stored after a block with such a call is tied
// to nothing.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-union-ties>' -disable-output %t.ll | FileCheck %s --implicit-check-not=union-tie
// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t2.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-union-ties>' -disable-output %t2.ll | FileCheck %s --implicit-check-not=union-tie

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

static long depth, calls;
static Value *last;

long Srv_get(Srv *self, Value *v) {
  (void)self;
  return v->tag == V_NUM ? v->u.num : v->tag == V_TEXT ? (long)strlen(v->u.text) : v->u.items[0].id;
}

static Value *mk(Kind k) {
  Value *v = calloc(1, sizeof *v);
  v->tag = k;
  return v;
}

__attribute__((noinline)) static void count(void) { calls++; }

__attribute__((noinline)) static void relabel(void) {
  if (last)
    last->tag = V_NUM;
}

static Value *build(long k) {
  if (k <= 0) {
    Value *v = mk(V_NUM);
    v->u.num = k;
    return v;
  }
  if (k % 2) {
    Value *v = mk(V_LIST);
    Value *inner = build(k - 1);
    count();
    depth = k;
    Item *items = calloc(2, sizeof(Item));
    items[0].id = inner->u.num;
    free(inner);
    v->u.items = items;
    return v;
  }
  Value *v = mk(V_TEXT);
  last = v;
  if (k > 5)
    relabel();
  v->u.text = strdup("text");
  return v;
}

long use(cormi_ref s, long k) { return cormi_invoke(s, Srv_get, build(k)); }

// CHECK: union-tie at @build:{{[0-9]+}} into [{{.*}}] of [{{.*}}calloc @build:{{[0-9]+}} +0] beside -8/4=3{{$}}
