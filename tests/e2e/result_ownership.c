/* End-to-end: who owns a returned graph on the serving node (README, "Ownership").
 * `Srv_fresh` returns a fresh 1 MiB array each call and keeps nothing of it: the serving
 * node frees it once the reply is marshaled, so its resident memory after CALLS calls
 * stays within 2x of what it was after WARM calls (leaking would cost CALLS MiB; the
 * loop stops early once the bound is passed). The server holds STATE bytes of its own
 * (a table, as servers do), so the bound is not dominated by allocator noise: a second
 * serving thread (the runtime starts one when a reader is busy for 10 ms) brings its own
 * arena and buffers, about 6 MiB once, flat afterwards. `Srv_kept` returns the array it keeps in
 * the server object (and `Srv_cached` one from a global table): never freed by cormi,
 * so the next call still finds its contents intact (a wrongly freed result would be
 * reused by the allocator and fail the check). The caller frees every result. Same
 * output in every mode; exit 0 iff every check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "result_ownership"
#include "check.h"
#include "rss.h"

enum { WARM = 10, CALLS = RSS_CALLS, LEN = (1 << 20) / sizeof(double), STATE = 8 << 20 };

typedef struct Srv {
  double *kept; /* the array Srv_kept returns, rewritten each call */
  unsigned char *table; /* the server's own state: STATE bytes, touched */
  int64_t calls;
} Srv;

static double *cache[4]; /* Srv_cached's arrays, one per slot */

Srv *Srv_new(void) {
  Srv *s = malloc(sizeof *s);
  s->kept = NULL;
  s->calls = 0;
  s->table = malloc(STATE);
  memset(s->table, 1, STATE);
  return s;
}

static void fill(double *a, size_t n, double base) {
  for (size_t i = 0; i < n; i++) a[i] = base + (double)i;
}

/* A fresh array the method keeps nothing of: freed by the serving node after the reply. */
double *Srv_fresh(Srv *self, double base) {
  self->calls++;
  double *a = malloc(LEN * sizeof *a);
  fill(a, LEN, base);
  return a;
}

/* A fresh small array (freed after the reply): the allocator hands a freed block of
 * this size out again, so a kept array freed by mistake would be overwritten. */
double *Srv_small(Srv *self, double base) {
  (void)self;
  double *a = malloc(64 * sizeof *a);
  fill(a, 64, base);
  return a;
}

/* The array the server keeps in itself: refilled, returned, never freed by cormi. */
double *Srv_kept(Srv *self, double base) {
  if (!self->kept) self->kept = malloc(64 * sizeof *self->kept);
  fill(self->kept, 64, base);
  return self->kept;
}

/* Checks that the kept array still holds the last call's values (it was not freed and
 * handed out again by the allocator). */
int Srv_kept_intact(Srv *self, double base) {
  for (size_t i = 0; i < 64; i++)
    if (self->kept[i] != base + (double)i) return 0;
  return 1;
}

/* An array from a global table: kept, never freed by cormi. */
double *Srv_cached(Srv *self, int32_t slot) {
  (void)self;
  if (!cache[slot & 3]) {
    cache[slot & 3] = malloc(32 * sizeof(double));
    fill(cache[slot & 3], 32, 1000.0 * (slot & 3));
  }
  return cache[slot & 3];
}

/* Resident bytes of the serving node (/proc/self/statm). */
int64_t Srv_rss(Srv *self) {
  (void)self;
  return resident_bytes();
}

static int fresh_ok(const double *a, double base) {
  if (!a || cormi_array_length(a) != LEN) return 0;
  return a[0] == base && a[LEN / 2] == base + LEN / 2 && a[LEN - 1] == base + (LEN - 1);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int bad = 0, k = 0;
  int64_t warm = 0, rss = 0;
  for (; k < WARM + CALLS; k++) {
    double *a = cormi_invoke(s, Srv_fresh, (double)k);
    bad += !fresh_ok(a, (double)k);
    free(a);
    if (k + 1 == WARM) warm = cormi_invoke(s, Srv_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(s, Srv_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(s, Srv_rss);
  CHECK(bad == 0);
  CHECK(warm > 0);
  CHECK(rss_within_2x(rss, warm, k, WARM));
  CHECK(k == WARM + CALLS);

  for (int i = 0; i < 50; i++) {
    double *a = cormi_invoke(s, Srv_kept, 10.0 * i);
    CHECK(a && a[0] == 10.0 * i && a[63] == 10.0 * i + 63);
    free(a);
    /* a fresh result in between: a wrongly freed kept array would be reused and overwritten */
    double *f = cormi_invoke(s, Srv_small, -1.0);
    CHECK(f && f[63] == 62.0);
    free(f);
    CHECK(cormi_invoke(s, Srv_kept_intact, 10.0 * i));
  }
  for (int i = 0; i < 8; i++) {
    double *c = cormi_invoke(s, Srv_cached, i);
    CHECK(c && c[0] == 1000.0 * (i & 3) && c[31] == 1000.0 * (i & 3) + 31);
    free(c);
  }
  cormi_finalize();
  if (failures) return 1;
  printf("result_ownership: %d fresh 1 MiB results, serving node within 2x of its size after %d calls\n", WARM + CALLS, WARM);
  return 0;
}
