// A tagged union whose members point to a list node of another size (u.items: Item, 16
// bytes) and to Values (u.pair.car/cdr): the path-insensitive analysis lets the list
// walk `v->u.items` reach the Values that `u.pair.car` holds at the same byte, so Values
// look "accessed as struct Item". A Value-sized object read through a pointer to a
// struct of another size that one of the union's members points to does not stop the
// marker (it is still shown to be a Value). Before: "... accessed as struct Item ...,
// not as Value: give struct Item its own CORMI_UNION" (Item has no union). The decision
// is a UnionByMarker remark.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

typedef enum { V_NUM, V_LIST, V_PAIR } Kind;
typedef struct Item { struct Value *val; struct Item *next; } Item;
typedef struct Value {
  Kind tag;
  union { double num; Item *items; struct { struct Value *car, *cdr; } pair; } u;
} Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_LIST, u.items), (V_PAIR, u.pair));

static Value *num(double d) { Value *v = malloc(sizeof *v); v->tag = V_NUM; v->u.num = d; return v; }
static Value *pair(Value *a, Value *b) { Value *v = malloc(sizeof *v); v->tag = V_PAIR; v->u.pair.car = a; v->u.pair.cdr = b; return v; }
static Value *list(Value **xs, int n) {
  Item *h = NULL;
  for (int i = n - 1; i >= 0; i--) { Item *it = malloc(sizeof *it); it->val = xs[i]; it->next = h; h = it; }
  Value *v = malloc(sizeof *v); v->tag = V_LIST; v->u.items = h; return v;
}
static double total(const Value *v) {
  switch (v->tag) {
  case V_NUM: return v->u.num;
  case V_LIST: { double s = 0; for (Item *i = v->u.items; i; i = i->next) s += total(i->val); return s; }
  case V_PAIR: return total(v->u.pair.car) * total(v->u.pair.cdr);
  }
  return 0;
}
typedef struct Eval { int calls; } Eval;
Eval *Eval_new(void) { return calloc(1, sizeof(Eval)); }
double Eval_total(Eval *self, Value *v) { self->calls++; return total(v); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref e = cormi_create(1, Eval_new);
  Value *xs[6];
  for (int i = 0; i < 6; i++) xs[i] = i % 2 ? num(i) : pair(num(i), num(3));
  Value *v = list(xs, 6);
  Value *outer = pair(v, num(2));
  double r = cormi_invoke(e, Eval_total, outer), want = total(outer); // the call
  cormi_finalize();
  printf("%g %g %s\n", r, want, r == want ? "ok" : "FAIL");
  return r != want;
}

// CHECK-NOT: error
// CHECK: remark: {{.*}}marker-members-of-other-sizes.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Eval_total: CORMI_UNION(Value, tag, ...) at {{.*}}marker-members-of-other-sizes.c:{{[0-9]+}} switches on the tag at byte 0 of the object (malloc) allocated at main:{{[0-9]+}}: byte 8 is a pointer for u.items, u.pair; byte 16 is a pointer for u.pair
