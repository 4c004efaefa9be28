/* End-to-end: embedded links. (1) A Linux-style ring of `struct list_head` links
 * embedded in records (a sentinel head on the stack, records on the heap), walked with
 * container_of: every next/prev points at the link inside another record, at a constant
 * offset of records but offset 0 of the head (so found at run time). (2) An intrusive
 * hash table whose bucket chains link embedded handles (at a constant offset of the
 * elements) and whose elements are found from their handles by subtracting an offset the
 * table stores at run time (as C hash-table libraries do); elements go in by their
 * handles, as hlist_add_head(&obj->node, ...) does. The methods walk the received structures both ways, look keys up,
 * insert and unlink elements; a ring built on the serving node is returned. The caller
 * checks that its own structures are untouched. Exit 0 when every value matched. */
#define E2E_NAME "interior_rings"
#include "check.h"
#include <cormi.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct list_head {
  struct list_head *next, *prev;
};
#define container_of(ptr, type, member) ((type *)((char *)(ptr)-offsetof(type, member)))

static void list_init(struct list_head *h) { h->next = h->prev = h; }
static void list_add_tail(struct list_head *n, struct list_head *h) {
  n->prev = h->prev;
  n->next = h;
  h->prev->next = n;
  h->prev = n;
}
static void list_del(struct list_head *n) {
  n->prev->next = n->next;
  n->next->prev = n->prev;
  n->next = n->prev = NULL;
}

typedef struct Task {
  int32_t id;
  double cost;
  struct list_head link;
  char name[12];
} Task;

/* A ring's records: the sum of id * position forwards, and backwards (times 1000). */
static int64_t ring_weight(struct list_head *h) {
  int64_t fwd = 0, back = 0, k = 0, n = 0;
  for (struct list_head *p = h->next; p != h; p = p->next) fwd += container_of(p, Task, link)->id * ++k;
  for (struct list_head *p = h->prev; p != h; p = p->prev) n++;
  k = n;
  for (struct list_head *p = h->prev; p != h; p = p->prev) back += container_of(p, Task, link)->id * k--;
  return fwd + 1000 * back;
}

/* ---- an intrusive hash table: elements found from their handles by a stored offset ---- */
typedef struct hnode {
  struct hnode *next;
  uint64_t key;
} hnode;

typedef struct htable {
  hnode **buckets; /* chains of handles embedded in the elements */
  size_t nbuckets;
  size_t off; /* where the handle lies in an element */
  size_t count;
} htable;

typedef struct Entry {
  char name[16];
  double val;
  hnode h;
  int64_t uses;
} Entry;

static void *elem_of(const htable *t, hnode *n) { return n ? (char *)n - t->off : NULL; }

static htable *ht_new(size_t nbuckets, size_t off) {
  htable *t = malloc(sizeof *t);
  t->buckets = calloc(nbuckets, sizeof *t->buckets);
  t->nbuckets = nbuckets;
  t->off = off;
  t->count = 0;
  return t;
}

/* Links an element in by its handle (as hlist_add_head(&obj->node, ...) does). */
static void ht_put(htable *t, hnode *n, uint64_t key) {
  n->key = key;
  n->next = t->buckets[key % t->nbuckets];
  t->buckets[key % t->nbuckets] = n;
  t->count++;
}

static void *ht_get(const htable *t, uint64_t key) {
  for (hnode *n = t->buckets[key % t->nbuckets]; n; n = n->next)
    if (n->key == key) return elem_of(t, n);
  return NULL;
}

static void *ht_take(htable *t, uint64_t key) {
  for (hnode **at = &t->buckets[key % t->nbuckets]; *at; at = &(*at)->next)
    if ((*at)->key == key) {
      hnode *n = *at;
      *at = n->next;
      t->count--;
      return elem_of(t, n);
    }
  return NULL;
}

/* Every element once (bucket order): the sum of its values weighted by key. */
static double ht_weight(const htable *t) {
  double w = 0;
  for (size_t b = 0; b < t->nbuckets; b++)
    for (hnode *n = t->buckets[b]; n; n = n->next) w += ((Entry *)elem_of(t, n))->val * (double)(n->key % 7 + 1);
  return w;
}

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* The ring's weight; then the copy loses its second record and gains one at the tail. */
int64_t Svc_ring(Svc *self, struct list_head *h) {
  self->calls++;
  int64_t w = ring_weight(h);
  if (h->next != h && h->next->next != h) {
    struct list_head *second = h->next->next;
    list_del(second);
    free(container_of(second, Task, link));
  }
  Task *t = calloc(1, sizeof *t);
  t->id = 5;
  list_add_tail(&t->link, h);
  return w * 10 + ring_weight(h) % 10;
}

/* A record given by its link (the pointer into the middle of the record). */
double Svc_cost_from_link(Svc *self, struct list_head *link) {
  self->calls++;
  return container_of(link, Task, link)->cost;
}

/* A ring built here, returned: the head is a heap record of its own. */
struct list_head *Svc_make_ring(Svc *self, int32_t n) {
  self->calls++;
  struct list_head *h = malloc(sizeof *h);
  list_init(h);
  for (int32_t i = 0; i < n; i++) {
    Task *t = calloc(1, sizeof *t);
    t->id = i * 3 + 1;
    t->cost = i * 0.25;
    list_add_tail(&t->link, h);
  }
  return h;
}

/* Looks up keys, takes one element out and puts a new one in. */
double Svc_table(Svc *self, htable *t, uint64_t k1, uint64_t k2) {
  self->calls++;
  double w = ht_weight(t);
  Entry *a = ht_get(t, k1);
  double got = a ? a->val + (double)strlen(a->name) : -1;
  Entry *b = ht_take(t, k2);
  if (b) free(b);
  Entry *c = calloc(1, sizeof *c);
  c->val = 0.5;
  ht_put(t, &c->h, 999);
  return w + got * 1000 + (double)t->count * 1e6;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);

  struct list_head ring;
  list_init(&ring);
  int64_t got = cormi_invoke(s, Svc_ring, &ring);
  CHECK(got == 10 * 0 + 5);
  for (int i = 0; i < 50; i++) {
    Task *t = calloc(1, sizeof *t);
    t->id = i + 1;
    t->cost = i * 1.5;
    strcpy(t->name, "task");
    list_add_tail(&t->link, &ring);
  }
  int64_t before = ring_weight(&ring);
  got = cormi_invoke(s, Svc_ring, &ring);
  CHECK(got / 10 == before);
  CHECK(ring_weight(&ring) == before);
  printf("ring: %lld %lld\n", (long long)before, (long long)got);

  struct list_head *tenth = ring.next;
  for (int i = 0; i < 9; i++) tenth = tenth->next;
  double cost = cormi_invoke(s, Svc_cost_from_link, tenth);
  CHECK(cost == container_of(tenth, Task, link)->cost);
  printf("cost from link: %.2f\n", cost);

  struct list_head *r = cormi_invoke(s, Svc_make_ring, (int32_t)7);
  CHECK(r != NULL);
  if (r) {
    struct list_head *mine = Svc_make_ring(&(Svc){0}, 7);
    CHECK(ring_weight(r) == ring_weight(mine));
    printf("returned ring: %lld\n", (long long)ring_weight(r));
    while (r->next != r) {
      struct list_head *n = r->next;
      list_del(n);
      free(container_of(n, Task, link));
    }
    while (mine->next != mine) {
      struct list_head *n = mine->next;
      list_del(n);
      free(container_of(n, Task, link));
    }
    free(r);
    free(mine);
  }

  htable *t = ht_new(13, offsetof(Entry, h));
  for (int i = 0; i < 40; i++) {
    Entry *e = calloc(1, sizeof *e);
    e->val = i * 0.75;
    memcpy(e->name, "entry-xx", 9);
    ht_put(t, &e->h, (uint64_t)i * 31 + 7);
  }
  double w = ht_weight(t);
  Entry *a = ht_get(t, 5 * 31 + 7);
  double expect = w + (a->val + 8) * 1000 + (double)t->count * 1e6;
  double tw = cormi_invoke(s, Svc_table, t, (uint64_t)(5 * 31 + 7), (uint64_t)(9 * 31 + 7));
  CHECK(tw == expect);
  CHECK(ht_weight(t) == w && t->count == 40);
  CHECK(ht_get(t, 9 * 31 + 7) != NULL);
  printf("table: %.2f\n", tw);

  while (ring.next != &ring) {
    struct list_head *n = ring.next;
    list_del(n);
    free(container_of(n, Task, link));
  }
  for (int i = 0; i < 40; i++) free(ht_take(t, (uint64_t)i * 31 + 7));
  free(t->buckets);
  free(t);
  cormi_finalize();
  return failures ? 1 : 0;
}
