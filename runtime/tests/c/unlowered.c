/* A program that uses cormi_invoke but was compiled without the cormi pass: the linker
 * warns and the program stops at start-up with a message. */
#include "cormi.h"

#include <stdio.h>

typedef struct acc {
  double total;
} acc;

static double acc_add(acc *self, double x) { return self->total += x; }

int main(int argc, char **argv) {
  printf("main ran\n");
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(0, cormi_alloc_object, sizeof(acc));
  double t = cormi_invoke(r, acc_add, 1.5);
  printf("%f\n", t);
  return 0;
}
