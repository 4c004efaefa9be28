/* End-to-end: an intrusive hash table that doubles its buckets. Elements embed a link (at
 * a constant offset of the element, not 0) chained in a bucket and in insertion order;
 * an element is found from its link by subtracting the offset the table stores. A
 * table starts with 4 buckets (calloc(4, sizeof(Bucket))) and grows them to
 * malloc(sizeof(Bucket) * n * 2U), uthash's expansion: the bucket field holds an array
 * of a static size or one of a run-time count. The method looks keys up, walks the
 * insertion order and adds elements (expanding the received table); a table built on
 * the serving node is returned. The caller checks its own table is untouched. Exit 0
 * when every value matched. */
#define E2E_NAME "intrusive_hash_expand"
#include "check.h"
#include <cormi.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct Link {
  struct Link *next;  /* the bucket's chain */
  struct Link *after; /* insertion order */
  unsigned key;
} Link;
typedef struct Bucket {
  Link *head;
  unsigned count, spare;
} Bucket;
typedef struct Table {
  Bucket *b;
  unsigned n, items;
  size_t off; /* where the link lies in an element */
  Link *first, *last;
} Table;
typedef struct Item {
  double score;
  int id;
  char name[12];
  Link link;
} Item;

static Item *item_of(const Table *t, Link *l) { return l ? (Item *)(void *)((char *)l - t->off) : NULL; }

static Table *table_new(void) {
  Table *t = calloc(1, sizeof *t);
  t->off = offsetof(Item, link);
  t->n = 4;
  t->b = calloc(4, sizeof(Bucket));
  return t;
}

static void expand(Table *t) {
  Bucket *nb = malloc(sizeof(Bucket) * t->n * 2U);
  memset(nb, 0, sizeof(Bucket) * t->n * 2U);
  for (unsigned i = 0; i < t->n; i++) {
    Link *next;
    for (Link *l = t->b[i].head; l; l = next) {
      next = l->next;
      Bucket *to = &nb[l->key & (t->n * 2U - 1U)];
      l->next = to->head;
      to->head = l;
      to->count++;
    }
  }
  free(t->b);
  t->b = nb;
  t->n *= 2U;
}

static void add(Table *t, Item *e, unsigned key) {
  e->link.key = key;
  Bucket *to = &t->b[key & (t->n - 1U)];
  e->link.next = to->head;
  to->head = &e->link;
  e->link.after = NULL;
  if (t->last) t->last->after = &e->link;
  else t->first = &e->link;
  t->last = &e->link;
  t->items++;
  if (++to->count > 3) expand(t);
}

static Item *find(const Table *t, unsigned key) {
  for (Link *l = t->b[key & (t->n - 1U)].head; l; l = l->next)
    if (l->key == key) return item_of(t, l);
  return NULL;
}

/* The scores of two keys, the insertion order (ids times position), the count. */
static double weigh(const Table *t, unsigned k1, unsigned k2) {
  double w = 1e6 * t->items;
  Item *e = find(t, k1);
  if (e) w += e->score + (double)strlen(e->name);
  if ((e = find(t, k2))) w += 10 * e->score;
  long pos = 0;
  for (Link *l = t->first; l; l = l->after) w += 1000.0 * item_of(t, l)->id * ++pos;
  return w;
}

typedef struct Svc { long calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

static void table_free(Table *t);

/* The received table's weight; a copy built here (its buckets expanded from 4 by the
 * additions) must weigh the same. */
double Svc_weigh(Svc *self, Table *t, unsigned k1, unsigned k2) {
  self->calls++;
  double w = weigh(t, k1, k2);
  Table *c = table_new();
  for (Link *l = t->first; l; l = l->after) {
    const Item *from = item_of(t, l);
    Item *e = calloc(1, sizeof *e);
    e->id = from->id;
    e->score = from->score;
    memcpy(e->name, from->name, sizeof e->name);
    add(c, e, l->key);
  }
  CHECK(weigh(c, k1, k2) == w && c->items == t->items && (t->items < 16 || c->n > 4));
  table_free(c);
  return w;
}

Table *Svc_make(Svc *self, unsigned n) {
  self->calls++;
  Table *t = table_new();
  for (unsigned i = 0; i < n; i++) {
    Item *e = calloc(1, sizeof *e);
    e->id = (int)(i * 7 + 3);
    e->score = i * 0.25;
    strcpy(e->name, i % 2 ? "odd" : "even");
    add(t, e, i * 7 + 3);
  }
  return t;
}

static void table_free(Table *t) {
  Link *next;
  for (Link *l = t->first; l; l = next) {
    next = l->after;
    free(item_of(t, l));
  }
  free(t->b);
  free(t);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  Table *t = table_new();
  for (unsigned i = 0; i < 3; i++) { /* three keys: the first 4 buckets */
    Item *e = calloc(1, sizeof *e);
    e->id = (int)i + 1;
    e->score = 1.5 * i;
    strcpy(e->name, "three");
    add(t, e, i + 1);
  }
  double want = weigh(t, 2, 3);
  double got = cormi_invoke(s, Svc_weigh, t, 2u, 3u);
  CHECK(got == want && weigh(t, 2, 3) == want && t->n == 4);
  printf("three keys: %.2f\n", got);

  for (unsigned i = 3; i < 200; i++) { /* expanded several times */
    Item *e = calloc(1, sizeof *e);
    e->id = (int)i + 1;
    e->score = 0.5 * i;
    strcpy(e->name, "many");
    add(t, e, i + 1);
  }
  want = weigh(t, 150, 199);
  got = cormi_invoke(s, Svc_weigh, t, 150u, 199u);
  CHECK(t->n > 4 && got == want && weigh(t, 150, 199) == want);
  printf("200 keys in %u buckets: %.2f\n", t->n, got);

  Table *r = cormi_invoke(s, Svc_make, 40u);
  Table *mine = Svc_make(&(Svc){0}, 40);
  CHECK(r && r->items == 40 && r->n == mine->n);
  if (r) {
    CHECK(weigh(r, 10, 73) == weigh(mine, 10, 73));
    Item *e = find(r, 7 * 20 + 3);
    CHECK(e && e->id == 143 && strcmp(e->name, "even") == 0);
    printf("returned: %.2f\n", weigh(r, 10, 73));
    table_free(r);
  }
  table_free(mine);
  table_free(t);
  cormi_finalize();
  return failures ? 1 : 0;
}
