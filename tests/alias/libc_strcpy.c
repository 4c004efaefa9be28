/* libc string/memory functions that return their first argument. */
#include <string.h>
#include "aliascheck.h"

NOINLINE void strings(const char *src) {
  char buf[32], other[32];
  char *r = strcpy(buf, src);
  MAYALIAS(r, buf);
  NOALIAS(r, other);
  char *c = strcat(buf, "x");
  MAYALIAS(c, buf);
  void *m = memcpy(other, buf, 4);
  MAYALIAS(m, other);
  NOALIAS(m, buf);
  void *s = memset(other, 0, sizeof other);
  MAYALIAS(s, other);
  NOALIAS(s, src);
}

int main(void) { strings("abc"); return 0; }
