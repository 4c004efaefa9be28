/* Must not compile: the remote method is chosen at run time from a table of methods.
 * run.sh checks that cormicc fails with "method_table.c:LINE:COL: error: cormi: the
 * remote method must be named directly" and the advice to name each method. */
#include <cormi.h>
#include <stdlib.h>

typedef struct Acc { long total; } Acc;
typedef long (*op_fn)(Acc *self, long x);

Acc *Acc_new(void) { return calloc(1, sizeof(Acc)); }
long Acc_add(Acc *self, long x) { return self->total += x; }
long Acc_sub(Acc *self, long x) { return self->total -= x; }

static op_fn ops[] = {Acc_add, Acc_sub};

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = cormi_create(1, Acc_new);
  long r = 0;
  for (long i = 0; i < 4; i++) {
    op_fn f = ops[i % 2];
    r = cormi_invoke(a, f, i);
  }
  cormi_finalize();
  return r == 0 ? 0 : 1;
}
