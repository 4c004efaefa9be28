/* End-to-end: one-way calls (CORMI_ONEWAY). The calls one thread makes to one node run
 * there one at a time, in order, and before that thread's next call there (cormi.h), so
 * after thousands of one-way calls that each add to a counter on a remote object, one
 * synchronous call reads the exact total (no polling), and every call saw its
 * predecessor's sequence number. One-way calls also carry lists (deep-copied before
 * cormi_invoke returns: the caller frees each list at once), summed into the object.
 * Objects live on every node (node 0's calls run locally); two more threads each drive
 * their own objects. Exit status 0 iff every value matched. */
#include <cormi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { ROUNDS = 2000, LISTS = 50, LIST_LEN = 100, THREADS = 2, MAX_NODES = 16, SLOW_EVERY = 500 };

typedef struct Counter {
  int64_t total;
  int64_t calls;
  int64_t last_seq;
  int64_t out_of_order;
} Counter;

typedef struct List {
  struct List *next;
  int64_t v;
} List;

Counter *Counter_new(void) { return cormi_new(Counter); }

/** Adds v; seq must follow the previous call's (the calls of one thread run in order).
 *  Every SLOW_EVERY-th call first works for 20 ms, longer than the runtime's watchdog
 *  period: a runtime that let another thread read and serve the next calls meanwhile
 *  would run them first (out of order) or concurrently. */
CORMI_ONEWAY void Counter_add(Counter *self, int64_t v, int64_t seq) {
  if (seq % SLOW_EVERY == 1) {
    struct timespec work = {0, 20 * 1000 * 1000};
    nanosleep(&work, NULL);
  }
  self->total += v;
  self->out_of_order += seq != self->last_seq + 1;
  self->last_seq = seq;
  self->calls++;
}

/** Adds the list's values (the list is the method's copy). */
CORMI_ONEWAY void Counter_add_list(Counter *self, List *l) {
  for (; l; l = l->next) self->total += l->v;
  self->calls++;
}

int64_t Counter_total(Counter *self) { return self->total; }
int64_t Counter_calls(Counter *self) { return self->calls; }
int64_t Counter_out_of_order(Counter *self) { return self->out_of_order; }

#define E2E_NAME "oneway"
#include "check.h"

/** One driver's objects (one per node) and what it read back. */
typedef struct Driver {
  int64_t base;
  int nodes;
  cormi_ref counters[MAX_NODES];
  int64_t total[MAX_NODES], calls[MAX_NODES], out_of_order[MAX_NODES];
} Driver;

static List *make_list(int64_t base) {
  List *head = NULL;
  for (int i = 0; i < LIST_LEN; i++) {
    List *n = cormi_new(List);
    n->v = base + i;
    n->next = head;
    head = n;
  }
  return head;
}

static void free_list(List *l) {
  while (l) {
    List *next = l->next;
    cormi_free(l);
    l = next;
  }
}

/** The total a driver with `base` expects on each of its counters. */
static int64_t expected_total(int64_t base) {
  int64_t t = 0;
  for (int64_t i = 1; i <= ROUNDS; i++) t += base + i;
  for (int64_t k = 0; k < LISTS; k++)
    for (int64_t i = 0; i < LIST_LEN; i++) t += base * k + i;
  return t;
}

/** One-way calls to every counter (interleaved across nodes), then one synchronous read
 *  of each: no wait in between. */
static void *drive(void *arg) {
  Driver *d = arg;
  for (int64_t i = 1; i <= ROUNDS; i++)
    for (int n = 0; n < d->nodes; n++) cormi_invoke(d->counters[n], Counter_add, d->base + i, i);
  for (int64_t k = 0; k < LISTS; k++)
    for (int n = 0; n < d->nodes; n++) {
      List *l = make_list(d->base * k);
      cormi_invoke(d->counters[n], Counter_add_list, l);
      free_list(l); /* sent already: the node has its own copy */
    }
  for (int n = 0; n < d->nodes; n++) {
    d->total[n] = cormi_invoke(d->counters[n], Counter_total);
    d->calls[n] = cormi_invoke(d->counters[n], Counter_calls);
    d->out_of_order[n] = cormi_invoke(d->counters[n], Counter_out_of_order);
  }
  return NULL;
}

static void check_driver(const Driver *d) {
  for (int n = 0; n < d->nodes; n++) {
    CHECK(d->total[n] == expected_total(d->base));
    CHECK(d->calls[n] == ROUNDS + LISTS);
    CHECK(d->out_of_order[n] == 0);
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int nodes = cormi_nodes() < MAX_NODES ? cormi_nodes() : MAX_NODES;
  Driver drivers[THREADS + 1];
  for (int t = 0; t <= THREADS; t++) {
    drivers[t].base = 1000 * (t + 1);
    drivers[t].nodes = nodes;
    for (int n = 0; n < nodes; n++) drivers[t].counters[n] = cormi_create(n, Counter_new);
  }
  /* The main thread alone, then two threads at once (each with its own objects). */
  drive(&drivers[0]);
  pthread_t threads[THREADS];
  for (int t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, drive, &drivers[t + 1]);
  for (int t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
  for (int t = 0; t <= THREADS; t++) check_driver(&drivers[t]);
  for (int t = 0; t <= THREADS; t++)
    for (int n = 0; n < nodes; n++) cormi_release(drivers[t].counters[n]);
  cormi_finalize();
  if (failures) return 1;
  printf("oneway: %d one-way calls per object checked on %d nodes, %d threads\n", ROUNDS + LISTS, nodes, THREADS + 1);
  return 0;
}
