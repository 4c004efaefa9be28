/* End-to-end: a class whose only method returns a struct through memory (`sret`) holding
 * a node it also pushes onto the object's list. The method's `self` is its second
 * parameter, after the result slot; the node stays the object's, so the serving node must
 * not free the returned graph. Before, the result slot was taken for `self`, the node
 * counted as kept by nothing and was freed under the object's list: the next call walked
 * freed memory (a hang here; under AddressSanitizer a heap-use-after-free in
 * Sret_push). Exit 0 when every sum matched. */
#define E2E_NAME "sret_self_kept"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct L {
  struct L *next;
  int64_t v;
} L;
typedef struct Top {
  L *top;
  L *below;
  int64_t sum;
} Top;
typedef struct Sret {
  L *own;
} Sret;

enum { CALLS = 200 };

Sret *Sret_new(void) { return calloc(1, sizeof(Sret)); }

/* Pushes v (none for 0) and returns the top, the node below it and the list's sum. */
Top Sret_push(Sret *self, int64_t v) {
  if (v) {
    L *x = malloc(sizeof *x);
    x->v = v;
    x->next = self->own;
    self->own = x;
  }
  int64_t s = 0;
  for (L *p = self->own; p; p = p->next) s += p->v;
  Top t = {self->own, self->own ? self->own->next : NULL, s};
  return t;
}

/* Frees the caller's copy: the whole list. */
static void release(L *l) {
  while (l) {
    L *n = l->next;
    free(l);
    l = n;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Sret_new);
  int bad = 0;
  for (int64_t i = 1; i <= CALLS; i++) {
    Top t = cormi_invoke(s, Sret_push, i);
    bad += t.sum != i * (i + 1) / 2 || !t.top || t.top->v != i || (i > 1 && (!t.below || t.below->v != i - 1));
    release(t.top);
  }
  Top last = cormi_invoke(s, Sret_push, (int64_t)0);
  CHECK(bad == 0);
  CHECK(last.sum == (int64_t)CALLS * (CALLS + 1) / 2);
  release(last.top);
  cormi_finalize();
  if (failures == 0) printf("sret_self_kept: ok\n");
  return failures != 0;
}
