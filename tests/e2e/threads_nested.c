/* End-to-end: 8 client threads calling one remote object concurrently (each sends its
 * own list and checks its own result), and a remote method that itself calls an object
 * on another node (with -n 3: node 0 -> node 2 -> node 1). Exit status 0 iff all
 * results match. */
#include <cormi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 8, CALLS = 200 };

typedef struct Node { int64_t value; struct Node *next; } Node;
typedef struct Counter { int64_t total; pthread_mutex_t lock; } Counter;
typedef struct Relay { cormi_ref counter; } Relay;

Counter *Counter_new(void) {
  Counter *c = calloc(1, sizeof *c);
  pthread_mutex_init(&c->lock, NULL);
  return c;
}

/** Adds the list's sum to the total; returns the list's sum. */
int64_t Counter_add_list(Counter *self, Node *n) {
  int64_t s = 0;
  for (; n; n = n->next) s += n->value;
  pthread_mutex_lock(&self->lock);
  self->total += s;
  pthread_mutex_unlock(&self->lock);
  return s;
}

int64_t Counter_total(Counter *self) {
  pthread_mutex_lock(&self->lock);
  int64_t t = self->total;
  pthread_mutex_unlock(&self->lock);
  return t;
}

Relay *Relay_new(cormi_ref counter) {
  Relay *r = malloc(sizeof *r);
  r->counter = counter;
  return r;
}

/** A remote method that calls another remote object (possibly on a third node). */
int64_t Relay_forward(Relay *self, Node *n) { return cormi_invoke(self->counter, Counter_add_list, n) * 10; }

static cormi_ref counter;

static Node *make_list(int64_t base, int len) {
  Node *head = NULL;
  for (int i = len; i-- > 0;) {
    Node *x = malloc(sizeof *x);
    x->value = base + i;
    x->next = head;
    head = x;
  }
  return head;
}

static void *client(void *arg) {
  intptr_t id = (intptr_t)arg;
  Node *l = make_list(id * 1000, 10);
  int64_t want = 10 * id * 1000 + 45;
  intptr_t bad = 0;
  for (int i = 0; i < CALLS; i++) bad += cormi_invoke(counter, Counter_add_list, l) != want;
  return (void *)bad;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int last = cormi_nodes() - 1;
  counter = cormi_create(last > 1 ? 1 : last, Counter_new);
  pthread_t t[THREADS];
  for (intptr_t i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, client, (void *)i);
  intptr_t bad = 0;
  int64_t expect = 0;
  for (intptr_t i = 0; i < THREADS; i++) {
    void *r;
    pthread_join(t[i], &r);
    bad += (intptr_t)r;
    expect += CALLS * (10 * i * 1000 + 45);
  }
  int64_t total = cormi_invoke(counter, Counter_total);
  if (bad || total != expect) {
    fprintf(stderr, "threads: %ld bad results, total %lld, expected %lld\n", (long)bad, (long long)total, (long long)expect);
    return 1;
  }
  cormi_ref relay = cormi_create(last, Relay_new, counter);
  Node *l = make_list(5, 3);
  int64_t fwd = cormi_invoke(relay, Relay_forward, l);
  if (fwd != 180 || cormi_invoke(counter, Counter_total) != expect + 18) {
    fprintf(stderr, "nested: got %lld, expected 180\n", (long long)fwd);
    return 1;
  }
  cormi_finalize();
  printf("threads_nested: %d threads x %d calls and a nested call checked (%d nodes)\n", THREADS, CALLS, cormi_nodes());
  return 0;
}
