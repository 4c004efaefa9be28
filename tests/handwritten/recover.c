/*
 * recover.c — rank 0 handles a dead worker itself and carries on with the others.
 *
 *   cormirun -n 3 ./recover
 *
 * Rank 0 sets CORMI_ERRORS_RETURN, asks rank 1 for its pid and kills it (SIGKILL); its
 * next call to rank 1 must fail; then it makes 40 calls of 50 ms each to rank 2 (about
 * 2 s, longer than cormirun's default --linger) and prints
 *   recover: rank 1 failed with status S; 40 of 40 calls to rank 2 after it
 * and exits 0. cormirun must keep ranks 0 and 2 running (rank 0 told it that it handles
 * errors) and exit with the root cause, 137. tests/handwritten/run.sh checks both.
 */
#include <cormi_rt.h>

#include <signal.h>
#include <stdio.h>
#include <unistd.h>

enum { SITE_PID = 1, SITE_WORK = 2 };
#define BUILD_ID 0x7265636f76657221ull /* "recover!" */

static int serve_pid(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)self;
  cormi_out_u64(reply, (uint64_t)getpid());
  return 0;
}

static int serve_work(cormi_in *args, cormi_out *reply, void *self) {
  (void)self;
  uint64_t x = cormi_in_u64(args);
  usleep(50000);
  cormi_out_u64(reply, 2 * x);
  return 0;
}

static const cormi_site sites[] = {{SITE_PID, serve_pid, "pid (recover.c)"}, {SITE_WORK, serve_work, "work (recover.c)"}};

int main(int argc, char **argv) {
  cormi_register_sites(BUILD_ID, sites, 2);
  cormi_init(&argc, &argv);
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  if (cormi_nodes() != 3) {
    fprintf(stderr, "recover: run with -n 3\n");
    return 2;
  }
  cormi_call *c = cormi_call_begin_node(1, SITE_PID);
  if (cormi_call_invoke(c) != CORMI_OK) return 1;
  pid_t worker = (pid_t)cormi_in_u64(&c->reply);
  cormi_call_end(c);
  kill(worker, SIGKILL);
  c = cormi_call_begin_node(1, SITE_PID);
  int dead = cormi_call_invoke(c);
  cormi_call_end(c);
  int ok = 0;
  for (uint64_t i = 0; i < 40; i++) {
    c = cormi_call_begin_node(2, SITE_WORK);
    cormi_out_u64(&c->args, i);
    if (cormi_call_invoke(c) == CORMI_OK && cormi_in_u64(&c->reply) == 2 * i) ok++;
    cormi_call_end(c);
  }
  printf("recover: rank 1 failed with status %d; %d of 40 calls to rank 2 after it\n", dead, ok);
  cormi_finalize();
  return dead != CORMI_OK && ok == 40 ? 0 : 1;
}
