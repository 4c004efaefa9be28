/* A pointer copied byte by byte (char loads and stores, as a hand-written
 * memcpy or a struct copy loop does) still points to the same object. */
#include <stddef.h>
#include "aliascheck.h"

int x, y;

NOINLINE void bytecopy(void *d, const void *s, size_t n) {
  char *dd = d;
  const char *ss = s;
  while (n--) *dd++ = *ss++;
}

NOINLINE void copies(void) {
  int *p = &x, *q = 0;
  bytecopy(&q, &p, sizeof p);
  /* Regression: pointers copied through i8 loads/stores keep their targets (bytes carry
   * pointers in the analysis). */
  MAYALIAS(q, &x);
  NOALIAS(&q, &p);
}

int main(void) { copies(); return 0; }
