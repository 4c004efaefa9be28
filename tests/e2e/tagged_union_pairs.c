/* End-to-end: a JSON-like tagged union declared with CORMI_UNION whose members point to
 * list nodes of another size (u.items: Item) and to Values (u.pair): pairs of lists of
 * numbers and pairs, sent to a method that evaluates them. The list walk reads
 * `v->u.items`, which the path-insensitive analysis lets reach the Values `u.pair`
 * holds at the same byte; before, the marker was refused: "... accessed as struct Item
 * ..., not as Value: give struct Item its own CORMI_UNION" (Item has no union). Exit 0
 * when every result matched the local evaluation. */
#define E2E_NAME "tagged_union_pairs"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef enum { V_NUM, V_LIST, V_PAIR } Kind;
typedef struct Item { struct Value *val; struct Item *next; } Item;
typedef struct Value {
  Kind tag;
  union {
    double num;
    Item *items;
    struct { struct Value *car, *cdr; } pair;
  } u;
} Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_LIST, u.items), (V_PAIR, u.pair));

static Value *num(double d) {
  Value *v = malloc(sizeof *v);
  v->tag = V_NUM;
  v->u.num = d;
  return v;
}
static Value *pair(Value *a, Value *b) {
  Value *v = malloc(sizeof *v);
  v->tag = V_PAIR;
  v->u.pair.car = a;
  v->u.pair.cdr = b;
  return v;
}
static Value *list(Value **xs, int n) {
  Item *h = NULL;
  for (int i = n - 1; i >= 0; i--) {
    Item *it = malloc(sizeof *it);
    it->val = xs[i];
    it->next = h;
    h = it;
  }
  Value *v = malloc(sizeof *v);
  v->tag = V_LIST;
  v->u.items = h;
  return v;
}
static double total(const Value *v) {
  switch (v->tag) {
    case V_NUM: return v->u.num;
    case V_LIST: {
      double s = 0;
      for (Item *i = v->u.items; i; i = i->next) s += total(i->val);
      return s;
    }
    case V_PAIR: return total(v->u.pair.car) * total(v->u.pair.cdr);
  }
  return 0;
}
static void release(Value *v) {
  if (v->tag == V_LIST) {
    for (Item *i = v->u.items, *next; i; i = next) {
      next = i->next;
      release(i->val);
      free(i);
    }
  } else if (v->tag == V_PAIR) {
    release(v->u.pair.car);
    release(v->u.pair.cdr);
  }
  free(v);
}

typedef struct Eval { int calls; } Eval;
Eval *Eval_new(void) { return calloc(1, sizeof(Eval)); }
double Eval_total(Eval *self, Value *v) {
  self->calls++;
  return total(v);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref e = cormi_create(1, Eval_new);
  for (int n = 0; n < 8; n++) {
    Value *xs[8];
    for (int i = 0; i < n; i++) xs[i] = i % 2 ? num(i) : pair(num(i), num(3));
    Value *outer = pair(list(xs, n), num(n + 0.5));
    CHECK(cormi_invoke(e, Eval_total, outer) == total(outer));
    CHECK(cormi_invoke(e, Eval_total, outer->u.pair.car) == total(outer->u.pair.car));
    release(outer);
  }
  cormi_finalize();
  if (failures == 0) printf("tagged_union_pairs: ok\n");
  return failures != 0;
}
