/*
 * remote_list.c — cormi's main-job example: a remote object created
 * on node 1 with cormi_create, whose methods take
 *   - a 100-node linked list          Summer_list(self, Node *)
 *   - a 16x16 double matrix, as an array of 16 row arrays (like Java's double[16][16])
 *                                     Summer_matrix(self, double **)  -> transposed copy
 *   - a binary tree of 127 keys       Summer_tree(self, Tree *)
 * Every argument is a deep copy generated at the call site by the cormi pass (no
 * hand-written marshaling). Prints each checked result and the per-call latency
 * (median, p10, p90 over ITERATIONS calls).
 *
 * Usage: cormirun -n 2 ./remote_list [ITERATIONS]      Exit status 0 iff all checks pass.
 */
#include <cormi.h>

#include "../../benches/timing.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { LIST_LEN = 100, DIM = 16, TREE_KEYS = 127 };

typedef struct Node {
  int64_t value;
  double weight;
  struct Node *next;
} Node;

typedef struct Tree {
  int64_t key;
  struct Tree *left, *right;
} Tree;

/** The remote object: counts the calls it served and remembers its node. */
typedef struct Summer {
  int64_t calls;
  int rank;
} Summer;

/* ------------------------------------------------------------ remote methods (node 1) */

Summer *Summer_new(int64_t start) {
  Summer *s = cormi_new(Summer);
  s->calls = start;
  s->rank = cormi_rank();
  return s;
}

int Summer_rank(Summer *self) { return self->rank; }

/** Sum of values plus 1000 x sum of weights of the list. */
double Summer_list(Summer *self, Node *n) {
  self->calls++;
  int64_t sum = 0;
  double w = 0;
  for (; n; n = n->next) {
    sum += n->value;
    w += n->weight;
  }
  return (double)sum + 1000.0 * w;
}

/** The transposed matrix (a new array of row arrays, sent back as a deep copy). */
double **Summer_matrix(Summer *self, double **m) {
  self->calls++;
  size_t rows = cormi_array_length(m);
  double **t = cormi_new_array(double *, rows);
  for (size_t r = 0; r < rows; r++) {
    t[r] = cormi_new_array(double, rows);
    for (size_t c = 0; c < rows; c++) t[r][c] = m[c][r];
  }
  return t;
}

/** Sum of keys of the tree (walked with an explicit stack). */
int64_t Summer_tree(Summer *self, Tree *t) {
  self->calls++;
  Tree *stack[TREE_KEYS + 1];
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

int64_t Summer_calls(Summer *self) { return self->calls; }

/* ------------------------------------------------------------ data on node 0 */

static Node *make_list(int64_t n) {
  Node *head = NULL;
  for (int64_t i = n; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = 7 * i - 300;
    x->weight = 0.5 * (double)i + 0.125;
    x->next = head;
    head = x;
  }
  return head;
}

static double list_expect(int64_t n) {
  int64_t sum = 0;
  double w = 0;
  for (int64_t i = 0; i < n; i++) {
    sum += 7 * i - 300;
    w += 0.5 * (double)i + 0.125;
  }
  return (double)sum + 1000.0 * w;
}

static double **make_matrix(void) {
  double **m = cormi_new_array(double *, DIM);
  for (int r = 0; r < DIM; r++) {
    m[r] = cormi_new_array(double, DIM);
    for (int c = 0; c < DIM; c++) m[r][c] = r * DIM + c + 0.25;
  }
  return m;
}

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

/** A balanced tree of keys 0..n-1: midpoints inserted breadth first. */
static Tree *make_tree(int64_t n) {
  int64_t q[4 * TREE_KEYS + 4];
  int head = 0, tail = 0;
  Tree *root = NULL;
  q[tail++] = 0;
  q[tail++] = n;
  while (head < tail) {
    int64_t a = q[head++], b = q[head++];
    if (a >= b) continue;
    int64_t mid = (a + b) / 2;
    root = insert(root, mid);
    q[tail++] = a;
    q[tail++] = mid;
    q[tail++] = mid + 1;
    q[tail++] = b;
  }
  return root;
}

/* ------------------------------------------------------------ timing */

static void report(const char *what, double *us, int n) {
  bench_stats s = bench_percentiles(us, n);
  printf("  %-28s median %8.1f us   p10 %8.1f us   p90 %8.1f us   (%d calls)\n", what, s.median,
         s.p10, s.p90, n);
}

/* ------------------------------------------------------------ main */

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int iters = argc > 1 ? atoi(argv[1]) : 200;
  if (iters < 1) iters = 1;
  int node = cormi_nodes() > 1 ? 1 : 0;
  int bad = 0;

  cormi_ref s = cormi_create(node, Summer_new, (int64_t)0);
  int rank = cormi_invoke(s, Summer_rank);
  printf("remote-list: Summer created on node %d (of %d)\n", rank, cormi_nodes());
  bad += rank != node;

  Node *list = make_list(LIST_LEN);
  double **m = make_matrix();
  Tree *tree = make_tree(TREE_KEYS);
  double *lat = malloc(sizeof(double) * (size_t)iters);

  double want = list_expect(LIST_LEN), got = 0;
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    got = cormi_invoke(s, Summer_list, list);
    lat[i] = bench_now_us() - t0;
    bad += got != want;
  }
  printf("list of %d nodes:   remote sum %.3f, expected %.3f: %s\n", LIST_LEN, got, want, got == want ? "ok" : "MISMATCH");
  report("Summer_list(100-node list)", lat, iters);

  int mismatches = 0;
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    double **t = cormi_invoke(s, Summer_matrix, m);
    lat[i] = bench_now_us() - t0;
    if (!t || cormi_array_length(t) != DIM) {
      mismatches++;
      continue;
    }
    for (int r = 0; r < DIM; r++) {
      mismatches += cormi_array_length(t[r]) != DIM;
      for (int c = 0; c < DIM; c++) mismatches += t[r][c] != m[c][r];
      cormi_free(t[r]);
    }
    cormi_free(t);
  }
  printf("16x16 matrix:      transposed copy returned, %d mismatching elements: %s\n", mismatches, mismatches ? "MISMATCH" : "ok");
  bad += mismatches;
  report("Summer_matrix(double[16][16])", lat, iters);

  int64_t tsum = 0, twant = (int64_t)TREE_KEYS * (TREE_KEYS - 1) / 2;
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    tsum = cormi_invoke(s, Summer_tree, tree);
    lat[i] = bench_now_us() - t0;
    bad += tsum != twant;
  }
  printf("tree of %d keys:   remote key sum %lld, expected %lld: %s\n", TREE_KEYS, (long long)tsum, (long long)twant, tsum == twant ? "ok" : "MISMATCH");
  report("Summer_tree(127-key tree)", lat, iters);

  int64_t calls = cormi_invoke(s, Summer_calls);
  printf("remote object served %lld calls (expected %d): %s\n", (long long)calls, 3 * iters, calls == 3 * iters ? "ok" : "MISMATCH");
  bad += calls != 3 * iters;

  cormi_release(s);
  cormi_finalize();
  printf(bad ? "remote-list: FAILED\n" : "remote-list: all results checked\n");
  return bad ? 1 : 0;
}
