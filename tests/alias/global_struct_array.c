/* An array of structs indexed by a variable: the same field of two elements
 * may alias; different fields never do. A variable index into a fixed-size
 * array (unoptimised IR: [32 x kv]) or into an object of known size
 * (optimised IR: a strided GEP) reaches every element's field, not every
 * byte. */
#include "aliascheck.h"

struct kv { int key; int val; };
struct kv table[32];
int other;

NOINLINE void kvs(int i, int j) {
  MAYALIAS(&table[i].key, &table[j].key);
  NOALIAS(&table[i].key, &table[j].val);
  NOALIAS(&table[i].val, &other);
  NOALIAS(&table[3].key, &table[3].val);
}

int main(int argc, char **argv) { (void)argv; kvs(argc, argc & 1); return 0; }
