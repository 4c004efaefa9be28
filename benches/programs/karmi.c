/*
 * karmi.c — the KaRMI micro-benchmark suite (seed 001, ticket #147) through cormi_invoke:
 *
 *   ping          void ping()         empty call to an object on node 1
 *   pingpong      void pingPong()     the callee calls back an object on the caller's node
 *   ping_ref      void ping(ref)      a remote reference argument
 *   ref_ping_ref  ref ping(ref)       a reference argument returned as the result
 *   pingpong_ref  void pingPong(ref)  the callee calls back the caller, passing the reference on
 *   ping2_ref     void ping2(ref)     a reference to a third object, which the callee calls
 *                                     (on node 2 with 3+ nodes, else on node 1)
 *   sync          synchronized(r)     cormi_lock(r) + cormi_unlock(r) on the remote object
 *
 * Usage: cormirun -n 2 ./karmi ITERS WARMUP [NAME...]   (default: every benchmark)
 * Prints one RESULT line per benchmark (timing.h). Every call's effect is counted on the
 * serving side and checked at the end: exit status 0 iff every count and value matched.
 */
#include <cormi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../timing.h"

/** A remote object: counts the calls it served and xors the references it received. */
typedef struct Target {
  int64_t calls;
  uint64_t ref_xor;
  cormi_ref back;  /* an object on the caller's node, for call-backs */
  cormi_ref third; /* the third object of ping2(ref) */
} Target;

Target *Target_new(void) { return cormi_new(Target); }

void Target_connect(Target *self, cormi_ref back, cormi_ref third) {
  self->back = back;
  self->third = third;
}

void Target_ping(Target *self) { self->calls++; }

void Target_ping_ref(Target *self, cormi_ref r) {
  self->calls++;
  self->ref_xor ^= r;
}

cormi_ref Target_ref_ping_ref(Target *self, cormi_ref r) {
  self->calls++;
  return r;
}

void Target_pingpong(Target *self) {
  self->calls++;
  cormi_invoke(self->back, Target_ping);
}

void Target_pingpong_ref(Target *self, cormi_ref r) {
  self->calls++;
  cormi_invoke(self->back, Target_ping_ref, r);
}

void Target_ping2_ref(Target *self, cormi_ref third) {
  self->calls++;
  cormi_invoke(third, Target_ping);
}

int64_t Target_calls(Target *self) { return self->calls; }
uint64_t Target_ref_xor(Target *self) { return self->ref_xor; }

/* ------------------------------------------------------------------ client (node 0) */

/** The objects of one run: target on node 1, back on node 0, third elsewhere. */
typedef struct Suite {
  cormi_ref target, back, third;
} Suite;

static int op_ping(void *a) {
  cormi_invoke(((Suite *)a)->target, Target_ping);
  return 0;
}
static int op_pingpong(void *a) {
  cormi_invoke(((Suite *)a)->target, Target_pingpong);
  return 0;
}
static int op_ping_ref(void *a) {
  Suite *s = a;
  cormi_invoke(s->target, Target_ping_ref, s->third);
  return 0;
}
static int op_ref_ping_ref(void *a) {
  Suite *s = a;
  cormi_ref r = cormi_invoke(s->target, Target_ref_ping_ref, s->third);
  return r != s->third;
}
static int op_pingpong_ref(void *a) {
  Suite *s = a;
  cormi_invoke(s->target, Target_pingpong_ref, s->third);
  return 0;
}
static int op_ping2_ref(void *a) {
  Suite *s = a;
  cormi_invoke(s->target, Target_ping2_ref, s->third);
  return 0;
}
static int op_sync(void *a) {
  Suite *s = a;
  cormi_lock(s->target);
  cormi_unlock(s->target);
  return 0;
}

/** One benchmark: what it calls and what a call adds to each object's counters. */
typedef struct Bench {
  const char *name;
  bench_op op;
  int target_calls, back_calls, third_calls; /* per operation */
  int xor_back, xor_target;                  /* the reference lands in back's / target's xor */
} Bench;

static const Bench benches[] = {
    {"ping", op_ping, 1, 0, 0, 0, 0},
    {"pingpong", op_pingpong, 1, 1, 0, 0, 0},
    {"ping_ref", op_ping_ref, 1, 0, 0, 0, 1},
    {"ref_ping_ref", op_ref_ping_ref, 1, 0, 0, 0, 0},
    {"pingpong_ref", op_pingpong_ref, 1, 1, 0, 1, 0},
    {"ping2_ref", op_ping2_ref, 1, 0, 1, 0, 0},
    {"sync", op_sync, 0, 0, 0, 0, 0},
};

/** Checks that the counters moved by exactly what `n` operations of b should add. */
static int check_counts(const Suite *s, const Bench *b, int64_t n, const int64_t before[3],
                        const uint64_t xor_before[2]) {
  int64_t got[3] = {cormi_invoke(s->target, Target_calls), cormi_invoke(s->back, Target_calls),
                    cormi_invoke(s->third, Target_calls)};
  int64_t want[3] = {b->target_calls * n, b->back_calls * n, b->third_calls * n};
  uint64_t xt = cormi_invoke(s->target, Target_ref_xor), xb = cormi_invoke(s->back, Target_ref_xor);
  /* n xors of the same reference leave it iff n is odd */
  uint64_t flip = (n & 1) ? s->third : 0;
  int bad = 0;
  for (int i = 0; i < 3; i++) bad += got[i] - before[i] != want[i];
  bad += (xt ^ xor_before[0]) != (b->xor_target ? flip : 0);
  bad += (xb ^ xor_before[1]) != (b->xor_back ? flip : 0);
  if (bad)
    fprintf(stderr, "karmi: %s: counts target %lld back %lld third %lld, want %lld %lld %lld (xor ok: %d %d)\n",
            b->name, (long long)(got[0] - before[0]), (long long)(got[1] - before[1]),
            (long long)(got[2] - before[2]), (long long)want[0], (long long)want[1], (long long)want[2],
            (xt ^ xor_before[0]) == (b->xor_target ? flip : 0), (xb ^ xor_before[1]) == (b->xor_back ? flip : 0));
  return bad;
}

static int run_bench(const Suite *s, const Bench *b, int iters, int warmup) {
  int64_t before[3] = {cormi_invoke(s->target, Target_calls), cormi_invoke(s->back, Target_calls),
                       cormi_invoke(s->third, Target_calls)};
  uint64_t xor_before[2] = {cormi_invoke(s->target, Target_ref_xor), cormi_invoke(s->back, Target_ref_xor)};
  int problems = bench_run(b->name, iters, warmup, b->op, (void *)s);
  return problems + check_counts(s, b, (int64_t)iters + warmup, before, xor_before);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s ITERS WARMUP [NAME...]\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[1]), warmup = atoi(argv[2]);
  if (iters < 1) iters = 1;
  int nodes = cormi_nodes();
  Suite s = {cormi_create(nodes > 1 ? 1 : 0, Target_new), cormi_create(0, Target_new),
             cormi_create(nodes > 2 ? 2 : nodes > 1 ? 1 : 0, Target_new)};
  cormi_invoke(s.target, Target_connect, s.back, s.third);
  int problems = 0, ran = 0;
  for (size_t i = 0; i < sizeof benches / sizeof benches[0]; i++) {
    if (!bench_selected(benches[i].name, argc, argv, 3)) continue;
    problems += run_bench(&s, &benches[i], iters, warmup);
    ran++;
  }
  cormi_finalize();
  if (!ran) fprintf(stderr, "karmi: no benchmark matched\n");
  printf("karmi: %s\n", problems || !ran ? "FAILED" : "all counts checked");
  return problems || !ran ? 1 : 0;
}
