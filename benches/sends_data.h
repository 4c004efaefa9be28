/*
 * sends_data.h — the data of the list and matrix sends (paper tables 1-2), shared by
 * benches/programs/sends.c (marshaled by the pass) and benches/baseline/handwritten.c
 * (marshaled by hand), so that both send, add up and check exactly the same values.
 * Needs cormi_alloc_array (from cormi.h or cormi_rt.h). Header-only, static functions.
 */
#ifndef CORMI_BENCH_SENDS_DATA_H
#define CORMI_BENCH_SENDS_DATA_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { LIST_LEN = 100, DIM = 16 };

/** A list node; value and weight are the first 16 bytes. */
typedef struct Node {
  int64_t value;
  double weight;
  struct Node *next;
} Node;

/** What a sink received: calls, nodes or elements, their sums, rows of a wrong length. */
typedef struct SendTotals {
  int64_t calls, items, value_sum, bad_shape;
  double weight_sum;
} SendTotals;

/** Which call the totals are of. */
typedef enum { SEND_PING, SEND_LIST, SEND_MATRIX } send_kind;

static inline int64_t expect_value(int64_t i) { return 7 * i - 300; }
static inline double expect_weight(int64_t i) { return 0.5 * (double)i + 0.125; }
static inline double expect_elem(int64_t r, int64_t c) { return (double)(r * DIM + c) + 0.25; }

/** The 100-node list (malloc'ed nodes, value i and weight i at position i). */
static inline Node *make_list(void) {
  Node *head = NULL;
  for (int64_t i = LIST_LEN; i-- > 0;) {
    Node *x = (Node *)malloc(sizeof *x);
    x->value = expect_value(i);
    x->weight = expect_weight(i);
    x->next = head;
    head = x;
  }
  return head;
}

/** The 16x16 matrix: an array of 16 row arrays (cormi_alloc_array: their length is their extent). */
static inline double **make_matrix(void) {
  double **m = (double **)cormi_alloc_array(sizeof(double *), DIM);
  for (int64_t r = 0; r < DIM; r++) {
    m[r] = (double *)cormi_alloc_array(sizeof(double), DIM);
    for (int64_t c = 0; c < DIM; c++) m[r][c] = expect_elem(r, c);
  }
  return m;
}

/** The totals after n calls of `kind` (sums of multiples of 1/8: exact in doubles). */
static inline SendTotals expected_totals(send_kind kind, int64_t n) {
  SendTotals t = {n, 0, 0, 0, 0};
  if (kind == SEND_LIST)
    for (int64_t i = 0; i < LIST_LEN; i++) t.items++, t.value_sum += expect_value(i), t.weight_sum += expect_weight(i);
  if (kind == SEND_MATRIX)
    for (int64_t r = 0; r < DIM; r++)
      for (int64_t c = 0; c < DIM; c++) t.items++, t.weight_sum += expect_elem(r, c);
  t.items *= n, t.value_sum *= n, t.weight_sum *= (double)n;
  return t;
}

/** 0 if got matches the totals of n calls of `kind`; else prints both and returns 1. */
static inline int check_totals(const char *who, const char *name, SendTotals got, send_kind kind, int64_t n) {
  SendTotals want = expected_totals(kind, n);
  int bad = got.calls != want.calls || got.items != want.items || got.value_sum != want.value_sum ||
            got.weight_sum != want.weight_sum || got.bad_shape != 0;
  if (bad)
    fprintf(stderr, "%s: %s: calls %lld items %lld sum %lld wsum %.3f bad shapes %lld; want %lld %lld %lld %.3f 0\n",
            who, name, (long long)got.calls, (long long)got.items, (long long)got.value_sum, got.weight_sum,
            (long long)got.bad_shape, (long long)want.calls, (long long)want.items, (long long)want.value_sum,
            want.weight_sum);
  return bad;
}

#endif /* CORMI_BENCH_SENDS_DATA_H */
