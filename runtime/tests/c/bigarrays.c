/* Large scalar arrays in calls: blocks below, at and above CORMI_GATHER_MIN (sent from
 * the caller's memory), several per call, mixed with small fields and a count patched in
 * after them; replies with large arrays; one-way calls; calls to every node, this one
 * included (its frame is made whole before it is served). Every element is checked on
 * both sides, and the caller's arrays change right after each call returns (so a frame
 * sent late would carry the new values). A server function that reads none of a call's
 * large blocks, and a large call right behind a one-way call on its lane (served later,
 * by a lane worker), leave the connection in step for the next call; a server function
 * that calls back into its caller before it reads its large block gets its answer.
 *
 *   bigarrays [ROUNDS]    under cormirun (any transport) or alone (one node)
 * Rank 0 prints "bigarrays: <calls> calls checked on <nodes> nodes" and exits 0, or names
 * the first wrong element and exits 1. */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SITE_ECHO = 1, SITE_ONEWAY = 2, SITE_LAST = 3, SITE_SKIP = 4, SITE_CALLBACK = 5 };

/* Doubles per block of each call: below, at and just above the gather threshold, none,
 * and a few MiB; and the byte blocks beside them. */
static const size_t doubles[] = {8191, 8192, 8193, 0, (3u << 20) / 8 + 5};
static const size_t bytes[] = {65535, 65536, 1u << 20, 17, 0};
enum { SHAPES = sizeof doubles / sizeof doubles[0] };

static double dval(uint64_t seed, size_t i) { return (double)seed * 1e7 + (double)i * 0.5; }
static uint8_t bval(uint64_t seed, size_t i) { return (uint8_t)(seed * 31 + i * 7 + (i >> 9)); }

static int fail(const char *what, uint64_t seed, size_t i) {
  fprintf(stderr, "bigarrays: %s wrong at element %zu (seed %llu)\n", what, i, (unsigned long long)seed);
  return CORMI_E_MALFORMED;
}

/* Request: [u64 seed][u64 total, patched last][u64 n][n doubles][u8 0xab][u64 m][m bytes]
 * [u64 n][n doubles again]; reply: [u64 n][n doubles, each doubled][u64 m][m bytes]. */
static int srv_echo(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  uint64_t seed = cormi_in_u64(in), total = cormi_in_u64(in), n = cormi_in_u64(in);
  if (cormi_in_check_count(in, n, sizeof(double)) != CORMI_OK) return CORMI_E_MALFORMED;
  double *a = malloc(n * sizeof(double) + 1);
  cormi_in_copy(in, a, n * sizeof(double));
  uint8_t mark = cormi_in_u8(in);
  uint64_t m = cormi_in_u64(in);
  if (in->error || cormi_in_check_count(in, m, 1) != CORMI_OK) return free(a), CORMI_E_MALFORMED;
  uint8_t *b = malloc(m + 1);
  cormi_in_copy(in, b, m);
  uint64_t n2 = cormi_in_u64(in);
  int status = 0;
  if (in->error || n2 != n || mark != 0xab || total != n * 2 + m || cormi_in_remaining(in) != n * sizeof(double))
    status = fail("request layout", seed, 0);
  for (size_t i = 0; !status && i < n; i++)
    if (a[i] != dval(seed, i)) status = fail("request doubles", seed, i);
  for (size_t i = 0; !status && i < m; i++)
    if (b[i] != bval(seed, i)) status = fail("request bytes", seed, i);
  for (size_t i = 0; !status && i < n; i++) {
    double v;
    if (cormi_in_copy(in, &v, sizeof v) != CORMI_OK || v != dval(seed, i)) status = fail("second doubles", seed, i);
  }
  if (!status) {
    for (size_t i = 0; i < n; i++) a[i] *= 2;
    cormi_out_u64(out, n);
    cormi_out_append(out, a, n * sizeof(double));
    cormi_out_u64(out, m);
    cormi_out_append(out, b, m);
  }
  /* The reply was copied: freeing now must not change what is sent. */
  memset(a, 0, n * sizeof(double));
  free(a);
  free(b);
  return status;
}

static uint64_t oneway_sum; /* of the last one-way call's bytes */

static int srv_oneway(cormi_in *in, cormi_out *out, void *self) {
  (void)out;
  (void)self;
  uint64_t m = cormi_in_u64(in);
  if (cormi_in_check_count(in, m, 1) != CORMI_OK) return CORMI_E_MALFORMED;
  const uint8_t *p = cormi_in_read(in, m);
  uint64_t s = 0;
  for (size_t i = 0; p && i < m; i++) s += p[i];
  oneway_sum = s;
  return 0;
}

static int srv_last(cormi_in *in, cormi_out *out, void *self) {
  (void)in;
  (void)self;
  cormi_out_u64(out, oneway_sum);
  return 0;
}

/* Replies with the seed; the large block after it is never read. */
static int srv_skip(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  cormi_out_u64(out, cormi_in_u64(in));
  return 0;
}

/* Request: [u64 seed][u64 caller][u64 n][n doubles]; calls the caller back before it reads
 * the doubles. Reply: [u64 seed]. */
static int srv_callback(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  uint64_t seed = cormi_in_u64(in), caller = cormi_in_u64(in), n = cormi_in_u64(in);
  if (in->error || cormi_in_check_count(in, n, sizeof(double)) != CORMI_OK) return CORMI_E_MALFORMED;
  cormi_call *c = cormi_call_begin_node((int)caller, SITE_LAST);
  int rc = cormi_call_invoke(c);
  cormi_call_end(c);
  if (rc != CORMI_OK) return rc;
  double *a = malloc(n * sizeof(double) + 1);
  int status = cormi_in_copy(in, a, n * sizeof(double)) == CORMI_OK ? 0 : CORMI_E_MALFORMED;
  for (size_t i = 0; !status && i < n; i++)
    if (a[i] != dval(seed, i)) status = fail("doubles read after a call-back", seed, i);
  free(a);
  cormi_out_u64(out, seed);
  return status;
}

static const cormi_site sites[] = {{SITE_ECHO, srv_echo, "echo"},
                                   {SITE_ONEWAY, srv_oneway, "oneway"},
                                   {SITE_LAST, srv_last, "last"},
                                   {SITE_SKIP, srv_skip, "skip"},
                                   {SITE_CALLBACK, srv_callback, "callback"}};

static int echo(int node, uint64_t seed, size_t shape) {
  size_t n = doubles[shape], m = bytes[shape];
  double *a = malloc(n * sizeof(double) + 1);
  uint8_t *b = malloc(m + 1);
  for (size_t i = 0; i < n; i++) a[i] = dval(seed, i);
  for (size_t i = 0; i < m; i++) b[i] = bval(seed, i);
  cormi_call *c = cormi_call_begin_node(node, SITE_ECHO);
  cormi_out_u64(&c->args, seed);
  size_t total_at = c->args.len;
  cormi_out_u64(&c->args, 0);
  cormi_out_u64(&c->args, n);
  cormi_out_append(&c->args, a, n * sizeof(double));
  cormi_out_u8(&c->args, 0xab);
  cormi_out_u64(&c->args, m);
  cormi_out_append(&c->args, b, m);
  cormi_out_u64(&c->args, n);
  cormi_out_append(&c->args, a, n * sizeof(double));
  cormi_out_patch_u64(&c->args, total_at, n * 2 + m);
  int rc = cormi_call_invoke(c);
  /* Sent: the caller may change its arrays now. */
  for (size_t i = 0; i < n; i++) a[i] = -1;
  memset(b, 0xee, m);
  if (rc != CORMI_OK) return fprintf(stderr, "bigarrays: echo to node %d failed: %s\n", node, cormi_strerror(rc)), 1;
  int bad = 0;
  if (cormi_in_u64(&c->reply) != n || cormi_in_check_count(&c->reply, n, sizeof(double)) != CORMI_OK) bad = 1;
  for (size_t i = 0; !bad && i < n; i++) {
    double v;
    if (cormi_in_copy(&c->reply, &v, sizeof v) != CORMI_OK || v != 2 * dval(seed, i)) bad = fail("reply doubles", seed, i) != 0;
  }
  if (!bad && cormi_in_u64(&c->reply) != m) bad = 1;
  const uint8_t *rb = bad ? NULL : cormi_in_read(&c->reply, m);
  for (size_t i = 0; rb && i < m; i++)
    if (rb[i] != bval(seed, i)) bad = fail("reply bytes", seed, i) != 0, rb = NULL;
  if (bad || c->reply.error || cormi_in_remaining(&c->reply) != 0) bad = 1;
  cormi_call_end(c);
  free(a);
  free(b);
  if (bad) fprintf(stderr, "bigarrays: reply from node %d wrong (seed %llu)\n", node, (unsigned long long)seed);
  return bad;
}

static int oneway(int node, uint64_t seed) {
  size_t m = 1u << 20;
  uint8_t *b = malloc(m);
  uint64_t sum = 0;
  for (size_t i = 0; i < m; i++) sum += b[i] = bval(seed, i);
  cormi_call *c = cormi_call_begin_node(node, SITE_ONEWAY);
  cormi_out_u64(&c->args, m);
  cormi_out_append(&c->args, b, m);
  int rc = cormi_call_oneway(c);
  memset(b, 0, m); /* sent when cormi_call_oneway returned */
  free(b);
  if (rc != CORMI_OK) return fprintf(stderr, "bigarrays: one-way call to node %d failed\n", node), 1;
  /* Most likely queued behind the one-way call on this thread's lane. */
  if (echo(node, seed + 1000, SHAPES - 1)) return 1;
  c = cormi_call_begin_node(node, SITE_LAST);
  rc = cormi_call_invoke(c);
  uint64_t got = rc == CORMI_OK ? cormi_in_u64(&c->reply) : 0;
  cormi_call_end(c);
  if (got != sum) return fprintf(stderr, "bigarrays: one-way call to node %d: sum %llu, sent %llu\n", node, (unsigned long long)got, (unsigned long long)sum), 1;
  return 0;
}

/* A call whose server reads none of its large block, then a call that reads every byte. */
static int skip(int node, uint64_t seed) {
  size_t n = doubles[SHAPES - 1];
  double *a = malloc(n * sizeof(double));
  for (size_t i = 0; i < n; i++) a[i] = dval(seed, i);
  cormi_call *c = cormi_call_begin_node(node, SITE_SKIP);
  cormi_out_u64(&c->args, seed);
  cormi_out_append(&c->args, a, n * sizeof(double));
  cormi_out_u64(&c->args, n);
  int rc = cormi_call_invoke(c);
  uint64_t got = rc == CORMI_OK ? cormi_in_u64(&c->reply) : 0;
  cormi_call_end(c);
  free(a);
  if (got != seed) return fprintf(stderr, "bigarrays: unread blocks to node %d: rc %d, seed %llu\n", node, rc, (unsigned long long)got), 1;
  return echo(node, seed + 1, SHAPES - 1);
}

/* A call whose server calls this node back before it reads the large block. */
static int callback(int node, uint64_t seed) {
  size_t n = doubles[SHAPES - 1];
  double *a = malloc(n * sizeof(double));
  for (size_t i = 0; i < n; i++) a[i] = dval(seed, i);
  cormi_call *c = cormi_call_begin_node(node, SITE_CALLBACK);
  cormi_out_u64(&c->args, seed);
  cormi_out_u64(&c->args, (uint64_t)cormi_rank());
  cormi_out_u64(&c->args, n);
  cormi_out_append(&c->args, a, n * sizeof(double));
  int rc = cormi_call_invoke(c);
  uint64_t got = rc == CORMI_OK ? cormi_in_u64(&c->reply) : 0;
  cormi_call_end(c);
  free(a);
  if (got != seed) return fprintf(stderr, "bigarrays: call-back from node %d: rc %d\n", node, rc), 1;
  return 0;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 2;
  if (cormi_register_sites(0xb1ca77a1, sites, sizeof sites / sizeof sites[0]) != CORMI_OK) return 1;
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  cormi_init(&argc, &argv); /* ranks > 0 serve here and exit(0) at finalize */
  int calls = 0, bad = 0;
  for (int r = 0; r < rounds && !bad; r++)
    for (int node = 0; node < cormi_nodes() && !bad; node++) {
      for (size_t s = 0; s < SHAPES && !bad; s++, calls++) bad = echo(node, (uint64_t)(r * 100 + node * 10 + (int)s), s);
      if (!bad) bad = oneway(node, (uint64_t)(r * 7 + node)), calls += 3;
      if (!bad) bad = skip(node, (uint64_t)(r * 11 + node)), calls += 2;
      if (!bad) bad = callback(node, (uint64_t)(r * 13 + node)), calls += 1;
    }
  if (!bad) printf("bigarrays: %d calls checked on %d nodes\n", calls, cormi_nodes());
  cormi_finalize();
  return bad;
}
