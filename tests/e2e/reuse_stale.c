/* End-to-end: received graphs and the reuse slots (DESIGN.md "Analyses"
 * 4; paper §3.3, figures 10 and 11). A graph the method keeps must never be refilled or
 * freed by a later call, and a refilled graph must arrive exactly like a fresh one.
 * Kept (reuse off), each through one call site, KEEPS calls with different data: a
 * sub-object stored into a static (figure 11, `d = a->d`) and into a static array, lists
 * stored into `self`, trees appended to a global list of kept graphs, lists handed to
 * pthreads that read them after the last call; remote getters then check that every kept
 * graph still holds its own call's data. Kept nothing (reuse on), each through one site
 * for ROUNDS rounds: lists of lengths 100, 3, NULL, 250, 1; double arrays of lengths 16,
 * 4, 64, 0; trees of changing shape; records mixing structs, arrays and lists; a matrix
 * whose rows change length. The methods poison what they received (every field, next
 * pointers as self-loops, tree children as cycles) or rewire it (reverse a list and
 * leave it cyclic, mirror a tree, swap records' arrays and lists, swap rows) before the
 * next call, and return a hash of what they received, which the caller compares with its
 * own. Walks are bounded: a graph left cyclic by a stale pointer hashes to 0, never
 * hangs. Exit status 0 when every value matched. */
#include <cormi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "reuse_stale"
#include "check.h"

enum { KEEPS = 12, ROUNDS = 4, LIMIT = 1 << 20, TREE_MAX = 1024 };

typedef struct Node { int64_t value; double weight; struct Node *next; } Node;
typedef struct Tree { int64_t key; struct Tree *left, *right; } Tree;
typedef struct Data { double x; int64_t id; } Data;
typedef struct Bar { int64_t tag; Data *d; } Bar;
typedef struct Rec { int64_t id; double *vals; Node *items; struct Rec *next; } Rec;
typedef struct Cell { Tree *tree; struct Cell *next; } Cell;
typedef struct Keeper { int64_t lists_n, threads_n; Node *lists[KEEPS]; pthread_t threads[KEEPS]; } Keeper;
typedef struct Reader { int64_t calls; } Reader;

/* ---- hashes (read only; both sides) ---- */

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v;
  h *= 0x100000001b3ULL;
  return h ^ (h >> 29);
}
static uint64_t bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}
static const uint64_t BASIS = 0xcbf29ce484222325ULL;

/* Values, weights and length in order; 0 for more than LIMIT nodes (a cycle). */
static uint64_t hash_list(const Node *l) {
  uint64_t h = BASIS;
  int64_t n = 0;
  for (; l; l = l->next) {
    if (++n > LIMIT) return 0;
    h = mix(mix(h, (uint64_t)l->value), bits(l->weight));
  }
  return mix(h, (uint64_t)n);
}

/* Length and elements; NULL differs from empty. */
static uint64_t hash_array(const double *a) {
  if (!a) return mix(BASIS, UINT64_MAX);
  size_t n = cormi_array_length(a);
  uint64_t h = mix(BASIS, n);
  for (size_t i = 0; i < n; i++) h = mix(h, bits(a[i]));
  return h;
}

/* Preorder keys with which children exist (this fixes the shape); `mirrored`: as if
 * every node's children were swapped. 0 for more than TREE_MAX nodes (a cycle). */
static uint64_t hash_tree(const Tree *t, int mirrored) {
  if (!t) return mix(BASIS, UINT64_MAX);
  const Tree *stack[TREE_MAX];
  int top = 0, seen = 0;
  uint64_t h = BASIS;
  stack[top++] = t;
  while (top) {
    const Tree *x = stack[--top];
    if (++seen > TREE_MAX || top + 2 > TREE_MAX) return 0;
    const Tree *first = mirrored ? x->right : x->left, *second = mirrored ? x->left : x->right;
    h = mix(h, (uint64_t)x->key * 4 + (first ? 2 : 0) + (second ? 1 : 0));
    if (second) stack[top++] = second;
    if (first) stack[top++] = first;
  }
  return h;
}

static uint64_t hash_recs(const Rec *r) {
  uint64_t h = BASIS;
  int64_t n = 0;
  for (; r; r = r->next) {
    if (++n > LIMIT) return 0;
    h = mix(mix(mix(h, (uint64_t)r->id), hash_array(r->vals)), hash_list(r->items));
  }
  return mix(h, (uint64_t)n);
}

static uint64_t hash_matrix(double *const *m) {
  if (!m) return mix(BASIS, UINT64_MAX);
  size_t n = cormi_array_length(m);
  uint64_t h = mix(BASIS, n);
  for (size_t i = 0; i < n; i++) h = mix(h, hash_array(m[i]));
  return h;
}

/* ---- methods that keep nothing (reuse on): hash, then poison or rewire ---- */

Reader *Reader_new(void) { return cormi_new(Reader); }

uint64_t Reader_list(Reader *self, Node *l) {
  self->calls++;
  uint64_t h = hash_list(l);
  for (int64_t n = 0; l && n < LIMIT; n++) {
    Node *next = l->next;
    l->value = -7;
    l->weight = -7.5;
    l->next = l;
    l = next;
  }
  return h;
}

uint64_t Reader_array(Reader *self, double *a) {
  self->calls++;
  uint64_t h = hash_array(a);
  for (size_t i = 0; i < cormi_array_length(a); i++) a[i] = -1.0 - (double)i;
  return h;
}

/* Every node's key poisoned and both children pointed back at the root. */
uint64_t Reader_tree(Reader *self, Tree *t) {
  self->calls++;
  uint64_t h = hash_tree(t, 0);
  Tree *nodes[TREE_MAX];
  int n = 0, done = 0;
  if (t) nodes[n++] = t;
  while (done < n) {
    Tree *x = nodes[done++];
    if (x->left && n < TREE_MAX) nodes[n++] = x->left;
    if (x->right && n < TREE_MAX) nodes[n++] = x->right;
  }
  for (int i = 0; i < n; i++) {
    nodes[i]->key = -1;
    nodes[i]->left = nodes[i]->right = t;
  }
  return h;
}

/* Swaps every node's children, then hashes. */
uint64_t Reader_mirror(Reader *self, Tree *t) {
  self->calls++;
  Tree *stack[TREE_MAX];
  int top = 0;
  if (t) stack[top++] = t;
  while (top) {
    Tree *x = stack[--top];
    Tree *l = x->left;
    x->left = x->right;
    x->right = l;
    if (x->left && top < TREE_MAX) stack[top++] = x->left;
    if (x->right && top < TREE_MAX) stack[top++] = x->right;
  }
  return hash_tree(t, 0);
}

/* Reverses the list in place and hashes it, then leaves it cyclic (the old head, now the
 * tail, points at the second node). */
uint64_t Reader_rewire(Reader *self, Node *l) {
  self->calls++;
  Node *prev = NULL, *tail = l;
  for (int64_t n = 0; l && n < LIMIT; n++) {
    Node *next = l->next;
    l->next = prev;
    prev = l;
    l = next;
  }
  uint64_t h = hash_list(prev);
  if (prev && prev->next) tail->next = prev->next;
  return h;
}

/* Swaps the arrays and the lists of consecutive records. */
uint64_t Reader_recs(Reader *self, Rec *r) {
  self->calls++;
  uint64_t h = hash_recs(r);
  for (int64_t n = 0; r && r->next && n < LIMIT; n++, r = r->next->next) {
    double *v = r->vals;
    Node *i = r->items;
    r->vals = r->next->vals;
    r->items = r->next->items;
    r->next->vals = v;
    r->next->items = i;
  }
  return h;
}

/* Swaps the first and the last row. */
uint64_t Reader_matrix(Reader *self, double **m) {
  self->calls++;
  uint64_t h = hash_matrix(m);
  size_t n = cormi_array_length(m);
  if (n > 1) {
    double *first = m[0];
    m[0] = m[n - 1];
    m[n - 1] = first;
  }
  return h;
}

/* ---- methods that keep what they receive (reuse off) ---- */

static Data *fig11_d; /* the paper's figure 11: d = a.d */
static Data *kept_data[KEEPS];
static int64_t kept_data_n;
static Cell *kept_head, *kept_tail; /* trees kept, in call order */
static pthread_mutex_t go_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t go_cond = PTHREAD_COND_INITIALIZER;
static int go;

Keeper *Keeper_new(void) { return cormi_new(Keeper); }

void Keeper_fig11(Keeper *self, Bar *a) {
  (void)self;
  fig11_d = a->d;
}
Data *Keeper_fig11_get(Keeper *self) {
  (void)self;
  return fig11_d;
}

void Keeper_keep_data(Keeper *self, Bar *a) {
  (void)self;
  if (kept_data_n < KEEPS) kept_data[kept_data_n++] = a->d;
}
Data *Keeper_data(Keeper *self, int64_t k) {
  (void)self;
  return k >= 0 && k < kept_data_n ? kept_data[k] : NULL;
}

void Keeper_keep_self(Keeper *self, Node *l) {
  if (self->lists_n < KEEPS) self->lists[self->lists_n++] = l;
}
Node *Keeper_list(Keeper *self, int64_t k) { return k >= 0 && k < self->lists_n ? self->lists[k] : NULL; }

void Keeper_keep_global(Keeper *self, Tree *t) {
  (void)self;
  Cell *c = malloc(sizeof *c);
  c->tree = t;
  c->next = NULL;
  if (kept_tail)
    kept_tail->next = c;
  else
    kept_head = c;
  kept_tail = c;
}
/* Returns the tree itself, so that the only way it escapes Keeper_keep_global is the Cell
 * (a walk here would also hold it in a local of the walk, a second reason). */
Tree *Keeper_global(Keeper *self, int64_t k) {
  (void)self;
  const Cell *c = kept_head;
  while (c && k-- > 0) c = c->next;
  return c ? c->tree : NULL;
}

/* Waits until the first Keeper_thread_hash, then hashes its list. */
static void *read_later(void *arg) {
  pthread_mutex_lock(&go_lock);
  while (!go) pthread_cond_wait(&go_cond, &go_lock);
  pthread_mutex_unlock(&go_lock);
  return (void *)(uintptr_t)hash_list(arg);
}
void Keeper_keep_thread(Keeper *self, Node *l) {
  if (self->threads_n < KEEPS && pthread_create(&self->threads[self->threads_n], NULL, read_later, l) == 0) self->threads_n++;
}
uint64_t Keeper_thread_hash(Keeper *self, int64_t k) {
  pthread_mutex_lock(&go_lock);
  go = 1;
  pthread_cond_broadcast(&go_cond);
  pthread_mutex_unlock(&go_lock);
  void *h = NULL;
  if (k < 0 || k >= self->threads_n || pthread_join(self->threads[k], &h) != 0) return 0;
  return (uint64_t)(uintptr_t)h;
}

/* ---- the caller's data ---- */

static int calls; /* remote calls whose result was checked */

static Node *make_list(int64_t seed, int len) {
  Node *head = NULL;
  for (int i = len; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = seed * 1000 + i;
    x->weight = (double)seed + 0.25 * i;
    x->next = head;
    head = x;
  }
  return head;
}

static int same_list(const Node *a, const Node *b) {
  for (; a && b; a = a->next, b = b->next)
    if (a->value != b->value || a->weight != b->weight) return 0;
  return !a && !b;
}

/* What hash_list gives for the list reversed. */
static uint64_t hash_list_reversed(const Node *l) {
  size_t n = 0;
  for (const Node *x = l; x; x = x->next) n++;
  const Node **v = malloc((n ? n : 1) * sizeof *v);
  n = 0;
  for (const Node *x = l; x; x = x->next) v[n++] = x;
  uint64_t h = BASIS;
  for (size_t i = n; i-- > 0;) h = mix(mix(h, (uint64_t)v[i]->value), bits(v[i]->weight));
  free(v);
  return mix(h, (uint64_t)n);
}

static double *make_array(int64_t seed, int len) {
  double *a = cormi_new_array(double, len);
  for (int i = 0; i < len; i++) a[i] = (double)seed * 100 + 0.5 * i;
  return a;
}

enum Shape { BALANCED, LEFT, RIGHT, ZIGZAG };

static Tree *tree_node(int64_t key) {
  Tree *t = cormi_new(Tree);
  t->key = key;
  return t;
}

/* A binary search tree over keys seed*100 .. +n-1, midpoints inserted breadth first. */
static Tree *balanced(int64_t seed, int n) {
  int64_t q[2 * 256];
  int head = 0, tail = 0;
  Tree *root = NULL;
  q[tail++] = 0;
  q[tail++] = n;
  while (head < tail) {
    int64_t a = q[head++], b = q[head++];
    if (a >= b) continue;
    int64_t mid = (a + b) / 2;
    Tree *x = tree_node(seed * 100 + mid);
    if (!root) root = x;
    else
      for (Tree *y = root;;) {
        Tree **next = x->key < y->key ? &y->left : &y->right;
        if (!*next) {
          *next = x;
          break;
        }
        y = *next;
      }
    q[tail++] = a, q[tail++] = mid;
    q[tail++] = mid + 1, q[tail++] = b;
  }
  return root;
}

/* A chain of n nodes going left, right or alternating. */
static Tree *chain(int64_t seed, int n, enum Shape s) {
  Tree *root = NULL, *last = NULL;
  for (int i = 0; i < n; i++) {
    Tree *x = tree_node(seed * 100 + i);
    if (!last) root = x;
    else if (s == LEFT || (s == ZIGZAG && i % 2)) last->left = x;
    else last->right = x;
    last = x;
  }
  return root;
}

static Tree *make_tree(int64_t seed, enum Shape s, int n) { return s == BALANCED ? balanced(seed, n) : chain(seed, n, s); }

static const struct { enum Shape shape; int n; } tree_shapes[] = {
    {BALANCED, 7}, {LEFT, 5}, {BALANCED, 0}, {BALANCED, 31}, {ZIGZAG, 9}, {RIGHT, 1}, {RIGHT, 12}, {BALANCED, 3},
};
enum { TREE_SHAPES = sizeof tree_shapes / sizeof tree_shapes[0] };

/* Records from (array length, list length) pairs; array length -1: no array. */
static Rec *make_recs(int64_t seed, const int (*spec)[2], int n) {
  Rec *head = NULL;
  for (int i = n; i-- > 0;) {
    Rec *r = cormi_new(Rec);
    r->id = seed * 10 + i;
    r->vals = spec[i][0] < 0 ? NULL : make_array(seed + i, spec[i][0]);
    r->items = make_list(seed + i, spec[i][1]);
    r->next = head;
    head = r;
  }
  return head;
}

/* ---- calls through one site each ---- */

static void lists(cormi_ref r) {
  static const int lens[] = {100, 3, 0, 250, 1};
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < 5; i++) {
      Node *l = make_list(round * 10 + i, lens[i]);
      CHECK(cormi_invoke(r, Reader_list, l) == hash_list(l));
      calls++;
    }
}

/* Two sites of one method, interleaved: each has its own slot. */
static void lists_two_sites(cormi_ref r) {
  static const int lens[] = {40, 2, 17, 0, 90, 5};
  for (int i = 0; i < 12; i++) {
    Node *l = make_list(50 + i, lens[i % 6] + i);
    uint64_t h = i % 2 ? cormi_invoke(r, Reader_list, l) : cormi_invoke(r, Reader_list, l);
    CHECK(h == hash_list(l));
    calls++;
  }
}

static void arrays(cormi_ref r) {
  static const int lens[] = {16, 4, 64, 0};
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < 4; i++) {
      double *a = make_array(round * 10 + i, lens[i]);
      CHECK(cormi_invoke(r, Reader_array, a) == hash_array(a));
      calls++;
    }
}

static void trees(cormi_ref r) {
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < TREE_SHAPES; i++) {
      Tree *t = make_tree(round * 10 + i, tree_shapes[i].shape, tree_shapes[i].n);
      CHECK(cormi_invoke(r, Reader_tree, t) == hash_tree(t, 0));
      calls++;
    }
}

static void mirrors(cormi_ref r) {
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < TREE_SHAPES; i++) {
      int k = (i + round) % TREE_SHAPES;
      Tree *t = make_tree(round * 10 + i, tree_shapes[k].shape, tree_shapes[k].n);
      CHECK(cormi_invoke(r, Reader_mirror, t) == hash_tree(t, 1));
      calls++;
    }
}

static void rewires(cormi_ref r) {
  static const int lens[] = {6, 1, 0, 30, 2, 11};
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < 6; i++) {
      Node *l = make_list(round * 10 + i, lens[i]);
      CHECK(cormi_invoke(r, Reader_rewire, l) == hash_list_reversed(l));
      calls++;
    }
}

static void records(cormi_ref r) {
  static const int a[][2] = {{3, 2}, {0, 0}, {5, 1}};
  static const int b[][2] = {{1, 4}};
  static const int d[][2] = {{8, 0}, {2, 3}, {-1, 1}, {4, 4}, {1, 0}};
  static const int e[][2] = {{0, 5}, {6, 0}};
  static const struct { const int (*spec)[2]; int n; } shapes[] = {{a, 3}, {b, 1}, {NULL, 0}, {d, 5}, {e, 2}};
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < 5; i++) {
      Rec *recs = make_recs(round * 10 + i, shapes[i].spec, shapes[i].n);
      CHECK(cormi_invoke(r, Reader_recs, recs) == hash_recs(recs));
      calls++;
    }
}

static void matrices(cormi_ref r) {
  static const int rows[][6] = {{3, 5, 5, 5}, {5, 1, 0, 7, 2, 9}, {1, 20}, {0}, {2, 0, 3}};
  for (int round = 0; round < ROUNDS; round++)
    for (int i = 0; i < 5; i++) {
      int n = rows[i][0];
      double **m = cormi_new_array(double *, n);
      for (int k = 0; k < n; k++) m[k] = make_array(round * 10 + i + k, rows[i][k + 1]);
      CHECK(cormi_invoke(r, Reader_matrix, m) == hash_matrix(m));
      calls++;
    }
  /* More rows than a work list holds on the native stack (32 entries): it moves to the
   * heap on both ends; then a refill with fewer rows. */
  static const int tall[] = {200, 40, 3, 201};
  for (int i = 0; i < 4; i++) {
    double **m = cormi_new_array(double *, tall[i]);
    for (int k = 0; k < tall[i]; k++) m[k] = make_array(i * 1000 + k, k % 5);
    CHECK(cormi_invoke(r, Reader_matrix, m) == hash_matrix(m));
    calls++;
  }
}

/* ---- kept graphs: one site each, then getters ---- */

static Bar *make_bar(int64_t k) {
  Bar *b = malloc(sizeof *b);
  b->tag = -k;
  b->d = malloc(sizeof *b->d);
  b->d->x = 1.5 * (double)k + 0.25;
  b->d->id = 100 + k;
  return b;
}

static int holds(const Data *d, int64_t k) { return d && d->x == 1.5 * (double)k + 0.25 && d->id == 100 + k; }

static void fig11(cormi_ref kp) {
  for (int64_t k = 0; k < KEEPS; k++) {
    cormi_invoke(kp, Keeper_fig11, make_bar(k));
    CHECK(holds(cormi_invoke(kp, Keeper_fig11_get), k));
    calls++;
  }
}

static void check_data(cormi_ref kp, int64_t j) {
  CHECK(holds(cormi_invoke(kp, Keeper_data, j), j));
  calls++;
}

static void keep_data(cormi_ref kp) {
  for (int64_t k = 0; k < KEEPS; k++) {
    cormi_invoke(kp, Keeper_keep_data, make_bar(k));
    for (int64_t j = 0; j <= k; j++) check_data(kp, j);
  }
}

static const int keep_lens[KEEPS] = {4, 1, 9, 0, 2, 6, 3, 12, 1, 5, 0, 7};

static Node *get_list(cormi_ref kp, int64_t j) { return cormi_invoke(kp, Keeper_list, j); }

static void keep_self(cormi_ref kp) {
  Node *mine[KEEPS], *got[KEEPS];
  for (int64_t k = 0; k < KEEPS; k++) {
    mine[k] = make_list(500 + k, keep_lens[k]);
    cormi_invoke(kp, Keeper_keep_self, mine[k]);
    for (int64_t j = 0; j <= k; j++) {
      got[j] = get_list(kp, j);
      CHECK(same_list(got[j], mine[j]));
      calls++;
    }
  }
  for (int64_t j = 0; j < KEEPS; j++) CHECK(same_list(got[j], mine[j])); /* results the caller kept */
}

static void keep_global(cormi_ref kp) {
  uint64_t want[KEEPS];
  for (int64_t k = 0; k < KEEPS; k++) {
    int s = (int)(k % TREE_SHAPES);
    want[k] = hash_tree(make_tree(700 + k, tree_shapes[s].shape, tree_shapes[s].n), 0);
    cormi_invoke(kp, Keeper_keep_global, make_tree(700 + k, tree_shapes[s].shape, tree_shapes[s].n));
    for (int64_t j = 0; j <= k; j++) {
      CHECK(hash_tree(cormi_invoke(kp, Keeper_global, j), 0) == want[j]);
      calls++;
    }
  }
}

static void keep_thread(cormi_ref kp) {
  static const int lens[KEEPS] = {3, 8, 1, 0, 5, 2, 9, 4, 6, 1, 7, 2};
  uint64_t want[KEEPS];
  for (int64_t k = 0; k < KEEPS; k++) {
    Node *l = make_list(900 + k, lens[k]);
    want[k] = hash_list(l);
    cormi_invoke(kp, Keeper_keep_thread, l);
  }
  for (int64_t k = 0; k < KEEPS; k++) {
    CHECK(cormi_invoke(kp, Keeper_thread_hash, k) == want[k]);
    calls++;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int last = cormi_nodes() - 1;
  cormi_ref r = cormi_create(last, Reader_new);
  cormi_ref kp = cormi_create(last > 1 ? 1 : last, Keeper_new);
  /* Kept graphs, the reused sites, threads that read their lists only now, the kept data
   * once more (after every other site ran). */
  fig11(kp);
  keep_data(kp);
  keep_self(kp);
  keep_global(kp);
  lists(r);
  lists_two_sites(r);
  arrays(r);
  trees(r);
  mirrors(r);
  rewires(r);
  records(r);
  matrices(r);
  keep_thread(kp);
  for (int64_t j = 0; j < KEEPS; j++) check_data(kp, j);
  cormi_finalize();
  if (failures) return 1;
  printf("reuse_stale: %d kept graphs of 5 kinds and %d results checked (%d nodes)\n", KEEPS, calls, cormi_nodes());
  return 0;
}
