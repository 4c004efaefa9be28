/* End-to-end (leak check, tests/e2e/lsan.sh): read-only methods keep nothing of what
 * they receive, so the serving node frees their arguments after each call (LeakSanitizer
 * on every node finds no leak from generated code):
 * - `Svc_scan`, `Svc_comma` and `Svc_best` return a pointer difference (a scan to `;`,
 *   the offset of strchr's match, the index of the largest element): an offset, never an
 *   address;
 * - `Svc_sum` looks keys up with a helper that `Svc_lookup` shares, which writes its
 *   match into a local of the calling method through an out parameter: a local of
 *   another method holds nothing once that method returns;
 * - main also calls `Svc_scan` directly and adds its result into a local.
 * Same output in every mode; exit 0 iff every check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "read_only_args_freed"
#include "check.h"

enum { CALLS = 40, KEYS = 6 };

typedef struct Ent {
  char *key;
  int64_t val;
  struct Ent *next;
} Ent;
typedef struct Svc {
  int64_t calls;
  Ent *own;
} Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

int64_t Svc_scan(Svc *self, const char *s) {
  const char *p = s;
  self->calls++;
  while (*p && *p != ';') p++;
  return p - s;
}

int64_t Svc_comma(Svc *self, const char *s) {
  const char *c = strchr(s, ',');
  self->calls++;
  return c ? c - s : -1;
}

int64_t Svc_best(Svc *self, const double *a, int64_t n) {
  const double *best = a;
  self->calls++;
  for (int64_t i = 1; i < n; i++)
    if (a[i] > *best) best = &a[i];
  return best - a;
}

__attribute__((noinline)) static void get(Ent *t, const char *k, Ent **out) {
  for (*out = t; *out && strcmp((*out)->key, k) != 0; *out = (*out)->next) {
  }
}

int64_t Svc_sum(Svc *self, Ent *t, const char *k) {
  Ent *e;
  get(t, k, &e);
  self->calls++;
  return e ? e->val : -1;
}

int64_t Svc_lookup(Svc *self, const char *k) {
  Ent *e;
  get(self->own, k, &e);
  return e ? e->val : -1;
}

static Ent *list(int64_t base) {
  Ent *h = NULL;
  for (int64_t i = 0; i < KEYS; i++) {
    Ent *e = malloc(sizeof *e);
    char b[16];
    snprintf(b, sizeof b, "k%d", (int)i);
    e->key = strdup(b);
    e->val = base + i;
    e->next = h;
    h = e;
  }
  return h;
}

static void drop(Ent *h) {
  while (h) {
    Ent *n = h->next;
    free(h->key);
    free(h);
    h = n;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  int bad = 0;
  int64_t t = 0;
  for (int k = 0; k < CALLS; k++) {
    char *line = strdup("key,value;rest");
    double a[4] = {1, 5, (double)k, 2};
    t += cormi_invoke(s, Svc_scan, line);
    bad += cormi_invoke(s, Svc_comma, line) != 3;
    bad += cormi_invoke(s, Svc_best, a, (int64_t)4) != (k > 5 ? 2 : 1);
    Ent *h = list(k);
    bad += cormi_invoke(s, Svc_sum, h, "k2") != k + 2;
    bad += cormi_invoke(s, Svc_sum, h, "zz") != -1;
    drop(h);
    free(line);
  }
  bad += cormi_invoke(s, Svc_lookup, "k1") != -1;
  Svc loc = {0};
  t += Svc_scan(&loc, "ab;c");
  CHECK(t == (int64_t)CALLS * 9 + 2);
  CHECK(bad == 0);
  cormi_finalize();
  if (failures == 0) printf("read_only_args_freed: ok\n");
  return failures != 0;
}
