/* End-to-end: a method returning a struct value through memory that holds the object's
 * own data (its label and list, which the object keeps) next to a list it builds for the
 * call (twice: the whole list and its tail, one graph). The serving node frees the graphs
 * of the members the method keeps none of once the reply is marshaled, each object once,
 * and leaves the object's own data alone: the object's label and list are intact after
 * every call, and the node's resident size after many calls stays within 2x of its size
 * after a warm-up (under AddressSanitizer: LeakSanitizer, tests/e2e/lsan.sh, checks no
 * leak and ASan no double free or use after free). A call whose caller ignores the result
 * frees the same parts without sending them. Before, the whole result was left to the
 * method since it keeps part of it, and the fresh list leaked every call (8 KiB per call
 * here). Exit 0 when every result matched. */
#define E2E_NAME "struct_result_mixed"
#include "check.h"
#include "rss.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct L {
  struct L *next;
  int64_t v;
} L;
typedef struct View {
  char *label;
  L *fresh;
  L *shared;
  L *rest;
  int64_t n;
} View;
typedef struct Svc {
  char *label;
  L *own;
} Svc;

enum { OWN = 3, FRESH = 256, WARM = 50 };
static const char LABEL[] = "the object's own label";

Svc *Svc_new(void) {
  Svc *s = calloc(1, sizeof *s);
  s->label = strdup(LABEL);
  for (int i = 0; i < OWN; i++) {
    L *x = malloc(sizeof *x);
    x->v = 100 + i;
    x->next = s->own;
    s->own = x;
  }
  return s;
}

/* The object's label and list, a fresh list of n nodes and that list's tail. */
View Svc_view(Svc *self, int64_t n) {
  View r = {self->label, NULL, self->own, NULL, n};
  for (int64_t i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = r.fresh;
    r.fresh = x;
  }
  r.rest = r.fresh ? r.fresh->next : NULL;
  return r;
}

/* The sum of the object's list, -1 when its label changed. */
int64_t Svc_check(Svc *self) {
  int64_t s = 0;
  for (L *p = self->own; p; p = p->next) s += p->v;
  return strcmp(self->label, LABEL) ? -1 : s;
}

int64_t Svc_rss(Svc *self) {
  (void)self;
  return resident_bytes();
}

static int64_t sum(const L *l) {
  int64_t s = 0;
  for (; l; l = l->next) s += l->v;
  return s;
}

static void release(L *l) {
  while (l) {
    L *n = l->next;
    free(l);
    l = n;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  const int64_t own = 100 + 101 + 102, fresh = (int64_t)FRESH * (FRESH - 1) / 2;
  int64_t warm = 0, rss = 0;
  int k = 0, bad = 0;
  for (; k < WARM + RSS_CALLS; k++) {
    View v = cormi_invoke(s, Svc_view, (int64_t)FRESH);
    bad += !v.label || strcmp(v.label, LABEL) != 0 || sum(v.shared) != own || sum(v.fresh) != fresh || v.n != FRESH;
    bad += !v.fresh || v.rest != v.fresh->next;
    free(v.label);
    release(v.shared);
    release(v.fresh);
    cormi_invoke(s, Svc_view, (int64_t)FRESH);
    if (k % 100 == 0) bad += cormi_invoke(s, Svc_check) != own;
    if (k + 1 == WARM) warm = cormi_invoke(s, Svc_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(s, Svc_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(s, Svc_rss);
  CHECK(bad == 0);
  CHECK(cormi_invoke(s, Svc_check) == own);
  CHECK(warm > 0);
  CHECK(rss_within_2x(rss, warm, k, WARM));
  CHECK(k == WARM + RSS_CALLS);
  cormi_finalize();
  if (failures == 0) printf("struct_result_mixed: ok\n");
  return failures != 0;
}
