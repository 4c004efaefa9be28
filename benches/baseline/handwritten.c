/*
 * handwritten.c — the "hand-written C" peer of benches/programs: the same calls as
 * karmi.c's ping and sends.c's list and matrix, marshaled by hand with the rt-c helpers
 * (cormi_rt.h) over the cormi transport, no pass involved. What a careful programmer
 * writes: the list as [u64 count][count x 16 bytes] rebuilt in one loop, the matrix as
 * [u64 rows]([u64 len][len x f64])*, received graphs freed after the call.
 *
 * Usage: cormirun -n 2 ./handwritten ITERS WARMUP [ping|list|matrix...]   (default: all)
 * Prints one RESULT line per benchmark (timing.h); the server adds up what it received
 * and the client checks the totals: exit status 0 iff every total matched.
 */
#include <cormi_rt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../sends_data.h"
#include "../timing.h"

enum { SITE_PING = 1, SITE_LIST = 2, SITE_MATRIX = 3, SITE_TOTALS = 4, SITE_RESET = 5 };
enum { NODE_WIRE = 16 };
#define BUILD_ID 0x62656e6368687763ull /* "benchhwc" */

/** The server's counters (one per process: node calls have no object). */
static SendTotals sink;

/* ---------------------------------------------------------------- server side */

static int serve_ping(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)reply, (void)self;
  sink.calls++;
  return 0;
}

/** Rebuilds the list in one loop, adds it up, frees it. */
static int serve_list(cormi_in *args, cormi_out *reply, void *self) {
  (void)reply, (void)self;
  uint64_t count = cormi_in_u64(args);
  if (cormi_in_check_count(args, count, NODE_WIRE) != 0) return CORMI_E_MALFORMED;
  Node *head = NULL, **tail = &head;
  for (uint64_t i = 0; i < count; i++) {
    Node *x = malloc(sizeof *x);
    cormi_in_copy(args, x, NODE_WIRE);
    *tail = x;
    tail = &x->next;
  }
  *tail = NULL;
  sink.calls++;
  for (Node *n = head, *next; n; n = next) {
    sink.items++;
    sink.value_sum += n->value;
    sink.weight_sum += n->weight;
    next = n->next;
    free(n);
  }
  return 0;
}

/** Rebuilds the array of rows (lengths checked before allocating), adds it up, frees it. */
static int serve_matrix(cormi_in *args, cormi_out *reply, void *self) {
  (void)reply, (void)self;
  uint64_t rows = cormi_in_u64(args);
  if (cormi_in_check_count(args, rows, sizeof(uint64_t)) != 0) return CORMI_E_MALFORMED;
  double **m = cormi_alloc_array(sizeof(double *), rows);
  for (uint64_t r = 0; r < rows; r++) {
    uint64_t len = cormi_in_u64(args);
    if (cormi_in_check_count(args, len, sizeof(double)) != 0) break;
    m[r] = cormi_alloc_array(sizeof(double), len);
    cormi_in_copy(args, m[r], len * sizeof(double));
  }
  sink.calls++;
  sink.bad_shape += rows != DIM;
  for (uint64_t r = 0; r < rows; r++) {
    size_t cols = cormi_array_length(m[r]);
    sink.bad_shape += cols != DIM;
    for (size_t c = 0; c < cols; c++) sink.items++, sink.weight_sum += m[r][c];
    cormi_free(m[r]);
  }
  cormi_free(m);
  return args->error ? CORMI_E_MALFORMED : 0;
}

static int serve_totals(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)self;
  cormi_out_append(reply, &sink, sizeof sink);
  return 0;
}

static int serve_reset(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)reply, (void)self;
  memset(&sink, 0, sizeof sink);
  return 0;
}

static const cormi_site sites[] = {
    {SITE_PING, serve_ping, "ping (handwritten.c)"},         {SITE_LIST, serve_list, "list (handwritten.c)"},
    {SITE_MATRIX, serve_matrix, "matrix (handwritten.c)"},   {SITE_TOTALS, serve_totals, "totals (handwritten.c)"},
    {SITE_RESET, serve_reset, "reset (handwritten.c)"},
};

/* ---------------------------------------------------------------- client side */

typedef struct Run {
  int peer;
  Node *list;
  double **matrix;
} Run;

/** Sends a call with no arguments (or the ones `put` writes) and no reply. */
static void call_node(int peer, uint32_t site, void (*put)(cormi_out *, const Run *), const Run *run) {
  cormi_call *c = cormi_call_begin_node(peer, site);
  if (put) put(&c->args, run);
  cormi_call_invoke(c); /* ABORT mode: returns only on success */
  cormi_call_end(c);
}

static void put_list(cormi_out *o, const Run *run) {
  size_t at = o->len;
  uint64_t count = 0;
  cormi_out_u64(o, 0);
  for (const Node *n = run->list; n; n = n->next, count++) cormi_out_append(o, n, NODE_WIRE);
  cormi_out_patch_u64(o, at, count);
}

static void put_matrix(cormi_out *o, const Run *run) {
  double **m = run->matrix;
  uint64_t rows = cormi_array_length(m);
  cormi_out_u64(o, rows);
  for (uint64_t r = 0; r < rows; r++) {
    uint64_t len = cormi_array_length(m[r]);
    cormi_out_u64(o, len);
    cormi_out_append(o, m[r], len * sizeof(double));
  }
}

static int op_ping(void *a) {
  call_node(((Run *)a)->peer, SITE_PING, NULL, a);
  return 0;
}
static int op_list(void *a) {
  call_node(((Run *)a)->peer, SITE_LIST, put_list, a);
  return 0;
}
static int op_matrix(void *a) {
  call_node(((Run *)a)->peer, SITE_MATRIX, put_matrix, a);
  return 0;
}

/** Reads the server's totals and checks them against n calls of `kind`. */
static int check_server(const char *name, int peer, send_kind kind, int64_t n) {
  cormi_call *c = cormi_call_begin_node(peer, SITE_TOTALS);
  cormi_call_invoke(c);
  SendTotals got;
  cormi_in_copy(&c->reply, &got, sizeof got);
  int malformed = c->reply.error;
  cormi_call_end(c);
  if (malformed) fprintf(stderr, "handwritten: %s: malformed totals reply\n", name);
  return malformed || check_totals("handwritten", name, got, kind, n);
}

int main(int argc, char **argv) {
  if (cormi_register_sites(BUILD_ID, sites, sizeof sites / sizeof sites[0]) != CORMI_OK) return 1;
  cormi_init(&argc, &argv); /* ranks > 0 serve here and exit(0) at finalize */
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s ITERS WARMUP [ping|list|matrix...]\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[1]), warmup = atoi(argv[2]), problems = 0, ran = 0;
  if (iters < 1) iters = 1;
  Run run = {cormi_nodes() > 1 ? 1 : 0, make_list(), make_matrix()};
  static const struct {
    const char *name;
    bench_op op;
    send_kind kind;
  } benches[] = {{"ping", op_ping, SEND_PING}, {"list", op_list, SEND_LIST}, {"matrix", op_matrix, SEND_MATRIX}};
  for (int k = 0; k < 3; k++) {
    if (!bench_selected(benches[k].name, argc, argv, 3)) continue;
    call_node(run.peer, SITE_RESET, NULL, &run);
    problems += bench_run(benches[k].name, iters, warmup, benches[k].op, &run);
    problems += check_server(benches[k].name, run.peer, benches[k].kind, (int64_t)iters + warmup);
    ran++;
  }
  cormi_finalize();
  printf("handwritten: %s\n", problems || !ran ? "FAILED" : "all totals checked");
  return problems || !ran ? 1 : 0;
}
