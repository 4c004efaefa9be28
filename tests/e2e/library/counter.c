/* A library of remote classes, built into libcounter.a with cormicc -c and ar:
 * linked into a program through -L -l, its methods run on another node. */
#include <cormi.h>
#include <stdlib.h>
#include "counter.h"

Counter *Counter_new(long start) {
  Counter *c = malloc(sizeof *c);
  c->value = start;
  return c;
}

long Counter_add_list(Counter *self, const Item *items) {
  for (; items; items = items->next) self->value += items->amount;
  return self->value;
}
