/* Must not compile: a TAILQ whose back links point into the struct holding the head
 * (pointers at bytes 0 and 8, an int at 16) and into elements (an int at 0, pointers at
 * 8 and 16), both of 24 bytes. The copy of an object is made from its layout, and
 * objects of one size cannot be told apart at run time. run.sh checks that cormicc
 * fails with "interior_same_size.c:LINE:COL: error: cormi: argument 1 of Srv_queue: ...
 * may point into objects of 24 bytes whose pointer fields differ" rather than
 * calling it a union. */
#include <cormi.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct Ent {
  int key;
  TAILQ_ENTRY(Ent) link;
} Ent;
TAILQ_HEAD(EntQ, Ent);
typedef struct Q {
  struct EntQ head;
  int n;
} Q;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_queue(Srv *self, Q *q) {
  long t = self->calls++;
  Ent *e;
  TAILQ_FOREACH_REVERSE(e, &q->head, EntQ, link) t = t * 10 + e->key;
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Q *q = malloc(sizeof *q);
  TAILQ_INIT(&q->head);
  for (int i = 1; i <= 3; i++) {
    Ent *e = malloc(sizeof *e);
    e->key = i;
    TAILQ_INSERT_TAIL(&q->head, e, link);
  }
  long r = cormi_invoke(s, Srv_queue, q);
  cormi_finalize();
  return r == 321 ? 0 : 1;
}
