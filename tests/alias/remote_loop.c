/* The paper's figure 3: a list built in a loop and sent to a remote method
 * that sends it on again. Cloning terminates (one clone per physical object
 * and method) and clones never alias the originals. */
#include <stdlib.h>
#include "aliascheck.h"

struct list { struct list *next; int v; };
struct peer { struct list *got; };

struct list *sent;
cormi_ref other;

NOINLINE struct peer *peer_new(void) { return calloc(1, sizeof(struct peer)); }

NOINLINE void peer_recv(struct peer *self, struct list *l) {
  self->got = l;
  NOALIAS(l, sent);
  MAYALIAS(l, self->got);
  if (l->v > 0) {
    l->v--;
    CORMI_INVOKE(other, peer_recv, l);
  }
}

int main(void) {
  cormi_ref r = CORMI_CREATE(1, peer_new);
  other = CORMI_CREATE(0, peer_new);
  struct list *l = 0;
  for (int i = 0; i < 4; i++) {
    struct list *n = malloc(sizeof *n);
    n->v = i;
    n->next = l;
    l = n;
  }
  sent = l;
  for (int i = 0; i < 3; i++) CORMI_INVOKE(r, peer_recv, l);
  return 0;
}
