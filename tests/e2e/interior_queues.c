/* End-to-end: intrusive lists from glibc's <sys/queue.h> used unchanged. A TAILQ
 * element's tqe_prev and the head's tqh_last point at the previous element's tqe_next
 * field (or at the head's tqh_first): pointers into the middle of other objects, sent as
 * (object, offset) with the offset found at run time. A LIST element's le_prev likewise.
 * The heads are a global, a stack object and a heap block. The remote methods walk the
 * received lists forwards and backwards (TAILQ_PREV, TAILQ_LAST: through the back links),
 * insert and remove elements (which follows and writes the back links) and return a list
 * built on the serving node; the caller checks that its own lists are untouched and that
 * returned lists are fully walkable both ways. Exit 0 when every value matched. */
#define E2E_NAME "interior_queues"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct Item {
  int64_t v;
  TAILQ_ENTRY(Item) link;
} Item;
TAILQ_HEAD(ItemQ, Item);

typedef struct Node {
  double w;
  LIST_ENTRY(Node) link;
  int32_t tag;
} Node;
LIST_HEAD(NodeL, Node);

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* sum of v * position walking forwards, plus 1000 * the same walking backwards: both
 * directions must see the same order. */
static int64_t tailq_weight(struct ItemQ *q) {
  int64_t fwd = 0, back = 0, k = 0, n = 0;
  Item *it;
  TAILQ_FOREACH(it, q, link) fwd += it->v * ++k;
  TAILQ_FOREACH_REVERSE(it, q, ItemQ, link) n++;
  k = n;
  TAILQ_FOREACH_REVERSE(it, q, ItemQ, link) back += it->v * k--;
  return fwd + 1000 * back;
}

/* The weight; then the copy is changed: the element after the first is removed, a new
 * one goes in before the last, and the weight again (the back links must be right for
 * TAILQ_REMOVE and TAILQ_INSERT_BEFORE). */
int64_t Svc_tailq(Svc *self, struct ItemQ *q) {
  self->calls++;
  int64_t w = tailq_weight(q);
  Item *first = TAILQ_FIRST(q);
  if (first && TAILQ_NEXT(first, link)) {
    Item *gone = TAILQ_NEXT(first, link);
    TAILQ_REMOVE(q, gone, link);
    free(gone);
  }
  Item *last = TAILQ_LAST(q, ItemQ);
  if (last) {
    Item *fresh = malloc(sizeof *fresh);
    fresh->v = 77;
    TAILQ_INSERT_BEFORE(last, fresh, link);
  }
  return w * 10 + tailq_weight(q) % 10;
}

/* A pointer to one element (not the head): the whole ring of links reaches the head, so
 * the method can walk to both ends from it. */
int64_t Svc_from_middle(Svc *self, Item *mid) {
  self->calls++;
  int64_t t = 0;
  for (Item *it = mid; it; it = TAILQ_NEXT(it, link)) t += it->v;
  for (Item *it = TAILQ_PREV(mid, ItemQ, link); it; it = TAILQ_PREV(it, ItemQ, link)) t += 100 * it->v;
  return t;
}

/* A LIST: forwards, then every element removed through its le_prev back link. */
double Svc_list(Svc *self, struct NodeL *l) {
  self->calls++;
  double t = 0;
  int k = 0;
  Node *n;
  LIST_FOREACH(n, l, link) t += n->w * ++k + n->tag;
  while (!LIST_EMPTY(l)) {
    /* Remove the second element when there is one (its le_prev points into the first). */
    Node *victim = LIST_NEXT(LIST_FIRST(l), link) ? LIST_NEXT(LIST_FIRST(l), link) : LIST_FIRST(l);
    LIST_REMOVE(victim, link);
    t += victim->w;
    free(victim);
  }
  return t;
}

/* A fresh TAILQ built here, returned to the caller (a result holding interior pointers). */
struct ItemQ *Svc_make(Svc *self, int64_t n) {
  self->calls++;
  struct ItemQ *q = malloc(sizeof *q);
  TAILQ_INIT(q);
  for (int64_t i = 0; i < n; i++) {
    Item *it = malloc(sizeof *it);
    it->v = i * i + 1;
    if (i % 2) TAILQ_INSERT_TAIL(q, it, link);
    else TAILQ_INSERT_HEAD(q, it, link);
  }
  return q;
}

static struct ItemQ global_q = TAILQ_HEAD_INITIALIZER(global_q);

static void fill(struct ItemQ *q, int64_t n, int64_t base) {
  for (int64_t i = 0; i < n; i++) {
    Item *it = malloc(sizeof *it);
    it->v = base + i;
    TAILQ_INSERT_TAIL(q, it, link);
  }
}

static void drain(struct ItemQ *q) {
  Item *it;
  while ((it = TAILQ_FIRST(q))) {
    TAILQ_REMOVE(q, it, link);
    free(it);
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int peer = cormi_nodes() - 1;
  cormi_ref s = cormi_create(peer, Svc_new);

  /* A global head. */
  fill(&global_q, 6, 10);
  int64_t before = tailq_weight(&global_q);
  int64_t got = cormi_invoke(s, Svc_tailq, &global_q);
  CHECK(got / 10 == before);
  CHECK(tailq_weight(&global_q) == before);
  printf("tailq global: %lld %lld\n", (long long)got, (long long)before);

  /* A stack head, and an empty list. */
  struct ItemQ local;
  TAILQ_INIT(&local);
  got = cormi_invoke(s, Svc_tailq, &local);
  CHECK(got == 0);
  fill(&local, 3, 100);
  before = tailq_weight(&local);
  got = cormi_invoke(s, Svc_tailq, &local);
  CHECK(got / 10 == before);
  CHECK(tailq_weight(&local) == before);
  printf("tailq local: %lld\n", (long long)got);

  /* A heap head with 200 elements; from an element in the middle. */
  struct ItemQ *heap = malloc(sizeof *heap);
  TAILQ_INIT(heap);
  fill(heap, 200, 1);
  before = tailq_weight(heap);
  got = cormi_invoke(s, Svc_tailq, heap);
  CHECK(got / 10 == before);
  CHECK(tailq_weight(heap) == before);
  Item *mid = TAILQ_FIRST(heap);
  for (int k = 0; k < 50; k++) mid = TAILQ_NEXT(mid, link);
  int64_t expect = 0;
  for (Item *it = mid; it; it = TAILQ_NEXT(it, link)) expect += it->v;
  for (Item *it = TAILQ_PREV(mid, ItemQ, link); it; it = TAILQ_PREV(it, ItemQ, link)) expect += 100 * it->v;
  got = cormi_invoke(s, Svc_from_middle, mid);
  CHECK(got == expect);
  printf("tailq heap: %lld middle: %lld\n", (long long)before, (long long)got);

  /* A LIST on the stack. */
  struct NodeL l;
  LIST_INIT(&l);
  double lexpect = 0;
  for (int i = 0; i < 5; i++) {
    Node *n = malloc(sizeof *n);
    n->w = 0.5 * i;
    n->tag = i;
    LIST_INSERT_HEAD(&l, n, link);
  }
  int k = 0;
  Node *n;
  LIST_FOREACH(n, &l, link) lexpect += n->w * ++k + n->tag;
  LIST_FOREACH(n, &l, link) lexpect += n->w;
  double lgot = cormi_invoke(s, Svc_list, &l);
  CHECK(lgot == lexpect);
  k = 0;
  double again = 0;
  LIST_FOREACH(n, &l, link) again += n->w * ++k + n->tag;
  LIST_FOREACH(n, &l, link) again += n->w;
  CHECK(again == lexpect);
  printf("list: %.1f\n", lgot);

  /* A returned TAILQ: walkable both ways, and changeable here. */
  struct ItemQ *r = cormi_invoke(s, Svc_make, (int64_t)9);
  CHECK(r != NULL);
  if (r) {
    struct ItemQ *mine = Svc_make(&(Svc){0}, 9);
    CHECK(tailq_weight(r) == tailq_weight(mine));
    Item *last = TAILQ_LAST(r, ItemQ);
    TAILQ_REMOVE(r, last, link);
    free(last);
    last = TAILQ_LAST(mine, ItemQ);
    TAILQ_REMOVE(mine, last, link);
    free(last);
    CHECK(tailq_weight(r) == tailq_weight(mine));
    printf("returned: %lld\n", (long long)tailq_weight(r));
    drain(r);
    drain(mine);
    free(r);
    free(mine);
  }

  drain(&global_q);
  drain(&local);
  drain(heap);
  free(heap);
  while (!LIST_EMPTY(&l)) {
    n = LIST_FIRST(&l);
    LIST_REMOVE(n, link);
    free(n);
  }
  cormi_finalize();
  return failures ? 1 : 0;
}
