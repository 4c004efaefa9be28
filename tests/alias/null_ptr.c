/* Null points to nothing; a pointer that is null on one path and an object on
 * the other aliases only that object. */
#include <stddef.h>
#include "aliascheck.h"

int x, y;

NOINLINE void nulls(int c) {
  int *p = c ? &x : NULL;
  NOALIAS(NULL, &x);
  NOALIAS(p, &y);
  MAYALIAS(p, &x);
}

int main(int argc, char **argv) { (void)argv; nulls(argc > 1); return 0; }
