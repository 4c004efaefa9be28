/* End-to-end: rank 0's finalize waits for the one-way calls that methods on other nodes
 * sent. A relay's method (node 1) sends one-way calls to a logger on the last node and
 * returns at once; that logger forwards every tenth one to a second logger on node 1 (a
 * one-way call sent by a one-way call). Each logger appends a line to its file per call;
 * after cormi_finalize, rank 0 counts the lines: every call must have run. With -n 3 the
 * last node used to stop before the relay's calls ran. Exit status 0 iff both counts are
 * exact. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define E2E_NAME "oneway_finalize_forwarded"
#include "check.h"

enum { SPRAY = 300, EVERY = 10 };

typedef struct Logger {
  char path[128];
  cormi_ref next;
} Logger;
typedef struct Relay {
  cormi_ref to;
} Relay;

Logger *Logger_new(const char *path) {
  Logger *l = calloc(1, sizeof *l);
  snprintf(l->path, sizeof l->path, "%s", path);
  return l;
}

void Logger_set_next(Logger *self, cormi_ref next) { self->next = next; }

CORMI_ONEWAY void Logger_log(Logger *self, int64_t k) {
  FILE *f = fopen(self->path, "a");
  if (f) {
    fprintf(f, "%lld\n", (long long)k);
    fclose(f);
  }
  if (self->next && k % EVERY == 0) cormi_invoke(self->next, Logger_log, k);
}

Relay *Relay_new(cormi_ref to) {
  Relay *r = calloc(1, sizeof *r);
  r->to = to;
  return r;
}

/** Sends n one-way calls to the logger and returns without waiting for them. */
int64_t Relay_spray(Relay *self, int64_t n) {
  for (int64_t k = 0; k < n; k++) cormi_invoke(self->to, Logger_log, k);
  return n;
}

static long lines(const char *path) {
  FILE *f = fopen(path, "r");
  long n = 0;
  for (int c; f && (c = fgetc(f)) != EOF;) n += c == '\n';
  if (f) fclose(f);
  return n;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  char first[128], second[128];
  snprintf(first, sizeof first, "/tmp/cormi-e2e-owf-%ld-a", (long)getpid());
  snprintf(second, sizeof second, "/tmp/cormi-e2e-owf-%ld-b", (long)getpid());
  remove(first);
  remove(second);
  int last = cormi_nodes() - 1;
  cormi_ref a = cormi_create(last, Logger_new, first);
  cormi_ref b = cormi_create(1, Logger_new, second);
  cormi_invoke(a, Logger_set_next, b);
  cormi_ref relay = cormi_create(1, Relay_new, a);
  CHECK(cormi_invoke(relay, Relay_spray, (int64_t)SPRAY) == SPRAY);
  cormi_finalize();
  long na = lines(first), nb = lines(second);
  remove(first);
  remove(second);
  CHECK(na == SPRAY);
  CHECK(nb == SPRAY / EVERY);
  printf("oneway_finalize_forwarded: %s (%ld and %ld lines)\n", failures ? "FAILED" : "ok", na, nb);
  return failures != 0;
}
