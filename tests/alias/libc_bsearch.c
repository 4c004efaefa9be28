/* bsearch returns a pointer into the array (or null); its comparator sees
 * the key and array elements. */
#include <stdlib.h>
#include "aliascheck.h"

long table[8] = { 1, 2, 3, 5, 8, 13, 21, 34 };
long key_store;
long other;

NOINLINE int lcmp(const void *k, const void *e) {
  MAYALIAS(e, &table[2]);
  MAYALIAS(k, &key_store);
  NOALIAS(e, &other);
  return (*(const long *)k > *(const long *)e) - (*(const long *)k < *(const long *)e);
}

int main(void) {
  key_store = 13;
  long *hit = bsearch(&key_store, table, 8, sizeof table[0], lcmp);
  MAYALIAS(hit, table);
  NOALIAS(hit, &key_store);
  return hit ? 0 : 1;
}
