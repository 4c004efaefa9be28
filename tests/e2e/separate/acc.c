#include <cormi.h>
#include "acc.h"

Acc *Acc_new(void) { return cormi_new(Acc); }

/* Runs on the object's node: the list arrives deep-copied. */
double Acc_sum(Acc *self, List *l) {
  for (; l; l = l->next)
    self->total += l->v;
  return self->total;
}
