/*
 * pipeline.c — a producer/tester pipeline like the paper's parallel superoptimizer
 * (seed 000, §5.3, tables 5-6).
 *
 * A producer on node 0 enumerates every instruction sequence of 1..MAXLEN instructions
 * of a tiny two-register machine and pushes each, round robin, to a tester on every node
 * (Tester_push). A sequence is a Program object holding an array of Insn objects, each
 * with three Operand objects (the paper's shape: acyclic, freshly allocated, but stored
 * into a queue, so it escapes and cannot be reused). Each tester has a bounded queue in
 * front of a tester thread (the push blocks while the queue is full); the thread runs the
 * sequence on fixed inputs and counts those equivalent to the target `r0 = r0 + r0`.
 * The producer checks every tester's counts against its own local evaluation.
 *
 * Usage: cormirun -n 2 ./pipeline MAXLEN ROUNDS
 * Prints `RESULT pipeline ROUNDS median p10 p90` (microseconds per whole run) with
 * sequences=<pushed per run> and push_us=<median push time>. Exit status 0 iff every
 * count matched.
 */
#include <cormi.h>

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../timing.h"

enum { OPS = 6, REGS = 2, IMMS = 3, QUEUE = 16, INPUTS = 4, MAX_LEN = 3, MAX_TESTERS = 16 };
enum { OP_ADD, OP_SUB, OP_AND, OP_XOR, OP_SHL, OP_MOV };
enum { KIND_REG, KIND_IMM };

typedef struct Operand {
  int64_t kind, value;
} Operand;

typedef struct Insn {
  int64_t op;
  Operand *dst, *a, *b;
} Insn;

typedef struct Program {
  int64_t id;
  Insn **insns; /* cormi_new_array(Insn *, length) */
} Program;

/* ------------------------------------------------------------------ the machine */

static int64_t operand(const Operand *o, const int64_t *r) { return o->kind == KIND_REG ? r[o->value & 1] : o->value; }

/** Runs p on registers r (in place). */
static void execute(const Program *p, int64_t *r) {
  size_t n = cormi_array_length(p->insns);
  for (size_t i = 0; i < n; i++) {
    const Insn *x = p->insns[i];
    int64_t a = operand(x->a, r), b = operand(x->b, r), v = 0;
    switch (x->op) {
    case OP_ADD: v = a + b; break;
    case OP_SUB: v = a - b; break;
    case OP_AND: v = a & b; break;
    case OP_XOR: v = a ^ b; break;
    case OP_SHL: v = (int64_t)((uint64_t)a << (b & 7)); break;
    default: v = a; break;
    }
    r[x->dst->value & 1] = v;
  }
}

/** Whether p computes r0 = r0 + r0 (r1 unchanged) on every test input. */
static int equivalent(const Program *p) {
  static const int64_t in[INPUTS][REGS] = {{3, 5}, {-7, 11}, {1 << 20, -1}, {12345, 0}};
  for (int t = 0; t < INPUTS; t++) {
    int64_t r[REGS] = {in[t][0], in[t][1]};
    execute(p, r);
    if (r[0] != 2 * in[t][0] || r[1] != in[t][1]) return 0;
  }
  return 1;
}

static void free_program(Program *p) {
  size_t n = cormi_array_length(p->insns);
  for (size_t i = 0; i < n; i++) {
    cormi_free(p->insns[i]->dst), cormi_free(p->insns[i]->a), cormi_free(p->insns[i]->b);
    cormi_free(p->insns[i]);
  }
  cormi_free(p->insns);
  cormi_free(p);
}

/* ------------------------------------------------------------------ the tester */

/** A bounded queue of programs in front of a tester thread, and what it found. The queue
 *  is an array object of its own (a pointer array inside a struct indexed by a variable
 *  makes the heap analysis lose the offsets of what it holds), kept apart from the mutex
 *  and condition variable. */
typedef struct Tester {
  pthread_mutex_t *lock;
  pthread_cond_t *changed;
  Program **queue; /* QUEUE slots */
  int64_t head, count, busy, tested, matches, id_sum;
  pthread_t thread;
} Tester;

static void *tester_main(void *arg) {
  Tester *t = arg;
  for (;;) {
    pthread_mutex_lock(t->lock);
    while (t->count == 0) pthread_cond_wait(t->changed, t->lock);
    Program *p = t->queue[t->head];
    t->head = (t->head + 1) % QUEUE, t->count--, t->busy = 1;
    pthread_cond_broadcast(t->changed);
    pthread_mutex_unlock(t->lock);
    int eq = equivalent(p);
    int64_t id = p->id;
    free_program(p);
    pthread_mutex_lock(t->lock);
    t->tested++, t->matches += eq, t->id_sum += id, t->busy = 0;
    pthread_cond_broadcast(t->changed);
    pthread_mutex_unlock(t->lock);
  }
  return NULL;
}

Tester *Tester_new(void) {
  Tester *t = calloc(1, sizeof *t);
  t->lock = malloc(sizeof *t->lock);
  t->changed = malloc(sizeof *t->changed);
  t->queue = calloc(QUEUE, sizeof *t->queue);
  pthread_mutex_init(t->lock, NULL);
  pthread_cond_init(t->changed, NULL);
  pthread_create(&t->thread, NULL, tester_main, t);
  return t;
}

/** Queues p for the tester thread; blocks while the queue is full. */
void Tester_push(Tester *self, Program *p) {
  pthread_mutex_lock(self->lock);
  while (self->count == QUEUE) pthread_cond_wait(self->changed, self->lock);
  self->queue[(self->head + self->count) % QUEUE] = p;
  self->count++;
  pthread_cond_broadcast(self->changed);
  pthread_mutex_unlock(self->lock);
}

/** Waits until the queue is drained; returns matches, and tested / id sum through *out. */
int64_t Tester_drain(Tester *self) {
  pthread_mutex_lock(self->lock);
  while (self->count || self->busy) pthread_cond_wait(self->changed, self->lock);
  int64_t m = self->matches;
  pthread_mutex_unlock(self->lock);
  return m;
}

int64_t Tester_tested(Tester *self) { return self->tested; }
int64_t Tester_id_sum(Tester *self) { return self->id_sum; }

/* ------------------------------------------------------------------ the producer */

static Operand *new_operand(int64_t code) {
  Operand *o = cormi_new(Operand);
  o->kind = code < REGS ? KIND_REG : KIND_IMM;
  o->value = code < REGS ? code : code - REGS; /* immediates 0, 1, 2 */
  return o;
}

enum { INSN_CODES = OPS * REGS * (REGS + IMMS) * (REGS + IMMS) };

/** Instruction number `code` of the INSN_CODES possible ones. */
static Insn *new_insn(int64_t code) {
  Insn *x = cormi_new(Insn);
  x->b = new_operand(code % (REGS + IMMS)), code /= REGS + IMMS;
  x->a = new_operand(code % (REGS + IMMS)), code /= REGS + IMMS;
  x->dst = new_operand(code % REGS), code /= REGS;
  x->op = code;
  return x;
}

/** Sequence number `id` among those of `len` instructions. */
static Program *new_program(int64_t id, int64_t len, int64_t seq) {
  Program *p = cormi_new(Program);
  p->id = id;
  p->insns = cormi_new_array(Insn *, len);
  for (int64_t i = 0; i < len; i++, seq /= INSN_CODES) p->insns[i] = new_insn(seq % INSN_CODES);
  return p;
}

/** What one run must find: sequences pushed, matches, sum of ids (per tester). */
typedef struct Expect {
  int64_t tested[MAX_TESTERS], matches[MAX_TESTERS], id_sum[MAX_TESTERS];
} Expect;

/** Pushes every sequence; returns the median push time; fills *e from local evaluation. */
static double produce(cormi_ref *testers, int nt, int64_t maxlen, Expect *e, int64_t *pushed) {
  int64_t id = 0, total = 0, count = INSN_CODES;
  for (int64_t len = 1; len <= maxlen; len++, count *= INSN_CODES) total += count;
  double *us = malloc(sizeof(double) * (size_t)total);
  count = INSN_CODES;
  for (int64_t len = 1; len <= maxlen; len++, count *= INSN_CODES)
    for (int64_t seq = 0; seq < count; seq++, id++) {
      Program *p = new_program(id, len, seq);
      int t = (int)(id % nt);
      e->tested[t]++, e->matches[t] += equivalent(p), e->id_sum[t] += id;
      double t0 = bench_now_us();
      cormi_invoke(testers[t], Tester_push, p);
      us[id] = bench_now_us() - t0;
      free_program(p);
    }
  *pushed = id;
  double median = bench_percentiles(us, (int)id).median;
  free(us);
  return median;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int64_t maxlen = argc > 1 ? atoll(argv[1]) : 2;
  int rounds = argc > 2 ? atoi(argv[2]) : 1;
  if (maxlen < 1 || maxlen > MAX_LEN || rounds < 1) {
    fprintf(stderr, "usage: cormirun -n 2 %s MAXLEN(1..%d) ROUNDS\n", argv[0], MAX_LEN);
    return 2;
  }
  int nt = cormi_nodes() < MAX_TESTERS ? cormi_nodes() : MAX_TESTERS;
  double *us = malloc(sizeof(double) * (size_t)rounds), *push = malloc(sizeof(double) * (size_t)rounds);
  int64_t bad = 0, pushed = 0;
  for (int r = 0; r < rounds; r++) {
    cormi_ref testers[MAX_TESTERS];
    for (int t = 0; t < nt; t++) testers[t] = cormi_create(t, Tester_new);
    Expect e = {{0}, {0}, {0}};
    double t0 = bench_now_us();
    push[r] = produce(testers, nt, maxlen, &e, &pushed);
    int64_t matches[MAX_TESTERS];
    for (int t = 0; t < nt; t++) matches[t] = cormi_invoke(testers[t], Tester_drain);
    us[r] = bench_now_us() - t0;
    for (int t = 0; t < nt; t++) {
      int64_t tested = cormi_invoke(testers[t], Tester_tested), ids = cormi_invoke(testers[t], Tester_id_sum);
      int wrong = tested != e.tested[t] || matches[t] != e.matches[t] || ids != e.id_sum[t];
      if (wrong)
        fprintf(stderr, "pipeline: tester %d: tested %lld matches %lld ids %lld; want %lld %lld %lld\n", t,
                (long long)tested, (long long)matches[t], (long long)ids, (long long)e.tested[t],
                (long long)e.matches[t], (long long)e.id_sum[t]);
      bad += wrong;
    }
    int64_t found = 0;
    for (int t = 0; t < nt; t++) found += e.matches[t];
    if (!found) fprintf(stderr, "pipeline: no equivalent sequence found (r0 + r0 has some)\n");
    bad += !found;
  }
  char fields[96];
  snprintf(fields, sizeof fields, "sequences=%lld push_us=%.2f", (long long)pushed, bench_percentiles(push, rounds).median);
  bench_result_with("pipeline", rounds, bench_percentiles(us, rounds), fields);
  cormi_finalize();
  printf("pipeline: %s\n", bad ? "FAILED" : "every tester's counts matched");
  return bad ? 1 : 0;
}
