// A copy (struct assignment, memcpy) of an object whose pointers were stored
// at a variable index copies them (into every field of the destination).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <stdlib.h>
#include <string.h>
struct Bag { int n; int *items[4]; };
int x, y;
int main(int argc, char **argv) {
  struct Bag b;
  for (int i = 0; i < argc; i++) b.items[i] = &x;
  struct Bag c = b;
  MAYALIAS(c.items[2], &x); // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(c.items[2], &y); // CHECK: check [[@LINE]] NOALIAS ok
  int **a = malloc(4 * sizeof *a), **d = malloc(4 * sizeof *d);
  for (int i = 0; i < argc; i++) a[i] = &y;
  memcpy(d, a, 4 * sizeof *a);
  MAYALIAS(d[1], &y); // CHECK: check [[@LINE]] MAYALIAS ok
  return 0;
}
// CHECK: check-summary total=3 ok=3 fail=0
