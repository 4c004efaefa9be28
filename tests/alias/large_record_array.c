/* A store at a variable index into a large array of records (more elements than the
 * strided-slot limit, 64) should write the field it names in every element, not every
 * field: a field never written holds nothing of what went into another field. The
 * analysis smashes such a heap array into its element 0 (pass/src/heap/ARCHITECTURE.md),
 * so the key and val fields stay apart. */
#include <stdlib.h>
#include "aliascheck.h"

typedef struct Rec { int *key; int *val; } Rec;

NOINLINE void records(int i, int j) {
  Rec *table = malloc(1000 * sizeof(Rec));
  int *k = malloc(sizeof *k), *v = malloc(sizeof *v);
  table[i].key = k;
  table[j].val = v;
  MAYALIAS(table[j].key, k);
  MAYALIAS(table[i].val, v);
  NOALIAS(table[0].key, v);
  NOALIAS(table[0].val, k);
}

int main(int argc, char **argv) { (void)argv; records(argc, argc & 1); return 0; }
