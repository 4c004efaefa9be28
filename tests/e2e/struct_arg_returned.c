/* End-to-end: methods that take a struct value holding pointers and return a struct value
 * holding part of it, as "split" or "tail" functions do: a 32-byte Pair returned through
 * memory (its name and the rest of its list, not its note) and a 16-byte Duo returned in
 * registers (its string and its whole list). Nothing else keeps the argument, so the serving node
 * frees the received graphs once the reply is marshaled and the reply frees what it
 * returned: each object once. The serving node's resident size after many calls must stay
 * within 2x of its size after a warm-up (under AddressSanitizer: LeakSanitizer,
 * tests/e2e/lsan.sh, checks no leak and ASan no double free); before, a struct returned
 * through memory counted as a local keeping the argument, which was then never freed
 * (the note and the list's first node: 4 KiB per call here). Exit 0 when every result matched. */
#define E2E_NAME "struct_arg_returned"
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
typedef struct Pair {
  char *name;
  char *note;
  L *l;
  double x;
} Pair;
typedef struct Duo {
  char *a;
  L *l;
} Duo;
typedef struct Splitter { int64_t calls; } Splitter;

enum { NODES = 200, TEXT = 4000, WARM = 50 };

Splitter *Splitter_new(void) { return calloc(1, sizeof(Splitter)); }

/* The argument's name and its list without the first node; x doubled. */
Pair Splitter_tail(Splitter *self, Pair p) {
  self->calls++;
  Pair r = {p.name, NULL, p.l ? p.l->next : NULL, p.x * 2};
  return r;
}

/* The argument's string and list, returned as they came. */
Duo Splitter_same(Splitter *self, Duo d) {
  self->calls++;
  Duo r = {d.a, d.l};
  return r;
}

int64_t Splitter_rss(Splitter *self) {
  (void)self;
  return resident_bytes();
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

/* Whether `l` holds first, first + 1, ... for n nodes. */
static int counts_from(const L *l, int64_t first, int n) {
  for (int i = 0; i < n; i++, l = l->next)
    if (!l || l->v != first + i) return 0;
  return l == NULL;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Splitter_new);
  char name[] = "a name";
  char *text = malloc(TEXT);
  memset(text, 'q', TEXT - 1);
  text[TEXT - 1] = 0;
  L *l = list(NODES);
  int64_t warm = 0, rss = 0;
  int k = 0, bad = 0;
  for (; k < WARM + RSS_CALLS; k++) {
    Pair q = cormi_invoke(s, Splitter_tail, (Pair){name, text, l, 1.5});
    bad += !q.name || strcmp(q.name, name) != 0 || q.note || !counts_from(q.l, 1, NODES - 1) || q.x != 3.0;
    free(q.name);
    release(q.l);
    Duo d = cormi_invoke(s, Splitter_same, (Duo){text, l});
    bad += !d.a || strcmp(d.a, text) != 0 || d.l == l || !counts_from(d.l, 0, NODES);
    free(d.a);
    release(d.l);
    if (k + 1 == WARM) warm = cormi_invoke(s, Splitter_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(s, Splitter_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(s, Splitter_rss);
  CHECK(bad == 0);
  CHECK(warm > 0);
  CHECK(rss_within_2x(rss, warm, k, WARM));
  CHECK(k == WARM + RSS_CALLS);
  CHECK(counts_from(l, 0, NODES) && strlen(text) == TEXT - 1);
  release(l);
  free(text);
  cormi_finalize();
  if (failures == 0) printf("struct_arg_returned: ok\n");
  return failures != 0;
}
