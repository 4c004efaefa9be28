/* Casts between struct pointers and char pointers keep byte offsets. */
#include <stddef.h>
#include "aliascheck.h"

struct s { int a; int b; double d; };

NOINLINE void casts(void) {
  struct s v;
  char *raw = (char *)&v;
  int *pb = (int *)(raw + offsetof(struct s, b));
  double *pd = (double *)(raw + offsetof(struct s, d));
  MAYALIAS(pb, &v.b);
  NOALIAS(pb, &v.a);
  MAYALIAS(pd, &v.d);
  NOALIAS(pd, pb);
  MAYALIAS(raw, &v.a);
  struct s *back = (struct s *)raw;
  MAYALIAS(&back->d, pd);
}

int main(void) { casts(); return 0; }
