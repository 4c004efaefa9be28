/* End-to-end: a caller that can run again while it still holds a result must not have
 * that result refilled (found by a reviewer: wrong sums in modes site+reuse and all).
 * `via_callback`: use() keeps its list while a remote method calls back this node, and
 * the call-back runs use() again on the waiting thread, through the same call site.
 * `via_qsort`: use2() keeps its list while qsort (code outside the program) calls a
 * comparator that runs use2() again. Both results must still be their own afterwards.
 * Exit 0 iff both matched. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define E2E_NAME "result_reentry"
#include "check.h"

typedef struct Node {
  int64_t v;
  struct Node *next;
} Node;
typedef struct K {
  int64_t n;
} K;
typedef struct Cb {
  int64_t n;
} Cb;

K *K_new(void) { return cormi_new(K); }
Cb *Cb_new(void) { return cormi_new(Cb); }

static Node *list(int64_t base, int64_t n) {
  Node *h = 0;
  for (int64_t j = n - 1; j >= 0; j--) {
    Node *x = cormi_new(Node);
    x->v = base + j;
    x->next = h;
    h = x;
  }
  return h;
}
Node *K_make(K *self, int64_t base, int64_t n) { return self->n++, list(base, n); }
Node *K_make2(K *self, int64_t base, int64_t n) { return self->n++, list(base, n); }

static cormi_ref k, cb;

/* sum * 1000 + length, at most 100 nodes. */
static int64_t digest(const Node *l) {
  int64_t s = 0, len = 0;
  for (; l && len < 100; l = l->next) s += l->v, len++;
  return s * 1000 + len;
}

static int64_t use(int64_t base, int64_t n, int64_t depth);
int64_t Cb_again(Cb *self, int64_t depth) { return self->n++, use(5000, 1, depth); }
int64_t K_poke(K *self, cormi_ref back, int64_t depth) { return self->n++, cormi_invoke(back, Cb_again, depth); }

static int64_t use(int64_t base, int64_t n, int64_t depth) {
  Node *r = cormi_invoke(k, K_make, base, n);
  if (depth > 0) (void)cormi_invoke(k, K_poke, cb, depth - 1);
  return digest(r);
}

static int nested = 1;
static int64_t use2(int64_t base, int64_t n);
static int compare(const void *a, const void *b) {
  if (nested-- > 0) (void)use2(900, 1);
  return (int)(*(const int64_t *)a - *(const int64_t *)b);
}
static int64_t use2(int64_t base, int64_t n) {
  Node *r = cormi_invoke(k, K_make2, base, n);
  int64_t v[2] = {2, 1};
  qsort(v, 2, sizeof v[0], compare);
  return digest(r);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  k = cormi_create(cormi_nodes() - 1, K_new);
  cb = cormi_create(0, Cb_new);
  CHECK(use(0, 20, 1) == 190 * 1000 + 20);
  CHECK(use2(100, 5) == 510 * 1000 + 5);
  cormi_finalize();
  printf("result_reentry: %s\n", failures ? "FAILED" : "both results intact");
  return failures ? 1 : 0;
}
