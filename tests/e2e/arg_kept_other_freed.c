/* End-to-end: a setter that keeps one argument (a name, replacing the previous one, which
 * it frees) and only reads another (a list it sums). The list escapes nowhere and shares
 * no object with the name at the caller, so the serving node frees it after each call
 * (or refills it in place, modes site+reuse and all) while the name is left to the
 * method: per argument, not for all arguments together. The serving node's resident size
 * after many calls must stay within 2x of its size after a warm-up (under
 * AddressSanitizer: LeakSanitizer, tests/e2e/lsan.sh, checks no leak and ASan no double
 * free or use of a freed name). Exit 0 when every result matched. */
#define E2E_NAME "arg_kept_other_freed"
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
typedef struct Svc {
  char *name;
  int64_t acc;
} Svc;

enum { NODES = 400, WARM = 50 };

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* Keeps `name`; adds the values of `tmp`. */
void Svc_set(Svc *self, char *name, L *tmp) {
  free(self->name);
  self->name = name;
  for (; tmp; tmp = tmp->next) self->acc += tmp->v;
}

/* Whether the kept name is intact and the running sum is `want`. */
int64_t Svc_check(Svc *self, int64_t want) { return self->name && strcmp(self->name, "a name of some length") == 0 && self->acc == want; }

int64_t Svc_rss(Svc *self) {
  (void)self;
  return resident_bytes();
}

void Svc_drop(Svc *self) {
  free(self->name);
  self->name = NULL;
}

static L *list(int n) {
  L *h = NULL;
  for (int i = n - 1; i >= 0; i--) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = h;
    h = x;
  }
  return h;
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
  L *l = list(NODES);
  const int64_t sum = (int64_t)NODES * (NODES - 1) / 2;
  int64_t warm = 0, rss = 0;
  int k = 0, calls = 0, bad = 0;
  for (; k < WARM + RSS_CALLS; k++) {
    cormi_invoke(s, Svc_set, "a name of some length", l);
    calls++;
    if (k % 50 == 0) bad += !cormi_invoke(s, Svc_check, sum * calls);
    if (k + 1 == WARM) warm = cormi_invoke(s, Svc_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(s, Svc_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(s, Svc_rss);
  CHECK(bad == 0);
  CHECK(cormi_invoke(s, Svc_check, sum * calls));
  CHECK(warm > 0);
  CHECK(rss_within_2x(rss, warm, k, WARM));
  CHECK(k == WARM + RSS_CALLS);
  cormi_invoke(s, Svc_drop);
  release(l);
  cormi_finalize();
  if (failures == 0) printf("arg_kept_other_freed: ok\n");
  return failures != 0;
}
