/* Two tagged unions of the same size and layout, each with its own CORMI_UNION, whose
 * tags mean different members: Value's tag 1 is a number and 2 a string, Shape's kind 1
 * is a pointer to a node and 2 a number. Each marker applies to its own struct's objects
 * (singly, in arrays, and as results), so each is sent by its own tag values. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "tagged_same_size"
#include "check.h"

typedef struct Value { int32_t tag; union { int64_t num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));
typedef struct Node { int64_t v; struct Node *next; } Node;
typedef struct Shape { int32_t kind; union { Node *p; int64_t n; } u; } Shape;
CORMI_UNION(Shape, kind, (1, u.p), (2, u.n));
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

static int64_t value_digest(const Value *v) {
  if (v->tag == 1) return v->u.num;
  int64_t d = 0;
  for (const char *s = v->u.text; *s; s++) d = d * 31 + *s;
  return d;
}

static int64_t shape_digest(const Shape *s) {
  if (s->kind == 2) return s->u.n;
  int64_t d = 0;
  for (const Node *n = s->u.p; n; n = n->next) d = d * 7 + n->v;
  return d;
}

int64_t Srv_values(Srv *self, Value *vals, int64_t n) {
  int64_t d = 0;
  self->calls++;
  for (int64_t k = 0; k < n; k++) d = d * 5 + value_digest(&vals[k]);
  return d;
}

int64_t Srv_shapes(Srv *self, Shape *shapes, int64_t n) {
  int64_t d = 0;
  self->calls++;
  for (int64_t k = 0; k < n; k++) d = d * 3 + shape_digest(&shapes[k]);
  return d;
}

/* A shape made on the serving node: the reply switches on Shape's kind. */
Shape *Srv_shape(Srv *self, int64_t k) {
  Shape *s = malloc(sizeof *s);
  self->calls++;
  if (k % 2) {
    s->kind = 2;
    s->u.n = 100 + k;
  } else {
    Node *list = NULL;
    for (int64_t j = 0; j <= k; j++) {
      Node *n = malloc(sizeof *n);
      n->v = j;
      n->next = list;
      list = n;
    }
    s->kind = 1;
    s->u.p = list;
  }
  return s;
}

/* What Srv_shape(k)'s digest must be: 100 + k, or the list k, k-1, ..., 0. */
static int64_t made_digest(int64_t k) {
  if (k % 2) return 100 + k;
  int64_t d = 0;
  for (int64_t j = k; j >= 0; j--) d = d * 7 + j;
  return d;
}

static Node *chain(int64_t len) {
  Node *list = NULL;
  for (int64_t j = 0; j < len; j++) {
    Node *n = malloc(sizeof *n);
    n->v = 10 + j;
    n->next = list;
    list = n;
  }
  return list;
}

static void free_chain(Node *n) {
  while (n) {
    Node *next = n->next;
    free(n);
    n = next;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  /* A count known at run time: the arrays are arrays of records. */
  int64_t N = argc > 99 ? 7 : 6;
  static const char *words[] = {"one", "two", "three", "four"};
  Value *vals = malloc((size_t)N * sizeof *vals);
  Shape *shapes = malloc((size_t)N * sizeof *shapes);
  for (int64_t k = 0; k < N; k++) {
    if (k % 2) {
      vals[k].tag = 1;
      vals[k].u.num = 1000 + k;
      shapes[k].kind = 1;
      shapes[k].u.p = chain(k);
    } else {
      vals[k].tag = 2;
      vals[k].u.text = strdup(words[k / 2]);
      shapes[k].kind = 2;
      shapes[k].u.n = 2000 + k;
    }
  }
  int64_t want = 0;
  for (int64_t k = 0; k < N; k++) want = want * 5 + value_digest(&vals[k]);
  int64_t got = cormi_invoke(s, Srv_values, vals, N);
  if (cormi_rank() == 0) printf("values: %lld\n", (long long)got);
  CHECK(got == want);
  want = 0;
  for (int64_t k = 0; k < N; k++) want = want * 3 + shape_digest(&shapes[k]);
  got = cormi_invoke(s, Srv_shapes, shapes, N);
  if (cormi_rank() == 0) printf("shapes: %lld\n", (long long)got);
  CHECK(got == want);
  for (int64_t k = 0; k < 4; k++) {
    Shape *r = cormi_invoke(s, Srv_shape, k);
    if (cormi_rank() == 0) printf("shape %lld: kind %d digest %lld\n", (long long)k, r->kind, (long long)shape_digest(r));
    CHECK(r->kind == (k % 2 ? 2 : 1));
    CHECK(shape_digest(r) == made_digest(k));
    if (r->kind == 1) free_chain(r->u.p);
    free(r);
  }
  for (int64_t k = 0; k < N; k++) {
    if (vals[k].tag == 2) free(vals[k].u.text);
    if (shapes[k].kind == 1) free_chain(shapes[k].u.p);
  }
  free(vals);
  free(shapes);
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
