/* An array of pointers read at a variable index holds every stored target,
 * and nothing that was never stored into it. */
#include "aliascheck.h"

NOINLINE void table(int i) {
  int x, y, z;
  int *arr[4];
  arr[0] = &x;
  arr[1] = &y;
  arr[2] = &x;
  arr[3] = &y;
  MAYALIAS(arr[i], &x);
  MAYALIAS(arr[i], &y);
  NOALIAS(arr[i], &z);
  NOALIAS(&arr[i], &x);
}

int main(int argc, char **argv) { (void)argv; table(argc & 3); return 0; }
