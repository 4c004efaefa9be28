/* A master/worker job queue as C programmers write one: node 0 makes jobs (records
 * holding a malloc'ed sample buffer and a strdup'ed label, through an xmalloc wrapper),
 * deals them to workers on the other nodes one at a time and in batches (an array of
 * job records), and collects results: a struct returned by value per job, a fresh array
 * of sums per batch, and a worker's report string. Every result is checked against the
 * same computation done locally. Exit status 0 iff every check passed. */
#include <cormi.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) {
    perror("malloc");
    abort();
  }
  return p;
}

typedef enum { SUM, SQUARES, MAXIMUM } Kind;

typedef struct Job {
  int id;
  Kind kind;
  double *samples;
  size_t n;
  char *label;
} Job;

typedef struct Outcome {
  int id;
  double value;
  long samples;
} Outcome;

typedef struct Worker {
  long jobs;
  double total;
} Worker;

Worker *Worker_new(void) {
  Worker *w = xmalloc(sizeof *w);
  w->jobs = 0;
  w->total = 0;
  return w;
}

static double work(const Job *j) {
  double acc = j->kind == MAXIMUM ? -INFINITY : 0.0;
  for (size_t i = 0; i < j->n; i++) {
    double x = j->samples[i];
    switch (j->kind) {
    case SUM: acc += x; break;
    case SQUARES: acc += x * x; break;
    case MAXIMUM: acc = x > acc ? x : acc; break;
    }
  }
  return acc + (double)strlen(j->label);
}

Outcome Worker_run(Worker *w, Job *job) {
  Outcome o = {job->id, work(job), (long)job->n};
  w->jobs++;
  w->total += o.value;
  return o;
}

/* One sum per job of the batch, in a fresh array. */
double *Worker_run_batch(Worker *w, Job *jobs, int count) {
  double *out = xmalloc((size_t)count * sizeof *out);
  for (int i = 0; i < count; i++) {
    out[i] = work(&jobs[i]);
    w->jobs++;
    w->total += out[i];
  }
  return out;
}

/* "jobs=N" in a fresh string. */
char *Worker_report(Worker *w) {
  char buf[64];
  snprintf(buf, sizeof buf, "jobs=%ld", w->jobs);
  return strdup(buf);
}

static int failures;
#define CHECK(c)                                                                  \
  do {                                                                            \
    if (!(c)) {                                                                   \
      fprintf(stderr, "jobqueue_batches: FAILED at line %d: %s\n", __LINE__, #c);         \
      failures++;                                                                 \
    }                                                                             \
  } while (0)

static void make_job(Job *j, int id) {
  char label[32];
  j->id = id;
  j->kind = (Kind)(id % 3);
  j->n = (size_t)(id * 37 % 200);
  j->samples = xmalloc((j->n ? j->n : 1) * sizeof *j->samples);
  for (size_t i = 0; i < j->n; i++) j->samples[i] = sin((double)(id * 1000 + (int)i)) * 10.0;
  snprintf(label, sizeof label, "job-%d", id);
  j->label = strdup(label);
}

static void free_job(Job *j) {
  free(j->samples);
  free(j->label);
}

enum { SINGLE = 120, BATCHES = 10, BATCH = 16 };

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int workers = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *pool = xmalloc((size_t)workers * sizeof *pool);
  long *dealt = calloc((size_t)workers, sizeof *dealt);
  for (int i = 0; i < workers; i++) pool[i] = cormi_create(cormi_nodes() > 1 ? i + 1 : 0, Worker_new);

  int bad = 0;
  for (int id = 0; id < SINGLE; id++) {
    Job *j = xmalloc(sizeof *j);
    make_job(j, id);
    Outcome o = cormi_invoke(pool[id % workers], Worker_run, j);
    dealt[id % workers]++;
    bad += o.id != id || o.samples != (long)j->n || o.value != work(j);
    free_job(j);
    free(j);
  }
  CHECK(bad == 0);

  for (int b = 0; b < BATCHES; b++) {
    int count = BATCH - b;
    Job *jobs = xmalloc((size_t)count * sizeof *jobs);
    for (int i = 0; i < count; i++) make_job(&jobs[i], 1000 + b * BATCH + i);
    double *sums = cormi_invoke(pool[b % workers], Worker_run_batch, jobs, count);
    dealt[b % workers] += count;
    for (int i = 0; i < count; i++) bad += sums[i] != work(&jobs[i]);
    free(sums);
    for (int i = 0; i < count; i++) free_job(&jobs[i]);
    free(jobs);
  }
  CHECK(bad == 0);

  for (int i = 0; i < workers; i++) {
    char *r = cormi_invoke(pool[i], Worker_report);
    char want[64];
    snprintf(want, sizeof want, "jobs=%ld", dealt[i]);
    CHECK(r && strcmp(r, want) == 0);
    free(r);
  }
  free(pool);
  free(dealt);
  cormi_finalize();
  if (failures) return 1;
  printf("jobqueue: %d single jobs and %d batches checked\n", SINGLE, BATCHES);
  return 0;
}
