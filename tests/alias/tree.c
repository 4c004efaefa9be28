/* A binary tree built recursively from one allocation site: the child fields
 * of one node are distinct locations; the children themselves are distinct
 * nodes, which the allocation-site abstraction cannot prove. */
#include <stdlib.h>
#include "aliascheck.h"

struct tree { struct tree *left, *right; int key; };

NOINLINE struct tree *grow(int depth) {
  if (depth == 0) return 0;
  struct tree *t = malloc(sizeof *t);
  t->key = depth;
  t->left = grow(depth - 1);
  t->right = grow(depth - 1);
  return t;
}

NOINLINE void inspect(struct tree *t) {
  NOALIAS(&t->left, &t->right);
  NOALIAS(&t->left, &t->key);
  /* precision limit: allocation-site abstraction */
  EXPECTEDFAIL_NOALIAS(t->left, t);
  /* precision limit: allocation-site abstraction (all nodes are one object) */
  EXPECTEDFAIL_NOALIAS(t->left, t->right);
  NOALIAS(t->left, &t);
}

int main(int argc, char **argv) { (void)argv; inspect(grow(argc + 2)); return 0; }
