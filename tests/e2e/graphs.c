/* End-to-end: pointer arguments and results as deep copies (DESIGN.md, object model):
 * a flat struct, an array of doubles (cormi_new_array), a 16x16 matrix as an array of
 * row arrays, a linked list (100 and 1,000,000 nodes: no native recursion), a binary
 * tree, a shared sub-object and a cycle (aliasing preserved), null pointers, zero-length
 * arrays, a returned list. Exit status 0 when every value matched, 1 otherwise. */
#include <cormi.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Point { double x, y; int64_t tag; } Point;
typedef struct Node { int64_t value; double weight; struct Node *next; } Node;
typedef struct Tree { int64_t key; struct Tree *left, *right; } Tree;
typedef struct Pair { Point *a; Point *b; } Pair;
typedef struct Server { int calls; } Server;

Server *Server_new(void) { return cormi_new(Server); }

double Server_norm(Server *s, Point *p) { s->calls++; return p ? sqrt(p->x * p->x + p->y * p->y) + (double)p->tag : -1; }
double Server_sum(Server *s, double *a) {
  (void)s;
  double t = 0;
  for (size_t i = 0; i < cormi_array_length(a); i++) t += a[i];
  return t;
}
int64_t Server_length(Server *s, double *a) { (void)s; return a ? (int64_t)cormi_array_length(a) : -1; }
double Server_trace(Server *s, double **m) {
  (void)s;
  double t = 0;
  for (size_t i = 0; i < cormi_array_length(m); i++) t += m[i][i] + (double)cormi_array_length(m[i]) * 0;
  return t;
}
int64_t Server_list_sum(Server *s, Node *n) {
  (void)s;
  int64_t t = 0;
  for (; n; n = n->next) t += n->value;
  return t;
}
int64_t Server_list_count(Server *s, Node *n) {
  (void)s;
  int64_t c = 0;
  for (; n; n = n->next) c++;
  return c;
}
/* Iterative tree sum with an explicit stack (the tree is small). */
int64_t Server_tree_sum(Server *s, Tree *t) {
  (void)s;
  Tree *stack[256];
  int top = 0;
  int64_t sum = 0;
  if (t) stack[top++] = t;
  while (top) {
    Tree *x = stack[--top];
    sum += x->key;
    if (x->left) stack[top++] = x->left;
    if (x->right) stack[top++] = x->right;
  }
  return sum;
}
int Server_same(Server *s, Pair *p) { (void)s; return p->a == p->b && p->a->x == 3.0; }
int Server_same_args(Server *s, Point *a, Point *b) { (void)s; return a == b; }
int Server_cycle(Server *s, Node *n) {
  (void)s;
  return n->next->next == n && n->value == 1 && n->next->value == 2;
}
Node *Server_make_list(Server *s, int64_t n) {
  (void)s;
  Node *head = NULL;
  for (int64_t i = n; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = i * 3;
    x->weight = 0.5;
    x->next = head;
    head = x;
  }
  return head;
}

#define E2E_NAME "graphs"
#include "check.h"

static Node *make_list(int64_t n) {
  Node *head = NULL;
  for (int64_t i = n; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = i;
    x->weight = 0.25 * (double)i;
    x->next = head;
    head = x;
  }
  return head;
}

/* Binary search tree insert (iterative). */
static Tree *insert(Tree *root, int64_t key) {
  Tree *n = malloc(sizeof *n);
  n->key = key;
  n->left = n->right = NULL;
  if (!root) return n;
  for (Tree *x = root;;) {
    Tree **next = key < x->key ? &x->left : &x->right;
    if (!*next) {
      *next = n;
      return root;
    }
    x = *next;
  }
}

/* A balanced tree over keys lo..hi-1: midpoints inserted breadth first. */
static Tree *make_tree(int64_t lo, int64_t hi) {
  int64_t q[2 * 256];
  int head = 0, tail = 0;
  Tree *root = NULL;
  q[tail++] = lo;
  q[tail++] = hi;
  while (head < tail) {
    int64_t a = q[head++], b = q[head++];
    if (a >= b) continue;
    int64_t mid = (a + b) / 2;
    root = insert(root, mid);
    q[tail++] = a; q[tail++] = mid;
    q[tail++] = mid + 1; q[tail++] = b;
  }
  return root;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Server_new);

  Point *p = malloc(sizeof *p);
  p->x = 3; p->y = 4; p->tag = 10;
  CHECK(cormi_invoke(s, Server_norm, p) == 15.0);
  Point *none = NULL;
  CHECK(cormi_invoke(s, Server_norm, none) == -1);

  double *a = cormi_new_array(double, 5);
  for (int i = 0; i < 5; i++) a[i] = i + 0.5;
  CHECK(cormi_invoke(s, Server_sum, a) == 0.5 + 1.5 + 2.5 + 3.5 + 4.5);
  double *empty = cormi_new_array(double, 0);
  CHECK(cormi_invoke(s, Server_length, empty) == 0);

  double **m = cormi_new_array(double *, 16);
  for (int r = 0; r < 16; r++) {
    m[r] = cormi_new_array(double, 16);
    for (int c = 0; c < 16; c++) m[r][c] = r * 16 + c;
  }
  double trace = 0;
  for (int r = 0; r < 16; r++) trace += r * 16 + r;
  CHECK(cormi_invoke(s, Server_trace, m) == trace);

  Node *l = make_list(100);
  CHECK(cormi_invoke(s, Server_list_sum, l) == 99 * 100 / 2);
  Node *big = make_list(1000000);
  CHECK(cormi_invoke(s, Server_list_count, big) == 1000000);

  Tree *t = make_tree(0, 127);
  CHECK(cormi_invoke(s, Server_tree_sum, t) == 126 * 127 / 2);

  Pair *pair = malloc(sizeof *pair);
  Point *shared = malloc(sizeof *shared);
  shared->x = 3; shared->y = 0; shared->tag = 0;
  pair->a = shared; pair->b = shared;
  CHECK(cormi_invoke(s, Server_same, pair) == 1);
  CHECK(cormi_invoke(s, Server_same_args, shared, shared) == 1);
  Point *other = malloc(sizeof *other);
  *other = *shared;
  CHECK(cormi_invoke(s, Server_same_args, shared, other) == 0);

  Node *c1 = malloc(sizeof *c1), *c2 = malloc(sizeof *c2);
  c1->value = 1; c2->value = 2; c1->next = c2; c2->next = c1;
  CHECK(cormi_invoke(s, Server_cycle, c1) == 1);

  Node *back = cormi_invoke(s, Server_make_list, (int64_t)50);
  int64_t n = 0, sum = 0;
  for (Node *x = back; x; x = x->next, n++) sum += x->value;
  CHECK(n == 50 && sum == 3 * 49 * 50 / 2);

  cormi_finalize();
  if (failures) return 1;
  printf("graphs: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
