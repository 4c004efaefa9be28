/* An all-to-all of calls among N ranks: rank 0 asks every rank r (itself included) to call
 * every other rank once; each call carries (caller, callee) and the callee answers with
 * a value both can check. Links are made on first use, so this makes every pair's link.
 *
 *   alltoall [START_NS [ROUNDS]]
 *                       -> rank 0 runs ROUNDS (default 1) all-to-alls and prints
 *                          "alltoall: N ranks, M of M calls checked" and, when START_NS
 *                          (CLOCK_REALTIME in ns, taken before the launcher started) is
 *                          given, "startup_ms=<init returned - START> alltoall_ms=<the
 *                          first all-to-all> again_ms=<each later one, on average>";
 *                          exits 1 on a wrong answer.
 *                          ALLTOALL_HOLD_MS: rank 0 prints "holding" and waits that long
 *                          before finalize (every link is up meanwhile: tests look at the
 *                          listening sockets).
 * Used by tests/handwritten/run.sh (a few dozen ranks) and benches/many-ranks.sh (256). */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { SITE_PING = 1, SITE_FANOUT = 2 };

static uint64_t expect(uint64_t caller, uint64_t callee) { return caller * 1000003u + callee * 7u + 1u; }

static uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* args: caller rank; reply: expect(caller, this rank). */
static int srv_ping(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  uint64_t caller = cormi_in_u64(in);
  cormi_out_u64(out, expect(caller, (uint64_t)cormi_rank()));
  return 0;
}

/* Calls every other rank once; replies the number of right answers. */
static int srv_fanout(cormi_in *in, cormi_out *out, void *self) {
  (void)in;
  (void)self;
  int me = cormi_rank(), n = cormi_nodes();
  uint64_t good = 0;
  for (int k = 1; k < n; k++) {
    int peer = (me + k) % n;
    cormi_call *c = cormi_call_begin_node(peer, SITE_PING);
    cormi_out_u64(&c->args, (uint64_t)me);
    if (cormi_call_invoke(c) == CORMI_OK && cormi_in_u64(&c->reply) == expect((uint64_t)me, (uint64_t)peer)) good++;
    else fprintf(stderr, "alltoall: rank %d -> %d: %s\n", me, peer, cormi_strerror(cormi_last_error()));
    cormi_call_end(c);
  }
  cormi_out_u64(out, good);
  return 0;
}

static const cormi_site table[] = {
    {SITE_PING, srv_ping, "ping"},
    {SITE_FANOUT, srv_fanout, "fanout"},
};

int main(int argc, char **argv) {
  uint64_t start = argc > 1 ? strtoull(argv[1], NULL, 10) : 0;
  if (cormi_register_sites(0xa11a, table, 2) != CORMI_OK) return 2;
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  if (cormi_init(&argc, &argv) != CORMI_OK) {
    fprintf(stderr, "alltoall: cormi_init: %s\n", cormi_strerror(cormi_last_error()));
    return 1;
  }
  uint64_t up = now_ns();
  int n = cormi_nodes(), rounds = argc > 2 ? atoi(argv[2]) : 1;
  uint64_t good = 0, first = 0;
  for (int round = 0; round < rounds; round++) {
    for (int r = 0; r < n; r++) {
      cormi_call *c = cormi_call_begin_node(r, SITE_FANOUT);
      if (cormi_call_invoke(c) == CORMI_OK) good += cormi_in_u64(&c->reply);
      else fprintf(stderr, "alltoall: fanout on rank %d: %s\n", r, cormi_strerror(cormi_last_error()));
      cormi_call_end(c);
    }
    if (round == 0) first = now_ns();
  }
  uint64_t done = now_ns();
  uint64_t want = (uint64_t)rounds * (uint64_t)n * (uint64_t)(n - 1);
  printf("alltoall: %d ranks, %llu of %llu calls checked\n", n, (unsigned long long)good, (unsigned long long)want);
  if (start)
    printf("startup_ms=%.1f alltoall_ms=%.1f again_ms=%.1f\n", (double)(up - start) / 1e6, (double)(first - up) / 1e6,
           rounds > 1 ? (double)(done - first) / 1e6 / (rounds - 1) : 0.0);
  const char *hold = getenv("ALLTOALL_HOLD_MS");
  if (hold) {
    printf("holding\n");
    fflush(stdout);
    long ms = atol(hold);
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
  }
  cormi_finalize();
  return good == want ? 0 : 1;
}
