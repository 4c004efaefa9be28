/* An array of structs indexed by a variable: the same field of two elements
 * may alias; different fields never do, but array smashing folds every
 * element (and so every field) into one location. */
#include "aliascheck.h"

struct kv { int key; int val; };
struct kv table[32];
int other;

NOINLINE void kvs(int i, int j) {
  MAYALIAS(&table[i].key, &table[j].key);
  /* precision limit: array smashing (variable index) loses field offsets */
  EXPECTEDFAIL_NOALIAS(&table[i].key, &table[j].val);
  NOALIAS(&table[i].val, &other);
  NOALIAS(&table[3].key, &table[3].val);
}

int main(int argc, char **argv) { (void)argv; kvs(argc, argc & 1); return 0; }
