/*
 * stall.c — the serving node is stopped (SIGSTOP) and stops draining its connection.
 *
 *   cormirun -n 2 --timeout MS ./stall oneway|big|bigoneway DIR
 *
 * Rank 0 learns rank 1's pid with a call, writes "PID0 PID1 PGID" to DIR/pids, stops
 * rank 1 (and waits until the kernel shows it stopped), then, with errors returned
 * (CORMI_ERRORS_RETURN):
 *   oneway: sends one-way calls of 16 KiB until one fails (the ring or the socket
 *           buffer toward rank 1 fills: the sender waits for space);
 *   big:    makes one two-way call whose 64 MiB argument no ring or socket buffer holds
 *           (over shm the server may read it from this process: then the reply times out);
 *   bigoneway: one one-way call with that argument (always streamed through the ring).
 * Either must fail with the call timeout's error (CORMI_E_TIMEOUT) within about the
 * timeout, never hang; a call after that must fail too. Rank 0 prints
 *   client: MODE: status S (<text>) after N ms, after K calls; next call: status S2 after N2 ms
 * and exits 3 (0 with a message if a call it expected to fail succeeded).
 * tests/handwritten/stall.sh checks the bounds, cormirun's exit and what is left.
 */
#include <cormi_rt.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { SITE_PID = 1, SITE_PUT = 2, SITE_SUM = 3 };
#define BUILD_ID 0x7374616c6c212121ull /* "stall!!!" */
#define SMALL (16 << 10)
#define BIG ((size_t)64 << 20)

static int serve_pid(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)self;
  cormi_out_u64(reply, (uint64_t)getpid());
  return 0;
}

/* Never runs while the node is stopped; it only consumes its argument. */
static int serve_bytes(cormi_in *args, cormi_out *reply, void *self) {
  (void)self;
  size_t n = cormi_in_left(args);
  if (n && !cormi_in_read(args, n)) return CORMI_E_MALFORMED;
  if (reply) cormi_out_u64(reply, (uint64_t)n);
  return 0;
}

static const cormi_site sites[] = {
    {SITE_PID, serve_pid, "pid (stall.c)"},
    {SITE_PUT, serve_bytes, "put (stall.c)"},
    {SITE_SUM, serve_bytes, "sum (stall.c)"},
};

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* True once /proc says `pid` is stopped (kill only queues SIGSTOP). */
static int stopped(long pid) {
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%ld/stat", pid);
  FILE *f = fopen(path, "r");
  if (!f) return 0;
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = 0;
  char *p = strrchr(buf, ')');
  return p && p[1] == ' ' && p[2] == 'T';
}

/* One two-way call of `site` on node 1 with `n` bytes of `data`; its status. */
static int call(uint32_t site, const void *data, size_t n) {
  cormi_call *c = cormi_call_begin_node(1, site);
  if (n) cormi_out_append(&c->args, data, n);
  int st = cormi_call_invoke(c);
  cormi_call_end(c);
  return st;
}

int main(int argc, char **argv) {
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  cormi_register_sites(BUILD_ID, sites, 3);
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 --timeout MS %s oneway|big|bigoneway DIR\n", argv[0]);
    return 2;
  }
  const char *mode = argv[1];
  cormi_call *c = cormi_call_begin_node(1, SITE_PID);
  if (cormi_call_invoke(c) != CORMI_OK) {
    printf("client: the first call failed: %s\n", cormi_strerror(cormi_last_error()));
    return 1;
  }
  long pid = (long)cormi_in_u64(&c->reply);
  cormi_call_end(c);
  char path[4096];
  snprintf(path, sizeof path, "%s/pids", argv[2]);
  FILE *f = fopen(path, "w");
  if (!f) {
    perror(path);
    return 1;
  }
  fprintf(f, "%ld %ld %ld\n", (long)getpid(), pid, (long)getpgrp());
  fclose(f);
  kill((pid_t)pid, SIGSTOP);
  while (!stopped(pid)) usleep(1000);

  char *data = calloc(1, BIG);
  long t0 = now_ms(), calls = 0;
  int st = CORMI_OK;
  if (!strcmp(mode, "oneway")) {
    while (st == CORMI_OK && calls < 1000000) {
      c = cormi_call_begin_node(1, SITE_PUT);
      cormi_out_append(&c->args, data, SMALL);
      st = cormi_call_oneway(c);
      calls++;
    }
  } else if (!strcmp(mode, "bigoneway")) {
    c = cormi_call_begin_node(1, SITE_PUT);
    cormi_out_append(&c->args, data, BIG);
    st = cormi_call_oneway(c);
    calls = 1;
  } else {
    st = call(SITE_SUM, data, BIG);
    calls = 1;
  }
  long ms = now_ms() - t0;
  if (st == CORMI_OK) {
    printf("client: %s: %ld calls succeeded after %ld ms (expected an error)\n", mode, calls, ms);
    return 0;
  }
  long t1 = now_ms();
  int next = call(SITE_SUM, data, 8);
  long next_ms = now_ms() - t1;
  printf("client: %s: status %d (%s) after %ld ms, after %ld calls; next call: status %d after %ld ms\n", mode, st,
         cormi_strerror(st), ms, calls, next, next_ms);
  fflush(stdout);
  return 3;
}
