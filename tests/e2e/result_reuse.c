/* End-to-end: returned graphs refilled in place at the caller (client
 * side). `loop_reused` reads each result and drops it before the next call through the
 * same site (reuse on in site+reuse/all: the next call refills the same nodes, lists
 * and arrays of changing length); `kept_previous` reads the previous result after the
 * next call, and `kept_in_global` keeps every result in a global table: both escape
 * (reuse off), and the check catches a refill of a result still in use. Four threads
 * run `loop_reused` on one site at once (each thread its own slot). Exit 0 iff every
 * value matched. */
#include <cormi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define E2E_NAME "result_reuse"
#include "check.h"

typedef struct Node {
  int64_t v;
  double *w; /* cormi_new_array of doubles, length v % 7 */
  struct Node *next;
} Node;

typedef struct Srv {
  int64_t calls;
} Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* A list of n nodes carrying base, base+1, ...; node k has k % 7 weights. */
static Node *build(int64_t base, int32_t n) {
  Node *head = NULL;
  for (int32_t k = n - 1; k >= 0; k--) {
    Node *x = cormi_new(Node);
    x->v = base + k;
    x->w = cormi_new_array(double, k % 7);
    for (int j = 0; j < k % 7; j++) x->w[j] = (double)(base + k) / (j + 1);
    x->next = head;
    head = x;
  }
  return head;
}

/* One method per use at the caller: the heap analysis clones a result per remote
 * method, so each method's results are judged on their own. */
Node *Srv_make(Srv *self, int64_t base, int32_t n) { return self->calls++, build(base, n); }
Node *Srv_make_prev(Srv *self, int64_t base, int32_t n) { return self->calls++, build(base, n); }
Node *Srv_make_kept(Srv *self, int64_t base, int32_t n) { return self->calls++, build(base, n); }

static int64_t expected(int64_t base, int32_t n) {
  int64_t s = 0;
  for (int32_t k = 0; k < n; k++) s += (base + k) * (1 + k % 7);
  return s;
}

static int64_t checksum(const Node *l) {
  int64_t s = 0;
  for (; l; l = l->next) {
    size_t m = cormi_array_length(l->w);
    s += l->v * (int64_t)(1 + m);
    for (size_t j = 0; j < m; j++)
      if (l->w[j] != (double)l->v / (double)(j + 1)) s += 1000000007; /* a stale weight */
  }
  return s;
}

static int32_t length_of(int round) { return (int32_t)((round * 37) % 60); } /* 0..59, changing */

static void loop_reused(cormi_ref s, int64_t salt) {
  for (int round = 0; round < 150; round++) {
    int64_t base = salt + round * 1000;
    Node *l = cormi_invoke(s, Srv_make, base, length_of(round));
    CHECK(checksum(l) == expected(base, length_of(round)));
  }
}

static void kept_previous(cormi_ref s) {
  Node *prev = NULL;
  int64_t prev_sum = 0;
  for (int round = 0; round < 40; round++) {
    Node *l = cormi_invoke(s, Srv_make_prev, (int64_t)round * 10, 25 - round % 5);
    CHECK(checksum(prev) == prev_sum); /* read after the next call */
    prev = l;
    prev_sum = expected((int64_t)round * 10, 25 - round % 5);
  }
}

static Node *kept[30];
static void kept_in_global(cormi_ref s) {
  for (int round = 0; round < 30; round++) kept[round] = cormi_invoke(s, Srv_make_kept, (int64_t)round * 100, 8 + round % 3);
  for (int round = 0; round < 30; round++) CHECK(checksum(kept[round]) == expected(round * 100, 8 + round % 3));
}

typedef struct Job {
  cormi_ref s;
  int64_t salt;
} Job;

static void *thread_main(void *arg) {
  Job *j = arg;
  loop_reused(j->s, j->salt);
  return NULL;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  loop_reused(s, 7);
  kept_previous(s);
  kept_in_global(s);
  pthread_t t[4];
  Job jobs[4];
  for (int k = 0; k < 4; k++) {
    jobs[k] = (Job){s, 1000000 * (k + 1)};
    CHECK(pthread_create(&t[k], NULL, thread_main, &jobs[k]) == 0);
  }
  for (int k = 0; k < 4; k++) CHECK(pthread_join(t[k], NULL) == 0);
  cormi_release(s);
  cormi_finalize();
  printf("result_reuse: %s\n", failures ? "FAILED" : "all results checked");
  return failures ? 1 : 0;
}
