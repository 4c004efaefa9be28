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
 *   bigreply (cormirun -n 3): the caller is stopped: rank 0 asks rank 2 to call a method
 *           on rank 1 that stops rank 2 and answers with 64 MiB, which no ring or socket
 *           buffer holds. Rank 1's reply must give up at its call timeout (the serving
 *           thread is not held by a stopped caller); a thread of rank 1 prints
 *           "continuing node 2" on stderr and continues rank 2 after three timeouts.
 *           Rank 0 then fetches and prints rank 2's outcome in the same form (an error:
 *           the connection was given up), writing rank 2's pid in place of rank 1's.
 * tests/handwritten/stall.sh checks the bounds, cormirun's exit and what is left.
 */
#include <cormi_rt.h>

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { SITE_PID = 1, SITE_PUT = 2, SITE_SUM = 3, SITE_STOP_ME = 4, SITE_RELAY = 5, SITE_RESULT = 6 };
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

static int stopped(long pid);

/* The caller rank 1 stopped, and how long it stays stopped. */
static long stopped_caller, stop_ms;

static void *continue_caller(void *arg) {
  (void)arg;
  usleep((useconds_t)stop_ms * 1000);
  fprintf(stderr, "continuing node 2\n");
  kill((pid_t)stopped_caller, SIGCONT);
  return NULL;
}

/* bigreply: stops the caller (pid, then the time to keep it stopped) and answers with
 * BIG bytes, which the stopped caller never reads. */
static int serve_stop_me(cormi_in *args, cormi_out *reply, void *self) {
  (void)self;
  stopped_caller = (long)cormi_in_u64(args);
  stop_ms = (long)cormi_in_u64(args);
  kill((pid_t)stopped_caller, SIGSTOP);
  while (!stopped(stopped_caller)) usleep(1000);
  pthread_t t;
  if (pthread_create(&t, NULL, continue_caller, NULL)) return CORMI_E_MALFORMED;
  pthread_detach(t);
  char *big = calloc(1, BIG);
  if (!big) return CORMI_E_MALFORMED;
  cormi_out_append(reply, big, BIG);
  free(big);
  return 0;
}

static long call_timeout_ms(void) {
  const char *t = getenv("CORMI_TIMEOUT_MS");
  return t ? atol(t) : 0;
}

static int call(uint32_t site, const void *data, size_t n);
static long now_ms(void);

/* What the relay on rank 2 saw: its call's status, time, and the next call's. */
static volatile long relay_done, relay_status, relay_ms, relay_next, relay_next_ms;

/* bigreply, on rank 2: the call that rank 1 answers while this process is stopped. */
static int serve_relay(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)self;
  cormi_call *c = cormi_call_begin_node(1, SITE_STOP_ME);
  cormi_out_u64(&c->args, (uint64_t)getpid());
  cormi_out_u64(&c->args, (uint64_t)(3 * call_timeout_ms()));
  long t0 = now_ms();
  relay_status = cormi_call_invoke(c);
  cormi_call_end(c);
  relay_ms = now_ms() - t0;
  long t1 = now_ms();
  relay_next = call(SITE_SUM, "x", 1);
  relay_next_ms = now_ms() - t1;
  relay_done = 1;
  if (reply) cormi_out_u64(reply, 0);
  return 0;
}

static int serve_result(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)self;
  cormi_out_u64(reply, (uint64_t)relay_done);
  cormi_out_u64(reply, (uint64_t)relay_status);
  cormi_out_u64(reply, (uint64_t)relay_ms);
  cormi_out_u64(reply, (uint64_t)relay_next);
  cormi_out_u64(reply, (uint64_t)relay_next_ms);
  return 0;
}

static const cormi_site sites[] = {
    {SITE_PID, serve_pid, "pid (stall.c)"},
    {SITE_PUT, serve_bytes, "put (stall.c)"},
    {SITE_SUM, serve_bytes, "sum (stall.c)"},
    {SITE_STOP_ME, serve_stop_me, "stop me (stall.c)"},
    {SITE_RELAY, serve_relay, "relay (stall.c)"},
    {SITE_RESULT, serve_result, "result (stall.c)"},
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

/* bigreply on rank 0: rank 2 calls rank 1, which stops rank 2 (see the top). */
static int big_reply(const char *dir) {
  cormi_call *c = cormi_call_begin_node(2, SITE_PID);
  if (cormi_call_invoke(c) != CORMI_OK) {
    printf("client: the call to node 2 failed: %s\n", cormi_strerror(cormi_last_error()));
    return 1;
  }
  long pid2 = (long)cormi_in_u64(&c->reply);
  cormi_call_end(c);
  char path[4096];
  snprintf(path, sizeof path, "%s/pids", dir);
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fprintf(f, "%ld %ld %ld\n", (long)getpid(), pid2, (long)getpgrp());
  fclose(f);
  long timeout = call_timeout_ms();
  if (timeout <= 0) {
    printf("client: bigreply needs CORMI_TIMEOUT_MS\n");
    return 1;
  }
  /* Times out while rank 2 is stopped; rank 2 goes on with it once continued. */
  c = cormi_call_begin_node(2, SITE_RELAY);
  cormi_call_invoke(c);
  cormi_call_end(c);
  for (long t0 = now_ms(); now_ms() - t0 < 10 * timeout + 20000;) {
    c = cormi_call_begin_node(2, SITE_RESULT);
    int st = cormi_call_invoke(c);
    uint64_t r[5] = {0};
    for (int i = 0; st == CORMI_OK && i < 5; i++) r[i] = cormi_in_u64(&c->reply);
    cormi_call_end(c);
    if (r[0]) {
      printf("client: bigreply: status %d (%s) after %ld ms, after 1 calls; next call: status %d after %ld ms\n", (int)r[1],
             cormi_strerror((int)r[1]), (long)r[2], (int)r[3], (long)r[4]);
      fflush(stdout);
      return r[1] == CORMI_OK ? 0 : 3;
    }
    usleep(100000);
  }
  printf("client: bigreply: rank 2 never finished its call\n");
  return 1;
}

int main(int argc, char **argv) {
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  cormi_register_sites(BUILD_ID, sites, 6);
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 --timeout MS %s oneway|big|bigoneway|bigreply DIR\n", argv[0]);
    return 2;
  }
  const char *mode = argv[1];
  if (!strcmp(mode, "bigreply")) return big_reply(argv[2]);
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
