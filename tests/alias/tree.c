/* A binary tree built recursively by a function that returns the node it allocated:
 * each of its calls is an allocation site of its own (an allocation wrapper), so the
 * root, the left children (made by the first recursive call) and the right children
 * (the second) are three objects; the child fields of one node are distinct. */
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
  NOALIAS(t->left, t);
  NOALIAS(t->left, t->right);
  NOALIAS(t->left, &t);
}

int main(int argc, char **argv) { (void)argv; inspect(grow(argc + 2)); return 0; }
