/* RMI cloning: an object passed to a remote method arrives as a deep copy, so
 * the callee's formal never aliases the caller's object (paper §2). */
#include <stdlib.h>
#include "aliascheck.h"

struct counter { long total; };
struct msg { int len; int *data; };

struct msg *caller_msg;
int *caller_data;

NOINLINE struct counter *counter_new(void) { return calloc(1, sizeof(struct counter)); }

NOINLINE void counter_add(struct counter *self, struct msg *m) {
  NOALIAS(m, caller_msg);
  NOALIAS(m->data, caller_data);
  NOALIAS(&m->len, &m->data);
  MAYALIAS(m, m);
  self->total += m->len;
}

int main(void) {
  cormi_ref r = CORMI_CREATE(1, counter_new);
  struct msg *m = malloc(sizeof *m);
  m->len = 4;
  m->data = calloc(4, sizeof(int));
  caller_msg = m;
  caller_data = m->data;
  CORMI_INVOKE(r, counter_add, m);
  MAYALIAS(caller_msg, m);
  return 0;
}
