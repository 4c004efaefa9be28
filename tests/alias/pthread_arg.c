/* pthread_create passes its last argument to the thread's start routine. */
#include <pthread.h>
#include "aliascheck.h"

struct job { int in; int out; };
struct job job_a;
struct job job_b;

NOINLINE void *worker(void *arg) {
  struct job *j = arg;
  MAYALIAS(j, &job_a);
  NOALIAS(j, &job_b);
  NOALIAS(&j->in, &j->out);
  j->out = j->in * 2;
  return &j->out;
}

int main(void) {
  pthread_t t;
  void *res;
  job_a.in = 21;
  job_b.in = 1;
  if (pthread_create(&t, 0, worker, &job_a)) return 1;
  pthread_join(t, &res);
  return job_b.in;
}
