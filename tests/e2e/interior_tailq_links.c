/* End-to-end: TAILQ back links that point where the queue says (tqe_prev at the previous
 * element's tqe_next, the first element's at the head's tqh_first) and ones that do not
 * (at another element's tqe_next, at the head from the middle, at the element itself,
 * NULL, at the previous element's start), through one call site: each must arrive
 * pointing at the receiver's copy of the same object and byte. The method describes
 * every element's tqe_prev as (object, offset); the caller compares with its own
 * queue's. Exit 0 when every description matched. */
#define E2E_NAME "interior_tailq_links"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/queue.h>

enum { N = 6 };

typedef struct Item {
  int64_t v;
  TAILQ_ENTRY(Item) link;
} Item;
TAILQ_HEAD(Q, Item);

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* Each element's tqe_prev as 1 + 1000 * (object: 0 the head, k the k-th element) +
 * offset, 0 when it is in none of them; summed with weights by position. */
static int64_t describe(struct Q *q) {
  const char *objs[N + 1] = {(const char *)q};
  size_t sizes[N + 1] = {sizeof *q};
  int n = 1;
  Item *e;
  TAILQ_FOREACH(e, q, link) {
    if (n > N) return -1;
    objs[n] = (const char *)e, sizes[n] = sizeof *e, n++;
  }
  int64_t d = 0, w = 1;
  TAILQ_FOREACH(e, q, link) {
    const char *p = (const char *)e->link.tqe_prev;
    int64_t at = 0;
    for (int k = 0; k < n; k++)
      if (p >= objs[k] && p < objs[k] + sizes[k]) at = 1 + 1000 * k + (p - objs[k]);
    d += w * at, w *= 7;
  }
  return d;
}

int64_t Svc_describe(Svc *self, struct Q *q) {
  self->calls++;
  return describe(q);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() > 1 ? 1 : 0, Svc_new);
  for (int bend = 0; bend < 6; bend++) {
    struct Q *q = malloc(sizeof *q);
    TAILQ_INIT(q);
    Item *it[N];
    for (int i = 0; i < N; i++) {
      it[i] = malloc(sizeof *it[i]);
      it[i]->v = i;
      TAILQ_INSERT_TAIL(q, it[i], link);
    }
    switch (bend) {
      case 1: it[3]->link.tqe_prev = &it[1]->link.tqe_next; break;
      case 2: it[4]->link.tqe_prev = &q->tqh_first; break;
      case 3: it[2]->link.tqe_prev = &it[2]->link.tqe_next; break;
      case 4: it[5]->link.tqe_prev = NULL; break;
      case 5: it[1]->link.tqe_prev = (Item **)&it[0]->v; break;
      default: break;
    }
    int64_t here = describe(q);
    CHECK(here > 0);
    CHECK(cormi_invoke(s, Svc_describe, q) == here);
    for (int i = 0; i < N; i++) free(it[i]);
    free(q);
  }
  cormi_finalize();
  printf("interior_tailq_links: %s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
