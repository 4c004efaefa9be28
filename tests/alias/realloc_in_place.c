/* realloc may grow a block in place: its result may equal its argument. */
#include <stdlib.h>
#include "aliascheck.h"

int x;

NOINLINE void grow(void) {
  int *h = malloc(16);
  int *r = realloc(h, 32);
  MAYALIAS(r, h);
  NOALIAS(r, &x);
  free(r);
}

int main(void) { grow(); return 0; }
