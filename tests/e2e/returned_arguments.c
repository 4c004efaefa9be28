/* End-to-end: methods that return part of their argument graph, as "find" functions do:
 * the name of the best record (a string the argument's records point to), the whole
 * argument, and a record inside the argument's array (an interior pointer). Nothing else
 * keeps the argument, so the serving node frees (or, in the reuse modes, refills) the
 * received graph once the reply is marshaled, and the reply frees what it returned:
 * each object once. Before, the graph was "left to the method" (it can neither free nor
 * keep it: the reply frees the returned part), so the server grew by the whole argument
 * every call: 256 MB after 100,000 calls of a 50-record table. The serving node's
 * resident size after many calls must stay within 2x of its size after a warm-up (under
 * AddressSanitizer: LeakSanitizer, tests/e2e/lsan.sh, checks no leak and ASan no double
 * free). A constructor that returns its argument makes it the remote object: that graph
 * stays the object's (created twice through one site, each object keeps its own state).
 * Exit 0 when every result matched. */
#define E2E_NAME "returned_arguments"
#include "check.h"
#include "rss.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec {
  char *name;
  double score;
} Rec;
typedef struct Table {
  Rec *recs;
  int64_t n;
} Table;
typedef struct Finder { int64_t calls; } Finder;

enum { RECS = 200, WARM = 50 };

Finder *Finder_new(void) { return calloc(1, sizeof(Finder)); }

static int64_t best_index(const Table *t) {
  int64_t b = 0;
  for (int64_t i = 1; i < t->n; i++)
    if (t->recs[i].score > t->recs[b].score) b = i;
  return b;
}

/* The best record's name: a string of the argument graph. */
const char *Finder_best(Finder *self, Table *t) {
  self->calls++;
  return t->recs[best_index(t)].name;
}

/* The argument itself, its scores doubled. */
Table *Finder_doubled(Finder *self, Table *t) {
  self->calls++;
  for (int64_t i = 0; i < t->n; i++) t->recs[i].score *= 2;
  return t;
}

/* The best record, inside the argument's array. */
Rec *Finder_best_rec(Finder *self, Table *t) {
  self->calls++;
  return &t->recs[best_index(t)];
}

typedef struct Counter {
  int64_t n;
  char *label;
} Counter;

/* The received configuration becomes the object. */
Counter *Counter_from(Counter *c) { return c; }

int64_t Counter_add(Counter *c, int64_t k) {
  c->n += k;
  return c->n * 100 + (int64_t)strlen(c->label);
}

int64_t Finder_rss(Finder *self) {
  (void)self;
  return resident_bytes();
}

static Table *table(void) {
  Table *t = malloc(sizeof *t);
  t->n = RECS;
  t->recs = calloc(RECS, sizeof(Rec));
  for (int i = 0; i < RECS; i++) {
    char b[48];
    snprintf(b, sizeof b, "record-%d-with-a-longer-name", i);
    t->recs[i].name = strdup(b);
    t->recs[i].score = (i * 37) % RECS;
  }
  return t;
}

static void release(Table *t) {
  for (int64_t i = 0; i < t->n; i++) free(t->recs[i].name);
  free(t->recs);
  free(t);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref f = cormi_create(cormi_nodes() - 1, Finder_new);
  Table *t = table();
  const char *want = t->recs[best_index(t)].name;
  int64_t warm = 0, rss = 0;
  int k = 0, bad = 0;
  for (; k < WARM + RSS_CALLS; k++) {
    char *best = (char *)cormi_invoke(f, Finder_best, t);
    bad += !best || strcmp(best, want) != 0;
    free(best);
    if (k + 1 == WARM) warm = cormi_invoke(f, Finder_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(f, Finder_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(f, Finder_rss);
  CHECK(bad == 0);
  CHECK(warm > 0);
  CHECK(rss_within_2x(rss, warm, k, WARM));
  CHECK(k == WARM + RSS_CALLS);

  for (int i = 0; i < 20; i++) {
    Table *d = cormi_invoke(f, Finder_doubled, t);
    CHECK(d && d->n == RECS && d != t);
    for (int64_t j = 0; d && j < RECS; j++) CHECK(d->recs[j].score == 2 * t->recs[j].score && strcmp(d->recs[j].name, t->recs[j].name) == 0);
    if (d) release(d);
    Rec *r = cormi_invoke(f, Finder_best_rec, t);
    CHECK(r && r->score == t->recs[best_index(t)].score && strcmp(r->name, want) == 0);
    /* The record is inside a copy of the whole array: its start is the array's. */
    if (r) {
      Rec *recs = r - best_index(t);
      for (int64_t j = 0; j < RECS; j++) free(recs[j].name);
      free(recs);
    }
  }
  release(t);

  Counter protos[2] = {{5, "five"}, {1000, "a thousand"}};
  cormi_ref counters[2];
  for (int i = 0; i < 2; i++) counters[i] = cormi_create(cormi_nodes() - 1, Counter_from, &protos[i]);
  for (int k = 1; k <= 3; k++) {
    CHECK(cormi_invoke(counters[0], Counter_add, k) == (5 + k * (k + 1) / 2) * 100 + 4);
    CHECK(cormi_invoke(counters[1], Counter_add, k) == (1000 + k * (k + 1) / 2) * 100 + 10);
  }
  cormi_finalize();
  if (failures == 0) printf("returned_arguments: ok\n");
  return failures != 0;
}
