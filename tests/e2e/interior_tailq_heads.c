/* End-to-end: TAILQ heads embedded in structs, the back links (tqh_last, tqe_prev)
 * pointing into the struct holding the head or into an element: a queue whose entry is
 * the element's first field and whose holder has the element's size and layout (one
 * layout for both), and a queue whose entry follows a key, in a holder of another size
 * (told apart by their sizes). The method walks both ways, removes and inserts through
 * the back links, and the caller's queues are untouched. Exit 0 when every value
 * matched. */
#define E2E_NAME "interior_tailq_heads"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct First {
  TAILQ_ENTRY(First) link;
  int64_t key;
} First;
TAILQ_HEAD(FirstQ, First);
typedef struct FirstHolder { /* 24 bytes, like First, pointers at the same bytes */
  struct FirstQ head;
  int64_t n;
} FirstHolder;

typedef struct Keyed {
  int32_t key;
  TAILQ_ENTRY(Keyed) link;
} Keyed;
TAILQ_HEAD(KeyedQ, Keyed);
typedef struct KeyedHolder { /* 40 bytes: another size than Keyed's 24 */
  int64_t n;
  struct KeyedQ head;
  int64_t sum;
  int64_t spare;
} KeyedHolder;

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

static int64_t first_weight(FirstHolder *h) {
  int64_t t = 0;
  First *e;
  TAILQ_FOREACH(e, &h->head, link) t = t * 10 + e->key;
  TAILQ_FOREACH_REVERSE(e, &h->head, FirstQ, link) t = t * 10 + e->key;
  return t;
}

static int64_t keyed_weight(KeyedHolder *h) {
  int64_t t = 0;
  Keyed *e;
  TAILQ_FOREACH(e, &h->head, link) t = t * 10 + e->key;
  TAILQ_FOREACH_REVERSE(e, &h->head, KeyedQ, link) t = t * 10 + e->key;
  return t;
}

/* The weight; then the second element is removed and a fresh one goes last. */
int64_t Svc_first(Svc *self, FirstHolder *h) {
  self->calls++;
  int64_t w = first_weight(h);
  First *gone = TAILQ_NEXT(TAILQ_FIRST(&h->head), link);
  TAILQ_REMOVE(&h->head, gone, link);
  free(gone);
  First *fresh = malloc(sizeof *fresh);
  fresh->key = 9;
  TAILQ_INSERT_TAIL(&h->head, fresh, link);
  return w * 1000 + first_weight(h) % 1000;
}

int64_t Svc_keyed(Svc *self, KeyedHolder *h) {
  self->calls++;
  int64_t w = keyed_weight(h);
  Keyed *last = TAILQ_LAST(&h->head, KeyedQ);
  TAILQ_REMOVE(&h->head, last, link);
  free(last);
  Keyed *fresh = malloc(sizeof *fresh);
  fresh->key = 7;
  TAILQ_INSERT_HEAD(&h->head, fresh, link);
  return w * 1000 + keyed_weight(h) % 1000 + h->n;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);

  FirstHolder *f = malloc(sizeof *f);
  TAILQ_INIT(&f->head);
  f->n = 4;
  for (int i = 1; i <= 4; i++) {
    First *e = malloc(sizeof *e);
    e->key = i;
    TAILQ_INSERT_TAIL(&f->head, e, link);
  }
  int64_t fw = first_weight(f);
  int64_t fgot = cormi_invoke(s, Svc_first, f);
  CHECK(fw == 12344321);
  CHECK(fgot == fw * 1000 + 13499431 % 1000); /* 1 3 4 9 both ways */
  CHECK(first_weight(f) == fw);
  printf("first: %lld\n", (long long)fgot);

  KeyedHolder *k = malloc(sizeof *k);
  TAILQ_INIT(&k->head);
  k->n = 3;
  for (int i = 1; i <= 3; i++) {
    Keyed *e = malloc(sizeof *e);
    e->key = i;
    TAILQ_INSERT_TAIL(&k->head, e, link);
  }
  int64_t kw = keyed_weight(k);
  int64_t kgot = cormi_invoke(s, Svc_keyed, k);
  CHECK(kw == 123321);
  CHECK(kgot == kw * 1000 + 712217 % 1000 + 3); /* 7 1 2 both ways */
  CHECK(keyed_weight(k) == kw);
  printf("keyed: %lld\n", (long long)kgot);
  cormi_finalize();
  return failures != 0;
}
