/* End-to-end: a method returning a fresh object whose fields point to the object's own
 * data (its label and list, which the object keeps) and to a list it builds for the call;
 * for n = 0 it returns NULL. The serving node frees the returned object and the graphs of
 * its fields the method keeps none of once the reply is marshaled, and leaves the object's
 * own data alone: the label and list are intact after every call, and the node's resident
 * size after many calls stays within 2x of its size after a warm-up (under
 * AddressSanitizer: LeakSanitizer, tests/e2e/lsan.sh, checks no leak and ASan no double
 * free or use after free). Before, the whole result was left to the method since it keeps
 * part of it, and the returned object and the fresh list leaked every call (8 KiB per call
 * here). Exit 0 when every result matched. */
#define E2E_NAME "ptr_result_mixed"
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
typedef struct Head {
  L *own;
  L *fresh;
  char *label;
  int64_t n;
} Head;
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

/* A fresh head holding the object's label and list and a fresh list of n nodes; NULL for
 * n = 0. */
Head *Svc_head(Svc *self, int64_t n) {
  if (n == 0) return NULL;
  Head *h = malloc(sizeof *h);
  h->own = self->own;
  h->label = self->label;
  h->n = n;
  h->fresh = NULL;
  for (int64_t i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = h->fresh;
    h->fresh = x;
  }
  return h;
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
    Head *h = cormi_invoke(s, Svc_head, (int64_t)(k % 10 ? FRESH : 0));
    if (k % 10 == 0) {
      bad += h != NULL;
    } else {
      bad += !h || !h->label || strcmp(h->label, LABEL) != 0 || sum(h->own) != own || sum(h->fresh) != fresh || h->n != FRESH;
      if (h) {
        free(h->label);
        release(h->own);
        release(h->fresh);
      }
    }
    free(h);
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
  if (failures == 0) printf("ptr_result_mixed: ok\n");
  return failures != 0;
}
