/*
 * handwritten.c — cormi's "hand-written C" baseline: the marshaling a compiler would
 * generate, written by hand with the rt-c helpers (cormi_rt.h), no pass involved.
 *
 * Two remote calls from rank 0 to its peer (rank 1, or rank 0 itself on one node):
 *   list_check(list)    a 100-node linked list goes over as [u64 count][count x 16 bytes];
 *                       the server rebuilds it, checks every node, and replies
 *                       (count, sum of values, sum of weights, mismatches, its rank).
 *   matrix_check(m)     a 16x16 double matrix (array of 16 row arrays from
 *                       cormi_alloc_array) goes over as [u64 rows]([u64 len][len x f64])*;
 *                       the server checks every element and replies with the transposed
 *                       matrix in the same format, which the client checks.
 *
 * Usage: handwritten [ITERATIONS]   (under cormirun -n 2; prints one line per call kind)
 * Exit status: 0 when every value matched, 1 otherwise (or the runtime's failure status).
 */
#include <cormi_rt.h>

#include "../../benches/timing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SITE_LIST = 1, SITE_MATRIX = 2 };
enum { LIST_LEN = 100, DIM = 16 };
#define BUILD_ID 0x68616e6477726974ull /* "handwrit" */

/* ---------------------------------------------------------------- the data */

/** A list node; value and weight are the first 16 bytes, copied as one run. */
typedef struct Node {
  int64_t value;
  double weight;
  struct Node *next;
} Node;
enum { NODE_WIRE = 16 };

static int64_t expect_value(uint64_t i) { return (int64_t)(i * 7) - 300; }
static double expect_weight(uint64_t i) { return 0.5 * (double)i + 0.125; }
static double expect_elem(uint64_t r, uint64_t c) { return (double)(r * DIM + c) + 0.25; }

static Node *make_list(uint64_t n) {
  Node *head = NULL;
  for (uint64_t i = n; i-- > 0;) {
    Node *x = cormi_alloc_object(sizeof(Node));
    x->value = expect_value(i);
    x->weight = expect_weight(i);
    x->next = head;
    head = x;
  }
  return head;
}

static void free_list(Node *n) {
  while (n) {
    Node *next = n->next;
    cormi_free(n);
    n = next;
  }
}

static double **make_matrix(void) {
  double **m = cormi_alloc_array(sizeof(double *), DIM);
  for (uint64_t r = 0; r < DIM; r++) {
    m[r] = cormi_alloc_array(sizeof(double), DIM);
    for (uint64_t c = 0; c < DIM; c++) m[r][c] = expect_elem(r, c);
  }
  return m;
}

static void free_matrix(double **m) {
  if (!m) return;
  for (size_t r = 0; r < cormi_array_length(m); r++) cormi_free(m[r]);
  cormi_free(m);
}

/* ---------------------------------------------------------------- marshalers */

/** [u64 count][count x (i64 value, f64 weight)]; the count is patched after the walk. */
static void put_list(cormi_out *o, const Node *n) {
  size_t at = o->len;
  uint64_t count = 0;
  cormi_out_u64(o, 0);
  for (; n; n = n->next, count++) cormi_out_append(o, n, NODE_WIRE);
  cormi_out_patch_u64(o, at, count);
}

/** Rebuilds a list (iteratively: no recursion on the list's length). NULL if empty or
 *  malformed; *count gets the node count read. */
static Node *get_list(cormi_in *in, uint64_t *count) {
  *count = cormi_in_u64(in);
  if (cormi_in_check_count(in, *count, NODE_WIRE) != 0) return NULL;
  Node *head = NULL, **tail = &head;
  for (uint64_t i = 0; i < *count; i++) {
    Node *x = cormi_alloc_object(sizeof(Node));
    cormi_in_copy(in, x, NODE_WIRE);
    *tail = x;
    tail = &x->next;
  }
  return head;
}

/** [u64 rows] then per row [u64 len][len x f64]. */
static void put_matrix(cormi_out *o, double *const *m) {
  uint64_t rows = cormi_array_length(m);
  cormi_out_u64(o, rows);
  for (uint64_t r = 0; r < rows; r++) {
    uint64_t len = cormi_array_length(m[r]);
    cormi_out_u64(o, len);
    cormi_out_append(o, m[r], len * sizeof(double));
  }
}

/** Reads a matrix written by put_matrix; NULL (and in->error set) if malformed. Every
 *  length is checked against the bytes left before anything is allocated. */
static double **get_matrix(cormi_in *in) {
  uint64_t rows = cormi_in_u64(in);
  if (cormi_in_check_count(in, rows, sizeof(uint64_t)) != 0) return NULL;
  double **m = cormi_alloc_array(sizeof(double *), rows);
  for (uint64_t r = 0; r < rows; r++) {
    uint64_t len = cormi_in_u64(in);
    if (cormi_in_check_count(in, len, sizeof(double)) != 0) {
      free_matrix(m);
      return NULL;
    }
    m[r] = cormi_alloc_array(sizeof(double), len);
    cormi_in_copy(in, m[r], len * sizeof(double));
  }
  return m;
}

/* ---------------------------------------------------------------- server functions */

/** Checks every node against the pattern; replies count, sums, mismatches, rank. */
static int serve_list(cormi_in *args, cormi_out *reply, void *self) {
  (void)self;
  uint64_t count, i = 0, bad = 0;
  Node *list = get_list(args, &count);
  if (args->error) return CORMI_E_MALFORMED;
  int64_t sum = 0;
  double wsum = 0;
  for (Node *n = list; n; n = n->next, i++) {
    bad += n->value != expect_value(i) || n->weight != expect_weight(i);
    sum += n->value;
    wsum += n->weight;
  }
  free_list(list);
  cormi_out_u64(reply, count);
  cormi_out_u64(reply, (uint64_t)sum);
  cormi_out_f64(reply, wsum);
  cormi_out_u64(reply, bad);
  cormi_out_u32(reply, (uint32_t)cormi_rank());
  return 0;
}

/** Checks every element; replies mismatches, rank and the transposed matrix. */
static int serve_matrix(cormi_in *args, cormi_out *reply, void *self) {
  (void)self;
  double **m = get_matrix(args);
  if (args->error) return CORMI_E_MALFORMED;
  uint64_t rows = cormi_array_length(m), bad = rows != DIM;
  for (uint64_t r = 0; r < rows; r++) {
    bad += cormi_array_length(m[r]) != DIM;
    for (uint64_t c = 0; c < cormi_array_length(m[r]); c++) bad += m[r][c] != expect_elem(r, c);
  }
  double **t = NULL;
  if (!bad) {
    t = cormi_alloc_array(sizeof(double *), DIM);
    for (uint64_t r = 0; r < DIM; r++) {
      t[r] = cormi_alloc_array(sizeof(double), DIM);
      for (uint64_t c = 0; c < DIM; c++) t[r][c] = m[c][r];
    }
  }
  cormi_out_u64(reply, bad);
  cormi_out_u32(reply, (uint32_t)cormi_rank());
  if (t) put_matrix(reply, t);
  free_matrix(m);
  free_matrix(t);
  return 0;
}

static const cormi_site sites[] = {
    {SITE_LIST, serve_list, "list_check (handwritten.c)"},
    {SITE_MATRIX, serve_matrix, "matrix_check (handwritten.c)"},
};

/* ---------------------------------------------------------------- client side */

/** One list call; returns the number of problems found (0 = every value right). */
static int call_list(int peer, const Node *list) {
  cormi_call *c = cormi_call_begin_node(peer, SITE_LIST);
  put_list(&c->args, list);
  cormi_call_invoke(c); /* ABORT mode: returns only on success */
  uint64_t count = cormi_in_u64(&c->reply);
  int64_t sum = (int64_t)cormi_in_u64(&c->reply);
  double wsum = cormi_in_f64(&c->reply);
  uint64_t bad = cormi_in_u64(&c->reply);
  int rank = (int)cormi_in_u32(&c->reply);
  if (c->reply.error) cormi_call_fail(c, CORMI_E_MALFORMED);
  cormi_call_end(c);
  int64_t want_sum = 0;
  double want_wsum = 0;
  for (uint64_t i = 0; i < LIST_LEN; i++) want_sum += expect_value(i), want_wsum += expect_weight(i);
  int problems = (count != LIST_LEN) + (sum != want_sum) + (wsum != want_wsum) + (bad != 0) + (rank != peer);
  if (problems)
    fprintf(stderr, "list: count %llu sum %lld wsum %g mismatches %llu on rank %d (want %d %lld %g 0 %d)\n",
            (unsigned long long)count, (long long)sum, wsum, (unsigned long long)bad, rank, LIST_LEN,
            (long long)want_sum, want_wsum, peer);
  return problems;
}

/** Checks that t is the transpose of the pattern; returns the number of wrong elements. */
static int check_transposed(double **t) {
  int bad = !t || cormi_array_length(t) != DIM;
  for (uint64_t r = 0; !bad && r < DIM; r++) {
    bad += cormi_array_length(t[r]) != DIM;
    for (uint64_t c = 0; !bad && c < DIM; c++) bad += t[r][c] != expect_elem(c, r);
  }
  return bad;
}

/** One matrix call; returns the number of problems found. */
static int call_matrix(int peer, double **m) {
  cormi_call *c = cormi_call_begin_node(peer, SITE_MATRIX);
  put_matrix(&c->args, m);
  cormi_call_invoke(c);
  uint64_t bad = cormi_in_u64(&c->reply);
  int rank = (int)cormi_in_u32(&c->reply);
  double **t = bad ? NULL : get_matrix(&c->reply);
  if (c->reply.error) cormi_call_fail(c, CORMI_E_MALFORMED);
  cormi_call_end(c);
  int problems = (bad != 0) + (rank != peer) + check_transposed(t);
  if (problems)
    fprintf(stderr, "matrix: %llu mismatches on rank %d (peer %d), transposed reply %s\n",
            (unsigned long long)bad, rank, peer, check_transposed(t) ? "WRONG" : "ok");
  free_matrix(t);
  return problems;
}

/** Runs `iters` calls of one kind; prints a result line; returns the problems found. */
static int run_calls(const char *what, int iters, int (*call)(int, void *), int peer, void *arg) {
  double *t = malloc(sizeof(double) * (size_t)iters);
  int problems = 0;
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    problems += call(peer, arg);
    t[i] = bench_now_us() - t0;
  }
  bench_stats s = bench_percentiles(t, iters);
  printf("%-7s %s: %d calls to rank %d, us/call median %.1f p10 %.1f p90 %.1f\n", what,
         problems ? "FAILED" : "OK", iters, peer, s.median, s.p10, s.p90);
  free(t);
  return problems;
}

static int list_thunk(int peer, void *a) { return call_list(peer, a); }
static int matrix_thunk(int peer, void *a) { return call_matrix(peer, a); }

int main(int argc, char **argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 1;
  if (iters < 1) iters = 1;
  if (cormi_register_sites(BUILD_ID, sites, sizeof sites / sizeof sites[0]) != CORMI_OK) return 1;
  cormi_init(&argc, &argv); /* ranks > 0 serve here and exit(0) at finalize */
  int peer = cormi_nodes() > 1 ? 1 : 0;
  Node *list = make_list(LIST_LEN);
  double **m = make_matrix();
  int problems = run_calls("list", iters, list_thunk, peer, list);
  problems += run_calls("matrix", iters, matrix_thunk, peer, m);
  free_list(list);
  free_matrix(m);
  cormi_finalize();
  printf("handwritten: %s\n", problems ? "FAILED" : "all values checked on both nodes");
  return problems ? 1 : 0;
}
