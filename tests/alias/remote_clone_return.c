/* RMI cloning of return values: what a remote method returns is copied back,
 * so the caller's result aliases neither its own argument nor the callee's
 * objects. */
#include <stdlib.h>
#include "aliascheck.h"

struct vec { int n; double *xs; };
struct server { struct vec *last; };

struct vec *server_result;

NOINLINE struct server *server_new(void) { return calloc(1, sizeof(struct server)); }

NOINLINE struct vec *server_scale(struct server *self, struct vec *v) {
  struct vec *out = malloc(sizeof *out);
  out->n = v->n;
  out->xs = calloc(v->n, sizeof(double));
  self->last = out;
  server_result = out;
  MAYALIAS(self->last, out);
  return out;
}

int main(void) {
  cormi_ref r = CORMI_CREATE(1, server_new);
  struct vec *v = malloc(sizeof *v);
  v->n = 3;
  v->xs = calloc(3, sizeof(double));
  struct vec *res = CORMI_INVOKE(r, server_scale, v);
  NOALIAS(res, v);
  NOALIAS(res->xs, v->xs);
  NOALIAS(res, server_result);
  MAYALIAS(res, res);
  return 0;
}
