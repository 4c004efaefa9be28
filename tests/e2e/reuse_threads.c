/* End-to-end: concurrent calls through one reuse call site (DESIGN.md
 * "Analyses" 4: the slot is taken with an atomic exchange, so concurrent calls never share
 * a graph). THREADS pthreads call one site of a method that keeps nothing (reuse on),
 * each with its own list and double array whose lengths and values change every
 * iteration, and check every result. A graph shared by two running calls would be refilled
 * while the other method reads it: the method hashes its graph, waits until other calls
 * run too, hashes it again and returns 0 when the two differ. Exit status 0 iff every
 * result matched. */
#include <cormi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { THREADS = 8, ITERS = 300, QUORUM = 4, LIMIT = 1 << 20 };

typedef struct Node { int64_t value; struct Node *next; } Node;
typedef struct Summer { int64_t unused; } Summer;

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v;
  h *= 0x100000001b3ULL;
  return h ^ (h >> 29);
}

/* The list's values and length, then the array's length and elements; 0 for a list of
 * more than LIMIT nodes (a cycle). */
static uint64_t hash(const Node *l, const double *a) {
  uint64_t h = 0xcbf29ce484222325ULL;
  int64_t n = 0;
  for (; l; l = l->next) {
    if (++n > LIMIT) return 0;
    h = mix(h, (uint64_t)l->value);
  }
  h = mix(h, (uint64_t)n);
  if (!a) return mix(h, UINT64_MAX);
  size_t len = cormi_array_length(a);
  h = mix(h, len);
  for (size_t i = 0; i < len; i++) {
    uint64_t u;
    memcpy(&u, &a[i], sizeof u);
    h = mix(h, u);
  }
  return h;
}

Summer *Summer_new(void) { return cormi_new(Summer); }

static int active;   /* calls of Summer_sum running now */
static int timeouts; /* waits that ended without QUORUM calls running */

/* Keeps nothing. Between its two hashes a call waits (up to about 20 ms, and only while
 * fewer than 50 waits have timed out) until QUORUM calls run at once: a call that blocks
 * makes the server's watchdog add service threads (runtime/ARCHITECTURE.md), so calls
 * overlap while each holds its graph. */
uint64_t Summer_sum(Summer *self, Node *l, double *a) {
  (void)self;
  __atomic_add_fetch(&active, 1, __ATOMIC_SEQ_CST);
  uint64_t h = hash(l, a);
  struct timespec pause = {0, 50 * 1000};
  int i = 0;
  for (; i < 400; i++) {
    if (__atomic_load_n(&active, __ATOMIC_SEQ_CST) >= QUORUM || __atomic_load_n(&timeouts, __ATOMIC_SEQ_CST) >= 50) break;
    nanosleep(&pause, NULL);
  }
  if (i == 400) __atomic_add_fetch(&timeouts, 1, __ATOMIC_SEQ_CST);
  nanosleep(&pause, NULL);
  uint64_t again = hash(l, a);
  __atomic_sub_fetch(&active, 1, __ATOMIC_SEQ_CST);
  return again == h ? h : 0;
}

static cormi_ref summer;

/* Thread `id`'s data for iteration `it`: lengths 0..96 (list) and 0..60 (array, none
 * every 7th), values that name the thread and the iteration. */
static Node *make_list(int64_t id, int64_t it) {
  int len = (int)((id * 7 + it * 13) % 97);
  Node *head = NULL;
  for (int i = len; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = id << 40 | it << 20 | i;
    x->next = head;
    head = x;
  }
  return head;
}

static double *make_array(int64_t id, int64_t it) {
  if ((id + it) % 7 == 3) return NULL;
  int len = (int)((id * 5 + it * 11) % 61);
  double *a = cormi_new_array(double, len);
  for (int i = 0; i < len; i++) a[i] = (double)id * 1e6 + (double)it * 1e2 + 0.5 * i;
  return a;
}

static void free_list(Node *l) {
  while (l) {
    Node *next = l->next;
    free(l);
    l = next;
  }
}

static void *client(void *arg) {
  int64_t id = (int64_t)(intptr_t)arg;
  intptr_t bad = 0;
  for (int64_t it = 0; it < ITERS; it++) {
    Node *l = make_list(id, it);
    double *a = make_array(id, it);
    uint64_t want = hash(l, a);
    uint64_t got = cormi_invoke(summer, Summer_sum, l, a);
    if (got != want) {
      fprintf(stderr, "reuse_threads: thread %lld iteration %lld: got %llx, expected %llx\n", (long long)id, (long long)it,
              (unsigned long long)got, (unsigned long long)want);
      bad++;
    }
    free_list(l);
    cormi_free(a);
  }
  return (void *)bad;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  summer = cormi_create(cormi_nodes() - 1, Summer_new);
  pthread_t t[THREADS];
  for (intptr_t i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, client, (void *)i);
  intptr_t bad = 0;
  for (int i = 0; i < THREADS; i++) {
    void *r;
    pthread_join(t[i], &r);
    bad += (intptr_t)r;
  }
  cormi_finalize();
  if (bad) {
    fprintf(stderr, "reuse_threads: %ld of %d results wrong\n", (long)bad, THREADS * ITERS);
    return 1;
  }
  printf("reuse_threads: %d threads x %d calls through one site checked (%d nodes)\n", THREADS, ITERS, cormi_nodes());
  return 0;
}
