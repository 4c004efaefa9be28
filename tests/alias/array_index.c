/* Arrays: variable indexes into one array may alias (array smashing is
 * sound); elements of two different arrays never alias. */
#include "aliascheck.h"

NOINLINE void arrays(int i, int j) {
  int a[10], b[10];
  MAYALIAS(&a[i], &a[j]);
  MAYALIAS(&a[i], &a[3]);
  NOALIAS(&a[i], &b[j]);
  NOALIAS(&a[2], &b[2]);
  MUSTALIAS(&b[4], &b[4]);
}

int main(int argc, char **argv) { (void)argv; arrays(argc, argc & 1); return 0; }
