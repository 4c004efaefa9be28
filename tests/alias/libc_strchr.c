/* libc search functions return pointers into their first argument. */
#include <string.h>
#include "aliascheck.h"

NOINLINE void search(void) {
  char hay[16] = "needle haystack";
  char other[8] = "x";
  char *a = strchr(hay, 'h');
  char *b = strrchr(hay, 'a');
  char *c = strstr(hay, "hay");
  void *d = memchr(hay, 's', sizeof hay);
  MAYALIAS(a, hay);
  MAYALIAS(b, hay);
  MAYALIAS(c, &hay[7]);
  MAYALIAS(d, hay);
  NOALIAS(a, other);
  NOALIAS(c, other);
}

int main(void) { search(); return 0; }
