/* End-to-end: who owns the graphs of a returned struct value on the serving node (README,
 * ownership table). `Srv_slice` returns a slice {ptr, len} in registers holding a fresh
 * 1 MiB buffer, `Srv_record` a record through memory (sret) with a nested slice and a
 * fresh name; the methods keep nothing of them, so the serving node frees the pointees
 * once the reply is marshaled: its resident memory after CALLS calls of each stays within
 * 2x of what it was after WARM calls (leaking would cost 2 x CALLS MiB; the loop stops
 * early once the bound is passed). `Srv_kept` returns a slice of the buffer it keeps in
 * the server object: never freed by cormi, so the next call finds its contents intact (a
 * wrongly freed buffer would be reused by the allocator and fail the check). The caller
 * owns and frees every received pointee. Same output in every mode; exit 0 iff every
 * check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define E2E_NAME "struct_result_ownership"
#include "check.h"

/* Under AddressSanitizer freed blocks sit in its quarantine, so resident memory says
 * nothing: LeakSanitizer checks that no pointee is leaked instead (tests/e2e/lsan.sh). */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

enum { WARM = 10, CALLS = 2000, MIB = 1 << 20, STATE = 8 << 20, SMALL = 256 };

typedef struct Slice {
  uint8_t *ptr;
  size_t len;
} Slice;

typedef struct Record {
  int64_t id;
  Slice data; /* a struct value inside the result */
  char *name;
  double weight;
} Record;

typedef struct Srv {
  uint8_t *kept; /* the buffer Srv_kept returns, rewritten each call */
  unsigned char *table; /* the server's own state: STATE bytes, touched */
} Srv;

Srv *Srv_new(void) {
  Srv *s = malloc(sizeof *s);
  s->kept = NULL;
  s->table = malloc(STATE);
  memset(s->table, 1, STATE);
  return s;
}

static uint8_t *filled(size_t n, int seed) {
  uint8_t *p = malloc(n);
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(seed + i);
  return p;
}

static int filled_ok(const uint8_t *p, size_t n, int seed) {
  return p && p[0] == (uint8_t)seed && p[n / 2] == (uint8_t)(seed + n / 2) && p[n - 1] == (uint8_t)(seed + n - 1);
}

/* A fresh 1 MiB buffer as a slice: freed by the serving node after the reply. */
Slice Srv_slice(Srv *self, int32_t seed) {
  (void)self;
  Slice s = {filled(MIB, seed), MIB};
  return s;
}

/* A record through memory with a fresh 1 MiB slice and a fresh name: both freed. */
Record Srv_record(Srv *self, int32_t seed) {
  (void)self;
  Record r;
  char buf[32];
  snprintf(buf, sizeof buf, "record-%d", seed);
  r.id = seed;
  r.data.ptr = filled(MIB, seed);
  r.data.len = MIB;
  r.name = strdup(buf);
  r.weight = seed * 0.5;
  return r;
}

/* A fresh small slice (freed after the reply): the allocator hands such a block out
 * again, so a kept buffer freed by mistake would be overwritten. */
Slice Srv_small(Srv *self, int32_t seed) {
  (void)self;
  Slice s = {filled(SMALL, seed), SMALL};
  return s;
}

/* A slice of the buffer the server keeps: refilled, returned, never freed by cormi. */
Slice Srv_kept(Srv *self, int32_t seed) {
  if (!self->kept) self->kept = malloc(SMALL);
  for (size_t i = 0; i < SMALL; i++) self->kept[i] = (uint8_t)(seed + i);
  Slice s = {self->kept, SMALL};
  return s;
}

/* Whether the kept buffer still holds the last call's bytes. */
int Srv_kept_intact(Srv *self, int32_t seed) { return filled_ok(self->kept, SMALL, seed); }

/* Resident bytes of the serving node (/proc/self/statm). */
int64_t Srv_rss(Srv *self) {
  (void)self;
  long pages = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f) return -1;
  int n = fscanf(f, "%ld %ld", &pages, &resident);
  fclose(f);
  return n == 2 ? (int64_t)resident * sysconf(_SC_PAGESIZE) : -1;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int bad = 0, k = 0;
  int64_t warm = 0, rss = 0;
  for (; k < WARM + CALLS; k++) {
    Slice a = cormi_invoke(s, Srv_slice, k);
    bad += a.len != MIB || !filled_ok(a.ptr, MIB, k);
    free(a.ptr);
    Record r = cormi_invoke(s, Srv_record, k);
    char want[32];
    snprintf(want, sizeof want, "record-%d", k);
    bad += r.id != k || r.weight != k * 0.5 || r.data.len != MIB || !filled_ok(r.data.ptr, MIB, k) || !r.name || strcmp(r.name, want) != 0;
    free(r.data.ptr);
    free(r.name);
    if (k + 1 == WARM) warm = cormi_invoke(s, Srv_rss);
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && cormi_invoke(s, Srv_rss) > 2 * warm) break; /* leaking: stop early */
  }
  rss = cormi_invoke(s, Srv_rss);
  CHECK(bad == 0);
  CHECK(warm > 0);
  if (UNDER_ASAN) rss = warm;
  if (rss > 2 * warm)
    fprintf(stderr, "struct_result_ownership: serving node resident %lld KiB after %d calls, %lld KiB after %d\n", (long long)(rss >> 10), k,
            (long long)(warm >> 10), WARM);
  CHECK(rss <= 2 * warm);
  CHECK(k == WARM + CALLS);

  for (int i = 0; i < 50; i++) {
    Slice a = cormi_invoke(s, Srv_kept, 3 * i);
    CHECK(a.len == SMALL && filled_ok(a.ptr, SMALL, 3 * i));
    free(a.ptr);
    /* a fresh slice in between: a wrongly freed kept buffer would be reused and overwritten */
    Slice f = cormi_invoke(s, Srv_small, 7);
    CHECK(f.len == SMALL && filled_ok(f.ptr, SMALL, 7));
    free(f.ptr);
    CHECK(cormi_invoke(s, Srv_kept_intact, 3 * i));
  }
  cormi_finalize();
  if (failures) return 1;
  printf("struct_result_ownership: %d fresh slices and records, serving node within 2x of its size after %d calls\n", WARM + CALLS, WARM);
  return 0;
}
