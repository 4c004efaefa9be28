/* A master/worker job queue: the master makes jobs (an id, a kind and a malloc'ed sample
 * array of run-time length), hands them round-robin to workers, and collects a result
 * struct returned by value (count, mean, min, max, and a status). Workers keep running
 * totals of what they processed; the master checks every result against its own
 * computation and the workers' totals at the end. */
#include <cormi.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "jobqueue: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

enum JobKind { JOB_STATS, JOB_SCALE, JOB_SORT };

typedef struct Job {
  int id;
  enum JobKind kind;
  double factor;
  size_t n;
  double *samples;
} Job;

typedef struct Result {
  int id;
  int status; /* 0 ok, -1 empty job */
  size_t count;
  double mean, min, max;
} Result;

typedef struct Worker {
  int rank;
  long jobs;
  double sum_of_means;
} Worker;

Worker *Worker_new(int rank) {
  Worker *w = malloc(sizeof *w);
  w->rank = rank;
  w->jobs = 0;
  w->sum_of_means = 0;
  return w;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static Result summarize(int id, const double *v, size_t n) {
  Result r = {id, 0, n, 0, 0, 0};
  if (n == 0) {
    r.status = -1;
    return r;
  }
  r.min = r.max = v[0];
  double sum = 0;
  for (const double *p = v; p < v + n; p++) {
    sum += *p;
    if (*p < r.min) r.min = *p;
    if (*p > r.max) r.max = *p;
  }
  r.mean = sum / (double)n;
  return r;
}

Result Worker_run(Worker *self, Job *job) {
  self->jobs++;
  switch (job->kind) {
    case JOB_SCALE:
      for (size_t i = 0; i < job->n; i++) job->samples[i] *= job->factor;
      break;
    case JOB_SORT:
      qsort(job->samples, job->n, sizeof(double), cmp_double);
      break;
    case JOB_STATS:
      break;
  }
  Result r = summarize(job->id, job->samples, job->n);
  if (r.status == 0) self->sum_of_means += r.mean;
  /* The received job is the method's (it keeps nothing of it): free it. */
  free(job->samples);
  free(job);
  return r;
}

long Worker_jobs(Worker *self) { return self->jobs; }
double Worker_sum_of_means(Worker *self) { return self->sum_of_means; }

static Job *make_job(int id) {
  Job *j = malloc(sizeof *j);
  j->id = id;
  j->kind = (enum JobKind)(id % 3);
  j->factor = 1.0 + (id % 4) * 0.5;
  j->n = (size_t)((id * 37) % 50); /* some jobs are empty */
  j->samples = j->n ? malloc(j->n * sizeof(double)) : NULL;
  for (size_t i = 0; i < j->n; i++) j->samples[i] = sin((double)(id * 100 + (int)i)) * 10.0;
  return j;
}

static void free_job(Job *j) {
  free(j->samples);
  free(j);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int workers = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *w = calloc((size_t)workers, sizeof *w);
  for (int k = 0; k < workers; k++) w[k] = cormi_create(cormi_nodes() > 1 ? k + 1 : 0, Worker_new, k + 1);

  enum { JOBS = 120 };
  double *expect_means = calloc((size_t)workers, sizeof(double));
  int empty = 0;
  for (int id = 0; id < JOBS; id++) {
    Job *job = make_job(id);
    double *before = job->n ? malloc(job->n * sizeof(double)) : NULL;
    if (job->n) memcpy(before, job->samples, job->n * sizeof(double));
    Result r = cormi_invoke(w[id % workers], Worker_run, job);
    /* copy semantics: the worker scaled or sorted its own copy */
    CHECK(job->n == 0 || memcmp(before, job->samples, job->n * sizeof(double)) == 0);
    if (job->kind == JOB_SCALE)
      for (size_t i = 0; i < job->n; i++) job->samples[i] *= job->factor;
    Result want = summarize(id, job->samples, job->n);
    CHECK(r.id == id && r.status == want.status && r.count == job->n);
    if (want.status == 0) {
      CHECK(fabs(r.mean - want.mean) < 1e-9 && r.min == want.min && r.max == want.max);
      expect_means[id % workers] += want.mean;
    } else {
      empty++;
    }
    free(before);
    free_job(job);
  }
  long total = 0;
  for (int k = 0; k < workers; k++) {
    total += cormi_invoke(w[k], Worker_jobs);
    CHECK(fabs(cormi_invoke(w[k], Worker_sum_of_means) - expect_means[k]) < 1e-6);
  }
  CHECK(total == JOBS);
  printf("jobqueue: %d jobs on %d workers, %d empty\n", JOBS, workers, empty);
  for (int k = 0; k < workers; k++) cormi_release(w[k]);
  free(w);
  free(expect_means);
  cormi_finalize();
  return failures != 0;
}
