#include <cormi.h>
#include <stdio.h>
#include "acc.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref acc = cormi_create(1, Acc_new);
  List *l = 0;
  for (int i = 0; i < 100; i++) {
    List *n = cormi_new(List);
    n->v = i;
    n->next = l;
    l = n;
  }
  double s = cormi_invoke(acc, Acc_sum, l);
  printf("separate: sum %.0f\n", s);
  cormi_finalize();
  return s == 4950.0 ? 0 : 1;
}
