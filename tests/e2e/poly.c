/* End-to-end: polymorphic pointers with type tags (DESIGN.md: "type
 * tags only where a pointer is polymorphic"; pass/src/shape/mod.rs NodeKind::Poly). An
 * expression DAG whose nodes are three struct types of different sizes, all from
 * cormi_new(T): a pointer field may hold any of them, so the marshaler reads the
 * object's header size and writes a variant index after NEW. Shared sub-objects across
 * variants arrive shared; a deep chain (no native recursion); a polymorphic result
 * (the server's copies, sent back). Exit status 0 when every value matched. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Any { int64_t kind; } Any;                                  /* header */
typedef struct Leaf { int64_t kind; int32_t value; } Leaf;                  /* 0: 16 B */
typedef struct Pair { int64_t kind; Any *a; Any *b; } Pair;                 /* 1: 24 B */
typedef struct Scaled { int64_t kind; Any *a; int32_t factor; int64_t id[2]; } Scaled; /* 2: 40 B */
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* Sum of leaf values, each times the factors above it; an explicit stack (no recursion).
 * 32-bit weights: the heap analysis is path-insensitive, so a pointer-sized load through
 * x (a Pair's pointer slot, as far as it knows) would carry pointers into the sums. */
enum { MAX = 1 << 16 };
static int64_t weigh(Any *root) {
  static __thread Any *stack[MAX];
  static __thread int32_t mult[MAX];
  size_t sp = 0;
  int64_t total = 0;
  stack[sp] = root, mult[sp++] = 1;
  while (sp && sp < MAX - 2) {
    Any *x = stack[--sp];
    int32_t m = mult[sp];
    if (!x) continue;
    if (x->kind == 0) total += (int64_t)m * ((Leaf *)x)->value;
    else if (x->kind == 1) {
      stack[sp] = ((Pair *)x)->a, mult[sp++] = m;
      stack[sp] = ((Pair *)x)->b, mult[sp++] = m;
    } else stack[sp] = ((Scaled *)x)->a, mult[sp++] = m * ((Scaled *)x)->factor;
  }
  return sp ? INT64_MIN : total;
}

int64_t Srv_weigh(Srv *s, Any *root) {
  s->calls++;
  return weigh(root);
}
/* x is a Pair whose a is a Leaf and whose b is a Scaled over the same Leaf. */
int Srv_shared(Srv *s, Any *x) {
  s->calls++;
  Pair *p = (Pair *)x;
  return p->kind == 1 && p->b->kind == 2 && p->a == ((Scaled *)p->b)->a && ((Scaled *)p->b)->id[1] == 77;
}
Any *Srv_echo(Srv *s, Any *x) {
  s->calls++;
  return x;
}

static Any *leaf(int32_t v) {
  Leaf *l = cormi_new(Leaf);
  l->kind = 0, l->value = v;
  return (Any *)l;
}
static Any *pair(Any *a, Any *b) {
  Pair *p = cormi_new(Pair);
  p->kind = 1, p->a = a, p->b = b;
  return (Any *)p;
}
static Any *scaled(Any *a, int32_t f) {
  Scaled *x = cormi_new(Scaled);
  x->kind = 2, x->a = a, x->factor = f, x->id[1] = 77;
  return (Any *)x;
}

#define E2E_NAME "poly"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(cormi_nodes() - 1, Srv_new);
  Any *common = leaf(5);
  Any *e = pair(pair(common, scaled(common, 3)), scaled(pair(leaf(-3), NULL), 2));
  CHECK(cormi_invoke(srv, Srv_weigh, e) == weigh(e));
  CHECK(cormi_invoke(srv, Srv_weigh, leaf(9)) == 9);
  CHECK(cormi_invoke(srv, Srv_shared, pair(common, scaled(common, 1))) == 1);
  Any *deep = leaf(1);
  for (int i = 0; i < 20000; i++) deep = (i % 3) ? pair(deep, leaf(i % 1000)) : scaled(deep, (i % 7) ? 1 : -1);
  CHECK(cormi_invoke(srv, Srv_weigh, deep) == weigh(deep));
  Any *back = cormi_invoke(srv, Srv_echo, e);
  CHECK(back != e && weigh(back) == weigh(e));
  CHECK(((Pair *)((Pair *)back)->a)->a == ((Scaled *)((Pair *)((Pair *)back)->a)->b)->a);
  cormi_release(srv);
  cormi_finalize();
  if (failures) return 1;
  printf("poly: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
