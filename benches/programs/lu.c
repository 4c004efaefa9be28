/*
 * lu.c — distributed LU decomposition through remote calls (seed 000, §5.2, tables 3-4).
 *
 * An N x N matrix (diagonally dominant, so no pivoting is needed) is distributed by rows,
 * row i on worker i % W (one Worker object per node). For each step k the client fetches
 * the tail of pivot row k from its owner (Worker_row_tail, a double array result) and
 * sends it to every worker (Worker_eliminate, a double array argument that does not
 * escape: the paper's reuse candidate); the workers update their rows below k in
 * parallel (one client thread per remote worker). The result is gathered and compared
 * with a local LU of the same matrix.
 *
 * Usage: cormirun -n 2 ./lu N ROUNDS       (link with alloc_count.o)
 * Prints `RESULT lu ROUNDS median p10 p90` (microseconds per factorization, set-up not
 * timed) with alloc_bytes=<bytes requested from malloc on all nodes during one
 * factorization, median> and n=N. Exit status 0 iff every round matched the local LU.
 */
#include <cormi.h>

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../timing.h"

uint64_t bench_alloc_bytes(void); /* alloc_count.c */

enum { MAX_WORKERS = 16 };

/** One node's rows: row i (i % nworkers == me) at rows[i / nworkers], n doubles each. */
typedef struct Worker {
  int64_t n, nworkers, me;
  double **rows;
} Worker;

Worker *Worker_new(int64_t n, int64_t nworkers, int64_t me) {
  Worker *w = cormi_new(Worker);
  w->n = n, w->nworkers = nworkers, w->me = me;
  int64_t mine = (n - me + nworkers - 1) / nworkers;
  w->rows = malloc(sizeof(double *) * (size_t)(mine > 0 ? mine : 1));
  for (int64_t r = 0; r < mine; r++) w->rows[r] = malloc(sizeof(double) * (size_t)n);
  return w;
}

/** Copies row i (n doubles) into this worker's storage. */
void Worker_set_row(Worker *self, int64_t i, double *row) { memcpy(self->rows[i / self->nworkers], row, sizeof(double) * (size_t)self->n); }

/** Elements from..n-1 of row i, as a new array. */
double *Worker_row_tail(Worker *self, int64_t i, int64_t from) {
  double *t = cormi_new_array(double, self->n - from), *r = self->rows[i / self->nworkers];
  for (int64_t j = 0; j < self->n - from; j++) t[j] = r[from + j];
  return t;
}

/** Eliminates column k from this worker's rows below k; pivot = row k from column k. */
void Worker_eliminate(Worker *self, int64_t k, double *pivot) {
  int64_t n = self->n, w = self->nworkers;
  int64_t first = k + 1 + ((self->me - (k + 1)) % w + w) % w; /* first own row > k */
  for (int64_t i = first; i < n; i += w) {
    double *r = self->rows[i / w];
    double l = r[k] / pivot[0];
    r[k] = l;
    for (int64_t j = k + 1; j < n; j++) r[j] -= l * pivot[j - k];
  }
}

uint64_t Worker_alloc_bytes(Worker *self) {
  (void)self;
  return bench_alloc_bytes();
}

/* ------------------------------------------------------------------ client (node 0) */

static double elem(int64_t n, int64_t i, int64_t j) { return (double)((i * 7 + j * 13) % 17) / 17.0 + (i == j ? (double)n : 0.0); }

/** The same elimination, locally, in place (row-major n x n). */
static void local_lu(double *a, int64_t n) {
  for (int64_t k = 0; k < n; k++)
    for (int64_t i = k + 1; i < n; i++) {
      double l = a[i * n + k] / a[k * n + k];
      a[i * n + k] = l;
      for (int64_t j = k + 1; j < n; j++) a[i * n + j] -= l * a[k * n + j];
    }
}

/** The step every client thread works on: its worker eliminates column k with pivot.
 *  (The pivot pointer lives in a global of its own: the heap analysis collapses the
 *  fields of an object indexed by a variable, like the workers array.) */
static struct {
  pthread_barrier_t start, done;
  cormi_ref workers[MAX_WORKERS];
  int nworkers;
  int64_t k; /* -1: stop */
} step;
static double *step_pivot;

static void eliminate_on(int w) { cormi_invoke(step.workers[w], Worker_eliminate, step.k, step_pivot); }

static void *helper(void *arg) {
  int w = (int)(intptr_t)arg;
  for (;;) {
    pthread_barrier_wait(&step.start);
    if (step.k < 0) return NULL;
    eliminate_on(w);
    pthread_barrier_wait(&step.done);
  }
}

static void factorize(int64_t n) {
  for (int64_t k = 0; k < n; k++) {
    step_pivot = cormi_invoke(step.workers[k % step.nworkers], Worker_row_tail, k, k);
    step.k = k;
    pthread_barrier_wait(&step.start);
    eliminate_on(0);
    pthread_barrier_wait(&step.done);
    cormi_free(step_pivot);
  }
}

/** Rows of the distributed result that differ from the local LU (relative 1e-12). */
static int64_t compare(const double *want, int64_t n) {
  int64_t bad = 0;
  for (int64_t i = 0; i < n; i++) {
    double *row = cormi_invoke(step.workers[i % step.nworkers], Worker_row_tail, i, (int64_t)0);
    int64_t diff = !row || cormi_array_length(row) != (size_t)n;
    for (int64_t j = 0; !diff && j < n; j++) diff = fabs(row[j] - want[i * n + j]) > 1e-12 * (fabs(want[i * n + j]) + 1.0);
    bad += diff;
    cormi_free(row);
  }
  return bad;
}

static uint64_t allocated_everywhere(void) {
  uint64_t b = bench_alloc_bytes();
  for (int w = 1; w < step.nworkers; w++) b += cormi_invoke(step.workers[w], Worker_alloc_bytes);
  return b;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int64_t n = argc > 1 ? atoll(argv[1]) : 1024;
  int rounds = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 2 || rounds < 1) {
    fprintf(stderr, "usage: cormirun -n 2 %s N ROUNDS\n", argv[0]);
    return 2;
  }
  step.nworkers = cormi_nodes() < MAX_WORKERS ? cormi_nodes() : MAX_WORKERS;
  double *a = malloc(sizeof(double) * (size_t)(n * n)), *row = cormi_new_array(double, n);
  for (int64_t i = 0; i < n * n; i++) a[i] = elem(n, i / n, i % n);
  local_lu(a, n);
  pthread_barrier_init(&step.start, NULL, (unsigned)step.nworkers);
  pthread_barrier_init(&step.done, NULL, (unsigned)step.nworkers);
  pthread_t threads[MAX_WORKERS];
  for (int w = 1; w < step.nworkers; w++) pthread_create(&threads[w], NULL, helper, (void *)(intptr_t)w);
  double *us = malloc(sizeof(double) * (size_t)rounds), *bytes = malloc(sizeof(double) * (size_t)rounds);
  int64_t bad = 0;
  for (int r = 0; r < rounds; r++) {
    for (int w = 0; w < step.nworkers; w++) step.workers[w] = cormi_create(w, Worker_new, n, (int64_t)step.nworkers, (int64_t)w);
    for (int64_t i = 0; i < n; i++) {
      for (int64_t j = 0; j < n; j++) row[j] = elem(n, i, j);
      cormi_invoke(step.workers[i % step.nworkers], Worker_set_row, i, row);
    }
    uint64_t b0 = allocated_everywhere();
    double t0 = bench_now_us();
    factorize(n);
    us[r] = bench_now_us() - t0;
    bytes[r] = (double)(allocated_everywhere() - b0);
    bad += compare(a, n);
    for (int w = 0; w < step.nworkers; w++) cormi_release(step.workers[w]);
  }
  step.k = -1;
  pthread_barrier_wait(&step.start);
  for (int w = 1; w < step.nworkers; w++) pthread_join(threads[w], NULL);
  bench_stats b = bench_percentiles(bytes, rounds);
  char fields[96];
  snprintf(fields, sizeof fields, "alloc_bytes=%.0f n=%lld", b.median, (long long)n);
  bench_result_with("lu", rounds, bench_percentiles(us, rounds), fields);
  cormi_finalize();
  if (bad) fprintf(stderr, "lu: %lld rows differ from the local LU\n", (long long)bad);
  printf("lu: %s\n", bad ? "FAILED" : "every row matched the local LU");
  return bad ? 1 : 0;
}
