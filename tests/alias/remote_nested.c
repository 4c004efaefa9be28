/* The whole argument graph is cloned: objects reachable through fields of the
 * argument are fresh at the callee; sharing inside one call is kept (two
 * arguments reaching one object arrive as one object). */
#include <stdlib.h>
#include "aliascheck.h"

struct leaf { int v; };
struct pair { struct leaf *left, *right; };
struct srv { int sum; };

struct leaf *caller_leaf;

NOINLINE struct srv *srv_new(void) { return calloc(1, sizeof(struct srv)); }

NOINLINE void srv_take(struct srv *self, struct pair *p, struct leaf *extra) {
  NOALIAS(p->left, caller_leaf);
  NOALIAS(extra, caller_leaf);
  MAYALIAS(p->left, extra);
  MAYALIAS(p->left, p->right);
  NOALIAS(p, extra);
  self->sum = p->left->v + extra->v;
}

int main(void) {
  cormi_ref r = CORMI_CREATE(1, srv_new);
  struct leaf *shared = malloc(sizeof *shared);
  shared->v = 7;
  struct pair *p = malloc(sizeof *p);
  p->left = shared;
  p->right = shared;
  caller_leaf = shared;
  CORMI_INVOKE(r, srv_take, p, shared);
  return 0;
}
