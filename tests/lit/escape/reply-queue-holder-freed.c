// A method that builds a tree, walks it breadth first with a work queue (a queue object
// whose array holds node pointers; both freed before it returns) and returns the tree:
// the array is held only by the queue object, which is dead once the method returns, so
// the method keeps nothing and the serving node frees the tree after the reply.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct Node {
  struct Node *l, *r;
  long v;
} Node;
typedef struct Queue {
  Node **items;
  long head, tail;
} Queue;
typedef struct Srv {
  long calls;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static Node *build(long d, long *n) {
  if (d == 0) return NULL;
  Node *x = malloc(sizeof *x);
  x->v = (*n)++;
  x->l = build(d - 1, n);
  x->r = build(d - 1, n);
  return x;
}

static Queue *q_new(long cap) {
  Queue *q = malloc(sizeof *q);
  q->items = malloc((size_t)cap * sizeof *q->items);
  q->head = q->tail = 0;
  return q;
}
static void q_push(Queue *q, Node *x) { q->items[q->tail++] = x; }
static Node *q_pop(Queue *q) { return q->items[q->head++]; }
static void q_free(Queue *q) {
  free(q->items);
  free(q);
}

Node *Srv_tree(Srv *self, long depth) {
  long n = 0;
  Node *root = build(depth, &n);
  Queue *q = q_new(n + 1);
  if (root) q_push(q, root);
  long sum = 0;
  while (q->head < q->tail) {
    Node *x = q_pop(q);
    sum += x->v;
    if (x->l) q_push(q, x->l);
    if (x->r) q_push(q, x->r);
  }
  q_free(q);
  self->calls += sum;
  return root;
}

long root_value(void) {
  cormi_ref r = cormi_create(1, Srv_new);
  Node *t = cormi_invoke(r, Srv_tree, 3L);
  return t->v;
}

// CHECK-LABEL: escape @Srv_tree reply freed: the method keeps no object of it
