/* End-to-end: a result the caller ignores is not sent back, but the serving node still
 * owns it (README, "Ownership"). `Srv_fresh` returns a fresh 1 MiB array; it keeps
 * nothing of it and the caller ignores it, so the serving node frees it itself: its
 * resident memory after CALLS calls stays within 2x of what it was after WARM calls
 * (leaking would cost CALLS MiB; the loop stops early once the bound is passed).
 * `Srv_slice` returns a slice {ptr, len} in registers, also ignored: neither sent nor
 * kept by the caller, freed by the serving node (LeakSanitizer checks both nodes). `Srv_kept` returns the array it keeps in the server object, also ignored:
 * never freed by cormi, so its contents stay intact while fresh results are freed (a
 * wrongly freed array would be reused by the allocator and fail the check). Same
 * output in every mode; exit 0 iff every check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "ignored_result_ownership"
#include "check.h"
#include "rss.h"

enum { WARM = 10, CALLS = RSS_CALLS, LEN = (1 << 20) / sizeof(double), STATE = 8 << 20, SMALL = 64 };

typedef struct Slice {
  uint8_t *ptr;
  size_t len;
} Slice;

typedef struct Srv {
  double *kept; /* the array Srv_kept returns, rewritten each call */
  unsigned char *table; /* the server's own state: STATE bytes, touched */
  int64_t calls;
} Srv;

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

/* A fresh array the method keeps nothing of. */
double *Srv_fresh(Srv *self, double base) {
  self->calls++;
  double *a = malloc(LEN * sizeof *a);
  fill(a, LEN, base);
  return a;
}

/* A fresh small buffer as a slice, kept nothing of. */
Slice Srv_slice(Srv *self, int32_t seed) {
  (void)self;
  Slice s = {malloc(SMALL), SMALL};
  memset(s.ptr, seed & 0xff, SMALL);
  return s;
}

/* A fresh small array: the allocator hands a freed block of this size out again, so a
 * kept array freed by mistake would be overwritten. */
double *Srv_small(Srv *self, double base) {
  (void)self;
  double *a = malloc(SMALL * sizeof *a);
  fill(a, SMALL, base);
  return a;
}

/* The array the server keeps in itself: refilled, returned, never freed by cormi. */
double *Srv_kept(Srv *self, double base) {
  if (!self->kept) self->kept = malloc(SMALL * sizeof *self->kept);
  fill(self->kept, SMALL, base);
  return self->kept;
}

/* Whether the kept array still holds the last call's values. */
int Srv_kept_intact(Srv *self, double base) {
  for (size_t i = 0; i < SMALL; i++)
    if (self->kept[i] != base + (double)i) return 0;
  return 1;
}

int64_t Srv_calls(Srv *self) { return self->calls; }

int64_t Srv_rss(Srv *self) {
  (void)self;
  return resident_bytes();
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int k = 0;
  int64_t warm = 0, rss = 0;
  for (; k < WARM + CALLS; k++) {
    cormi_invoke(s, Srv_fresh, (double)k);
    cormi_invoke(s, Srv_slice, k);
    if (k + 1 == WARM) warm = cormi_invoke(s, Srv_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(s, Srv_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(s, Srv_rss);
  CHECK(warm > 0);
  CHECK(rss_within_2x(rss, warm, k, WARM));
  CHECK(k == WARM + CALLS);
  CHECK(cormi_invoke(s, Srv_calls) == (int64_t)k);

  for (int i = 0; i < 50; i++) {
    cormi_invoke(s, Srv_kept, 10.0 * i);
    /* a fresh result in between: a wrongly freed kept array would be reused and overwritten */
    cormi_invoke(s, Srv_small, -1.0);
    CHECK(cormi_invoke(s, Srv_kept_intact, 10.0 * i));
  }
  cormi_finalize();
  if (failures) return 1;
  printf("ignored_result_ownership: %d ignored fresh 1 MiB results, serving node within 2x of its size after %d calls\n", WARM + CALLS, WARM);
  return 0;
}
