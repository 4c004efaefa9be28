/* realloc returns a (possibly new) object holding the old contents. */
#include <stdlib.h>
#include "aliascheck.h"

int x, y;

NOINLINE void grows(int i) {
  int **v = malloc(2 * sizeof *v);
  v[0] = &x;
  v[1] = &x;
  int **w = realloc(v, 8 * sizeof *w);
  if (!w) return;
  int *other = malloc(sizeof *other);
  MAYALIAS(w[i], &x);
  NOALIAS(w[i], &y);
  NOALIAS(w, other);
  NOALIAS(w, &x);
  NOALIAS(&w[i], w[i]);
  free(other);
  free(w);
}

int main(int argc, char **argv) { (void)argv; grows(argc & 1); return 0; }
