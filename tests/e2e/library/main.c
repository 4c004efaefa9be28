/* A program using the remote class of libcounter.a (tests/e2e/run.sh builds both). */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include "counter.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref c = cormi_create(1, Counter_new, 10);
  Item *items = NULL;
  for (int i = 1; i <= 100; i++) {
    Item *it = malloc(sizeof *it);
    it->amount = i;
    it->next = items;
    items = it;
  }
  long total = cormi_invoke(c, Counter_add_list, items);
  cormi_finalize();
  printf("library: total %ld\n", total);
  return total == 5060 ? 0 : 1;
}
