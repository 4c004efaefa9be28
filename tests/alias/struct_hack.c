/* The pre-C99 struct hack: `T items[1]` as the last member of a struct allocated larger,
 * indexed past its declared end with constants and variables. Pointers stored at
 * out-of-bounds constant indices stay apart from each other and from the other fields;
 * a variable index may be any of them. */
#include <stdlib.h>
#include "aliascheck.h"

typedef struct Vec { int n; int *items[1]; } Vec;

NOINLINE void constant_past_the_end(void) {
  Vec *v = malloc(sizeof(Vec) + 7 * sizeof(int *));
  int *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  v->items[0] = a;
  v->items[3] = b;
  NOALIAS(v->items[0], v->items[3]);
  MAYALIAS(v->items[3], b);
  NOALIAS(&v->items[3], &v->n);
}

NOINLINE void variable_past_the_end(int i) {
  Vec *v = malloc(sizeof(Vec) + 7 * sizeof(int *));
  int *a = malloc(sizeof *a), *b = malloc(sizeof *b), *c = malloc(sizeof *c);
  v->items[0] = a;
  v->items[3] = b;
  MAYALIAS(v->items[i], a);
  MAYALIAS(v->items[i], b);
  v->items[i] = c;
  MAYALIAS(v->items[3], c);
  MAYALIAS(v->items[0], c);
}

int main(int argc, char **argv) { (void)argv; constant_past_the_end(); variable_past_the_end(argc); return 0; }
