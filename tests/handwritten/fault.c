/*
 * fault.c — a node dies (or hangs) in the middle of a remote call.
 *
 *   cormirun -n 2 --timeout MS ./fault DIR
 *   CORMI_TIMEOUT_MS=MS mpirun -n 2 ./fault DIR    (built with the MPI runtime)
 *
 * Every rank writes "PID PGID" to DIR/pid.RANK before cormi_init. Rank 0 calls
 * sleep_call on rank 1 with errors returned (CORMI_ERRORS_RETURN); rank 1's server
 * function creates DIR/in-call and sleeps 60 s. tests/handwritten/fault.sh then kills
 * (SIGKILL) or stops (SIGSTOP) rank 1. Rank 0 prints
 *   client: remote call failed after N ms: <cause> (status S)
 * and exits 3; if the call returns OK it prints that and exits 0 (the test fails).
 */
#include <cormi_rt.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { SITE_SLEEP = 1 };
#define BUILD_ID 0x6661756c74212121ull /* "fault!!!" */

static const char *dir;

static void write_file(const char *name, const char *text) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) {
    perror(path);
    exit(1);
  }
  fputs(text, f);
  fclose(f);
}

static int serve_sleep(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)reply, (void)self;
  write_file("in-call", "1\n");
  sleep(60);
  return 0;
}

static const cormi_site sites[] = {{SITE_SLEEP, serve_sleep, "sleep_call (fault.c)"}};

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: cormirun -n 2 --timeout MS %s DIR\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  /* cormirun's rank variable, else mpirun's (tests/mpi/fault.sh runs it under mpirun) */
  const char *rank = getenv("CORMI_RANK");
  if (!rank) rank = getenv("OMPI_COMM_WORLD_RANK");
  char name[64], text[64];
  snprintf(name, sizeof name, "pid.%s", rank ? rank : "0");
  snprintf(text, sizeof text, "%ld %ld\n", (long)getpid(), (long)getpgrp());
  write_file(name, text);
  cormi_register_sites(BUILD_ID, sites, 1);
  cormi_init(&argc, &argv);
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  long t0 = now_ms();
  cormi_call *c = cormi_call_begin_node(1, SITE_SLEEP);
  int st = cormi_call_invoke(c);
  long ms = now_ms() - t0;
  cormi_call_end(c);
  if (st == CORMI_OK) {
    printf("client: remote call returned OK after %ld ms (expected an error)\n", ms);
    return 0;
  }
  printf("client: remote call failed after %ld ms: %s (status %d)\n", ms, cormi_strerror(st), st);
  fflush(stdout);
  return 3;
}
