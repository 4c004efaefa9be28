/*
 * graphs.c — object-graph throughput: one remote call sends a graph of SIZE payload bytes
 * (SIZE = 1 KiB, 16 KiB, ... up to MAX, 16x apart) of four shapes:
 *
 *   list    a linked list of 24-byte nodes (value, weight, next)
 *   tree    a complete binary tree of 24-byte nodes (key, left, right)
 *   dag     a chain of 24-byte nodes whose two fields both point to the next node (every
 *           node but the first is shared: the handle table is required)
 *   array   one double array of SIZE / 8 elements
 *
 * The method walks what arrived and returns the node count (-1 if a value is wrong or,
 * for the DAG, a shared node arrived as two copies); the client checks it.
 *
 * Usage: cormirun -n 2 ./graphs MAX_BYTES MAX_ITERS
 * Prints one `RESULT <shape>-<size> n median p10 p90` per shape and size (microseconds
 * per call, n = MAX_ITERS scaled down for big graphs, at least 3) with MBps=<payload MB
 * per second> and objps=<objects per second> at the median. Exit status 0 iff every call
 * returned the right count.
 */
#include <cormi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../timing.h"

enum { NODE_BYTES = 24 };

typedef struct List {
  int64_t value;
  double weight;
  struct List *next;
} List;

typedef struct Tree {
  int64_t key;
  struct Tree *left, *right;
} Tree;

typedef struct Dag {
  int64_t value;
  struct Dag *a, *b;
} Dag;

typedef struct Sink {
  int64_t calls;
} Sink;

Sink *Sink_new(void) { return cormi_new(Sink); }

/** Node count if node i holds value i and weight i / 2, else -1. */
int64_t Sink_list(Sink *self, List *l) {
  self->calls++;
  int64_t n = 0;
  for (; l; l = l->next, n++)
    if (l->value != n || l->weight != 0.5 * (double)n) return -1;
  return n;
}

/** Node count of a tree whose keys are its nodes' breadth-first numbers; -1 if not. */
int64_t Sink_tree(Sink *self, Tree *t) {
  self->calls++;
  if (!t) return 0;
  int64_t n = 0, cap = 1024, top = 0;
  Tree **stack = malloc(sizeof(Tree *) * (size_t)cap);
  stack[top++] = t;
  while (top) {
    Tree *x = stack[--top];
    n++;
    Tree *kids[2] = {x->left, x->right};
    for (int c = 0; c < 2; c++) {
      if (!kids[c]) continue;
      if (kids[c]->key != 2 * x->key + 1 + c) n = INT64_MIN / 2;
      if (top == cap) stack = realloc(stack, sizeof(Tree *) * (size_t)(cap *= 2));
      stack[top++] = kids[c];
    }
  }
  free(stack);
  return n < 0 ? -1 : n;
}

/** Node count of a chain whose two fields share each next node; -1 if a copy split them. */
int64_t Sink_dag(Sink *self, Dag *d) {
  self->calls++;
  int64_t n = 0;
  for (; d; d = d->a, n++)
    if (d->a != d->b || d->value != n) return -1;
  return n;
}

/** Element count if element i is i + 0.5, else -1. */
int64_t Sink_array(Sink *self, double *a) {
  self->calls++;
  int64_t n = (int64_t)cormi_array_length(a);
  for (int64_t i = 0; i < n; i++)
    if (a[i] != (double)i + 0.5) return -1;
  return n;
}

/* ------------------------------------------------------------------ client (node 0) */

static List *make_list(int64_t n) {
  List *head = NULL;
  for (int64_t i = n; i-- > 0;) {
    List *x = malloc(sizeof *x);
    x->value = i, x->weight = 0.5 * (double)i, x->next = head;
    head = x;
  }
  return head;
}

static Tree *make_tree(int64_t n) {
  Tree **nodes = malloc(sizeof(Tree *) * (size_t)n);
  for (int64_t i = 0; i < n; i++) {
    nodes[i] = malloc(sizeof(Tree));
    nodes[i]->key = i;
  }
  for (int64_t i = 0; i < n; i++) {
    nodes[i]->left = 2 * i + 1 < n ? nodes[2 * i + 1] : NULL;
    nodes[i]->right = 2 * i + 2 < n ? nodes[2 * i + 2] : NULL;
  }
  Tree *root = nodes[0];
  free(nodes);
  return root;
}

static Dag *make_dag(int64_t n) {
  Dag *head = NULL;
  for (int64_t i = n; i-- > 0;) {
    Dag *x = malloc(sizeof *x);
    x->value = i, x->a = head, x->b = head;
    head = x;
  }
  return head;
}

static double *make_array(int64_t n) {
  double *a = cormi_new_array(double, n);
  for (int64_t i = 0; i < n; i++) a[i] = (double)i + 0.5;
  return a;
}

/** The graphs of one size, the sink, and the count each call must return. */
typedef struct Run {
  cormi_ref sink;
  List *list;
  Tree *tree;
  Dag *dag;
  double *array;
  int64_t nodes, elems;
} Run;

static int op_list(void *a) { return cormi_invoke(((Run *)a)->sink, Sink_list, ((Run *)a)->list) != ((Run *)a)->nodes; }
static int op_tree(void *a) { return cormi_invoke(((Run *)a)->sink, Sink_tree, ((Run *)a)->tree) != ((Run *)a)->nodes; }
static int op_dag(void *a) { return cormi_invoke(((Run *)a)->sink, Sink_dag, ((Run *)a)->dag) != ((Run *)a)->nodes; }
static int op_array(void *a) { return cormi_invoke(((Run *)a)->sink, Sink_array, ((Run *)a)->array) != ((Run *)a)->elems; }

static void size_name(char *out, size_t cap, int64_t bytes) {
  if (bytes >= 1 << 20) snprintf(out, cap, "%lldM", (long long)(bytes >> 20));
  else snprintf(out, cap, "%lldK", (long long)(bytes >> 10));
}

/** Runs one shape at one size; prints its RESULT line; returns the problems found. */
static int run_shape(const char *shape, bench_op op, Run *r, int64_t bytes, int64_t objects, int iters) {
  char name[48], size[16];
  size_name(size, sizeof size, bytes);
  snprintf(name, sizeof name, "%s-%s", shape, size);
  double *t = malloc(sizeof(double) * (size_t)iters);
  int problems = op(r); /* warm-up */
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    problems += op(r);
    t[i] = bench_now_us() - t0;
  }
  bench_stats s = bench_percentiles(t, iters);
  char fields[96];
  snprintf(fields, sizeof fields, "MBps=%.1f objps=%.3g", (double)bytes / s.median, (double)objects * 1e6 / s.median);
  bench_result_with(name, iters, s, fields);
  free(t);
  if (problems) fprintf(stderr, "graphs: %s: %d calls returned a wrong count\n", name, problems);
  return problems;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s MAX_BYTES MAX_ITERS\n", argv[0]);
    return 2;
  }
  int64_t max = atoll(argv[1]);
  int max_iters = atoi(argv[2]) > 0 ? atoi(argv[2]) : 1, problems = 0;
  Run r = {cormi_create(cormi_nodes() > 1 ? 1 : 0, Sink_new), NULL, NULL, NULL, NULL, 0, 0};
  for (int64_t bytes = 1024; bytes <= max; bytes *= 16) {
    int64_t budget = (64ll << 20) / bytes; /* about 64 MiB sent per shape and size */
    int iters = budget < 3 ? 3 : budget > max_iters ? max_iters : (int)budget;
    r.nodes = bytes / NODE_BYTES, r.elems = bytes / (int64_t)sizeof(double);
    r.list = make_list(r.nodes), r.tree = make_tree(r.nodes), r.dag = make_dag(r.nodes), r.array = make_array(r.elems);
    problems += run_shape("list", op_list, &r, bytes, r.nodes, iters);
    problems += run_shape("tree", op_tree, &r, bytes, r.nodes, iters);
    problems += run_shape("dag", op_dag, &r, bytes, r.nodes, iters);
    problems += run_shape("array", op_array, &r, bytes, 1, iters);
  }
  cormi_finalize();
  printf("graphs: %s\n", problems ? "FAILED" : "every count matched");
  return problems ? 1 : 0;
}
