/* End-to-end: a struct result returned through memory (`sret`, 176 bytes) that the
 * caller ignores is neither sent back nor kept by either node (README, "Ownership").
 * `Srv_record` returns a record holding a fresh 64 KiB buffer and a strdup'd name; the
 * caller ignores it. The caller's resident memory after CALLS ignored calls stays within
 * 2x of what it was after WARM (a caller receiving each ignored copy and dropping it
 * would grow by 64 KiB per call), and LeakSanitizer (tests/e2e/lsan.sh) checks both
 * nodes: the serving node frees what the method keeps nothing of. `Srv_kept` returns a
 * record whose buffer the server keeps, also ignored: never freed by cormi, so it stays
 * intact. A used result of the same method still arrives whole. Same output in every
 * mode; exit 0 iff every check passed. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define E2E_NAME "ignored_struct_result"
#include "check.h"
#include "rss.h"

enum { WARM = 10, CALLS = RSS_CALLS, BUF = 64 << 10, TABLE = 8 << 20 };

typedef struct Record {
  int64_t stats[20];
  char *name;
  unsigned char *buf;
  int64_t len;
} Record;

typedef struct Srv {
  unsigned char *kept;
  unsigned char *table; /* the server's own state, touched */
  int64_t calls;
} Srv;

Srv *Srv_new(void) {
  Srv *s = malloc(sizeof *s);
  s->kept = NULL;
  s->calls = 0;
  s->table = malloc(TABLE);
  memset(s->table, 1, TABLE);
  return s;
}

/* A fresh record the method keeps nothing of. */
Record Srv_record(Srv *self, const char *name, int32_t seed) {
  Record r;
  self->calls++;
  for (int i = 0; i < 20; i++) r.stats[i] = seed + i;
  r.name = strdup(name);
  r.buf = malloc(BUF);
  memset(r.buf, seed & 0xff, BUF);
  r.len = BUF;
  return r;
}

/* A record whose buffer the server keeps in itself. */
Record Srv_kept(Srv *self, int32_t seed) {
  Record r;
  memset(&r, 0, sizeof r);
  if (!self->kept) self->kept = malloc(BUF);
  memset(self->kept, seed & 0xff, BUF);
  r.buf = self->kept;
  r.len = BUF;
  return r;
}

/* Whether the kept buffer still holds `seed`'s bytes. */
int Srv_kept_intact(Srv *self, int32_t seed) {
  for (int i = 0; i < BUF; i++)
    if (self->kept[i] != (unsigned char)(seed & 0xff)) return 0;
  return 1;
}

int64_t Srv_calls(Srv *self) { return self->calls; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int k = 0;
  int64_t warm = 0;
  for (; k < WARM + CALLS; k++) {
    cormi_invoke(s, Srv_record, "ignored", k); /* result ignored */
    if (k + 1 == WARM) warm = resident_bytes();
    if (!UNDER_ASAN && k >= WARM && k % 100 == 0 && resident_bytes() > 2 * warm) break; /* leaking: stop early */
  }
  CHECK(warm > 0);
  CHECK(rss_within_2x(resident_bytes(), warm, k, WARM));
  CHECK(k == WARM + CALLS);
  CHECK(cormi_invoke(s, Srv_calls) == (int64_t)k);

  for (int i = 1; i <= 20; i++) {
    cormi_invoke(s, Srv_kept, i);
    cormi_invoke(s, Srv_record, "in between", -1); /* a freed kept buffer would be reused */
    CHECK(cormi_invoke(s, Srv_kept_intact, i));
  }

  Record used = cormi_invoke(s, Srv_record, "used", 7);
  CHECK(used.stats[0] == 7 && used.stats[19] == 26);
  CHECK(used.name && strcmp(used.name, "used") == 0);
  CHECK(used.len == BUF && used.buf && used.buf[0] == 7 && used.buf[BUF - 1] == 7);
  free(used.name);
  free(used.buf);
  cormi_finalize();
  if (failures) return 1;
  printf("ignored_struct_result: %d ignored struct results, caller within 2x of its size after %d calls\n", WARM + CALLS, WARM);
  return 0;
}
