/* End-to-end: a thread's one-way calls have run once it has exited. Worker threads each
 * make one-way calls that add to one counter on the last node (some of them slow, so the
 * queue is still long when the threads end); main joins them and reads the counter with
 * one synchronous call: it sees every call, with no polling (its own call is on another
 * lane, so only the threads' exit orders their calls before it). Then once more with
 * the counter on node 0 (local calls). Exit status 0 iff every value matched. */
#include <cormi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#define E2E_NAME "oneway_thread_exit"
#include "check.h"

enum { THREADS = 4, CALLS = 300, SLOW_EVERY = 60 };

typedef struct Counter {
  int64_t calls;
} Counter;

Counter *Counter_new(void) { return cormi_new(Counter); }

CORMI_ONEWAY void Counter_add(Counter *self, int64_t slow) {
  if (slow) {
    struct timespec ts = {0, 2000000};
    nanosleep(&ts, 0);
  }
  /* Calls of different threads may run at the same time in C (cormi.h). */
  __atomic_fetch_add(&self->calls, 1, __ATOMIC_RELAXED);
}

int64_t Counter_calls(Counter *self) { return __atomic_load_n(&self->calls, __ATOMIC_RELAXED); }

static void *worker(void *arg) {
  cormi_ref c = *(cormi_ref *)arg;
  for (int i = 0; i < CALLS; i++) cormi_invoke(c, Counter_add, (int64_t)(i % SLOW_EVERY == 0));
  return 0;
}

static int64_t run_on(int node) {
  cormi_ref c = cormi_create(node, Counter_new);
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], 0, worker, &c);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  return cormi_invoke(c, Counter_calls);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int64_t remote = run_on(cormi_nodes() - 1);
  int64_t local = run_on(0);
  CHECK(remote == THREADS * CALLS);
  CHECK(local == THREADS * CALLS);
  printf("oneway_thread_exit: %lld calls on the last node, %lld on node 0 after the joins\n", (long long)remote, (long long)local);
  cormi_finalize();
  return failures ? 1 : 0;
}
