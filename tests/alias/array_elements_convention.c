/* The array-element convention (pass/src/heap/ARCHITECTURE.md): pointers stored at
 * constant indices of an array of pointers stay apart (separate locations); a load at a
 * variable index may be any element, and a store at a variable index may reach every
 * element (flow-insensitively: also elements read before it). */
#include <stdlib.h>
#include "aliascheck.h"

NOINLINE void constant_indices(void) {
  int *slots[8];
  int *x = malloc(sizeof *x), *y = malloc(sizeof *y);
  slots[1] = x;
  slots[2] = y;
  NOALIAS(slots[1], slots[2]);
  MAYALIAS(slots[1], x);
  MAYALIAS(slots[2], y);
}

NOINLINE void variable_indices(int i) {
  int *slots[8];
  int *x = malloc(sizeof *x), *y = malloc(sizeof *y), *z = malloc(sizeof *z);
  slots[1] = x;
  slots[2] = y;
  MAYALIAS(slots[i], x);
  MAYALIAS(slots[i], y);
  slots[i] = z;
  MAYALIAS(slots[1], z);
  MAYALIAS(slots[2], z);
}

int main(int argc, char **argv) { (void)argv; constant_indices(); variable_indices(argc); return 0; }
